import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bodyPosition, jdUTFromDate } from "#astro/index";
import { TRANSIT_MESSAGES, type Transit, type TransitsResponse } from "#contracts/transits";
import { jobs, transits, type users } from "#server/db/schema";
import { ASPECT_ANGLE, natalLongitude } from "#server/test-support/sky";
import { fileTestApp } from "#server/test-support/test-app";
import { BRUSSELS_BIRTH, memberWithChart, natalChartOf, signedInUser } from "#server/test-support/users";

const NOW = new Date("2026-11-22T09:00:00Z");
const CACHE_ADMIN = "cache.admin@example.com";
const t = fileTestApp({ now: NOW, env: { TRANSIT_CACHE_ADMIN_EMAIL: CACHE_ADMIN } });

const birth = BRUSSELS_BIRTH;
const premium = { subscriptionTier: "premium", subscriptionStatus: "active" } as const;

const userWithChart = (overrides: Partial<typeof users.$inferInsert> = {}) =>
  memberWithChart(t, overrides, NOW);
const get = (url: string, cookie: string) => t.app.inject({ method: "GET", url, headers: { cookie } });
const post = (url: string, cookie: string, payload: object = {}) =>
  t.app.inject({ method: "POST", url, headers: { cookie }, payload });

describe("the transit forecast", () => {
  it("lists every Sun–Pluto transit of the next 60 days for a premium user, exact to the minute per the engine", async () => {
    const { cookie } = await userWithChart(premium);
    const response = await get("/api/transits?days=60", cookie);
    expect(response.statusCode).toBe(200);
    const body = response.json<TransitsResponse>();
    expect(body.limits).toEqual({ isRestricted: false, maxDays: 60, maxTransits: null, hiddenCount: 0 });
    expect(body.range.days).toBe(60);
    // The window starts at local midnight in Brussels (UTC+1 in November).
    expect(body.range.start).toBe("2026-11-21T23:00:00.000Z");
    expect(body.transits.length).toBeGreaterThan(10);
    expect(body.transits.some((x) => x.transitingPlanet.name === "moon")).toBe(false);

    const chart = natalChartOf(birth);
    for (const transit of body.transits.filter((x) => x.exactDate)) {
      expect(transit.status).toBe("pending");
      expect(transit.description).toBeNull();
      expect(Date.parse(transit.date)).toBeLessThan(Date.parse(body.range.end));
      expect(Date.parse(transit.endDate)).toBeGreaterThan(Date.parse(body.range.start));
      const natalLon = natalLongitude(chart, transit.natalPlanet.name);
      const at = bodyPosition(
        transit.transitingPlanet.name as "mars",
        jdUTFromDate(new Date(transit.exactDate ?? "")),
      );
      const separation = Math.abs(((at.lonDeg - natalLon + 540) % 360) - 180);
      const aspect = ASPECT_ANGLE[transit.aspectType as keyof typeof ASPECT_ANGLE];
      // Exact to the minute: even the fast Sun moves under 0.001° a minute.
      expect(Math.abs(separation - aspect)).toBeLessThan(0.01);
    }
    // What peaks in the window comes first, in time order; then the background transits.
    const start = Date.parse(body.range.start);
    const end = Date.parse(body.range.end);
    const peaks = body.transits.filter(
      (x) => x.exactDate && Date.parse(x.exactDate) >= start && Date.parse(x.exactDate) < end,
    );
    expect(peaks.length).toBeGreaterThan(0);
    expect(body.transits.slice(0, peaks.length)).toEqual(peaks);
    const keys = peaks.map((x) => Date.parse(x.exactDate ?? ""));
    expect(keys).toEqual([...keys].sort((a, b) => a - b));
  });

  it("limits a free user to 7 days and 10 transits, and refuses longer ranges with the premium message", async () => {
    const { cookie } = await userWithChart();
    const week = await get("/api/transits", cookie);
    expect(week.statusCode).toBe(200);
    const body = week.json<TransitsResponse>();
    expect(body.limits.isRestricted).toBe(true);
    expect(body.limits.maxDays).toBe(7);
    expect(body.transits.length).toBeLessThanOrEqual(10);
    const longer = await get("/api/transits?days=30", cookie);
    expect(longer.statusCode).toBe(403);
    expect(longer.json().message).toBe(TRANSIT_MESSAGES.premiumRange);
    const generateLonger = await post("/api/transits/generate", cookie, { days: 14 });
    expect(generateLonger.statusCode).toBe(403);
  });

  it("hides what the free plan does not show, and says how many", async () => {
    const { cookie, user } = await userWithChart();
    const free = (await get("/api/transits", cookie)).json<TransitsResponse>();
    const premiumCount = await t.ctx.db.$count(transits, eq(transits.userId, user.id));
    expect(free.transits.length + free.limits.hiddenCount).toBeLessThanOrEqual(premiumCount);
    if (free.limits.hiddenCount > 0) expect(free.transits).toHaveLength(10);
  });

  it("rejects bad parameters with the field's message", async () => {
    const { cookie } = await userWithChart(premium);
    const days = await get("/api/transits?days=9", cookie);
    expect(days.statusCode).toBe(400);
    expect(days.json().message).toMatch(/days must be one of 7, 14, 30, 60/);
    const date = await get("/api/transits?date=2026-02-30", cookie);
    expect(date.statusCode).toBe(400);
    expect(date.json().message).toMatch(/date must be a date/);
    const far = await get("/api/transits?date=2030-01-01", cookie);
    expect(far.statusCode).toBe(400);
    const generate = await post("/api/transits/generate", cookie, { date: "someday" });
    expect(generate.statusCode).toBe(400);
  });

  it("answers 409 with the page's message when there is no birth data", async () => {
    const { cookie } = await signedInUser(t, { timezone: "Europe/Brussels" }, NOW);
    const response = await get("/api/transits", cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: TRANSIT_MESSAGES.noBirthData, code: "no_birth_chart" });
  });

  it("shows one local day: only transits in orb during it", async () => {
    const { cookie } = await userWithChart(premium);
    const response = await get("/api/transits?date=2026-11-25", cookie);
    expect(response.statusCode).toBe(200);
    const body = response.json<TransitsResponse>();
    expect(body.range).toEqual({
      start: "2026-11-24T23:00:00.000Z",
      end: "2026-11-25T23:00:00.000Z",
      days: 1,
    });
    for (const transit of body.transits) {
      expect(Date.parse(transit.date)).toBeLessThan(Date.parse(body.range.end));
      expect(Date.parse(transit.endDate)).toBeGreaterThan(Date.parse(body.range.start));
    }
  });
});

describe("generating and describing transits", () => {
  it("calculates once, reports cached afterwards, and writes each description in a job", async () => {
    const { cookie } = await userWithChart(premium);
    const first = await post("/api/transits/generate", cookie, { days: 14 });
    expect(first.statusCode).toBe(200);
    const generated = first.json<{ cached: boolean; transits: Transit[]; message: string }>();
    expect(generated.cached).toBe(false);
    expect(generated.transits.length).toBeGreaterThan(0);
    expect(generated.message).toBe(TRANSIT_MESSAGES.calculated(generated.transits.length));
    const again = (await post("/api/transits/generate", cookie, { days: 14 })).json();
    expect(again).toMatchObject({ cached: true, message: TRANSIT_MESSAGES.cached });

    const id = generated.transits[0]?.id;
    expect((await get(`/api/transits/status/${id}`, cookie)).json()).toEqual({ status: "pending" });
    await t.ctx.jobs.drain();
    expect((await get(`/api/transits/status/${id}`, cookie)).json()).toEqual({ status: "done" });
    const list = (await get("/api/transits?days=14", cookie)).json<TransitsResponse>();
    for (const transit of list.transits) {
      expect(transit.status).toBe("done");
      const words = transit.description?.split(/\s+/).length ?? 0;
      expect(words).toBeGreaterThanOrEqual(40);
      expect(words).toBeLessThanOrEqual(130);
    }
    // Enqueueing is idempotent: one job per transit, however often the list was read.
    const ids = list.transits.map((x) => `transit:${x.id}`);
    const queued = await t.ctx.db.select().from(jobs);
    for (const key of ids) expect(queued.filter((j) => j.key === key)).toHaveLength(1);
  });

  it("keeps one user's transit status from another", async () => {
    const owner = await userWithChart(premium);
    const other = await userWithChart(premium);
    const list = (await get("/api/transits", owner.cookie)).json<TransitsResponse>();
    const id = list.transits[0]?.id;
    expect((await get(`/api/transits/status/${id}`, other.cookie)).statusCode).toBe(404);
    expect((await get("/api/transits/status/abc", other.cookie)).statusCode).toBe(400);
  });

  it("forgets the transits when the birth data changes", async () => {
    const { user, cookie } = await userWithChart(premium);
    await get("/api/transits", cookie);
    expect(await t.ctx.db.$count(transits, eq(transits.userId, user.id))).toBeGreaterThan(0);
    const changed = await post("/api/birth-info", cookie, {
      ...birth,
      birthTime: "20:15",
      timezone: birth.birthTimezone,
    });
    expect(changed.statusCode).toBe(200);
    expect(await t.ctx.db.$count(transits, eq(transits.userId, user.id))).toBe(0);
  });
});

describe("clearing the transit cache", () => {
  it("is for the one transit-cache admin only", async () => {
    const { user, cookie } = await userWithChart(premium);
    await get("/api/transits", cookie);
    const otherAdmin = await userWithChart({ isAdmin: true });
    const refused = await t.app.inject({
      method: "DELETE",
      url: `/api/admin/clear-transit-cache/${user.id}`,
      headers: { cookie: otherAdmin.cookie },
    });
    expect(refused.statusCode).toBe(403);
    const admin = await userWithChart({ isAdmin: true, email: CACHE_ADMIN });
    expect((await get("/api/transits", admin.cookie)).json().canClearCache).toBe(true);
    expect((await get("/api/transits", cookie)).json().canClearCache).toBe(false);
    const cleared = await t.app.inject({
      method: "DELETE",
      url: `/api/admin/clear-transit-cache/${user.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({ message: TRANSIT_MESSAGES.cacheCleared });
    expect(await t.ctx.db.$count(transits, eq(transits.userId, user.id))).toBe(0);
  });
});
