import { localDateOf } from "#astro/index";
import { ORACLE_MESSAGES, type OracleEntry, type PersonalityAnalysis } from "#contracts/insights";
import { natalFacts } from "#server/charts/chart-facts";
import { chartOrConflict } from "#server/charts/chart-store";
import { skyOfDay, transitsOfDay, upcomingTransits } from "#server/charts/sky";
import type { OracleQuestionRow, UserRow } from "#server/db/schema";
import { type HttpError, tooManyRequests } from "#server/errors";
import type { UserContext } from "#server/platform/request-context";
import { getOrCreateText } from "#server/platform/texts/text-store";
import { findQuestionOn, insertQuestionOnce, listQuestions } from "#server/repositories/oracle-questions";
import { composeOracleAnswer } from "#writing/compose/oracle-answer";
import { composePersonality } from "#writing/compose/personality";
import type { Voice } from "#writing/facts";
import { crisisReply, outOfScopeReply, screenFreeText } from "#writing/safety";
import { oracleAnswerSchema, personalitySchema } from "#writing/schemas";

/** Premium insights: Ask the Oracle (one question a local day) and Personality Analysis (docs/product.md §13.1, §15.1). */

const zoneOf = (user: UserRow) => user.timezone ?? "UTC";

export const PERSONALITY_NO_CHART =
  "Your personality analysis reads your birth chart. Add your birth date, time and place first.";

function toEntry(row: OracleQuestionRow): OracleEntry {
  return {
    id: row.id,
    question: row.question,
    answer: row.answer,
    roastMode: row.roastMode,
    createdAt: row.createdAt.toISOString(),
    topic: row.topic as OracleEntry["topic"],
    basis: row.basis as OracleEntry["basis"],
  };
}

function alreadyAsked(): HttpError {
  // The page reads `error`; every other client reads `message` (docs/architecture.md#cross-cutting-rules).
  return tooManyRequests(ORACLE_MESSAGES.alreadyAsked, {
    code: "daily_limit",
    error: ORACLE_MESSAGES.alreadyAsked,
  });
}

/** GET /api/oracle-today: the question asked on the user's local today, or null. */
export async function oracleToday(rc: UserContext): Promise<OracleEntry | null> {
  const { app: ctx, user } = rc;
  const today = localDateOf(ctx.now(), zoneOf(user));
  const row = await findQuestionOn(ctx.db, user.id, today);
  return row ? toEntry(row) : null;
}

/** GET /api/oracle-history: every question, newest first. */
export async function oracleHistory(rc: UserContext): Promise<OracleEntry[]> {
  const { app: ctx, user } = rc;
  const rows = await listQuestions(ctx.db, user.id);
  return rows.map(toEntry);
}

/**
 * POST /api/ask-oracle: answers from the chart and the day's transits, one question per local
 * day. The unique (user, day) index decides between concurrent askers: exactly one is stored, the
 * others get 429 — so the limit holds without a lock, at the price of a wasted answer for them.
 */
export async function askOracle(
  rc: UserContext,
  input: { question: string; roastMode: boolean },
): Promise<OracleEntry> {
  const { app: ctx, user, log } = rc;
  // Safety before anything else, the daily limit included: someone in crisis gets help even after
  // today's question, and the reply never spends it.
  const screening = screenFreeText(input.question);
  if (screening.kind !== "ok") {
    // What kind, never the words: the question is the person's own.
    log.warn({ screening }, "oracle question answered without a reading");
    return {
      id: 0,
      question: input.question,
      answer:
        screening.kind === "crisis"
          ? crisisReply(screening.crisis)
          : outOfScopeReply(screening.reason, input.roastMode ? "roast" : "normal"),
      // A crisis reply is never in the roast voice, whatever was asked for.
      roastMode: screening.kind === "crisis" ? false : input.roastMode,
      createdAt: ctx.now().toISOString(),
      topic: "general",
      basis: [],
      safety: screening.kind,
    };
  }
  const zone = zoneOf(user);
  const today = localDateOf(ctx.now(), zone);
  if (await oracleToday(rc)) throw alreadyAsked();
  const chart = await chartOrConflict(ctx, user, ORACLE_MESSAGES.noBirthData);
  const sky = skyOfDay(today, zone);
  const facts = {
    question: input.question,
    natal: natalFacts(chart),
    transits: transitsOfDay(chart, today, zone),
    dateLocal: today,
    timeZone: zone,
    moon: { sign: sky.moonSign, phase: sky.moonPhase },
    // For questions about timing: the dates that matter in the coming weeks.
    upcoming: upcomingTransits(chart, today, zone),
    // The answer's tense follows each transit's phase at this moment (ADR 032).
    momentUtc: ctx.now().toISOString(),
  };
  const voice: Voice = input.roastMode ? "roast" : "normal";
  const seed = `${user.id}|oracle|${today}`;
  const { value, source } = await ctx.writer.write(
    "oracle-answer",
    facts,
    voice,
    seed,
    oracleAnswerSchema,
    () => composeOracleAnswer(facts, voice, seed),
  );
  const row = await insertQuestionOnce(ctx.db, {
    userId: user.id,
    askedOn: today,
    question: input.question,
    answer: value.answer,
    topic: value.topic,
    roastMode: input.roastMode,
    basis: value.basis,
    source,
    createdAt: ctx.now(),
  });
  if (!row) throw alreadyAsked();
  return toEntry(row);
}

/** GET /api/personality-analysis: the 14 themes, written once per voice and stored. */
export async function personalityAnalysis(
  rc: UserContext,
  { roastMode }: { roastMode: boolean },
): Promise<{ analysis: PersonalityAnalysis }> {
  const { app: ctx, user } = rc;
  const voice: Voice = roastMode ? "roast" : "normal";
  const chart = await chartOrConflict(ctx, user, PERSONALITY_NO_CHART);
  const analysis = await getOrCreateText(
    ctx,
    user,
    { kind: "personality", key: "natal", mode: voice },
    async () => {
      const facts = { natal: natalFacts(chart) };
      const seed = `${user.id}|personality`;
      const { value, source } = await ctx.writer.write(
        "personality",
        facts,
        voice,
        seed,
        personalitySchema,
        () => composePersonality(facts, voice, seed),
      );
      return { value: { ...value, generatedAt: ctx.now().toISOString() }, source };
    },
  );
  return { analysis };
}
