import { Crown } from "lucide-react";
import { Link } from "wouter";
import { PREMIUM_PRICE_EUR } from "#contracts/constants";
import { ORACLE_MESSAGES } from "#contracts/insights";
import { BirthChartPrompt } from "#web/components/prompts/birth-chart-prompt.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card } from "#web/components/ui/card.tsx";

export const UPGRADE_LABEL = `Upgrade Now - €${PREMIUM_PRICE_EUR.toFixed(2)}/month`;

/** Free users (spec 02 §5): what the Oracle is, and the way to it. No premium call is made. */
export function OracleUpgradeCard() {
  return (
    <Card
      data-testid="oracle-upgrade"
      aria-labelledby="oracle-upgrade-title"
      className="flex flex-col gap-4 border-primary/40 p-6 sm:flex-row sm:items-center"
    >
      <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary/15 text-primary">
        <Crown className="size-6" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 id="oracle-upgrade-title" className="text-lg font-semibold">
          Ask the Oracle is a Premium feature
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Ask one question a day and get a straight answer, read from your birth chart and today's transits,
          in a kind voice or a roast.
        </p>
      </div>
      <Button asChild className="h-auto min-h-10 shrink-0 py-2 text-center">
        <Link href="/subscription">{UPGRADE_LABEL}</Link>
      </Button>
    </Card>
  );
}

/** 409: the Oracle reads the birth chart, and there is none yet. */
export function OracleBirthChartPrompt() {
  return <BirthChartPrompt testId="oracle-birth-chart">{ORACLE_MESSAGES.noBirthData}</BirthChartPrompt>;
}
