import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { DeliveryChannel } from "#contracts/statuses";
import type { Db } from "#server/db/client";
import { deliveries } from "#server/db/schema";
import { insertOnce } from "./rows.ts";

/**
 * The deliveries table: what was sent to a user on our own initiative, once per (user, channel,
 * key). A sender claims the row (insert, on conflict nothing) before sending, so two processes on
 * one database, or a restart, never send one (user, channel, key) twice.
 */

export interface DeliveryId {
  userId: number;
  channel: DeliveryChannel;
  key: string;
}

const rowOf = ({ userId, channel, key }: DeliveryId) =>
  and(eq(deliveries.userId, userId), eq(deliveries.channel, channel), eq(deliveries.key, key));

/** Claims the delivery; false when it was claimed before (by this or any other process). */
export async function claimDelivery(db: Db, id: DeliveryId, at: Date): Promise<boolean> {
  return insertOnce(db, deliveries, { ...id, claimedAt: at });
}

/** Records deliveries that will not go out (e.g. "late"), leaving any key claimed already as it is. */
export async function recordSkippedDeliveries(
  db: Db,
  ids: readonly DeliveryId[],
  at: Date,
  reason: string,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .insert(deliveries)
    .values(ids.map((id) => ({ ...id, claimedAt: at, skipped: reason })))
    .onConflictDoNothing();
}

export async function markDeliverySent(db: Db, id: DeliveryId, at: Date): Promise<void> {
  await db.update(deliveries).set({ sentAt: at }).where(rowOf(id));
}

export async function markDeliverySkipped(db: Db, id: DeliveryId, reason: string): Promise<void> {
  await db.update(deliveries).set({ skipped: reason }).where(rowOf(id));
}

/** Gives a claim back (the send failed before anything left), so a retry may claim it again. */
export async function releaseDelivery(db: Db, id: DeliveryId): Promise<void> {
  await db.delete(deliveries).where(and(rowOf(id), isNull(deliveries.sentAt)));
}

export async function findDelivery(db: Db, id: DeliveryId) {
  const [row] = await db.select().from(deliveries).where(rowOf(id)).limit(1);
  return row;
}

/** The (user, key) pairs of a channel that have a row, among `keys`: "userId|key" strings. */
export async function deliveredKeys(
  db: Db,
  channel: DeliveryChannel,
  keys: readonly string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ userId: deliveries.userId, key: deliveries.key })
    .from(deliveries)
    .where(and(eq(deliveries.channel, channel), inArray(deliveries.key, [...keys])));
  return new Set(rows.map((row) => `${row.userId}|${row.key}`));
}

/** Every delivery row of a user, oldest first (the data export). */
export async function deliveriesOf(db: Db, userId: number) {
  return db
    .select()
    .from(deliveries)
    .where(eq(deliveries.userId, userId))
    .orderBy(asc(deliveries.claimedAt), asc(deliveries.channel), asc(deliveries.key));
}
