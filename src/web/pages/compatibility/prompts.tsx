import { COMPATIBILITY_MESSAGES } from "#contracts/compatibility";
import { BirthChartPrompt } from "#web/components/prompts/birth-chart-prompt.tsx";
import { UpgradeCard } from "#web/components/prompts/upgrade-card.tsx";

/** Free users (docs/product.md §1.5, §11.1): what Compatibility does, and the way to it. The form stays visible. */
export function CompatibilityUpgradeCard() {
  return (
    <UpgradeCard testId="compatibility-upgrade" title="Compatibility is a Premium feature">
      Compare your birth chart with anyone's: Love, Lust, Friends and Work scores read from the real aspects
      between your two charts.
    </UpgradeCard>
  );
}

/** 409: the user's own birth data is missing, so there is no chart to compare with. */
export function CompatibilityBirthChartPrompt({ message }: { message?: string | null }) {
  return (
    <BirthChartPrompt testId="compatibility-birth-chart">
      {message || COMPATIBILITY_MESSAGES.noBirthData}
    </BirthChartPrompt>
  );
}
