import { describe, expect, it } from "vitest";
import { composeChartInterpretation } from "./compose/chart-interpretation.ts";
import { composeOracleAnswer } from "./compose/oracle-answer.ts";
import { composePersonality, PERSONALITY_FIELDS } from "./compose/personality.ts";
import { VOICES } from "./facts.ts";
import { SAMPLE_QUESTIONS } from "./testing/compose-all.ts";
import { VERDICT_QUESTIONS } from "./testing/independent.ts";
import { randomNatal, transitsFor } from "./testing/random-facts.ts";
import { READER_MIN_TEXTS, ReaderTally } from "./testing/reader-check.ts";

// Issue 28, grammar checked like a reader would (see reader-check.test.ts): the chart
// interpretation's list items (where "They" started without a subject), the personality analysis
// (where "tug-of-rope" sat) and the Oracle's verdict-first answers.
describe("grammar checked like a reader would: chart lists, personality, the Oracle", () => {
  it("finds no seam in 10,000 list items, 10,000 personality texts and 1,000 Oracle answers", () => {
    const tally = new ReaderTally();
    const questions = [...VERDICT_QUESTIONS, ...SAMPLE_QUESTIONS];
    for (let i = 0; i < 700; i++) {
      const natal = randomNatal(`reader-chart-${i}`, i % 7 === 0 ? { timeKnown: false } : undefined);
      const date = new Date(Date.UTC(2017, 0, 1) + i * 86_400_000 * 5).toISOString().slice(0, 10);
      for (const voice of VOICES) {
        const seed = `reader-chart-${i}`;
        if (i < 700) {
          const chart = composeChartInterpretation({ natal }, voice, seed);
          for (const item of [...chart.strengths, ...chart.challenges, ...chart.lifeThemes])
            tally.check("chart lists", item, `${seed} ${voice}`);
        }
        if (i < 360) {
          const p = composePersonality({ natal }, voice, seed);
          for (const field of PERSONALITY_FIELDS) tally.check("personality", p[field], `${seed} ${voice}`);
        }
        if (i >= 500) continue;
        const question = questions[i % questions.length] as string;
        const answer = composeOracleAnswer(
          {
            question,
            natal,
            transits: transitsFor(natal, date),
            dateLocal: date,
            timeZone: "Europe/Brussels",
          },
          voice,
          seed,
        ).answer;
        tally.check("oracle", answer, `${seed} ${voice} ${question}`);
      }
    }
    expect(tally.findings).toEqual([]);
    expect(tally.texts.get("chart lists")).toBeGreaterThanOrEqual(READER_MIN_TEXTS);
    expect(tally.texts.get("personality")).toBeGreaterThanOrEqual(READER_MIN_TEXTS);
    expect(tally.texts.get("oracle")).toBe(1000);
  }, 240_000);
});
