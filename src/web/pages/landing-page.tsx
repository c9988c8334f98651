import { Suspense } from "react";
import { Link } from "wouter";
import { lazyPart } from "#web/lib/lazy-part.ts";
import { SIGN_UP_HREF } from "#web/lib/links.ts";
import { GetYourChartLink, LandingHero } from "./landing/landing-hero.tsx";
import { LandingPoints } from "./landing/landing-points.tsx";
import { LandingSeo } from "./landing/landing-seo.tsx";
import { SECTION } from "./landing/styles.ts";

// The sections that read the server (examples, testimonials, today's line in the hero) or start a
// checkout (pricing) load after the page is up; their prerendered markup stays in place until then,
// so a visitor sees them at once, and the first script stays free of the query library and the schemas.
const LandingExamples = lazyPart(() => import("./landing/landing-examples.tsx"), "LandingExamples", {
  data: true,
});
const LandingTestimonials = lazyPart(
  () => import("./landing/landing-testimonials.tsx"),
  "LandingTestimonials",
  { data: true },
);
const LandingPricing = lazyPart(() => import("./landing/landing-pricing.tsx"), "LandingPricing", {
  data: true,
});

export function LandingPage() {
  return (
    <>
      <LandingSeo />

      <LandingHero />

      <Suspense fallback={null}>
        <LandingExamples />
      </Suspense>

      <LandingPoints />

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
              <GetYourChartLink />
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
