/**
 * Public API of the writing engine (pure: no I/O, no clock, no environment, no Math.random).
 * Every composer takes (facts, voice, seed) and returns plain JSON with a `basis`: the facts the
 * text rests on. Voice rules, variety and grounding: docs/writing.md.
 *
 * The one entry for code outside src/writing (scripts/boundaries.ts holds it): what is not exported
 * here is the engine's own. Tests, scripts and bench also have ./testing/index.ts, the measuring
 * helpers; the engine's own tests import its files directly.
 */

export { MONTH_NAMES, WEEKDAY_NAMES } from "./calendar.ts";

export {
  composeChartBlurbs,
  composeChartInterpretation,
} from "./compose/chart-interpretation.ts";

export { composeCompatibility } from "./compose/compatibility.ts";

export { composeCosmicTodos } from "./compose/cosmic-todos.ts";
export type { DailyDoseFacts } from "./compose/daily-dose.ts";
export { composeDailyDose } from "./compose/daily-dose.ts";

export { composeDailyHoroscope } from "./compose/daily-horoscope.ts";
export type { RecentDay } from "./compose/memory.ts";

export { composeOracleAnswer, ORACLE_TOPICS } from "./compose/oracle-answer.ts";

export { composePersonality, PERSONALITY_FIELDS } from "./compose/personality.ts";

export { composePlanetInterpretation } from "./compose/planet-interpretation.ts";

export {
  composeBigThreeSnapshot,
  composeSignPairLine,
  composeSignQuote,
  composeSkyThrowback,
  composeVoiceComparison,
} from "./compose/social-visuals.ts";

export { composeThrowback } from "./compose/throwback.ts";

export { todayBrief } from "./compose/today-brief.ts";

export { composeTransitDescription } from "./compose/transit-description.ts";
export type { ChartPoint } from "./content/points.ts";
export * from "./facts.ts";

export {
  collectStrings,
  findGuardHits,
  GUARD_SUMMARY,
  passesGuard,
} from "./guard.ts";
export type { FactsOf, TextKindName, TextOf } from "./kinds.ts";
export { composeText, TEXT_KINDS, textKind } from "./kinds.ts";

export { transitPhaseAt } from "./phase.ts";
export { mulberry32 } from "./rng.ts";
export type { Lang, Screening } from "./safety.ts";
export { CRISIS_KINDS, careAnswer, NO_READING_KINDS, screenFreeText } from "./safety.ts";
export * from "./schemas.ts";
export { formatDateWithYear, localDateOf, POINT_NAME, SIGN_NAME, weekdayOf } from "./text.ts";
