import { Loader2, Sparkles } from "lucide-react";
import { useEffect, useRef } from "react";
import type { DailyDoseResult } from "#contracts/daily-dose";
import { Button } from "#web/components/ui/button.tsx";
import { Card } from "#web/components/ui/card.tsx";

export const FIRST_LABEL = "Generate Daily Dose of Zero Bullshit";
export const AGAIN_LABEL = "Generate New Dose";

/**
 * The dose itself: empty at first with the first button, then the fact and the call to action with
 * the button for a new one. A new dose takes the focus, so it is read out where it appears.
 */
export function DoseCard({
  dose,
  pending,
  onGenerate,
}: {
  dose: DailyDoseResult | null;
  pending: boolean;
  onGenerate: () => void;
}) {
  const factRef = useRef<HTMLQuoteElement>(null);
  useEffect(() => {
    if (dose) factRef.current?.focus();
  }, [dose]);

  return (
    <Card
      data-testid="dose-card"
      aria-labelledby="dose-title"
      className="relative overflow-hidden border-primary/30 bg-gradient-to-br from-card via-card to-secondary/15 p-6 sm:p-8"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-24 size-64 rounded-full border border-primary/15"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-12 -right-12 size-40 rounded-full border border-dashed border-primary/10"
      />
      <p id="dose-title" className="text-xs font-semibold tracking-[0.22em] text-primary uppercase">
        Today's dose
      </p>
      {dose ? (
        <div className="mt-4" aria-live="polite">
          <blockquote
            ref={factRef}
            tabIndex={-1}
            data-testid="dose-fact"
            className="font-display text-2xl leading-snug font-semibold text-foreground outline-none sm:text-3xl"
          >
            {dose.astroFact}
          </blockquote>
          <div className="mt-6 h-1 w-16 rounded-full bg-primary" aria-hidden="true" />
          <p className="mt-5 text-xs font-semibold tracking-[0.22em] text-muted-foreground uppercase">
            Your move
          </p>
          <p data-testid="dose-cta" className="mt-2 text-lg font-semibold text-primary sm:text-xl">
            {dose.callToAction}
          </p>
        </div>
      ) : (
        <p className="mt-4 max-w-prose text-base text-muted-foreground">
          One true thing today's sky is doing, timed to your clock, and one blunt thing to do about it. Then
          two story-sized cards, light and dark, ready to post.
        </p>
      )}
      <Button
        size="lg"
        className="mt-8 h-auto min-h-12 w-full py-3 sm:w-auto"
        onClick={onGenerate}
        disabled={pending}
        aria-busy={pending}
      >
        {pending ? (
          <Loader2 className="size-5 animate-spin" aria-hidden="true" />
        ) : (
          <Sparkles className="size-5" aria-hidden="true" />
        )}
        {dose ? AGAIN_LABEL : FIRST_LABEL}
      </Button>
    </Card>
  );
}
