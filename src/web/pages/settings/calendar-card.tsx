import { CalendarDays, Copy, Download, Rss, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "#web/components/ui/button.tsx";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { messageOr } from "#web/lib/api.ts";
import {
  CALENDAR_FILE_NAME,
  copyCalendarLink,
  feedPathOf,
  useCalendarLink,
  useRevokeCalendarLink,
} from "#web/lib/calendar-feed.ts";
import { SettingsCard } from "./settings-card.tsx";

/**
 * The calendar link (issue 30 §4): the private feed address with copy, and revoke for a link that
 * was shared by mistake. Revoking stops the old address at once; the card then shows a new one.
 */
export function CalendarCard() {
  const link = useCalendarLink();
  const revoke = useRevokeCalendarLink();
  const [confirming, setConfirming] = useState(false);
  const data = link.data;

  return (
    <SettingsCard
      id="calendar-link"
      icon={CalendarDays}
      title="Calendar Link"
      description="Your exact transit times in Google Calendar, Apple Calendar or Outlook, kept up to date."
    >
      {data ? (
        <div className="grid gap-4">
          <p className="text-sm text-muted-foreground">
            The next {data.days} days of exact times. The address is private: anyone who has it sees your
            transits, so revoke it if it got out.
          </p>
          <label className="grid gap-1.5 text-sm">
            <span className="text-muted-foreground">Subscription address</span>
            <input
              readOnly
              value={data.url}
              onFocus={(event) => event.currentTarget.select()}
              data-testid="calendar-url"
              className="h-11 w-full min-w-0 rounded-lg border border-border bg-background/60 px-3 font-mono text-xs"
            />
          </label>
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            <Button type="button" variant="outline" onClick={() => void copyCalendarLink(data)}>
              <Copy className="size-4" aria-hidden="true" /> Copy link
            </Button>
            <Button asChild variant="outline">
              <a href={data.webcalUrl}>
                <Rss className="size-4" aria-hidden="true" /> Subscribe
              </a>
            </Button>
            <Button asChild variant="outline">
              <a href={feedPathOf(data)} download={CALENDAR_FILE_NAME}>
                <Download className="size-4" aria-hidden="true" /> Download .ics
              </a>
            </Button>
            <Button type="button" variant="destructive" onClick={() => setConfirming(true)}>
              <Trash2 className="size-4" aria-hidden="true" /> Revoke link
            </Button>
          </div>
        </div>
      ) : link.isError ? (
        <p role="alert" className="text-sm text-red-300">
          {messageOr(link.error, "The calendar address could not be loaded. Please reload the page.")}
        </p>
      ) : (
        <Spinner className="size-5" label="Loading the calendar link" />
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Revoke the calendar link?"
        description="Calendars subscribed to this address stop updating, and the address stops working for anyone who has it. You get a new address to subscribe with."
        confirmLabel="Revoke link"
        destructive
        pending={revoke.isPending}
        onConfirm={() => revoke.mutate(undefined, { onSettled: () => setConfirming(false) })}
      />
    </SettingsCard>
  );
}
