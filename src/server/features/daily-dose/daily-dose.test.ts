import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ASPECTS, bodyPosition, jdUTFromDate, localDayRange, localToUniversal, signOf } from "#astro/index";
import {
  DAILY_DOSE_LIMITS,
  DAILY_DOSE_MESSAGES,
  type DailyDoseResult,
  quoteImagePath,
} from "#contracts/daily-dose";
import type { users } from "#server/db/schema";
import type { Writer } from "#server/platform/llm";
import { decodePng, distinctColours } from "#server/test-support/png";
import { createTestApp, fileTestApp, type TestApp } from "#server/test-support/test-app";
import { signedInUser } from "#server/test-support/users";
import { type TextKindName, textKind } from "#writing/index";

// 2024-04-08, noon in New York: the day of the total solar eclipse (New Moon at 18:21 UT).
const NOW = new Date("2024-04-08T16:00:00Z");
const ZONE = "America/New_York";
const DATE = "2024-04-08";

const t = fileTestApp({ now: NOW });

const member = (overrides: Partial<typeof users.$inferInsert> = {}) =>
  signedInUser(
    t,
    { timezone: ZONE, subscriptionTier: "premium", subscriptionStatus: "active", ...overrides },
    NOW,
  );

const press = (app: TestApp, cookie?: string) =>
  app.app.inject({ method: "POST", url: "/api/cosmic-quote", headers: cookie ? { cookie } : {} });

const SAMPLE = {
  astroFact: "New Moon in Aries at 14:20 your time. Translation: a clean slate, zero excuses.",
  callToAction: "Write down one intention. One. Then start.",
};
const image = (app: TestApp, cookie: string | undefined, query: Record<string, string>, headers = {}) =>
  app.app.inject({
    method: "GET",
    url: `/api/quote-image?${new URLSearchParams(query).toString()}`,
    headers: { ...(cookie ? { cookie } : {}), ...headers },
  });

/** "14:20" as the reader's clock shows an instant (independent of the writer's formatter). */
function clock(iso: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: ZONE,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date(iso));
}

const angleOf = (name: unknown) => ASPECTS.find((a) => a.name === name)?.angleDeg ?? Number.NaN;
const lonAt = (body: Parameters<typeof bodyPosition>[0], iso: string) =>
  bodyPosition(body, jdUTFromDate(new Date(iso)));

describe("Daily Dose access", () => {
  it("answers 401 to a visitor and 403 with the upgrade message to a free member", async () => {
    expect((await press(t)).statusCode).toBe(401);
    expect((await image(t, undefined, { ...SAMPLE, theme: "dark" })).statusCode).toBe(401);
    const free = await member({ subscriptionTier: "free", subscriptionStatus: null });
    for (const response of [
      await press(t, free.cookie),
      await image(t, free.cookie, { ...SAMPLE, theme: "dark" }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: DAILY_DOSE_MESSAGES.premium, code: "premium_required" });
    }
    const lapsed = await member({
      subscriptionStatus: "cancelled",
      subscriptionEndDate: new Date("2024-04-01T00:00:00Z"),
    });
    expect((await press(t, lapsed.cookie)).statusCode).toBe(403);
  });

  it("serves premium and pro members", async () => {
    for (const tier of ["premium", "pro"] as const) {
      const { cookie } = await member({ subscriptionTier: tier });
      const response = await press(t, cookie);
      expect(response.statusCode).toBe(200);
      const dose = response.json<DailyDoseResult>();
      expect(dose.astroFact.length).toBeGreaterThan(10);
      expect(dose.callToAction.length).toBeGreaterThan(5);
    }
  });
});

describe("POST /api/cosmic-quote", () => {
  it("states facts that are true on the reader's date per the engine, with their local clock time", async () => {
    const { cookie } = await member();
    const { startUtc, endUtc } = localDayRange(DATE, ZONE);
    const inDay = (iso: string) => iso >= startUtc && iso < endUtc;
    const noon = localToUniversal(DATE, "12:00", ZONE).utc;
    const kinds = new Set<string>();
    let newMoon = false;
    for (let i = 0; i < 15; i++) {
      const dose = (await press(t, cookie)).json<DailyDoseResult>();
      expect(dose.basis.length).toBeGreaterThan(0);
      for (const item of dose.basis as Record<string, unknown>[]) {
        kinds.add(String(item.kind));
        if (item.kind === "sky-aspect") {
          const exact = String(item.exact);
          const a = lonAt(item.a as "moon", exact).lonDeg;
          const b = lonAt(item.b as "sun", exact).lonDeg;
          const separation = Math.abs(((a - b + 540) % 360) - 180);
          expect(Math.abs(separation - angleOf(item.aspect))).toBeLessThan(0.01);
          expect(inDay(exact)).toBe(true);
          expect(dose.astroFact).toContain(`${clock(exact)} your time`);
          if (item.a === "moon" && item.b === "sun" && item.aspect === "conjunction") {
            newMoon = true;
            expect(dose.astroFact).toMatch(/New Moon in Aries/);
          }
        } else if (item.kind === "moon") {
          // The Moon's sign at local noon, unless the dose is about an exact lunation.
          const sign = signOf(lonAt("moon", noon).lonDeg);
          const atLunation = dose.basis.find((b) => b.kind === "sky-aspect") as
            | { exact?: string }
            | undefined;
          expect(item.sign).toBe(atLunation?.exact ? signOf(lonAt("moon", atLunation.exact).lonDeg) : sign);
        } else if (item.kind === "sky" && item.event === "ingress") {
          const at = Date.parse(String(item.exact));
          expect(signOf(lonAt(item.body as "moon", new Date(at + 60_000).toISOString()).lonDeg)).toBe(
            item.sign,
          );
          expect(signOf(lonAt(item.body as "moon", new Date(at - 60_000).toISOString()).lonDeg)).not.toBe(
            item.sign,
          );
          expect(dose.astroFact).toContain(clock(String(item.exact)));
        } else if (item.kind === "sky" && item.retrograde === true && !item.event) {
          expect(lonAt(item.body as "mercury", noon).speedDegPerDay).toBeLessThan(0);
          expect(signOf(lonAt(item.body as "mercury", noon).lonDeg)).toBe(item.sign);
        }
      }
    }
    // That day: the New Moon, Mercury retrograde in Aries and the Moon's own aspects.
    expect(newMoon).toBe(true);
    expect(kinds.size).toBeGreaterThanOrEqual(2);
  });

  it("never gives the same fact or call to action twice in a row", async () => {
    const { cookie } = await member();
    let previous: DailyDoseResult | null = null;
    for (let i = 0; i < 12; i++) {
      const dose: DailyDoseResult = (await press(t, cookie)).json();
      if (previous) {
        expect(dose.astroFact).not.toBe(previous.astroFact);
        expect(dose.callToAction).not.toBe(previous.callToAction);
      }
      previous = dose;
    }
  });

  it(`allows ${DAILY_DOSE_LIMITS.dosesPerHour} doses an hour, then answers 429 with the message`, async () => {
    const { cookie } = await member();
    for (let i = 0; i < DAILY_DOSE_LIMITS.dosesPerHour; i++)
      expect((await press(t, cookie)).statusCode).toBe(200);
    const refused = await press(t, cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: DAILY_DOSE_MESSAGES.rateLimited, code: "rate_limited" });
    // Another member is not affected.
    expect((await press(t, (await member()).cookie)).statusCode).toBe(200);
  });
});

describe("GET /api/quote-image", () => {
  it("answers a 1080×1920 PNG with a strong ETag, cached privately for a day", async () => {
    const { cookie } = await member();
    const response = await image(t, cookie, { ...SAMPLE, template: "classic", theme: "light" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/png");
    expect(response.headers["cache-control"]).toBe("private, max-age=86400");
    const etag = String(response.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{20,}"$/);
    const png = decodePng(response.rawPayload);
    expect([png.width, png.height]).toEqual([1080, 1920]);
    expect(distinctColours(png)).toBeGreaterThan(500);

    const again = await image(t, cookie, { ...SAMPLE, theme: "light" }, { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const dark = await image(t, cookie, { ...SAMPLE, theme: "dark" });
    expect(dark.headers.etag).not.toBe(etag);
  });

  it("is the URL the page builds", () => {
    const path = quoteImagePath({ ...SAMPLE, template: "classic", theme: "dark" });
    const url = new URL(path, "http://x");
    expect(url.pathname).toBe("/api/quote-image");
    expect(Object.fromEntries(url.searchParams)).toEqual({ ...SAMPLE, template: "classic", theme: "dark" });
  });

  it("answers 400 with the message for texts over the limits, unknown templates and themes, and emoji", async () => {
    const { cookie } = await member();
    const cases: [Record<string, string>, string][] = [
      [{ ...SAMPLE, astroFact: "x".repeat(281), theme: "dark" }, DAILY_DOSE_MESSAGES.astroFactTooLong],
      [{ ...SAMPLE, callToAction: "y".repeat(141), theme: "dark" }, DAILY_DOSE_MESSAGES.callToActionTooLong],
      [{ ...SAMPLE, astroFact: "   ", theme: "dark" }, DAILY_DOSE_MESSAGES.astroFactRequired],
      [{ astroFact: SAMPLE.astroFact, theme: "dark" }, DAILY_DOSE_MESSAGES.callToActionRequired],
      [{ ...SAMPLE, template: "fancy", theme: "dark" }, DAILY_DOSE_MESSAGES.unknownTemplate],
      [{ ...SAMPLE, theme: "sepia" }, DAILY_DOSE_MESSAGES.unknownTheme],
      [{ ...SAMPLE }, DAILY_DOSE_MESSAGES.unknownTheme],
    ];
    for (const [query, message] of cases) {
      const response = await image(t, cookie, query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const emoji = await image(t, cookie, { ...SAMPLE, callToAction: "Go 🚀", theme: "dark" });
    expect(emoji.statusCode).toBe(400);
    expect(emoji.json()).toMatchObject({ field: "callToAction" });
    expect(emoji.json().message).toContain('"🚀"');
    // Exactly at the limits is fine.
    const longest = await image(t, cookie, {
      astroFact: "Mars squares Saturn. ".repeat(14).slice(0, 280),
      callToAction: "Do the boring task. ".repeat(7).slice(0, 140),
      theme: "dark",
    });
    expect(longest.statusCode).toBe(200);
  });
});

describe("GET /api/quote-image when the renderer is full", () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await createTestApp({ now: NOW, env: { IMAGE_WORKERS: "1", IMAGE_QUEUE_LIMIT: "1" } });
    await small.ctx.images.warm();
  });
  afterAll(async () => {
    await small?.close();
  });

  it("answers 503 with Retry-After instead of queueing without bound", async () => {
    const { cookie } = await signedInUser(small, { timezone: ZONE, subscriptionTier: "premium" }, NOW);
    const props = { ...SAMPLE, dateLabel: "Monday, April 8, 2024" };
    // One render in the worker, one waiting: the queue is full. The first is a size whose sky is not
    // drawn yet, so it stays busy well past the time the request below needs to reach the queue.
    const busy = [
      small.ctx.images.render("classic", props, { width: 2160, height: 2160, theme: "light" }),
      small.ctx.images.render("classic", props, { width: 1080, height: 1920, theme: "dark" }),
    ];
    expect(small.ctx.images.stats()).toMatchObject({ busy: 1, queued: 1 });
    const refused = await image(small, cookie, { ...SAMPLE, theme: "dark" });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ message: DAILY_DOSE_MESSAGES.busy, code: "unavailable" });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    await Promise.all(busy);
    expect((await image(small, cookie, { ...SAMPLE, theme: "dark" })).statusCode).toBe(200);
  });
});

describe("POST /api/cosmic-quote with a model writing", () => {
  let modelled: TestApp;
  let reply = {
    astroFact: "Mars is in Pisces and everything is fine.",
    callToAction: "Call your mum, she misses you.",
  };
  beforeAll(async () => {
    // A stand-in for the model: whatever it says, the fact must stay the computed one.
    const writer: Writer = {
      secondOpinion: async () => null,
      write: async <K extends TextKindName>(kind: K) => ({
        value: textKind(kind).schema.parse({ ...reply, basis: [] }),
        source: "llm" as const,
      }),
    };
    modelled = await createTestApp({ now: NOW, writer });
  });
  afterAll(async () => {
    await modelled?.close();
  });

  it("keeps the computed fact and takes the model's call to action only when it passes the guard", async () => {
    const { cookie } = await signedInUser(modelled, { timezone: ZONE, subscriptionTier: "premium" }, NOW);
    const dose = (await press(modelled, cookie)).json<DailyDoseResult>();
    expect(dose.astroFact).not.toBe(reply.astroFact);
    expect(dose.basis.length).toBeGreaterThan(0);
    expect(dose.callToAction).toBe(reply.callToAction);

    reply = { ...reply, callToAction: "Kill the plan before it kills your week." };
    const guarded = (await press(modelled, cookie)).json<DailyDoseResult>();
    expect(guarded.callToAction).not.toContain("Kill");
    expect(guarded.callToAction.length).toBeGreaterThan(5);
  });
});
