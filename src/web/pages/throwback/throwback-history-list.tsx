import { Flame, History, Sun } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { localeFormat } from "#web/lib/date-format.ts";
import { formatLongDate } from "#web/lib/dates.ts";
import { cn } from "#web/lib/utils.ts";
import type { ThrowbackEntry } from "./api.ts";

/** When a throwback was written, as a day in the user's zone: "Nov 21". */
function openedOn(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return localeFormat(date, { month: "short", day: "numeric", timeZone });
}

/**
 * Every throwback the user has read, newest first: the date, the voice and the day it was opened.
 * Stored texts cost nothing to read again, so each row simply shows its reading.
 */
export function ThrowbackHistoryList({
  entries,
  shown,
  timeZone,
  onShow,
}: {
  entries: ThrowbackEntry[];
  shown: { date: string; roastMode: boolean } | null;
  timeZone: string;
  onShow: (entry: ThrowbackEntry) => void;
}) {
  if (entries.length === 0) return null;
  return (
    <Card aria-labelledby="throwback-history-title" data-testid="throwback-history">
      <CardHeader className="px-4 pb-3 sm:px-6">
        <CardTitle id="throwback-history-title" className="flex items-center gap-2 text-lg">
          <History className="size-5 text-secondary" aria-hidden="true" />
          Your throwbacks
        </CardTitle>
        <CardDescription>Kept for you: tap one to read it again, free.</CardDescription>
      </CardHeader>
      <CardContent className="px-2 pb-3 sm:px-4">
        <ul className="grid">
          {entries.map((entry) => {
            const current = shown?.date === entry.date && shown.roastMode === entry.roastMode;
            const Voice = entry.roastMode ? Flame : Sun;
            return (
              <li key={`${entry.date}-${entry.roastMode}`}>
                <button
                  type="button"
                  onClick={() => onShow(entry)}
                  aria-current={current ? "true" : undefined}
                  data-testid="throwback-history-entry"
                  className={cn(
                    "flex min-h-12 w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm transition-colors hover:bg-accent",
                    current && "bg-primary/10",
                  )}
                >
                  <Voice
                    className={cn("size-4 shrink-0", entry.roastMode ? "text-orange-300" : "text-primary")}
                    aria-hidden="true"
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium">{formatLongDate(entry.date)}</span>
                    <span className="block text-xs text-muted-foreground">
                      {entry.roastMode ? "Roast" : "Normal"} · opened {openedOn(entry.createdAt, timeZone)}
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
