import { ArrowRight, Sparkles } from "lucide-react";
import { Suspense } from "react";
import { Link } from "wouter";
import { lazyPart } from "#web/lib/lazy-part.ts";
import { SIGN_UP_HREF } from "#web/lib/links.ts";
import { Starfield, ZodiacRing } from "./sky-art.tsx";
import { PRIMARY_LINK, SECONDARY_LINK, SECTION } from "./styles.ts";

// Today's line reads the server: it loads after the page is up (see ../landing-page.tsx).
const LandingToday = lazyPart(() => import("./landing-today.tsx"), "LandingToday", { data: true });

export function LandingHero() {
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
            <GetYourChartLink />
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

/** The page's main call to action, in the hero and again at the end. */
export function GetYourChartLink() {
  return (
    <Link href={SIGN_UP_HREF} className={PRIMARY_LINK}>
      Get Your Birth Chart
      <ArrowRight className="size-5" aria-hidden="true" />
    </Link>
  );
}
