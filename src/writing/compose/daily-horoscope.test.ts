import { describe, expect, it } from "vitest";
import { consecutiveDates, randomNatal, skyFor, transitsFor } from "../testing/random-facts.ts";
import { POINT_NAME, splitSentences } from "../text.ts";
import { composeDailyHoroscope } from "./daily-horoscope.ts";

const dayFacts = (seed: string, date: string) => {
  const natal = randomNatal(seed, { timeKnown: true });
  return { natal, transits: transitsFor(natal, date), sky: skyFor(date) };
};

describe("composeDailyHoroscope", () => {
  it("never repeats a sentence for one chart over 30 consecutive days, in either voice", () => {
    for (const voice of ["normal", "roast"] as const) {
      for (const chart of ["alice", "bob", "carol"]) {
        const seen = new Map<string, string>();
        for (const date of consecutiveDates("2026-01-10", 30)) {
          const { content } = composeDailyHoroscope(dayFacts(chart, date), voice, `${chart}|${date}`);
          for (const s of splitSentences(content)) {
            expect(seen.get(s), `${voice} ${chart} ${date}: "${s}"`).toBeUndefined();
            seen.set(s, date);
          }
        }
      }
    }
  });

  it("shares fewer than 10 % of sentences between 50 random charts on one day", () => {
    const date = "2026-06-21";
    for (const voice of ["normal", "roast"] as const) {
      const owners = new Map<string, Set<number>>();
      let total = 0;
      for (let i = 0; i < 50; i++) {
        const { content } = composeDailyHoroscope(dayFacts(`crowd-${i}`, date), voice, `user${i}|${date}`);
        for (const s of splitSentences(content)) {
          total++;
          const set = owners.get(s) ?? new Set<number>();
          set.add(i);
          owners.set(s, set);
        }
      }
      let shared = 0;
      for (const set of owners.values()) if (set.size > 1) shared += set.size;
      const ratio = shared / total;
      console.info(
        `[variety] ${voice}: ${shared} of ${total} sentences shared across 50 charts (${(ratio * 100).toFixed(1)} %)`,
      );
      expect(ratio).toBeLessThan(0.1);
    }
  });

  it("lists at least two transits in its basis and names each in the content", () => {
    for (let i = 0; i < 200; i++) {
      const date = consecutiveDates("2025-01-01", 400)[i * 2] as string;
      const facts = dayFacts(`ground-${i}`, date);
      if (facts.transits.length < 2) continue;
      for (const voice of ["normal", "roast"] as const) {
        const h = composeDailyHoroscope(facts, voice, `g${i}`);
        const cited = h.basis.filter((b) => b.kind === "transit");
        expect(cited.length).toBeGreaterThanOrEqual(2);
        let mentioned = 0;
        for (const b of cited) {
          if (b.kind !== "transit") continue;
          if (
            h.content.includes(POINT_NAME[b.transiting]) &&
            h.content.includes(`natal ${POINT_NAME[b.natal]}`)
          )
            mentioned++;
        }
        expect(mentioned).toBeGreaterThanOrEqual(2);
        expect(h.content).toMatch(/exact/);
        expect(h.content).toMatch(/\d\d:\d\d UTC/);
      }
    }
  });

  it("derives the lucky number (1–99) from the day's facts", () => {
    const a = composeDailyHoroscope(dayFacts("lucky", "2026-02-01"), "normal", "s");
    const b = composeDailyHoroscope(dayFacts("lucky", "2026-02-01"), "roast", "other-seed");
    expect(a.luckyNumber).toBe(b.luckyNumber);
    const numbers = new Set(
      consecutiveDates("2026-02-01", 30).map(
        (d) => composeDailyHoroscope(dayFacts("lucky", d), "normal", "s").luckyNumber,
      ),
    );
    for (const n of numbers) expect(n).toBeGreaterThanOrEqual(1);
    for (const n of numbers) expect(n).toBeLessThanOrEqual(99);
    expect(numbers.size).toBeGreaterThan(15);
  });

  it("writes different text in the two voices", () => {
    const facts = dayFacts("voices", "2026-04-04");
    expect(composeDailyHoroscope(facts, "normal", "s").content).not.toEqual(
      composeDailyHoroscope(facts, "roast", "s").content,
    );
  });
});
