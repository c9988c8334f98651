import { PREMIUM_CURRENCY, PREMIUM_PRICE_CENTS } from "#contracts/constants";
import {
  CARD_MESSAGES,
  type CardPaymentBody,
  type CheckoutSummary,
  cardDigits,
  cardExpired,
  parseExpiry,
  SUBSCRIPTION_MESSAGES,
} from "#contracts/payments";
import type { AppContext } from "#server/app-context";
import type { CheckoutSessionRow, UserRow } from "#server/db/schema";
import { badRequest, conflict, HttpError, notFound } from "#server/errors";
import { PREMIUM_PRODUCT_NAME } from "#server/platform/payments/stripe-payments";
import {
  activateSubscription,
  addOneMonth,
  PAYMENT_DESCRIPTIONS,
} from "#server/platform/payments/subscription-state";
import { isPremium } from "#server/platform/policy";
import type { UserContext } from "#server/platform/request-context";
import { completeOpenCheckout, findMemberCheckout } from "#server/repositories/checkout-sessions";
import { returnUrls } from "./subscription.service.ts";

/** The built-in checkout of a member: theirs only, and only while this server runs the built-in provider. */
async function ownCheckout(ctx: AppContext, user: UserRow, checkoutId: string): Promise<CheckoutSessionRow> {
  const row = await findMemberCheckout(ctx.db, user.id, checkoutId);
  if (row?.provider !== "builtin" || ctx.payments.provider !== "builtin") {
    throw notFound(SUBSCRIPTION_MESSAGES.checkoutNotFound);
  }
  return row;
}

function shownStatus(row: CheckoutSessionRow, now: Date): CheckoutSummary["status"] {
  if (row.status === "complete") return "complete";
  return row.status === "open" && row.expiresAt > now ? "open" : "expired";
}

/** GET /api/checkout/:sessionId: the order summary of the built-in checkout page. */
export async function getCheckout(
  rc: UserContext,
  { sessionId: checkoutId }: { sessionId: string },
): Promise<CheckoutSummary> {
  const { app: ctx, user } = rc;
  const row = await ownCheckout(ctx, user, checkoutId);
  return {
    id: row.id,
    status: shownStatus(row, ctx.now()),
    product: PREMIUM_PRODUCT_NAME,
    amountCents: row.amountCents,
    currency: row.currency,
    interval: "month",
    email: user.email,
    ...returnUrls(ctx, row.id),
  };
}

/**
 * POST /api/checkout/:sessionId/pay: charges a test card and, when it goes through, records the
 * payment and activates premium through the same function Stripe's webhooks use — in one
 * transaction with closing the checkout, so a double submit pays and activates once.
 */
export async function payCheckout(
  rc: UserContext,
  { sessionId: checkoutId, ...body }: { sessionId: string } & CardPaymentBody,
): Promise<{ redirectUrl: string }> {
  const { app: ctx, user } = rc;
  const now = ctx.now();
  const row = await ownCheckout(ctx, user, checkoutId);
  const { successUrl } = returnUrls(ctx, row.id);
  if (row.status === "complete") return { redirectUrl: successUrl };
  if (shownStatus(row, now) !== "open")
    throw new HttpError(410, "checkout_expired", SUBSCRIPTION_MESSAGES.checkoutExpired);
  if (isPremium(user, now)) throw conflict(SUBSCRIPTION_MESSAGES.alreadyPremium, { code: "already_premium" });
  const expiry = parseExpiry(body.expiry);
  if (!expiry || cardExpired(expiry, now)) throw badRequest(CARD_MESSAGES.expiryPast, { field: "expiry" });
  if (ctx.payments.provider !== "builtin") throw notFound(SUBSCRIPTION_MESSAGES.checkoutNotFound);

  const outcome = ctx.payments.charge(cardDigits(body.cardNumber));
  if (!outcome.ok) {
    throw new HttpError(402, "card_declined", outcome.message, { declineCode: outcome.declineCode });
  }
  await ctx.db.transaction(async (tx) => {
    if (!(await completeOpenCheckout(tx, row.id, now))) return; // a concurrent submit paid it already
    await activateSubscription(tx, ctx.jobs, {
      userId: user.id,
      provider: "builtin",
      periodStart: now,
      periodEnd: addOneMonth(now),
      payment: {
        reference: `charge-${row.id}`,
        amountCents: PREMIUM_PRICE_CENTS,
        currency: PREMIUM_CURRENCY,
        description: PAYMENT_DESCRIPTIONS.first,
        cardBrand: outcome.brand,
        cardLast4: outcome.last4,
      },
    });
  });
  return { redirectUrl: successUrl };
}
