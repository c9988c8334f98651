import { describe, expect, it } from "vitest";
import { ASPECTS } from "../constants.ts";
import { bodyPosition } from "../ephemeris/positions.ts";
import { signedDeg } from "../math.ts";
import { jdUTFromDate } from "../time/julian.ts";
import { findSkyAspects } from "./sky-aspects.ts";

const angleOf = (name: string) => ASPECTS.find((a) => a.name === name)?.angleDeg ?? Number.NaN;

function minutesApart(a: string, b: string): number {
  return Math.abs(Date.parse(a) - Date.parse(b)) / 60_000;
}

describe("findSkyAspects", () => {
  it("finds the lunations at their published times (Sun–Moon conjunction and opposition)", () => {
    // New Moon 2024-04-08 18:21 UTC and Full Moon 2024-01-25 17:54 UTC (USNO phases of the Moon).
    const april = findSkyAspects(new Date("2024-04-08T00:00:00Z"), new Date("2024-04-09T00:00:00Z"));
    const newMoon = april.find((x) => x.a === "moon" && x.b === "sun" && x.aspect === "conjunction");
    expect(newMoon && minutesApart(newMoon.exactUtc, "2024-04-08T18:21:00Z")).toBeLessThan(2);

    const january = findSkyAspects(new Date("2024-01-25T00:00:00Z"), new Date("2024-01-26T00:00:00Z"));
    const fullMoon = january.find((x) => x.a === "moon" && x.b === "sun" && x.aspect === "opposition");
    expect(fullMoon && minutesApart(fullMoon.exactUtc, "2024-01-25T17:54:00Z")).toBeLessThan(2);
  });

  it("finds the Jupiter–Uranus conjunction of April 2024 and nothing twice", () => {
    const found = findSkyAspects(new Date("2024-04-20T00:00:00Z"), new Date("2024-04-22T00:00:00Z"));
    const conjunction = found.filter((x) => x.a === "jupiter" && x.b === "uranus");
    expect(conjunction.map((x) => x.aspect)).toEqual(["conjunction"]);
    expect(conjunction[0]?.exactUtc.slice(0, 10)).toMatch(/^2024-04-2[01]$/);
    const keys = found.map((x) => `${x.a}-${x.b}-${x.aspect}-${x.exactUtc}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("every hit is exact at its instant and crosses there, in time order, inside the window", () => {
    const start = new Date("2026-11-22T00:00:00Z");
    const end = new Date("2026-11-25T00:00:00Z");
    const found = findSkyAspects(start, end);
    // The Moon alone makes several exact aspects a day.
    expect(found.length).toBeGreaterThan(6);
    for (const hit of found) {
      const jd = jdUTFromDate(new Date(hit.exactUtc));
      const offset = (at: number) =>
        Math.abs(signedDeg(bodyPosition(hit.a, at).lonDeg - bodyPosition(hit.b, at).lonDeg)) -
        angleOf(hit.aspect);
      expect(Math.abs(offset(jd))).toBeLessThan(0.01);
      expect(Date.parse(hit.exactUtc)).toBeGreaterThanOrEqual(start.getTime());
      expect(Date.parse(hit.exactUtc)).toBeLessThan(end.getTime());
    }
    const times = found.map((x) => x.exactUtc);
    expect([...times].sort()).toEqual(times);
  });

  it("leaves out quincunxes unless asked, and answers nothing for an empty window", () => {
    const start = new Date("2026-11-22T00:00:00Z");
    const end = new Date("2026-11-29T00:00:00Z");
    expect(findSkyAspects(start, end).some((x) => x.aspect === "quincunx")).toBe(false);
    expect(findSkyAspects(start, end, ["quincunx"]).every((x) => x.aspect === "quincunx")).toBe(true);
    expect(findSkyAspects(end, start)).toEqual([]);
  });
});
