/**
 * Five readers for the writer's measures, cast by the real chart engine and given each day's facts
 * exactly as the server builds them (sky.service.ts): different birthplaces and zones, one with an
 * unknown birth time.
 */

import type { PlanetName } from "#astro/constants";
import { ASPECTS } from "#astro/constants";
import {
  computeChartWithUnknownTime,
  computeNatalChartFromLocal,
  localDayRange,
  localToUniversal,
  type NatalChart,
} from "#astro/index";
import { natalFacts } from "#server/charts/chart-facts";
import { positionAt, separation, skyOfDay, transitsOfDay } from "#server/charts/sky";
import type { MeasureUser } from "#writing/testing/index";

const BIRTHS = [
  { name: "Ghent", date: "1992-06-14", time: "12:30", zone: "Europe/Brussels", lat: 51.05, lon: 3.72 },
  { name: "New York", date: "1985-11-03", time: "07:15", zone: "America/New_York", lat: 40.71, lon: -74.01 },
  { name: "Tokyo", date: "2001-02-27", time: "22:40", zone: "Asia/Tokyo", lat: 35.68, lon: 139.69 },
  { name: "São Paulo", date: "1978-09-09", time: null, zone: "America/Sao_Paulo", lat: -23.55, lon: -46.63 },
  { name: "Sydney", date: "1995-04-18", time: "16:05", zone: "Australia/Sydney", lat: -33.87, lon: 151.21 },
] as const;

function natalLongitude(chart: NatalChart, point: string): number {
  if (point === "ascendant") return chart.ascendant?.longitudeDeg ?? Number.NaN;
  if (point === "midheaven") return chart.midheaven?.longitudeDeg ?? Number.NaN;
  return chart.planets[point as keyof NatalChart["planets"]].longitudeDeg;
}

export function measureUsers(): MeasureUser[] {
  return BIRTHS.map((b) => {
    const chart = b.time
      ? computeNatalChartFromLocal({ date: b.date, time: b.time, zone: b.zone, latDeg: b.lat, lonDeg: b.lon })
      : computeChartWithUnknownTime({ date: b.date, zone: b.zone, latDeg: b.lat, lonDeg: b.lon });
    const cache = new Map<string, number>();
    const exactCache = new Map<string, number | null>();
    // The engine's orb of a cited transit at an instant: |separation − aspect angle|, degrees.
    const orbAt = (t: { transiting: PlanetName; natal: string; aspect: string }, ms: number) =>
      Math.abs(
        separation(positionAt(t.transiting, ms).lonDeg, natalLongitude(chart, t.natal)) -
          (ASPECTS.find((a) => a.name === t.aspect)?.angleDeg ?? 0),
      );
    const local = (date: string, time: string) => Date.parse(localToUniversal(date, time, b.zone).utc);
    return {
      name: b.name,
      zone: b.zone,
      localInstant: local,
      dayBounds: (date: string) => {
        const { startUtc, endUtc } = localDayRange(date, b.zone);
        return { startMs: Date.parse(startUtc), endMs: Date.parse(endUtc) };
      },
      orbAt,
      // The engine's exact instant of the pass nearest a hint: hourly samples around it, then a
      // ternary search on the orb; null when the closest approach stays above 0.02°.
      exactNear: (t, hintMs) => {
        const key = `${t.transiting}|${t.aspect}|${t.natal}|${hintMs}`;
        if (exactCache.has(key)) return exactCache.get(key) ?? null;
        const reach = (t.transiting === "moon" ? 1 : 4) * 86_400_000;
        let best = hintMs;
        for (let ms = hintMs - reach; ms <= hintMs + reach; ms += 3_600_000)
          if (orbAt(t, ms) < orbAt(t, best)) best = ms;
        let lo = best - 3_600_000;
        let hi = best + 3_600_000;
        for (let i = 0; i < 40; i++) {
          const a = lo + (hi - lo) / 3;
          const c = hi - (hi - lo) / 3;
          if (orbAt(t, a) < orbAt(t, c)) hi = c;
          else lo = a;
        }
        const exact = (lo + hi) / 2;
        const result = orbAt(t, exact) < 0.02 ? exact : null;
        exactCache.set(key, result);
        return result;
      },
      natal: natalFacts(chart),
      day: (date: string) => ({ transits: transitsOfDay(chart, date, b.zone), sky: skyOfDay(date, b.zone) }),
      minOrbDuringDay: (t, date) => {
        // The deviation from exact is smallest at an end of the day, at the exact instant or at a
        // station; hourly samples catch a station.
        const key = `${date}|${t.transiting}|${t.aspect}|${t.natal}|${t.exact}`;
        const known = cache.get(key);
        if (known !== undefined) return known;
        const { startUtc, endUtc } = localDayRange(date, b.zone);
        const target = natalLongitude(chart, t.natal);
        const angle = ASPECTS.find((a) => a.name === t.aspect)?.angleDeg ?? 0;
        const start = Date.parse(startUtc);
        const end = Date.parse(endUtc);
        const instants = [Date.parse(t.exact)].filter((ms) => ms >= start && ms <= end);
        for (let ms = start; ms <= end; ms += 60 * 60_000) instants.push(ms);
        instants.push(end);
        const orb = Math.min(
          ...instants.map((ms) => Math.abs(separation(positionAt(t.transiting, ms).lonDeg, target) - angle)),
        );
        cache.set(key, orb);
        return orb;
      },
    };
  });
}
