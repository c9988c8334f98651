import { Crown, Lock } from "lucide-react";
import { CheckoutButton } from "#web/components/checkout/checkout-button.tsx";
import { UPGRADE_LABEL } from "#web/components/prompts/upgrade-card.tsx";
import { Badge } from "#web/components/ui/badge.tsx";
import { Card } from "#web/components/ui/card.tsx";
import { SectionCard } from "./section-card.tsx";
import { fillerText, SECTIONS } from "./sections.ts";

/**
 * What free users see (docs/product.md §15.1): the fourteen themes with blurred stand-in text under a lock
 * card. Nothing is fetched for them.
 */
export function LockedPreview() {
  return (
    <div className="relative" data-testid="personality-locked">
      {/* First in the DOM, so the upgrade link is the first stop for keyboard and screen readers. */}
      <div className="pointer-events-none absolute inset-0 z-10 flex items-start justify-center px-2 pt-8 sm:pt-16">
        <UpgradeCard />
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        {SECTIONS.map((section, index) => (
          <SectionCard key={section.key} section={section}>
            <span className="sr-only">Available with Premium.</span>
            <p aria-hidden="true" className="select-none leading-relaxed text-foreground/70 blur-sm">
              {fillerText(index)}
            </p>
          </SectionCard>
        ))}
      </div>
    </div>
  );
}

function UpgradeCard() {
  return (
    <Card
      role="region"
      aria-labelledby="personality-lock-title"
      data-testid="personality-lock"
      className="pointer-events-auto w-full max-w-md border-primary/40 bg-card/95 p-6 text-center shadow-2xl shadow-primary/10 sm:sticky sm:top-24"
    >
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-primary/15 text-primary">
        <Lock className="size-6" aria-hidden="true" />
      </span>
      <Badge variant="premium" className="mt-4">
        <Crown className="size-3.5" aria-hidden="true" />
        Premium Feature
      </Badge>
      <h2 id="personality-lock-title" className="mt-3 font-display text-xl font-semibold">
        Unlock your Personality Analysis
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">
        Personality Analysis is a Premium feature: fourteen themes of you, from your core personality to your
        life purpose, read from your birth chart in a normal or a roast voice.
      </p>
      <CheckoutButton size="lg" className="mt-5 h-auto min-h-11 w-full py-2.5 text-center">
        {UPGRADE_LABEL}
      </CheckoutButton>
    </Card>
  );
}
