import { describe, expect, it } from "vitest";
import {
  computeChartWithUnknownTime,
  computeNatalChart,
  computeNatalChartFromLocal,
  type NatalChart,
} from "./chart.ts";
import { HOUSE_SYSTEMS, PLANETS } from "./constants.ts";
import { bodyPosition } from "./ephemeris/positions.ts";
import { UNKNOWN_TIME_BIRTH } from "./test-support/births.ts";
import { isoFromJdUT, jdUTFromDate } from "./time/julian.ts";
import { signOf } from "./zodiac.ts";

function expectAllFinite(chart: NatalChart): void {
  const json = JSON.stringify(chart);
  expect(json).not.toMatch(/NaN|Infinity|null,"sign"/);
  for (const name of PLANETS) {
    expect(Number.isFinite(chart.planets[name].longitudeDeg)).toBe(true);
    expect(Number.isFinite(chart.planets[name].speedDegPerDay)).toBe(true);
  }
}

describe("computeNatalChart", () => {
  it("computes a full chart at 1900-01-01 and at 2100-12-31 (the ends of the ΔT-sensitive range)", () => {
    const start = computeNatalChart({ utc: new Date("1900-01-01T00:00:00Z"), latDeg: 51.48, lonDeg: 0 });
    const end = computeNatalChart({ utc: new Date("2100-12-31T23:59:00Z"), latDeg: -33.87, lonDeg: 151.21 });
    expectAllFinite(start);
    expectAllFinite(end);
    // Sun near 280° on 1 January in both centuries.
    expect(start.planets.sun.sign).toBe("capricorn");
    expect(end.planets.sun.sign).toBe("capricorn");
    expect(start.deltaTSeconds).toBeLessThan(0);
    expect(end.deltaTSeconds).toBeGreaterThan(90);
    expect(start.houses).toHaveLength(12);
  });

  it("is a plain JSON object that survives a store/restore round trip", () => {
    const chart = computeNatalChart({ utc: new Date("1990-03-21T06:00:00Z"), latDeg: 40.7, lonDeg: -74 });
    expect(JSON.parse(JSON.stringify(chart))).toEqual(chart);
    expect(typeof chart.utc).toBe("string");
  });

  it("lists natal aspects with the spec orbs, tightest first", () => {
    const chart = computeNatalChart({ utc: new Date("1990-03-21T06:00:00Z"), latDeg: 40.7, lonDeg: -74 });
    expect(chart.aspects.length).toBeGreaterThan(0);
    for (const a of chart.aspects) expect(a.orbDeg).toBeLessThanOrEqual(a.maxOrbDeg);
    for (let i = 1; i < chart.aspects.length; i++) {
      expect(chart.aspects[i - 1]?.exactness ?? 0).toBeGreaterThanOrEqual(chart.aspects[i]?.exactness ?? 0);
    }
  });

  it("switches to Equal houses beyond the polar circle with the Ascendant east of the MC", () => {
    const chart = computeNatalChart({ utc: new Date("2000-06-21T03:00:00Z"), latDeg: 78.2, lonDeg: 15.6 });
    expect(chart.houseSystem).toBe("Equal");
    expect(chart.requestedHouseSystem).toBe("Placidus");
    const diff = ((chart.ascendant?.longitudeDeg ?? 0) - (chart.midheaven?.longitudeDeg ?? 0) + 360) % 360;
    expect(diff).toBeLessThan(180);
    expect(chart.houses?.[0]).toBe(chart.ascendant?.longitudeDeg);
  });

  it("accepts any supported house system", () => {
    for (const houseSystem of HOUSE_SYSTEMS) {
      const chart = computeNatalChart({
        utc: new Date("2000-01-01T12:00:00Z"),
        latDeg: 50,
        lonDeg: 4,
        houseSystem,
      });
      expect(chart.houseSystem).toBe(houseSystem);
      expectAllFinite(chart);
    }
  });

  it("rejects bad input with a RangeError/TypeError naming the field", () => {
    const utc = new Date("2000-01-01T00:00:00Z");
    expect(() => computeNatalChart({ utc, latDeg: 91, lonDeg: 0 })).toThrow(/latDeg/);
    expect(() => computeNatalChart({ utc, latDeg: 0, lonDeg: -181 })).toThrow(/lonDeg/);
    expect(() => computeNatalChart({ utc, latDeg: Number.NaN, lonDeg: 0 })).toThrow(TypeError);
    expect(() => computeNatalChart({ utc: new Date("nope"), latDeg: 0, lonDeg: 0 })).toThrow(/utc/);
    expect(() => computeNatalChart({ utc: new Date("2500-01-01T00:00:00Z"), latDeg: 0, lonDeg: 0 })).toThrow(
      RangeError,
    );
    expect(() =>
      computeNatalChart({ utc, latDeg: 0, lonDeg: 0, houseSystem: "Topocentric" as unknown as "Koch" }),
    ).toThrow(/houseSystem/);
  });

  it("builds a chart from local civil time and keeps the conversion note", () => {
    const chart = computeNatalChartFromLocal({
      date: "2021-03-14",
      time: "02:30",
      zone: "America/New_York",
      latDeg: 40.71,
      lonDeg: -74.01,
    });
    expect(chart.utc).toBe("2021-03-14T07:30:00.000Z");
    expect(chart.localTime?.kind).toBe("gap");
  });
});

describe("stations and ingresses", () => {
  it("finds Mercury's retrograde station of 1 April 2024 (almanac: 22:14 UT at 27°13′ Aries)", () => {
    let lo = jdUTFromDate(new Date("2024-03-30T00:00:00Z"));
    let hi = jdUTFromDate(new Date("2024-04-04T00:00:00Z"));
    expect(bodyPosition("mercury", lo).speedDegPerDay).toBeGreaterThan(0);
    expect(bodyPosition("mercury", hi).speedDegPerDay).toBeLessThan(0);
    for (let i = 0; i < 50; i++) {
      const mid = 0.5 * (lo + hi);
      if (bodyPosition("mercury", mid).speedDegPerDay > 0) lo = mid;
      else hi = mid;
    }
    const station = new Date(isoFromJdUT(lo)).getTime();
    expect(Math.abs(station - Date.parse("2024-04-01T22:14:00Z"))).toBeLessThan(2 * 3600_000);
    expect(bodyPosition("mercury", lo).lonDeg).toBeCloseTo(27.22, 1);
    const before = computeNatalChart({ utc: new Date("2024-03-31T00:00:00Z"), latDeg: 0, lonDeg: 0 });
    const after = computeNatalChart({ utc: new Date("2024-04-03T00:00:00Z"), latDeg: 0, lonDeg: 0 });
    expect(before.planets.mercury.retrograde).toBe(false);
    expect(after.planets.mercury.retrograde).toBe(true);
  });

  it("puts the Sun's ingress into Aries at the March 2024 equinox (03:06 UT)", () => {
    const at = (iso: string) => signOf(bodyPosition("sun", jdUTFromDate(new Date(iso))).lonDeg);
    expect(at("2024-03-20T03:05:00Z")).toBe("pisces");
    expect(at("2024-03-20T03:08:00Z")).toBe("aries");
  });
});

describe("computeChartWithUnknownTime", () => {
  it("uses local noon, has no angles or houses, and gives the Moon's possible signs for the day", () => {
    const chart = computeChartWithUnknownTime(UNKNOWN_TIME_BIRTH);
    expect(chart.timeKnown).toBe(false);
    expect(chart.utc).toBe("1990-07-15T10:00:00.000Z");
    expect(chart.ascendant).toBeNull();
    expect(chart.midheaven).toBeNull();
    expect(chart.houses).toBeNull();
    expect(chart.houseSystem).toBeNull();
    for (const name of PLANETS) expect(chart.planets[name].house).toBeNull();
    const range = chart.moonSignRange;
    expect(range).toBeDefined();
    expect(range?.signs[0]).toBe(range?.startSign);
    expect(range?.signs.at(-1)).toBe(range?.endSign);
    expect(range?.signs).toContain(chart.planets.moon.sign);
    const travelled = ((range?.endLongitudeDeg ?? 0) - (range?.startLongitudeDeg ?? 0) + 360) % 360;
    expect(travelled).toBeGreaterThan(11);
    expect(travelled).toBeLessThan(16);
    expect(JSON.parse(JSON.stringify(chart))).toEqual(chart);
  });

  it("lists two signs when the Moon changes sign during the day", () => {
    // The Moon entered Virgo during 2024-03-22 (UTC).
    const chart = computeChartWithUnknownTime({ date: "2024-03-22", zone: "UTC", latDeg: 0, lonDeg: 0 });
    expect(chart.moonSignRange?.signs).toEqual(["leo", "virgo"]);
    expect(chart.moonSignRange?.signs.length).toBe(2);
    expect(chart.signUncertain).toContain("moon");
  });
});
