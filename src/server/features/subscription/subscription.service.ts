import { randomBytes } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { PREMIUM_CURRENCY, PREMIUM_PRICE_CENTS } from "#contracts/constants";
import { SUBSCRIPTION_MESSAGES, type Subscription } from "#contracts/payments";
import type { AppContext } from "#server/app-context";
import type { CheckoutSessionRow, UserRow } from "#server/db/schema";
import { badRequest, conflict, HttpError } from "#server/errors";
import {
  CHECKOUT_LIFETIME_MS,
  PaymentProviderError,
  providerFailure,
} from "#server/platform/payments/payments";
import {
  activateSubscription,
  addOneMonth,
  applyStripeSubscription,
  endSubscription,
  PAYMENT_DESCRIPTIONS,
  scheduleCancellation,
} from "#server/platform/payments/subscription-state";
import { hasPremiumTier, isPremium } from "#server/platform/policy";
import type { RequestContext, UserContext } from "#server/platform/request-context";
import {
  findLiveCheckout,
  insertCheckoutIfNoneLive,
  latestCheckoutStatus,
  retireStaleCheckouts as retireStaleCheckoutRows,
  updateCheckout,
} from "#server/repositories/checkout-sessions";
import { lastBuiltinCardPayment, listPayments } from "#server/repositories/payments";
import { findUserById, setStripeCustomerIdOnce } from "#server/repositories/users";
import { longDate } from "./payment-mail.ts";

const MINUTE_MS = 60_000;
const SHOWN_PAYMENTS = 24;

/** Where the provider sends the member back to: the Subscription page's return screens. */
export function returnUrls(ctx: AppContext, checkoutId: string) {
  // Stripe needs absolute URLs and fills in its own session id; our own page stays on this origin.
  const stripe = ctx.payments.provider === "stripe";
  const base = stripe ? ctx.config.appUrl : "";
  return {
    successUrl: `${base}/subscription?checkout=success&session_id=${stripe ? "{CHECKOUT_SESSION_ID}" : checkoutId}`,
    cancelUrl: `${base}/subscription?checkout=cancelled`,
  };
}

/**
 * POST /api/create-checkout-session. At most one live checkout per member: the first request
 * claims the slot (a partial unique index) and asks the provider; concurrent ones wait for its URL
 * and get the same one, and a member who comes back within the hour gets it again.
 */
export async function createCheckoutSession(rc: UserContext): Promise<{ url: string }> {
  const { app: ctx, user, log } = rc;
  const now = ctx.now();
  if (isPremium(user, now)) {
    const message =
      user.subscriptionStatus === "cancelled"
        ? SUBSCRIPTION_MESSAGES.alreadyPremiumCancelled
        : SUBSCRIPTION_MESSAGES.alreadyPremium;
    throw conflict(message, { code: "already_premium", error: message });
  }
  await retireStaleCheckouts(ctx, user.id, now);
  const claimed = await claimCheckout(ctx, user.id, now);
  if (claimed) return openCheckout(ctx, log, user, claimed);
  return sharedCheckout(ctx, log, user, now);
}

/** An hour-old open checkout has expired; a claim whose request died (no answer in time) has failed. */
async function retireStaleCheckouts(ctx: AppContext, userId: number, now: Date) {
  const staleClaim = new Date(now.getTime() - 3 * ctx.config.stripe.timeoutMs - MINUTE_MS);
  await retireStaleCheckoutRows(ctx.db, userId, now, staleClaim);
}

async function claimCheckout(ctx: AppContext, userId: number, now: Date): Promise<CheckoutSessionRow | null> {
  // The minute decides the expiry, so a retry within it sends Stripe exactly the same request.
  const minuteStart = Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS;
  const row = await insertCheckoutIfNoneLive(ctx.db, {
    id: `cs_${ctx.payments.provider === "builtin" ? "local" : "zf"}_${randomBytes(12).toString("hex")}`,
    userId,
    provider: ctx.payments.provider,
    status: "pending",
    amountCents: PREMIUM_PRICE_CENTS,
    currency: PREMIUM_CURRENCY,
    createdAt: now,
    expiresAt: new Date(minuteStart + CHECKOUT_LIFETIME_MS),
  });
  return row ?? null;
}

async function openCheckout(
  ctx: AppContext,
  log: FastifyBaseLogger,
  user: UserRow,
  claim: CheckoutSessionRow,
): Promise<{ url: string }> {
  const minute = Math.floor(claim.createdAt.getTime() / MINUTE_MS);
  try {
    const created = await ctx.payments.createCheckout({
      checkoutId: claim.id,
      customer: {
        id: user.id,
        email: user.email,
        name: `${user.firstName} ${user.lastName}`.trim(),
        stripeCustomerId: user.stripeCustomerId,
      },
      ...returnUrls(ctx, claim.id),
      expiresAt: claim.expiresAt,
      idempotencyKey: `checkout-${user.id}-${minute}`,
    });
    if (created.customerId) {
      await setStripeCustomerIdOnce(ctx.db, user.id, created.customerId);
    }
    await updateCheckout(ctx.db, claim.id, {
      status: "open",
      url: created.url,
      providerSessionId: created.providerSessionId,
    });
    log.info({ userId: user.id, provider: ctx.payments.provider, checkoutId: claim.id }, "checkout opened");
    return { url: created.url };
  } catch (error) {
    // Free the slot: the member can try again at once, and nobody was charged or activated.
    await updateCheckout(ctx.db, claim.id, { status: "failed" });
    throw providerFailure(log, error, "start a checkout");
  }
}

/** Another request holds the claim: wait for its URL, or fail as it did. */
async function sharedCheckout(
  ctx: AppContext,
  log: FastifyBaseLogger,
  user: UserRow,
  now: Date,
): Promise<{ url: string }> {
  // Wall-clock wait (not the app clock): it waits for a concurrent request, not for a date.
  const deadline = Date.now() + 2 * ctx.config.stripe.timeoutMs + 5000;
  let reclaimed = false;
  while (Date.now() < deadline) {
    const live = await findLiveCheckout(ctx.db, user.id);
    if (live?.status === "open" && live.url) return { url: live.url };
    if (!live) {
      if ((await latestCheckoutStatus(ctx.db, user.id)) === "failed" || reclaimed) {
        throw providerFailure(log, new Error("the concurrent checkout request failed"), "start a checkout");
      }
      reclaimed = true;
      const claim = await claimCheckout(ctx, user.id, now);
      if (claim) return openCheckout(ctx, log, user, claim);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw providerFailure(
    log,
    new PaymentProviderError("timeout", "The checkout took too long to start. Please try again."),
    "start a checkout",
  );
}

/** GET /api/subscription: plan, dates, what the member can do next, and their payments. */
export async function getSubscription(rc: UserContext): Promise<Subscription> {
  const { app: ctx, user } = rc;
  const now = ctx.now();
  const rows = await listPayments(ctx.db, user.id, SHOWN_PAYMENTS);
  const endDate = user.subscriptionEndDate;
  return {
    provider: ctx.payments.provider,
    premium: isPremium(user, now),
    tier: hasPremiumTier(user) ? user.subscriptionTier : "free",
    status: user.subscriptionStatus,
    endDate: endDate?.toISOString() ?? null,
    canResume: canResume(user, now),
    canManageBilling: ctx.payments.provider === "stripe" && user.stripeCustomerId !== null,
    payments: rows.map((row) => ({
      id: row.id,
      date: row.createdAt.toISOString(),
      amountCents: row.amountCents,
      currency: row.currency,
      status: row.status,
      description: row.description,
      card: row.cardLast4 ? `${row.cardBrand ?? "Card"} •••• ${row.cardLast4}` : null,
    })),
  };
}

function canResume(user: UserRow, now: Date): boolean {
  return (
    hasPremiumTier(user) &&
    user.subscriptionStatus === "cancelled" &&
    user.subscriptionEndDate !== null &&
    user.subscriptionEndDate > now
  );
}

/**
 * Turns cancel-at-period-end on or off at Stripe when the member's subscription is Stripe's —
 * first, so a failure there changes nothing here — and answers the period end (Stripe's when it
 * names one, else `periodEnd`) and whether Stripe holds the subscription.
 */
async function setCancelAtPeriodEnd(
  rc: UserContext,
  cancel: boolean,
  periodEnd: Date,
): Promise<{ periodEnd: Date; atStripe: boolean }> {
  const { app: ctx, user, log } = rc;
  if (!user.stripeSubscriptionId) return { periodEnd, atStripe: false };
  if (ctx.payments.provider !== "stripe")
    throw new HttpError(503, "unavailable", SUBSCRIPTION_MESSAGES.stripeNotConnected);
  try {
    const info = await ctx.payments.setCancelAtPeriodEnd(user.stripeSubscriptionId, cancel);
    return { periodEnd: info.periodEnd ?? periodEnd, atStripe: true };
  } catch (error) {
    throw providerFailure(log, error, cancel ? "cancel a subscription" : "resume a subscription");
  }
}

/**
 * POST /api/subscription/cancel: cancel at the period end — Stripe first, so a failure there
 * changes nothing here — then premium until the end date. A grant without a paid period (an
 * admin's) has nothing to run out and ends at once.
 */
export async function cancelSubscription(rc: UserContext): Promise<{ message: string }> {
  const { app: ctx, user } = rc;
  const now = ctx.now();
  if (!isPremium(user, now)) throw badRequest(SUBSCRIPTION_MESSAGES.nothingToCancel);
  if (user.subscriptionStatus === "cancelled") throw badRequest(SUBSCRIPTION_MESSAGES.alreadyCancelled);
  if (!user.subscriptionEndDate) {
    await endSubscription(ctx.db, user.id, now);
    return { message: "Your subscription is cancelled." };
  }
  const { periodEnd: endDate } = await setCancelAtPeriodEnd(rc, true, user.subscriptionEndDate);
  await ctx.db.transaction((tx) => scheduleCancellation(tx, ctx.jobs, user.id, endDate));
  return { message: `Your subscription is cancelled. Premium stays active until ${longDate(endDate)}.` };
}

/** POST /api/subscription/resume: take the cancellation back before the end date. */
export async function resumeSubscription(rc: UserContext): Promise<{ message: string }> {
  const { app: ctx, user } = rc;
  const now = ctx.now();
  if (!canResume(user, now) || !user.subscriptionEndDate)
    throw badRequest(SUBSCRIPTION_MESSAGES.nothingToResume);
  const { periodEnd, atStripe } = await setCancelAtPeriodEnd(rc, false, user.subscriptionEndDate);
  const provider = atStripe ? "stripe" : "builtin";
  const renews = await ctx.db.transaction((tx) =>
    activateSubscription(tx, ctx.jobs, { userId: user.id, provider, periodStart: null, periodEnd }),
  );
  return { message: `Your subscription is active again. It renews on ${longDate(renews)}.` };
}

/** POST /api/subscription/billing-portal: Stripe's customer portal (card, invoices, cancellation). */
export async function openBillingPortal(rc: UserContext): Promise<{ url: string }> {
  const { app: ctx, user, log } = rc;
  if (ctx.payments.provider !== "stripe" || !user.stripeCustomerId) {
    throw badRequest(SUBSCRIPTION_MESSAGES.noBillingPortal);
  }
  try {
    return {
      url: await ctx.payments.billingPortalUrl(user.stripeCustomerId, `${ctx.config.appUrl}/settings`),
    };
  } catch (error) {
    throw providerFailure(log, error, "open the billing portal");
  }
}

/**
 * The period-end job. Reads the member's state now: a period extended meanwhile needs nothing; a
 * cancelled or past-due one ends (back to free); an active built-in one is renewed by charging the
 * card on file through the activation path; an active Stripe one is read back from Stripe.
 */
export async function settleBillingPeriod(rc: RequestContext, payload: unknown): Promise<void> {
  const { app: ctx } = rc;
  const userId = (payload as { userId?: unknown } | null)?.userId;
  if (typeof userId !== "number") throw new Error("subscription-period-end job without a userId");
  const user = await findUserById(ctx.db, userId);
  const end = user?.subscriptionEndDate;
  if (!user || !end || !hasPremiumTier(user)) return;
  const now = ctx.now();
  if (end > now) return;
  if (user.subscriptionStatus === "cancelled" || user.subscriptionStatus === "past_due") {
    await endSubscription(ctx.db, user.id, end);
    return;
  }
  if (user.stripeSubscriptionId) {
    // A server no longer connected to Stripe cannot hear about renewals: the paid period is the end.
    if (ctx.payments.provider !== "stripe") {
      await endSubscription(ctx.db, user.id, end);
      return;
    }
    // Stripe renews its own subscriptions and says so by webhook; at the period end we also ask
    // it, so a lost webhook cannot leave a member with the wrong plan.
    const info = await ctx.payments.retrieveSubscription(user.stripeSubscriptionId);
    await ctx.db.transaction((tx) => applyStripeSubscription(tx, ctx.jobs, now, user.id, info));
    return;
  }
  const card = await lastBuiltinCardPayment(ctx.db, user.id);
  // Test-card subscriptions renew only while the built-in checkout runs; a server switched to
  // Stripe ends them instead of granting premium nobody pays for.
  if (ctx.payments.provider !== "builtin" || !card) {
    await endSubscription(ctx.db, user.id, end);
    return;
  }
  // The next period follows on; after a long outage it starts now rather than in the past.
  const periodStart = addOneMonth(end) > now ? end : now;
  const periodEnd = addOneMonth(periodStart);
  await ctx.db.transaction((tx) =>
    activateSubscription(tx, ctx.jobs, {
      userId: user.id,
      provider: "builtin",
      periodStart,
      periodEnd,
      payment: {
        reference: `renewal-${user.id}-${end.toISOString()}`,
        amountCents: PREMIUM_PRICE_CENTS,
        currency: PREMIUM_CURRENCY,
        description: PAYMENT_DESCRIPTIONS.renewal,
        cardBrand: card.cardBrand,
        cardLast4: card.cardLast4,
      },
    }),
  );
}
