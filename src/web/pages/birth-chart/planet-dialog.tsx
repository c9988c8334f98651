import { useQuery } from "@tanstack/react-query";
import { RotateCw } from "lucide-react";
import { formatDegree } from "#web/components/chart/wheel-geometry.ts";
import { Button } from "#web/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { serverMessage } from "#web/lib/auth.tsx";
import { fetchPlanetInterpretation, INTERPRET_KEY, type PlanetRequest } from "./api.ts";

export interface PlanetTarget extends PlanetRequest {
  glyph: string;
  color: string;
  retrograde: boolean;
}

/**
 * The '{planet} Interpretation' panel (spec 01 §2): asks /api/interpret once per planet (cached by
 * the query client) and shows a spinner, then the text.
 */
export function PlanetDialog({ target, onClose }: { target: PlanetTarget | null; onClose: () => void }) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {target ? <PlanetDialogBody target={target} /> : null}
    </Dialog>
  );
}

function PlanetDialogBody({ target }: { target: PlanetTarget }) {
  const query = useQuery<string, Error>({
    queryKey: [INTERPRET_KEY, target.name.toLowerCase()],
    queryFn: () => fetchPlanetInterpretation(target),
    retry: false,
  });
  const paragraphs = (query.data ?? "")
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);

  return (
    <DialogContent aria-busy={query.isFetching} data-testid="planet-dialog">
      <DialogHeader>
        <div className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="flex size-12 shrink-0 items-center justify-center rounded-full border border-border bg-background/70 text-2xl"
            style={{ color: target.color }}
          >
            {target.glyph}
          </span>
          <div className="min-w-0">
            <DialogTitle>{target.name} Interpretation</DialogTitle>
            <DialogDescription>
              {target.name} in {target.sign} · {formatDegree(target.longitude)}
              {target.house ? ` · House ${target.house}` : ""}
              {target.retrograde ? " · Retrograde" : ""}
            </DialogDescription>
          </div>
        </div>
      </DialogHeader>
      <div className="min-h-32">
        {query.isPending ? (
          <div className="flex flex-col items-center justify-center gap-3 py-10 text-sm text-muted-foreground">
            <Spinner className="size-8" label={`Loading the ${target.name} interpretation`} />
            <p>Reading your {target.name}…</p>
          </div>
        ) : query.isError ? (
          <div role="alert" className="flex flex-col items-start gap-3 py-4 text-sm">
            <p className="text-red-300">
              This interpretation could not be loaded. {serverMessage(query.error)}
            </p>
            <Button variant="outline" size="sm" onClick={() => query.refetch()}>
              <RotateCw className="size-4" aria-hidden="true" />
              Try again
            </Button>
          </div>
        ) : paragraphs.length ? (
          <div className="grid gap-3 text-[0.95rem] leading-relaxed text-foreground/90">
            {paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 48)}>{paragraph}</p>
            ))}
          </div>
        ) : (
          <p className="py-6 text-muted-foreground">No interpretation available</p>
        )}
      </div>
    </DialogContent>
  );
}
