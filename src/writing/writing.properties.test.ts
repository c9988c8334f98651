import { describe, expect, it } from "vitest";
import { composePlanetInterpretation, PLANET_INTERPRETATION_WORDS } from "./compose/planet-interpretation.ts";
import { composeTransitDescription, TRANSIT_DESCRIPTION_WORDS } from "./compose/transit-description.ts";
import { NATAL_POINTS, PLANETS, VOICES } from "./facts.ts";
import { collectStrings, findGuardHits } from "./guard.ts";
import { composeAll, SAMPLE_QUESTIONS, schemaCheck } from "./testing/compose-all.ts";
import { randomNatal, transitsFor } from "./testing/random-facts.ts";
import { findSeams, readerTexts } from "./testing/seams.ts";
import { wordCount } from "./text.ts";

const BAD_TOKENS = /\b(?:undefined|NaN|null)\b|\[object Object\]|\$\{|\{\w+\}|\{\}|[ \t]{2,}|\.\./;

describe("every composer over 1000 random charts, both voices", () => {
  // Four batches of 250 charts, so each test stays well inside its time limit on a busy machine.
  for (const batch of [0, 1, 2, 3]) {
    it(`never produces an empty string, a leaked placeholder, undefined, NaN, null or a guarded topic, and matches its schema (charts ${batch * 250}–${batch * 250 + 249})`, () => {
      const problems: string[] = [];
      for (let i = batch * 250; i < (batch + 1) * 250; i++) {
        for (const voice of VOICES) {
          const { outputs } = composeAll(`chart-${i}`, voice);
          for (const [kind, output] of Object.entries(outputs)) {
            const schemaError = schemaCheck(kind, output);
            if (schemaError) problems.push(`${kind} ${voice} #${i}: schema ${schemaError}`);
            const texts = collectStrings(output).filter((t) => !/^\d{4}-\d{2}-\d{2}/.test(t));
            for (const text of texts) {
              if (text.trim().length === 0) problems.push(`${kind} ${voice} #${i}: empty string`);
              const bad = BAD_TOKENS.exec(text);
              if (bad) problems.push(`${kind} ${voice} #${i}: "${bad[0]}" in: ${text}`);
              for (const hit of findGuardHits(text)) {
                problems.push(`${kind} ${voice} #${i}: guard ${hit.topic} "${hit.match}" in: ${text}`);
              }
            }
          }
        }
        if (problems.length > 20) break;
      }
      expect(problems.slice(0, 20)).toEqual([]);
    });
  }

  it("shows no seams (a/an, doubled words, empty slots, brackets, lower-case starts) in over 10,000 texts", () => {
    const seams: string[] = [];
    let texts = 0;
    for (let i = 0; i < 400; i++) {
      for (const voice of VOICES) {
        const question = SAMPLE_QUESTIONS[i % SAMPLE_QUESTIONS.length];
        const { outputs } = composeAll(`seam-${i}`, voice, { question });
        for (const [kind, output] of Object.entries(outputs)) {
          for (const text of readerTexts(output)) {
            texts++;
            for (const seam of findSeams(text))
              seams.push(`${kind} ${voice} #${i} ${seam.kind}: …${seam.at}…`);
          }
        }
      }
    }
    expect(texts).toBeGreaterThanOrEqual(10_000);
    expect(seams.slice(0, 20)).toEqual([]);
    // About 10 s alone; the limit leaves room for a busy machine.
  }, 180_000);
});

describe("determinism", () => {
  it("returns identical output for the same facts, voice and seed", () => {
    for (let i = 0; i < 20; i++) {
      for (const voice of VOICES) {
        expect(composeAll(`det-${i}`, voice).outputs).toEqual(composeAll(`det-${i}`, voice).outputs);
      }
    }
  });
});

describe("unknown birth time", () => {
  it("mentions no house, Ascendant or rising sign in any text", () => {
    const problems: string[] = [];
    for (let i = 0; i < 200; i++) {
      for (const voice of VOICES) {
        const { outputs } = composeAll(`notime-${i}`, voice, { timeKnown: false });
        for (const [kind, output] of Object.entries(outputs)) {
          for (const text of collectStrings(output)) {
            const m = /\bhouses?\b|\bascendant\b|\brising\b|\bmidheaven\b|\b\d+(?:st|nd|rd|th) house/i.exec(
              text,
            );
            if (m) problems.push(`${kind} ${voice}: "${m[0]}" in: ${text}`);
          }
        }
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
  });
});

describe("word counts", () => {
  it("keeps every planet interpretation between 150 and 300 words", () => {
    const counts: number[] = [];
    for (let i = 0; i < 150; i++) {
      const natal = randomNatal(`words-${i}`);
      for (const body of NATAL_POINTS) {
        if (!natal.timeKnown && (body === "ascendant" || body === "midheaven")) continue;
        for (const voice of VOICES) {
          const n = wordCount(composePlanetInterpretation({ natal, body }, voice, `s${i}`).interpretation);
          counts.push(n);
          expect(n, `${body} ${voice} #${i}`).toBeGreaterThanOrEqual(PLANET_INTERPRETATION_WORDS.min);
          expect(n, `${body} ${voice} #${i}`).toBeLessThanOrEqual(PLANET_INTERPRETATION_WORDS.max);
        }
      }
    }
    expect(counts.length).toBeGreaterThan(3000);
  });

  it("keeps every transit description between 60 and 120 words", () => {
    for (let i = 0; i < 100; i++) {
      const natal = randomNatal(`tw-${i}`);
      for (const transit of transitsFor(natal, "2026-03-14").slice(0, 12)) {
        for (const voice of VOICES) {
          const n = wordCount(composeTransitDescription({ transit, natal }, voice, `s${i}`).description);
          expect(n).toBeGreaterThanOrEqual(TRANSIT_DESCRIPTION_WORDS.min);
          expect(n).toBeLessThanOrEqual(TRANSIT_DESCRIPTION_WORDS.max);
        }
      }
    }
  });

  it("never calls a pass exact when it turns back before perfecting, and keeps it within length", () => {
    for (let i = 0; i < 40; i++) {
      const natal = randomNatal(`nx-${i}`);
      for (const transit of transitsFor(natal, "2026-03-14").slice(0, 6)) {
        const closeCall = { ...transit, perfects: false, closestOrbDeg: 0.8, orbDeg: 1.4 };
        for (const voice of VOICES) {
          const text = composeTransitDescription({ transit: closeCall, natal }, voice, `s${i}`).description;
          expect(text).not.toMatch(/\bexact (on |in |today|tomorrow|yesterday|\w+day,)/i);
          expect(text).toMatch(/comes close|creeps close/);
          // Plain words: the orb and the clock time live in the radar's detail rows.
          expect(text).not.toMatch(/°|\b\d{1,2}:\d{2}\b|still building/);
          const n = wordCount(text);
          expect(n).toBeGreaterThanOrEqual(TRANSIT_DESCRIPTION_WORDS.min);
          expect(n).toBeLessThanOrEqual(TRANSIT_DESCRIPTION_WORDS.max);
        }
      }
    }
  });
});

describe("voices", () => {
  it("writes different text in the normal and the roast voice for the same facts", () => {
    for (let i = 0; i < 30; i++) {
      const normal = composeAll(`voices-${i}`, "normal").outputs;
      const roast = composeAll(`voices-${i}`, "roast").outputs;
      for (const kind of Object.keys(normal)) {
        const a = collectStrings(normal[kind]).join(" ");
        const b = collectStrings(roast[kind]).join(" ");
        expect(a, kind).not.toEqual(b);
      }
    }
  });
});

describe("content library", () => {
  it("covers all ten planets", () => {
    expect(PLANETS).toHaveLength(10);
  });
});
