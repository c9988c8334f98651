import { Check } from "lucide-react";
import { PREMIUM_PRICE_EUR, PREMIUM_TRANSIT_DAYS } from "#contracts/constants";
import { cn } from "#web/lib/utils.ts";

/**
 * What each plan includes, worded once for the Subscription page and the landing page's pricing,
 * so the two can never promise different things.
 */

export const PREMIUM_PRICE_LABEL = `€${PREMIUM_PRICE_EUR.toFixed(2)}`;

export const FREE_FEATURES = [
  "Your complete birth chart: the wheel, every placement and aspect",
  "Planet-by-planet and full chart interpretations",
  "A daily horoscope from today's transits to your chart",
  "7-day transit forecast, up to 10 transits",
  "Cosmic to-do list, fresh every midnight",
] as const;

export const PREMIUM_FEATURES = [
  "Personality Analysis in 14 themes",
  `Extended transit forecasts up to ${PREMIUM_TRANSIT_DAYS} days, every transit shown`,
  "Compatibility reports: Love, Lust, Friendship and Work",
  "Roast mode for horoscopes and interpretations",
  "Ask the Oracle: 1 question a day",
  "Daily Dose of Zero: shareable quote images",
  "Throwback horoscopes: 1 date a day, any day since 1900",
] as const;

/** The line under each plan's price. */
export const FEATURE_LISTS_LABEL = {
  free: "No card, no trial countdown.",
  premium: "VAT included. Renews monthly, cancel anytime.",
} as const;

export function FeatureList({ items, premium = false }: { items: readonly string[]; premium?: boolean }) {
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
