import { z } from "zod";
import { ORACLE_TOPICS, PERSONALITY_FIELDS } from "#writing/index";
import { ORACLE_MAX_QUESTION_CHARS } from "./constants.ts";
import { proseText } from "./text.ts";

/** Premium insights: Ask the Oracle and Personality Analysis (docs/product.md §13.1, §13.3, §13.4). */

export const ORACLE_MESSAGES = {
  empty: "Please enter a question for the Oracle.",
  tooLong: `Your question can be at most ${ORACLE_MAX_QUESTION_CHARS} characters.`,
  alreadyAsked:
    "You have already asked the Oracle today. You can ask your next question tomorrow at midnight.",
  noBirthData: "The Oracle reads your birth chart. Add your birth date, time and place first.",
} as const;

/** The answers that are not a reading, in the order of their weight. */
const CARE_OUTCOMES = ["crisis", "no-reading", "unclear", "out-of-scope"] as const;

export const askOracleSchema = z.object({
  question: proseText("Your question", ORACLE_MESSAGES.empty)
    .min(1, ORACLE_MESSAGES.empty)
    .max(ORACLE_MAX_QUESTION_CHARS, ORACLE_MESSAGES.tooLong),
  roastMode: z.boolean({ message: "roastMode must be true or false" }).default(false),
});
export type AskOracleInput = z.input<typeof askOracleSchema>;

export const oracleEntrySchema = z.object({
  id: z.number().int(),
  question: z.string(),
  answer: z.string(),
  roastMode: z.boolean(),
  /** ISO UTC. */
  createdAt: z.string(),
  /** What the question was read as being about. */
  topic: z.enum(ORACLE_TOPICS),
  /** The chart facts the answer rests on ("Why this?"). */
  basis: z.array(z.looseObject({ kind: z.string() })),
  /**
   * Set when the question was not read as a question for the stars (docs/decisions/023-care-screen.md):
   * "crisis" (the answer is where to find help, shown above the form), "no-reading" (the stars
   * won't read another's death or illness, grief, pregnancy, medication, a diagnosis or a legal
   * decision), "unclear" (a decision whose object could not be named: no verdict, a question
   * back) or "out-of-scope" (the stars don't do that). Such an answer is not stored and does not
   * use up the day's question.
   */
  safety: z.enum(CARE_OUTCOMES).optional(),
  /** A quiet line pointing to help, shown under a no-reading or unclear answer. */
  help: z.string().optional(),
});
export type OracleEntry = z.infer<typeof oracleEntrySchema>;

/** The 14 themes, in the order the page shows them (the writer's own list). */
export const PERSONALITY_SECTIONS = PERSONALITY_FIELDS;
export type PersonalitySection = (typeof PERSONALITY_SECTIONS)[number];

const personalityAnalysisSchema = z.object({
  /** When this analysis was written (ISO UTC); it is written once per voice. */
  generatedAt: z.string(),
  corePersonality: z.string(),
  strengths: z.string(),
  challenges: z.string(),
  loveAndRelationships: z.string(),
  careerAndSuccess: z.string(),
  moneyAndWealth: z.string(),
  friendshipAndSocial: z.string(),
  familyAndHome: z.string(),
  healthAndWellbeing: z.string(),
  spiritualityAndGrowth: z.string(),
  communicationStyle: z.string(),
  learningStyle: z.string(),
  lifePurpose: z.string(),
  naturalTalents: z.string(),
  basis: z.array(z.looseObject({ kind: z.string() })),
});
export type PersonalityAnalysis = z.infer<typeof personalityAnalysisSchema>;

export const personalityResponseSchema = z.object({ analysis: personalityAnalysisSchema });
