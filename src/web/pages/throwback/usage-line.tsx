import type { UseQueryResult } from "@tanstack/react-query";
import { THROWBACK_DATES_PER_DAY } from "#contracts/constants";
import { formatLongDate } from "#web/lib/dates.ts";
import { formatDuration, useTimeUntilMidnight, zoneLabel } from "#web/lib/time-zone.ts";
import type { ThrowbackCount } from "./api.ts";

/** Today's use of the daily throwback dates, and when the next one opens. */
export function UsageLine({
  usage,
  timeZone,
  claimed,
}: {
  usage: UseQueryResult<ThrowbackCount, Error>;
  timeZone: string;
  claimed: string | null;
}) {
  const untilMidnight = useTimeUntilMidnight(timeZone);
  let text: string;
  let used = false;
  if (usage.isPending) text = "Checking today's throwback usage...";
  else if (usage.isError || !usage.data) text = "Today's throwback usage is unavailable right now.";
  else {
    const { count, remaining } = usage.data;
    used = remaining === 0;
    text = `You have used ${count} of ${THROWBACK_DATES_PER_DAY} throwback dates today.${
      remaining > 0 ? ` ${remaining} remaining.` : ` Try again after midnight (${zoneLabel(timeZone)} time).`
    }`;
  }
  return (
    <div className="space-y-1 text-center">
      <p data-testid="throwback-usage" className="text-sm text-muted-foreground" aria-live="polite">
        {text}
      </p>
      {used || claimed ? (
        <p data-testid="throwback-next" className="text-sm font-medium text-foreground/90">
          Next date in {formatDuration(untilMidnight)}, at midnight {zoneLabel(timeZone)} time.
          {claimed ? ` ${formatLongDate(claimed)} stays open in both voices until then.` : ""}
        </p>
      ) : null}
      <p className="text-xs text-muted-foreground/80">
        Switching the voice of a date you already opened is free.
      </p>
    </div>
  );
}
