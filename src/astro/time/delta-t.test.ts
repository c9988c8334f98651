import { AstroTime } from "astronomy-engine";
import { describe, expect, it } from "vitest";
import "../ephemeris/positions.ts";
import { deltaTSeconds, jdTTFromJdUT } from "./delta-t.ts";

const jdOf = (iso: string) => Date.parse(iso) / 86_400_000 + 2440587.5;

describe("ΔT model", () => {
  it("matches the IERS-derived table at its nodes", () => {
    expect(deltaTSeconds(jdOf("2000-01-01T00:00:00Z"))).toBeCloseTo(63.83, 1);
    expect(deltaTSeconds(jdOf("1980-01-01T00:00:00Z"))).toBeCloseTo(50.54, 1);
    expect(deltaTSeconds(jdOf("2020-01-01T00:00:00Z"))).toBeCloseTo(69.36, 1);
  });

  it("gives plausible values at 1900-01-01 and 2100-12-31 (SMH2016 / its long-term cubic)", () => {
    expect(deltaTSeconds(jdOf("1900-01-01T00:00:00Z"))).toBeCloseTo(-2.0, 0);
    const dt2100 = deltaTSeconds(jdOf("2100-12-31T00:00:00Z"));
    expect(dt2100).toBeGreaterThan(90);
    expect(dt2100).toBeLessThan(96);
  });

  it("is continuous where the models join (1955.0 and the end of the table)", () => {
    for (const iso of ["1955-01-01T00:00:00Z", "2029-01-01T00:00:00Z"]) {
      const jd = jdOf(iso);
      expect(Math.abs(deltaTSeconds(jd + 1e-6) - deltaTSeconds(jd - 1e-6))).toBeLessThan(0.01);
    }
  });

  it("converts UT to TT", () => {
    const jd = jdOf("2000-01-01T12:00:00Z");
    expect((jdTTFromJdUT(jd) - jd) * 86400).toBeCloseTo(deltaTSeconds(jd), 3);
  });

  it("is installed into astronomy-engine so its TT agrees with ours", () => {
    const jd = jdOf("2100-06-01T00:00:00Z");
    const t = new AstroTime(jd - 2451545);
    expect((t.tt - t.ut) * 86400).toBeCloseTo(deltaTSeconds(jd), 6);
  });
});
