import { Crown, Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { CheckoutButton } from "#web/components/checkout/checkout-button.tsx";
import {
  FEATURE_LISTS_LABEL,
  FeatureList,
  FREE_FEATURES,
  PREMIUM_FEATURES,
  PREMIUM_PRICE_LABEL,
} from "#web/components/checkout/plans.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { isPremiumUser, useAuth } from "#web/lib/auth.tsx";
import { cn } from "#web/lib/utils.ts";
import { SECONDARY_LINK, SECTION, SECTION_TITLE } from "./styles.ts";

/** Free vs Premium. 'Get Premium' starts the checkout, or sends a visitor to sign in first. */
export function LandingPricing() {
  const { user } = useAuth();
  return (
    <section aria-labelledby="landing-pricing" className="border-y border-border bg-card/40">
      <div className={`${SECTION} py-16 sm:py-20`}>
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="landing-pricing" className={SECTION_TITLE}>
            Free vs Premium
          </h2>
          <p className="mt-4 text-base text-pretty text-muted-foreground sm:text-lg">
            The essentials cost nothing. Premium is for people who want the whole sky, and the roast.
          </p>
        </div>
        <div className="mx-auto mt-10 grid max-w-4xl gap-6 md:grid-cols-2" data-testid="landing-pricing">
          <article
            aria-labelledby="pricing-free"
            className="flex flex-col rounded-card border border-border bg-card p-6 sm:p-8"
          >
            <PlanHeading
              id="pricing-free"
              icon={<Sparkles className="size-5" aria-hidden="true" />}
              name="Free"
            />
            <p className="mt-4">
              <span className="font-display text-4xl font-semibold">€0</span>
              <span className="text-muted-foreground"> forever</span>
            </p>
            <p className="mt-1 text-sm text-muted-foreground">{FEATURE_LISTS_LABEL.free}</p>
            <div className="mt-6 flex-1">
              <FeatureList items={FREE_FEATURES} />
            </div>
            <Link href="/auth" className={cn(SECONDARY_LINK, "mt-8 w-full")}>
              Start Free
            </Link>
          </article>
          <article
            aria-labelledby="pricing-premium"
            className="relative flex flex-col rounded-card border border-primary/50 bg-card p-6 shadow-2xl shadow-primary/10 sm:p-8"
          >
            <PlanHeading
              id="pricing-premium"
              icon={<Crown className="size-5" aria-hidden="true" />}
              name="Premium"
              premium
            />
            <p className="mt-4">
              <span className="font-display text-4xl font-semibold text-primary">{PREMIUM_PRICE_LABEL}</span>
              <span className="text-muted-foreground">/month</span>
            </p>
            <p className="mt-1 text-sm text-muted-foreground">{FEATURE_LISTS_LABEL.premium}</p>
            <div className="mt-6 flex-1">
              <p className="mb-3 text-sm font-medium">Everything in Free, plus:</p>
              <FeatureList items={PREMIUM_FEATURES} premium />
            </div>
            {isPremiumUser(user) ? (
              <Button size="lg" variant="outline" disabled className="mt-8 w-full rounded-full">
                Your Current Plan
              </Button>
            ) : (
              <CheckoutButton size="lg" className="mt-8 min-h-12 w-full rounded-full text-base font-semibold">
                Get Premium
              </CheckoutButton>
            )}
          </article>
        </div>
      </div>
    </section>
  );
}

function PlanHeading({
  id,
  icon,
  name,
  premium = false,
}: {
  id: string;
  icon: ReactNode;
  name: string;
  premium?: boolean;
}) {
  return (
    <div className="flex items-center gap-3">
      <span
        className={cn(
          "flex size-10 items-center justify-center rounded-xl",
          premium ? "bg-primary/15 text-primary" : "bg-secondary/20 text-violet-300",
        )}
      >
        {icon}
      </span>
      <h3 id={id} className="text-xl font-semibold">
        {name}
      </h3>
    </div>
  );
}
