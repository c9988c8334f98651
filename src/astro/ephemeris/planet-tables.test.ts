import { describe, expect, it } from "vitest";
import { readReferenceJsonl } from "../test-support/reference.ts";
import { lunarState } from "./lunar-theory.ts";
import { moonState, type TableBody, tableCovers, tablePosition, tableVelocity } from "./planet-tables.ts";
import { PLANET_TABLE_BASE64, PLANET_TABLE_SPAN_DAYS, PLANET_TABLE_START_JD } from "./planets.data.ts";
import { bodyPosition } from "./positions.ts";

/**
 * The shipped Chebyshev tables against the series evaluated directly (term by term) at 250 random
 * instants that are not fit nodes: the complete VSOP87B (Pluto: Meeus ch. 37) and, for the Moon, the
 * engine's ELP/MPP02. testdata/vsop87-check.jsonl is written by scripts/build-planet-tables.ts from
 * the series themselves, not from the tables; the Moon is also checked against lunar-theory.ts live.
 */
interface CheckPoint {
  readonly body: TableBody;
  readonly jd: number;
  readonly r: [number, number, number];
  readonly v: [number, number, number];
}
const check = { points: readReferenceJsonl<CheckPoint>("vsop87-check.jsonl") };
const ARCSEC_PER_RAD = 206264.806;

describe("position tables (Chebyshev fits of VSOP87, Meeus' Pluto and ELP/MPP02)", () => {
  it("match the direct series within 0.05″ as seen from the centre (Sun; Earth for the Moon) at random times", () => {
    const bodies = new Set(check.points.map((p) => p.body));
    expect([...bodies].sort()).toEqual(
      ["earth", "jupiter", "mars", "mercury", "moon", "neptune", "pluto", "saturn", "uranus", "venus"].sort(),
    );
    const worst: Record<string, number> = {};
    for (const p of check.points) {
      const t = tablePosition(p.body, p.jd);
      const d = Math.hypot(t[0] - p.r[0], t[1] - p.r[1], t[2] - p.r[2]);
      const err = (d / Math.hypot(...p.r)) * ARCSEC_PER_RAD;
      worst[p.body] = Math.max(worst[p.body] ?? 0, err);
    }
    console.log(
      "worst table fit error (arcsec, from the centre):",
      Object.fromEntries(Object.entries(worst).map(([b, e]) => [b, e.toFixed(5)])),
    );
    for (const e of Object.values(worst)) expect(e).toBeLessThan(0.05);
  });

  it("give the Moon within 0.01″ of the live ELP/MPP02 series, velocity direction within 0.05″", () => {
    for (let jd = 2415100.25; jd < 2488000; jd += 997.3) {
      const s = lunarState(jd);
      const m = moonState(jd);
      const dr = Math.hypot(m.r[0] - s.r[0], m.r[1] - s.r[1], m.r[2] - s.r[2]);
      expect((dr / Math.hypot(...s.r)) * ARCSEC_PER_RAD).toBeLessThan(0.01);
      const dv = Math.hypot(m.v[0] - s.v[0], m.v[1] - s.v[1], m.v[2] - s.v[2]);
      expect((dv / Math.hypot(...s.v)) * ARCSEC_PER_RAD).toBeLessThan(0.05);
    }
  });

  // Only the Earth's and the Moon's velocities are used (annual aberration, 20″ × relative error;
  // the true node's orbital plane). The outer planets'
  // series carry tiny fast terms whose rate the smooth fit leaves out, hence their looser bound.
  it("give velocities that agree with the series' rate of change (Earth to 10⁻⁶, others 10⁻⁴)", () => {
    const worst: Record<string, number> = {};
    for (const p of check.points) {
      const v = tableVelocity(p.body, p.jd);
      const dv = Math.hypot(v[0] - p.v[0], v[1] - p.v[1], v[2] - p.v[2]);
      worst[p.body] = Math.max(worst[p.body] ?? 0, dv / Math.hypot(...p.v));
    }
    console.log(
      "worst relative velocity error:",
      Object.fromEntries(Object.entries(worst).map(([b, e]) => [b, e.toExponential(1)])),
    );
    expect(worst.earth).toBeLessThan(1e-6);
    expect(worst.moon).toBeLessThan(1e-6);
    for (const e of Object.values(worst)) expect(e).toBeLessThan(1e-4);
  });

  it("cover 1900–2100 with margin, and decline instants outside", () => {
    expect(tableCovers(2415020.5)).toBe(true); // 1900-01-01
    expect(tableCovers(2488069.5)).toBe(true); // 2100-12-31
    expect(tableCovers(PLANET_TABLE_START_JD - 0.001)).toBe(false);
    expect(tableCovers(PLANET_TABLE_START_JD + PLANET_TABLE_SPAN_DAYS)).toBe(false);
    expect(() => tablePosition("mars", PLANET_TABLE_START_JD - 1)).toThrow(RangeError);
    // Shipped as base64 text: the table file stays within the 3 MB budget.
    expect(PLANET_TABLE_BASE64.length).toBeLessThan(3_000_000);
    // Outside the tables the Moon comes from the series itself.
    expect(moonState(2400000.5)).toEqual(lunarState(2400000.5));
  });

  it("hand over to astronomy-engine outside the tables without a visible jump", () => {
    // The last table day and the first day after it: the change must be the body's own motion.
    const jdTTEnd = PLANET_TABLE_START_JD + PLANET_TABLE_SPAN_DAYS;
    const before = jdTTEnd - 1.5 - 0.0011; // UT ≈ TT − 95 s here; both sides stay a day clear
    const after = jdTTEnd - 0.5;
    for (const body of ["sun", "moon", "mercury", "mars", "jupiter", "neptune", "pluto"] as const) {
      const a = bodyPosition(body, before);
      const b = bodyPosition(body, after);
      let moved = b.lonDeg - a.lonDeg;
      moved = ((moved + 540) % 360) - 180;
      const expected = ((a.speedDegPerDay + b.speedDegPerDay) / 2) * (after - before);
      // astronomy-engine's truncated VSOP87 is within ~20″ of the full series.
      expect(Math.abs(moved - expected) * 3600).toBeLessThan(30);
    }
    expect(Number.isFinite(bodyPosition("venus", 2400000.5).lonDeg)).toBe(true); // 1858
    expect(Number.isFinite(bodyPosition("uranus", 2520000.5).lonDeg)).toBe(true); // 2187
  });
});
