import { describe, expect, it } from "vitest";
import { LUNAR_PHASES } from "../constants.ts";
import { signedDeg } from "../math.ts";
import { jdUTFromDate } from "../time/julian.ts";
import { findLunarPhases, moonElongationDeg } from "./lunar-phases.ts";

const DAY_MS = 86_400_000;
const monthRange = (year: number, month: number) =>
  [new Date(Date.UTC(year, month - 1, 1)), new Date(Date.UTC(year, month, 1))] as const;

describe("findLunarPhases", () => {
  it.each([
    [2024, 1],
    [2024, 4],
    [2025, 8],
    [2026, 12],
  ])("finds every main phase of %i-%i at its exact elongation", (year, month) => {
    const phases = findLunarPhases(...monthRange(year, month));
    expect(phases.length).toBeGreaterThanOrEqual(4);
    expect(phases.length).toBeLessThanOrEqual(5);
    for (const p of phases) {
      const target = LUNAR_PHASES.indexOf(p.phase) * 90;
      expect(Math.abs(signedDeg(moonElongationDeg(jdUTFromDate(new Date(p.utc))) - target))).toBeLessThan(
        0.001,
      );
    }
    for (let i = 1; i < phases.length; i++) {
      const gapDays = (Date.parse(phases[i]?.utc ?? "") - Date.parse(phases[i - 1]?.utc ?? "")) / DAY_MS;
      expect(gapDays).toBeGreaterThan(6);
      expect(gapDays).toBeLessThan(9);
      // The four phases follow each other in order.
      expect(LUNAR_PHASES.indexOf(phases[i]?.phase ?? "new")).toBe(
        (LUNAR_PHASES.indexOf(phases[i - 1]?.phase ?? "new") + 1) % 4,
      );
    }
  });

  // Published times (USNO / timeanddate.com), to the minute.
  it.each([
    ["full", "2024-01-25T17:54:00Z"],
    ["full", "2024-02-24T12:30:00Z"],
    ["full", "2024-03-25T07:00:00Z"],
    ["new", "2024-04-08T18:21:00Z"],
  ] as const)("puts the %s Moon of %s within ten minutes of the published time", (phase, published) => {
    const at = Date.parse(published);
    const found = findLunarPhases(new Date(at - DAY_MS), new Date(at + DAY_MS)).filter(
      (p) => p.phase === phase,
    );
    expect(found).toHaveLength(1);
    expect(Math.abs(Date.parse(found[0]?.utc ?? "") - at)).toBeLessThan(10 * 60_000);
  });

  it("names the sign the Moon is in", () => {
    // The full Moon of 2024-01-25 was in Leo, the new Moon of 2024-04-08 in Aries.
    const [full] = findLunarPhases(new Date("2024-01-25T00:00:00Z"), new Date("2024-01-26T00:00:00Z"));
    const [fresh] = findLunarPhases(new Date("2024-04-08T00:00:00Z"), new Date("2024-04-09T00:00:00Z"));
    expect(full?.moonSign).toBe("leo");
    expect(fresh?.moonSign).toBe("aries");
  });
});
