import { DateTime } from "luxon";
import type { PaymentProvider } from "#contracts/payments";
import type { Database } from "#server/db/client";
import type { PaymentRow } from "#server/db/schema";
import type { JobQueue } from "#server/platform/jobs/job-queue";
import type { StripeSubscriptionInfo } from "#server/platform/payments/stripe-payments";
import { insertPaymentOnce } from "#server/repositories/payments";
import {
  activatePlan,
  cancelPlanAt,
  endPlan,
  grantPlan,
  markPlanPastDue,
} from "#server/repositories/subscriptions";

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
  status?: PaymentRow["status"];
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
  const paidUntil = (await activatePlan(db, userId, periodEnd, stripe)) ?? periodEnd;
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
  await cancelPlanAt(db, userId, endDate);
  await schedulePeriodEnd(db, jobs, userId, endDate, "cancelled");
}

/**
 * A renewal payment failed: past due. Access stays until the paid period ends, while the card is
 * fixed; the period-end job ends it then unless a payment came through meanwhile.
 */
export async function markPastDue(db: Database, jobs: JobQueue, userId: number): Promise<Date | null> {
  const endDate = await markPlanPastDue(db, userId);
  if (endDate) await schedulePeriodEnd(db, jobs, userId, endDate, "past_due");
  return endDate ?? null;
}

/** The subscription is over: back to free, so the plan, the stats and every screen agree. */
export async function endSubscription(db: Database, userId: number, at: Date): Promise<void> {
  await endPlan(db, userId, at);
}

/**
 * An admin's grant: Premium (pro stays pro), active, with no end date — nothing was paid, so there
 * is no period to run out and no renewal job; it lasts until an admin or the member cancels it.
 * Returns the member's e-mail, or null when there is no such member.
 */
export async function grantPremium(db: Database, userId: number): Promise<string | null> {
  return grantPlan(db, userId);
}

/** Records a payment once per (provider, reference); a replay finds it there and adds nothing. */
export async function recordPayment(
  db: Database,
  userId: number,
  provider: PaymentProvider,
  payment: PaymentRecord,
): Promise<void> {
  await insertPaymentOnce(db, {
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
  });
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
