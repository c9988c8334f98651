import { Info } from "lucide-react";
import { useSearch } from "wouter";
import { PREMIUM_ACTIVATION_HOURS } from "#contracts/constants";
import { PREMIUM_PRICE_LABEL } from "#web/components/checkout/plans.tsx";
import { BackLink, PageFrame, PageHeader } from "#web/components/layout/page-frame.tsx";
import { PageSpinner } from "#web/components/ui/page-spinner.tsx";
import { useAuth } from "#web/lib/auth.tsx";
import { CheckoutCancelled, CheckoutSuccess } from "./subscription/checkout-return.tsx";
import { PlanCards } from "./subscription/plan-cards.tsx";

/**
 * /subscription: the two plans, the member's own marked, and the way to Premium. The card
 * provider sends the member back here with ?checkout=success or ?checkout=cancelled.
 */
export function SubscriptionPage() {
  const { user } = useAuth();
  const returned = new URLSearchParams(useSearch()).get("checkout");
  if (!user) return <PageSpinner />;

  return (
    <PageFrame title="Subscription">
      <BackLink href="/dashboard">Back to Dashboard</BackLink>
      <PageHeader
        className="mt-4"
        title="Subscription"
        subtitle={`Free for the essentials, Premium at ${PREMIUM_PRICE_LABEL}/month for everything. Cancel anytime.`}
      />

      <div className="mt-8">
        {returned === "success" ? (
          <CheckoutSuccess user={user} />
        ) : returned === "cancelled" ? (
          <CheckoutCancelled />
        ) : (
          <PlanCards user={user} />
        )}
      </div>

      <p className="mt-8 flex items-start gap-2 rounded-xl border border-border bg-card/60 p-4 text-sm text-muted-foreground">
        <Info className="mt-0.5 size-4 shrink-0 text-secondary" aria-hidden="true" />
        <span>
          Premium usually switches on within seconds of paying, but activation may take up to{" "}
          {PREMIUM_ACTIVATION_HOURS} hours. Payments go through our card payment provider, and your card
          number is never stored here.
        </span>
      </p>
    </PageFrame>
  );
}
