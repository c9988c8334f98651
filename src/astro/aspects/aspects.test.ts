import { describe, expect, it } from "vitest";
import { ASPECTS } from "../constants.ts";
import { aspectBetween, aspectsWithin, matchAspect } from "./aspects.ts";

describe("aspects", () => {
  it("uses the spec orbs (conjunction 7, sextile 6, square 7, trine 7, quincunx 3, opposition 7)", () => {
    expect(ASPECTS.map((a) => [a.name, a.angleDeg, a.orbDeg])).toEqual([
      ["conjunction", 0, 7],
      ["sextile", 60, 6],
      ["square", 90, 7],
      ["trine", 120, 7],
      ["quincunx", 150, 3],
      ["opposition", 180, 7],
    ]);
    expect(matchAspect(7)?.name).toBe("conjunction");
    expect(matchAspect(7.01)).toBeUndefined();
    expect(matchAspect(54)?.name).toBe("sextile");
    expect(matchAspect(147)?.name).toBe("quincunx");
    expect(matchAspect(146.9)).toBeUndefined();
    expect(matchAspect(173)?.name).toBe("opposition");
  });

  it("measures the shortest arc across 0° and gives the exactness", () => {
    const a = aspectBetween({ name: "a", longitudeDeg: 358 }, { name: "b", longitudeDeg: 61 });
    expect(a?.aspect).toBe("sextile");
    expect(a?.orbDeg).toBeCloseTo(3, 9);
    expect(a?.exactness).toBeCloseTo(0.5, 9);
  });

  it("tells applying from separating from the speeds", () => {
    const slow = { name: "saturn", longitudeDeg: 0, speedDegPerDay: 0.05 };
    // Moon at 85° moving forward: separation grows towards 90° → applying to the square.
    expect(aspectBetween({ name: "moon", longitudeDeg: 85, speedDegPerDay: 13 }, slow)?.applying).toBe(true);
    // Moon at 95° moving forward: the square is behind it → separating.
    expect(aspectBetween({ name: "moon", longitudeDeg: 95, speedDegPerDay: 13 }, slow)?.applying).toBe(false);
    // A retrograde body at 95° comes back towards 90° → applying.
    expect(aspectBetween({ name: "mercury", longitudeDeg: 95, speedDegPerDay: -1 }, slow)?.applying).toBe(
      true,
    );
    // Opposite side of the zodiac (−85°): moving forward shrinks the separation → separating.
    expect(aspectBetween({ name: "moon", longitudeDeg: 275, speedDegPerDay: 13 }, slow)?.applying).toBe(
      false,
    );
  });

  it("lists each pair once", () => {
    const points = [
      { name: "a", longitudeDeg: 0 },
      { name: "b", longitudeDeg: 120 },
      { name: "c", longitudeDeg: 240 },
    ];
    expect(aspectsWithin(points).map((a) => `${a.pointA}-${a.pointB}-${a.aspect}`)).toEqual([
      "a-b-trine",
      "a-c-trine",
      "b-c-trine",
    ]);
  });
});
