import { describe, expect, it } from "vitest";
import { consecutiveDates, randomNatal, skyFor, transitsFor } from "../testing/random-facts.ts";
import { composeCosmicTodos, TODO_COOLDOWN_DAYS } from "./cosmic-todos.ts";
import type { RecentDay } from "./memory.ts";

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

  it("never repeats a title within seven days for a daily reader and shows ≥ 120 distinct titles in 30 days", () => {
    for (const voice of ["normal", "roast"] as const) {
      for (const chart of ["erin", "finn", "gaia"]) {
        const natal = randomNatal(chart, { timeKnown: chart !== "gaia" });
        const recent: RecentDay[] = [];
        const lastSeen = new Map<string, number>();
        const all: string[] = [];
        consecutiveDates("2026-07-01", 30).forEach((date, day) => {
          const { todos, basis } = composeCosmicTodos(
            { natal, transits: transitsFor(natal, date), sky: skyFor(date), recent: [...recent] },
            voice,
            `${chart}|${date}`,
          );
          for (const t of todos) {
            const last = lastSeen.get(t.title);
            if (last !== undefined)
              expect(day - last, `${voice} ${chart} ${date} ${t.title}`).toBeGreaterThan(TODO_COOLDOWN_DAYS);
            lastSeen.set(t.title, day);
            all.push(t.title);
          }
          recent.push({ date, texts: todos.map((t) => t.title), basis });
        });
        expect(new Set(all).size, `${voice} ${chart}`).toBeGreaterThanOrEqual(120);
      }
    }
  });

  it("personalises the list: two charts on the same day rarely share a title", () => {
    const date = "2026-10-10";
    let shared = 0;
    let total = 0;
    for (let i = 0; i < 40; i++) {
      const lists = [`p${i}`, `q${i}`].map((seed) => {
        const natal = randomNatal(seed);
        return composeCosmicTodos(
          { natal, transits: transitsFor(natal, date), sky: skyFor(date) },
          "normal",
          seed,
        ).todos.map((t) => t.title);
      });
      total += 5;
      shared += (lists[0] ?? []).filter((t) => (lists[1] ?? []).includes(t)).length;
    }
    expect(shared / total).toBeLessThan(0.2);
  });

  it("writes the list in the roast voice too, with the same ids", () => {
    const natal = randomNatal("roasted", { timeKnown: true });
    const facts = { natal, transits: transitsFor(natal, "2026-09-09"), sky: skyFor("2026-09-09") };
    const normal = composeCosmicTodos(facts, "normal", "s");
    const roast = composeCosmicTodos(facts, "roast", "s");
    expect(roast.todos.map((t) => t.id)).toEqual(normal.todos.map((t) => t.id));
    expect(roast.todos.map((t) => t.title)).not.toEqual(normal.todos.map((t) => t.title));
  });
});
