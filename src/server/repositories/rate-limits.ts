import { inArray } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { rateLimits } from "#server/db/schema";

// Counting lives in platform/rate-limit.ts; deleting a user's counters is done here.

export async function deleteRateLimitCounters(db: Db, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.delete(rateLimits).where(inArray(rateLimits.key, keys));
}
