import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SIGNED_IN_HINT_COOKIE } from "#contracts/user";
import { users } from "#server/db/schema";
import type { Mailer } from "#server/platform/mailer";
import { ensureCalendarFeed } from "#server/repositories/calendar-feeds";
import { claimDelivery, markDeliverySent, recordSkippedDeliveries } from "#server/repositories/deliveries";
import { upsertPushSubscription } from "#server/repositories/push";
import { capturedLogs } from "#server/test-support/logs";
import { latestLink, pathOf, tokenOf } from "#server/test-support/outbox";
import { createTestApp, fileTestApp } from "#server/test-support/test-app";

let counter = 0;

const t = fileTestApp({ env: { ADMIN_EMAILS: "boss@example.com" } });

function person(overrides: Record<string, string> = {}) {
  counter += 1;
  return {
    firstName: "Ada",
    lastName: "Lovelace",
    username: `ada${counter}${Date.now() % 100000}`,
    email: `ada${counter}.${Date.now() % 100000}@example.com`,
    password: "correct horse",
    ...overrides,
  };
}

// Each call comes from its own address unless a test says otherwise, so per-IP limits stay out of the way.
let ipCounter = 0;
const nextIp = () => {
  ipCounter += 1;
  return `10.${(ipCounter >> 8) & 255}.${ipCounter & 255}.${(ipCounter >> 16) + 1}`;
};
const post = (url: string, payload: unknown, cookie?: string, ip = nextIp()) =>
  t.app.inject({
    method: "POST",
    url,
    payload: payload as object,
    headers: cookie ? { cookie } : {},
    remoteAddress: ip,
  });

const getUser = (cookie: string) => t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } });

function cookieFrom(response: { cookies: { name: string; value: string }[] }): string {
  const session = response.cookies.find((c) => c.name === "session");
  if (!session) throw new Error("no session cookie");
  return `session=${session.value}`;
}

async function registerAndVerify(overrides: Record<string, string> = {}) {
  const data = person(overrides);
  expect((await post("/api/register", data)).statusCode).toBe(201);
  const verify = await t.app.inject({
    method: "GET",
    url: pathOf(latestLink(t.config, data.email, "verify-email")),
  });
  expect(verify.headers.location).toBe("/birth-chart");
  return data;
}

async function signIn(data: { email: string; password: string }, ip?: string) {
  const response = await post("/api/login", { email: data.email, password: data.password }, undefined, ip);
  expect(response.statusCode).toBe(200);
  return cookieFrom(response);
}

describe("sign-up and e-mail verification", () => {
  it("registers without signing in, mails a link, and refuses sign-in until verified", async () => {
    const data = person();
    const response = await post("/api/register", data);
    expect(response.statusCode).toBe(201);
    expect(response.cookies.find((c) => c.name === "session")).toBeUndefined();

    const early = await post("/api/login", { email: data.email, password: data.password });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({ requiresVerification: true, code: "verification_required" });

    const link = latestLink(t.config, data.email, "verify-email");
    expect(link.startsWith("http://localhost:3000/api/verify-email?token=")).toBe(true);
    expect(tokenOf(link)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The fresh link signs the new person in and sends them to the birth form (ADR 033).
    const verify = await t.app.inject({ method: "GET", url: pathOf(link), remoteAddress: "10.9.9.8" });
    expect(verify.statusCode).toBe(302);
    expect(verify.headers.location).toBe("/birth-chart");
    const linkSession = await t.app.inject({
      method: "GET",
      url: "/api/user",
      headers: { cookie: cookieFrom(verify) },
    });
    expect(linkSession.json()).toMatchObject({ email: data.email, emailVerified: true, loginCount: 1 });
    expect(String(verify.headers["set-cookie"])).toMatch(/HttpOnly/);

    const login = await post(
      "/api/login",
      { email: data.email.toUpperCase(), password: data.password },
      undefined,
      "10.9.9.9",
    );
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({
      email: data.email,
      emailVerified: true,
      loginCount: 2,
      lastLoginIp: "10.9.9.9",
    });
    expect(login.json().lastLogin).toBeTruthy();
    const setCookie = String(login.headers["set-cookie"]);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).not.toMatch(/Secure/);

    const me = await t.app.inject({
      method: "GET",
      url: "/api/user",
      headers: { cookie: cookieFrom(login) },
    });
    expect(me.json().email).toBe(data.email);
  });

  it("stores only a hash of the verification token", async () => {
    const data = person();
    await post("/api/register", data);
    const token = tokenOf(latestLink(t.config, data.email, "verify-email"));
    const stored = await t.ctx.db.execute(sql`select token_hash from email_tokens`);
    const hashes = (stored as unknown as { rows: { token_hash: string }[] }).rows.map((r) => r.token_hash);
    expect(hashes.length).toBeGreaterThan(0);
    expect(hashes).not.toContain(token);
  });

  it("treats a reused link as invalid", async () => {
    const data = person();
    await post("/api/register", data);
    const url = pathOf(latestLink(t.config, data.email, "verify-email"));
    await t.app.inject({ method: "GET", url });
    const again = await t.app.inject({ method: "GET", url });
    expect(again.headers.location).toBe("/auth?verified=0&reason=invalid");
  });

  it("treats an unknown or missing token as invalid", async () => {
    const unknown = await t.app.inject({ method: "GET", url: "/api/verify-email?token=nope-nope-nope" });
    expect(unknown.headers.location).toBe("/auth?verified=0&reason=invalid");
    const missing = await t.app.inject({ method: "GET", url: "/api/verify-email" });
    expect(missing.headers.location).toBe("/auth?verified=0&reason=invalid");
  });

  it("signs in only from a link opened within the hour; later it verifies and asks for the password", async () => {
    const data = person();
    await post("/api/register", data);
    const url = pathOf(latestLink(t.config, data.email, "verify-email"));
    t.setNow(new Date(Date.now() + 60 * 60 * 1000 + 60_000));
    try {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.headers.location).toBe("/auth?verified=1");
      expect(response.cookies.find((c) => c.name === "session")).toBeUndefined();
    } finally {
      t.setNow(new Date());
    }
    await signIn(data);
  });

  it("does not sign in again from a used link, nor from a second browser racing for it", async () => {
    const data = person();
    await post("/api/register", data);
    const url = pathOf(latestLink(t.config, data.email, "verify-email"));
    const [first, second] = await Promise.all([
      t.app.inject({ method: "GET", url }),
      t.app.inject({ method: "GET", url }),
    ]);
    const sessions = [first, second].filter((r) => r.cookies.some((c) => c.name === "session"));
    expect(sessions).toHaveLength(1);
  });

  it("expires a link after 7 days", async () => {
    const data = person();
    await post("/api/register", data);
    const url = pathOf(latestLink(t.config, data.email, "verify-email"));
    t.setNow(new Date(Date.now() + 7 * 24 * 3600 * 1000 + 60_000));
    try {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.headers.location).toBe("/auth?verified=0&reason=expired");
    } finally {
      t.setNow(new Date());
    }
  });

  it("resend issues a new link and invalidates the old one, saying the same for unknown addresses", async () => {
    const data = person();
    await post("/api/register", data);
    const oldUrl = pathOf(latestLink(t.config, data.email, "verify-email"));
    const resend = await post("/api/resend-verification", { email: data.email });
    expect(resend.statusCode).toBe(200);
    const unknown = await post("/api/resend-verification", { email: "nobody-here@example.com" });
    await t.ctx.jobs.drain();
    expect(unknown.json()).toEqual(resend.json());
    const newUrl = pathOf(latestLink(t.config, data.email, "verify-email"));
    expect(newUrl).not.toBe(oldUrl);
    expect((await t.app.inject({ method: "GET", url: oldUrl })).headers.location).toBe(
      "/auth?verified=0&reason=invalid",
    );
    expect((await t.app.inject({ method: "GET", url: newUrl })).headers.location).toBe("/birth-chart");
  });

  it("makes ADMIN_EMAILS admins when they verify", async () => {
    const data = await registerAndVerify({ email: "Boss@Example.com" });
    const cookie = await signIn(data);
    const me = await getUser(cookie);
    expect(me.json().isAdmin).toBe(true);
  });
});

describe("registration rules", () => {
  it.each([
    [{ firstName: "A" }, "First name must be at least 2 characters"],
    [{ lastName: "B" }, "Last name must be at least 2 characters"],
    [{ username: "ab" }, "Username must be at least 3 characters"],
    [{ email: "not-an-email" }, "Please enter a valid email address"],
    [{ password: "12345" }, "Password must be at least 6 characters"],
  ])("answers 400 with the form's message for %o", async (override, message) => {
    const response = await post("/api/register", person(override));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it("answers 400, not 500, for a missing body or wrong types", async () => {
    expect((await post("/api/register", {})).statusCode).toBe(400);
    const wrong = await post("/api/register", { ...person(), firstName: 42 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe("First name must be at least 2 characters");
  });

  it("refuses a duplicate e-mail or username regardless of case with 409", async () => {
    const data = person();
    await post("/api/register", data);
    const sameEmail = await post("/api/register", person({ email: data.email.toUpperCase() }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toMatchObject({
      message: "An account with this email address already exists.",
      code: "email_taken",
    });
    const sameUsername = await post("/api/register", person({ username: data.username.toUpperCase() }));
    expect(sameUsername.statusCode).toBe(409);
    expect(sameUsername.json()).toMatchObject({
      message: "This username is already taken.",
      code: "username_taken",
    });
  });

  it("creates exactly one account from concurrent registrations of one address", async () => {
    const email = `race.${Date.now()}@example.com`;
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        post(
          "/api/register",
          person({ email, username: `racer${i}${Date.now() % 1000}` }),
          undefined,
          `10.1.0.${i}`,
        ),
      ),
    );
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(7);
    const rows = await t.ctx.db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email));
    expect(rows).toHaveLength(1);
  });
});

describe("sign-in and sessions", () => {
  it("answers one generic 401 for a wrong password and an unknown address", async () => {
    const data = await registerAndVerify();
    const wrong = await post("/api/login", { email: data.email, password: "wrong password" });
    const unknown = await post("/api/login", { email: "ghost@example.com", password: "whatever" });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it("ends the session on logout", async () => {
    const data = await registerAndVerify();
    const cookie = await signIn(data);
    expect((await post("/api/logout", undefined, cookie)).statusCode).toBe(200);
    expect((await getUser(cookie)).statusCode).toBe(401);
  });

  it("sets a readable signed-in hint with the session cookie and clears it with the session", async () => {
    const data = await registerAndVerify();
    const login = await post("/api/login", { email: data.email, password: data.password });
    const session = login.cookies.find((c) => c.name === "session");
    const hint = login.cookies.find((c) => c.name === SIGNED_IN_HINT_COOKIE);
    expect(hint).toMatchObject({ value: "1", path: "/", sameSite: "Lax" });
    expect(hint?.httpOnly).toBeUndefined();
    expect(hint?.expires).toEqual(session?.expires);
    const cookie = `${cookieFrom(login)}; ${SIGNED_IN_HINT_COOKIE}=1`;

    const logout = await post("/api/logout", undefined, cookie);
    const cleared = (name: string) => logout.cookies.find((c) => c.name === name && c.value === "");
    expect(cleared("session")).toBeTruthy();
    expect(cleared(SIGNED_IN_HINT_COOKIE)).toBeTruthy();
    // The browser that kept both cookies anyway is told once, and then asks no more.
    const dead = await getUser(cookie);
    expect(dead.statusCode).toBe(401);
    expect(dead.cookies.find((c) => c.name === SIGNED_IN_HINT_COOKIE)?.value).toBe("");
  });

  it("gives a new session id on every sign-in and ends the one the browser had", async () => {
    const data = await registerAndVerify();
    const first = await signIn(data);
    const second = cookieFrom(
      await post("/api/login", { email: data.email, password: data.password }, first),
    );
    expect(second).not.toBe(first);
    expect((await getUser(first)).statusCode).toBe(401);
    expect((await getUser(second)).statusCode).toBe(200);
  });

  it("expires a session after 30 days without use", async () => {
    const data = await registerAndVerify();
    const cookie = await signIn(data);
    t.setNow(new Date(Date.now() + 31 * 24 * 3600 * 1000));
    try {
      expect((await getUser(cookie)).statusCode).toBe(401);
    } finally {
      t.setNow(new Date());
    }
  });

  it("slows sign-in attempts per account with 429 after five failures", async () => {
    const data = await registerAndVerify();
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      codes.push(
        (await post("/api/login", { email: data.email, password: "wrong-guess" }, undefined, `10.2.0.${i}`))
          .statusCode,
      );
    }
    expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
    const last = await post(
      "/api/login",
      { email: data.email, password: data.password },
      undefined,
      "10.2.1.1",
    );
    expect(last.statusCode).toBe(429);
    expect(last.json().message).toMatch(/Too many attempts/);
    expect(Number(last.headers["retry-after"])).toBeGreaterThan(0);
  });
});

describe("account settings", () => {
  it("stores a valid IANA time zone and refuses others", async () => {
    const cookie = await signIn(await registerAndVerify());
    const bad = await post("/api/user/timezone", { timezone: "Mars/Olympus" }, cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/IANA/);
    const good = await post("/api/user/timezone", { timezone: "Europe/Brussels" }, cookie);
    expect(good.json().timezone).toBe("Europe/Brussels");
  });

  it("keeps signing in with the old e-mail until a changed one is verified", async () => {
    const data = await registerAndVerify();
    const cookie = await signIn(data);
    const newEmail = `new.${data.email}`;
    const update = await t.app.inject({
      method: "PUT",
      url: "/api/user/profile",
      headers: { cookie },
      payload: {
        firstName: "Augusta",
        lastName: "King",
        email: newEmail,
        birthDate: "1815-12-10",
        birthTime: "13:00",
        birthPlace: "London",
      },
    });
    expect(update.statusCode).toBe(200);
    expect(update.json()).toMatchObject({
      firstName: "Augusta",
      email: data.email,
      pendingEmail: newEmail,
      birthDate: "1815-12-10",
    });
    expect((await post("/api/login", { email: newEmail, password: data.password })).statusCode).toBe(401);
    await signIn(data);
    const verify = await t.app.inject({
      method: "GET",
      url: pathOf(latestLink(t.config, newEmail, "verify-email")),
    });
    expect(verify.headers.location).toBe("/auth?verified=1");
    const me = await signIn({ email: newEmail, password: data.password });
    const user = await getUser(me);
    expect(user.json()).toMatchObject({ email: newEmail, pendingEmail: null });
  });

  it("refuses a profile e-mail that another account uses", async () => {
    const other = await registerAndVerify();
    const cookie = await signIn(await registerAndVerify());
    const response = await t.app.inject({
      method: "PUT",
      url: "/api/user/profile",
      headers: { cookie },
      payload: { firstName: "Ada", lastName: "Lovelace", email: other.email },
    });
    expect(response.statusCode).toBe(409);
  });

  it("changes the password only with the current one, and ends every other session", async () => {
    const data = await registerAndVerify();
    const here = await signIn(data, "10.3.0.1");
    const elsewhere = await signIn(data, "10.3.0.2");
    const change = (payload: object) =>
      t.app.inject({ method: "PUT", url: "/api/user/password", headers: { cookie: here }, payload });
    const wrong = await change({
      currentPassword: "nope-nope",
      newPassword: "brand new pass",
      confirmPassword: "brand new pass",
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe("Your current password is not correct.");
    const mismatch = await change({
      currentPassword: data.password,
      newPassword: "brand new pass",
      confirmPassword: "other",
    });
    expect(mismatch.json().message).toBe("New password and confirm password do not match.");
    const short = await change({
      currentPassword: data.password,
      newPassword: "12345",
      confirmPassword: "12345",
    });
    expect(short.json().message).toBe("Password must be at least 6 characters long.");
    expect(
      (
        await change({
          currentPassword: data.password,
          newPassword: "brand new pass",
          confirmPassword: "brand new pass",
        })
      ).statusCode,
    ).toBe(200);
    expect((await getUser(elsewhere)).statusCode).toBe(401);
    expect((await getUser(here)).statusCode).toBe(200);
    expect((await post("/api/login", { email: data.email, password: data.password })).statusCode).toBe(401);
    await signIn({ email: data.email, password: "brand new pass" });
  });

  it("blocks deletion for premium and pro, and deletes a free account with its sessions", async () => {
    const premium = await registerAndVerify();
    const premiumCookie = await signIn(premium);
    await t.ctx.db
      .update(users)
      .set({ subscriptionTier: "pro", subscriptionStatus: "active" })
      .where(eq(users.email, premium.email));
    const blocked = await t.app.inject({
      method: "DELETE",
      url: "/api/user/account",
      headers: { cookie: premiumCookie },
    });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe(
      "Please cancel your subscription first before deleting your account.",
    );

    const free = await registerAndVerify();
    const cookie = await signIn(free);
    const deleted = await t.app.inject({ method: "DELETE", url: "/api/user/account", headers: { cookie } });
    expect(deleted.statusCode).toBe(200);
    expect(await t.ctx.db.select().from(users).where(eq(users.email, free.email))).toHaveLength(0);
    expect((await getUser(cookie)).statusCode).toBe(401);
  });

  it("cancels a subscription, keeping premium until the paid period ends", async () => {
    const data = await registerAndVerify();
    const cookie = await signIn(data);
    const end = new Date(Date.now() + 10 * 24 * 3600 * 1000);
    await t.ctx.db
      .update(users)
      .set({ subscriptionTier: "premium", subscriptionStatus: "active", subscriptionEndDate: end })
      .where(eq(users.email, data.email));
    const cancel = await post("/api/subscription/cancel", undefined, cookie);
    expect(cancel.statusCode).toBe(200);
    const me = (await getUser(cookie)).json();
    expect(me).toMatchObject({ subscriptionStatus: "cancelled", subscriptionEndDate: end.toISOString() });
    expect((await post("/api/subscription/cancel", undefined, cookie)).statusCode).toBe(400);
  });

  it("exports the user's data as a JSON download without secrets", async () => {
    const cookie = await signIn(await registerAndVerify());
    const response = await t.app.inject({ method: "GET", url: "/api/user/export", headers: { cookie } });
    expect(response.headers["content-disposition"]).toContain("zero-fluff-my-data.json");
    const body = response.json();
    expect(body.account.email).toBeTruthy();
    expect(body.sessions.length).toBeGreaterThan(0);
    expect(body.chart).toBeNull();
    expect(body.savedPeople).toEqual([]);
    expect(body.lastCompatibility).toBeNull();
    expect(response.body).not.toMatch(/argon2|password_hash|passwordHash|idHash/);
    const saved = await post(
      "/api/birth-info",
      {
        birthDate: "1990-03-14",
        birthTime: "08:30",
        birthPlace: "Brussels, Belgium",
        birthLatitude: 50.85045,
        birthLongitude: 4.34878,
        timezone: "Europe/Brussels",
      },
      cookie,
    );
    expect(saved.statusCode).toBe(200);
    const withChart = (
      await t.app.inject({ method: "GET", url: "/api/user/export", headers: { cookie } })
    ).json();
    expect(withChart.chart.points.chiron.sign).toBe("Cancer");
    expect(withChart.chart.points.northNode).toBeTruthy();
    expect(withChart.chart.houseSystem).toBe("Placidus");
    expect(withChart.account.houseSystem).toBe("Placidus");
    expect(body).toMatchObject({ pushSubscriptions: [], deliveries: [], calendarFeed: { exists: false } });
  });

  it("exports the user's push subscriptions without their keys, deliveries and calendar address", async () => {
    const data = await registerAndVerify();
    const cookie = await signIn(data);
    const [user] = await t.ctx.db.select().from(users).where(eq(users.email, data.email));
    if (!user) throw new Error("no user");
    const at = new Date("2026-11-20T07:00:00Z");
    await upsertPushSubscription(
      t.ctx.db,
      {
        userId: user.id,
        endpoint: "https://push.example.net/me",
        p256dh: "P256DH-KEY-OF-BROWSER",
        auth: "AUTH-SECRET",
      },
      at,
    );
    await claimDelivery(t.ctx.db, { userId: user.id, channel: "digest", key: "2026-11-20" }, at);
    await markDeliverySent(t.ctx.db, { userId: user.id, channel: "digest", key: "2026-11-20" }, at);
    await recordSkippedDeliveries(
      t.ctx.db,
      [{ userId: user.id, channel: "push-today", key: "2026-11-21" }],
      at,
      "late",
    );
    const feed = await ensureCalendarFeed(t.ctx.db, user.id, "my-own-calendar-token-0123456789abcdefghijk");

    const response = await t.app.inject({ method: "GET", url: "/api/user/export", headers: { cookie } });
    const body = response.json();
    expect(body.pushSubscriptions).toEqual([
      { endpoint: "https://push.example.net/me", createdAt: at.toISOString() },
    ]);
    expect(response.body).not.toMatch(/P256DH-KEY-OF-BROWSER|AUTH-SECRET/);
    expect(body.deliveries).toEqual([
      {
        channel: "digest",
        key: "2026-11-20",
        claimedAt: at.toISOString(),
        sentAt: at.toISOString(),
        skipped: null,
      },
      {
        channel: "push-today",
        key: "2026-11-21",
        claimedAt: at.toISOString(),
        sentAt: null,
        skipped: "late",
      },
    ]);
    expect(body.calendarFeed).toEqual({
      exists: true,
      token: "my-own-calendar-token-0123456789abcdefghijk",
      createdAt: feed.createdAt.toISOString(),
    });
  });
});

describe("forgotten passwords", () => {
  it("resets with a single-use link, ends every session and answers the same for unknown addresses", async () => {
    const data = await registerAndVerify();
    const cookie = await signIn(data);
    const forgot = await post("/api/forgot-password", { email: data.email });
    const unknown = await post("/api/forgot-password", { email: "nobody@example.com" });
    await t.ctx.jobs.drain();
    expect(forgot.json()).toEqual(unknown.json());
    const link = latestLink(t.config, data.email, "reset-password");
    expect(link).toContain("/reset-password?token=");
    const reset = await post("/api/reset-password", { token: tokenOf(link), password: "fresh password" });
    expect(reset.statusCode).toBe(200);
    expect((await getUser(cookie)).statusCode).toBe(401);
    const reused = await post("/api/reset-password", { token: tokenOf(link), password: "another one" });
    expect(reused.statusCode).toBe(400);
    await signIn({ email: data.email, password: "fresh password" });
  });

  it("expires a reset link after an hour", async () => {
    const data = await registerAndVerify();
    await post("/api/forgot-password", { email: data.email });
    await t.ctx.jobs.drain();
    const token = tokenOf(latestLink(t.config, data.email, "reset-password"));
    t.setNow(new Date(Date.now() + 61 * 60_000));
    try {
      expect((await post("/api/reset-password", { token, password: "fresh password" })).statusCode).toBe(400);
    } finally {
      t.setNow(new Date());
    }
  });
});

describe("mail failures and logs", () => {
  it("keeps the account when the verification mail cannot be sent, and resend works later", async () => {
    let failing = true;
    const sent: string[] = [];
    const mailer: Mailer = {
      kind: "smtp",
      async send(mail) {
        if (failing) throw new Error("SMTP is down");
        sent.push(mail.text);
      },
    };
    const { app, close } = await createTestApp({ mailer });
    const data = person();
    const response = await app.inject({ method: "POST", url: "/api/register", payload: data });
    expect(response.statusCode).toBe(201);
    failing = false;
    const resend = await app.inject({
      method: "POST",
      url: "/api/resend-verification",
      payload: { email: data.email },
    });
    expect(resend.statusCode).toBe(200);
    await app.ctx.jobs.drain();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain("/api/verify-email?token=");
    await close();
  });

  it("never writes passwords, tokens or cookies to the log", async () => {
    const { stream, lines } = capturedLogs();
    const mailer: Mailer = { kind: "smtp", send: async () => {} };
    const { app, close } = await createTestApp({
      env: { SMTP_URL: "smtp://127.0.0.1:1" },
      mailer,
      logger: { level: "trace", stream },
    });
    const data = person({ password: "very-secret-password" });
    await app.inject({ method: "POST", url: "/api/register", payload: data });
    const login = await app.inject({
      method: "POST",
      url: "/api/login",
      payload: { email: data.email, password: data.password },
    });
    await app.inject({ method: "GET", url: "/api/verify-email?token=SECRET-TOKEN-VALUE" });
    await app.inject({ method: "GET", url: "/api/user", headers: { cookie: "session=SECRET-COOKIE-VALUE" } });
    const log = lines.join("");
    expect(log.length).toBeGreaterThan(0);
    expect(log).not.toContain("very-secret-password");
    expect(log).not.toContain("SECRET-TOKEN-VALUE");
    expect(log).not.toContain("SECRET-COOKIE-VALUE");
    expect(login.statusCode).toBe(403);
    await close();
  });
});

describe("rate limits on sign-up and mail", () => {
  it("answers 429 to the 11th registration from one address within an hour", async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++)
      codes.push((await post("/api/register", person(), undefined, "10.250.0.1")).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 201)).toBe(true);
    expect(codes[10]).toBe(429);
  });

  it("answers 429 to the 4th resend for one address within an hour", async () => {
    const data = person();
    await post("/api/register", data);
    const codes: number[] = [];
    for (let i = 0; i < 4; i++)
      codes.push((await post("/api/resend-verification", { email: data.email })).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
  });
});

describe("real SMTP delivery", () => {
  it("sends the verification mail over SMTP when SMTP_URL is set", async () => {
    const { SMTPServer } = await import("smtp-server");
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, _session, callback) {
        let data = "";
        stream.on("data", (chunk) => (data += chunk));
        stream.on("end", () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.server.address() as { port: number }).port;
    const { app, close } = await createTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: "Zero Fluff <hello@zf.test>" },
    });
    const data = person();
    expect((await app.inject({ method: "POST", url: "/api/register", payload: data })).statusCode).toBe(201);
    expect(received).toHaveLength(1);
    expect(received[0]).toContain(`To: ${data.email}`);
    expect(received[0]).toContain("Subject: Confirm your e-mail address");
    expect(received[0]?.replace(/=\r?\n/g, "")).toContain("/api/verify-email?token=");
    const devMail = await app.inject({ method: "GET", url: "/dev/mail" });
    expect(devMail.body).not.toContain("Outbox");
    await close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
});
