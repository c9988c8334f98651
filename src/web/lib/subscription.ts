import type { Subscription } from "#contracts/payments";

/** The member's subscription and payments (GET /api/subscription), shared by the Subscription page and Settings. */
export const SUBSCRIPTION_QUERY_KEY = ["/api/subscription"] as const;
export type { Subscription };

/** 899, "eur" → "€8.99". */
export function formatMoney(amountCents: number, currency: string): string {
  return new Intl.NumberFormat("en-IE", { style: "currency", currency: currency.toUpperCase() }).format(
    amountCents / 100,
  );
}
