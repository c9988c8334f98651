import { History, Orbit } from "lucide-react";
import { ModeToggle } from "#web/components/insight/mode-toggle.tsx";
import { WhyThis } from "#web/components/insight/why-this.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { formatLongDate } from "#web/lib/dates.ts";
import { cn } from "#web/lib/utils.ts";
import type { Throwback } from "./api.ts";

export interface ShownThrowback extends Throwback {
  roastMode: boolean;
}

/** The generated throwback: its date and text, with the voice toggle that regenerates the same date. */
export function ThrowbackResultCard({
  result,
  pending,
  canToggle,
  onToggle,
}: {
  result: ShownThrowback;
  pending: boolean;
  canToggle: boolean;
  onToggle: (roastMode: boolean) => void;
}) {
  const paragraphs = result.content
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
  return (
    <Card data-testid="throwback-result" aria-labelledby="throwback-result-title" aria-busy={pending}>
      {/* The voice toggle moves under the title when both do not fit on one line (phones). */}
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-x-4 gap-y-3">
        <div className="min-w-48 flex-1">
          <CardDescription className="flex items-center gap-1.5 text-xs font-medium uppercase tracking-wide">
            <History className="size-3.5 text-secondary" aria-hidden="true" />
            {result.roastMode ? "Throwback · Roast Mode" : "Throwback"}
          </CardDescription>
          <CardTitle id="throwback-result-title" className="mt-1 font-display text-2xl">
            <time dateTime={result.date}>{formatLongDate(result.date)}</time>
          </CardTitle>
        </div>
        {canToggle ? (
          <ModeToggle roastMode={result.roastMode} onChange={onToggle} disabled={pending} />
        ) : null}
      </CardHeader>
      <CardContent className="relative">
        <div className={cn("space-y-6 transition-opacity", pending && "opacity-40")}>
          <div className="space-y-4 text-base leading-relaxed text-foreground/90 sm:text-lg">
            {paragraphs.map((paragraph, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one fixed text, never reordered.
              <p key={index} className="whitespace-pre-line">
                {paragraph}
              </p>
            ))}
          </div>
          <p className="flex items-start gap-2 text-xs text-muted-foreground">
            <Orbit className="mt-0.5 size-4 shrink-0 text-secondary" aria-hidden="true" />
            Based on the actual planetary positions of that day, computed with ephemeris-grade precision
            against your birth chart.
          </p>
          <WhyThis basis={result.basis ?? []} />
        </div>
        {pending ? (
          <div className="absolute inset-0 flex items-center justify-center">
            <Spinner className="h-8 w-8" label="Regenerating throwback" />
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
