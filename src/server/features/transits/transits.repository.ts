import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { type TransitRow, transits } from "#server/db/schema";

/**
 * The Transit Radar's own data access: description status and writing. The stored passes and
 * their coverage record are read by more than the radar (the calendar feed), so those queries
 * live in src/server/repositories/transits.ts (docs/architecture.md#transit-coverage).
 */

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
