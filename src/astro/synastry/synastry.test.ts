import { describe, expect, it } from "vitest";
import { computeChartWithUnknownTime, computeNatalChart } from "../chart.ts";
import { signedDeg } from "../math.ts";
import { UNKNOWN_TIME_BIRTH } from "../test-support/births.ts";
import { findSynastryAspects } from "./synastry.ts";

describe("findSynastryAspects", () => {
  const a = computeNatalChart({ utc: new Date("1985-06-15T12:30:00Z"), latDeg: 50.85, lonDeg: 4.35 });
  const b = computeNatalChart({ utc: new Date("1988-11-02T04:10:00Z"), latDeg: 40.42, lonDeg: -3.7 });

  it("finds inter-chart aspects within the natal orbs, tightest first", () => {
    const found = findSynastryAspects(a, b);
    expect(found.length).toBeGreaterThan(5);
    for (const x of found) {
      expect(x.orbDeg).toBeLessThanOrEqual(x.maxOrbDeg);
      const lonA =
        x.pointA === "ascendant" || x.pointA === "midheaven"
          ? a[x.pointA]?.longitudeDeg
          : a.planets[x.pointA].longitudeDeg;
      const lonB =
        x.pointB === "ascendant" || x.pointB === "midheaven"
          ? b[x.pointB]?.longitudeDeg
          : b.planets[x.pointB].longitudeDeg;
      expect(Math.abs(Math.abs(signedDeg((lonA ?? 0) - (lonB ?? 0))) - x.angleDeg)).toBeCloseTo(x.orbDeg, 9);
    }
    for (let i = 1; i < found.length; i++)
      expect(found[i - 1]?.orbDeg ?? 0).toBeLessThanOrEqual(found[i]?.orbDeg ?? 0);
  });

  it("is symmetric: swapping the charts swaps the points", () => {
    const ab = findSynastryAspects(a, b)
      .map((x) => `${x.pointA}|${x.pointB}|${x.aspect}`)
      .sort();
    const ba = findSynastryAspects(b, a)
      .map((x) => `${x.pointB}|${x.pointA}|${x.aspect}`)
      .sort();
    expect(ab).toEqual(ba);
  });

  it("leaves out the angles of a chart without birth time", () => {
    const c = computeChartWithUnknownTime(UNKNOWN_TIME_BIRTH);
    const found = findSynastryAspects(a, c);
    expect(found.every((x) => x.pointB !== "ascendant" && x.pointB !== "midheaven")).toBe(true);
  });
});
