import { describe, expect, it } from "vitest";
import { composeOracleAnswer } from "./compose/oracle-answer.ts";
import { timingPhrase } from "./compose/shared.ts";
import type { TransitFact } from "./facts.ts";
import { dayPhaseOf, phasesAgree, transitPhaseAt } from "./phase.ts";
import { randomNatal } from "./testing/random-facts.ts";

// Exact at 03:48 Brussels time (02:48 UTC) on 2026-11-27, in orb for three days either side.
const square: TransitFact = {
  transiting: "sun",
  natal: "jupiter",
  aspect: "square",
  orbDeg: 0.4,
  exactUtc: "2026-11-27T02:48:00.000Z",
  applying: false,
  impact: "medium",
  category: "career",
  transitingSign: "sagittarius",
  retrograde: false,
  orbStartUtc: "2026-11-24T02:00:00.000Z",
  orbEndUtc: "2026-11-30T04:00:00.000Z",
  perfects: true,
  closestOrbDeg: 0,
};
const zone = "Europe/Brussels";

describe("one now: the phase of a transit at the reading moment", () => {
  it("is applying before the exact day, exact today on it, separating after, over past the orb", () => {
    expect(transitPhaseAt(square, "2026-11-25T20:00:00Z", zone).phase).toBe("applying");
    const early = transitPhaseAt(square, "2026-11-27T00:30:00Z", zone);
    expect(early).toMatchObject({
      phase: "exact-today",
      beforeExact: true,
      exactLocalTime: "03:48 your time",
    });
    expect(transitPhaseAt(square, "2026-11-27T22:08:00Z", zone)).toMatchObject({
      phase: "exact-today",
      beforeExact: false,
    });
    expect(transitPhaseAt(square, "2026-11-28T09:00:00Z", zone).phase).toBe("separating");
    expect(transitPhaseAt(square, "2026-11-30T05:00:00Z", zone).phase).toBe("over");
  });

  it("gives a stored daily text a phase that holds all day, and agrees with every moment of that day", () => {
    expect(dayPhaseOf(square, "2026-11-27", zone)).toBe("exact-today");
    expect(dayPhaseOf(square, "2026-11-26", zone)).toBe("applying");
    expect(dayPhaseOf(square, "2026-11-28", zone)).toBe("separating");
    for (let hour = 0; hour < 24; hour++) {
      const moment = new Date(Date.UTC(2026, 10, 26, 23 + hour)).toISOString(); // 00:00–23:00 Brussels, Nov 27
      expect(phasesAgree("exact-today", transitPhaseAt(square, moment, zone).phase)).toBe(true);
    }
  });

  it("never says 'still building' or a passed part of the day after the exact minute", () => {
    for (let choice = 0; choice < 3; choice++) {
      const late = timingPhrase(square, "2026-11-27", zone, "normal", choice, "2026-11-27T22:08:00Z");
      expect(late).not.toMatch(/building|this afternoon|this morning|small hours|tonight/);
      const stored = timingPhrase(square, "2026-11-27", zone, "normal", choice);
      expect(stored).not.toMatch(/building|this |tonight|small hours/);
      const before = timingPhrase(square, "2026-11-27", zone, "roast", choice, "2026-11-27T00:30:00Z");
      expect(before).not.toMatch(/past|earlier|easing/);
    }
  });

  it("lets the Oracle wait on a hard transit only while it is still building", () => {
    const natal = randomNatal("phase-oracle");
    const ask = (momentUtc: string) =>
      composeOracleAnswer(
        {
          question: "Should I ask for a raise?",
          natal,
          transits: [square],
          dateLocal: "2026-11-27",
          timeZone: zone,
          momentUtc,
        },
        "normal",
        "phase",
      );
    const late = ask("2026-11-27T22:08:00Z");
    expect(late.answer).not.toMatch(/still building|not yet/i);
    expect(late.basis).toContainEqual(expect.objectContaining({ kind: "transit", phase: "exact-today" }));
    const early = ask("2026-11-27T00:30:00Z");
    expect(early.answer).toMatch(/not yet|wait|hold/i);
  });
});
