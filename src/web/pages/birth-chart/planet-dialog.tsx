import { useQuery } from "@tanstack/react-query";
import { RotateCw } from "lucide-react";
import { formatDegree } from "#web/components/chart/wheel-geometry.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog, DialogContent, DialogHeading } from "#web/components/ui/dialog.tsx";
import { openWhile } from "#web/components/ui/open-while.ts";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { messageOf } from "#web/lib/api.ts";
import { queryKeys } from "#web/lib/query-keys.ts";
import { fetchPlanetInterpretation, type PlanetRequest } from "./api.ts";

/** Sentences of a text (a full stop, question or exclamation mark followed by a capital). */
function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+(?=[A-Z"“‘'(])/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** How many of the first sentences may hold the takeaway before the very first one is taken. */
const TAKEAWAY_SEARCH = 3;

/**
 * A reading made easy to scan on a phone: a one-line takeaway (the first of its opening sentences
 * that names `focus`, e.g. the sign, else its first sentence), then the rest as short paragraphs
 * of at most two sentences, keeping the writer's own paragraph breaks.
 */
export function readingSections(text: string, focus = ""): { takeaway: string; paragraphs: string[] } {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((part) => sentencesOf(part.replace(/\s+/g, " ").trim()))
    .filter((sentences) => sentences.length > 0);
  const opening = paragraphs.flat().slice(0, TAKEAWAY_SEARCH);
  const takeaway =
    (focus && opening.find((sentence) => sentence.toLowerCase().includes(focus.toLowerCase()))) ||
    opening[0] ||
    "";
  const chunks: string[] = [];
  for (const sentences of paragraphs) {
    const remaining = sentences.filter((sentence) => sentence !== takeaway);
    for (let i = 0; i < remaining.length; i += 2) chunks.push(remaining.slice(i, i + 2).join(" "));
  }
  return { takeaway, paragraphs: chunks };
}

export interface PlanetTarget extends PlanetRequest {
  glyph: string;
  color: string;
  retrograde: boolean;
}

/**
 * The '{planet} Interpretation' panel (docs/product.md §6.1.2): asks /api/interpret once per planet (cached by
 * the query client) and shows a spinner, then the text.
 */
export function PlanetDialog({
  target,
  onClose,
  roastMode = false,
}: {
  target: PlanetTarget | null;
  onClose: () => void;
  /** The page's voice (roast for premium only; the server checks). */
  roastMode?: boolean;
}) {
  return (
    <Dialog {...openWhile(target, onClose)}>
      {target ? <PlanetDialogBody target={target} roastMode={roastMode} /> : null}
    </Dialog>
  );
}

function PlanetDialogBody({ target, roastMode }: { target: PlanetTarget; roastMode: boolean }) {
  const query = useQuery<string, Error>({
    queryKey: queryKeys.planetInterpretation(target.name, roastMode),
    queryFn: () => fetchPlanetInterpretation(target, roastMode),
    retry: false,
  });
  const reading = readingSections(query.data ?? "", target.sign);

  return (
    <DialogContent aria-busy={query.isFetching} data-testid="planet-dialog">
      <DialogHeading
        mark={
          <span
            aria-hidden="true"
            className="flex size-12 shrink-0 items-center justify-center rounded-full border border-border bg-background/70 text-2xl"
            style={{ color: target.color }}
          >
            {target.glyph}
          </span>
        }
        title={`${target.name} Interpretation`}
        description={
          <>
            {target.name} in {target.sign} · {formatDegree(target.longitude)}
            {target.house ? ` · House ${target.house}` : ""}
            {target.retrograde ? " · Retrograde" : ""}
          </>
        }
      />
      <div className="min-h-32">
        {query.isPending ? (
          <div className="flex flex-col items-center justify-center gap-3 py-10 text-sm text-muted-foreground">
            <Spinner className="size-8" label={`Loading the ${target.name} interpretation`} />
            <p>Reading your {target.name}…</p>
          </div>
        ) : query.isError ? (
          <div role="alert" className="flex flex-col items-start gap-3 py-4 text-sm">
            <p className="text-red-300">This interpretation could not be loaded. {messageOf(query.error)}</p>
            <Button variant="outline" size="sm" onClick={() => query.refetch()}>
              <RotateCw className="size-4" aria-hidden="true" />
              Try again
            </Button>
          </div>
        ) : reading.takeaway ? (
          <div className="grid gap-4">
            <p
              data-testid="planet-takeaway"
              className="font-display text-lg leading-snug text-primary sm:text-xl"
            >
              {reading.takeaway}
            </p>
            {reading.paragraphs.length ? (
              <section aria-labelledby="planet-detail-heading" className="grid gap-3">
                <h3
                  id="planet-detail-heading"
                  className="text-xs font-semibold uppercase tracking-wide text-muted-foreground"
                >
                  In more detail
                </h3>
                {reading.paragraphs.map((paragraph) => (
                  <p
                    key={paragraph.slice(0, 48)}
                    className="text-[0.95rem] leading-relaxed text-foreground/90"
                  >
                    {paragraph}
                  </p>
                ))}
              </section>
            ) : null}
          </div>
        ) : (
          <p className="py-6 text-muted-foreground">No interpretation available</p>
        )}
      </div>
    </DialogContent>
  );
}
