import { Flame } from "lucide-react";
import { Badge } from "#web/components/ui/badge.tsx";
import { paragraphsOf } from "./format.ts";

/** Pieces today's session and the history both show of an asked question. */

/** The mark of a question asked in Roast Mode. */
export function RoastBadge() {
  return (
    <Badge className="border-orange-400/50 bg-orange-500/15 text-orange-300">
      <Flame className="size-3.5" aria-hidden="true" />
      Roast Mode
    </Badge>
  );
}

/** The Oracle's answer, a paragraph per blank-line-separated block. */
export function AnswerParagraphs({ answer }: { answer: string }) {
  return paragraphsOf(answer).map((paragraph, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one fixed text, never reordered.
    <p key={index} className="whitespace-pre-line">
      {paragraph}
    </p>
  ));
}
