/**
 * Runs every composer on one random chart (tests only), so property tests can check every text
 * the writer produces.
 */

import { LUNAR_PHASES } from "#astro/constants";
import { composeChartBlurbs, composeChartInterpretation } from "../compose/chart-interpretation.ts";
import { composeCompatibility } from "../compose/compatibility.ts";
import { composeCosmicTodos } from "../compose/cosmic-todos.ts";
import { composeDailyDose } from "../compose/daily-dose.ts";
import { composeDailyHoroscope } from "../compose/daily-horoscope.ts";
import { composeMoonPhaseNote } from "../compose/moon-phase-note.ts";
import { composeOracleAnswer } from "../compose/oracle-answer.ts";
import { composePersonality } from "../compose/personality.ts";
import { composePlanetInterpretation } from "../compose/planet-interpretation.ts";
import { composeThrowback } from "../compose/throwback.ts";
import { composeTransitDescription } from "../compose/transit-description.ts";
import { NATAL_POINTS, type NatalFacts, type Voice } from "../facts.ts";
import { Rng } from "../rng.ts";
import { randomNatal, randomSynastry, skyFor, transitsFor } from "./random-facts.ts";
import { schemaCheck } from "./schema-check.ts";

export const SAMPLE_QUESTIONS = [
  "Will my crush text me back this week?",
  "Should I ask my boss for a promotion?",
  "How can I save more money this year?",
  "I keep feeling tired, what should I do?",
  "How do I talk to my mother about moving out?",
  "Should I take the offer or not?",
  "When is the right time to start my project?",
  "What should I focus on?",
  "Should I move to Berlin or stay in Ghent?",
  "Is it a good idea to adopt a dog this spring?",
  "When will I meet someone new?",
  "Why do I keep procrastinating?",
  "Will my business idea work?",
  "Should I go back to school?",
  "How do I make new friends after moving?",
  "Is Sam the right person for me?",
  "When should I ask for a raise?",
  "Should I sell my car?",
  "What does this year hold for my career?",
  "Can I trust my new business partner?",
];

export interface ComposedSet {
  natal: NatalFacts;
  outputs: Record<string, unknown>;
}

/** Every composer's output for one random chart in one voice. */
export function composeAll(
  seed: string,
  voice: Voice,
  options: { timeKnown?: boolean; question?: string } = {},
): ComposedSet {
  const rng = new Rng(`compose-all|${seed}`);
  const natal = randomNatal(seed, options);
  const date = new Date(Date.UTC(1990, 0, 1) + rng.int(20000) * 86_400_000).toISOString().slice(0, 10);
  const sky = skyFor(date);
  const transits = transitsFor(natal, date);
  const day = { natal, transits, sky };
  const body = rng.pick(
    NATAL_POINTS.filter((b) => natal.timeKnown || (b !== "ascendant" && b !== "midheaven")),
  );
  const s = `${seed}|${voice}`;
  const outputs: Record<string, unknown> = {
    "daily-horoscope": composeDailyHoroscope(day, voice, s),
    "cosmic-todos": composeCosmicTodos(day, voice, s),
    "planet-interpretation": composePlanetInterpretation({ natal, body }, voice, s),
    "chart-interpretation": composeChartInterpretation({ natal }, voice, s),
    "chart-blurbs": composeChartBlurbs({ natal }, voice, s),
    personality: composePersonality({ natal }, voice, s),
    "daily-dose": composeDailyDose(sky, voice, s),
    compatibility: composeCompatibility(randomSynastry(seed, options), voice, s),
    "oracle-answer": composeOracleAnswer(
      {
        question: options.question ?? rng.pick(SAMPLE_QUESTIONS),
        natal,
        transits,
        dateLocal: date,
        moon: { sign: sky.moonSign, phase: sky.moonPhase },
      },
      voice,
      s,
    ),
    throwback: composeThrowback(day, voice, s),
    "moon-phase-note": composeMoonPhaseNote(
      {
        phase: rng.pick(LUNAR_PHASES),
        sign: sky.moonSign,
        house: natal.timeKnown ? 1 + rng.int(12) : null,
      },
      voice,
      s,
    ),
  };
  const transit = transits[rng.int(Math.max(1, transits.length))];
  if (transit) outputs["transit-description"] = composeTransitDescription({ transit, natal }, voice, s);
  return { natal, outputs };
}

export { schemaCheck };
