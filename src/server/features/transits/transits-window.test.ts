import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ASPECTS, bodyPosition, jdUTFromDate, type PlanetName, TRANSIT_ORB_DEG } from "#astro/index";
import type { Transit, TransitsResponse } from "#contracts/transits";
import { createTestApp, type TestApp } from "#server/test-support/test-app";
import { BRUSSELS_BIRTH, memberWithChart, natalChartOf } from "#server/test-support/users";

/**
 * A forecast window lists a transit only when it is within orb at some moment of that window,
 * even though every pass is stored once and shared by all windows: a slow pass computed for a
 * 60-day window and entering orb after the week must not appear in the 7-day forecast.
 */

let t: TestApp;
const NOW = new Date("2026-11-23T09:00:00Z");
// 09:55 in Brussels puts the Midheaven where Pluto's conjunction builds from early January 2027.
const birth = { ...BRUSSELS_BIRTH, birthTime: "09:55" };
const angleOf = (aspect: string) => ASPECTS.find((a) => a.name === aspect)?.angleDeg ?? Number.NaN;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
});
afterAll(async () => {
  await t?.close();
});

const chart = natalChartOf(birth);

function natalLongitude(name: string): number {
  if (name === "ascendant") return chart.ascendant?.longitudeDeg ?? Number.NaN;
  if (name === "midheaven") return chart.midheaven?.longitudeDeg ?? Number.NaN;
  return chart.planets[name as PlanetName].longitudeDeg;
}

/** The smallest distance from exact the transit reaches inside [start, end), from the ephemeris. */
function closestInside(transit: Transit, start: number, end: number): number {
  const from = Math.max(start, Date.parse(transit.date));
  const to = Math.min(end, Date.parse(transit.endDate));
  if (to <= from) return Number.POSITIVE_INFINITY;
  const natal = natalLongitude(transit.natalPlanet.name);
  let closest = Number.POSITIVE_INFINITY;
  for (let step = 0; step <= 48; step++) {
    const at = new Date(from + ((to - from) * step) / 48);
    const lon = bodyPosition(transit.transitingPlanet.name as PlanetName, jdUTFromDate(at)).lonDeg;
    const separation = Math.abs(((lon - natal + 540) % 360) - 180);
    closest = Math.min(closest, Math.abs(separation - angleOf(transit.aspectType)));
  }
  return closest;
}

describe("a forecast window", () => {
  it("lists only transits within orb during it, not stored passes of a longer window", async () => {
    const premium = { subscriptionTier: "premium", subscriptionStatus: "active" } as const;
    const { cookie } = await memberWithChart(t, { birthTime: birth.birthTime, ...premium }, NOW);
    const list = async (days: number) =>
      (
        await t.app.inject({ method: "GET", url: `/api/transits?days=${days}`, headers: { cookie } })
      ).json<TransitsResponse>();

    // The 60-day forecast stores (and lists) passes that only begin weeks from now.
    const long = await list(60);
    const week = await list(7);
    const weekEnd = Date.parse(week.range.end);
    const later = long.transits.filter((x) => Date.parse(x.date) >= weekEnd);
    expect(later.some((x) => x.transitingPlanet.name === "pluto" && x.natalPlanet.name === "midheaven")).toBe(
      true,
    );

    const weekIds = new Set(week.transits.map((x) => x.id));
    for (const x of later) expect(weekIds.has(x.id)).toBe(false);
    expect(week.transits.length).toBeGreaterThan(0);
    for (const x of week.transits) {
      const closest = closestInside(x, Date.parse(week.range.start), weekEnd);
      expect(closest, `${x.transitingPlanet.name} ${x.aspectType} ${x.natalPlanet.name}`).toBeLessThanOrEqual(
        TRANSIT_ORB_DEG + 0.01,
      );
    }
    // Every transit of the week is also in the 60-day forecast, under the same id (one row per pass).
    const longIds = new Set(long.transits.map((x) => x.id));
    for (const x of week.transits) expect(longIds.has(x.id)).toBe(true);
  });
});
