import type { NatalChart } from "#astro/index";
import { POLAR_LATITUDE_LIMIT_DEG } from "#astro/index";
import { type ChartData, PLANET_KEYS } from "#contracts/birth-chart";

/** "aries" → "Aries". */
export const signLabel = (sign: string) => sign.charAt(0).toUpperCase() + sign.slice(1);

/**
 * The spec's house-system names (01 §2): "Equal (extreme latitude)" beyond the polar circles,
 * "Equal" where Placidus has no solution elsewhere.
 */
export function houseSystemLabel(chart: NatalChart): ChartData["houseSystem"] {
  if (!chart.timeKnown || !chart.houseSystem) return null;
  if (chart.houseSystem === "Placidus") return "Placidus";
  return Math.abs(chart.latDeg) > POLAR_LATITUDE_LIMIT_DEG ? "Equal (extreme latitude)" : "Equal";
}

/** The engine's chart as the spec's chartData (01 §3), with aspects, speeds and the time report. */
export function toChartData(chart: NatalChart, zone: string): ChartData {
  const planets = Object.fromEntries(
    PLANET_KEYS.map((key) => {
      const p = chart.planets[key];
      return [
        key,
        {
          longitude: p.longitudeDeg,
          sign: signLabel(p.sign),
          house: p.house,
          speed: p.speedDegPerDay,
          retrograde: p.retrograde,
        },
      ];
    }),
  ) as ChartData["planets"];
  const local = chart.localTime;
  return {
    planets,
    ascendant: chart.ascendant ? { longitude: chart.ascendant.longitudeDeg } : null,
    midheaven: chart.midheaven ? { longitude: chart.midheaven.longitudeDeg } : null,
    houses: chart.houses ? [...chart.houses] : [],
    houseSystem: houseSystemLabel(chart),
    aspects: chart.aspects.map((a) => ({
      planet1: a.pointA,
      planet2: a.pointB,
      type: a.aspect,
      orb: Math.round(a.orbDeg * 100) / 100,
      applying: a.applying,
    })),
    timeKnown: chart.timeKnown,
    ...(chart.moonSignRange ? { moonSignRange: chart.moonSignRange.signs.map(signLabel) } : {}),
    timeReport: {
      utc: chart.utc,
      zone,
      offsetMinutes: local?.offsetMinutes ?? 0,
      kind: local?.kind ?? "normal",
      note:
        local?.note ??
        (chart.timeKnown
          ? ""
          : "Birth time unknown: the chart is cast for local noon, without houses or angles."),
    },
  };
}
