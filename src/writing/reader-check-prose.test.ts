import { describe, expect, it } from "vitest";
import { composeCosmicTodos } from "./compose/cosmic-todos.ts";
import { composeThrowback } from "./compose/throwback.ts";
import { composeTransitDescription } from "./compose/transit-description.ts";
import { VOICES } from "./facts.ts";
import { randomNatal, skyFor, transitsFor } from "./testing/random-facts.ts";
import { READER_MIN_TEXTS, ReaderTally } from "./testing/reader-check.ts";

// Issue 28, grammar checked like a reader would (see reader-check.test.ts): the radar's transit
// descriptions and throwbacks (where degrees and clock times used to sit in the prose) and the
// to-do list, at least 10,000 texts each.
describe("grammar checked like a reader would: radar, throwback, to-dos", () => {
  it("finds no seam in 10,000 radar descriptions and throwbacks and 10,000 to-dos", () => {
    const tally = new ReaderTally();
    for (let i = 0; i < 2500; i++) {
      const natal = randomNatal(`reader-prose-${i}`, i % 7 === 0 ? { timeKnown: false } : undefined);
      const date = new Date(Date.UTC(2018, 0, 1) + i * 86_400_000 * 3).toISOString().slice(0, 10);
      const transits = transitsFor(natal, date);
      const day = { natal, transits, sky: skyFor(date) };
      for (const voice of VOICES) {
        const seed = `reader-prose-${i}`;
        const transit = transits[i % Math.max(1, transits.length)];
        if (transit)
          tally.check(
            "radar and throwback",
            composeTransitDescription({ transit, natal, timeZone: "Europe/Brussels" }, voice, seed)
              .description,
            `${seed} ${voice}`,
          );
        tally.check("radar and throwback", composeThrowback(day, voice, seed).content, `${seed} ${voice}`);
        if (i < 1000)
          for (const todo of composeCosmicTodos(day, voice, seed).todos)
            tally.check("to-dos", `${todo.title}. ${todo.explanation}`, `${seed} ${voice}`);
      }
    }
    expect(tally.findings).toEqual([]);
    expect(tally.texts.get("radar and throwback")).toBeGreaterThanOrEqual(READER_MIN_TEXTS);
    expect(tally.texts.get("to-dos")).toBeGreaterThanOrEqual(READER_MIN_TEXTS);
  }, 240_000);
});
