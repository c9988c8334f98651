import { createECDH, randomBytes } from "node:crypto";
import { statSync } from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { findTransits, localDayRange } from "#astro/index";
import { ConfigError, loadConfig } from "#server/config";
import { jobs, type TransitRow, transitCoverage, transits, type UserRow } from "#server/db/schema";
import {
  loadOrCreateVapidKeys,
  type PushPayload,
  type PushSender,
  vapidKeyFile,
} from "#server/platform/push";
import { findDelivery } from "#server/repositories/deliveries";
import { upsertPushSubscription } from "#server/repositories/push";
import { buildTestApp, createTestApp, type TestApp, testConfig } from "#server/test-support/test-app";
import { BRUSSELS_BIRTH, insertUser, natalChartOf, sessionCookieFor } from "#server/test-support/users";
import {
  dueTodayPush,
  isPublicPushEndpoint,
  PUSH_TICK_JOB,
  PUSH_TICK_MS,
  runPushTick,
  transitLabel,
} from "./push.service.ts";

/** The push schedule's rules (issue 30 §2) with a recording sender in place of a push service. */

let t: TestApp;
const sent: { endpoint: string; payload: PushPayload }[] = [];
// 07:10 in Brussels (UTC+1): ten minutes past the default digest hour.
const NOW = new Date("2026-11-24T06:10:00Z");

const recorder: PushSender = {
  publicKey: "test",
  async send(target, payload) {
    sent.push({ endpoint: target.endpoint, payload });
    return { status: "sent" };
  },
};

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  t.ctx.push = recorder;
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  sent.length = 0;
  t.setNow(NOW);
});

let devices = 0;
async function subscribedUser(row: Partial<UserRow> = {}) {
  const user = await insertUser(t.ctx.db, { ...BRUSSELS_BIRTH, timezone: "Europe/Brussels", ...row });
  devices += 1;
  const endpoint = `https://push.example.net/device-${devices}`;
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  await upsertPushSubscription(
    t.ctx.db,
    {
      userId: user.id,
      endpoint,
      p256dh: ecdh.getPublicKey().toString("base64url"),
      auth: randomBytes(16).toString("base64url"),
    },
    NOW,
  );
  return { user, endpoint };
}

const sentTo = (endpoint: string) => sent.filter((s) => s.endpoint === endpoint);
/** The pushes of the stored pass the tests below insert (the chart's own passes may go exact too). */
const SATURN = "Exact now: Saturn square your Sun";
const saturnTo = (endpoint: string) => sentTo(endpoint).filter((s) => s.payload.title === SATURN);

describe("when the Today push is due", () => {
  const brussels = { timezone: "Europe/Brussels", digestHour: 7 };

  it("is due from the digest hour in the user's zone, and late three hours after it", () => {
    expect(dueTodayPush(brussels, new Date("2026-11-24T05:59:00Z"))).toBeNull();
    expect(dueTodayPush(brussels, new Date("2026-11-24T06:00:00Z"))).toMatchObject({
      date: "2026-11-24",
      late: false,
    });
    expect(dueTodayPush(brussels, new Date("2026-11-24T09:00:00Z"))?.late).toBe(false);
    expect(dueTodayPush(brussels, new Date("2026-11-24T09:01:00Z"))?.late).toBe(true);
  });

  it("keeps a late-evening hour on its own day after local midnight, while it is on time", () => {
    const lateHour = { timezone: "Europe/Brussels", digestHour: 23 };
    // 00:30 local on the 25th: the 24th's 23:00 is 90 minutes ago.
    expect(dueTodayPush(lateHour, new Date("2026-11-24T23:30:00Z"))).toMatchObject({
      date: "2026-11-24",
      late: false,
    });
    // 03:30 local on the 25th: too late for the 24th, and the 25th's is still ahead.
    expect(dueTodayPush(lateHour, new Date("2026-11-25T02:30:00Z"))).toBeNull();
  });

  it("falls back to UTC for an account without a time zone", () => {
    expect(dueTodayPush({ timezone: null, digestHour: 7 }, new Date("2026-11-24T07:05:00Z"))).toMatchObject({
      date: "2026-11-24",
      late: false,
    });
  });
});

describe("the Today push", () => {
  it("goes out once per local day, however many ticks run, also at the same time", async () => {
    const { user, endpoint } = await subscribedUser({ pushToday: true });
    await Promise.all([runPushTick(t.ctx), runPushTick(t.ctx)]);
    await runPushTick(t.ctx);
    t.setNow(new Date("2026-11-24T08:00:00Z"));
    await runPushTick(t.ctx);
    const mine = sentTo(endpoint);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.payload).toMatchObject({ url: "/today", tag: "today-2026-11-24" });
    expect(mine[0]?.payload.title).toMatch(/^Today: /);
    const row = await findDelivery(t.ctx.db, { userId: user.id, channel: "push-today", key: "2026-11-24" });
    expect(row?.sentAt).not.toBeNull();
    // The next local day is a new one.
    t.setNow(new Date("2026-11-25T06:10:00Z"));
    await runPushTick(t.ctx);
    expect(sentTo(endpoint)).toHaveLength(2);
  });

  it("goes out once when two app instances on one database tick at the same moment", async () => {
    const { endpoint } = await subscribedUser({ pushToday: true });
    // A second app on the same database, as a second process behind a load balancer would be.
    const other = await buildTestApp({
      config: t.config,
      database: t.database,
      now: () => NOW,
      logger: false,
    });
    try {
      other.ctx.push = recorder;
      await Promise.all([
        runPushTick(t.ctx),
        runPushTick(other.ctx),
        runPushTick(t.ctx),
        runPushTick(other.ctx),
      ]);
    } finally {
      await other.close();
    }
    expect(sentTo(endpoint)).toHaveLength(1);
  });

  it("is skipped, not sent, when the tick comes more than three hours after the hour", async () => {
    const { user, endpoint } = await subscribedUser({ pushToday: true });
    t.setNow(new Date("2026-11-24T10:30:00Z")); // 11:30 in Brussels
    await runPushTick(t.ctx);
    expect(sentTo(endpoint)).toHaveLength(0);
    const row = await findDelivery(t.ctx.db, { userId: user.id, channel: "push-today", key: "2026-11-24" });
    expect(row).toMatchObject({ skipped: "late", sentAt: null });
  });

  it("is sent only to those who turned it on", async () => {
    const { endpoint } = await subscribedUser({ pushToday: false });
    await runPushTick(t.ctx);
    expect(sentTo(endpoint)).toHaveLength(0);
  });
});

describe("the Exact now push", () => {
  async function exactTransit(userId: number, exactAt: Date): Promise<TransitRow> {
    const [row] = await t.ctx.db
      .insert(transits)
      .values({
        userId,
        transiting: "saturn",
        natal: "sun",
        aspect: "square",
        passKey: `test|${exactAt.toISOString()}`,
        pass: 1,
        passCount: 1,
        entersAt: new Date(exactAt.getTime() - 10 * 86_400_000),
        exactAt,
        leavesAt: new Date(exactAt.getTime() + 10 * 86_400_000),
        targetLongitude: 10,
        minOrb: 0,
        retrograde: false,
        impact: "high",
        impactScore: 10,
        category: "career",
      })
      .returning();
    if (!row) throw new Error("no transit stored");
    return row;
  }

  it("goes to premium members only, once per pass, and opens the transit radar", async () => {
    const premium = await subscribedUser({
      pushExact: true,
      subscriptionTier: "premium",
      subscriptionStatus: "active",
    });
    const free = await subscribedUser({ pushExact: true });
    const exactAt = new Date(NOW.getTime() - 2 * 60_000);
    await exactTransit(premium.user.id, exactAt);
    await exactTransit(free.user.id, exactAt);

    await runPushTick(t.ctx);
    await runPushTick(t.ctx);
    expect(sentTo(free.endpoint)).toHaveLength(0);
    const mine = saturnTo(premium.endpoint);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.payload).toMatchObject({
      title: "Exact now: Saturn square your Sun",
      url: "/transit-radar",
    });
  });

  it("is not sent for a pass that went exact long before the tick", async () => {
    const premium = await subscribedUser({
      pushExact: true,
      subscriptionTier: "premium",
      subscriptionStatus: "active",
    });
    await exactTransit(premium.user.id, new Date(NOW.getTime() - 3 * 60 * 60_000));
    await runPushTick(t.ctx);
    expect(saturnTo(premium.endpoint)).toHaveLength(0);
  });

  it("reaches a member who never opened the radar, calculating their transits once a day, not every tick", async () => {
    // A pass of this chart that perfects on a December afternoon (the engine's own answer).
    const chart = natalChartOf(BRUSSELS_BIRTH);
    const pass = findTransits(chart, new Date("2026-12-01T00:00:00Z"), new Date("2026-12-20T00:00:00Z"), {
      transitingPlanets: ["sun", "mercury", "venus", "mars"],
    }).find((x) => x.exactInRange && x.exactUtc !== null);
    if (!pass?.exactUtc) throw new Error("no exact pass in the range");
    const exactAt = new Date(pass.exactUtc);
    const premium = await subscribedUser({
      pushExact: true,
      subscriptionTier: "premium",
      subscriptionStatus: "active",
    });
    const stored = () => t.ctx.db.$count(transits, eq(transits.userId, premium.user.id));
    expect(await stored()).toBe(0);

    t.setNow(new Date(exactAt.getTime() + 2 * 60_000));
    await runPushTick(t.ctx);
    const title = `Exact now: ${transitLabel({ transiting: pass.transitingPlanet, natal: pass.natalPoint, aspect: pass.aspect })}`;
    expect(sentTo(premium.endpoint).map((s) => s.payload.title)).toContain(title);
    const coverage = await t.ctx.db
      .select()
      .from(transitCoverage)
      .where(eq(transitCoverage.userId, premium.user.id));
    // Through the end of the member's local tomorrow.
    const tomorrow = new Date(exactAt.getTime() + 86_400_000).toLocaleDateString("en-CA", {
      timeZone: "Europe/Brussels",
    });
    expect(coverage).toHaveLength(1);
    expect(coverage[0]?.endsAt.toISOString()).toBe(localDayRange(tomorrow, "Europe/Brussels").endUtc);

    // A pass removed behind the tick's back stays gone for the next ticks of the covered window:
    // they read the coverage, they do not run the engine again.
    const before = await stored();
    const [one] = await t.ctx.db.select().from(transits).where(eq(transits.userId, premium.user.id)).limit(1);
    await t.ctx.db.delete(transits).where(eq(transits.id, one?.id ?? -1));
    for (const minutes of [7, 12, 17]) {
      t.setNow(new Date(exactAt.getTime() + minutes * 60_000));
      await runPushTick(t.ctx);
    }
    expect(await stored()).toBe(before - 1);
    expect(sentTo(premium.endpoint).filter((s) => s.payload.title === title)).toHaveLength(1);

    // Two days on, the window reaches time not calculated yet, and only that part is added.
    t.setNow(new Date(exactAt.getTime() + 2 * 86_400_000));
    await runPushTick(t.ctx);
    const later = await t.ctx.db
      .select()
      .from(transitCoverage)
      .where(eq(transitCoverage.userId, premium.user.id));
    expect(Math.max(...later.map((c) => c.endsAt.getTime()))).toBeGreaterThan(
      coverage[0]?.endsAt.getTime() ?? Number.POSITIVE_INFINITY,
    );
    expect(await stored()).toBeGreaterThanOrEqual(before - 1);
  }, 120_000);

  it("skips a member without birth data, and still reaches the others", async () => {
    const noChart = await subscribedUser({
      pushExact: true,
      subscriptionTier: "premium",
      subscriptionStatus: "active",
      birthDate: null,
      birthTime: null,
      birthLatitude: null,
      birthLongitude: null,
      birthTimezone: null,
    });
    const premium = await subscribedUser({
      pushExact: true,
      subscriptionTier: "premium",
      subscriptionStatus: "active",
    });
    await exactTransit(premium.user.id, new Date(NOW.getTime() - 60_000));
    await runPushTick(t.ctx);
    expect(sentTo(noChart.endpoint)).toHaveLength(0);
    expect(saturnTo(premium.endpoint)).toHaveLength(1);
  });

  it("names points the way the radar does", () => {
    expect(transitLabel({ transiting: "jupiter", natal: "trueNode", aspect: "trine" })).toBe(
      "Jupiter trine your North Node",
    );
  });
});

describe("the push routes", () => {
  it("save a subscription with its kinds, count devices, and say exact pushes need Premium", async () => {
    const user = await insertUser(t.ctx.db, { ...BRUSSELS_BIRTH, timezone: "Europe/Brussels" });
    const cookie = await sessionCookieFor(t.ctx.db, t.ctx.secret, user.id, NOW);
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    const subscription = {
      endpoint: "https://push.example.net/route-device",
      keys: {
        p256dh: ecdh.getPublicKey().toString("base64url"),
        auth: randomBytes(16).toString("base64url"),
      },
    };
    const put = (payload: object) =>
      t.app.inject({ method: "PUT", url: "/api/push/subscription", headers: { cookie }, payload });

    const saved = await put({ subscription, pushToday: true, pushExact: true });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      pushToday: true,
      pushExact: true,
      exactActive: false,
      devices: 1,
      hour: 7,
      timezone: "Europe/Brussels",
    });
    // The same browser again replaces its row.
    expect((await put({ subscription, pushToday: true, pushExact: false })).json()).toMatchObject({
      devices: 1,
      pushExact: false,
    });

    const bad = await put({
      subscription: { ...subscription, keys: { ...subscription.keys, p256dh: "not-a-key" } },
      pushToday: true,
      pushExact: false,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: "invalid_input" });
    const plainHttp = await put({
      subscription: { ...subscription, endpoint: "http://push.example.net/x" },
      pushToday: true,
      pushExact: false,
    });
    expect(plainHttp.statusCode).toBe(400);

    const off = await t.app.inject({
      method: "PATCH",
      url: "/api/push/settings",
      headers: { cookie },
      payload: { pushToday: false },
    });
    expect(off.json()).toMatchObject({ pushToday: false, devices: 1 });

    const removed = await t.app.inject({
      method: "DELETE",
      url: "/api/push/subscription",
      headers: { cookie },
      payload: { endpoint: subscription.endpoint },
    });
    expect(removed.json()).toMatchObject({ devices: 0 });
  });
});

describe("push endpoints in production", () => {
  it("are a push service's public host, never a loopback, private or single-label one", () => {
    expect(isPublicPushEndpoint("https://fcm.googleapis.com/fcm/send/abc")).toBe(true);
    expect(isPublicPushEndpoint("https://updates.push.services.mozilla.com/wpush/v2/abc")).toBe(true);
    for (const endpoint of [
      "https://127.0.0.1:8443/push",
      "https://10.0.0.5/push",
      "https://[::1]/push",
      "https://localhost/push",
      "https://db.localhost/push",
      "https://intranet/push",
    ]) {
      expect(isPublicPushEndpoint(endpoint), endpoint).toBe(false);
    }
  });
});

describe("VAPID keys", () => {
  it("are generated once into DATA_DIR with owner-only permissions and reused at the next start", () => {
    const config = testConfig();
    const first = loadOrCreateVapidKeys(config);
    expect(first.publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    expect(first.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(statSync(vapidKeyFile(config)).mode & 0o777).toBe(0o600);
    expect(loadOrCreateVapidKeys(config)).toEqual(first);
  });

  it("come from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set, both or neither", () => {
    const generated = loadOrCreateVapidKeys(testConfig());
    const config = testConfig({
      VAPID_PUBLIC_KEY: generated.publicKey,
      VAPID_PRIVATE_KEY: generated.privateKey,
      VAPID_SUBJECT: "mailto:ops@example.com",
    });
    expect(loadOrCreateVapidKeys(config)).toEqual({ ...generated, subject: "mailto:ops@example.com" });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: generated.publicKey })).toThrow(ConfigError);
    expect(() => loadConfig({ VAPID_SUBJECT: "ops@example.com" })).toThrow(/VAPID_SUBJECT/);
    expect(() => loadConfig({ VAPID_PRIVATE_KEY: "short", VAPID_PUBLIC_KEY: "short" })).toThrow(
      /VAPID_PUBLIC_KEY.*\n.*VAPID_PRIVATE_KEY|VAPID_PRIVATE_KEY.*\n.*VAPID_PUBLIC_KEY/s,
    );
  });
});

describe("the push schedule", () => {
  it("starts when the server listens: the next slot's tick is queued once, and a tick queues its successor", async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const queued = async () =>
      (await t.ctx.db.select().from(jobs).where(eq(jobs.kind, PUSH_TICK_JOB))).map((job) => job.key).sort();
    const slot = new Date(Math.floor(NOW.getTime() / PUSH_TICK_MS) * PUSH_TICK_MS + PUSH_TICK_MS);
    // onListen hooks run after listen() resolves: wait for the hook's insert.
    await expect.poll(queued).toEqual([slot.toISOString()]);
    // At the slot the tick runs, is forgotten, and leaves the following slot queued.
    t.setNow(new Date(slot.getTime() + 1000));
    await t.ctx.jobs.drain();
    expect(await queued()).toEqual([new Date(slot.getTime() + PUSH_TICK_MS).toISOString()]);
  });
});
