import type { QueryClient, QueryKey } from "@tanstack/react-query";
import type { AdminUsersQuery } from "#contracts/admin";
import { type CacheTag, endpoints, href, keyOf, readersOf } from "#contracts/endpoints";
import type { PublicUser } from "#contracts/user";

/**
 * Every query key of the web app, in one place, built from the endpoints (src/contracts/endpoints.ts):
 * what a change makes stale is declared there by tags. The first segment of a key is the API path it reads:
 * queries without their own queryFn GET the key's segments joined by "/" (./query-client.ts), and a
 * key's prefix (e.g. `horoscopes`) matches every variant of it (both voices, every day).
 */

const e = endpoints;

/** What the transit list shows: a window of `days` from today, or the transits of one local day. */
export type TransitKeyView = { mode: "range"; days: number } | { mode: "day"; date: string };

export const queryKeys = {
  user: [e.accounts.user.path] as const,
  subscription: [e.subscription.status.path] as const,
  siteInfo: [e.siteInfo.path] as const,
  /** The private calendar feed address (made on first read; a revoke makes the next read a new one). */
  calendarFeed: [e.calendar.feed.path] as const,
  checkout: (sessionId: string) => [...keyOf(e.subscription.checkout), sessionId] as const,
  myTestimonial: [e.testimonials.mine.path] as const,
  /** The account's push kinds and devices (this browser's own state is the browser's, not cached here). */
  pushSettings: [e.push.settings.path] as const,
  landingTestimonials: (count: number) => [href(e.testimonials.list, undefined, { count })] as const,
  landingExamples: (count: number) => [href(e.landingExamples, undefined, { count })] as const,

  birthChart: [e.birthChart.chart.path] as const,
  planetInterpretations: [e.birthChart.interpret.path] as const,
  planetInterpretation: (planet: string, roastMode = false) =>
    [e.birthChart.interpret.path, planet.toLowerCase(), roastMode ? "roast" : "normal"] as const,
  fullInterpretations: [e.birthChart.fullInterpretation.path] as const,
  fullInterpretation: (roastMode: boolean) =>
    [e.birthChart.fullInterpretation.path, roastMode ? "roast" : "normal"] as const,
  horoscopes: [e.today.horoscope.path] as const,
  horoscope: (roastMode: boolean) => [e.today.horoscope.path, roastMode] as const,
  todoLists: [e.today.todos.path] as const,
  todos: (date: string, roastMode: boolean) => [e.today.todos.path, date, roastMode] as const,
  personalities: [e.insights.personality.path] as const,
  personality: (roastMode: boolean) => [e.insights.personality.path, roastMode] as const,
  /** Both views start with the same path, so one invalidation refreshes both. */
  allTransits: [e.transits.list.path] as const,
  transits: (view: TransitKeyView) =>
    view.mode === "range"
      ? ([e.transits.list.path, { days: view.days }] as const)
      : ([e.transits.list.path, { date: view.date }] as const),
  moonCalendar: (roastMode: boolean) => [e.moonCalendar.phases.path, roastMode] as const,
  throwbackCount: [e.today.throwbackCount.path] as const,
  throwbackHistory: [e.today.throwbackHistory.path] as const,
  /** Today's Oracle session is keyed by the local day too, so the page moves on by itself at midnight. */
  oracleTodays: [e.insights.oracleToday.path] as const,
  oracleToday: (day: string) => [e.insights.oracleToday.path, day] as const,
  oracleHistory: [e.insights.oracleHistory.path] as const,
  /** The last compatibility result (issue 29): read against the user's chart, so it goes with it. */
  compatibilityLast: [e.compatibility.last.path] as const,
  compatibilityPeople: [e.compatibility.people.path] as const,
  /** A Daily Dose card image, by its path (the path holds the card's words). */
  doseImage: (path: string) => [path] as const,

  visualsAccess: [e.visuals.access.path] as const,
  admin: {
    all: ["admin"] as const,
    stats: keyOf(e.admin.stats),
    access: keyOf(e.admin.access),
    users: (query: Partial<AdminUsersQuery>) => [...keyOf(e.admin.users), query] as const,
    audit: (pageSize: number) => [...keyOf(e.admin.audit), pageSize] as const,
    testimonials: (status: string) => [...keyOf(e.testimonials.review), status] as const,
  },
};

/**
 * The queries of the calls that `reads` a tag (src/contracts/endpoints.ts), by key prefix. "chart":
 * the chart's own texts, today's horoscope and to-dos, the personality analysis, the transit radar
 * (and the dashboard's week of it), throwbacks, the Oracle and the last compatibility result.
 */
const keysReading = (tag: CacheTag): readonly QueryKey[] => readersOf(tag).map(keyOf);

/** `key` begins with `prefix`; a path segment matches the same path with a query string too. */
function startsWith(key: QueryKey, prefix: QueryKey): boolean {
  return prefix.every((segment, index) => {
    const own = key[index];
    return (
      own === segment ||
      (typeof segment === "string" && typeof own === "string" && own.startsWith(`${segment}?`))
    );
  });
}

/** Resets every query of a call that reads `tag`: its answers go, and the screens on view load again. */
function resetTag(client: QueryClient, tag: CacheTag): Promise<void> {
  const keys = keysReading(tag);
  return client.resetQueries({
    predicate: (query) => keys.some((prefix) => startsWith(query.queryKey, prefix)),
  });
}

/** Marks every query of a call that reads `tag` stale; the ones on view refetch. */
export function invalidateTag(client: QueryClient, tag: CacheTag): Promise<void> {
  const keys = keysReading(tag);
  return client.invalidateQueries({
    predicate: (query) => keys.some((prefix) => startsWith(query.queryKey, prefix)),
  });
}

/**
 * "The chart changed" (birth data saved from the birth form or the profile): every reading of
 * the old chart is reset, so none of its texts shows for a moment under the new chart and the
 * screens on view load again; the user and the chart are then refetched. `saved` (the server's
 * answer to the save) is shown at once while they load.
 */
export async function invalidateChartDerived(
  client: QueryClient,
  saved?: { user?: PublicUser; chart?: unknown },
): Promise<void> {
  if (saved?.user) client.setQueryData(queryKeys.user, saved.user);
  if (saved?.chart) client.setQueryData(queryKeys.birthChart, saved.chart);
  // Not awaited: the screens on view load their readings again on their own time, the save is done.
  void resetTag(client, "chart");
  await Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.user }),
    client.invalidateQueries({ queryKey: queryKeys.birthChart }),
  ]);
}
