import { and, desc, eq, inArray, lte, or, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { type CheckoutSessionRow, checkoutSessions } from "#server/db/schema";

/** A checkout that holds the member's one live slot (checkout_sessions_one_live_per_user). */
const LIVE_STATUSES = ["pending", "open"] as const;

/** Retires the member's stale checkouts: open ones past `expiredBy` expire, claims older than `claimedBefore` fail. */
export async function retireStaleCheckouts(db: Db, userId: number, expiredBy: Date, claimedBefore: Date) {
  await db
    .update(checkoutSessions)
    .set({ status: sql`case when ${checkoutSessions.status} = 'open' then 'expired' else 'failed' end` })
    .where(
      and(
        eq(checkoutSessions.userId, userId),
        or(
          and(eq(checkoutSessions.status, "open"), lte(checkoutSessions.expiresAt, expiredBy)),
          and(eq(checkoutSessions.status, "pending"), lte(checkoutSessions.createdAt, claimedBefore)),
        ),
      ),
    );
}

/** Inserts a claim; undefined when the member already holds a live one. */
export async function insertCheckoutIfNoneLive(
  db: Db,
  checkout: typeof checkoutSessions.$inferInsert,
): Promise<CheckoutSessionRow | undefined> {
  const [row] = await db.insert(checkoutSessions).values(checkout).onConflictDoNothing().returning();
  return row;
}

export async function findLiveCheckout(db: Db, userId: number): Promise<CheckoutSessionRow | undefined> {
  const [live] = await db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.userId, userId), inArray(checkoutSessions.status, LIVE_STATUSES)));
  return live;
}

export async function latestCheckoutStatus(
  db: Db,
  userId: number,
): Promise<CheckoutSessionRow["status"] | undefined> {
  const [latest] = await db
    .select({ status: checkoutSessions.status })
    .from(checkoutSessions)
    .where(eq(checkoutSessions.userId, userId))
    .orderBy(desc(checkoutSessions.createdAt))
    .limit(1);
  return latest?.status;
}

export async function findMemberCheckout(
  db: Db,
  userId: number,
  id: string,
): Promise<CheckoutSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.userId, userId)));
  return row;
}

export async function updateCheckout(
  db: Db,
  id: string,
  changes: Partial<Pick<CheckoutSessionRow, "status" | "url" | "providerSessionId" | "completedAt">>,
): Promise<void> {
  await db.update(checkoutSessions).set(changes).where(eq(checkoutSessions.id, id));
}

/** Completes an open checkout; false when it was not open (a concurrent submit completed it). */
export async function completeOpenCheckout(db: Db, id: string, now: Date): Promise<boolean> {
  const closed = await db
    .update(checkoutSessions)
    .set({ status: "complete", completedAt: now })
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, "open")))
    .returning({ id: checkoutSessions.id });
  return closed.length > 0;
}

/** Completes the checkout Stripe knows by its own session id. */
export async function completeProviderCheckout(db: Db, providerSessionId: string, now: Date): Promise<void> {
  await db
    .update(checkoutSessions)
    .set({ status: "complete", completedAt: now })
    .where(eq(checkoutSessions.providerSessionId, providerSessionId));
}
