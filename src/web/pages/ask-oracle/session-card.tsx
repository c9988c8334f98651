import { MoonStar, Sparkles } from "lucide-react";
import type { OracleEntry } from "#contracts/insights";
import { WhyThis } from "#web/components/insight/why-this.tsx";
import { Card, CardContent, CardDescription, CardHeader } from "#web/components/ui/card.tsx";
import { FocusHeading } from "#web/components/ui/focus-heading.tsx";
import { zoneLabel } from "#web/lib/time-zone.ts";
import { AnswerParagraphs, RoastBadge } from "./entry-parts.tsx";
import { formatAskedTime, topicLabel } from "./format.ts";

const NEXT_QUESTION_NOTE = "You can ask your next question tomorrow at midnight";

/** 'Today's Oracle Session' (docs/product.md §13.1): today's question and its answer; the form is gone until tomorrow. */
export function SessionCard({
  entry,
  zone,
  focusOnMount = false,
}: {
  entry: OracleEntry;
  zone?: string;
  focusOnMount?: boolean;
}) {
  return (
    <Card data-testid="oracle-session" aria-labelledby="oracle-session-title">
      <CardHeader className="gap-3 px-4 sm:px-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          {/* Just asked: the form the focus was in is gone, so the focus moves to the answer. */}
          <FocusHeading
            id="oracle-session-title"
            focus={focusOnMount}
            className="flex items-center gap-2 font-display text-2xl font-semibold leading-tight"
          >
            <MoonStar className="size-6 shrink-0 text-primary" aria-hidden="true" />
            Today's Oracle Session
          </FocusHeading>
          {entry.roastMode ? <RoastBadge /> : null}
        </div>
        <CardDescription>
          Asked today at <time dateTime={entry.createdAt}>{formatAskedTime(entry.createdAt, zone)}</time>
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6 px-4 sm:px-6">
        <figure className="rounded-xl border border-border bg-muted/40 p-4">
          <figcaption className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
            Your question
          </figcaption>
          <blockquote
            data-testid="oracle-question"
            className="mt-2 whitespace-pre-line break-words text-base font-medium leading-relaxed"
          >
            {entry.question}
          </blockquote>
        </figure>

        <section aria-labelledby="oracle-answer-title" className="space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 id="oracle-answer-title" className="flex items-center gap-2 text-sm font-semibold">
              <Sparkles className="size-4 text-primary" aria-hidden="true" />
              The Oracle's answer
            </h3>
            <span
              data-testid="oracle-topic"
              className="rounded-full border border-secondary/50 bg-secondary/15 px-2.5 py-0.5 text-xs font-medium text-violet-200"
            >
              Topic: {topicLabel(entry.topic)}
            </span>
          </div>
          <div
            data-testid="oracle-answer"
            className="space-y-4 break-words text-base leading-relaxed text-foreground/90 sm:text-lg"
          >
            <AnswerParagraphs answer={entry.answer} />
          </div>
        </section>

        <WhyThis basis={entry.basis ?? []} />

        <p className="rounded-xl border border-dashed border-primary/40 bg-primary/5 px-4 py-3 text-center text-sm text-foreground/85">
          {NEXT_QUESTION_NOTE}
          <span className="whitespace-nowrap"> ({zoneLabel(zone ?? "UTC")} time)</span>
        </p>
      </CardContent>
    </Card>
  );
}
