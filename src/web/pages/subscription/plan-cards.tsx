import { Link } from "wouter";
import type { PublicUser } from "#contracts/user";
import { CheckoutButton } from "#web/components/checkout/checkout-button.tsx";
import { PlanCard } from "#web/components/checkout/plans.tsx";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { isPremiumUser } from "#web/lib/auth.tsx";
import { formatTimestampDate } from "#web/lib/dates.ts";
import { cn } from "#web/lib/utils.ts";

/** The premium plan's dates, in a sentence. */
export function planDatesLine(user: PublicUser): string | null {
  const end = user.subscriptionEndDate;
  if (!end) return null;
  const date = formatTimestampDate(end);
  if (user.subscriptionStatus === "cancelled") return `Cancelled: Premium ends on ${date}.`;
  if (user.subscriptionStatus === "past_due") {
    return `The last payment failed: Premium ends on ${date} unless the next attempt succeeds.`;
  }
  return `Renews on ${date}.`;
}

/** The Free card and the Premium card, side by side, with the member's own plan marked. */
export function PlanCards({ user }: { user: PublicUser }) {
  const premium = isPremiumUser(user);
  const dates = premium ? planDatesLine(user) : null;
  return (
    <div className="grid items-stretch gap-6 md:grid-cols-2">
      <PlanCard
        plan="free"
        titleId="plan-free-title"
        title={premium ? "Free" : "Your Current Plan: Free"}
        headingLevel={2}
        testId="plan-free"
      />
      <PlanCard
        plan="premium"
        titleId="plan-premium-title"
        headingLevel={2}
        testId="plan-premium"
        className={cn(premium && "ring-2 ring-primary/60")}
        badge={
          premium ? (
            <Badge variant="premium" className="absolute -top-3 right-6 bg-card tracking-wide">
              ACTIVE SUBSCRIPTION
            </Badge>
          ) : null
        }
      >
        {premium ? (
          <>
            <Button variant="outline" disabled className="w-full">
              Current Plan
            </Button>
            {dates ? (
              <p className="text-center text-sm text-muted-foreground" data-testid="plan-dates">
                {dates}{" "}
                <Link href="/settings" className="text-primary underline underline-offset-2">
                  Manage in Settings
                </Link>
              </p>
            ) : null}
          </>
        ) : (
          <CheckoutButton size="lg" className="w-full">
            Upgrade to Premium
          </CheckoutButton>
        )}
      </PlanCard>
    </div>
  );
}
