import type { FastifyBaseLogger } from "fastify";
import { SUBSCRIPTION_MESSAGES } from "#contracts/payments";
import { HttpError } from "#server/errors";

/** What both payment providers share: the checkout request and answer, and the provider error. */

/**
 * How long a checkout stays open (Stripe wants 30 minutes to 24 hours). A member who comes back
 * within it gets the same session instead of a new one.
 */
export const CHECKOUT_LIFETIME_MS = 60 * 60_000;

/** Who is paying, as the provider needs to know them. */
interface CheckoutCustomer {
  id: number;
  email: string;
  name: string;
  stripeCustomerId: string | null;
}

export interface CheckoutRequest {
  /** Our id for the checkout (the built-in page's address). */
  checkoutId: string;
  customer: CheckoutCustomer;
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
  /** Same key, same session: a double click within a minute must not open two. */
  idempotencyKey: string;
}

export interface CreatedCheckout {
  providerSessionId: string;
  url: string;
  /** The provider's customer id when one was created for this checkout. */
  customerId: string | null;
}

/** A provider call that did not work: why, in words a member can read. */
export class PaymentProviderError extends Error {
  constructor(
    readonly reason: "timeout" | "unavailable" | "refused",
    message: string,
    override readonly cause?: unknown,
  ) {
    super(message);
    this.name = "PaymentProviderError";
  }
}

/** A provider failure as a call answers it: a non-2xx status with `error`, and a log line. */
export function providerFailure(log: FastifyBaseLogger, error: unknown, action: string): HttpError {
  const known = error instanceof PaymentProviderError;
  log.error({ err: error, reason: known ? error.reason : "unexpected" }, `payments: could not ${action}`);
  const message = known ? error.message : SUBSCRIPTION_MESSAGES.checkoutFailed;
  const status = known && error.reason === "timeout" ? 504 : 502;
  return new HttpError(status, "provider_failed", message, { error: message });
}
