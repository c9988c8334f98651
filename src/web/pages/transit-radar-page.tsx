import { useMutation, useQuery } from "@tanstack/react-query";
import { useCallback, useMemo, useState } from "react";
import {
  FREE_TRANSIT_DAYS,
  PREMIUM_TRANSIT_DAYS,
  TRANSIT_LIST_REFRESH_MS,
  TRANSIT_RANGE_OPTIONS_DAYS,
} from "#contracts/constants";
import { TRANSIT_MESSAGES, type TransitsResponse } from "#contracts/transits";
import type { PublicUser } from "#contracts/user";
import { PageFrame, PageHeading } from "#web/components/layout/page-frame.tsx";
import { PageSpinner } from "#web/components/ui/page-spinner.tsx";
import { messageOr } from "#web/lib/api.ts";
import { isPremiumUser, useAuth } from "#web/lib/auth.tsx";
import { addDays, formatLongDate, parseDateKey } from "#web/lib/dates.ts";
import { queryClient } from "#web/lib/query-client.ts";
import { queryKeys } from "#web/lib/query-keys.ts";
import { useReservedHeight } from "#web/lib/reserved-height.ts";
import { resolveTimeZone, todayIn, zoneLabel } from "#web/lib/time-zone.ts";
import { toast } from "#web/lib/use-toast.ts";
import { AddToCalendar } from "./transit-radar/add-to-calendar.tsx";
import {
  clearTransitCache,
  fetchTransits,
  type GenerateRequest,
  generateTransits,
  generationFailureToast,
  generationToast,
  isWriting,
  type RangeDays,
  type TransitView,
} from "./transit-radar/api.ts";
import { type Filters, FiltersPanel, NO_FILTERS } from "./transit-radar/filters.tsx";
import { ForecastControls, type ViewMode } from "./transit-radar/forecast-controls.tsx";
import { SummaryTiles } from "./transit-radar/summary-tiles.tsx";
import { TransitList } from "./transit-radar/transit-list.tsx";
import { LimitedBanner, UnlockCard } from "./transit-radar/upsell.tsx";
import { useStatusPolling } from "./transit-radar/use-status-polling.ts";

/** /transit-radar (docs/product.md §7.1, §7.2, §7.4): the planets' aspects to the natal chart, day by day. */
export function TransitRadarPage() {
  const { user } = useAuth();
  if (!user) return <PageSpinner />;
  return <TransitRadar user={user} />;
}

function isRangeDays(value: number): value is RangeDays {
  return (TRANSIT_RANGE_OPTIONS_DAYS as readonly number[]).includes(value);
}

function refreshTransits() {
  return queryClient.invalidateQueries({ queryKey: queryKeys.allTransits });
}

function TransitRadar({ user }: { user: PublicUser }) {
  const premium = isPremiumUser(user);
  const timeZone = useMemo(() => resolveTimeZone(user.timezone), [user.timezone]);
  const today = todayIn(timeZone);
  const [mode, setMode] = useState<ViewMode>("range");
  const [chosenDays, setChosenDays] = useState<RangeDays>(FREE_TRANSIT_DAYS);
  const [date, setDate] = useState(today);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);

  const days: RangeDays = premium ? chosenDays : FREE_TRANSIT_DAYS;
  const view: TransitView = mode === "range" ? { mode, days } : { mode, date };

  // The server answers single days from yesterday to the last day of the plan's range.
  const firstDay = addDays(today, -1);
  const lastDay = addDays(today, (premium ? PREMIUM_TRANSIT_DAYS : FREE_TRANSIT_DAYS) - 1);
  const dateProblem =
    mode === "day" && (!parseDateKey(date) || date < firstDay || date > lastDay)
      ? `Pick a day from ${formatLongDate(firstDay)} to ${formatLongDate(lastDay)}.`
      : null;

  const query = useQuery<TransitsResponse, Error>({
    queryKey: queryKeys.transits(view),
    queryFn: () => fetchTransits(view),
    enabled: dateProblem === null,
    // While descriptions are being written the list refreshes itself (docs/product.md §7.2).
    refetchInterval: (current) =>
      current.state.data?.transits.some(isWriting) ? TRANSIT_LIST_REFRESH_MS : false,
  });
  const data = dateProblem ? undefined : query.data;
  // The list is most of the page: loading, it holds its last height so nothing below it jumps.
  const list = useReservedHeight("transit-list", !query.isLoading);
  const restricted = data?.limits.isRestricted ?? !premium;

  const startPolling = useStatusPolling(
    useCallback(() => {
      void refreshTransits();
    }, []),
  );

  const generation = useMutation({
    mutationFn: (request: GenerateRequest) => generateTransits(request),
    onSuccess: (result) => {
      toast(generationToast(result));
      void refreshTransits();
      startPolling(result.transits);
    },
    onError: (error) => toast(generationFailureToast(error)),
  });

  const clearing = useMutation({
    mutationFn: () => clearTransitCache(user.id),
    onSuccess: (message) => {
      toast({ title: "Cache Cleared", description: message, variant: "success" });
      void refreshTransits();
    },
    onError: (error) =>
      toast({
        title: "Clearing Failed",
        description: messageOr(error, "The transit cache could not be cleared. Please try again."),
        variant: "destructive",
      }),
  });

  function chooseDays(requested: number) {
    if (!isRangeDays(requested)) return;
    if (requested > FREE_TRANSIT_DAYS && (restricted || !premium)) {
      toast({
        title: "Premium Feature Required",
        description: TRANSIT_MESSAGES.premiumRange,
        variant: "destructive",
      });
      setChosenDays(FREE_TRANSIT_DAYS);
      return;
    }
    setChosenDays(requested);
  }

  function generate() {
    if (mode === "day" && dateProblem) {
      toast({ title: "Please select a date", description: dateProblem, variant: "destructive" });
      return;
    }
    generation.mutate(mode === "day" ? { date, days } : { days });
  }

  return (
    <PageFrame title="Transit Radar" width="max-w-6xl" padding="pt-5 pb-8 sm:pt-8">
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          {/* On a phone the transits themselves say it; the screen goes to them. */}
          <PageHeading
            title="Transit Radar"
            subtitle="Where today's planets hit your birth chart, when each aspect is exact, and what it asks of you."
            subtitleClassName="mt-2 hidden text-muted-foreground sm:block"
          />
        </div>
        <AddToCalendar />
      </header>

      <div className="mt-4 space-y-3 sm:mt-8 sm:space-y-6">
        {restricted ? <LimitedBanner /> : null}

        <ForecastControls
          mode={mode}
          onModeChange={setMode}
          days={days}
          onDaysChange={chooseDays}
          date={date}
          onDateChange={setDate}
          minDate={firstDay}
          maxDate={lastDay}
          restricted={restricted}
          timeZoneLabel={zoneLabel(timeZone)}
          onGenerate={generate}
          generating={generation.isPending}
          canClearCache={data?.canClearCache ?? false}
          onClearCache={() => clearing.mutate()}
          clearing={clearing.isPending}
        />

        <SummaryTiles transits={data?.transits ?? null} />

        <div className="flex flex-col gap-3 sm:gap-6 lg:grid lg:grid-cols-[18rem_minmax(0,1fr)] lg:items-start">
          {/* Filters first on phones; on desktop a sticky column beside the list. */}
          <div className="contents lg:sticky lg:top-20 lg:block lg:space-y-6">
            <FiltersPanel filters={filters} onChange={setFilters} className="order-1" />
            {restricted ? <UnlockCard className="order-3" /> : null}
          </div>
          <div ref={list.ref} style={list.style} className="order-2 min-w-0">
            <TransitList
              view={view}
              query={query}
              filters={filters}
              onFiltersChange={setFilters}
              timeZone={timeZone}
              onGenerate={generate}
              generating={generation.isPending}
              dateProblem={dateProblem}
            />
          </div>
        </div>
      </div>
    </PageFrame>
  );
}
