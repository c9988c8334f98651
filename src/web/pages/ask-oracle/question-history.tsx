import { useQuery } from "@tanstack/react-query";
import { ChevronDown, History, RotateCw } from "lucide-react";
import { useId, useState } from "react";
import type { OracleEntry } from "#contracts/insights";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardHeader } from "#web/components/ui/card.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { messageOf } from "#web/lib/api.ts";
import { queryKeys } from "#web/lib/query-keys.ts";
import { cn } from "#web/lib/utils.ts";
import { fetchOracleHistory } from "./api.ts";
import { AnswerParagraphs, RoastBadge } from "./entry-parts.tsx";
import { formatAskedDate } from "./format.ts";

/** 'Show Question History' and the list it opens (docs/product.md §13.1); the history is fetched on first open. */
export function QuestionHistory({ zone }: { zone?: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <section aria-label="Question history" className="space-y-4">
      <div className="flex justify-center">
        <Button
          variant="outline"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((shown) => !shown)}
        >
          <History className="size-4" aria-hidden="true" />
          {open ? "Hide Question History" : "Show Question History"}
          <ChevronDown
            className={cn("size-4 transition-transform", open && "rotate-180")}
            aria-hidden="true"
          />
        </Button>
      </div>
      <div id={panelId} hidden={!open}>
        {open ? <HistoryPanel zone={zone} /> : null}
      </div>
    </section>
  );
}

function HistoryPanel({ zone }: { zone?: string }) {
  const query = useQuery<OracleEntry[], Error>({
    queryKey: queryKeys.oracleHistory,
    queryFn: fetchOracleHistory,
    staleTime: 0,
  });
  return (
    <Card data-testid="oracle-history" aria-labelledby="oracle-history-title">
      <CardHeader className="px-4 sm:px-6">
        <h2 id="oracle-history-title" className="font-display text-xl font-semibold leading-tight">
          Question History
        </h2>
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        {query.isPending ? (
          <div className="flex justify-center py-8">
            <Spinner className="h-8 w-8" label="Loading your question history" />
          </div>
        ) : query.isError ? (
          <div role="alert" className="flex flex-col items-center gap-3 py-6 text-center">
            <p className="text-sm text-muted-foreground">
              Your question history could not be loaded. {messageOf(query.error)}
            </p>
            <Button variant="outline" size="sm" onClick={() => query.refetch()} disabled={query.isFetching}>
              <RotateCw className="size-4" aria-hidden="true" />
              Try again
            </Button>
          </div>
        ) : query.data.length === 0 ? (
          <p className="py-6 text-center text-muted-foreground">No questions asked yet</p>
        ) : (
          <ol className="space-y-4">
            {query.data.map((entry) => (
              <HistoryEntry key={entry.id} entry={entry} zone={zone} />
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

function HistoryEntry({ entry, zone }: { entry: OracleEntry; zone?: string }) {
  return (
    <li data-testid="oracle-history-entry" className="rounded-xl border border-border bg-muted/30 p-4">
      <article className="space-y-3">
        <header className="flex flex-wrap items-center justify-between gap-2">
          <time dateTime={entry.createdAt} className="text-sm font-medium text-muted-foreground">
            {formatAskedDate(entry.createdAt, zone)}
          </time>
          {entry.roastMode ? <RoastBadge /> : null}
        </header>
        <h3 className="whitespace-pre-line break-words font-semibold leading-snug">{entry.question}</h3>
        <div className="space-y-3 break-words text-sm leading-relaxed text-foreground/85">
          <AnswerParagraphs answer={entry.answer} />
        </div>
      </article>
    </li>
  );
}
