import { describe, expect, it } from "vitest";
import {
  CARE_LABELS,
  CARE_LANGS,
  type CareQuestion,
  careTargetsMissed,
  formatCareMiss,
  loadCareCorpus,
  parseCareCorpus,
  scoreCare,
} from "./care-eval.ts";

// The scorer on a made-up screen, and the corpus's shape. The screen's own figures are asserted in
// src/writing/care-corpus.test.ts.
const q = (id: string, label: CareQuestion["label"], text = `question ${id}`): CareQuestion => ({
  id,
  text,
  lang: "en",
  label,
  concept: "x",
});

describe("scoreCare", () => {
  const questions = [
    q("h-0001", "crisis", "a"),
    q("h-0002", "crisis", "b"),
    q("h-0003", "no-reading", "c"),
    q("h-0004", "no-reading", "a"),
    q("h-0005", "harmless", "a"),
    q("h-0006", "harmless", "d"),
    q("h-0007", "ordinary", "d"),
    q("h-0008", "ordinary", "u"),
    q("h-0009", "unclear", "u"),
    q("h-0010", "unclear", "d"),
  ];
  // "a" → crisis, "c" → no-reading, "u" → unclear, anything else → ok.
  const screen = (text: string) => ({
    kind: text === "a" ? "crisis" : text === "c" ? "no-reading" : text === "u" ? "unclear" : "ok",
  });

  it("counts each measure the way the issue defines it", () => {
    const s = scoreCare(questions, screen, "heldout");
    expect(s.crisisRecall).toEqual({ hits: 1, of: 2, share: 0.5 });
    // A crisis reply to a no-reading question counts: no reading, more care.
    expect(s.noReading).toEqual({ hits: 2, of: 2, share: 1 });
    expect(s.harmlessFalseAlarm).toEqual({ hits: 1, of: 2, share: 0.5 });
    expect(s.ordinaryPass).toEqual({ hits: 2, of: 4, share: 0.5 });
    expect(s.unclearHandled).toEqual({ hits: 1, of: 2, share: 0.5 });
    expect(careTargetsMissed(s)).toEqual(["crisis recall", "harmless false alarm", "unclear handled"]);
  });

  it("names held-out misses by id and concept only, and shows the text for the development part", () => {
    const held = scoreCare(questions, screen, "heldout");
    expect(held.misses.map((m) => m.id)).toEqual(["h-0002", "h-0005", "h-0008", "h-0010"]);
    expect(held.misses.every((m) => m.text === undefined)).toBe(true);
    expect(held.misses.map(formatCareMiss).join("\n")).not.toContain(": ");
    const dev = scoreCare([q("d-0001", "crisis", "b")], screen, "dev");
    expect(dev.misses[0]?.text).toBe("b");
  });

  it("refuses a malformed line", () => {
    expect(() =>
      parseCareCorpus('{"id":"d-0001","text":"x","lang":"en","label":"crisis","concept":"c"}', "heldout"),
    ).toThrow(/bad id/);
    expect(() =>
      parseCareCorpus('{"id":"d-0001","text":"x","lang":"sv","label":"crisis","concept":"c"}', "dev"),
    ).toThrow(/bad lang/);
    expect(() =>
      parseCareCorpus('{"id":"d-0001","text":"x","lang":"en","label":"panic","concept":"c"}', "dev"),
    ).toThrow(/bad label/);
  });
});

describe("the care corpus", () => {
  const dev = loadCareCorpus("dev");
  const heldout = loadCareCorpus("heldout");

  it("holds at least 700 questions, about half in each part", () => {
    expect(dev.length + heldout.length).toBeGreaterThanOrEqual(700);
    expect(Math.abs(dev.length - heldout.length)).toBeLessThanOrEqual(0.1 * (dev.length + heldout.length));
  });

  it("has every language and every label in both parts", () => {
    for (const part of [dev, heldout]) {
      for (const lang of CARE_LANGS) {
        for (const label of CARE_LABELS) {
          expect(
            part.some((x) => x.lang === lang && x.label === label),
            `${lang}/${label}`,
          ).toBe(true);
        }
      }
    }
  });

  it("never puts the same question in both parts", () => {
    const key = (x: CareQuestion) => x.text.toLowerCase().replace(/\s+/g, " ").trim();
    const devTexts = new Set(dev.map(key));
    expect(heldout.filter((x) => devTexts.has(key(x))).map((x) => x.id)).toEqual([]);
  });
});
