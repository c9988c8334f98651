import {
  Brain,
  ChevronRight,
  CircleDot,
  Crown,
  Heart,
  History,
  type LucideIcon,
  Quote,
  Radar,
  Sparkles,
  Sun,
} from "lucide-react";
import { Link } from "wouter";
import { Badge } from "#web/components/ui/badge.tsx";

interface Feature {
  href: string;
  title: string;
  description: string;
  icon: LucideIcon;
  premium: boolean;
}

/** The 'Explore Your Cosmic Journey' cards, in the spec's order; the last five are premium. */
const FEATURES: Feature[] = [
  {
    href: "/today",
    title: "Today",
    description: "Your daily horoscope and five cosmic to-dos.",
    icon: Sun,
    premium: false,
  },
  {
    href: "/birth-chart",
    title: "Birth Chart",
    description: "Your natal wheel: planets, houses and aspects, explained.",
    icon: CircleDot,
    premium: false,
  },
  {
    href: "/transit-radar",
    title: "Transit Radar",
    description: "Which planets are pressing on your chart right now.",
    icon: Radar,
    premium: false,
  },
  {
    href: "/personality-analysis",
    title: "Personality Analysis",
    description: "Fourteen themes of who you are, minus the flattery.",
    icon: Brain,
    premium: true,
  },
  {
    href: "/compatibility",
    title: "Compatibility",
    description: "Love, lust, friendship and work, scored chart to chart.",
    icon: Heart,
    premium: true,
  },
  {
    href: "/cosmic-quotes",
    title: "Daily Dose of Zero",
    description: "A shareable astro truth with zero sugar-coating.",
    icon: Quote,
    premium: true,
  },
  {
    href: "/ask-oracle",
    title: "Ask the Oracle",
    description: "One personal question a day, answered from your chart.",
    icon: Sparkles,
    premium: true,
  },
  {
    href: "/throwback",
    title: "Throwback",
    description: "What the stars said on any date since 1900.",
    icon: History,
    premium: true,
  },
];

export function FeatureCards() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {FEATURES.map(({ href, title, description, icon: Icon, premium }) => (
        <li key={href} className="flex">
          <Link
            href={href}
            data-testid={`feature-card-${href.slice(1)}`}
            className="group relative flex w-full gap-4 rounded-card border border-border bg-card/80 p-5 shadow-xl transition-colors hover:border-primary/50 hover:bg-accent/60 sm:flex-col sm:gap-0"
          >
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary/15 text-primary">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            {premium ? (
              <Crown
                className="absolute top-4 right-4 size-5 text-primary sm:top-5 sm:right-5"
                aria-hidden="true"
              />
            ) : null}
            <div className="flex min-w-0 flex-1 flex-col sm:mt-4">
              <h3 className="flex items-center gap-1 pr-7 text-base font-semibold text-card-foreground sm:pr-0">
                {title}
                <ChevronRight
                  className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                  aria-hidden="true"
                />
              </h3>
              <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{description}</p>
              {premium ? (
                <div className="mt-3 sm:mt-auto sm:pt-4">
                  <Badge variant="premium">Premium Feature</Badge>
                </div>
              ) : null}
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}
