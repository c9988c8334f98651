import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { TransitsResponse } from "#contracts/transits";
import { transitCoverage, transits } from "#server/db/schema";
import { storeCalculated } from "#server/repositories/transits";
import { fileTestApp } from "#server/test-support/test-app";
import { memberWithChart } from "#server/test-support/users";

/**
 * GET /api/transits serves stored passes and runs the engine only over the part of its window the
 * coverage record does not hold. What it answers must be what calculating the whole window on
 * every read (the behaviour before the coverage record) answers after the same reads.
 */

const NOW = new Date("2026-11-22T09:00:00Z");
const DAY_MS = 86_400_000;
const t = fileTestApp({ now: NOW });

const premium = { subscriptionTier: "premium", subscriptionStatus: "active" } as const;
const premiumMember = () => memberWithChart(t, premium, NOW);

async function read(cookie: string, query: string): Promise<string> {
  const response = await t.app.inject({ method: "GET", url: `/api/transits?${query}`, headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
}

const coverageOf = (userId: number) =>
  t.ctx.db
    .select({ start: transitCoverage.startsAt, end: transitCoverage.endsAt })
    .from(transitCoverage)
    .where(eq(transitCoverage.userId, userId));
const forgetCoverage = (userId: number) =>
  t.ctx.db.delete(transitCoverage).where(eq(transitCoverage.userId, userId));

/** The bodies with each transit id replaced by its rank among the user's ids (two users' ids differ). */
function withRankedIds(bodies: string[]): TransitsResponse[] {
  const parsed = bodies.map((body) => JSON.parse(body) as TransitsResponse);
  const ids = [...new Set(parsed.flatMap((body) => body.transits.map((x) => x.id)))].sort((a, b) => a - b);
  const rank = new Map(ids.map((id, i) => [id, i]));
  return parsed.map((body) => ({
    ...body,
    transits: body.transits.map((x) => ({ ...x, id: rank.get(x.id) ?? -1 })),
  }));
}

describe("the transit coverage record", () => {
  it("answers cold, warm and partly covered reads exactly as calculating the whole window each time", async () => {
    const stored = await premiumMember();
    const whole = await premiumMember();
    // A week, the same week again, one day after it, two weeks (uncovered on both sides of that
    // day), and the next day's 30 days (the clock moves on).
    const steps: { query: string; now?: Date }[] = [
      { query: "days=7" },
      { query: "days=7" },
      { query: "date=2026-12-01" },
      { query: "days=14" },
      { query: "days=30", now: new Date(NOW.getTime() + DAY_MS) },
    ];
    const fromStorage: string[] = [];
    const recalculated: string[] = [];
    for (const step of steps) {
      t.setNow(step.now ?? NOW);
      fromStorage.push(await read(stored.cookie, step.query));
      // The reference: no coverage, so the whole window is calculated as before.
      await forgetCoverage(whole.user.id);
      recalculated.push(await read(whole.cookie, step.query));
    }
    t.setNow(NOW);

    // A warm read is byte for byte the cold one.
    expect(fromStorage[1]).toBe(fromStorage[0]);
    // Every read answers what the whole-window calculation answers (ids are each user's own).
    expect(withRankedIds(fromStorage)).toEqual(withRankedIds(recalculated));
    expect(JSON.parse(fromStorage[4] ?? "{}").transits.length).toBeGreaterThan(10);
    // The same passes are stored, and the coverage is one stretch: the 30 days from the second day,
    // joined with the first week's first day.
    const count = (userId: number) => t.ctx.db.$count(transits, eq(transits.userId, userId));
    expect(await count(stored.user.id)).toBe(await count(whole.user.id));
    const last = JSON.parse(fromStorage[4] ?? "{}") as TransitsResponse;
    const first = JSON.parse(fromStorage[0] ?? "{}") as TransitsResponse;
    expect(await coverageOf(stored.user.id)).toEqual([
      { start: new Date(first.range.start), end: new Date(last.range.end) },
    ]);

    // A byte-identical re-read after the coverage is forgotten: the partial reads missed nothing.
    const before = await count(stored.user.id);
    await forgetCoverage(stored.user.id);
    t.setNow(new Date(NOW.getTime() + DAY_MS));
    expect(await read(stored.cookie, "days=30")).toBe(fromStorage[4]);
    t.setNow(NOW);
    expect(await count(stored.user.id)).toBe(before);
  }, 90_000);

  it("reads a covered window from storage without calculating it again", async () => {
    const { user, cookie } = await premiumMember();
    const cold = JSON.parse(await read(cookie, "days=7")) as TransitsResponse;
    const dropped = cold.transits[0]?.id ?? -1;
    // A stored pass removed behind the service's back stays gone while the window is covered…
    await t.ctx.db.delete(transits).where(eq(transits.id, dropped));
    const warm = JSON.parse(await read(cookie, "days=7")) as TransitsResponse;
    expect(warm.transits.map((x) => x.id)).toEqual(
      cold.transits.map((x) => x.id).filter((id) => id !== dropped),
    );
    // …and comes back (under a new id) once the coverage is forgotten.
    await forgetCoverage(user.id);
    const again = JSON.parse(await read(cookie, "days=7")) as TransitsResponse;
    expect(again.transits).toHaveLength(cold.transits.length);
  });

  it("reads a stored window whose descriptions are still pending without writing anything", async () => {
    // No job worker runs here, so every description the first read queues stays pending.
    const { cookie } = await premiumMember();
    const first = await read(cookie, "days=30");
    const body = JSON.parse(first) as TransitsResponse;
    expect(body.transits.some((x) => x.status === "pending")).toBe(true);
    const writes = t.ctx.database.writes;
    const before = writes.generation;
    try {
      // Past the kept answer's life, so the service reads the stored rows again.
      t.setNow(new Date(NOW.getTime() + 5_000));
      const again = await read(cookie, "days=30");
      expect(writes.generation).toBe(before);
      expect((JSON.parse(again) as TransitsResponse).transits.map((x) => [x.id, x.status])).toEqual(
        body.transits.map((x) => [x.id, x.status]),
      );
    } finally {
      t.setNow(NOW);
    }
  });

  it("stores each pass and the coverage once when two reads calculate the same window together", async () => {
    const { user, cookie } = await premiumMember();
    const [a, b] = await Promise.all([read(cookie, "days=30"), read(cookie, "days=30")]);
    expect(a).toBe(b);
    const [row] = await t.ctx.db
      .select({
        n: sql<number>`count(*)::int`,
        passes: sql<number>`count(distinct (${transits.transiting}, ${transits.natal}, ${transits.aspect}, ${transits.passKey}))::int`,
      })
      .from(transits)
      .where(eq(transits.userId, user.id));
    expect(row?.n).toBeGreaterThan(10);
    expect(row?.n).toBe(row?.passes);
    const body = JSON.parse(a) as TransitsResponse;
    expect(await coverageOf(user.id)).toEqual([
      { start: new Date(body.range.start), end: new Date(body.range.end) },
    ]);
  });

  it("stores nothing calculated from a chart that changed meanwhile", async () => {
    const { user } = await premiumMember();
    const span = { start: NOW, end: new Date(NOW.getTime() + DAY_MS) };
    const row = {
      userId: user.id,
      transiting: "mars",
      natal: "sun",
      aspect: "square",
      passKey: "k",
      pass: 1,
      passCount: 1,
      entersAt: span.start,
      leavesAt: span.end,
      targetLongitude: 10,
      minOrb: 0,
      retrograde: false,
      impact: "high" as const,
      impactScore: 1,
      category: "general",
    };
    expect(await storeCalculated(t.ctx.db, user.id, user.textsVersion - 1, [row], [span])).toBeNull();
    expect(await t.ctx.db.$count(transits, eq(transits.userId, user.id))).toBe(0);
    expect(await coverageOf(user.id)).toEqual([]);
    expect(await storeCalculated(t.ctx.db, user.id, user.textsVersion, [row], [span])).toEqual({
      inserted: 1,
    });
    expect(await coverageOf(user.id)).toEqual([span]);
  });
});
