import { Sun } from "lucide-react";
import { dayLabel, todaysExample, useLandingExamples } from "./examples-query.ts";

/**
 * A piece of the product above the fold (issue 29): today's Daily Dose line, as the writer wrote it
 * from today's sky. Its box has a fixed height (five lines on a phone, three wider), so the line
 * arriving moves nothing; before it arrives, and in the prerendered page, the box says it is
 * loading rather than showing a day that has passed.
 */
export function LandingToday() {
  const query = useLandingExamples();
  if (query.isError) return null;
  const today = todaysExample(query.data);
  return (
    <figure
      data-testid="landing-today"
      aria-busy={today ? undefined : true}
      className="mx-auto mt-6 flex h-[10.5rem] w-full max-w-xl flex-col overflow-hidden rounded-card border border-primary/30 bg-card/90 p-4 text-left shadow-lg shadow-primary/5 sm:h-[8.25rem] lg:mx-0"
    >
      <figcaption className="flex items-center gap-2 text-xs text-muted-foreground">
        <Sun className="size-4 shrink-0 text-primary" aria-hidden="true" />
        <span className="truncate">
          {today ? `Today's sky · ${today.source}, ${dayLabel(today.date)}` : "Today's sky"}
        </span>
      </figcaption>
      {today ? (
        <blockquote className="mt-2 line-clamp-5 text-base leading-6 text-card-foreground sm:line-clamp-3">
          {today.quote}
        </blockquote>
      ) : (
        <div className="mt-3 grid gap-2.5" aria-hidden="true">
          <div className="h-4 rounded bg-muted motion-safe:animate-pulse" />
          <div className="h-4 rounded bg-muted motion-safe:animate-pulse" />
          <div className="h-4 w-2/3 rounded bg-muted motion-safe:animate-pulse" />
        </div>
      )}
    </figure>
  );
}
