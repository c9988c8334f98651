import { describe, expect, it } from "vitest";
import { computeNatalChart } from "../chart.ts";
import { PLANETS, type PlanetName } from "../constants.ts";
import { bodyPosition } from "../ephemeris/positions.ts";
import { signedDeg } from "../math.ts";
import { jdUTFromDate } from "../time/julian.ts";
import { transitCategory, transitImpact } from "./transit-rules.ts";
import { findTransits, type TransitNatalInput } from "./transits.ts";

const natal = computeNatalChart({ utc: new Date("1985-06-15T12:30:00Z"), latDeg: 50.85, lonDeg: 4.35 });

/** A natal chart whose every body sits at `lonDeg` (only the points asked for matter). */
function syntheticNatal(lonDeg: number): TransitNatalInput {
  const planets = Object.fromEntries(PLANETS.map((p) => [p, { longitudeDeg: lonDeg }])) as Record<
    PlanetName,
    { longitudeDeg: number }
  >;
  return { timeKnown: false, planets, ascendant: null, midheaven: null };
}

describe("findTransits", () => {
  const start = new Date("2024-03-01T00:00:00Z");
  const end = new Date("2024-03-31T00:00:00Z");
  const transits = findTransits(natal, start, end);

  it("finds the exact time by root-finding: at the reported minute the aspect is exact within 0.01°", () => {
    let worst = 0;
    let exactCount = 0;
    for (const t of transits) {
      if (t.exactUtc === null) continue;
      exactCount++;
      expect(t.exactUtc).toMatch(/:00\.000Z$/);
      const p = bodyPosition(t.transitingPlanet, jdUTFromDate(new Date(t.exactUtc)));
      const err = Math.abs(signedDeg(p.lonDeg - t.targetLongitudeDeg));
      worst = Math.max(worst, err);
      const separation = Math.abs(signedDeg(p.lonDeg - t.natalLongitudeDeg));
      expect(Math.abs(separation - t.angleDeg)).toBeLessThan(0.01);
    }
    console.log(
      `transits: ${transits.length} passes, ${exactCount} exact; worst error at the exact minute ${worst.toFixed(5)}°`,
    );
    expect(exactCount).toBeGreaterThan(50);
  });

  it("includes the Moon and every kind of natal point, angles included when the time is known", () => {
    expect(transits.some((t) => t.transitingPlanet === "moon")).toBe(true);
    expect(transits.some((t) => t.natalPoint === "ascendant")).toBe(true);
    expect(transits.some((t) => t.natalPoint === "midheaven")).toBe(true);
  });

  it("gives orb entry and exit around each exact time, and flags exactness outside the range", () => {
    for (const t of transits) {
      expect(t.minOrbDeg).toBeLessThanOrEqual(3);
      if (t.exactUtc !== null && t.orbStartUtc !== null && t.orbEndUtc !== null) {
        expect(t.orbStartUtc <= t.exactUtc && t.exactUtc <= t.orbEndUtc).toBe(true);
      }
      if (t.exactUtc !== null) {
        const inRange = t.exactUtc >= start.toISOString() && t.exactUtc < end.toISOString();
        // Rounding to the minute can move an exact time across a range edge by < 30 s.
        if (t.exactUtc.slice(0, 15) !== start.toISOString().slice(0, 15))
          expect(t.exactInRange).toBe(inRange);
      }
      // The in-orb window must overlap the range.
      if (t.orbStartUtc !== null) expect(t.orbStartUtc < end.toISOString()).toBe(true);
      if (t.orbEndUtc !== null) expect(t.orbEndUtc > start.toISOString()).toBe(true);
    }
    expect(transits.some((t) => t.exactUtc !== null && !t.exactInRange)).toBe(true);
  });

  it("reports each pass of Mercury over a point inside its April 2024 retrograde loop", () => {
    // Mercury went retrograde at 27.2° Aries on 1 April and direct at 16.0° on 25 April 2024,
    // so it crossed 21° Aries three times (three separate orb windows: the loop is wider than 2 × 3°).
    const found = findTransits(
      syntheticNatal(21),
      new Date("2024-03-01T00:00:00Z"),
      new Date("2024-06-01T00:00:00Z"),
      {
        transitingPlanets: ["mercury"],
        natalPoints: ["sun"],
      },
    ).filter((t) => t.aspect === "conjunction");
    expect(found).toHaveLength(3);
    expect(found.map((t) => t.retrograde)).toEqual([false, true, false]);
    expect(found.map((t) => t.exactUtc?.slice(0, 7))).toEqual(["2024-03", "2024-04", "2024-05"]);
  });

  it("numbers the three passes of a triple transit inside one orb window (Uranus over the natal Moon 2023–24)", () => {
    const found = findTransits(natal, new Date("2023-05-01T00:00:00Z"), new Date("2024-06-01T00:00:00Z"), {
      transitingPlanets: ["uranus"],
      natalPoints: ["moon"],
    }).filter((t) => t.aspect === "conjunction");
    expect(found).toHaveLength(3);
    expect(found.map((t) => t.pass)).toEqual([1, 2, 3]);
    expect(found.map((t) => t.passCount)).toEqual([3, 3, 3]);
    expect(found.map((t) => t.retrograde)).toEqual([false, true, false]);
    // Consecutive passes meet at the station between them.
    expect(found[0]?.orbEndUtc).toBe(found[1]?.orbStartUtc);
    expect(found[1]?.orbEndUtc).toBe(found[2]?.orbStartUtc);
    for (const t of found) {
      const p = bodyPosition("uranus", jdUTFromDate(new Date(t.exactUtc ?? "")));
      expect(Math.abs(signedDeg(p.lonDeg - t.natalLongitudeDeg))).toBeLessThan(0.01);
    }
  });

  it("for a one-day 'today' range, includes transits in orb that day even if exact later", () => {
    const day = findTransits(natal, new Date("2024-03-10T00:00:00Z"), new Date("2024-03-11T00:00:00Z"));
    expect(day.length).toBeGreaterThan(0);
    for (const t of day) {
      expect(t.orbAtRangeStartDeg === null || t.orbAtRangeStartDeg <= 3).toBe(true);
    }
    expect(day.some((t) => t.exactUtc !== null && !t.exactInRange && t.orbAtRangeStartDeg !== null)).toBe(
      true,
    );
    expect(JSON.parse(JSON.stringify(day))).toEqual(day);
  });

  it("leaves the angles out for a chart without birth time", () => {
    const noTime = { ...natal, timeKnown: false };
    const found = findTransits(noTime, start, end, { transitingPlanets: ["sun", "mars"] });
    expect(found.every((t) => t.natalPoint !== "ascendant" && t.natalPoint !== "midheaven")).toBe(true);
  });

  it("rejects an unusable range", () => {
    expect(() => findTransits(natal, end, start)).toThrow(/endUtc/);
    expect(() => findTransits(natal, start, new Date("2026-01-01T00:00:00Z"))).toThrow(/400/);
    expect(() => findTransits(natal, new Date("x"), end)).toThrow(/startUtc/);
  });
});

describe("transit rules", () => {
  it("scores slow planets on personal points highest", () => {
    expect(transitImpact("pluto", "conjunction", "sun", 0, 3).impact).toBe("high");
    expect(transitImpact("jupiter", "trine", "venus", 0, 3).impact).toBe("medium");
    expect(transitImpact("moon", "sextile", "pluto", 2, 3).impact).toBe("low");
    expect(transitImpact("saturn", "square", "moon", 3, 3).score).toBeCloseTo(4 * 0.9 * 1 * 0.5, 9);
  });

  it("categorises by the bodies involved", () => {
    expect(transitCategory("venus", "saturn")).toBe("love");
    expect(transitCategory("saturn", "midheaven")).toBe("career");
    expect(transitCategory("mars", "sun")).toBe("wellness");
    expect(transitCategory("uranus", "mercury")).toBe("general");
  });
});
