import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { transitCoverage, transits } from "#server/db/schema";

// The transit feature keeps its own queries (features/transits/transits.repository.ts); what lives
// here is what the shared chart core and the feature both need: forgetting a user's transits.

/**
 * Forgets every transit of a user and the record of which stretches of time they cover (their
 * chart changed; both are recalculated on demand).
 */
export async function deleteUserTransits(db: Db, userId: number): Promise<number> {
  await db.delete(transitCoverage).where(eq(transitCoverage.userId, userId));
  const cleared = await db.delete(transits).where(eq(transits.userId, userId)).returning({ id: transits.id });
  return cleared.length;
}
