import { describe, expect, it } from "vitest";
import { HOUSE_SYSTEMS } from "../constants.ts";
import { normalizeDeg } from "../math.ts";
import { ascendantDeg, midheavenDeg } from "./angles.ts";
import { computeHouses, houseOfLongitude } from "./house-systems.ts";

const OBL = 23.4393;

function expectCounterClockwise(cusps: readonly number[]): void {
  let total = 0;
  for (let i = 0; i < 12; i++) {
    const gap = normalizeDeg((cusps[(i + 1) % 12] as number) - (cusps[i] as number));
    expect(gap).toBeGreaterThan(0);
    total += gap;
  }
  expect(total).toBeCloseTo(360, 9);
}

describe("angles", () => {
  it("puts the MC at the RAMC and the Ascendant 90° further at the equinoxes on the equator", () => {
    expect(midheavenDeg(0, OBL)).toBeCloseTo(0, 12);
    expect(ascendantDeg(0, 0, OBL)).toBeCloseTo(90, 12);
    expect(midheavenDeg(90, OBL)).toBeCloseTo(90, 12);
  });
});

describe("computeHouses", () => {
  it("gives ordered cusps with cusp 1 = Asc and cusp 10 = MC for every system at mid latitudes", () => {
    for (const lat of [-50, -20, 0, 35, 60]) {
      for (const ramc of [0, 77, 181, 300]) {
        for (const system of HOUSE_SYSTEMS) {
          const h = computeHouses(ramc, lat, OBL, system);
          expect(h.houseSystem).toBe(system);
          expectCounterClockwise(h.cusps);
          if (system !== "WholeSign") expect(h.cusps[0]).toBeCloseTo(h.ascendantDeg, 9);
          if (system !== "WholeSign" && system !== "Equal") expect(h.cusps[9]).toBeCloseTo(h.midheavenDeg, 9);
        }
      }
    }
  });

  it("agrees between Placidus, Koch, Regiomontanus and Campanus where they must (equator: hour circles)", () => {
    const placidus = computeHouses(123, 0, OBL, "Placidus").cusps;
    const regio = computeHouses(123, 0, OBL, "Regiomontanus").cusps;
    placidus.forEach((c, i) => {
      expect(regio[i]).toBeCloseTo(c, 9);
    });
  });

  it("trisects the quadrants for Porphyry and starts Whole Sign at the Ascendant's sign", () => {
    const p = computeHouses(200, 45, OBL, "Porphyry");
    const q = normalizeDeg(p.ascendantDeg - p.midheavenDeg) / 3;
    expect(normalizeDeg((p.cusps[10] as number) - p.midheavenDeg)).toBeCloseTo(q, 9);
    const w = computeHouses(200, 45, OBL, "WholeSign");
    expect(w.cusps[0]).toBe(Math.floor(w.ascendantDeg / 30) * 30);
  });

  it("falls back to Equal beyond 66.5° for Placidus and Koch, not at 66.5° itself", () => {
    expect(computeHouses(10, 66.5, OBL, "Placidus").houseSystem).toBe("Placidus");
    expect(computeHouses(10, -66.5, OBL, "Placidus").houseSystem).toBe("Placidus");
    for (const system of ["Placidus", "Koch"] as const) {
      const h = computeHouses(10, 66.6, OBL, system);
      expect(h.houseSystem).toBe("Equal");
      expect(normalizeDeg(h.ascendantDeg - h.midheavenDeg)).toBeLessThan(180);
      h.cusps.forEach((c, i) => {
        expect(c).toBeCloseTo(normalizeDeg(h.ascendantDeg + 30 * i), 9);
      });
    }
  });
});

describe("houseOfLongitude", () => {
  const cusps = [10, 40, 70, 100, 130, 160, 190, 220, 250, 280, 310, 340];
  it("puts a planet exactly on a cusp in the house that cusp opens", () => {
    expect(houseOfLongitude(40, cusps)).toBe(2);
    expect(houseOfLongitude(10, cusps)).toBe(1);
    expect(houseOfLongitude(39.9999999, cusps)).toBe(1);
  });
  it("handles the wrap through 0°", () => {
    expect(houseOfLongitude(5, cusps)).toBe(12);
    expect(houseOfLongitude(359, cusps)).toBe(12);
  });
});
