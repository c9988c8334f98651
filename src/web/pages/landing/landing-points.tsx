import type { LucideIcon } from "lucide-react";
import {
  CloudSun,
  Flame,
  MapPin,
  Orbit,
  ScrollText,
  ShieldCheck,
  Sparkles,
  Sun,
  Telescope,
  UserPlus,
} from "lucide-react";
import { SECTION } from "./styles.ts";

interface Point {
  icon: LucideIcon;
  title: string;
  text: string;
}

const MARKETING_POINTS: Point[] = [
  {
    icon: Orbit,
    title: "Your birth chart, decoded plainly",
    text: "The full wheel: ten planets, twelve houses, your Ascendant and Midheaven and every major aspect, each explained in sentences a normal person would say out loud.",
  },
  {
    icon: Flame,
    // No "AI": by default the texts come from the built-in composer, not a model (issue 29).
    title: "Brutally honest horoscopes",
    text: "Readings that say the thing instead of hinting at it. Prefer it sharper? Roast mode teases your habits with the affection of a friend who has seen your screen time.",
  },
  {
    icon: CloudSun,
    title: "Cosmic weather reports",
    text: "Transit forecasts that show which planets are leaning on which parts of your chart, how hard, and the exact minute each aspect peaks.",
  },
  {
    icon: Sun,
    title: "Daily horoscopes tailored to your chart",
    text: "Not one text for every Leo on Earth. Your daily reading comes from today's transits to your own placements, plus five small cosmic to-dos.",
  },
];

const VALUE_POINTS: Point[] = [
  {
    icon: Telescope,
    title: "Real positions, not recycled text",
    text: "Every chart starts with where the planets actually were, computed for your exact birth moment and place, with historical time zones and daylight saving handled for you.",
  },
  {
    icon: ScrollText,
    title: "Readings that show their receipts",
    text: "Each horoscope names the placements and transits it is based on, so you can see why it says what it says. No basis, no text.",
  },
  {
    icon: ShieldCheck,
    title: "Honest about what it is",
    text: "Precise astronomy, symbolic astrology, served as entertainment and food for thought. No fear-selling, no ads, and your birth data is never sold.",
  },
];

const STEPS: Point[] = [
  {
    icon: UserPlus,
    title: "Sign up",
    text: "Create a free account with your e-mail address and confirm it. No card, no trial countdown.",
  },
  {
    icon: MapPin,
    title: "Enter your birth data",
    text: "Date, time and place of birth. Pick your town from the list and we fill in the coordinates and time zone.",
  },
  {
    icon: Sparkles,
    title: "Get your chart and daily readings",
    text: "Your natal chart appears at once, and every day brings a horoscope and forecast computed from real planetary positions.",
  },
];

/** What the product does, why it is different, and how to start: the landing page's middle. */
export function LandingPoints() {
  return (
    <>
      <section aria-labelledby="landing-features" className={`${SECTION} py-16 sm:py-20`}>
        <div className="mx-auto max-w-2xl text-center">
          <h2
            id="landing-features"
            className="font-display text-3xl font-semibold text-balance text-foreground sm:text-4xl"
          >
            Astrology that shows its working
          </h2>
          <p className="mt-4 text-base text-pretty text-muted-foreground sm:text-lg">
            Horoscope text here is based on actual planetary positions, computed with ephemeris-grade
            precision. The maths is serious. The writing is not stuffy.
          </p>
        </div>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {MARKETING_POINTS.map(({ icon: Icon, title, text }) => (
            <li
              key={title}
              className="flex flex-col rounded-card border border-border bg-card p-6 transition-colors hover:border-primary/40"
            >
              <span className="flex size-11 items-center justify-center rounded-xl bg-primary/15 text-primary">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-card-foreground">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="landing-values" className="border-y border-border bg-card/40">
        <div className={`${SECTION} py-16 sm:py-20`}>
          <h2
            id="landing-values"
            className="text-center font-display text-3xl font-semibold text-balance text-foreground sm:text-4xl"
          >
            Why zero fluff?
          </h2>
          <ul className="mt-10 grid gap-10 md:grid-cols-3 md:gap-8">
            {VALUE_POINTS.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-4 md:flex-col">
                <span className="flex size-12 shrink-0 items-center justify-center rounded-full border border-secondary/50 bg-secondary/15 text-secondary">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <div>
                  <h3 className="text-lg font-semibold text-foreground">{title}</h3>
                  <p className="mt-2 text-sm leading-relaxed text-muted-foreground sm:text-base">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="landing-how" className={`${SECTION} py-16 sm:py-20`}>
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="landing-how" className="font-display text-3xl font-semibold text-foreground sm:text-4xl">
            How It Works
          </h2>
          <p className="mt-4 text-base text-muted-foreground sm:text-lg">
            Three steps, about two minutes, and the sky at the moment you were born.
          </p>
        </div>
        <ol className="relative mt-12 grid gap-6 md:grid-cols-3">
          {STEPS.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="relative rounded-card border border-border bg-card p-6 pt-8">
              <span
                aria-hidden="true"
                className="absolute -top-5 left-6 flex size-10 items-center justify-center rounded-full bg-primary font-display text-lg font-bold text-primary-foreground shadow-lg shadow-primary/20"
              >
                {index + 1}
              </span>
              <div className="flex items-center gap-3">
                <Icon className="size-5 shrink-0 text-primary" aria-hidden="true" />
                <h3 className="text-lg font-semibold text-card-foreground">
                  <span className="sr-only">Step {index + 1}: </span>
                  {title}
                </h3>
              </div>
              <p className="mt-3 text-sm leading-relaxed text-muted-foreground">{text}</p>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
