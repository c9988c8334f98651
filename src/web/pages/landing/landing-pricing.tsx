import { Link } from "wouter";
import { CheckoutButton } from "#web/components/checkout/checkout-button.tsx";
import { PlanCard } from "#web/components/checkout/plans.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { isPremiumUser, useAuth } from "#web/lib/auth.tsx";
import { SIGN_UP_HREF } from "#web/lib/links.ts";
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
          <PlanCard plan="free" titleId="pricing-free" headingLevel={3}>
            <Link href={SIGN_UP_HREF} className={cn(SECONDARY_LINK, "w-full")}>
              Start Free
            </Link>
          </PlanCard>
          <PlanCard plan="premium" titleId="pricing-premium" headingLevel={3}>
            {isPremiumUser(user) ? (
              <Button size="lg" variant="outline" disabled className="w-full rounded-full">
                Your Current Plan
              </Button>
            ) : (
              <CheckoutButton size="lg" className="min-h-12 w-full rounded-full text-base font-semibold">
                Get Premium
              </CheckoutButton>
            )}
          </PlanCard>
        </div>
      </div>
    </section>
  );
}
