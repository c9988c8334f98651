import { and, asc, eq, isNotNull } from "drizzle-orm";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { CALENDAR_MESSAGES, type CalendarLink } from "#contracts/calendar-feed";
import type { TransitsResponse } from "#contracts/transits";
import { transits, users } from "#server/db/schema";
import { fileTestApp } from "#server/test-support/test-app";
import { memberWithChart } from "#server/test-support/users";

/**
 * The calendar feed (issue 30 §3) parsed as a calendar app would (ical.js) and held against the
 * Transit Radar's own list: the same transits, at the same exact times, under UIDs that stay put.
 */

const NOW = new Date("2026-11-22T09:00:00Z");
const DAY_MS = 86_400_000;
const t = fileTestApp({ now: NOW });

const premium = { subscriptionTier: "premium", subscriptionStatus: "active" } as const;

const member = (overrides: Partial<typeof users.$inferInsert> = {}) => memberWithChart(t, overrides, NOW);

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

async function linkOf(cookie: string): Promise<CalendarLink> {
  const response = await get("/api/calendar-feed", cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CalendarLink>();
}

/** The feed's path on this server (the link carries the configured public origin). */
const pathOf = (link: CalendarLink) => new URL(link.url).pathname;

interface FeedEvent {
  uid: string;
  summary: string;
  start: string;
  end: string;
  description: string;
}

function parse(text: string): { zone: string | null; events: FeedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      description: event.description,
    };
  });
  return { zone: String(calendar.getFirstPropertyValue("x-wr-timezone") ?? "") || null, events };
}

async function feedOf(link: CalendarLink) {
  const response = await get(pathOf(link));
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");
  // RFC 5545 §3.1: CRLF after every line, none longer than 75 octets.
  expect(response.body.endsWith("END:VCALENDAR\r\n")).toBe(true);
  for (const line of response.body.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  return parse(response.body);
}

async function radarOf(cookie: string, days: number): Promise<TransitsResponse> {
  const response = await get(`/api/transits?days=${days}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TransitsResponse>();
}

const label = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** The radar's transits that have an exact moment, as (summary, exact time) in the radar's order. */
function radarEvents(radar: TransitsResponse) {
  return radar.transits
    .filter((x) => x.exactDate)
    .map((x) => ({
      summary: `${label(x.transitingPlanet.name)}${x.metadata.retrograde ? " retrograde" : ""} ${x.aspectType} your ${label(x.natalPlanet.name)}`,
      start: x.exactDate,
    }));
}

describe("the calendar feed", () => {
  it("holds the premium radar's 60 days: the same transits at the same exact times, in the user's zone", async () => {
    const { cookie } = await member(premium);
    const link = await linkOf(cookie);
    expect(link.days).toBe(60);
    expect(link.webcalUrl).toBe(link.url.replace(/^https?:\/\//, "webcal://"));
    expect(pathOf(link)).toMatch(/^\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);

    // The feed first, on a cold store: it calculates the window as the radar would.
    const feed = await feedOf(link);
    const radar = await radarOf(cookie, 60);
    expect(feed.zone).toBe("Europe/Brussels");
    expect(feed.events.length).toBeGreaterThan(10);
    expect(feed.events.map(({ summary, start }) => ({ summary, start }))).toEqual(radarEvents(radar));
    for (const event of feed.events) {
      expect(Date.parse(event.end) - Date.parse(event.start)).toBe(15 * 60_000);
      expect(event.description).toMatch(/^Exact: .+ \(Europe\/Brussels\)\.\nIn orb \(within 3°\) from /);
    }
    // The description gives the exact time as the clock in Brussels shows it.
    const first = radar.transits.find((x) => x.exactDate);
    const local = new Intl.DateTimeFormat("en-GB", {
      timeZone: "Europe/Brussels",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).format(new Date(first?.exactDate ?? ""));
    expect(feed.events[0]?.description).toContain(local);

    // Fetched again, it is the same calendar: every UID stays, so an update replaces, never adds.
    const again = await feedOf(link);
    expect(again.events).toEqual(feed.events);
    expect(new Set(feed.events.map((e) => e.uid)).size).toBe(feed.events.length);
  });

  it("keeps its UIDs when the transits are calculated again", async () => {
    const { user, cookie } = await member(premium);
    const link = await linkOf(cookie);
    const before = await feedOf(link);
    // The admin's cache reset deletes the stored passes; the feed calculates them again (new row ids).
    const { deleteUserTransits } = await import("#server/repositories/transits");
    await deleteUserTransits(t.ctx.db, user.id);
    const after = await feedOf(link);
    expect(after.events.map((e) => e.uid)).toEqual(before.events.map((e) => e.uid));
  });

  it("answers a repeat request from the feed it built, until what the feed shows changes", async () => {
    const { user, cookie } = await member(premium);
    const link = await linkOf(cookie);
    const first = await get(pathOf(link));
    const { events } = parse(first.body);
    const [row] = await t.ctx.db
      .select()
      .from(transits)
      .where(and(eq(transits.userId, user.id), isNotNull(transits.exactAt)))
      .orderBy(asc(transits.exactAt))
      .limit(1);
    if (!row) throw new Error("no exact pass stored");
    const summary = events.find((e) => e.start === row.exactAt?.toISOString())?.summary ?? "";
    expect(summary).not.toBe("");

    // Changed behind the service's back, a field the cache's key does not watch: the built text is served.
    await t.ctx.db.update(transits).set({ retrograde: !row.retrograde }).where(eq(transits.id, row.id));
    expect((await get(pathOf(link))).body).toBe(first.body);

    // A description written for a pass is news: the feed is built again and carries it.
    await t.ctx.db
      .update(transits)
      .set({ status: "done", description: "Our own words for this pass." })
      .where(eq(transits.id, row.id));
    const described = await get(pathOf(link));
    expect(described.body).not.toBe(first.body);
    expect(
      parse(described.body).events.find((e) => e.start === row.exactAt?.toISOString())?.description,
    ).toContain("Our own words for this pass.");
    expect((await get(pathOf(link))).body).toBe(described.body);

    // Each build stamps its events with the clock (DTSTAMP), so a text read back is the one built
    // earlier. A minute later on the same day it still is; after a birth-data change
    // (texts_version) or on the next local day, the feed is built again.
    try {
      t.setNow(new Date(NOW.getTime() + 60_000));
      expect((await get(pathOf(link))).body).toBe(described.body);
      await t.ctx.db
        .update(users)
        .set({ textsVersion: user.textsVersion + 1 })
        .where(eq(users.id, user.id));
      const rebuilt = (await get(pathOf(link))).body;
      expect(rebuilt).not.toBe(described.body);
      t.setNow(new Date(NOW.getTime() + 2 * 60_000));
      expect((await get(pathOf(link))).body).toBe(rebuilt);
      t.setNow(new Date(NOW.getTime() + DAY_MS));
      expect((await get(pathOf(link))).body).not.toBe(rebuilt);
    } finally {
      t.setNow(NOW);
    }
    // A revoked address answers 404 at once, whatever was built for it.
    expect(
      (await t.app.inject({ method: "DELETE", url: "/api/calendar-feed", headers: { cookie } })).statusCode,
    ).toBe(200);
    expect((await get(pathOf(link))).statusCode).toBe(404);
  });

  it("holds the free radar's 7 days and its list", async () => {
    const { cookie } = await member();
    const link = await linkOf(cookie);
    expect(link.days).toBe(7);
    const feed = await feedOf(link);
    const radar = await radarOf(cookie, 7);
    expect(feed.events.map(({ summary, start }) => ({ summary, start }))).toEqual(radarEvents(radar));
    const end = Date.parse(radar.range.end);
    // Nothing of the premium range past the week: what peaks later than the week is not in the list.
    const premiumFeed = await feedOf(await linkOf((await member(premium)).cookie));
    expect(premiumFeed.events.some((e) => Date.parse(e.start) > end + DAY_MS)).toBe(true);
    expect(feed.events.every((e) => radarEvents(radar).some((r) => r.start === e.start))).toBe(true);
  });

  it("keeps one address until it is revoked; then the old one answers 404 and a new one works", async () => {
    const { cookie } = await member(premium);
    const link = await linkOf(cookie);
    expect((await linkOf(cookie)).url).toBe(link.url);
    const revoked = await t.app.inject({ method: "DELETE", url: "/api/calendar-feed", headers: { cookie } });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ message: CALENDAR_MESSAGES.revoked });
    const old = await get(pathOf(link));
    expect(old.statusCode).toBe(404);
    expect(old.json().message).toBe(CALENDAR_MESSAGES.notFound);
    const fresh = await linkOf(cookie);
    expect(fresh.url).not.toBe(link.url);
    expect((await get(pathOf(fresh))).statusCode).toBe(200);
  });

  it("answers 404 for an unknown token and 400 for what is not a feed address", async () => {
    const unknown = await get(`/api/calendar/${"A".repeat(43)}.ics`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(CALENDAR_MESSAGES.notFound);
    expect((await get("/api/calendar/short.ics")).statusCode).toBe(400);
    expect((await get(`/api/calendar/${"A".repeat(43)}.json`)).statusCode).toBe(400);
  });

  it("never shows one user's transits in another's feed", async () => {
    const a = await member(premium);
    // Born elsewhere and at another hour: a different chart, so different transits.
    const b = await member({ ...premium, birthTime: "21:40", birthDate: "1975-04-02" });
    const feedA = await feedOf(await linkOf(a.cookie));
    const feedB = await feedOf(await linkOf(b.cookie));
    expect(feedA.events.map(({ summary, start }) => ({ summary, start }))).toEqual(
      radarEvents(await radarOf(a.cookie, 60)),
    );
    expect(feedB.events.map(({ summary, start }) => ({ summary, start }))).toEqual(
      radarEvents(await radarOf(b.cookie, 60)),
    );
    const uidsA = new Set(feedA.events.map((e) => e.uid));
    expect(feedB.events.some((e) => uidsA.has(e.uid))).toBe(false);
    expect(feedA.events).not.toEqual(feedB.events);
  });

  it("is an empty calendar for a user without birth data, and needs a session for the address", async () => {
    const { cookie } = await member({
      birthDate: null,
      birthTime: null,
      birthLatitude: null,
      birthLongitude: null,
    });
    const feed = await feedOf(await linkOf(cookie));
    expect(feed.events).toEqual([]);
    expect((await get("/api/calendar-feed")).statusCode).toBe(401);
  });
});
