import { and, asc, eq, gt, gte, lt, lte, sql } from "drizzle-orm";
import type { Database, Db } from "#server/db/client";
import { type TransitRow, transitCoverage, transits, users } from "#server/db/schema";

// The stored passes and the coverage record of which stretches of time they are complete for
// (docs/architecture.md#transit-coverage). They live here, below the features, because the radar
// and the calendar feed read the same list (src/server/charts/transit-forecast.ts); the radar's
// own queries (description status) stay in features/transits/transits.repository.ts.

/**
 * Forgets every transit of a user and the record of which stretches of time they cover (their
 * chart changed; both are recalculated on demand).
 */
export async function deleteUserTransits(db: Db, userId: number): Promise<number> {
  await db.delete(transitCoverage).where(eq(transitCoverage.userId, userId));
  const cleared = await db.delete(transits).where(eq(transits.userId, userId)).returning({ id: transits.id });
  return cleared.length;
}

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
