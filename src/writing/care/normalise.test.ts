import { describe, expect, it } from "vitest";
import { KEY, KNOWN, MISSPELLINGS_FIRST } from "./lexicon/key-words.ts";
import { REAL_WORDS } from "./lexicon/real-words.data.ts";
import { nearestKeyWord, normaliseFreeText } from "./normalise.ts";

describe("the spelling fix spares real words (ADR 057)", () => {
  it.each([
    ["sterren", "stars, Dutch: not German sterben"],
    ["decide", "English: not French decede"],
    ["overgeven", "to vomit, Dutch: not overleden"],
    ["molestia", "a nuisance, Spanish: not molested"],
    ["morreu", "died, Portuguese: not morrer"],
    ["homeless", "English: not hopeless"],
    ["stranger", "English: not strangled"],
    ["overleven", "to survive, Dutch: not overleden"],
  ])("keeps %s (%s)", (word) => {
    expect(normaliseFreeText(word)).toBe(word);
  });

  it("keeps them inside a question, accents folded first", () => {
    expect(normaliseFreeText("Wat zeggen de sterren over mijn werk?")).toBe(
      "wat zeggen de sterren over mijn werk",
    );
    expect(normaliseFreeText("Ele morreu ontem")).toBe("ele morreu ontem");
    expect(normaliseFreeText("¡Qué molestia!")).toBe("que molestia");
  });

  it.each([
    ["suicde", "suicide"],
    ["paracetemol", "paracetamol"],
    ["sterbn", "sterben"],
    ["overdoes", "overdose"],
    ["chocking", "choking"],
    ["umbrngen", "umbringen"],
    ["suicdal", "suicidal"],
  ])("still fixes %s into %s", (typed, key) => {
    expect(normaliseFreeText(typed)).toBe(key);
  });

  it("generated the real words in sorted, folded, unique form, none of them a key word", () => {
    const keys = new Set(KEY);
    expect(REAL_WORDS.length).toBeGreaterThan(1000);
    expect([...REAL_WORDS].sort()).toEqual(REAL_WORDS);
    expect(new Set(REAL_WORDS).size).toBe(REAL_WORDS.length);
    for (const word of REAL_WORDS) {
      expect(word).toMatch(/^[a-z0-9]+$/);
      expect(keys.has(word)).toBe(false);
    }
  });

  it("lists as exceptions only real words the fix would rewrite", () => {
    const real = new Set(REAL_WORDS);
    for (const word of MISSPELLINGS_FIRST) {
      expect(real.has(word), word).toBe(true);
      expect(nearestKeyWord(word), word).toBeDefined();
    }
  });

  it("lists by hand only words near a key word that no word list holds", () => {
    const real = new Set(REAL_WORDS);
    const keys = new Set(KEY);
    for (const word of KNOWN) {
      expect(real.has(word) || keys.has(word), word).toBe(false);
      expect(nearestKeyWord(word), word).toBeDefined();
      expect(normaliseFreeText(word)).toBe(word);
    }
  });
});
