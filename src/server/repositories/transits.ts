import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { transits } from "#server/db/schema";

// The transit feature keeps its own queries (features/transits); what lives here is what the
// shared chart core needs when a chart changes.

/** Forgets every transit of a user (their chart changed; they are recalculated on demand). */
export async function deleteUserTransits(db: Db, userId: number): Promise<void> {
  await db.delete(transits).where(eq(transits.userId, userId));
}
