import { z } from "zod";

/** The calendar feed of exact transit times (issue 30 §3, docs/decisions/036-calendar-feed.md). */

/** GET /api/calendar-feed: the user's private feed address, made on first request. */
export const calendarLinkSchema = z.object({
  /** The feed over http(s): for downloading and for calendars that take a plain address. */
  url: z.string(),
  /** The same feed as a webcal:// address, which calendar apps open as a subscription. */
  webcalUrl: z.string(),
  /** When this address was made (ISO UTC); a revoked address is gone and a new one is new. */
  createdAt: z.string(),
  /** How many days ahead the feed reaches on the user's plan (7 free, 60 premium). */
  days: z.number().int(),
});
export type CalendarLink = z.infer<typeof calendarLinkSchema>;

/** GET /api/calendar/:file — the feed itself; `file` is `<token>.ics`. */
export const calendarFeedParamsSchema = z.object({
  file: z
    .string()
    .max(64)
    .regex(/^[A-Za-z0-9_-]{43}\.ics$/, { message: "file must be a calendar address ending in .ics." }),
});

export const CALENDAR_MESSAGES = {
  /** A revoked or unknown address: the same sentence for both, so a guess learns nothing. */
  notFound: "This calendar address does not exist. It may have been revoked; get the new one in Settings.",
  revoked: "Calendar address revoked. Calendars subscribed to it stop updating.",
  rateLimited:
    "This calendar is being fetched too often. Calendar apps refresh it on their own; try again later.",
} as const;
