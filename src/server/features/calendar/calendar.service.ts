import { createHash, randomBytes } from "node:crypto";
import ical, { ICalEventTransparency } from "ical-generator";
import { localDateOf } from "#astro/index";
import { CALENDAR_MESSAGES, type CalendarLink } from "#contracts/calendar-feed";
import { FREE_TRANSIT_DAYS, PREMIUM_TRANSIT_DAYS } from "#contracts/constants";
import { endpoints, href } from "#contracts/endpoints";
import type { AppContext } from "#server/app-context";
import { hasBirthData } from "#server/charts/chart-store";
import { ensureCalculated, forecastWindow, visibleTransits, zoneOf } from "#server/charts/transit-forecast";
import type { TransitRow, UserRow } from "#server/db/schema";
import { notFound } from "#server/errors";
import { type BoundedCache, boundedCache } from "#server/platform/bounded-cache";
import { isPremium } from "#server/platform/policy";
import type { RequestContext, UserContext } from "#server/platform/request-context";
import {
  deleteCalendarFeed,
  ensureCalendarFeed,
  findCalendarFeedOwner,
  type TransitsMark,
  transitsMark,
} from "#server/repositories/calendar-feeds";
import { foldLines } from "./ical-text.ts";

/**
 * The calendar of exact transit times (issue 30 §3, docs/decisions/036-calendar-feed.md): a private
 * feed address per user and the iCalendar text behind it, read from the same stored list as the
 * Transit Radar (src/server/charts/transit-forecast.ts).
 */

/**
 * How long an event lasts in a calendar. It starts at the exact minute; a zero-length event is
 * legal (RFC 5545 §3.6.1) but several apps draw it as a hairline or not at all in day and week
 * views, so a short block that shows and can be tapped reads better. It is marked free time.
 */
const EVENT_MINUTES = 15;

/** The path of a feed under the public origin. */
const feedPath = (token: string) => href(endpoints.calendar.file, { file: `${token}.ics` });

function feedDays(ctx: AppContext, user: UserRow): number {
  return isPremium(user, ctx.now()) ? PREMIUM_TRANSIT_DAYS : FREE_TRANSIT_DAYS;
}

function linkOf(ctx: AppContext, user: UserRow, row: { token: string; createdAt: Date }): CalendarLink {
  const url = `${ctx.config.appUrl}${feedPath(row.token)}`;
  return {
    url,
    // Calendar apps fetch webcal:// over http(s) themselves: the scheme only says "subscribe".
    webcalUrl: url.replace(/^https?:\/\//, "webcal://"),
    createdAt: row.createdAt.toISOString(),
    days: feedDays(ctx, user),
  };
}

/** GET /api/calendar-feed: the user's feed address, made on first request (32 random bytes). */
export async function calendarLink(rc: UserContext): Promise<CalendarLink> {
  const { app: ctx, user } = rc;
  const row = await ensureCalendarFeed(ctx.db, user.id, randomBytes(32).toString("base64url"));
  return linkOf(ctx, user, row);
}

/** DELETE /api/calendar-feed: the old address answers 404 from now on; the next request makes a new one. */
export async function revokeCalendarLink(rc: UserContext): Promise<{ message: string }> {
  await deleteCalendarFeed(rc.app.db, rc.user.id);
  return { message: CALENDAR_MESSAGES.revoked };
}

function pointName(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** The radar's own line for a transit (transit-row.tsx): "Mars square your Sun". */
function transitSummary(row: Pick<TransitRow, "transiting" | "natal" | "aspect" | "retrograde">): string {
  return `${pointName(row.transiting)}${row.retrograde ? " retrograde" : ""} ${row.aspect} your ${pointName(row.natal)}`;
}

/**
 * The event's UID: the same for the same pass of the same user however often the passes are
 * recalculated (row ids change then; the bodies, aspect and exact minute do not), so a calendar
 * replaces the event instead of adding a second one. Hashed, so it names neither the user nor
 * anything else of ours.
 */
function eventUid(userId: number, row: Pick<TransitRow, "transiting" | "natal" | "aspect">, exactAt: Date) {
  const minute = new Date(Math.floor(exactAt.getTime() / 60_000) * 60_000).toISOString();
  const identity = [userId, row.transiting, row.natal, row.aspect, minute].join("|");
  return `${createHash("sha256").update(identity).digest("hex").slice(0, 32)}@zero-fluff-astrology`;
}

/**
 * One formatter per zone, kept: making an Intl.DateTimeFormat costs about half a millisecond, and a
 * 60-day feed formats some 250 times (bench/calendar.bench.ts). Zones are a bounded IANA list.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function localTime(at: Date, zone: string): string {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", {
      timeZone: zone,
      weekday: "short",
      day: "numeric",
      month: "short",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(zone, format);
  }
  return format.format(at);
}

function eventDescription(row: TransitRow, exactAt: Date, zone: string, radarUrl: string): string {
  const lines = [
    `Exact: ${localTime(exactAt, zone)} (${zone}).`,
    `In orb (within 3°) from ${localTime(row.entersAt, zone)} to ${localTime(row.leavesAt, zone)}.`,
  ];
  if (row.passCount > 1) lines.push(`Pass ${row.pass} of ${row.passCount}.`);
  if (row.status === "done" && row.description) lines.push("", row.description);
  lines.push("", `Transit Radar: ${radarUrl}`);
  return lines.join("\n");
}

/**
 * The iCalendar text of a user's forecast: one event per transit of the radar's list that has an
 * exact moment (a pass that comes close and turns back has none to put in a calendar).
 */
export async function feedFor(ctx: AppContext, user: UserRow): Promise<string> {
  const zone = zoneOf(user);
  const calendar = ical({
    name: "Zero Fluff: exact transits",
    prodId: { company: "Zero Fluff, All Astrology", product: "transit-calendar", language: "EN" },
    description: "The exact times of the transits to your birth chart, from your Transit Radar.",
    // Calendar apps poll a subscription; asking for every few hours keeps the list close to the radar's.
    ttl: 6 * 60 * 60,
    // Event times are UTC instants (no VTIMEZONE needed); this names the zone the user reads in.
    x: { "X-WR-TIMEZONE": zone },
  });
  // The calendar's own lines, as ical-generator writes them; the events go in before its end.
  const head = calendar.toString().replace(/END:VCALENDAR$/, "");
  if (!hasBirthData(user)) return `${head}END:VCALENDAR\r\n`;
  const window = forecastWindow(ctx, user, { days: feedDays(ctx, user) });
  await ensureCalculated(ctx, user, window);
  const { shown } = await visibleTransits(ctx, user, window);
  const radarUrl = `${ctx.config.appUrl}/transit-radar`;
  const stamp = ctx.now();
  let events = "";
  for (const row of shown) {
    if (!row.exactAt) continue;
    const event = calendar.createEvent({
      id: eventUid(user.id, row, row.exactAt),
      start: row.exactAt,
      end: new Date(row.exactAt.getTime() + EVENT_MINUTES * 60_000),
      stamp,
      summary: transitSummary(row),
      description: eventDescription(row, row.exactAt, zone, radarUrl),
      url: radarUrl,
      transparency: ICalEventTransparency.TRANSPARENT,
    });
    // Each event's text comes unfolded from ical-generator; folding it here is the slow part done fast.
    events += foldLines(event.toString());
  }
  return `${head}${events}END:VCALENDAR\r\n`;
}

/** The token in a feed file name (`<token>.ics`; the route's schema has checked its form). */
const tokenOf = (file: string) => file.replace(/\.ics$/, "");

/**
 * Built feeds, per app: a calendar app asks for the same address again and again, and the text
 * only changes with what its key names — the token, the chart (texts_version moves with every
 * birth-data change), the owner's local day (the window moves), their zone and plan, and their
 * stored passes (the newest id: passes calculated again or for more days) with how many have a
 * written description. A repeat request is then one query and a read from memory. Bounded by
 * bytes (a 60-day feed is ~40 KiB).
 */
const FEED_CACHE_BYTES = 16 * 2 ** 20;
const builtFeeds = new WeakMap<AppContext, BoundedCache<string>>();

function feedCacheOf(ctx: AppContext): BoundedCache<string> {
  let cache = builtFeeds.get(ctx);
  if (!cache) {
    cache = boundedCache<string>(FEED_CACHE_BYTES, (text) => 2 * text.length);
    builtFeeds.set(ctx, cache);
  }
  return cache;
}

function feedKey(ctx: AppContext, token: string, user: UserRow, mark: TransitsMark): string {
  const zone = zoneOf(user);
  const now = ctx.now();
  return [
    token,
    user.textsVersion,
    localDateOf(now, zone),
    zone,
    isPremium(user, now) ? "premium" : "free",
    mark.lastTransitId,
    mark.describedTransits,
  ].join("|");
}

/**
 * GET /api/calendar/:file — public: the token is the only key. A revoked or unknown token is one
 * 404 with one sentence, and the feed is always that token's owner's own.
 */
export async function calendarFeed(rc: RequestContext, { file }: { file: string }): Promise<string> {
  const { app: ctx } = rc;
  const token = tokenOf(file);
  const owner = await findCalendarFeedOwner(ctx.db, token);
  if (!owner) throw notFound(CALENDAR_MESSAGES.notFound);
  const cache = feedCacheOf(ctx);
  const built = cache.get(feedKey(ctx, token, owner.user, owner.mark));
  if (built !== undefined) return built;
  const text = await feedFor(ctx, owner.user);
  // Kept under the mark it was built with: the passes it calculated itself are in it. A
  // description written meanwhile may or may not be, so that text is not kept.
  const after = await transitsMark(ctx.db, owner.user.id);
  if (after.describedTransits === owner.mark.describedTransits)
    cache.set(feedKey(ctx, token, owner.user, after), text);
  return text;
}
