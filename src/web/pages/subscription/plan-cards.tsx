import { Crown, Sparkles } from "lucide-react";
import { Link } from "wouter";
import type { PublicUser } from "#contracts/user";
import { CheckoutButton } from "#web/components/checkout/checkout-button.tsx";
import {
  FEATURE_LISTS_LABEL,
  FeatureList,
  FREE_FEATURES,
  PREMIUM_FEATURES,
  PREMIUM_PRICE_LABEL,
} from "#web/components/checkout/plans.tsx";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card } from "#web/components/ui/card.tsx";
import { isPremiumUser } from "#web/lib/auth.tsx";
import { cn } from "#web/lib/utils.ts";
import { formatLongDate } from "../settings/account-helpers.ts";

/** The premium plan's dates, in a sentence. */
export function planDatesLine(user: PublicUser): string | null {
  const end = user.subscriptionEndDate;
  if (!end) return null;
  const date = formatLongDate(end);
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
      <Card aria-labelledby="plan-free-title" className="flex flex-col p-6" data-testid="plan-free">
        <div className="flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-xl bg-secondary/20 text-violet-300">
            <Sparkles className="size-5" aria-hidden="true" />
          </span>
          <h2 id="plan-free-title" className="text-xl font-semibold">
            {premium ? "Free" : "Your Current Plan: Free"}
          </h2>
        </div>
        <p className="mt-4">
          <span className="font-display text-4xl font-semibold">€0</span>
          <span className="text-muted-foreground"> forever</span>
        </p>
        <p className="mt-1 text-sm text-muted-foreground">{FEATURE_LISTS_LABEL.free}</p>
        <div className="mt-5 flex-1">
          <FeatureList items={FREE_FEATURES} />
        </div>
      </Card>

      <Card
        aria-labelledby="plan-premium-title"
        className={cn("relative flex flex-col border-primary/50 p-6", premium && "ring-2 ring-primary/60")}
        data-testid="plan-premium"
      >
        {premium ? (
          <Badge variant="premium" className="absolute -top-3 right-6 bg-card tracking-wide">
            ACTIVE SUBSCRIPTION
          </Badge>
        ) : null}
        <div className="flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-xl bg-primary/15 text-primary">
            <Crown className="size-5" aria-hidden="true" />
          </span>
          <h2 id="plan-premium-title" className="text-xl font-semibold">
            Premium
          </h2>
        </div>
        <p className="mt-4">
          <span className="font-display text-4xl font-semibold text-primary">{PREMIUM_PRICE_LABEL}</span>
          <span className="text-muted-foreground">/month</span>
        </p>
        <p className="mt-1 text-sm text-muted-foreground">{FEATURE_LISTS_LABEL.premium}</p>
        <div className="mt-5 flex-1">
          <FeatureList items={PREMIUM_FEATURES} premium />
        </div>
        <div className="mt-6 grid gap-2">
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
        </div>
      </Card>
    </div>
  );
}
