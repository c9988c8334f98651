import type Stripe from "stripe";
import { PREMIUM_CURRENCY, PREMIUM_PRICE_CENTS } from "#contracts/constants";
import type { Config } from "#server/config";
import { type CheckoutRequest, type CreatedCheckout, PaymentProviderError } from "./checkout.ts";

/** What we need to know of a Stripe subscription. */
export interface StripeSubscriptionInfo {
  id: string;
  customerId: string;
  status: Stripe.Subscription.Status;
  /** Set when the member cancelled: the subscription ends at the period end. */
  cancelAtPeriodEnd: boolean;
  periodStart: Date | null;
  periodEnd: Date | null;
  /** The subscription is for our Premium price (and not some other product on the account). */
  ourPrice: boolean;
}

/** Stripe when STRIPE_SECRET_KEY is set: Checkout in subscription mode, webhooks, portal. */
export interface StripePayments {
  provider: "stripe";
  createCheckout(request: CheckoutRequest): Promise<CreatedCheckout>;
  retrieveSubscription(subscriptionId: string): Promise<StripeSubscriptionInfo>;
  /** The same reading of a subscription a webhook event carries in full. */
  describeSubscription(subscription: Stripe.Subscription): StripeSubscriptionInfo;
  /** Cancel at the end of the paid period (true) or take that back (false). */
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<StripeSubscriptionInfo>;
  /**
   * Ends the subscription now, with no further charge (an admin cancelling or deleting a member).
   * One Stripe no longer knows counts as ended.
   */
  cancelNow(subscriptionId: string): Promise<void>;
  billingPortalUrl(customerId: string, returnUrl: string): Promise<string>;
  /** Verifies the signature and timestamp of a webhook delivery; throws when either is wrong. */
  constructEvent(rawBody: Buffer, signature: string): Stripe.Event;
}

/** Deliveries older than this are refused (Stripe's own default), so a captured one cannot be replayed later. */
const WEBHOOK_TOLERANCE_SECONDS = 300;
export const PREMIUM_PRODUCT_NAME = "Zero Fluff, All Astrology Premium";

/**
 * The SDK is imported here, not at the top: the server bundle hoists a static package import to
 * its start, and a server on the built-in checkout should not carry Stripe's SDK (~15 MB).
 */
export async function createStripePayments(config: Config): Promise<StripePayments> {
  const { secretKey, webhookSecret, priceId, apiBase, timeoutMs } = config.stripe;
  if (!secretKey || !webhookSecret)
    throw new Error("Stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET");
  const { default: StripeSdk } = await import("stripe");
  const call = providerCall(StripeSdk.errors);
  const base = apiBase ? new URL(apiBase) : null;
  const stripe = new StripeSdk(secretKey, {
    timeout: timeoutMs,
    // One retry, with the SDK's idempotency key, for a dropped connection; never a second charge.
    maxNetworkRetries: 1,
    telemetry: false,
    appInfo: { name: "zero-fluff-all-astrology" },
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port || (base.protocol === "https:" ? 443 : 80)),
          protocol: base.protocol.replace(":", "") as "http" | "https",
        }
      : {}),
  });

  function isOurPrice(price: Stripe.Price | null | undefined): boolean {
    if (!price) return false;
    if (priceId) return price.id === priceId;
    return (
      price.unit_amount === PREMIUM_PRICE_CENTS &&
      price.currency === PREMIUM_CURRENCY &&
      price.recurring?.interval === "month"
    );
  }

  function toInfo(subscription: Stripe.Subscription): StripeSubscriptionInfo {
    // Since API 2025-03-31 the billing period lives on each subscription item.
    const item = subscription.items.data.find((candidate) => isOurPrice(candidate.price));
    const customer = subscription.customer;
    return {
      id: subscription.id,
      customerId: typeof customer === "string" ? customer : customer.id,
      status: subscription.status,
      cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
      periodStart: item ? new Date(item.current_period_start * 1000) : null,
      periodEnd: item ? new Date(item.current_period_end * 1000) : null,
      ourPrice: item !== undefined,
    };
  }

  return {
    provider: "stripe",

    async createCheckout(request) {
      return call("start the checkout", async () => {
        const { customer } = request;
        // One Stripe customer per member, created once (the key makes a concurrent second call
        // return the same customer) and kept in users.stripe_customer_id by the caller.
        const customerId =
          customer.stripeCustomerId ??
          (
            await stripe.customers.create(
              { email: customer.email, name: customer.name, metadata: { userId: String(customer.id) } },
              { idempotencyKey: `customer-${customer.id}` },
            )
          ).id;
        const session = await stripe.checkout.sessions.create(
          {
            mode: "subscription",
            customer: customerId,
            client_reference_id: String(customer.id),
            metadata: { userId: String(customer.id) },
            subscription_data: { metadata: { userId: String(customer.id) } },
            line_items: [
              priceId
                ? { price: priceId, quantity: 1 }
                : {
                    price_data: {
                      currency: PREMIUM_CURRENCY,
                      unit_amount: PREMIUM_PRICE_CENTS,
                      recurring: { interval: "month" },
                      product_data: { name: PREMIUM_PRODUCT_NAME },
                    },
                    quantity: 1,
                  },
            ],
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
            expires_at: Math.floor(request.expiresAt.getTime() / 1000),
          },
          { idempotencyKey: request.idempotencyKey },
        );
        if (!session.url)
          throw new PaymentProviderError("refused", "Stripe returned a checkout without a URL.");
        return {
          providerSessionId: session.id,
          url: session.url,
          customerId: customer.stripeCustomerId ? null : customerId,
        };
      });
    },

    async retrieveSubscription(subscriptionId) {
      return call("read the subscription", async () =>
        toInfo(await stripe.subscriptions.retrieve(subscriptionId)),
      );
    },

    describeSubscription: toInfo,

    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      return call(cancel ? "cancel the subscription" : "resume the subscription", async () =>
        toInfo(await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel })),
      );
    },

    async cancelNow(subscriptionId) {
      await call("cancel the subscription", async () => {
        try {
          await stripe.subscriptions.cancel(subscriptionId);
        } catch (error) {
          if (
            error instanceof StripeSdk.errors.StripeInvalidRequestError &&
            error.code === "resource_missing"
          )
            return;
          throw error;
        }
      });
    },

    async billingPortalUrl(customerId, returnUrl) {
      return call("open the billing portal", async () => {
        const session = await stripe.billingPortal.sessions.create({
          customer: customerId,
          return_url: returnUrl,
        });
        return session.url;
      });
    },

    constructEvent(rawBody, signature) {
      return stripe.webhooks.constructEvent(rawBody, signature, webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
    },
  };
}

/** Turns the SDK's errors into ours: a timeout or an outage says so, Stripe's refusal carries its message. */
const providerCall = (errors: typeof Stripe.errors) =>
  async function call<T>(what: string, action: () => Promise<T>): Promise<T> {
    try {
      return await action();
    } catch (error) {
      if (error instanceof PaymentProviderError) throw error;
      if (error instanceof errors.StripeConnectionError) {
        const timedOut = /timeout|timed out/i.test(error.message);
        throw new PaymentProviderError(
          timedOut ? "timeout" : "unavailable",
          timedOut
            ? `Stripe did not answer in time when we tried to ${what}. Nothing was charged; please try again.`
            : `We could not reach Stripe to ${what}. Nothing was charged; please try again.`,
          error,
        );
      }
      if (error instanceof errors.StripeAPIError || error instanceof errors.StripeRateLimitError) {
        throw new PaymentProviderError(
          "unavailable",
          `Stripe could not ${what} right now. Please try again.`,
          error,
        );
      }
      if (error instanceof errors.StripeError) {
        throw new PaymentProviderError("refused", `Stripe refused to ${what}: ${error.message}`, error);
      }
      throw error;
    }
  };
