import { localDateOf } from "#astro/index";
import { ERROR_MESSAGES } from "#contracts/errors";
import { ORACLE_MESSAGES, type OracleEntry, type PersonalityAnalysis } from "#contracts/insights";
import { natalFacts } from "#server/charts/chart-facts";
import { chartOrConflict } from "#server/charts/chart-store";
import { skyOfDay, transitsOfDay, upcomingTransits } from "#server/charts/sky";
import type { OracleQuestionRow, UserRow } from "#server/db/schema";
import { forbidden, type HttpError, tooManyRequests } from "#server/errors";
import type { CareOpinion } from "#server/platform/llm";
import { isPremium } from "#server/platform/policy";
import type { UserContext } from "#server/platform/request-context";
import { readText, writeText } from "#server/platform/texts/read-text";
import { findQuestionOn, insertQuestionOnce, listQuestions } from "#server/repositories/oracle-questions";
import {
  CRISIS_KINDS,
  careAnswer,
  type Lang,
  NO_READING_KINDS,
  type Screening,
  screenFreeText,
  type Voice,
} from "#writing/index";

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
 * The care screen's reading of a question, with the model's second opinion when one is
 * configured: the second opinion can only add care, never take it away.
 */
async function screenQuestion(ctx: UserContext["app"], question: string): Promise<Screening> {
  const embedded = screenFreeText(question);
  if (embedded.kind === "crisis") return embedded;
  const opinion = await ctx.writer.secondOpinion(question);
  if (!opinion || opinion.outcome === "ok") return embedded;
  const lang = "lang" in embedded ? embedded.lang : undefined;
  const fromModel = screeningFromOpinion(opinion, lang);
  return CARE_RANK[fromModel.kind] > CARE_RANK[embedded.kind] ? fromModel : embedded;
}

const CARE_RANK: Readonly<Record<Screening["kind"], number>> = {
  crisis: 3,
  "no-reading": 2,
  unclear: 1,
  "out-of-scope": 0,
  ok: 0,
};

function screeningFromOpinion(opinion: CareOpinion, lang: Lang | undefined): Screening {
  const withLang = lang ? { lang } : {};
  switch (opinion.outcome) {
    case "crisis": {
      const kind = CRISIS_KINDS.find((k) => k === opinion.kind) ?? "self-harm";
      return { kind: "crisis", crisis: kind, ...withLang };
    }
    case "no-reading": {
      const reason = NO_READING_KINDS.find((k) => k === opinion.kind) ?? "diagnosis";
      return { kind: "no-reading", reason, ...withLang };
    }
    case "unclear":
      return { kind: "unclear", ...withLang };
    default:
      return { kind: "ok" };
  }
}

/**
 * POST /api/ask-oracle: answers from the chart and the day's transits, one question per local
 * day. The unique (user, day) index decides between concurrent askers: exactly one is stored, the
 * others get 429 — so the limit holds without a lock, at the price of a wasted answer for them.
 *
 * Care comes first (docs/decisions/023-care-screen.md): the screen reads the question before the
 * plan check, the daily limit, the birth chart and any writer, so a free user or someone who has
 * already asked today still gets help, and a care reply never spends the day's question.
 */
export async function askOracle(
  rc: UserContext,
  input: { question: string; roastMode: boolean },
): Promise<OracleEntry> {
  const { app: ctx, user, log } = rc;
  const screening = await screenQuestion(ctx, input.question);
  const voice: Voice = input.roastMode ? "roast" : "normal";
  // The national line follows where the person lives now (their time zone setting), else the birth
  // place's zone; 112 and findahelpline.com stand anyway.
  const care = careAnswer(screening, voice, { timeZone: user.timezone, birthTimeZone: user.birthTimezone });
  if (screening.kind !== "ok" && care) {
    // What kind, never the words: the question is the person's own.
    log.warn(
      {
        care: screening.kind,
        ...("crisis" in screening ? { crisis: screening.crisis } : {}),
        ...("reason" in screening ? { reason: screening.reason } : {}),
        ...("lang" in screening ? { lang: screening.lang } : {}),
      },
      "oracle question answered without a reading",
    );
    return {
      id: 0,
      question: input.question,
      answer: care.answer,
      ...(care.help ? { help: care.help } : {}),
      // Only "the stars don't do that" takes the voice; care replies are never roasted.
      roastMode: screening.kind === "out-of-scope" ? input.roastMode : false,
      createdAt: ctx.now().toISOString(),
      topic: "general",
      basis: [],
      safety: screening.kind,
    };
  }
  // The plan check after the screen: the route is open to every signed-in user for this reason.
  if (!isPremium(user, ctx.now())) {
    throw forbidden(ERROR_MESSAGES.premium_required, { code: "premium_required" });
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
  const { value, source } = await writeText(ctx, "oracle-answer", facts, voice, `${user.id}|oracle|${today}`);
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
  const chart = await chartOrConflict(ctx, user, PERSONALITY_NO_CHART);
  // A premium route, so the roast check of readText always passes here.
  const analysis = await readText(rc, "personality", {
    key: "natal",
    roastMode,
    seed: `${user.id}|personality`,
    facts: () => ({ natal: natalFacts(chart) }),
    complete: (text): PersonalityAnalysis => ({ ...text, generatedAt: ctx.now().toISOString() }),
  });
  return { analysis };
}
