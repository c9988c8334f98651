import { ORACLE_MESSAGES } from "#contracts/insights";
import { BirthChartPrompt } from "#web/components/prompts/birth-chart-prompt.tsx";
import { UpgradeCard } from "#web/components/prompts/upgrade-card.tsx";

/** Free users (docs/product.md §1.5, §13.4): what the Oracle is, and the way to it. No premium call is made. */
export function OracleUpgradeCard() {
  return (
    <UpgradeCard testId="oracle-upgrade" title="Ask the Oracle is a Premium feature">
      Ask one question a day and get a straight answer, read from your birth chart and today's transits, in a
      kind voice or a roast.
    </UpgradeCard>
  );
}

/** 409: the Oracle reads the birth chart, and there is none yet. */
export function OracleBirthChartPrompt() {
  return <BirthChartPrompt testId="oracle-birth-chart">{ORACLE_MESSAGES.noBirthData}</BirthChartPrompt>;
}
