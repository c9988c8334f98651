import { describe, expect, it } from "vitest";
import { computeNatalChart } from "../chart.ts";
import { compatibilityScores, elementHarmony } from "./compatibility-scores.ts";
import { findSynastryAspects, type SynastryAspect } from "./synastry.ts";

const a = computeNatalChart({ utc: new Date("1985-06-15T12:30:00Z"), latDeg: 50.85, lonDeg: 4.35 });
const b = computeNatalChart({ utc: new Date("1988-11-02T04:10:00Z"), latDeg: 40.42, lonDeg: -3.7 });

function aspect(
  pointA: SynastryAspect["pointA"],
  pointB: SynastryAspect["pointB"],
  kind: SynastryAspect["aspect"],
) {
  return {
    pointA,
    pointB,
    aspect: kind,
    angleDeg: 0,
    separationDeg: 0,
    orbDeg: 0,
    maxOrbDeg: 7,
    exactness: 1,
    applying: false,
  } as SynastryAspect;
}

describe("compatibility scores", () => {
  it("gives every area and the overall a whole number within 5–95, the same every time", () => {
    const scores = compatibilityScores(a, b, findSynastryAspects(a, b));
    for (const value of Object.values(scores)) {
      expect(Number.isInteger(value)).toBe(true);
      expect(value).toBeGreaterThanOrEqual(5);
      expect(value).toBeLessThanOrEqual(95);
    }
    expect(compatibilityScores(a, b, findSynastryAspects(a, b))).toEqual(scores);
  });

  it("does not depend on who is 'user' and who is 'partner'", () => {
    expect(compatibilityScores(b, a, findSynastryAspects(b, a))).toEqual(
      compatibilityScores(a, b, findSynastryAspects(a, b)),
    );
  });

  it("rewards a close Venus–Mars trine in love and lust, and a Mercury square costs at work", () => {
    const base = compatibilityScores(a, b, []);
    const venusMars = compatibilityScores(a, b, [aspect("venus", "mars", "trine")]);
    expect(venusMars.romantic).toBeGreaterThan(base.romantic);
    expect(venusMars.sexual).toBeGreaterThan(base.sexual);
    expect(venusMars.work - base.work).toBeLessThan((venusMars.romantic - base.romantic) / 3);
    const mercurySquare = compatibilityScores(a, b, [aspect("mercury", "mercury", "square")]);
    expect(mercurySquare.work).toBeLessThan(base.work);
    expect(mercurySquare.friendship).toBeLessThan(base.friendship);
  });

  it("reads a Mars–Mars opposition as chemistry in bed and as friction at work", () => {
    const base = compatibilityScores(a, b, []);
    const clash = compatibilityScores(a, b, [aspect("mars", "mars", "opposition")]);
    expect(clash.sexual).toBeGreaterThan(base.sexual);
    expect(clash.work).toBeLessThan(base.work);
  });

  it("weighs the overall as 35 % love, 15 % lust, 25 % friendship, 25 % work", () => {
    const s = compatibilityScores(a, b, findSynastryAspects(a, b));
    expect(s.overall).toBe(
      Math.round(0.35 * s.romantic + 0.15 * s.sexual + 0.25 * s.friendship + 0.25 * s.work),
    );
  });

  it("knows the elements: same element best, fire–air and earth–water next, others least", () => {
    expect(elementHarmony("aries", "leo")).toBe(1);
    expect(elementHarmony("gemini", "sagittarius")).toBe(0.6);
    expect(elementHarmony("taurus", "scorpio")).toBe(0.6);
    expect(elementHarmony("cancer", "aries")).toBe(-0.4);
  });
});
