import { Crown, Lock, Sparkles } from "lucide-react";
import { Link } from "wouter";
import { FREE_TRANSIT_DAYS, FREE_VISIBLE_TRANSITS } from "#contracts/constants";
import { CheckoutButton } from "#web/components/checkout/checkout-button.tsx";
import { UPGRADE_LABEL } from "#web/components/prompts/upgrade-card.tsx";
import { Alert, AlertDescription, AlertTitle } from "#web/components/ui/alert.tsx";
import { Card } from "#web/components/ui/card.tsx";
import { cn } from "#web/lib/utils.ts";

/** The free plan's limits and the way out of them (docs/product.md §7.1, §7.4). */

export function LimitedBanner() {
  return (
    <Alert
      variant="info"
      role="note"
      data-testid="limited-banner"
      className="items-center px-3 py-2 sm:items-start sm:p-4"
    >
      <Lock aria-hidden="true" className="max-sm:!mt-0" />
      <div className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-3 sm:block">
        <AlertTitle>Limited to 7-Day Forecast</AlertTitle>
        <AlertDescription className="mt-0 sm:mt-1">
          <span className="hidden sm:inline">
            The free plan shows the next {FREE_TRANSIT_DAYS} days and up to {FREE_VISIBLE_TRANSITS} transits.{" "}
          </span>
          <Link href="/subscription" className="font-medium text-primary underline underline-offset-2">
            See Premium plans
          </Link>
        </AlertDescription>
      </div>
    </Alert>
  );
}

export function UnlockCard({ className }: { className?: string }) {
  return (
    <Card
      className={cn("border-primary/40 p-5", className)}
      aria-labelledby="unlock-forecasts-title"
      data-testid="unlock-card"
    >
      <span className="flex size-10 items-center justify-center rounded-xl bg-primary/15 text-primary">
        <Crown className="size-5" aria-hidden="true" />
      </span>
      <h2 id="unlock-forecasts-title" className="mt-3 font-display text-lg font-semibold">
        Unlock Extended Forecasts
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        See up to 60 days ahead, every transit in the window, and plan around the exact minute.
      </p>
      <CheckoutButton className="mt-4 h-auto min-h-10 w-full py-2 text-center">
        {UPGRADE_LABEL}
      </CheckoutButton>
    </Card>
  );
}

/** The line at the end of a capped list: how many transits the plan leaves out. */
export function HiddenCountLine({ hiddenCount }: { hiddenCount: number }) {
  return (
    <p
      data-testid="hidden-count"
      className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-xl border border-dashed border-primary/40 bg-primary/5 px-4 py-3 text-sm"
    >
      <Sparkles className="size-4 shrink-0 text-primary" aria-hidden="true" />
      <span>
        {hiddenCount} more {hiddenCount === 1 ? "transit" : "transits"} in this window with Premium.
      </span>
      <Link href="/subscription" className="font-medium text-primary underline underline-offset-2">
        Upgrade to see them
      </Link>
    </p>
  );
}
