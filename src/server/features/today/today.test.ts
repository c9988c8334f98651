import { describe, expect, it } from "vitest";
import { bodyPosition, jdUTFromDate, localDayRange } from "#astro/index";
import type { users } from "#server/db/schema";
import { ASPECT_ANGLE, natalLongitude } from "#server/test-support/sky";
import { fileTestApp } from "#server/test-support/test-app";
import { BRUSSELS_BIRTH, memberWithChart, natalChartOf, signedInUser } from "#server/test-support/users";

// 23:30 UTC on 22 November 2026: already 23 November in Auckland, still the 22nd in New York.
const NOW = new Date("2026-11-22T23:30:00Z");
const t = fileTestApp({ now: NOW });

const birth = BRUSSELS_BIRTH;

const userWithChart = (overrides: Partial<typeof users.$inferInsert> = {}) =>
  memberWithChart(t, overrides, NOW);

const get = (url: string, cookie: string) => t.app.inject({ method: "GET", url, headers: { cookie } });
const post = (url: string, cookie: string, payload: object) =>
  t.app.inject({ method: "POST", url, headers: { cookie }, payload });

describe("today's horoscope", () => {
  it("is written for the user's local date from that day's transits, and stored", async () => {
    const { cookie } = await userWithChart({ timezone: "Pacific/Auckland" });
    const response = await get("/api/horoscope/today?roastMode=false", cookie);
    expect(response.statusCode).toBe(200);
    const horoscope = response.json();
    expect(horoscope.date).toBe("2026-11-23");
    expect(horoscope.content.length).toBeGreaterThan(200);
    expect(
      horoscope.basis.filter((b: { kind: string }) => b.kind === "transit").length,
    ).toBeGreaterThanOrEqual(2);
    // Today's shape (ADR 037): a headline of at most 12 words and do / avoid / watch, stored with it.
    expect(horoscope.brief.headline.split(/\s+/).length).toBeLessThanOrEqual(12);
    for (const line of [horoscope.brief.do, horoscope.brief.avoid, horoscope.brief.watch])
      expect(line).toMatch(/^[A-Z].*[.!?]$/);
    const again = await get("/api/horoscope/today?roastMode=false", cookie);
    expect(again.json()).toEqual(horoscope);
    const ny = await userWithChart({ timezone: "America/New_York" });
    expect((await get("/api/horoscope/today", ny.cookie)).json().date).toBe("2026-11-22");
  });

  it("cites only transits that the engine finds within 3° of exact on that local day", async () => {
    const { cookie } = await userWithChart({ timezone: "Europe/Brussels" });
    const horoscope = (await get("/api/horoscope/today", cookie)).json();
    const chart = natalChartOf(birth);
    const { startUtc, endUtc } = localDayRange(horoscope.date, "Europe/Brussels");
    const transits = horoscope.basis.filter((b: { kind: string }) => b.kind === "transit");
    expect(transits.length).toBeGreaterThanOrEqual(2);
    for (const b of transits as { transiting: "mars"; natal: "venus"; aspect: keyof typeof ASPECT_ANGLE }[]) {
      const natalLon = natalLongitude(chart, b.natal);
      // The smallest orb over the day, sampled hourly, must be within the 3° transit orb.
      let best = 360;
      for (let ms = Date.parse(startUtc); ms <= Date.parse(endUtc); ms += 3_600_000) {
        const lon = bodyPosition(b.transiting, jdUTFromDate(new Date(ms))).lonDeg;
        const separation = Math.abs(((((lon - natalLon) % 360) + 540) % 360) - 180);
        best = Math.min(best, Math.abs(separation - ASPECT_ANGLE[b.aspect]));
      }
      expect(best, `${b.transiting} ${b.aspect} ${b.natal}`).toBeLessThanOrEqual(3);
    }
  });

  it("gives roast mode to premium users only", async () => {
    const free = await userWithChart();
    const refused = await get("/api/horoscope/today?roastMode=true", free.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("premium_required");
    const premium = await userWithChart({ subscriptionTier: "premium", subscriptionStatus: "active" });
    const roast = await get("/api/horoscope/today?roastMode=true", premium.cookie);
    const normal = await get("/api/horoscope/today?roastMode=false", premium.cookie);
    expect(roast.statusCode).toBe(200);
    expect(roast.json().content).not.toBe(normal.json().content);
  });

  it("remembers what a daily reader was shown: no sentence of the earlier days comes back", async () => {
    const { cookie } = await userWithChart({ timezone: "Europe/Brussels" });
    const seen = new Map<string, string>();
    try {
      for (let day = 0; day < 5; day++) {
        t.setNow(new Date(NOW.getTime() + day * 86_400_000));
        const h = (await get("/api/horoscope/today?roastMode=false", cookie)).json();
        const texts = [h.content, h.loveInsight, h.careerInsight, h.wellnessInsight].filter(Boolean);
        for (const sentence of texts.join(" ").split(/(?<=[.!?])\s+/)) {
          expect(seen.get(sentence), `${h.date}: ${sentence}`).toBeUndefined();
          seen.set(sentence, h.date);
        }
        expect(h.content).not.toMatch(/°|\b\d{1,2}:\d{2}\b/);
      }
    } finally {
      t.setNow(NOW);
    }
  });

  it("answers 400 to a bad roastMode and 409 without birth data", async () => {
    const { cookie } = await userWithChart();
    expect((await get("/api/horoscope/today?roastMode=maybe", cookie)).statusCode).toBe(400);
    const bare = await signedInUser(t, {}, NOW);
    const response = await get("/api/horoscope/today", bare.cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/birth/);
    expect(response.json().code).toBe("no_birth_chart");
  });
});

describe("the cosmic to-do list", () => {
  it("answers exactly five tasks with ids stable for the user and date", async () => {
    const { cookie } = await userWithChart();
    const response = await get("/api/cosmic-todo?date=2026-11-23", cookie);
    expect(response.statusCode).toBe(200);
    const todos = response.json();
    expect(todos).toHaveLength(5);
    for (const todo of todos) {
      expect(todo.title.length).toBeGreaterThan(3);
      expect(todo.explanation.length).toBeGreaterThan(10);
    }
    expect((await get("/api/cosmic-todo?date=2026-11-23", cookie)).json()).toEqual(todos);
  });

  it("writes the list in the roast voice for premium users only, with the same ids", async () => {
    const free = await userWithChart();
    expect((await get("/api/cosmic-todo?date=2026-11-23&roastMode=true", free.cookie)).statusCode).toBe(403);
    const premium = await userWithChart({ subscriptionTier: "premium", subscriptionStatus: "active" });
    const normal = (await get("/api/cosmic-todo?date=2026-11-23", premium.cookie)).json();
    const roast = (await get("/api/cosmic-todo?date=2026-11-23&roastMode=true", premium.cookie)).json();
    expect(roast.map((x: { id: string }) => x.id)).toEqual(normal.map((x: { id: string }) => x.id));
    expect(roast.map((x: { title: string }) => x.title)).not.toEqual(
      normal.map((x: { title: string }) => x.title),
    );
  });

  it("shows a daily reader no title again within seven days", async () => {
    const { cookie } = await userWithChart({ timezone: "Europe/Brussels" });
    const lastSeen = new Map<string, number>();
    try {
      for (let day = 0; day < 9; day++) {
        const now = new Date(NOW.getTime() + day * 86_400_000);
        t.setNow(now);
        const date = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Brussels" }).format(now);
        const todos = (await get(`/api/cosmic-todo?date=${date}`, cookie)).json();
        for (const { title } of todos as { title: string }[]) {
          const last = lastSeen.get(title);
          if (last !== undefined) expect(day - last, `${date}: ${title}`).toBeGreaterThan(7);
          lastSeen.set(title, day);
        }
      }
    } finally {
      t.setNow(NOW);
    }
  });

  it("accepts today ± one day for zone edges and refuses other or malformed dates with 400", async () => {
    const { cookie } = await userWithChart();
    expect((await get("/api/cosmic-todo?date=2026-11-22", cookie)).statusCode).toBe(200);
    expect((await get("/api/cosmic-todo?date=2026-11-25", cookie)).statusCode).toBe(400);
    expect((await get("/api/cosmic-todo?date=2026-13-01", cookie)).statusCode).toBe(400);
    expect((await get("/api/cosmic-todo", cookie)).statusCode).toBe(400);
  });
});

describe("throwback", () => {
  it("is for the premium tier only: free and pro get 403", async () => {
    for (const tier of ["free", "pro"] as const) {
      const { cookie } = await userWithChart({ subscriptionTier: tier, subscriptionStatus: "active" });
      expect(
        (await post("/api/throwback-horoscope", cookie, { date: "2000-01-01", roastMode: false })).statusCode,
      ).toBe(403);
      expect((await get("/api/throwback-count", cookie)).statusCode).toBe(403);
    }
  });

  it("allows one distinct date per local day; the same date in the other voice is free", async () => {
    const { cookie } = await userWithChart({ subscriptionTier: "premium", subscriptionStatus: "active" });
    expect((await get("/api/throwback-count", cookie)).json()).toEqual({ count: 0, remaining: 1 });
    const first = await post("/api/throwback-horoscope", cookie, { date: "2000-01-01", roastMode: false });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ date: "2000-01-01" });
    expect(first.json().content.length).toBeGreaterThan(100);
    const roast = await post("/api/throwback-horoscope", cookie, { date: "2000-01-01", roastMode: true });
    expect(roast.statusCode).toBe(200);
    expect(roast.json().content).not.toBe(first.json().content);
    const other = await post("/api/throwback-horoscope", cookie, { date: "1999-12-31", roastMode: false });
    expect(other.statusCode).toBe(429);
    expect(other.json().code).toBe("daily_limit");
    expect(other.json().message).toBe(
      "You can generate throwback horoscopes for 1 date per day. Try again after midnight!",
    );
    expect((await get("/api/throwback-count", cookie)).json()).toEqual({ count: 1, remaining: 0 });
  });

  it("refuses future and pre-1900 dates with 400 and a clear message", async () => {
    const { cookie } = await userWithChart({ subscriptionTier: "premium", subscriptionStatus: "active" });
    const future = await post("/api/throwback-horoscope", cookie, { date: "2026-11-24", roastMode: false });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe("Throwback dates cannot be in the future.");
    const early = await post("/api/throwback-horoscope", cookie, { date: "1899-12-31", roastMode: false });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe("Throwback dates start on 1900-01-01.");
    expect((await post("/api/throwback-horoscope", cookie, { roastMode: false })).json().message).toBe(
      "Please select a date",
    );
  });

  it("lets exactly one of 20 concurrent requests for different dates through", async () => {
    const { cookie } = await userWithChart({ subscriptionTier: "premium", subscriptionStatus: "active" });
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post("/api/throwback-horoscope", cookie, {
          date: `1980-01-${String(i + 1).padStart(2, "0")}`,
          roastMode: false,
        }),
      ),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 429)).toHaveLength(19);
  });
});

describe("throwback history", () => {
  it("lists the user's throwbacks newest first with their voice, and the date opened today", async () => {
    const { cookie } = await userWithChart({ subscriptionTier: "premium", subscriptionStatus: "active" });
    expect((await get("/api/throwback-history", cookie)).json()).toEqual({ todayDate: null, entries: [] });

    // Two days earlier (it is already 23 November in Brussels) another date was opened.
    t.setNow(new Date("2026-11-21T12:00:00Z"));
    const before = await post("/api/throwback-horoscope", cookie, { date: "1995-06-01", roastMode: false });
    t.setNow(NOW);
    expect(before.statusCode).toBe(200);
    const first = await post("/api/throwback-horoscope", cookie, { date: "2000-01-01", roastMode: false });
    const roast = await post("/api/throwback-horoscope", cookie, { date: "2000-01-01", roastMode: true });

    const history = await get("/api/throwback-history", cookie);
    expect(history.statusCode).toBe(200);
    const body = history.json();
    expect(body.todayDate).toBe("2000-01-01");
    expect(body.entries.map((e: { date: string; roastMode: boolean }) => [e.date, e.roastMode])).toEqual([
      ["2000-01-01", true],
      ["2000-01-01", false],
      ["1995-06-01", false],
    ]);
    expect(body.entries[0].content).toBe(roast.json().content);
    expect(body.entries[1].content).toBe(first.json().content);
    expect(body.entries[1].basis).toEqual(first.json().basis);
    expect(Date.parse(body.entries[2].createdAt)).toBe(Date.parse("2026-11-21T12:00:00Z"));
  });

  it("is for the premium tier only and shows nobody else's throwbacks", async () => {
    const { cookie: pro } = await userWithChart({ subscriptionTier: "pro", subscriptionStatus: "active" });
    expect((await get("/api/throwback-history", pro)).statusCode).toBe(403);
    const { cookie: other } = await userWithChart({
      subscriptionTier: "premium",
      subscriptionStatus: "active",
    });
    expect((await get("/api/throwback-history", other)).json().entries).toEqual([]);
  });
});
