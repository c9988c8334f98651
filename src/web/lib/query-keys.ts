import type { QueryClient, QueryKey } from "@tanstack/react-query";
import type { AdminUsersQuery } from "#contracts/admin";
import type { PublicUser } from "#contracts/user";

/**
 * Every query key of the web app, in one place, so "what does this change make stale" is answered
 * here and not by a search through the pages. The first segment of a key is the API path it reads:
 * queries without their own queryFn GET the key's segments joined by "/" (./query-client.ts), and a
 * key's prefix (e.g. `horoscopes`) matches every variant of it (both voices, every day).
 */

const USER = "/api/user";
const BIRTH_CHART = "/api/birth-chart";
const INTERPRET = "/api/interpret";
const FULL_INTERPRETATION = "/api/regenerate-birth-chart";
const HOROSCOPE = "/api/horoscope/today";
const TODOS = "/api/cosmic-todo";
const PERSONALITY = "/api/personality-analysis";
const TRANSITS = "/api/transits";
const THROWBACK_COUNT = "/api/throwback-count";
const THROWBACK_HISTORY = "/api/throwback-history";
const ORACLE_TODAY = "/api/oracle-today";
const ORACLE_HISTORY = "/api/oracle-history";

/** What the transit list shows: a window of `days` from today, or the transits of one local day. */
export type TransitKeyView = { mode: "range"; days: number } | { mode: "day"; date: string };

export const queryKeys = {
  user: [USER] as const,
  subscription: ["/api/subscription"] as const,
  siteInfo: ["/api/site-info"] as const,
  /** The private calendar feed address (made on first read; a revoke makes the next read a new one). */
  calendarFeed: ["/api/calendar-feed"] as const,
  checkout: (sessionId: string) => ["/api/checkout", sessionId] as const,
  myTestimonial: ["/api/testimonials/mine"] as const,
  /** The account's push kinds and devices (this browser's own state is the browser's, not cached here). */
  pushSettings: ["/api/push"] as const,
  landingTestimonials: (count: number) => [`/api/testimonials?count=${count}`] as const,
  landingExamples: (count: number) => [`/api/landing-examples?count=${count}`] as const,

  birthChart: [BIRTH_CHART] as const,
  planetInterpretations: [INTERPRET] as const,
  planetInterpretation: (planet: string, roastMode = false) =>
    [INTERPRET, planet.toLowerCase(), roastMode ? "roast" : "normal"] as const,
  fullInterpretations: [FULL_INTERPRETATION] as const,
  fullInterpretation: (roastMode: boolean) => [FULL_INTERPRETATION, roastMode ? "roast" : "normal"] as const,
  horoscopes: [HOROSCOPE] as const,
  horoscope: (roastMode: boolean) => [HOROSCOPE, roastMode] as const,
  todoLists: [TODOS] as const,
  todos: (date: string, roastMode: boolean) => [TODOS, date, roastMode] as const,
  personalities: [PERSONALITY] as const,
  personality: (roastMode: boolean) => [PERSONALITY, roastMode] as const,
  /** Both views start with the same path, so one invalidation refreshes both. */
  allTransits: [TRANSITS] as const,
  transits: (view: TransitKeyView) =>
    view.mode === "range"
      ? ([TRANSITS, { days: view.days }] as const)
      : ([TRANSITS, { date: view.date }] as const),
  throwbackCount: [THROWBACK_COUNT] as const,
  throwbackHistory: [THROWBACK_HISTORY] as const,
  /** Today's Oracle session is keyed by the local day too, so the page moves on by itself at midnight. */
  oracleTodays: [ORACLE_TODAY] as const,
  oracleToday: (day: string) => [ORACLE_TODAY, day] as const,
  oracleHistory: [ORACLE_HISTORY] as const,
  /** The last compatibility result (issue 29): read against the user's chart, so it goes with it. */
  compatibilityLast: ["/api/compatibility/last"] as const,
  compatibilityPeople: ["/api/compatibility/people"] as const,
  /** A Daily Dose card image, by its path (the path holds the card's words). */
  doseImage: (path: string) => [path] as const,

  visualsAccess: (base: string) => [base, "access"] as const,
  admin: {
    all: ["admin"] as const,
    stats: ["admin", "stats"] as const,
    access: ["admin", "access"] as const,
    users: (query: Partial<AdminUsersQuery>) => ["admin", "users", query] as const,
    audit: (pageSize: number) => ["admin", "audit", pageSize] as const,
    testimonials: (status: string) => ["admin", "testimonials", status] as const,
  },
};

/**
 * Everything computed from the birth chart, by key prefix: the chart's own texts, today's
 * horoscope and to-dos, the personality analysis, the transit radar (and the dashboard's week of
 * it), throwbacks and the Oracle. Compatibility and the Daily Dose are mutations whose answers live
 * in their pages, not in this cache.
 */
export const CHART_DERIVED_KEYS: readonly QueryKey[] = [
  queryKeys.planetInterpretations,
  queryKeys.fullInterpretations,
  queryKeys.horoscopes,
  queryKeys.todoLists,
  queryKeys.personalities,
  queryKeys.allTransits,
  queryKeys.throwbackCount,
  queryKeys.throwbackHistory,
  queryKeys.oracleTodays,
  queryKeys.oracleHistory,
  queryKeys.compatibilityLast,
];

function startsWith(key: QueryKey, prefix: QueryKey): boolean {
  return prefix.every((segment, index) => key[index] === segment);
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
  void client.resetQueries({
    predicate: (query) => CHART_DERIVED_KEYS.some((prefix) => startsWith(query.queryKey, prefix)),
  });
  await Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.user }),
    client.invalidateQueries({ queryKey: queryKeys.birthChart }),
  ]);
}
