import { DAILY_DOSE_MESSAGES, QUOTE_THEMES, type QuoteTheme } from "#contracts/daily-dose";
import { UpgradeCard } from "#web/components/prompts/upgrade-card.tsx";
import { cn } from "#web/lib/utils.ts";

/** Free members: the same words the API answers them with, and the way to Premium. */
export function DoseUpgradeCard() {
  return (
    <div className="space-y-8">
      <UpgradeCard testId="dose-upgrade" title="Unlock Daily Dose of Zero">
        {DAILY_DOSE_MESSAGES.premium}
      </UpgradeCard>
      <section aria-labelledby="dose-example-title">
        <h2 id="dose-example-title" className="text-sm font-semibold text-muted-foreground">
          An example of the two cards
        </h2>
        <div className="mt-4 grid max-w-xl grid-cols-2 gap-4 sm:gap-6">
          {QUOTE_THEMES.map((theme) => (
            <ExampleCard key={theme} theme={theme} />
          ))}
        </div>
      </section>
    </div>
  );
}

const EXAMPLE_LOOK: Readonly<
  Record<QuoteTheme, { frame: string; accent: string; ink: string; action: string }>
> = {
  light: {
    frame:
      "bg-[radial-gradient(circle_at_90%_4%,#ffd36e_0,transparent_55%),linear-gradient(#fffaf1,#f4e6d2)]",
    accent: "text-[#5b3fd6]",
    ink: "text-[#1c1640]",
    action: "text-[#4a2fc0]",
  },
  dark: {
    frame:
      "bg-[radial-gradient(circle_at_12%_6%,#5a40c8_0,transparent_55%),linear-gradient(#090720,#140f3a,#07061a)]",
    accent: "text-primary",
    ink: "text-[#f6f3ff]",
    action: "text-[#f7cf6b]",
  },
};

/** A drawn (not rendered) miniature of a card, so free members see what they would get. */
function ExampleCard({ theme }: { theme: QuoteTheme }) {
  const look = EXAMPLE_LOOK[theme];
  return (
    <figure
      aria-label={`Example ${theme} card`}
      className={cn(
        "flex aspect-[9/16] flex-col justify-between overflow-hidden rounded-2xl border border-border p-[9%] shadow-2xl shadow-black/40",
        look.frame,
      )}
    >
      <p
        className={cn(
          "text-[0.5rem] font-semibold tracking-[0.14em] whitespace-nowrap sm:text-[0.65rem] sm:tracking-[0.22em]",
          look.accent,
        )}
      >
        DAILY DOSE OF ZERO
      </p>
      <div>
        <p className={cn("text-xl sm:text-3xl", look.accent)} aria-hidden="true">
          {/* Text presentation: phones would otherwise draw the sign as a coloured emoji. */}
          {"○\uFE0E ♉\uFE0E"}
        </p>
        <p className={cn("mt-2 font-display text-sm leading-tight font-semibold sm:text-lg", look.ink)}>
          Full Moon in Taurus at 22:14 your time. Translation: everything you ignored is now lit up.
        </p>
        <p className={cn("mt-3 text-[0.65rem] leading-snug font-semibold sm:text-xs", look.action)}>
          Finish it or forgive it. Today.
        </p>
      </div>
      <p className={cn("font-display text-[0.6rem] font-semibold sm:text-xs", look.ink)}>
        Zero Fluff, All Astrology
      </p>
    </figure>
  );
}
