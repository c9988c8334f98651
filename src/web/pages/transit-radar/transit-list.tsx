import type { UseQueryResult } from "@tanstack/react-query";
import { Crown, Loader2, Radar, RotateCw, Telescope, UserRoundPen } from "lucide-react";
import { Fragment } from "react";
import { Link } from "wouter";
import { TRANSIT_MESSAGES, type TransitsResponse } from "#contracts/transits";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { IconMessage } from "#web/components/ui/icon-message.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { errorCodeOf, messageOr } from "#web/lib/api.ts";
import { addDays, formatLongDate } from "#web/lib/dates.ts";
import { formatClock, formatDay, formatShortDay } from "#web/lib/sky-format.ts";
import { todayIn, zoneLabel } from "#web/lib/time-zone.ts";
import type { TransitView } from "./api.ts";
import { ActiveFilters, applyFilters, type Filters, hasFilters } from "./filters.tsx";
import { TransitRow } from "./transit-row.tsx";
import { type TimelineGroup, timeline, weekStartOf } from "./transit-timing.ts";
import { HiddenCountLine } from "./upsell.tsx";

/** The window's end is the start of the day after it; its last day is the moment before. */
function lastMoment(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? new Date(ms - 1).toISOString() : iso;
}

/** What the list shows, and the controls it hands on to its body. */
interface ListProps {
  view: TransitView;
  query: UseQueryResult<TransitsResponse, Error>;
  filters: Filters;
  onFiltersChange: (filters: Filters) => void;
  timeZone: string;
  onGenerate: () => void;
  generating: boolean;
}

/** The main list (docs/product.md §7.1): its title and count, the active filters, and every state of the query. */
export function TransitList({
  dateProblem,
  ...list
}: ListProps & {
  /** Why the chosen single day cannot be shown (outside the plan's range), or null. */
  dateProblem: string | null;
}) {
  const { view, query, filters, onFiltersChange, timeZone } = list;
  const data = dateProblem ? undefined : query.data;
  const shown = data ? applyFilters(data.transits, filters) : [];
  const title =
    view.mode === "range"
      ? `${data?.range.days ?? view.days}-Day Transit Forecast`
      : "Single Day Transit View";
  const subtitle =
    view.mode === "day"
      ? formatLongDate(view.date)
      : data
        ? `${formatDay(data.range.start, timeZone)} to ${formatDay(lastMoment(data.range.end), timeZone)}`
        : "Your upcoming transits";

  return (
    <Card aria-labelledby="transit-list-title" aria-busy={query.isFetching}>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3 px-4 pt-4 pb-3 sm:p-6">
        <div className="min-w-0">
          <CardTitle id="transit-list-title" className="font-display text-xl sm:text-2xl">
            {title}
          </CardTitle>
          <CardDescription className="mt-1.5">
            {subtitle}
            <span className="block text-xs">Times in {zoneLabel(timeZone)} time</span>
          </CardDescription>
        </div>
        {data ? (
          <Badge variant="premium" data-testid="active-count" className="mt-1">
            {shown.length} active
          </Badge>
        ) : null}
      </CardHeader>
      <CardContent className="space-y-4 px-2 pb-3 sm:px-6 sm:pb-6">
        <ActiveFilters filters={filters} onChange={onFiltersChange} />
        {dateProblem ? (
          <p
            role="status"
            className="rounded-xl border border-dashed border-border px-4 py-8 text-center text-sm text-muted-foreground"
          >
            {dateProblem}
          </p>
        ) : (
          <ListBody {...list} shown={shown} />
        )}
      </CardContent>
    </Card>
  );
}

function ListBody({
  view,
  query,
  shown,
  filters,
  onFiltersChange,
  timeZone,
  onGenerate,
  generating,
}: ListProps & { shown: TransitsResponse["transits"] }) {
  if (query.isPending) {
    return (
      <div className="flex min-h-48 items-center justify-center">
        <Spinner className="h-8 w-8" label="Loading your transits" />
      </div>
    );
  }
  if (query.isError) return <LoadError query={query} />;

  const data = query.data;
  if (data.transits.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 py-10 text-center">
        <IconMessage icon={Telescope} title="No Transits Found" heading="h3">
          Nothing is calculated for this period yet, or no planet comes within orb of your chart. Generate the
          forecast to find out.
        </IconMessage>
        <Button onClick={onGenerate} disabled={generating} aria-busy={generating}>
          {generating ? (
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          ) : (
            <Radar className="size-4" aria-hidden="true" />
          )}
          Generate Transits
        </Button>
      </div>
    );
  }

  return (
    <>
      {shown.length === 0 && hasFilters(filters) ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border py-8 text-center">
          <p className="text-sm text-muted-foreground">No transits match these filters.</p>
          <Button
            variant="outline"
            size="sm"
            onClick={() => onFiltersChange({ category: "all", impact: "all" })}
          >
            Show all transits
          </Button>
        </div>
      ) : (
        <Timeline
          groups={timeline(shown, data.range, timeZone)}
          timeZone={timeZone}
          singleDay={view.mode === "day"}
        />
      )}
      {data.limits.hiddenCount > 0 ? <HiddenCountLine hiddenCount={data.limits.hiddenCount} /> : null}
    </>
  );
}

const TRANSITS_FETCH_FAILED = "Failed to fetch transits";

function LoadError({ query }: { query: UseQueryResult<TransitsResponse, Error> }) {
  const code = errorCodeOf(query.error);
  if (code === "premium_required") {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-8 text-center">
        <Crown className="size-8 text-primary" aria-hidden="true" />
        <p className="max-w-md text-sm">{messageOr(query.error, TRANSIT_MESSAGES.premiumRange)}</p>
        <Button asChild size="sm">
          <Link href="/subscription">See Premium plans</Link>
        </Button>
      </div>
    );
  }
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-4 rounded-xl border border-secondary/40 bg-secondary/10 px-4 py-8 text-center"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-secondary/20 text-violet-300">
        <UserRoundPen className="size-6" aria-hidden="true" />
      </span>
      {/* The spec's words for a failed load (docs/product.md §7.5); a missing chart needs no such title. */}
      {code === "no_birth_chart" ? null : <p className="font-semibold">{TRANSITS_FETCH_FAILED}</p>}
      <p className="mx-auto max-w-md text-sm sm:text-base">{TRANSIT_MESSAGES.noBirthData}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild size="sm">
          <Link href="/birth-chart">Go to your birth chart</Link>
        </Button>
        {code === "no_birth_chart" ? null : (
          <Button variant="outline" size="sm" onClick={() => query.refetch()} disabled={query.isFetching}>
            <RotateCw className="size-4" aria-hidden="true" />
            Try again
          </Button>
        )}
      </div>
    </div>
  );
}

/** "This week", "Next week", or the week's Monday; with the week's days. */
function weekLabel(group: TimelineGroup, timeZone: string): { title: string; days: string } {
  if (group.key === "ongoing") return { title: "All along", days: "slow transits in orb the whole time" };
  const monday = `${group.key}T12:00:00Z`;
  const sunday = `${addDays(group.key, 6)}T12:00:00Z`;
  const days = `${formatShortDay(monday, "UTC")} – ${formatShortDay(sunday, "UTC")}`;
  const thisWeek = weekStartOf(todayIn(timeZone));
  if (group.key === thisWeek) return { title: "This week", days };
  if (group.key === addDays(thisWeek, 7)) return { title: "Next week", days };
  return { title: `Week of ${formatShortDay(monday, "UTC")}`, days };
}

/**
 * The transits as a timeline: one group per local week in time order, "now" marked where it falls,
 * then the slow background transits. Each row opens on tap.
 */
function Timeline({
  groups,
  timeZone,
  singleDay,
}: {
  groups: TimelineGroup[];
  timeZone: string;
  singleDay: boolean;
}) {
  return (
    <div className="space-y-5" data-testid="transit-timeline">
      {groups.map((group) => {
        const label = weekLabel(group, timeZone);
        const headingId = `transit-group-${group.key}`;
        return (
          <section key={group.key} aria-labelledby={headingId} data-testid="transit-group">
            <h3
              id={headingId}
              className="mb-2 flex flex-wrap items-baseline gap-x-2 px-1 text-sm font-semibold uppercase tracking-wide text-muted-foreground"
            >
              <span className="text-foreground">
                {singleDay && group.key !== "ongoing" ? "That day" : label.title}
              </span>
              <span className="text-xs font-normal normal-case tracking-normal">{label.days}</span>
            </h3>
            <ul aria-label={label.title} className="space-y-2">
              {group.rows.map((row, index) => (
                <Fragment key={row.transit.id}>
                  {group.nowAt === index ? <NowMarker timeZone={timeZone} /> : null}
                  <li>
                    <TransitRow row={row} timeZone={timeZone} />
                  </li>
                </Fragment>
              ))}
              {group.nowAt === group.rows.length ? <NowMarker timeZone={timeZone} /> : null}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

function NowMarker({ timeZone }: { timeZone: string }) {
  return (
    <li
      data-testid="transit-now"
      className="flex items-center gap-2 px-1 py-1 text-xs font-semibold text-primary"
    >
      <span
        aria-hidden="true"
        className="size-2 rounded-full bg-primary shadow-[0_0_0_3px] shadow-primary/25"
      />
      Now · {formatClock(new Date().toISOString(), timeZone)}
      <span aria-hidden="true" className="h-px flex-1 bg-primary/40" />
    </li>
  );
}
