import type { Config } from "#server/config";
import type { CheckoutRequest, CreatedCheckout } from "./checkout.ts";
import { type CardOutcome, chargeTestCard } from "./test-cards.ts";

/**
 * The built-in checkout (no Stripe key): the session is ours, its page is /checkout/:id in this
 * app, and a charge is decided by Stripe's public test card numbers. Nothing leaves the machine.
 */
export interface BuiltinPayments {
  provider: "builtin";
  createCheckout(request: CheckoutRequest): Promise<CreatedCheckout>;
  /** Charges a card number (digits only) the form has already validated. */
  charge(cardDigits: string): CardOutcome;
}

export function createBuiltinPayments(_config: Config): BuiltinPayments {
  return {
    provider: "builtin",
    async createCheckout(request) {
      // A path, not an absolute URL: the page is served by whichever origin the member is on.
      return {
        providerSessionId: request.checkoutId,
        url: `/checkout/${request.checkoutId}`,
        customerId: null,
      };
    },
    charge: chargeTestCard,
  };
}
