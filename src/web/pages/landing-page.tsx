import type { LucideIcon } from "lucide-react";
import {
  ArrowRight,
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
import { Suspense } from "react";
import { Link } from "wouter";
import { SIGNS as SIGN_ORDER } from "#contracts/constants";
import { lazyPart } from "#web/lib/lazy-part.ts";
import { SIGN_UP_HREF } from "#web/lib/links.ts";
import { SIGN_GLYPHS as BARE_SIGN_GLYPHS } from "#web/lib/zodiac.ts";
import { LandingSeo } from "./landing/landing-seo.tsx";
import { PRIMARY_LINK, SECONDARY_LINK, SECTION } from "./landing/styles.ts";

// The sections that read the server (examples, testimonials) or start a checkout (pricing) load
// after the page is up; their prerendered markup stays in place until then, so a visitor sees them
// at once, and the first script stays free of the query library and the schemas.
const LandingExamples = lazyPart(() => import("./landing/landing-examples.tsx"), "LandingExamples", {
  data: true,
});
const LandingTestimonials = lazyPart(
  () => import("./landing/landing-testimonials.tsx"),
  "LandingTestimonials",
  { data: true },
);
const LandingToday = lazyPart(() => import("./landing/landing-today.tsx"), "LandingToday", { data: true });
const LandingPricing = lazyPart(() => import("./landing/landing-pricing.tsx"), "LandingPricing", {
  data: true,
});

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

export function LandingPage() {
  return (
    <>
      <LandingSeo />

      <Hero />

      <Suspense fallback={null}>
        <LandingExamples />
      </Suspense>

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

      <Suspense fallback={null}>
        <LandingTestimonials />
      </Suspense>

      <Suspense fallback={null}>
        <LandingPricing />
      </Suspense>

      <section aria-labelledby="landing-cta" className={`${SECTION} py-20 sm:py-24`}>
        <div className="relative overflow-hidden rounded-card border border-primary/30 bg-card px-6 py-12 text-center sm:px-12 sm:py-16">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top,var(--color-secondary)_0%,transparent_65%)] opacity-20"
          />
          <div className="relative">
            <h2
              id="landing-cta"
              className="mx-auto max-w-2xl font-display text-3xl font-semibold text-balance text-foreground sm:text-4xl"
            >
              Your chart has been waiting since the day you were born
            </h2>
            <p className="mx-auto mt-4 max-w-xl text-base text-pretty text-muted-foreground sm:text-lg">
              You have scrolled this far, which is more follow-through than most New Year's resolutions get.
              Finish the job: it takes two minutes and costs nothing.
            </p>
            <div className="mt-8">
              <Link href={SIGN_UP_HREF} className={PRIMARY_LINK}>
                Get Your Birth Chart
                <ArrowRight className="size-5" aria-hidden="true" />
              </Link>
            </div>
          </div>
        </div>
      </section>

      <nav
        aria-label="Get started"
        className={`${SECTION} flex flex-col items-center justify-between gap-3 border-t border-border py-6 text-sm sm:flex-row`}
        data-testid="landing-footer"
      >
        <p className="font-display text-base text-foreground">Zero Fluff, All Astrology</p>
        <div className="flex items-center gap-5">
          <Link href="/auth" className="text-muted-foreground hover:text-foreground">
            Sign In
          </Link>
          <Link href={SIGN_UP_HREF} className="font-semibold text-primary hover:underline">
            Get Started
          </Link>
        </div>
      </nav>
    </>
  );
}

function Hero() {
  return (
    <section aria-labelledby="landing-title" className="relative isolate overflow-hidden">
      <Starfield />
      <div
        className={`${SECTION} grid items-center gap-10 py-8 sm:py-24 lg:grid-cols-[1.1fr_0.9fr] lg:py-28`}
      >
        <div className="relative z-10 min-w-0 text-center lg:text-left">
          {/* What the product does is the heading; the brand stands beside it (issue 29). */}
          <p className="inline-flex items-center gap-2 rounded-full border border-border bg-card/70 px-4 py-1.5 font-display text-sm font-semibold text-primary">
            <Sparkles className="size-4" aria-hidden="true" />
            Zero Fluff, All Astrology
          </p>
          <h1
            id="landing-title"
            className="mt-5 font-display text-4xl leading-[1.1] font-semibold text-balance text-foreground sm:text-5xl lg:text-6xl"
          >
            Your birth chart and daily horoscope, worked out from the real sky
          </h1>
          <p className="mx-auto mt-4 max-w-xl text-base text-pretty text-muted-foreground sm:mt-6 sm:text-xl lg:mx-0">
            Computed from real planetary positions for your birth moment and place, then said in plain words.
            No vague "big changes are coming", no mystical padding.
          </p>
          {/* The line's box is held while its chunk loads on a client-side visit (prerendered, it is in place). */}
          <Suspense
            fallback={
              <div aria-hidden="true" className="mx-auto mt-6 h-[10.5rem] max-w-xl sm:h-[8.25rem] lg:mx-0" />
            }
          >
            <LandingToday />
          </Suspense>
          <div className="mt-6 flex flex-col items-center gap-3 sm:mt-8 sm:flex-row sm:justify-center lg:justify-start">
            <Link href={SIGN_UP_HREF} className={PRIMARY_LINK}>
              Get Your Birth Chart
              <ArrowRight className="size-5" aria-hidden="true" />
            </Link>
            <Link href="/features" className={SECONDARY_LINK}>
              See all features
            </Link>
          </div>
          <p className="mt-4 text-sm text-muted-foreground">Free account. No card needed.</p>
        </div>
        <ZodiacRing className="pointer-events-none absolute -top-36 -right-44 -z-10 w-[24rem] opacity-15 sm:-top-20 sm:-right-28 sm:w-[30rem] sm:opacity-20 lg:static lg:z-auto lg:mx-auto lg:w-full lg:max-w-[30rem] lg:opacity-100" />
      </div>
    </section>
  );
}

interface Star {
  id: string;
  x: number;
  y: number;
  r: number;
  opacity: number;
  twinkle: boolean;
}

/** A fixed, seeded scatter so the sky looks the same on every render and on the server. */
const STARS: Star[] = (() => {
  let seed = 20_240_321;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  return Array.from({ length: 90 }, (_, i) => ({
    id: `star-${i}`,
    x: next() * 100,
    y: next() * 100,
    r: 0.5 + next() * 1.2,
    opacity: 0.25 + next() * 0.6,
    twinkle: next() > 0.85,
  }));
})();

function Starfield() {
  return (
    <svg aria-hidden="true" className="pointer-events-none absolute inset-0 -z-20 size-full text-foreground">
      {STARS.map((star) => (
        <circle
          key={star.id}
          cx={`${star.x.toFixed(2)}%`}
          cy={`${star.y.toFixed(2)}%`}
          r={star.r.toFixed(2)}
          fill="currentColor"
          opacity={star.opacity.toFixed(2)}
          className={star.twinkle ? "motion-safe:animate-pulse" : undefined}
        />
      ))}
    </svg>
  );
}

/* Text presentation selector (U+FE0E) keeps the glyphs from turning into colour emoji. */
const SIGN_GLYPHS = SIGN_ORDER.map((sign) => `${BARE_SIGN_GLYPHS[sign]}\uFE0E`);
const CENTER = 200;

/** Hundredths of a unit: far below a pixel, and the same digits in the prerender and the browser. */
const round = (value: number) => Math.round(value * 100) / 100;

function polar(radius: number, angleDeg: number): { x: number; y: number } {
  // Zodiac order runs counter-clockwise, starting at the left (the Ascendant side of a chart wheel).
  // Rounded: Node's and the browser's sine can differ in the last digit, and an attribute that differs
  // from the prerendered one is a hydration mismatch.
  const rad = ((180 + angleDeg) * Math.PI) / 180;
  return { x: round(CENTER + radius * Math.cos(rad)), y: round(CENTER - radius * Math.sin(rad)) };
}

const TICKS = Array.from({ length: 72 }, (_, i) => {
  const angle = i * 5;
  const major = angle % 30 === 0;
  const from = polar(major ? 150 : 184, angle);
  const to = polar(190, angle);
  return { id: `tick-${angle}`, major, from, to };
});

const SIGNS = SIGN_GLYPHS.map((glyph, i) => ({ id: `sign-${i}`, glyph, at: polar(167, i * 30 + 15) }));

/* A few "planets" and the aspect lines between them: decoration, not anybody's real chart. */
const PLANETS = [12, 74, 131, 193, 252, 318].map((angle) => ({
  id: `planet-${angle}`,
  at: polar(128, angle),
}));
const ASPECTS = [
  [0, 2],
  [2, 4],
  [4, 0],
  [1, 3],
  [3, 5],
].map(([a = 0, b = 0]) => ({ id: `aspect-${a}-${b}`, from: PLANETS[a]?.at, to: PLANETS[b]?.at }));

function ZodiacRing({ className }: { className?: string }) {
  return (
    <div className={className}>
      <svg
        aria-hidden="true"
        viewBox="0 0 400 400"
        className="size-full motion-safe:animate-[spin_240s_linear_infinite]"
      >
        <defs>
          <radialGradient id="landing-ring-glow">
            <stop offset="0%" stopColor="var(--color-secondary)" stopOpacity="0.35" />
            <stop offset="70%" stopColor="var(--color-secondary)" stopOpacity="0.05" />
            <stop offset="100%" stopColor="var(--color-secondary)" stopOpacity="0" />
          </radialGradient>
        </defs>
        <circle cx={CENTER} cy={CENTER} r={196} fill="url(#landing-ring-glow)" />
        <g className="text-border" stroke="currentColor" fill="none">
          <circle cx={CENTER} cy={CENTER} r={190} strokeWidth={1.5} />
          <circle cx={CENTER} cy={CENTER} r={150} strokeWidth={1} />
          <circle cx={CENTER} cy={CENTER} r={110} strokeWidth={1} />
        </g>
        <g className="text-muted-foreground" stroke="currentColor">
          {TICKS.map((tick) => (
            <line
              key={tick.id}
              x1={tick.from.x}
              y1={tick.from.y}
              x2={tick.to.x}
              y2={tick.to.y}
              strokeWidth={tick.major ? 1 : 0.6}
              strokeOpacity={tick.major ? 0.5 : 0.35}
            />
          ))}
        </g>
        <g
          className="text-primary"
          fill="currentColor"
          fontSize={20}
          fontFamily='"Noto Sans Symbols 2", "Segoe UI Symbol", "Apple Symbols", "DejaVu Sans", sans-serif'
          textAnchor="middle"
          dominantBaseline="central"
        >
          {SIGNS.map((sign) => (
            <text key={sign.id} x={sign.at.x} y={sign.at.y} fillOpacity={0.85}>
              {sign.glyph}
            </text>
          ))}
        </g>
        <g className="text-secondary" stroke="currentColor" strokeOpacity={0.6} strokeWidth={1}>
          {ASPECTS.map((aspect) =>
            aspect.from && aspect.to ? (
              <line key={aspect.id} x1={aspect.from.x} y1={aspect.from.y} x2={aspect.to.x} y2={aspect.to.y} />
            ) : null,
          )}
        </g>
        <g className="text-foreground" fill="currentColor">
          {PLANETS.map((planet) => (
            <circle key={planet.id} cx={planet.at.x} cy={planet.at.y} r={4} />
          ))}
        </g>
        <circle cx={CENTER} cy={CENTER} r={5} className="fill-primary" />
      </svg>
    </div>
  );
}
