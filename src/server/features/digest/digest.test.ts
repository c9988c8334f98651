import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { DIGEST_MESSAGES } from "#contracts/digest";
import { deliveries, users } from "#server/db/schema";
import { listOutbox } from "#server/platform/mailer";
import { pathOf } from "#server/test-support/outbox";
import { fileTestApp } from "#server/test-support/test-app";
import { BRUSSELS_BIRTH, insertUser, sessionCookieFor } from "#server/test-support/users";
import { runDigestTick } from "./digest.service.ts";
import { composeDigestMail } from "./digest-mail.ts";
import { latestSlot } from "./digest-schedule.ts";
import {
  DIGEST_UNSUBSCRIBE_PURPOSE,
  signUnsubscribeToken,
  verifyUnsubscribeToken,
} from "./unsubscribe-token.ts";

// 28 November 2026: Brussels is at UTC+1, so 06:05 UTC is 07:05 on a Brussels clock.
const AT_0705_BRUSSELS = new Date("2026-11-28T06:05:00Z");
const LOCAL_DATE = "2026-11-28";

const t = fileTestApp({ now: AT_0705_BRUSSELS });
beforeEach(() => t.setNow(AT_0705_BRUSSELS));

async function subscriber(overrides: Partial<typeof users.$inferInsert> = {}) {
  return insertUser(t.database.db, {
    ...BRUSSELS_BIRTH,
    timezone: "Europe/Brussels",
    digestEnabled: true,
    digestHour: 7,
    ...overrides,
  });
}
const patchPreferences = (cookie: string, payload: object) =>
  t.app.inject({ method: "PATCH", url: "/api/user/preferences", headers: { cookie }, payload });
const mailsTo = (email: string) => listOutbox(t.config).filter((m) => m.to === email);
async function deliveryOf(userId: number) {
  return t.database.db
    .select()
    .from(deliveries)
    .where(and(eq(deliveries.userId, userId), eq(deliveries.channel, "digest")));
}
async function tickAndDrain() {
  await runDigestTick(t.ctx);
  await t.ctx.jobs.drain();
}

describe("digest schedule", () => {
  it("keys a slot by the local date, also after midnight for a late hour", () => {
    expect(latestSlot(AT_0705_BRUSSELS, "Europe/Brussels", 7)).toEqual({
      key: LOCAL_DATE,
      at: new Date("2026-11-28T06:00:00Z"),
    });
    // 00:30 in Brussels: the 23:00 slot is still yesterday's.
    expect(latestSlot(new Date("2026-11-27T23:30:00Z"), "Europe/Brussels", 23).key).toBe("2026-11-27");
    // No zone, or one the runtime does not know: UTC.
    expect(latestSlot(AT_0705_BRUSSELS, null, 6).key).toBe(LOCAL_DATE);
    expect(latestSlot(AT_0705_BRUSSELS, "Mars/Olympus", 7).key).toBe("2026-11-27");
  });
});

describe("sending the morning digest", () => {
  it("sends one digest per user and local day, with the one-click unsubscribe headers", async () => {
    const user = await subscriber();
    await tickAndDrain();
    await tickAndDrain();
    t.setNow(new Date(AT_0705_BRUSSELS.getTime() + 60 * 60_000));
    await tickAndDrain();
    const mails = mailsTo(user.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail?.subject).toMatch(/^Today: /);
    expect(mail?.headers?.["List-Unsubscribe"]).toMatch(
      /^<http:\/\/localhost:3000\/api\/digest\/unsubscribe\?token=/,
    );
    expect(mail?.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail?.text).toContain("To do: ");
    expect(mail?.text).toContain("http://localhost:3000/today");
    expect(mail?.html).toContain('name="color-scheme" content="dark"');
    const [row] = await deliveryOf(user.id);
    expect(row).toMatchObject({ key: LOCAL_DATE, skipped: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it("sends nothing before the user's hour", async () => {
    const user = await subscriber({ digestHour: 8 });
    await tickAndDrain();
    expect(mailsTo(user.email)).toHaveLength(0);
    // Yesterday's 08:00 is 23 hours old: skipped as late, never sent now.
    expect((await deliveryOf(user.id)).map((r) => [r.key, r.skipped])).toEqual([["2026-11-27", "late"]]);
  });

  it("skips a digest that could not go out within 3 hours of its hour, and does not send it late", async () => {
    const user = await subscriber({ digestHour: 3 });
    await tickAndDrain();
    expect(mailsTo(user.email)).toHaveLength(0);
    const [row] = await deliveryOf(user.id);
    expect(row).toMatchObject({ key: LOCAL_DATE, skipped: "late", sentAt: null });
  });

  it("skips a queued digest that became late before a worker took it", async () => {
    const user = await subscriber();
    await runDigestTick(t.ctx);
    t.setNow(new Date(AT_0705_BRUSSELS.getTime() + 3 * 60 * 60_000));
    await t.ctx.jobs.drain();
    expect(mailsTo(user.email)).toHaveLength(0);
    expect((await deliveryOf(user.id))[0]).toMatchObject({ skipped: "late" });
  });

  it("never mails an unverified address, nor a user who did not opt in", async () => {
    const unverified = await subscriber({ emailVerified: false });
    const optedOut = await subscriber({ digestEnabled: false });
    await tickAndDrain();
    expect(mailsTo(unverified.email)).toHaveLength(0);
    expect(mailsTo(optedOut.email)).toHaveLength(0);
    expect(await deliveryOf(unverified.id)).toHaveLength(0);
  });

  it("sends nothing for an account deleted after its digest was queued", async () => {
    const user = await subscriber();
    await runDigestTick(t.ctx);
    await t.database.db.delete(users).where(eq(users.id, user.id));
    await t.ctx.jobs.drain();
    expect(mailsTo(user.email)).toHaveLength(0);
  });

  it("gives the claim back when the mail cannot be sent, so a retry sends it once", async () => {
    const user = await subscriber();
    const send = t.ctx.mailer.send;
    t.ctx.mailer.send = async () => {
      throw new Error("SMTP is down");
    };
    try {
      await tickAndDrain();
    } finally {
      t.ctx.mailer.send = send;
    }
    expect(await deliveryOf(user.id)).toHaveLength(0);
    // The job waits out its back-off, then the retry claims the day again and sends it.
    t.setNow(new Date(AT_0705_BRUSSELS.getTime() + 60_000));
    await tickAndDrain();
    expect(mailsTo(user.email)).toHaveLength(1);
  });
});

describe("preferences", () => {
  it("reads and changes the time zone, the digest and its hour, with the form's messages", async () => {
    const user = await insertUser(t.database.db, { ...BRUSSELS_BIRTH });
    const cookie = await sessionCookieFor(t.database.db, t.ctx.secret, user.id);
    const read = await t.app.inject({ method: "GET", url: "/api/user/preferences", headers: { cookie } });
    expect(read.json()).toEqual({ timezone: null, digestEnabled: false, digestHour: 7, defaultRoast: false });
    const saved = await patchPreferences(cookie, {
      timezone: "America/New_York",
      digestEnabled: true,
      digestHour: 6,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ timezone: "America/New_York", digestEnabled: true, digestHour: 6 });
    const badZone = await patchPreferences(cookie, { timezone: "Mars/Olympus" });
    expect(badZone.statusCode).toBe(400);
    expect(badZone.json()).toMatchObject({ message: DIGEST_MESSAGES.timezone, field: "timezone" });
    const badHour = await patchPreferences(cookie, { digestHour: 24 });
    expect(badHour.json()).toMatchObject({ message: DIGEST_MESSAGES.hour, field: "digestHour" });
    const roast = await patchPreferences(cookie, { defaultRoast: true });
    expect(roast.statusCode).toBe(403);
    expect(roast.json().code).toBe("premium_required");
  });

  it("lets Premium make the roast voice the default, and shows it in the user", async () => {
    const user = await insertUser(t.database.db, {
      subscriptionTier: "premium",
      subscriptionStatus: "active",
    });
    const cookie = await sessionCookieFor(t.database.db, t.ctx.secret, user.id);
    const saved = await patchPreferences(cookie, { defaultRoast: true });
    expect(saved.statusCode).toBe(200);
    const me = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } });
    expect(me.json()).toMatchObject({ defaultRoast: true, digestHour: 7, digestEnabled: false });
  });
});

describe("preview", () => {
  it("sends today's digest now without using up the scheduled one", async () => {
    const user = await subscriber();
    const cookie = await sessionCookieFor(t.database.db, t.ctx.secret, user.id);
    const sent = await t.app.inject({ method: "POST", url: "/api/user/digest/preview", headers: { cookie } });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toBe(DIGEST_MESSAGES.previewSent);
    expect(await deliveryOf(user.id)).toHaveLength(0);
    await tickAndDrain();
    expect(mailsTo(user.email)).toHaveLength(2);
  });

  it("refuses an unverified address", async () => {
    const user = await subscriber({ emailVerified: false });
    const cookie = await sessionCookieFor(t.database.db, t.ctx.secret, user.id);
    const sent = await t.app.inject({ method: "POST", url: "/api/user/digest/preview", headers: { cookie } });
    expect(sent.statusCode).toBe(403);
    expect(mailsTo(user.email)).toHaveLength(0);
  });
});

describe("unsubscribing", () => {
  it("turns the digest off with a one-click POST from a mail provider (no Origin, form body)", async () => {
    const user = await subscriber();
    const url = signedUrl(user.id);
    const page = await t.app.inject({ method: "GET", url });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/text\/html/);
    expect(page.body).toContain('method="post"');
    expect((await t.database.db.select().from(users).where(eq(users.id, user.id)))[0]?.digestEnabled).toBe(
      true,
    );
    const post = await t.app.inject({
      method: "POST",
      url,
      headers: { origin: undefined, "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(post.statusCode).toBe(200);
    expect((await t.database.db.select().from(users).where(eq(users.id, user.id)))[0]?.digestEnabled).toBe(
      false,
    );
  });

  it("uses the link of a sent digest", async () => {
    const user = await subscriber();
    await tickAndDrain();
    const header = mailsTo(user.email)[0]?.headers?.["List-Unsubscribe"] ?? "";
    const link = header.slice(1, header.indexOf(">"));
    const post = await t.app.inject({ method: "POST", url: pathOf(link), headers: { origin: undefined } });
    expect(post.statusCode).toBe(200);
    expect((await t.database.db.select().from(users).where(eq(users.id, user.id)))[0]?.digestEnabled).toBe(
      false,
    );
  });

  it("refuses a token of another purpose, another secret or a changed user id", async () => {
    const user = await subscriber();
    const otherPurpose = signUnsubscribeToken(t.ctx.secret, user.id, "zf:something-else");
    const otherSecret = signUnsubscribeToken("another-secret-another-secret-0123456789", user.id);
    const good = signUnsubscribeToken(t.ctx.secret, user.id);
    const otherUser = good.replace(/^\d+/, String(user.id + 1));
    for (const token of [otherPurpose, otherSecret, otherUser, "1.abc", "x".repeat(60)]) {
      expect(verifyUnsubscribeToken(t.ctx.secret, token)).toBeNull();
      const url = `/api/digest/unsubscribe?token=${encodeURIComponent(token)}`;
      const post = await t.app.inject({ method: "POST", url, headers: { origin: undefined } });
      expect([400, 404]).toContain(post.statusCode);
      expect((await t.app.inject({ method: "GET", url })).statusCode).not.toBe(200);
    }
    expect(verifyUnsubscribeToken(t.ctx.secret, good)).toBe(user.id);
    expect(DIGEST_UNSUBSCRIBE_PURPOSE).toMatch(/digest-unsubscribe/);
    expect((await t.database.db.select().from(users).where(eq(users.id, user.id)))[0]?.digestEnabled).toBe(
      true,
    );
  });
});

describe("the digest mail", () => {
  it("lists Premium's exact transits with local times in both parts, escaped in HTML", () => {
    const mail = composeDigestMail({
      to: "a@example.com",
      firstName: "Ada",
      dateLabel: "Saturday 28 November",
      zone: "Europe/Brussels",
      headline: "Mars <leans> on your Sun.",
      lines: ["One.", "Two.", "Three."],
      todo: "Answer the mail you keep avoiding.",
      exactTransits: [{ label: "Mars square your Sun", localTime: "14:32" }],
      todayUrl: "https://example.com/today",
      settingsUrl: "https://example.com/settings",
      unsubscribeUrl: "https://example.com/api/digest/unsubscribe?token=1.x",
    });
    expect(mail.text).toContain("- 14:32  Mars square your Sun");
    expect(mail.text).toContain("Exact today (Europe/Brussels):");
    expect(mail.html).toContain("Mars &lt;leans&gt; on your Sun.");
    expect(mail.html).toContain("14:32");
    expect(mail.html).toContain('name="viewport"');
    expect(mail.headers).toEqual({
      "List-Unsubscribe": "<https://example.com/api/digest/unsubscribe?token=1.x>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });
});

function signedUrl(userId: number) {
  return `/api/digest/unsubscribe?token=${encodeURIComponent(signUnsubscribeToken(t.ctx.secret, userId))}`;
}
