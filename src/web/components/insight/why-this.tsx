import { ChevronRight } from "lucide-react";
import { cn } from "#web/lib/utils.ts";
import { type BasisEntry, describeBasis } from "./basis.ts";

/**
 * "Why this?": the chart facts a text rests on, as plain sentences. A native <details>, so it
 * works with keyboard and screen readers without script.
 */
export function WhyThis({ basis, className }: { basis: readonly BasisEntry[]; className?: string }) {
  const now = new Date();
  const lines = basis
    .map((entry) => describeBasis(entry, now))
    .filter((line): line is string => !!line)
    .filter((line, index, all) => all.indexOf(line) === index);
  if (lines.length === 0) return null;
  return (
    <details
      data-testid="why-this"
      className={cn("group rounded-xl border border-border bg-background/40", className)}
    >
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-xl px-4 py-2 text-sm font-medium text-primary hover:bg-accent/50 [&::-webkit-details-marker]:hidden">
        <ChevronRight
          className="size-4 shrink-0 transition-transform group-open:rotate-90"
          aria-hidden="true"
        />
        Why this?
        <span className="ml-auto text-xs font-normal text-muted-foreground">
          {lines.length} {lines.length === 1 ? "fact" : "facts"}
        </span>
      </summary>
      <ul className="space-y-2 px-4 pb-4 pt-1 text-sm text-foreground/85">
        {lines.map((line) => (
          <li key={line} className="flex gap-2">
            <span className="mt-2 size-1.5 shrink-0 rounded-full bg-secondary" aria-hidden="true" />
            <span className="min-w-0 break-words">{line}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}
