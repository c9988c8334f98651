import { HeartHandshake, Telescope } from "lucide-react";
import type { OracleEntry } from "#contracts/insights";
import { Card, CardContent, CardDescription, CardHeader } from "#web/components/ui/card.tsx";
import { FocusHeading } from "#web/components/ui/focus-heading.tsx";
import { paragraphsOf } from "./format.ts";

const CRISIS_TITLE = "You matter more than any chart";
const OUT_OF_SCOPE_TITLE = "Not one for the stars";
const NO_READING_TITLE = "The stars stay out of this one";
const UNCLEAR_TITLE = "Tell me a little more";

const TITLES = {
  crisis: CRISIS_TITLE,
  "no-reading": NO_READING_TITLE,
  unclear: UNCLEAR_TITLE,
  "out-of-scope": OUT_OF_SCOPE_TITLE,
} as const;

/**
 * The reply to a question that was not read as a question for the stars, shown above the form:
 * help for someone in crisis (calm colours, no badge, no joke), a kind "the stars stay out of
 * this" or a question back about what "it" is (each with a quiet help line below), or a short
 * "the stars don't do that". Either way the day's question is still open, so the form stays
 * below it.
 */
export function SafetyReplyCard({ entry }: { entry: OracleEntry }) {
  const crisis = entry.safety === "crisis";
  const Icon = crisis ? HeartHandshake : Telescope;
  return (
    <Card
      data-testid="oracle-safety-reply"
      data-safety={entry.safety}
      role={crisis ? "alert" : undefined}
      aria-labelledby="oracle-safety-title"
      className={crisis ? "border-sky-400/50 bg-sky-950/40" : undefined}
    >
      <CardHeader className="px-4 sm:px-6">
        <FocusHeading
          id="oracle-safety-title"
          className="flex items-center gap-2 font-display text-2xl font-semibold leading-tight"
        >
          <Icon
            className={crisis ? "size-6 shrink-0 text-sky-300" : "size-6 shrink-0 text-primary"}
            aria-hidden="true"
          />
          {TITLES[entry.safety ?? "out-of-scope"]}
        </FocusHeading>
        {crisis ? null : <CardDescription>This did not use up today's question.</CardDescription>}
      </CardHeader>
      <CardContent className="space-y-3 px-4 text-base leading-relaxed sm:px-6">
        {paragraphsOf(entry.answer).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {entry.help ? (
          <p data-testid="oracle-help-line" className="text-sm text-muted-foreground">
            {entry.help}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
