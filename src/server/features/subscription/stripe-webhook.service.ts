import type { FastifyBaseLogger } from "fastify";
import type Stripe from "stripe";
import type { AppContext } from "#server/app-context";
import type { Db } from "#server/db/client";
import type { UserRow } from "#server/db/schema";
import { badRequest, HttpError, notFound } from "#server/errors";
import { PaymentProviderError } from "#server/platform/payments/payments";
import type { StripePayments, StripeSubscriptionInfo } from "#server/platform/payments/stripe-payments";
import {
  applyStripeSubscription,
  endSubscription,
  markPastDue,
  PAYMENT_DESCRIPTIONS,
  type PaymentRecord,
  recordPayment,
} from "#server/platform/payments/subscription-state";
import type { RequestContext } from "#server/platform/request-context";
import { completeProviderCheckout } from "#server/repositories/checkout-sessions";
import { isEventRecorded, recordEventOnce } from "#server/repositories/stripe-events";
import {
  findUserById,
  findUserByStripeCustomer,
  findUserByStripeSubscription,
} from "#server/repositories/users";
import { paymentFailedMail } from "./payment-mail.ts";

/**
 * What an event will do: reads from Stripe happen while planning, outside any transaction; `apply`
 * only writes, inside the transaction that also records the event id; `after` runs once it is
 * committed (e-mail).
 */
interface Plan {
  apply(tx: Db): Promise<void>;
  after?: () => Promise<void>;
}

const NOTHING: Plan = { apply: async () => {} };

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === "string" ? value : (value?.id ?? null);

/**
 * POST /api/stripe/webhook. The signature (and its timestamp) is checked on the raw bytes before
 * anything is read; an event id already applied changes nothing; an event we cannot place (unknown
 * member or price) is acknowledged with 200 and logged, so Stripe stops resending it.
 */
export async function handleStripeWebhook(
  rc: RequestContext,
  { rawBody, signature }: { rawBody: unknown; signature: string | undefined },
): Promise<{ received: true }> {
  const { app: ctx, log } = rc;
  const payments = ctx.payments;
  if (payments.provider !== "stripe") {
    throw notFound("Stripe is not connected on this server; the built-in checkout needs no webhook.");
  }
  if (!Buffer.isBuffer(rawBody) || rawBody.length === 0) throw badRequest("The webhook has no body.");
  if (!signature) throw badRequest("The webhook has no Stripe-Signature header.");
  let event: Stripe.Event;
  try {
    event = payments.constructEvent(rawBody, signature);
  } catch (error) {
    if (error instanceof SyntaxError) throw badRequest("The webhook body is not valid JSON.");
    log.warn({ err: error }, "stripe webhook: signature refused");
    throw badRequest("The webhook signature is not valid (wrong secret, changed body or too old).");
  }

  if (await isEventRecorded(ctx.db, event.id)) {
    log.info({ eventId: event.id, type: event.type }, "stripe webhook: already applied");
    return { received: true };
  }
  let plan: Plan;
  try {
    plan = await planEvent(ctx, payments, log, event);
  } catch (error) {
    // Stripe resends on any non-2xx, which is what we want when we could not read from it.
    if (error instanceof PaymentProviderError) {
      log.error({ err: error, eventId: event.id }, "stripe webhook: could not read from Stripe");
      throw new HttpError(503, "provider_failed", error.message);
    }
    throw error;
  }
  const applied = await ctx.db.transaction(async (tx) => {
    const recorded = await recordEventOnce(tx, { id: event.id, type: event.type, processedAt: ctx.now() });
    if (!recorded) return false; // a concurrent delivery of the same event won
    await plan.apply(tx);
    return true;
  });
  if (applied) await plan.after?.();
  log.info({ eventId: event.id, type: event.type, applied }, "stripe webhook");
  return { received: true };
}

function ignore(log: FastifyBaseLogger, event: Stripe.Event, reason: string): Plan {
  log.warn({ eventId: event.id, type: event.type, reason }, "stripe webhook: no change");
  return NOTHING;
}

async function planEvent(
  ctx: AppContext,
  payments: StripePayments,
  log: FastifyBaseLogger,
  event: Stripe.Event,
): Promise<Plan> {
  switch (event.type) {
    case "checkout.session.completed":
      return planCheckoutCompleted(ctx, payments, log, event, event.data.object);
    case "customer.subscription.updated": {
      const info = payments.describeSubscription(event.data.object);
      const user = await memberOf(ctx.db, info.id, info.customerId);
      const problem = misfit(user, info);
      if (problem || !user) return ignore(log, event, problem ?? "unknown member");
      return { apply: (tx) => applyStripeSubscription(tx, ctx.jobs, ctx.now(), user.id, info) };
    }
    case "customer.subscription.deleted": {
      const info = payments.describeSubscription(event.data.object);
      const user = await memberOf(ctx.db, info.id, info.customerId);
      if (!user) return ignore(log, event, "unknown member");
      if (user.stripeSubscriptionId && user.stripeSubscriptionId !== info.id) {
        return ignore(log, event, "not the member's current subscription");
      }
      return { apply: (tx) => endSubscription(tx, user.id, ctx.now()) };
    }
    case "invoice.paid":
      return planInvoicePaid(ctx, payments, log, event, event.data.object);
    case "invoice.payment_failed":
      return planPaymentFailed(ctx, log, event, event.data.object);
    default:
      log.info({ eventId: event.id, type: event.type }, "stripe webhook: event type not used");
      return NOTHING;
  }
}

async function planCheckoutCompleted(
  ctx: AppContext,
  payments: StripePayments,
  log: FastifyBaseLogger,
  event: Stripe.Event,
  session: Stripe.Checkout.Session,
): Promise<Plan> {
  if (session.mode !== "subscription") return ignore(log, event, "not a subscription checkout");
  if (session.payment_status === "unpaid") return ignore(log, event, "not paid");
  const userId = Number(session.client_reference_id ?? session.metadata?.userId);
  const user = Number.isSafeInteger(userId) ? await findUserById(ctx.db, userId) : undefined;
  if (!user) return ignore(log, event, "unknown member");
  const customerId = idOf(session.customer);
  if (!customerId || (user.stripeCustomerId && user.stripeCustomerId !== customerId)) {
    return ignore(log, event, "customer does not belong to the member");
  }
  const subscriptionId = idOf(session.subscription);
  if (!subscriptionId) return ignore(log, event, "no subscription");
  const info = await payments.retrieveSubscription(subscriptionId);
  const problem = misfit(user, info);
  if (problem) return ignore(log, event, problem);
  const invoiceId = idOf(session.invoice);
  const payment: PaymentRecord | undefined = invoiceId
    ? {
        reference: invoiceId,
        amountCents: session.amount_total ?? 0,
        currency: session.currency ?? "eur",
        description: PAYMENT_DESCRIPTIONS.first,
      }
    : undefined;
  return {
    apply: async (tx) => {
      await applyStripeSubscription(tx, ctx.jobs, ctx.now(), user.id, info, payment);
      await completeProviderCheckout(tx, session.id, ctx.now());
    },
  };
}

async function planInvoicePaid(
  ctx: AppContext,
  payments: StripePayments,
  log: FastifyBaseLogger,
  event: Stripe.Event,
  invoice: Stripe.Invoice,
): Promise<Plan> {
  const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
  if (!subscriptionId) return ignore(log, event, "not a subscription invoice");
  const user = await memberOf(ctx.db, subscriptionId, idOf(invoice.customer));
  if (!user) return ignore(log, event, "unknown member");
  // The subscription as it is now, not as the invoice saw it: a replayed old invoice must not
  // undo a cancellation made since.
  const info = await payments.retrieveSubscription(subscriptionId);
  const problem = misfit(user, info);
  if (problem) return ignore(log, event, problem);
  const payment: PaymentRecord = {
    reference: invoice.id ?? `${event.id}-invoice`,
    amountCents: invoice.amount_paid,
    currency: invoice.currency,
    description:
      invoice.billing_reason === "subscription_create"
        ? PAYMENT_DESCRIPTIONS.first
        : PAYMENT_DESCRIPTIONS.renewal,
  };
  return { apply: (tx) => applyStripeSubscription(tx, ctx.jobs, ctx.now(), user.id, info, payment) };
}

async function planPaymentFailed(
  ctx: AppContext,
  log: FastifyBaseLogger,
  event: Stripe.Event,
  invoice: Stripe.Invoice,
): Promise<Plan> {
  const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
  const user = await memberOf(ctx.db, subscriptionId, idOf(invoice.customer));
  if (!user) return ignore(log, event, "unknown member");
  if (subscriptionId && user.stripeSubscriptionId && user.stripeSubscriptionId !== subscriptionId) {
    return ignore(log, event, "not the member's current subscription");
  }
  let paidUntil: Date | null = null;
  return {
    apply: async (tx) => {
      paidUntil = await markPastDue(tx, ctx.jobs, user.id);
      await recordPayment(tx, user.id, "stripe", {
        reference: `${invoice.id ?? event.id}-failed-${invoice.attempt_count}`,
        amountCents: invoice.amount_due,
        currency: invoice.currency,
        description: PAYMENT_DESCRIPTIONS.failed,
        status: "failed",
      });
    },
    after: async () => {
      try {
        await ctx.mailer.send(
          paymentFailedMail(
            user.email,
            user.firstName,
            paidUntil ?? user.subscriptionEndDate,
            `${ctx.config.appUrl}/settings`,
          ),
        );
      } catch (error) {
        log.error({ err: error, userId: user.id }, "stripe webhook: payment-failed mail not sent");
      }
    },
  };
}

/** Why an event about this subscription must not touch this member, if it must not. */
function misfit(user: UserRow | undefined, info: StripeSubscriptionInfo): string | null {
  if (!user) return "unknown member";
  if (!info.ourPrice) return "unknown price";
  if (user.stripeCustomerId && user.stripeCustomerId !== info.customerId)
    return "customer does not belong to the member";
  if (user.stripeSubscriptionId && user.stripeSubscriptionId !== info.id)
    return "not the member's current subscription";
  return null;
}

/** The member a Stripe subscription or customer belongs to. */
async function memberOf(
  db: Db,
  subscriptionId: string | null,
  customerId: string | null,
): Promise<UserRow | undefined> {
  if (subscriptionId) {
    const bySubscription = await findUserByStripeSubscription(db, subscriptionId);
    if (bySubscription) return bySubscription;
  }
  if (!customerId) return undefined;
  return findUserByStripeCustomer(db, customerId);
}
