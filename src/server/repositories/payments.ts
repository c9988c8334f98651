import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { type PaymentRow, payments } from "#server/db/schema";
import { utcDay } from "./users.ts";

/** A member's payments, newest first. */
export async function listPayments(db: Db, userId: number, limit: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit);
}

/** The member's newest paid built-in payment: the card on file for a renewal. */
export async function lastBuiltinCardPayment(db: Db, userId: number): Promise<PaymentRow | undefined> {
  const [card] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.provider, "builtin"), eq(payments.status, "paid")))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  return card;
}

/** Paid payments with `description` per UTC day since `since` (days without any are absent). */
export async function paidPerDay(
  db: Db,
  description: string,
  since: Date,
): Promise<{ day: string; n: number }[]> {
  const paymentDay = utcDay(sql`${payments.createdAt}`);
  return db
    .select({ day: paymentDay, n: count() })
    .from(payments)
    .where(
      and(
        eq(payments.status, "paid"),
        eq(payments.description, description),
        sql`${payments.createdAt} >= ${since.toISOString()}::timestamptz`,
      ),
    )
    .groupBy(paymentDay);
}

/** Records a payment once: the provider's reference is unique per provider (replays change nothing). */
export async function insertPaymentOnce(db: Db, payment: typeof payments.$inferInsert): Promise<void> {
  await db.insert(payments).values(payment).onConflictDoNothing();
}
