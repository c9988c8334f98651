import { describe, expect, it } from "vitest";
import { LUNAR_PHASES, SIGNS } from "#astro/constants";
import { VOICES } from "../facts.ts";
import { moonPhaseNoteSchema } from "../schemas.ts";
import { SIGN_NAME, wordCount } from "../text.ts";
import { composeMoonPhaseNote, MOON_PHASE_NOTE_WORDS } from "./moon-phase-note.ts";

const HOUSES = [null, ...Array.from({ length: 12 }, (_, i) => i + 1)];

describe("composeMoonPhaseNote", () => {
  it.each(VOICES)("writes a short, number-free note for every phase, sign and house (%s)", (voice) => {
    for (const phase of LUNAR_PHASES)
      for (const sign of SIGNS)
        for (const house of HOUSES) {
          const text = composeMoonPhaseNote({ phase, sign, house }, voice, `${phase}|${sign}|${house}`);
          expect(moonPhaseNoteSchema.safeParse(text).success).toBe(true);
          expect(wordCount(text.note)).toBeLessThanOrEqual(MOON_PHASE_NOTE_WORDS.max);
          expect(text.note.match(/[.!?](\s|$)/g)?.length ?? 0).toBeLessThanOrEqual(2);
          // No degrees, clock times, dates or house numbers: the page shows those itself. (The
          // shared house phrasings' roast idioms such as "3am thoughts" are jokes, not times.)
          expect(text.note).not.toMatch(/°|\d:\d\d|\d+(st|nd|rd|th)\b|\b\d{4}\b|\d+ ?degrees/);
          expect(text.note).toContain(SIGN_NAME[sign]);
          expect(text.basis).toEqual([{ kind: "moon", sign, phase, house }]);
        }
  });

  it("is deterministic per seed and speaks differently in the two voices", () => {
    const facts = { phase: "full", sign: "leo", house: 10 } as const;
    expect(composeMoonPhaseNote(facts, "normal", "s")).toEqual(composeMoonPhaseNote(facts, "normal", "s"));
    const notes = (voice: "normal" | "roast") =>
      new Set(Array.from({ length: 20 }, (_, i) => composeMoonPhaseNote(facts, voice, `v${i}`).note));
    const normal = notes("normal");
    for (const roast of notes("roast")) expect(normal.has(roast)).toBe(false);
  });
});
