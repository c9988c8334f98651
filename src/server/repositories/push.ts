import { and, asc, count, eq, gt, inArray, isNotNull, lte, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import {
  type PushSubscriptionRow,
  pushSubscriptions,
  type TransitRow,
  transits,
  type UserRow,
  users,
} from "#server/db/schema";

/** Web-push subscriptions, the users due a push, and the once-only delivery claims (issue 30). */

export interface NewPushSubscription {
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Saves a browser's subscription. The endpoint is unique: the same browser subscribing again
 * (new keys, or another account signing in on it) replaces the row, so a shared browser never
 * keeps receiving the previous account's pushes.
 */
export async function upsertPushSubscription(db: Db, row: NewPushSubscription, now: Date): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values({ ...row, createdAt: now })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: row.userId, p256dh: row.p256dh, auth: row.auth, createdAt: now },
    });
}

/** Removes the user's subscription of this endpoint; true if there was one. */
export async function deleteUserPushSubscription(db: Db, userId: number, endpoint: string): Promise<boolean> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}

/** The push service said 404/410: the subscription is gone for good. */
export async function deletePushSubscriptionById(db: Db, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function pushSubscriptionsOf(db: Db, userId: number): Promise<PushSubscriptionRow[]> {
  return db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.id));
}

export async function countPushSubscriptions(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return row?.n ?? 0;
}

/** Users who want a kind of push and have at least one subscription to send it to. */
export async function usersWantingPush(db: Db, kind: "today" | "exact"): Promise<UserRow[]> {
  const wants = kind === "today" ? eq(users.pushToday, true) : eq(users.pushExact, true);
  return db
    .select()
    .from(users)
    .where(
      and(
        wants,
        sql`exists (select 1 from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${users.id})`,
      ),
    )
    .orderBy(asc(users.id));
}

/** Stored transits of these users that went exact in (after, until]. */
export async function transitsExactBetween(
  db: Db,
  userIds: readonly number[],
  after: Date,
  until: Date,
): Promise<TransitRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(transits)
    .where(
      and(
        inArray(transits.userId, [...userIds]),
        isNotNull(transits.exactAt),
        gt(transits.exactAt, after),
        lte(transits.exactAt, until),
      ),
    )
    .orderBy(asc(transits.exactAt), asc(transits.id));
}
