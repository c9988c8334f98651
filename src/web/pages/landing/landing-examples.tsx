import { Flame, Quote, Sun } from "lucide-react";
import { LANDING_ITEMS_COUNT } from "#contracts/constants";
import type { LandingExample } from "#contracts/landing";
import { cn } from "#web/lib/utils.ts";
import { dayLabel, todaysExample, useLandingExamples } from "./examples-query.ts";
import { SECTION, SECTION_TITLE } from "./styles.ts";

/**
 * Real lines the writer produced from the sky of today and the next days, but for the one the hero
 * already shows; hidden if they cannot load.
 */
export function LandingExamples() {
  const query = useLandingExamples();
  const hero = todaysExample(query.data);
  const examples = query.data?.filter((example) => example !== hero).slice(0, LANDING_ITEMS_COUNT);
  if (query.isError || (examples && examples.length === 0)) return null;
  return (
    <section aria-labelledby="landing-examples" className={`${SECTION} py-16 sm:py-20`}>
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="landing-examples" className={SECTION_TITLE}>
          Straight from this week's sky
        </h2>
        <p className="mt-4 text-base text-pretty text-muted-foreground sm:text-lg">
          Not copy written for this page: these are lines our writer produced from where the planets actually
          are, in its two voices. Come back tomorrow and they will have moved on.
        </p>
      </div>
      <ul className="mt-10 grid gap-4 md:grid-cols-3" data-testid="landing-examples">
        {(examples ?? Array.from({ length: LANDING_ITEMS_COUNT }, () => null)).map((example, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: the list has a fixed order (day, then voice).
            key={index}
            className="flex flex-col rounded-card border border-border bg-card p-6"
            aria-busy={example ? undefined : true}
          >
            {example ? <ExampleQuote example={example} /> : <Placeholder />}
          </li>
        ))}
      </ul>
    </section>
  );
}

function ExampleQuote({ example }: { example: LandingExample }) {
  const roast = example.voice === "roast";
  const Icon = roast ? Flame : Sun;
  return (
    <figure className="flex h-full flex-col" data-testid="landing-example">
      <Quote className="size-6 text-primary/70" aria-hidden="true" />
      <blockquote className="mt-3 flex-1 text-base leading-relaxed text-card-foreground">
        {example.quote}
      </blockquote>
      <figcaption className="mt-5 flex items-center gap-2 text-xs text-muted-foreground">
        <span
          className={cn(
            "inline-flex shrink-0 items-center gap-1 whitespace-nowrap rounded-full border px-2 py-0.5 font-semibold",
            roast
              ? "border-primary/40 bg-primary/10 text-primary"
              : "border-secondary/50 bg-secondary/15 text-violet-200",
          )}
        >
          <Icon className="size-3.5" aria-hidden="true" />
          {roast ? "Roast voice" : "Normal voice"}
        </span>
        <span>
          {example.source}, sky of {dayLabel(example.date)}
        </span>
      </figcaption>
    </figure>
  );
}

function Placeholder() {
  return (
    <div className="grid gap-3" aria-hidden="true">
      <div className="h-6 w-6 rounded bg-muted" />
      <div className="h-4 rounded bg-muted motion-safe:animate-pulse" />
      <div className="h-4 rounded bg-muted motion-safe:animate-pulse" />
      <div className="h-4 w-2/3 rounded bg-muted motion-safe:animate-pulse" />
    </div>
  );
}
