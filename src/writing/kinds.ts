/**
 * Every kind of text the writer produces, declared once: the model's kind string, the schema a
 * model's reply must match, the built-in composer (its first parameter is the facts type), the
 * voices the product writes it in, its length where the composer holds one, and the text store's
 * kind where it is stored. The server's one reading path (src/server/platform/texts/read-text.ts)
 * and the model writer (src/server/platform/llm.ts) read this table; adding a kind of text is an
 * entry here, its composer and one call of readText (docs/architecture.md, "Add a kind of text").
 */
import type { z } from "zod";
import { composeChartBlurbs, composeChartInterpretation } from "./compose/chart-interpretation.ts";
import { composeCompatibility } from "./compose/compatibility.ts";
import { composeCosmicTodos } from "./compose/cosmic-todos.ts";
import { composeDailyDose, type DailyDoseFacts, type DailyDoseOptions } from "./compose/daily-dose.ts";
import { composeDailyHoroscope, MAIN_TEXT_MAX_WORDS } from "./compose/daily-horoscope.ts";
import { composeMoonPhaseNote, MOON_PHASE_NOTE_WORDS } from "./compose/moon-phase-note.ts";
import { composeOracleAnswer, ORACLE_MAX_WORDS } from "./compose/oracle-answer.ts";
import { composePersonality } from "./compose/personality.ts";
import { composePlanetInterpretation, PLANET_INTERPRETATION_WORDS } from "./compose/planet-interpretation.ts";
import { composePointInterpretation, POINT_INTERPRETATION_WORDS } from "./compose/point-interpretation.ts";
import { composeThrowback } from "./compose/throwback.ts";
import { composeTransitDescription, TRANSIT_DESCRIPTION_WORDS } from "./compose/transit-description.ts";
import { VOICES, type Voice } from "./facts.ts";
import {
  chartBlurbsSchema,
  chartInterpretationSchema,
  compatibilitySchema,
  cosmicTodosSchema,
  dailyDoseSchema,
  dailyHoroscopeSchema,
  moonPhaseNoteSchema,
  oracleAnswerSchema,
  personalitySchema,
  planetInterpretationSchema,
  throwbackSchema,
  transitDescriptionSchema,
} from "./schemas.ts";

/** One kind of text: facts `F` in, text `T` out. */
interface TextKind<F, T> {
  /** The kind as the model's prompt and the logs name it. */
  readonly writerKind: string;
  /** What a model's reply must match (the composer's output matches it too, tested). */
  readonly schema: z.ZodType<T, unknown>;
  /** The built-in composer: answers without a model, and whenever the model fails. */
  readonly compose: (facts: F, voice: Voice, seed: string) => T;
  /** The voices the product writes it in. */
  readonly voices: readonly Voice[];
  /** Words of its main field, as the composer keeps them (and its tests check). */
  readonly words?: { readonly field: string; readonly min?: number; readonly max: number };
  /** The text store's kind (generated_texts.kind) when the text is stored per user, key and voice. */
  readonly stored?: string;
  /** What the model reads of the facts, when the composer reads more (the reader's memory). */
  readonly modelFacts?: (facts: F) => unknown;
  /** A rule of this kind added to the model's system prompt. */
  readonly promptRule?: string;
}

/** An entry, its store kind kept literal (the store's queries by kind read it). */
const kind = <F, T, const S extends string | undefined = undefined>(
  entry: TextKind<F, T> & { readonly stored?: S },
): TextKind<F, T> & { readonly stored: S } => entry as TextKind<F, T> & { readonly stored: S };

/** The composer's memory of earlier days (or the last dose) stays with it: the model gets the day. */
function withoutRecent<F extends { recent?: unknown }>({ recent: _recent, ...facts }: F) {
  return facts;
}

export const TEXT_KINDS = {
  "planet-interpretation": kind({
    writerKind: "planet-interpretation",
    schema: planetInterpretationSchema,
    compose: composePlanetInterpretation,
    voices: VOICES,
    words: { field: "interpretation", ...PLANET_INTERPRETATION_WORDS },
    stored: "planet",
  }),
  // A chart point (nodes, Chiron, Lilith, Part of Fortune): the planet's shape and store, its own composer.
  "point-interpretation": kind({
    writerKind: "planet-interpretation",
    schema: planetInterpretationSchema,
    compose: composePointInterpretation,
    voices: VOICES,
    words: { field: "interpretation", ...POINT_INTERPRETATION_WORDS },
    stored: "planet",
  }),
  "chart-interpretation": kind({
    writerKind: "chart-interpretation",
    schema: chartInterpretationSchema,
    compose: composeChartInterpretation,
    voices: VOICES,
    stored: "chart",
  }),
  // Composed on the chart page itself, never by a model; here for its schema.
  "chart-blurbs": kind({
    writerKind: "chart-blurbs",
    schema: chartBlurbsSchema,
    compose: composeChartBlurbs,
    voices: ["normal"],
  }),
  "daily-horoscope": kind({
    writerKind: "daily-horoscope",
    schema: dailyHoroscopeSchema,
    compose: composeDailyHoroscope,
    voices: VOICES,
    words: { field: "content", max: MAIN_TEXT_MAX_WORDS },
    stored: "horoscope",
    modelFacts: withoutRecent,
    promptRule:
      "- The main text ('content') leads with the day's one big thing, stays under 120 words in short sentences, and prints no degrees and no clock times (those are shown separately). Each insight uses a different transit than the main text.",
  }),
  "cosmic-todos": kind({
    writerKind: "cosmic-todos",
    schema: cosmicTodosSchema,
    compose: composeCosmicTodos,
    voices: VOICES,
    stored: "todos",
    modelFacts: withoutRecent,
  }),
  "transit-description": kind({
    writerKind: "transit-description",
    schema: transitDescriptionSchema,
    compose: composeTransitDescription,
    voices: ["normal"],
    words: { field: "description", ...TRANSIT_DESCRIPTION_WORDS },
  }),
  compatibility: kind({
    writerKind: "compatibility",
    schema: compatibilitySchema,
    compose: composeCompatibility,
    voices: VOICES,
  }),
  "oracle-answer": kind({
    writerKind: "oracle-answer",
    schema: oracleAnswerSchema,
    compose: composeOracleAnswer,
    voices: VOICES,
    words: { field: "answer", max: ORACLE_MAX_WORDS },
    promptRule:
      "- Answer the question that was asked: name its subject back in the second person, give a direct answer to a decision (yes, not yet, or which of the options), give the coming dates from the facts when it is about timing, then ground it in the chart. Weather, lottery numbers, medical or legal decisions get a short, honest 'the stars don't do that'.",
  }),
  throwback: kind({
    writerKind: "throwback",
    schema: throwbackSchema,
    compose: composeThrowback,
    voices: VOICES,
    stored: "throwback",
  }),
  "moon-phase-note": kind({
    writerKind: "moon-phase-note",
    schema: moonPhaseNoteSchema,
    compose: composeMoonPhaseNote,
    voices: VOICES,
    words: { field: "note", ...MOON_PHASE_NOTE_WORDS },
    stored: "moon-phase",
    promptRule:
      "- A Moon Calendar note: one or two plain sentences, at most 35 words, on the phase, its sign and the natal house's area of life; no degrees, no clock times, no dates (the page shows them).",
  }),
  personality: kind({
    writerKind: "personality",
    schema: personalitySchema,
    compose: composePersonality,
    voices: VOICES,
    stored: "personality",
  }),
  // The card's character limits are the page's too: DAILY_DOSE_LIMITS in src/contracts/daily-dose.ts.
  "daily-dose": kind({
    writerKind: "daily-dose",
    schema: dailyDoseSchema,
    compose: ({ avoid, ...facts }: DailyDoseFacts & DailyDoseOptions, voice: Voice, seed: string) =>
      composeDailyDose(facts, voice, seed, { avoid }),
    voices: VOICES,
    modelFacts: ({ avoid: _avoid, ...facts }) => facts,
  }),
} as const;

export type TextKindName = keyof typeof TEXT_KINDS;
type EntryOf<K extends TextKindName> = (typeof TEXT_KINDS)[K];
/** The facts a kind is written from. */
export type FactsOf<K extends TextKindName> = Parameters<EntryOf<K>["compose"]>[0];
/** The text a kind produces. */
export type TextOf<K extends TextKindName> = ReturnType<EntryOf<K>["compose"]>;

/** A kind's entry, typed by its name. */
export function textKind<K extends TextKindName>(name: K): TextKind<FactsOf<K>, TextOf<K>> {
  return TEXT_KINDS[name] as unknown as TextKind<FactsOf<K>, TextOf<K>>;
}

/** The built-in writer: a kind's composer on its facts. */
export function composeText<K extends TextKindName>(
  name: K,
  facts: FactsOf<K>,
  voice: Voice,
  seed: string,
): TextOf<K> {
  return textKind(name).compose(facts, voice, seed);
}
