import { and, asc, eq, gt, gte, inArray, lt, lte, sql } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { type TransitRow, transitCoverage, transits, users } from "#server/db/schema";

/**
 * The Transit Radar's data access: stored passes, and the coverage record of which stretches of
 * time they are complete for (docs/architecture.md#transit-coverage).
 */

/** A half-open stretch of time [start, end). */
export interface Span {
  start: Date;
  end: Date;
}

export type NewTransit = typeof transits.$inferInsert;

/** The stretches calculated for the user's current chart that overlap `window`, by start. */
export async function coveredSpans(
  db: Database,
  userId: number,
  chartVersion: number,
  window: Span,
): Promise<Span[]> {
  return db
    .select({ start: transitCoverage.startsAt, end: transitCoverage.endsAt })
    .from(transitCoverage)
    .where(
      and(
        eq(transitCoverage.userId, userId),
        eq(transitCoverage.chartVersion, chartVersion),
        lt(transitCoverage.startsAt, window.end),
        gt(transitCoverage.endsAt, window.start),
      ),
    )
    .orderBy(asc(transitCoverage.startsAt));
}

/** Stored transits of the user whose orb window overlaps `window`, by exact time. */
export async function transitsOverlapping(db: Database, userId: number, window: Span): Promise<TransitRow[]> {
  return db
    .select()
    .from(transits)
    .where(
      and(
        eq(transits.userId, userId),
        lt(transits.entersAt, window.end),
        gt(transits.leavesAt, window.start),
      ),
    )
    .orderBy(asc(sql`coalesce(${transits.exactAt}, ${transits.entersAt})`), asc(transits.id));
}

/**
 * Stores freshly calculated passes and records `spans` as covered, in one transaction — unless the
 * chart changed since `chartVersion` was read (then nothing is stored and the answer is null: the
 * passes belong to a chart that is gone). The owner's row is locked for share, so a birth-data
 * change (which locks it for update) waits for this transaction or this one sees its new version.
 * Passes already stored (by an earlier window or a concurrent read) are left alone: the unique
 * pass key with `on conflict do nothing`. Rows go in in the engine's order (by time, the same for
 * every range), so two concurrent inserts take their index locks in the same order. Covered spans
 * that touch a new one are merged into it, so a user who reads every day keeps about one row.
 */
export async function storeCalculated(
  db: Database,
  userId: number,
  chartVersion: number,
  rows: NewTransit[],
  spans: Span[],
): Promise<{ inserted: number } | null> {
  return db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ version: users.textsVersion })
      .from(users)
      .where(eq(users.id, userId))
      .for("share");
    if (owner?.version !== chartVersion) return null;
    let inserted = 0;
    if (rows.length > 0) {
      const ids = await tx.insert(transits).values(rows).onConflictDoNothing().returning({ id: transits.id });
      inserted = ids.length;
    }
    for (const span of spans) await recordCoverage(tx, userId, chartVersion, span);
    return { inserted };
  });
}

/** Adds `span` to the coverage, merged with the stretches it overlaps or touches. */
async function recordCoverage(tx: Database, userId: number, chartVersion: number, span: Span): Promise<void> {
  const touching = and(
    eq(transitCoverage.userId, userId),
    eq(transitCoverage.chartVersion, chartVersion),
    lte(transitCoverage.startsAt, span.end),
    gte(transitCoverage.endsAt, span.start),
  );
  const merged = await tx
    .delete(transitCoverage)
    .where(touching)
    .returning({ start: transitCoverage.startsAt, end: transitCoverage.endsAt });
  const start = Math.min(span.start.getTime(), ...merged.map((m) => m.start.getTime()));
  const end = Math.max(span.end.getTime(), ...merged.map((m) => m.end.getTime()));
  await tx
    .insert(transitCoverage)
    .values({ userId, chartVersion, startsAt: new Date(start), endsAt: new Date(end) })
    .onConflictDoNothing();
}

/** The status of one of the user's transits, or undefined when they have no such transit. */
export async function transitStatusOf(db: Database, userId: number, id: number) {
  const [row] = await db
    .select({ status: transits.status })
    .from(transits)
    .where(and(eq(transits.id, id), eq(transits.userId, userId)));
  return row?.status;
}

/** Marks a transit whose description is not written yet as being written; undefined when gone or done. */
export async function claimTransitForDescription(db: Database, id: number): Promise<TransitRow | undefined> {
  const [claimed] = await db
    .update(transits)
    .set({ status: "processing" })
    .where(and(eq(transits.id, id), inArray(transits.status, ["pending", "processing"])))
    .returning();
  return claimed;
}

export async function saveTransitDescription(db: Database, id: number, description: string): Promise<void> {
  await db.update(transits).set({ status: "done", description }).where(eq(transits.id, id));
}
