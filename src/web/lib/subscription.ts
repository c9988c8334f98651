import type { Subscription } from "#contracts/payments";

export type { Subscription };

/** 899, "eur" → "€8.99". */
export function formatMoney(amountCents: number, currency: string): string {
  return new Intl.NumberFormat("en-IE", { style: "currency", currency: currency.toUpperCase() }).format(
    amountCents / 100,
  );
}
