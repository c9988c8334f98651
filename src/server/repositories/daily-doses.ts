import { and, eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { dailyDoses } from "#server/db/schema";
import { returnedRow } from "./rows.ts";

export type DailyDoseRow = typeof dailyDoses.$inferSelect;

/** Counts a press in one atomic upsert: concurrent presses get different numbers. */
export async function countPress(db: Db, userId: number): Promise<DailyDoseRow> {
  const rows = await db
    .insert(dailyDoses)
    .values({ userId, presses: 1 })
    .onConflictDoUpdate({ target: dailyDoses.userId, set: { presses: sql`${dailyDoses.presses} + 1` } })
    .returning();
  return returnedRow(rows, "daily_doses upsert");
}

/** Remembers the dose of press number `presses`, unless a later press has claimed a number since. */
export async function rememberDose(
  db: Db,
  userId: number,
  presses: number,
  dose: { astroFact: string; callToAction: string },
  now: Date,
): Promise<void> {
  await db
    .update(dailyDoses)
    .set({ astroFact: dose.astroFact, callToAction: dose.callToAction, updatedAt: now })
    .where(and(eq(dailyDoses.userId, userId), eq(dailyDoses.presses, presses)));
}
