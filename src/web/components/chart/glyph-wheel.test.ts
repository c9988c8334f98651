import { describe, expect, it } from "vitest";
import type { ChartData } from "#contracts/birth-chart";
import { GLYPH_R, glyphLayout } from "./glyph-wheel.tsx";
import { BRUSSELS_CHART } from "./test-chart.ts";

const distance = (a: { x: number; y: number }, b: { x: number; y: number }) =>
  Math.hypot(a.x - b.x, a.y - b.y);

/** 44 px on a wheel drawn 323 px wide (the narrowest the full-screen view draws it on a 375 px phone). */
const TARGET_UNITS = (44 / 323) * 800;

function chartWith(longitudes: number[]): ChartData {
  const keys = Object.keys(BRUSSELS_CHART.chartData.planets);
  const planets = Object.fromEntries(
    keys.map((key, index) => [
      key,
      { ...BRUSSELS_CHART.chartData.planets[key as "sun"], longitude: longitudes[index] ?? 0 },
    ]),
  );
  return { ...BRUSSELS_CHART.chartData, planets } as ChartData;
}

describe("the phone wheel's layout", () => {
  it.each([
    ["a real chart", BRUSSELS_CHART.chartData],
    ["a ten-planet stellium", chartWith([100, 101, 102, 103, 104, 105, 106, 107, 108, 109])],
    ["two clusters across 0° Aries", chartWith([355, 357, 359, 1, 3, 175, 177, 179, 181, 183])],
  ])("leaves room for a 44 px tap target on every planet and sign: %s", (_name, chartData) => {
    const { planets, signs } = glyphLayout(chartData);
    expect(planets).toHaveLength(10);
    expect(signs).toHaveLength(12);
    for (const [i, a] of planets.entries()) {
      for (const b of planets.slice(i + 1)) expect(distance(a.at, b.at)).toBeGreaterThanOrEqual(TARGET_UNITS);
      for (const sign of signs) expect(distance(a.at, sign.at)).toBeGreaterThanOrEqual(TARGET_UNITS);
    }
    for (const [i, a] of signs.entries()) {
      for (const b of signs.slice(i + 1)) expect(distance(a.at, b.at)).toBeGreaterThanOrEqual(TARGET_UNITS);
    }
    // Glyphs stay between the houses and the zodiac ring.
    for (const { at } of planets) {
      const r = distance(at, { x: 400, y: 400 });
      expect(r - GLYPH_R.planetCircle).toBeGreaterThan(GLYPH_R.houseOuter);
      expect(r + GLYPH_R.planetCircle).toBeLessThan(GLYPH_R.zodiacInner);
    }
  });
});
