/**
 * zod schemas of every text the writer produces. The built-in composers' outputs satisfy them
 * (tested), and the LLM path validates a model's reply against the same schema before using it.
 */
import { z } from "zod";
import { ORACLE_TOPICS } from "./content/oracle.ts";
import { ANGLES, ASPECT_TYPES, MOON_PHASES, PLANETS, SIGNS } from "./facts.ts";

const text = z.string().trim().min(1);
const point = z.enum([...PLANETS, ...ANGLES]);
const sign = z.enum(SIGNS);
const aspect = z.enum(ASPECT_TYPES);

const basisItemSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("placement"),
    body: point,
    sign,
    house: z.number().int().min(1).max(12).nullable(),
    retrograde: z.boolean(),
  }),
  z.object({ kind: z.literal("aspect"), a: point, b: point, aspect, orbDeg: z.number() }),
  z.object({
    kind: z.literal("transit"),
    transiting: z.enum(PLANETS),
    natal: point,
    aspect,
    orbDeg: z.number(),
    exact: z.string(),
    phase: z.enum(["applying", "exact-today", "separating", "over"]).optional(),
    inOrbFrom: z.string().optional(),
    inOrbUntil: z.string().optional(),
  }),
  z.object({
    kind: z.literal("moon"),
    sign,
    phase: z.enum(MOON_PHASES),
    house: z.number().int().min(1).max(12).nullable(),
  }),
  z.object({
    kind: z.literal("sky"),
    body: z.enum(PLANETS),
    sign,
    retrograde: z.boolean(),
    event: z.enum(["ingress", "station"]).optional(),
    exact: z.string().optional(),
  }),
  z.object({
    kind: z.literal("sky-aspect"),
    a: z.enum(PLANETS),
    b: z.enum(PLANETS),
    aspect,
    exact: z.string(),
  }),
  z.object({ kind: z.literal("synastry"), a: point, b: point, aspect, orbDeg: z.number() }),
  z.object({
    kind: z.literal("lucky"),
    number: z.number().int().min(1).max(30),
    body: z.enum(PLANETS),
    sign,
    degree: z.number().min(0).max(30),
  }),
]);

/** Basis is optional in a model's reply: the server keeps the facts' own basis when it is missing. */
const basis = z.array(basisItemSchema).default([]);

export const planetInterpretationSchema = z.object({ interpretation: text, basis });

export const chartInterpretationSchema = z.object({
  interpretation: text,
  strengths: z.array(text),
  challenges: z.array(text),
  lifeThemes: z.array(text),
  basis,
});

export const chartBlurbsSchema = z.object({ bigThree: text, elements: text, aspects: text, basis });

export const dailyHoroscopeSchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  content: text,
  loveInsight: text.optional(),
  careerInsight: text.optional(),
  wellnessInsight: text.optional(),
  luckyNumber: z.number().int().min(1).max(30).optional(),
  basis,
});

/** Today's shape (todayBrief): a headline of at most 12 words and three short lines. */
export const todayBriefSchema = z.object({
  headline: text.refine((s) => s.split(/\s+/).length <= 12, "at most 12 words"),
  do: text,
  avoid: text,
  watch: text,
});

const cosmicTodoSchema = z.object({ id: text, title: text, explanation: text });

export const cosmicTodosSchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  todos: z.array(cosmicTodoSchema).length(5),
  basis,
});

export const transitDescriptionSchema = z.object({ description: text, basis });

const score = z.number().int().min(0).max(100);
const block = { score, description: text, examples: z.array(text) };

export const compatibilitySchema = z.object({
  romantic: z.object({ ...block, strengths: z.array(text), challenges: z.array(text) }),
  sexual: z.object({ ...block, chemistry: z.array(text), dynamics: z.array(text) }),
  friendship: z.object({ ...block, commonInterests: z.array(text), supportStyle: z.array(text) }),
  work: z.object({ ...block, collaboration: z.array(text), roles: z.array(text) }),
  basis,
});

export const oracleAnswerSchema = z.object({ topic: z.enum(ORACLE_TOPICS), answer: text, basis });

export const moonPhaseNoteSchema = z.object({ note: text, basis });

export const throwbackSchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  content: text,
  basis,
});

export const personalitySchema = z.object({
  corePersonality: text,
  strengths: text,
  challenges: text,
  loveAndRelationships: text,
  careerAndSuccess: text,
  moneyAndWealth: text,
  friendshipAndSocial: text,
  familyAndHome: text,
  healthAndWellbeing: text,
  spiritualityAndGrowth: text,
  communicationStyle: text,
  learningStyle: text,
  lifePurpose: text,
  naturalTalents: text,
  basis,
});

export const dailyDoseSchema = z.object({ astroFact: text, callToAction: text, basis });
