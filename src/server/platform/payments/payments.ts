import type { FastifyBaseLogger } from "fastify";
import type { Config } from "#server/config";
import { type BuiltinPayments, createBuiltinPayments } from "./builtin-payments.ts";
import type { StripePayments } from "./stripe-payments.ts";

/**
 * The payments adapter, chosen by configuration: Stripe when STRIPE_SECRET_KEY is set, our own
 * built-in checkout otherwise (the embedded default, which accepts Stripe's public test cards and
 * moves no money). Services switch on `provider`; everything both share is typed here.
 */
export type Payments = BuiltinPayments | StripePayments;
export * from "./checkout.ts";

export async function createPayments(config: Config, log: FastifyBaseLogger): Promise<Payments> {
  if (config.stripe.secretKey) {
    log.info("payments: Stripe (STRIPE_SECRET_KEY is set)");
    const { createStripePayments } = await import("./stripe-payments.ts");
    return createStripePayments(config);
  }
  return createBuiltinPayments(config);
}
