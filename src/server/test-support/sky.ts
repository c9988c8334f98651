import type { NatalChart } from "#astro/index";

/** The exact angle of each aspect, for checking a cited transit against the engine's positions. */
export const ASPECT_ANGLE = {
  conjunction: 0,
  sextile: 60,
  square: 90,
  trine: 120,
  quincunx: 150,
  opposition: 180,
} as const;

/** A natal point's longitude: a planet's, or the ascendant's or midheaven's (NaN when unknown). */
export function natalLongitude(chart: NatalChart, point: string): number {
  if (point === "ascendant") return chart.ascendant?.longitudeDeg ?? Number.NaN;
  if (point === "midheaven") return chart.midheaven?.longitudeDeg ?? Number.NaN;
  return chart.planets[point as "sun"].longitudeDeg;
}
