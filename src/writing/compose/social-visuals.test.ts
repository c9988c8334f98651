import { describe, expect, it } from "vitest";
import { PLANETS, type Planet, SIGNS, type Sign, type SkyFacts } from "../facts.ts";
import { findGuardHits } from "../guard.ts";
import { consecutiveDates, skyFor } from "../testing/random-facts.ts";
import { POINT_NAME, SIGN_NAME } from "../text.ts";
import {
  composeBigThreeSnapshot,
  composeSignPairLine,
  composeSignQuote,
  composeSkyThrowback,
  composeVoiceComparison,
  signDistance,
} from "./social-visuals.ts";

const DAYS = consecutiveDates("2026-01-01", 90);
/** Longest text a visual sets in large type (the cards size text to fit, but this keeps it punchy). */
const MAX_QUOTE = 170;

/** A made-up sky on 2026-05-01 with no events: each body direct, in the sign `signOf` gives it. */
function skyOn1May(
  moon: Pick<SkyFacts, "moonSign" | "moonPhase" | "moonPhaseAngleDeg">,
  signOf: (body: Planet) => Sign,
  longitudeDeg: number,
): SkyFacts {
  return {
    dateLocal: "2026-05-01",
    ...moon,
    events: [],
    positions: PLANETS.map((body) => ({ body, sign: signOf(body), longitudeDeg, retrograde: false })),
  };
}

function expectClean(text: string) {
  expect(text).not.toMatch(/[{}]/);
  expect(text).not.toMatch(/\bundefined\b|\bnull\b|\s{2}/);
  expect(findGuardHits(text)).toEqual([]);
  expect(text.trim()).toBe(text);
}

const whole = (sign: Sign) => SIGNS.indexOf(sign);

describe("composeSignQuote", () => {
  it("gives every sign a short, guarded quote that names a body standing in relation to that sign", () => {
    for (const date of DAYS) {
      const sky = skyFor(date);
      for (const sign of SIGNS) {
        for (const voice of ["roast", "normal"] as const) {
          const quote = composeSignQuote(sky, sign, voice, "v");
          expectClean(quote.quote);
          expect(quote.quote.length, quote.quote).toBeLessThanOrEqual(MAX_QUOTE);
          expect(quote.flavour.length).toBeGreaterThan(3);
          const [first] = quote.basis;
          if (first?.kind !== "sky") continue;
          // The quote is about a body of that day's sky, in the sign the sky says it is in…
          const position = sky.positions.find((p) => p.body === first.body);
          expect(position?.sign).toBe(first.sign);
          expect(quote.quote.toLowerCase()).toContain(POINT_NAME[first.body].toLowerCase());
          expect(quote.skyLine).toContain(`${POINT_NAME[first.body]}`);
          // …which stands to the quote's sign in whole signs: together, opposite, square, trine or sextile.
          const distance = (whole(first.sign) - whole(sign) + 12) % 12;
          expect([0, 2, 3, 4, 6, 8, 9, 10]).toContain(distance);
        }
      }
    }
  });

  it("is the same for the same day and seed, and differs between signs on one day", () => {
    const sky = skyFor("2026-03-20");
    expect(composeSignQuote(sky, "leo", "roast", "a")).toEqual(composeSignQuote(sky, "leo", "roast", "a"));
    const quotes = new Set(SIGNS.map((sign) => composeSignQuote(sky, sign, "roast", "a").quote));
    expect(quotes.size).toBe(12);
  });

  it("leads with a body in the sign over one at a distance, and with today's ingress into it above all", () => {
    const quiet = skyOn1May(
      { moonSign: "virgo", moonPhase: "full", moonPhaseAngleDeg: 180 },
      (body) => (body === "mars" ? "aries" : body === "moon" ? "leo" : "taurus"),
      0,
    );
    expect(composeSignQuote(quiet, "aries", "roast", "s").basis[0]).toMatchObject({
      body: "mars",
      sign: "aries",
    });
    const ingress: SkyFacts = {
      ...quiet,
      events: [{ kind: "ingress", body: "venus", sign: "aries", timeUtc: "2026-05-01T09:00:00Z" }],
      positions: quiet.positions.map((p) => (p.body === "venus" ? { ...p, sign: "aries" as Sign } : p)),
    };
    const quote = composeSignQuote(ingress, "aries", "roast", "s");
    expect(quote.basis[0]).toMatchObject({ body: "venus", event: "ingress" });
    expect(quote.skyLine).toContain("Venus enters Aries today");
  });

  it("falls back to the Moon's phase when no body stands in relation to the sign", () => {
    // Every body one sign after Aries: a semi-sextile, no named relation.
    const far = skyOn1May(
      { moonSign: "taurus", moonPhase: "waxing crescent", moonPhaseAngleDeg: 40 },
      () => "taurus",
      40,
    );
    const quote = composeSignQuote(far, "aries", "roast", "x");
    expectClean(quote.quote);
    expect(quote.basis).toEqual([{ kind: "moon", sign: "taurus", phase: "waxing crescent", house: null }]);
  });
});

describe("composeSignPairLine", () => {
  it("names the relation of every pair of signs and writes a clean line about both", () => {
    for (const a of SIGNS) {
      for (const b of SIGNS) {
        const pair = composeSignPairLine(a, b, "roast", "s");
        expectClean(pair.line);
        expect(pair.line.length).toBeLessThanOrEqual(MAX_QUOTE);
        expect(pair.line).toContain(SIGN_NAME[a]);
        if (a !== b && pair.distance !== "neighbours" && pair.distance !== "sextile") continue;
        expect(pair.label.length).toBeGreaterThan(3);
      }
    }
    expect(signDistance("aries", "libra")).toBe("opposite");
    expect(signDistance("aries", "leo")).toBe("trine");
    expect(signDistance("pisces", "aries")).toBe("neighbours");
    expect(signDistance("capricorn", "aries")).toBe("square");
    expect(composeSignPairLine("aries", "libra", "roast", "s").label).toBe("Magnetic opposites");
  });
});

describe("composeSkyThrowback", () => {
  it("states the Sun, the Moon and the retrogrades of that day's sky, and one clean line", () => {
    for (const date of consecutiveDates("1990-01-01", 60)) {
      const sky = skyFor(date);
      const throwback = composeSkyThrowback(sky, "roast", "s");
      const sun = sky.positions.find((p) => p.body === "sun");
      expect(throwback.facts[0]?.text).toBe(`Sun in ${SIGN_NAME[sun?.sign as Sign]}`);
      expect(throwback.facts[1]?.text).toContain(`in ${SIGN_NAME[sky.moonSign]}`);
      const retro = sky.positions.filter((p) => p.retrograde && p.body !== "sun" && p.body !== "moon");
      if (retro.length === 0) expect(throwback.facts[2]?.text).toBe("No planet retrograde");
      for (const p of retro) expect(throwback.facts[2]?.text).toContain(POINT_NAME[p.body]);
      expectClean(throwback.line);
      expect(throwback.line).toContain(SIGN_NAME[sky.moonSign]);
    }
  });
});

describe("composeVoiceComparison", () => {
  it("writes the topic in both voices, each naming today's Moon sign", () => {
    for (const date of DAYS.slice(0, 30)) {
      const sky = skyFor(date);
      const pair = composeVoiceComparison("Texting your ex at 2am.", sky, "s");
      for (const text of [pair.normal, pair.roast]) {
        expectClean(text);
        expect(text).toContain(SIGN_NAME[sky.moonSign]);
        expect(text.toLowerCase()).toContain("texting your ex at 2am");
      }
      expect(pair.normal).not.toBe(pair.roast);
    }
  });
});

describe("composeBigThreeSnapshot", () => {
  it("writes a clean line for each of the three signs and a summary", () => {
    for (const sun of SIGNS) {
      for (const voice of ["roast", "normal"] as const) {
        const snapshot = composeBigThreeSnapshot({ sun, moon: "cancer", rising: "aquarius" }, voice, "s");
        for (const text of [snapshot.sun, snapshot.moon, snapshot.rising, snapshot.summary]) {
          expectClean(text);
          expect(text.length).toBeLessThanOrEqual(MAX_QUOTE);
        }
      }
    }
  });
});
