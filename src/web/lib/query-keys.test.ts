import { QueryClient, type QueryKey } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import type { PublicUser } from "#contracts/user";
import { invalidateChartDerived, queryKeys } from "./query-keys.ts";

/** A client holding one answer under each key, fetched from nowhere (no observer refetches them). */
function clientWith(keys: QueryKey[]): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  for (const key of keys) client.setQueryData(key, { from: JSON.stringify(key) });
  return client;
}

const hasData = (client: QueryClient, key: QueryKey) => client.getQueryData(key) !== undefined;

const CHART_DERIVED: QueryKey[] = [
  queryKeys.planetInterpretation("Sun"),
  queryKeys.fullInterpretation(false),
  queryKeys.fullInterpretation(true),
  queryKeys.horoscope(false),
  queryKeys.horoscope(true),
  queryKeys.todos("2026-11-23", false),
  queryKeys.personality(true),
  queryKeys.transits({ mode: "range", days: 7 }),
  queryKeys.transits({ mode: "day", date: "2026-11-23" }),
  queryKeys.throwbackCount,
  queryKeys.throwbackHistory,
  queryKeys.oracleToday("2026-11-23"),
  queryKeys.oracleHistory,
  queryKeys.compatibilityLast,
];

const UNRELATED: QueryKey[] = [
  queryKeys.subscription,
  queryKeys.siteInfo,
  queryKeys.myTestimonial,
  queryKeys.landingExamples(6),
  queryKeys.checkout("cs_1"),
  queryKeys.doseImage("/api/quote-image?theme=dark"),
  queryKeys.admin.stats,
  queryKeys.compatibilityPeople,
];

describe("invalidateChartDerived", () => {
  it("drops every reading of the old chart and keeps what does not depend on it", async () => {
    const client = clientWith([...CHART_DERIVED, ...UNRELATED]);
    await invalidateChartDerived(client);
    expect(CHART_DERIVED.filter((key) => hasData(client, key))).toEqual([]);
    expect(UNRELATED.filter((key) => !hasData(client, key))).toEqual([]);
  });

  it("shows the saved user and chart at once and marks them for a refetch", async () => {
    const client = clientWith([queryKeys.user, queryKeys.birthChart]);
    const user = { id: 7, username: "ada" } as unknown as PublicUser;
    const chart = { chartData: "new" };
    await invalidateChartDerived(client, { user, chart });
    expect(client.getQueryData(queryKeys.user)).toEqual(user);
    expect(client.getQueryData(queryKeys.birthChart)).toEqual(chart);
    expect(client.getQueryState(queryKeys.user)?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeys.birthChart)?.isInvalidated).toBe(true);
  });

  it("matches by key prefix, not by the text of the path", async () => {
    // A path that merely starts like a chart path is another resource.
    const lookalike = ["/api/transits-export"];
    const client = clientWith([lookalike, queryKeys.allTransits]);
    await invalidateChartDerived(client);
    expect(hasData(client, lookalike)).toBe(true);
    expect(hasData(client, queryKeys.allTransits)).toBe(false);
  });
});
