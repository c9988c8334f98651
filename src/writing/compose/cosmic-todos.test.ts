import { describe, expect, it } from "vitest";
import { consecutiveDates, randomNatal, skyFor, transitsFor } from "../testing/random-facts.ts";
import { composeCosmicTodos } from "./cosmic-todos.ts";

describe("composeCosmicTodos", () => {
  it("returns exactly five tasks with stable ids and non-empty title and explanation", () => {
    for (let i = 0; i < 100; i++) {
      const date = consecutiveDates("2024-05-01", 100)[i] as string;
      const natal = randomNatal(`todo-${i}`);
      const facts = { natal, transits: transitsFor(natal, date), sky: skyFor(date) };
      for (const voice of ["normal", "roast"] as const) {
        const { todos } = composeCosmicTodos(facts, voice, `u|${date}`);
        expect(todos).toHaveLength(5);
        expect(todos.map((t) => t.id)).toEqual([1, 2, 3, 4, 5].map((n) => `${date}-${n}`));
        for (const t of todos) {
          expect(t.title.trim().length).toBeGreaterThan(0);
          expect(t.explanation.trim().length).toBeGreaterThan(0);
        }
        expect(new Set(todos.map((t) => t.title)).size).toBe(5);
      }
    }
  });

  it("still returns five tasks on a day without transits", () => {
    const natal = randomNatal("quiet");
    const { todos, basis } = composeCosmicTodos(
      { natal, transits: [], sky: skyFor("2026-01-01") },
      "roast",
      "s",
    );
    expect(todos).toHaveLength(5);
    expect(basis.some((b) => b.kind === "moon")).toBe(true);
  });

  it("grounds tasks in the day's transits and the Moon", () => {
    const natal = randomNatal("grounded", { timeKnown: true });
    const date = "2026-09-09";
    const { todos, basis } = composeCosmicTodos(
      { natal, transits: transitsFor(natal, date), sky: skyFor(date) },
      "normal",
      "s",
    );
    expect(basis.filter((b) => b.kind === "transit").length).toBeGreaterThanOrEqual(2);
    expect(todos.some((t) => /Moon is in|Moon in/.test(t.explanation))).toBe(true);
  });
});
