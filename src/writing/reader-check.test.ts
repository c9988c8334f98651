import { describe, expect, it } from "vitest";
import { composeDailyHoroscope } from "./compose/daily-horoscope.ts";
import { todayBrief } from "./compose/today-brief.ts";
import { VOICES } from "./facts.ts";
import { randomNatal, skyFor, transitsFor } from "./testing/random-facts.ts";
import {
  checkLikeAReader,
  READER_MIN_TEXTS as MIN_TEXTS,
  ReaderTally as Tally,
} from "./testing/reader-check.ts";

// Issue 28: grammar checked like a reader would. Every generated text below goes through a
// well-kept English checker (retext-english with retext-indefinite-article and
// retext-repeated-words; write-good's lexical illusions) and our own seam patterns
// (testing/reader-check.ts), at least 10,000 texts for each group of texts where the seam
// families live. The family patterns themselves run in seam-families.test.ts.

const dateOf = (i: number, step: number) =>
  new Date(Date.UTC(2019, 0, 1) + i * 86_400_000 * step).toISOString().slice(0, 10);

describe("grammar checked like a reader would", () => {
  it("daily texts: horoscope and tiles ('house of your', 'brings X to your Y', the lead, the menu slot, tile advice), today's shape", () => {
    const tally = new Tally();
    for (let i = 0; i < 1250; i++) {
      const natal = randomNatal(`reader-${i}`, i % 7 === 0 ? { timeKnown: false } : undefined);
      const date = dateOf(i, 2);
      const day = { natal, transits: transitsFor(natal, date), sky: skyFor(date) };
      for (const voice of VOICES) {
        const seed = `reader-${i}`;
        const h = composeDailyHoroscope(day, voice, seed);
        for (const text of [h.content, h.loveInsight, h.careerInsight, h.wellnessInsight])
          tally.check("daily horoscope and tiles", text, `${seed} ${voice}`);
        const b = todayBrief(day, voice, seed);
        tally.check("today's shape", `${b.headline}. ${b.do} ${b.avoid} ${b.watch}`, `${seed} ${voice}`);
      }
    }
    expect(tally.findings).toEqual([]);
    expect(tally.texts.get("daily horoscope and tiles")).toBeGreaterThanOrEqual(MIN_TEXTS);
    expect(tally.texts.get("today's shape")).toBe(2500);
  }, 240_000);
});

describe("the reader's checker sees a reader's seams", () => {
  it("flags a wrong article, a doubled word, stray punctuation and a lower-case start", () => {
    const sources = (text: string) => checkLikeAReader(text).map((f) => f.source);
    expect(sources("Your Moon meets a Aquarius Moon today.").join()).toMatch(/indefinite-article|article/);
    expect(sources("Send the the email you have been putting off.").join()).toMatch(
      /repeated-words|write-good/,
    );
    expect(sources("Mars squares your Venus, , so wait.")).toContain("pattern: doubled punctuation");
    expect(sources("Exact today. expect a short fuse.")).toContain("pattern: lower-case sentence start");
    expect(sources("With Venus on your side, The answer is yes.")).toContain(
      "pattern: capital after a comma",
    );
    expect(checkLikeAReader("Exhibit A: Mars squares your Leo Venus, exact today.")).toEqual([]);
  });
});
