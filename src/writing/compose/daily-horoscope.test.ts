import { describe, expect, it } from "vitest";
import type { Voice } from "../facts.ts";
import { consecutiveDates, randomNatal, skyFor, transitsFor } from "../testing/random-facts.ts";
import { POINT_NAME, SIGN_NAME, splitSentences, wordCount } from "../text.ts";
import {
  composeDailyHoroscope,
  type DailyHoroscope,
  MAIN_TEXT_MAX_WORDS,
  REST_DAYS,
} from "./daily-horoscope.ts";
import { maskText, type RecentDay } from "./memory.ts";

const dayFacts = (seed: string, date: string) => {
  const natal = randomNatal(seed, { timeKnown: true });
  return { natal, transits: transitsFor(natal, date), sky: skyFor(date) };
};

const textsOf = (h: DailyHoroscope) =>
  [h.content, h.loveInsight, h.careerInsight, h.wellnessInsight].filter((t): t is string => !!t);

/** A month of daily reading, each day with the earlier days as memory (as the server passes them). */
function readMonth(chart: string, voice: Voice, start = "2026-01-10", days = 30) {
  const recent: RecentDay[] = [];
  const out: { date: string; h: DailyHoroscope }[] = [];
  for (const date of consecutiveDates(start, days)) {
    const h = composeDailyHoroscope(
      { ...dayFacts(chart, date), recent: [...recent] },
      voice,
      `${chart}|${date}`,
    );
    out.push({ date, h });
    recent.push({ date, texts: textsOf(h), basis: h.basis });
  }
  return out;
}

describe("composeDailyHoroscope", () => {
  it("never shows a daily reader the same sentence twice in 30 days, and ≤ 3 % even with dates and numbers masked", () => {
    for (const voice of ["normal", "roast"] as const) {
      for (const chart of ["alice", "bob", "carol"]) {
        const exact = new Map<string, string>();
        const masked = new Set<string>();
        let total = 0;
        let repeats = 0;
        for (const { date, h } of readMonth(chart, voice)) {
          for (const s of textsOf(h).flatMap(splitSentences)) {
            expect(exact.get(s), `${voice} ${chart} ${date}: "${s}"`).toBeUndefined();
            exact.set(s, date);
            total++;
            if (masked.has(maskText(s))) repeats++;
            masked.add(maskText(s));
          }
        }
        expect(repeats / total, `${voice} ${chart}`).toBeLessThanOrEqual(0.03);
      }
    }
  });

  it("does not cite a transit again within its rest days unless it is exact that day", () => {
    for (const voice of ["normal", "roast"] as const) {
      const month = readMonth("dora", voice);
      const lastCited = new Map<string, number>();
      month.forEach(({ date, h }, day) => {
        for (const b of h.basis) {
          if (b.kind !== "transit") continue;
          const key = `${b.transiting}-${b.aspect}-${b.natal}`;
          const last = lastCited.get(key);
          const slow = ["jupiter", "saturn", "uranus", "neptune", "pluto"].includes(b.transiting);
          const exactToday = b.exact.slice(0, 10) === date;
          if (last !== undefined && !exactToday)
            expect(day - last, `${voice} ${date} ${key}`).toBeGreaterThan(
              slow ? REST_DAYS.slow : REST_DAYS.fast,
            );
          lastCited.set(key, day);
        }
      });
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
          const set = owners.get(maskText(s)) ?? new Set<number>();
          set.add(i);
          owners.set(maskText(s), set);
        }
      }
      let shared = 0;
      for (const set of owners.values()) if (set.size > 1) shared += set.size;
      expect(shared / total, voice).toBeLessThan(0.1);
    }
  });

  it("leads with a transit, cites at least two in its basis and names them in plain words", () => {
    for (let i = 0; i < 200; i++) {
      const date = consecutiveDates("2025-01-01", 400)[i * 2] as string;
      const facts = dayFacts(`ground-${i}`, date);
      if (new Set(facts.transits.map((t) => t.transiting)).size < 2) continue;
      for (const voice of ["normal", "roast"] as const) {
        const h = composeDailyHoroscope(facts, voice, `g${i}`);
        const cited = h.basis.filter((b) => b.kind === "transit");
        expect(cited.length).toBeGreaterThanOrEqual(2);
        let mentioned = 0;
        for (const b of cited) {
          if (b.kind !== "transit") continue;
          const natalSign = facts.natal.placements.find((p) => p.body === b.natal)?.sign;
          const target = natalSign ? `your ${SIGN_NAME[natalSign]} ${POINT_NAME[b.natal]}` : "";
          if (h.content.includes(POINT_NAME[b.transiting]) && h.content.includes(target)) mentioned++;
        }
        expect(mentioned).toBeGreaterThanOrEqual(2);
        const first = splitSentences(h.content)[0] ?? "";
        expect(cited.some((b) => b.kind === "transit" && first.includes(POINT_NAME[b.transiting]))).toBe(
          true,
        );
      }
    }
  });

  it("keeps the main text short and plain: ≤ 120 words, median sentence ≤ 18 words, no degrees or clock times", () => {
    const lengths: number[] = [];
    for (let i = 0; i < 150; i++) {
      const date = consecutiveDates("2026-01-01", 300)[i * 2] as string;
      for (const voice of ["normal", "roast"] as const) {
        const h = composeDailyHoroscope(dayFacts(`plain-${i}`, date), voice, `p${i}`);
        expect(wordCount(h.content)).toBeLessThanOrEqual(MAIN_TEXT_MAX_WORDS);
        expect(h.content).not.toMatch(/°|\b\d{1,2}:\d{2}\b|UTC|never exact/);
        for (const s of splitSentences(h.content)) lengths.push(wordCount(s));
      }
    }
    lengths.sort((a, b) => a - b);
    expect(lengths[Math.floor(lengths.length / 2)]).toBeLessThanOrEqual(18);
  });

  it("keeps the insight tiles off the main text's transits", () => {
    for (let i = 0; i < 100; i++) {
      const facts = dayFacts(`tiles-${i}`, "2026-05-05");
      const h = composeDailyHoroscope(facts, "normal", `t${i}`);
      const main = h.content;
      for (const tile of [h.loveInsight, h.careerInsight, h.wellnessInsight]) {
        for (const s of splitSentences(tile ?? "")) expect(main.includes(s)).toBe(false);
      }
    }
  });

  it("derives the lucky number from the Moon's degree in its sign and states it in the basis", () => {
    for (const date of consecutiveDates("2026-02-01", 30)) {
      const facts = dayFacts("lucky", date);
      const a = composeDailyHoroscope(facts, "normal", "s");
      const b = composeDailyHoroscope(facts, "roast", "other-seed");
      expect(a.luckyNumber).toBe(b.luckyNumber);
      const moon = facts.sky.positions.find((p) => p.body === "moon");
      expect(a.luckyNumber).toBe(Math.floor((moon?.longitudeDeg ?? 0) % 30) + 1);
      expect(a.basis).toContainEqual(
        expect.objectContaining({ kind: "lucky", number: a.luckyNumber, body: "moon", sign: moon?.sign }),
      );
    }
  });

  it("writes different text in the two voices", () => {
    const facts = dayFacts("voices", "2026-04-04");
    expect(composeDailyHoroscope(facts, "normal", "s").content).not.toEqual(
      composeDailyHoroscope(facts, "roast", "s").content,
    );
  });
});
