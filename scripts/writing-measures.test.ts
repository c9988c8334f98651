import { beforeAll, describe, expect, it } from "vitest";
import { type Measures, measureWriting, randomNatal } from "#writing/testing/index";
import { measureUsers } from "./writing-users.ts";

// The writer's targets, measured the way a subscriber reads: five readers with real charts and
// the real sky, 30 days, both voices, each day with the earlier days as memory (scripts/writing-measures.ts
// prints the same figures).
describe("writer measures: 5 readers × 30 days × 2 voices", () => {
  let m: Measures;
  // About 10 s of work on an idle machine; the limit leaves room for a busy one.
  beforeAll(() => {
    m = measureWriting({
      users: measureUsers(),
      startDate: "2026-03-01",
      days: 30,
      seamCharts: 150,
      personalityCharts: Array.from({ length: 15 }, (_, i) => randomNatal(`measure-${i}`)),
    });
  }, 240_000);

  it("repeats at most 3 % of horoscope sentences and 10 % of advice clauses for a daily reader", () => {
    expect(m.repeatedHoroscopeSentences).toBeLessThanOrEqual(0.03);
    expect(m.repeatedAdviceClauses).toBeLessThanOrEqual(0.1);
  });

  it("shows a daily reader at most 10 % of Today's do / avoid lines again (counted independently)", () => {
    expect(m.brief.repeatedLines).toBeLessThanOrEqual(0.1);
  });

  it("shows each reader at least 120 distinct to-do titles in 150", () => {
    expect(m.todoTotalPerReader).toBe(150);
    expect(m.todoDistinctMin).toBeGreaterThanOrEqual(120);
  });

  it("gives two readers on the same day at most 2 % of the same horoscope sentences", () => {
    expect(m.sharedSameDay).toBeLessThanOrEqual(0.02);
  });

  it("keeps the main text plain: ≤ 120 words, median sentence ≤ 18 words, no degrees or clock times", () => {
    expect(m.mainWordsMax).toBeLessThanOrEqual(120);
    expect(m.mainSentenceMedianWords).toBeLessThanOrEqual(18);
    expect(m.mainTextsWithNumbers).toBe(0);
  });

  it("writes personality analyses that share at most 20 % of sentences and never repeat one inside", () => {
    expect(m.personalityShared).toBeLessThanOrEqual(0.2);
    expect(m.personalityInternalRepeats).toBe(0);
  });

  it("shows no seams in over 10,000 generated texts", () => {
    expect(m.seamTexts).toBeGreaterThanOrEqual(10_000);
    expect(m.seams).toEqual([]);
  });

  it("answers none of at least 40 crisis phrasings with a reading", () => {
    expect(m.crisisPhrasings).toBeGreaterThanOrEqual(40);
    expect(m.crisisAnsweredWithReading).toEqual([]);
  });

  it("cites only transits within 3° of exact at some moment of the reader's local day", () => {
    expect(m.basisTransitsChecked).toBeGreaterThan(1000);
    expect(m.ungroundedTransits).toEqual([]);
  });

  // Issue 28, re-checked without the composer's rules (src/writing/testing/independent.ts).
  it("cites only transits in orb between 06:00 and 22:00 local, a Moon aspect also at noon (engine)", () => {
    expect(m.outsideDayWindow).toEqual([]);
  });

  it("lets Today, the Oracle and the radar agree with the engine and each other at 07:30 and 23:08", () => {
    expect(m.phaseClaimsChecked).toBeGreaterThan(1000);
    expect(m.phaseContradictions).toEqual([]);
  });

  it("repeats at most 3 % of sentences by its own comparison (exact or one word changed)", () => {
    expect(m.independentRepeatedSentences).toBeLessThanOrEqual(0.03);
  });

  // The 10,000-texts-per-family run is src/writing/seam-families.test.ts; here, the month of readers.
  it("finds no seam of any family of issue 28 and never says 'full Moon' three days running", () => {
    for (const f of m.seamFamilies) expect(f.example, f.family).toBeNull();
    expect(m.fullMoonRuns).toEqual([]);
  });

  // Issue 28: today's shape and the Oracle's verdict, read with the measures' own eyes.
  it("keeps Today's headline within 12 words and its three lines short", () => {
    expect(m.brief.headlines).toBe(300);
    expect(m.brief.headlineMaxWords).toBeLessThanOrEqual(12);
    expect(m.brief.longLines).toEqual([]);
  });

  it("answers a verdict question within 80 words, verdict and subject in the first sentence", () => {
    expect(m.oracle.answers).toBe(300);
    expect(m.oracle.examples).toEqual([]);
    expect(m.oracle.within80).toBe(m.oracle.answers);
    expect(m.oracle.verdictFirst).toBe(m.oracle.answers);
    expect(m.oracle.namesSubject).toBe(m.oracle.answers);
  });
});
