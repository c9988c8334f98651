import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { CalendarPlus, Copy, Download, Rss } from "lucide-react";
import { useState } from "react";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { messageOr } from "#web/lib/api.ts";
import { CALENDAR_FILE_NAME, copyCalendarLink, feedPathOf, useCalendarLink } from "#web/lib/calendar-feed.ts";

const MENU_ROW =
  "flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-accent";

/**
 * "Add to calendar" on the radar (issue 30 §3): the exact times as a calendar that updates itself.
 * The address is asked for only when the menu opens, so a visit that never opens it makes none.
 */
export function AddToCalendar() {
  const [open, setOpen] = useState(false);
  const link = useCalendarLink(open);
  const data = link.data;

  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger
        className="inline-flex h-10 shrink-0 items-center gap-2 rounded-lg border border-border bg-background/40 px-3 text-sm font-medium hover:bg-accent"
        data-testid="add-to-calendar"
        aria-label="Add to calendar"
      >
        <CalendarPlus className="size-4" aria-hidden="true" />
        {/* On a phone the short word keeps the button beside the title, so the list does not move down. */}
        <span className="sm:hidden">Calendar</span>
        <span className="hidden sm:inline">Add to calendar</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-72 max-w-[calc(100vw-2rem)] rounded-xl border border-border bg-popover p-1 text-popover-foreground shadow-xl"
          data-testid="calendar-menu"
        >
          <DropdownMenu.Label className="px-3 py-2 text-xs text-muted-foreground">
            {data
              ? `Every exact time of the next ${data.days} days, kept up to date by your calendar app.`
              : "Your exact transit times as a calendar that updates itself."}
          </DropdownMenu.Label>
          {data ? (
            <>
              <DropdownMenu.Item asChild>
                <a href={data.webcalUrl} className={MENU_ROW} data-testid="calendar-subscribe">
                  <Rss className="size-4" aria-hidden="true" /> Subscribe in your calendar app
                </a>
              </DropdownMenu.Item>
              <DropdownMenu.Item asChild>
                <a
                  href={feedPathOf(data)}
                  download={CALENDAR_FILE_NAME}
                  className={MENU_ROW}
                  data-testid="calendar-download"
                >
                  <Download className="size-4" aria-hidden="true" /> Download .ics file
                </a>
              </DropdownMenu.Item>
              <DropdownMenu.Item
                className={MENU_ROW}
                onSelect={() => void copyCalendarLink(data)}
                data-testid="calendar-copy"
              >
                <Copy className="size-4" aria-hidden="true" /> Copy link
              </DropdownMenu.Item>
              <p className="px-3 pt-1 pb-2 text-xs text-muted-foreground">
                The link is private: anyone with it sees your transits. Revoke it in Settings.
              </p>
            </>
          ) : link.isError ? (
            <p role="alert" className="px-3 py-2 text-sm text-red-300">
              {messageOr(link.error, "The calendar address could not be loaded. Please try again.")}
            </p>
          ) : (
            <div className="flex items-center gap-2 px-3 py-2 text-sm text-muted-foreground">
              <Spinner className="size-4" /> Preparing your calendar address…
            </div>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
