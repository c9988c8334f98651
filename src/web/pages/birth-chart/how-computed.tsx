import * as Collapsible from "@radix-ui/react-collapsible";
import { ChevronDown } from "lucide-react";
import type { BirthChartResponse } from "#contracts/birth-chart";
import type { PublicUser } from "#contracts/user";
import { formatOffset, formatUtInstant } from "#web/components/chart/wheel-geometry.ts";
import { formatBirthDate, formatBirthTime } from "#web/lib/dates.ts";

/** Beyond the spec: how the typed local time became the instant the chart was cast for. */
export function HowComputed({ chart, user }: { chart: BirthChartResponse; user: PublicUser }) {
  const report = chart.chartData.timeReport;
  return (
    <Collapsible.Root className="rounded-xl border border-border">
      <Collapsible.Trigger className="group flex w-full items-center justify-between gap-2 rounded-xl px-4 py-3 text-left text-sm font-medium hover:bg-accent/50">
        How this was computed
        <ChevronDown
          className="size-4 text-muted-foreground transition-transform group-data-[state=open]:rotate-180"
          aria-hidden="true"
        />
      </Collapsible.Trigger>
      <Collapsible.Content className="px-4 pb-4 text-sm" data-testid="time-report">
        <dl className="grid gap-2 sm:grid-cols-[10rem_1fr]">
          <dt className="text-muted-foreground">Local birth time</dt>
          <dd>
            {formatBirthDate(user.birthDate)}
            {chart.chartData.timeKnown
              ? `, ${formatBirthTime(user.birthTime)}`
              : ", time unknown (noon used)"}
          </dd>
          <dt className="text-muted-foreground">Time zone</dt>
          <dd className="break-words">{report.zone}</dd>
          <dt className="text-muted-foreground">Offset used</dt>
          <dd>{formatOffset(report.offsetMinutes)}</dd>
          <dt className="text-muted-foreground">Universal Time</dt>
          <dd>{formatUtInstant(report.utc)}</dd>
          {user.birthLatitude != null && user.birthLongitude != null ? (
            <>
              <dt className="text-muted-foreground">Coordinates</dt>
              <dd>
                {user.birthLatitude.toFixed(4)}, {user.birthLongitude.toFixed(4)}
              </dd>
            </>
          ) : null}
        </dl>
        {report.kind !== "normal" || report.note ? (
          <p className="mt-3 rounded-lg border border-primary/30 bg-primary/5 p-3 text-foreground/90">
            {report.kind === "gap" ? (
              <strong className="text-primary">Clock change (skipped hour): </strong>
            ) : null}
            {report.kind === "overlap" ? (
              <strong className="text-primary">Clock change (repeated hour): </strong>
            ) : null}
            {report.note}
          </p>
        ) : null}
        <p className="mt-3 text-xs text-muted-foreground">
          Positions come from an astronomical ephemeris for that instant; the date and time are used exactly
          as you entered them, in the birth place's historical time zone.
        </p>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
