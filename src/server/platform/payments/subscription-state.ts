import { and, eq, inArray, sql } from "drizzle-orm";
import { DateTime } from "luxon";
import type { PaymentProvider } from "#contracts/payments";
import type { Database } from "#server/db/client";
import { payments, users } from "#server/db/schema";
import type { JobQueue } from "#server/platform/jobs/job-queue";
import type { StripeSubscriptionInfo } from "#server/platform/payments/stripe-payments";

/**
 * Every change of a member's subscription state, in one place. Callers pass a transaction so the
 * state, the payment record and the follow-up job commit together — a member is never premium
 * without the payment that made them so, nor charged without being premium.
 */

/** Runs at the end of each billing period: renews a built-in subscription or ends a finished one. */
export const BILLING_PERIOD_END_JOB = "subscription-period-end";

export const PAYMENT_DESCRIPTIONS = {
  first: "Premium, first month",
  renewal: "Premium, monthly renewal",
  failed: "Premium renewal, payment failed",
} as const;

export interface PaymentRecord {
  reference: string;
  amountCents: number;
  currency: string;
  description: string;
  status?: "paid" | "failed";
  periodStart?: Date | null;
  periodEnd?: Date | null;
  cardBrand?: string | null;
  cardLast4?: string | null;
}

export interface Activation {
  userId: number;
  provider: PaymentProvider;
  /** The paid period: premium runs until its end, and is renewed (or ended) then. */
  periodStart: Date | null;
  periodEnd: Date;
  stripe?: { customerId: string; subscriptionId: string };
  /** The payment that paid for the period, if this activation comes with one. */
  payment?: PaymentRecord;
}

/** The same calendar day next month, on the month's last day when it has fewer days (31 Jan → 28 Feb). */
export function addOneMonth(date: Date): Date {
  return DateTime.fromJSDate(date, { zone: "utc" }).plus({ months: 1 }).toJSDate();
}

/**
 * THE activation path: the built-in checkout, its renewal job and every Stripe webhook that says a
 * subscription is paid all come through here. Premium (pro stays pro), active, paid until the
 * period end — never moved backwards, so a late or replayed event cannot shorten a newer period —
 * the payment recorded once per provider reference, and the period-end job scheduled.
 */
export async function activateSubscription(
  db: Database,
  jobs: JobQueue,
  activation: Activation,
): Promise<Date> {
  const { userId, periodEnd, stripe } = activation;
  const end = sql`${periodEnd.toISOString()}::timestamptz`;
  const [row] = await db
    .update(users)
    .set({
      subscriptionTier: sql`case when ${users.subscriptionTier} = 'pro' then 'pro' else 'premium' end`,
      subscriptionStatus: "active",
      subscriptionEndDate: sql`greatest(coalesce(${users.subscriptionEndDate}, ${end}), ${end})`,
      ...(stripe ? { stripeCustomerId: stripe.customerId, stripeSubscriptionId: stripe.subscriptionId } : {}),
    })
    .where(eq(users.id, userId))
    .returning({ endDate: users.subscriptionEndDate });
  const paidUntil = row?.endDate ?? periodEnd;
  if (activation.payment) {
    await recordPayment(db, userId, activation.provider, {
      periodStart: activation.periodStart,
      periodEnd,
      ...activation.payment,
    });
  }
  await schedulePeriodEnd(db, jobs, userId, paidUntil, "active");
  return paidUntil;
}

/** Cancelled at the period end: premium until `endDate`, then the period-end job ends it. */
export async function scheduleCancellation(
  db: Database,
  jobs: JobQueue,
  userId: number,
  endDate: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ subscriptionStatus: "cancelled", subscriptionEndDate: endDate })
    .where(and(eq(users.id, userId), inArray(users.subscriptionTier, ["premium", "pro"])));
  await schedulePeriodEnd(db, jobs, userId, endDate, "cancelled");
}

/**
 * A renewal payment failed: past due. Access stays until the paid period ends, while the card is
 * fixed; the period-end job ends it then unless a payment came through meanwhile.
 */
export async function markPastDue(db: Database, jobs: JobQueue, userId: number): Promise<Date | null> {
  const [row] = await db
    .update(users)
    .set({ subscriptionStatus: "past_due" })
    .where(
      and(
        eq(users.id, userId),
        inArray(users.subscriptionTier, ["premium", "pro"]),
        eq(users.subscriptionStatus, "active"),
      ),
    )
    .returning({ endDate: users.subscriptionEndDate });
  if (row?.endDate) await schedulePeriodEnd(db, jobs, userId, row.endDate, "past_due");
  return row?.endDate ?? null;
}

/** The subscription is over: back to free, so the plan, the stats and every screen agree. */
export async function endSubscription(db: Database, userId: number, at: Date): Promise<void> {
  const endedAt = sql`${at.toISOString()}::timestamptz`;
  await db
    .update(users)
    .set({
      subscriptionTier: "free",
      subscriptionStatus: "cancelled",
      subscriptionEndDate: sql`least(coalesce(${users.subscriptionEndDate}, ${endedAt}), ${endedAt})`,
      stripeSubscriptionId: null,
    })
    .where(eq(users.id, userId));
}

/**
 * An admin's grant: Premium (pro stays pro), active, with no end date — nothing was paid, so there
 * is no period to run out and no renewal job; it lasts until an admin or the member cancels it.
 * Returns the member's e-mail, or null when there is no such member.
 */
export async function grantPremium(db: Database, userId: number): Promise<string | null> {
  const [row] = await db
    .update(users)
    .set({
      subscriptionTier: sql`case when ${users.subscriptionTier} = 'pro' then 'pro' else 'premium' end`,
      subscriptionStatus: "active",
      subscriptionEndDate: null,
    })
    .where(eq(users.id, userId))
    .returning({ email: users.email });
  return row?.email ?? null;
}

/** Records a payment once per (provider, reference); a replay finds it there and adds nothing. */
export async function recordPayment(
  db: Database,
  userId: number,
  provider: PaymentProvider,
  payment: PaymentRecord,
): Promise<void> {
  await db
    .insert(payments)
    .values({
      userId,
      provider,
      reference: payment.reference,
      amountCents: payment.amountCents,
      currency: payment.currency,
      status: payment.status ?? "paid",
      description: payment.description,
      periodStart: payment.periodStart ?? null,
      periodEnd: payment.periodEnd ?? null,
      cardBrand: payment.cardBrand ?? null,
      cardLast4: payment.cardLast4 ?? null,
    })
    .onConflictDoNothing();
}

/**
 * One job per (member, end date, state that chose it), due at the end date. The job reads the
 * member's state when it runs, so a job made stale by a renewal or a resume does nothing.
 */
async function schedulePeriodEnd(
  db: Database,
  jobs: JobQueue,
  userId: number,
  endDate: Date,
  reason: string,
): Promise<void> {
  await jobs.enqueue(
    BILLING_PERIOD_END_JOB,
    `${userId}:${endDate.toISOString()}:${reason}`,
    { userId },
    { runAfter: endDate, db },
  );
}

/**
 * Sets a member's state from Stripe's own subscription: paid and running activates (through the
 * one activation path) and keeps a pending cancellation; past due keeps access until the end
 * date; over is over. Webhooks and the period-end check both end here.
 */
export async function applyStripeSubscription(
  db: Database,
  jobs: JobQueue,
  now: Date,
  userId: number,
  info: StripeSubscriptionInfo,
  payment?: PaymentRecord,
): Promise<void> {
  const periodEnd = info.periodEnd;
  switch (info.status) {
    case "active":
    case "trialing":
      if (!periodEnd) return;
      await activateSubscription(db, jobs, {
        userId,
        provider: "stripe",
        periodStart: info.periodStart,
        periodEnd,
        stripe: { customerId: info.customerId, subscriptionId: info.id },
        ...(payment ? { payment } : {}),
      });
      if (info.cancelAtPeriodEnd) await scheduleCancellation(db, jobs, userId, periodEnd);
      return;
    case "past_due":
    case "unpaid":
      await markPastDue(db, jobs, userId);
      return;
    case "canceled":
    case "incomplete_expired":
      await endSubscription(db, userId, now);
      return;
    default:
      return; // incomplete, paused: nothing is paid yet or nothing changes for access
  }
}
