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
export type { ChartBlurbs, ChartFacts, ChartInterpretation } from "./compose/chart-interpretation.ts";
export {
  chartBalance,
  composeChartBlurbs,
  composeChartInterpretation,
} from "./compose/chart-interpretation.ts";
export type { Compatibility } from "./compose/compatibility.ts";
export { composeCompatibility } from "./compose/compatibility.ts";
export type { CosmicTodo, CosmicTodos, CosmicTodosFacts } from "./compose/cosmic-todos.ts";
export { composeCosmicTodos, TODOS_PER_DAY } from "./compose/cosmic-todos.ts";
export type { DailyDose, DailyDoseFacts } from "./compose/daily-dose.ts";
export { composeDailyDose } from "./compose/daily-dose.ts";
export type { DailyHoroscope, DailyHoroscopeFacts } from "./compose/daily-horoscope.ts";
export { composeDailyHoroscope } from "./compose/daily-horoscope.ts";
export type { RecentDay } from "./compose/memory.ts";
export type { OracleAnswer, OracleFacts, OracleTopic } from "./compose/oracle-answer.ts";
export { composeOracleAnswer, detectOracleTopic, ORACLE_TOPICS } from "./compose/oracle-answer.ts";
export type { Personality, PersonalityFacts, PersonalityField } from "./compose/personality.ts";
export { composePersonality, PERSONALITY_FIELDS } from "./compose/personality.ts";
export type { PlanetInterpretation, PlanetInterpretationFacts } from "./compose/planet-interpretation.ts";
export { composePlanetInterpretation, PLANET_INTERPRETATION_WORDS } from "./compose/planet-interpretation.ts";
export type { PointInterpretation, PointInterpretationFacts } from "./compose/point-interpretation.ts";
export { POINT_INTERPRETATION_WORDS } from "./compose/point-interpretation.ts";
export type {
  BigThreeSnapshot,
  SignPairLine,
  SignQuote,
  SkyThrowback,
  VoiceComparison,
} from "./compose/social-visuals.ts";
export {
  composeBigThreeSnapshot,
  composeSignPairLine,
  composeSignQuote,
  composeSkyThrowback,
  composeVoiceComparison,
  signDistance,
} from "./compose/social-visuals.ts";
export type { Throwback, ThrowbackFacts } from "./compose/throwback.ts";
export { composeThrowback } from "./compose/throwback.ts";
export type { TodayBrief, TodayBriefFacts } from "./compose/today-brief.ts";
export { BRIEF_HEADLINE_MAX_WORDS, todayBrief } from "./compose/today-brief.ts";
export type { TransitDescription, TransitDescriptionFacts } from "./compose/transit-description.ts";
export { composeTransitDescription, TRANSIT_DESCRIPTION_WORDS } from "./compose/transit-description.ts";
export type { ChartPoint } from "./content/points.ts";
export * from "./facts.ts";
export type { GuardHit, GuardTopic } from "./guard.ts";
export {
  collectStrings,
  findGuardHits,
  GUARD_PATTERNS,
  GUARD_SUMMARY,
  GUARD_TOPICS,
  passesGuard,
} from "./guard.ts";
export type { FactsOf, TextKindName, TextOf } from "./kinds.ts";
export { composeText, TEXT_KINDS, textKind } from "./kinds.ts";
export type { PhaseAt } from "./phase.ts";
export { transitPhaseAt } from "./phase.ts";
export { mulberry32 } from "./rng.ts";
export type { CareAnswer, Lang, Screening } from "./safety.ts";
export { CRISIS_KINDS, careAnswer, NO_READING_KINDS, screenFreeText } from "./safety.ts";
export * from "./schemas.ts";
export { formatDateWithYear, localDateOf, POINT_NAME, SIGN_NAME, weekdayOf } from "./text.ts";
