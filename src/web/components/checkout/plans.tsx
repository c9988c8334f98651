import { Check, Crown, Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import { PREMIUM_PRICE_EUR, PREMIUM_TRANSIT_DAYS } from "#contracts/constants";
import { cn } from "#web/lib/utils.ts";

/**
 * What each plan includes, worded once for the Subscription page and the landing page's pricing,
 * so the two can never promise different things.
 */

export const PREMIUM_PRICE_LABEL = `€${PREMIUM_PRICE_EUR.toFixed(2)}`;

const FREE_FEATURES = [
  "Your complete birth chart: the wheel, every placement and aspect",
  "Planet-by-planet and full chart interpretations",
  "A daily horoscope from today's transits to your chart",
  "7-day transit forecast, up to 10 transits",
  "Cosmic to-do list, fresh every midnight",
] as const;

const PREMIUM_FEATURES = [
  "Personality Analysis in 14 themes",
  `Extended transit forecasts up to ${PREMIUM_TRANSIT_DAYS} days, every transit shown`,
  "Compatibility reports: Love, Lust, Friendship and Work",
  "Roast mode for horoscopes and interpretations",
  "Ask the Oracle: 1 question a day",
  "Daily Dose of Zero: shareable quote images",
  "Throwback horoscopes: 1 date a day, any day since 1900",
] as const;

/** The line under each plan's price. */
const FEATURE_LISTS_LABEL = {
  free: "No card, no trial countdown.",
  premium: "VAT included. Renews monthly, cancel anytime.",
} as const;

function FeatureList({ items, premium = false }: { items: readonly string[]; premium?: boolean }) {
  return (
    <ul className="grid gap-2.5 text-sm">
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2.5">
          <Check
            className={cn("mt-0.5 size-4 shrink-0", premium ? "text-primary" : "text-success")}
            aria-hidden="true"
          />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

const PLAN = {
  free: { name: "Free", icon: Sparkles, price: "€0", per: " forever", features: FREE_FEATURES },
  premium: {
    name: "Premium",
    icon: Crown,
    price: PREMIUM_PRICE_LABEL,
    per: "/month",
    features: PREMIUM_FEATURES,
  },
} as const;

/**
 * One plan as a card: its name (or a title such as 'Your Current Plan: Free'), price, the line
 * under it, what it includes, and the actions the caller puts at the bottom.
 */
export function PlanCard({
  plan,
  titleId,
  title,
  headingLevel,
  className,
  badge,
  testId,
  children,
}: {
  plan: keyof typeof PLAN;
  titleId: string;
  title?: string;
  headingLevel: 2 | 3;
  className?: string;
  badge?: ReactNode;
  testId?: string;
  children?: ReactNode;
}) {
  const { name, icon: Icon, price, per, features } = PLAN[plan];
  const premium = plan === "premium";
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article
      aria-labelledby={titleId}
      data-testid={testId}
      className={cn(
        "relative flex flex-col rounded-card border bg-card p-6 sm:p-8",
        premium ? "border-primary/50 shadow-2xl shadow-primary/10" : "border-border",
        className,
      )}
    >
      {badge}
      <div className="flex items-center gap-3">
        <span
          className={cn(
            "flex size-10 items-center justify-center rounded-xl",
            premium ? "bg-primary/15 text-primary" : "bg-secondary/20 text-violet-300",
          )}
        >
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <Heading id={titleId} className="text-xl font-semibold">
          {title ?? name}
        </Heading>
      </div>
      <p className="mt-4">
        <span className={cn("font-display text-4xl font-semibold", premium && "text-primary")}>{price}</span>
        <span className="text-muted-foreground">{per}</span>
      </p>
      <p className="mt-1 text-sm text-muted-foreground">{FEATURE_LISTS_LABEL[plan]}</p>
      <div className="mt-6 flex-1">
        {premium ? <p className="mb-3 text-sm font-medium">Everything in Free, plus:</p> : null}
        <FeatureList items={features} premium={premium} />
      </div>
      {children ? <div className="mt-8 grid gap-2">{children}</div> : null}
    </article>
  );
}
