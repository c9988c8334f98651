import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { stripeEvents } from "#server/db/schema";
import { insertOnce } from "./rows.ts";

export async function isEventRecorded(db: Db, id: string): Promise<boolean> {
  const [seen] = await db.select({ id: stripeEvents.id }).from(stripeEvents).where(eq(stripeEvents.id, id));
  return seen !== undefined;
}

/** Records the event id; false when it was recorded already (a concurrent delivery won). */
export async function recordEventOnce(
  db: Db,
  event: { id: string; type: string; processedAt: Date },
): Promise<boolean> {
  return insertOnce(db, stripeEvents, event);
}
