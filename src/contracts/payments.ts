import { z } from "zod";
import {
  PAYMENT_PROVIDERS,
  PAYMENT_STATUSES,
  SUBSCRIPTION_STATUSES,
  SUBSCRIPTION_TIERS,
} from "./statuses.ts";
/**
 * Plans and payments: checkout, the built-in card form, the member's subscription and payments.
 * The card rules and their messages are the same in the form and on the server.
 */

export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** POST /api/create-checkout-session → where to send the browser. */
export const checkoutSessionResponseSchema = z.object({ url: z.string() });
/** A failed checkout start carries the reason as `error` too, which the page shows as is. */
export const checkoutErrorSchema = z.looseObject({ message: z.string(), error: z.string() });

/** The built-in checkout page's order summary (GET /api/checkout/:sessionId). */
export const checkoutSummarySchema = z.object({
  id: z.string(),
  status: z.enum(["open", "complete", "expired"]),
  product: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  interval: z.literal("month"),
  email: z.string(),
  successUrl: z.string(),
  cancelUrl: z.string(),
});
export type CheckoutSummary = z.infer<typeof checkoutSummarySchema>;

export const checkoutParamsSchema = z.object({ sessionId: z.string().min(1).max(100) });

export const CARD_MESSAGES = {
  numberIncomplete: "Your card number is incomplete.",
  numberInvalid: "Your card number is invalid.",
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryInvalid: "Your card's expiration date is invalid.",
  expiryPast: "Your card's expiration date is in the past.",
  cvcIncomplete: "Your card's security code is incomplete.",
  nameRequired: "Enter the name on the card.",
} as const;

/** Luhn check digit: every card number's last digit (ISO/IEC 7812). */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** "4242 4242 4242 4242" → "4242424242424242" (spaces and dashes are how people type it). */
export const cardDigits = (value: string) => value.replace(/[\s-]/g, "");

/** "MM/YY" (or "MM / YY", "MM/YYYY") as month and four-digit year, or null. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = Number(match[2]) + (match[2]?.length === 2 ? 2000 : 0);
  return { month, year };
}

/** A card is valid through the last day of its expiry month. */
export function cardExpired(expiry: { month: number; year: number }, now: Date): boolean {
  const nowMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return expiry.year * 12 + (expiry.month - 1) < nowMonth;
}

export const cardPaymentBodySchema = z.object({
  cardNumber: z
    .string({ message: CARD_MESSAGES.numberIncomplete })
    .transform(cardDigits)
    .pipe(
      z
        .string()
        .regex(/^\d+$/, CARD_MESSAGES.numberInvalid)
        .min(13, CARD_MESSAGES.numberIncomplete)
        .max(19, CARD_MESSAGES.numberInvalid)
        .refine(passesLuhn, CARD_MESSAGES.numberInvalid),
    ),
  expiry: z
    .string({ message: CARD_MESSAGES.expiryIncomplete })
    .refine((value) => parseExpiry(value) !== null, CARD_MESSAGES.expiryIncomplete)
    .refine((value) => {
      const month = parseExpiry(value)?.month ?? 0;
      return month >= 1 && month <= 12;
    }, CARD_MESSAGES.expiryInvalid),
  cvc: z.string({ message: CARD_MESSAGES.cvcIncomplete }).regex(/^\d{3,4}$/, CARD_MESSAGES.cvcIncomplete),
  name: z.string({ message: CARD_MESSAGES.nameRequired }).trim().min(1, CARD_MESSAGES.nameRequired).max(120),
});
export type CardPaymentBody = z.input<typeof cardPaymentBodySchema>;

/** After a successful built-in payment: where the browser goes next. */
export const cardPaymentResponseSchema = z.object({ redirectUrl: z.string() });

/** A refused card: the message to show and Stripe's decline code for it. */
export const cardDeclinedSchema = z.looseObject({
  message: z.string(),
  code: z.string(),
  declineCode: z.string(),
});

const paymentSchema = z.object({
  id: z.number().int(),
  /** ISO timestamp of the charge. */
  date: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  description: z.string(),
  card: z.string().nullable(),
});

/** GET /api/subscription: the member's plan as the Subscription page and Settings show it. */
export const subscriptionSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  premium: z.boolean(),
  tier: z.enum(SUBSCRIPTION_TIERS),
  status: z.enum(SUBSCRIPTION_STATUSES).nullable(),
  /** Renewal date while active, the last day of access once cancelled or past due; null for an admin grant. */
  endDate: z.string().nullable(),
  /** A cancelled subscription with time left can be resumed. */
  canResume: z.boolean(),
  /** Stripe's customer portal is there for members Stripe knows. */
  canManageBilling: z.boolean(),
  payments: z.array(paymentSchema),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const billingPortalResponseSchema = z.object({ url: z.string() });

/** The server's answers the screens show as they are. */
export const SUBSCRIPTION_MESSAGES = {
  alreadyPremium: "You already have Premium. Manage your subscription in Settings.",
  alreadyPremiumCancelled:
    "Your Premium is still running until the end of the paid period. Resume it in Settings instead of paying again.",
  checkoutFailed: "Failed to create checkout session",
  nothingToCancel: "You have no active subscription to cancel.",
  alreadyCancelled: "Your subscription is already cancelled.",
  nothingToResume: "There is no cancelled subscription to resume.",
  noBillingPortal: "Billing is handled by the built-in checkout here: your payments are listed in Settings.",
  checkoutNotFound: "This checkout does not exist.",
  checkoutExpired: "This checkout has expired. Start again from the Subscription page.",
  stripeNotConnected: "Stripe is not connected on this server, so this subscription cannot be changed here.",
} as const;
