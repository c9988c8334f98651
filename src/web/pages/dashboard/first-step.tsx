import { ArrowRight, Sparkles } from "lucide-react";
import { Link } from "wouter";
import { Button } from "#web/components/ui/button.tsx";

/**
 * A new account's one clear next step, before anything else on the home screen (the upgrade card
 * included): every reading is computed from the birth chart, so nothing works before it.
 */
export function FirstStep() {
  return (
    <section
      aria-labelledby="first-step-heading"
      data-testid="first-step"
      className="flex flex-col gap-4 rounded-2xl border border-primary/40 bg-gradient-to-br from-primary/15 via-secondary/10 to-card/80 p-5 shadow-xl sm:flex-row sm:items-center sm:p-6"
    >
      <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary/20 text-primary">
        <Sparkles className="size-6" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold uppercase tracking-wide text-primary">Your first step</p>
        <h2 id="first-step-heading" className="mt-1 font-display text-xl font-semibold sm:text-2xl">
          Enter your birth data
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Date, time and place of birth. Your chart, today's horoscope and your transits are all computed from
          it. It takes a minute.
        </p>
      </div>
      <Button asChild size="lg" className="w-full shrink-0 sm:w-auto">
        <Link href="/birth-chart">
          Enter your birth data
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </Button>
    </section>
  );
}
