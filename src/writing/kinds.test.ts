import { describe, expect, it } from "vitest";
import { composeText, type FactsOf, TEXT_KINDS, type TextKindName, textKind } from "./kinds.ts";
import { composeAll } from "./testing/compose-all.ts";
import { randomNatal } from "./testing/random-facts.ts";
import { wordCount } from "./text.ts";

describe("the registry of text kinds", () => {
  it("names each kind as the writer does, but the chart point, which is written as a planet is", () => {
    for (const [name, entry] of Object.entries(TEXT_KINDS)) {
      expect(entry.writerKind).toBe(name === "point-interpretation" ? "planet-interpretation" : name);
    }
  });

  it("keeps the store's kinds the rows already carry", () => {
    const stored = Object.fromEntries(
      Object.entries(TEXT_KINDS).flatMap(([name, entry]) => (entry.stored ? [[name, entry.stored]] : [])),
    );
    expect(stored).toEqual({
      "planet-interpretation": "planet",
      "point-interpretation": "planet",
      "chart-interpretation": "chart",
      "daily-horoscope": "horoscope",
      "cosmic-todos": "todos",
      throwback: "throwback",
      "moon-phase-note": "moon-phase",
      personality: "personality",
    });
  });

  it("composes within each kind's declared words, in its voices", () => {
    for (const voice of ["normal", "roast"] as const) {
      const { outputs } = composeAll("kinds-words", voice);
      for (const [name, output] of Object.entries(outputs)) {
        const entry = textKind(name as TextKindName);
        if (!entry.words || !entry.voices.includes(voice)) continue;
        const words = wordCount(String((output as Record<string, unknown>)[entry.words.field]));
        expect(words, `${name} ${voice}`).toBeLessThanOrEqual(entry.words.max);
        if (entry.words.min !== undefined)
          expect(words, `${name} ${voice}`).toBeGreaterThanOrEqual(entry.words.min);
      }
    }
  });

  it("gives the model the day, not the composer's memory of earlier days or the last dose", () => {
    const modelFacts = textKind("cosmic-todos").modelFacts;
    const day = { natal: randomNatal("kinds"), transits: [], sky: null as never, recent: [] };
    expect(modelFacts?.(day)).toEqual({ natal: day.natal, transits: [], sky: null });
    expect(textKind("daily-dose").modelFacts?.({ avoid: undefined } as never)).toEqual({});
  });

  it("types the facts by kind", () => {
    const natal = randomNatal("kinds-types", { timeKnown: true });
    const facts: FactsOf<"planet-interpretation"> = { natal, body: "sun" };
    expect(composeText("planet-interpretation", facts, "normal", "s").interpretation).not.toBe("");
    // @ts-expect-error a planet's facts are not a chart point's
    const wrong = () => composeText("point-interpretation", facts, "normal", "s");
    expect(wrong).toBeTypeOf("function");
  });
});
