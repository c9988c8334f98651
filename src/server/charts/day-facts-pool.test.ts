import { afterAll, describe, expect, it } from "vitest";
import { castChart } from "./chart-store.ts";
import { computeDayFacts, type DayFacts } from "./day-facts.ts";
import { createDayFactsPool } from "./day-facts-pool.ts";

const chart = castChart({
  date: "1990-03-14",
  time: "08:30",
  timeKnown: true,
  zone: "Europe/Brussels",
  latDeg: 50.85,
  lonDeg: 4.35,
});

describe("day-facts pool", () => {
  const pool = createDayFactsPool({ workers: 2, memory: 2 });
  afterAll(() => pool.close());

  it("answers from its worker threads exactly what the same computation gives in-process", async () => {
    const days = ["2026-11-28", "2026-11-29", "2026-12-21"];
    const answers = await Promise.all(days.map((date) => pool.compute(chart, date, "Europe/Brussels")));
    days.forEach((date, i) => {
      expect(answers[i]).toEqual(computeDayFacts(chart, date, "Europe/Brussels"));
    });
    expect(answers[0]?.transits.length).toBeGreaterThan(0);
  });

  it("gives each zone its own sky and keeps a remembered day's sky as it was", async () => {
    const brussels = await pool.compute(chart, "2026-11-28", "Europe/Brussels");
    const tokyo = await pool.compute(chart, "2026-11-28", "Asia/Tokyo");
    expect(tokyo.sky.timeZone).toBe("Asia/Tokyo");
    expect(tokyo.sky.positions).not.toEqual(brussels.sky.positions);
    const local = computeDayFacts(chart, "2026-11-28", "UTC");
    local.sky.positions.length = 0;
    expect(computeDayFacts(chart, "2026-11-28", "UTC").sky.positions.length).toBeGreaterThan(0);
  });

  it("keeps the engine's argument errors as they are", async () => {
    await expect(pool.compute(chart, "2500-01-01", "UTC")).rejects.toBeInstanceOf(RangeError);
  });

  it("remembers a result under its key, forgets a failure and the oldest beyond its size", async () => {
    let runs = 0;
    const work = () => {
      runs += 1;
      return pool.compute(chart, "2026-11-28", "UTC");
    };
    const first = await pool.remember("a", work);
    expect(await pool.recall("a")).toBe(first);
    await expect(pool.remember("b", () => Promise.reject(new Error("no")))).rejects.toThrow("no");
    expect(pool.recall("b")).toBeUndefined();
    await pool.remember("c", work);
    await pool.remember("d", work);
    expect(pool.recall("a")).toBeUndefined();
    expect(runs).toBe(3);
  });

  it("refuses work once closed", async () => {
    const closing = createDayFactsPool({ workers: 1 });
    const facts: DayFacts = await closing.compute(chart, "2026-11-28", "UTC");
    expect(facts.natal.placements.length).toBeGreaterThan(0);
    await closing.close();
    await expect(closing.compute(chart, "2026-11-28", "UTC")).rejects.toThrow(/closed/);
  });
});
