import { Crown } from "lucide-react";
import type { ReactNode } from "react";
import { PREMIUM_PRICE_EUR } from "#contracts/constants";
import { CheckoutButton } from "#web/components/checkout/checkout-button.tsx";
import { Card } from "#web/components/ui/card.tsx";

/** The spec's upgrade button text (02 §2), priced from the one constant. */
export const UPGRADE_LABEL = `Upgrade Now - €${PREMIUM_PRICE_EUR.toFixed(2)}/month`;

/** A premium feature seen by a free member: what it does, and the way to it (docs/product.md §1.5). */
export function UpgradeCard({
  testId,
  title,
  children,
}: {
  testId: string;
  title: string;
  children: ReactNode;
}) {
  const titleId = `${testId}-title`;
  return (
    <Card
      data-testid={testId}
      aria-labelledby={titleId}
      className="flex flex-col gap-4 border-primary/40 p-6 sm:flex-row sm:items-center"
    >
      <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary/15 text-primary">
        <Crown className="size-6" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{children}</p>
      </div>
      <CheckoutButton className="h-auto min-h-10 shrink-0 py-2 text-center">{UPGRADE_LABEL}</CheckoutButton>
    </Card>
  );
}
