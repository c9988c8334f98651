import { eq, getTableName, is, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN_MESSAGES } from "#contracts/admin";
import * as schema from "#server/db/schema";
import { adminAuditLog, testimonials, users } from "#server/db/schema";
import { createTestApp, fileTestApp } from "#server/test-support/test-app";
import { insertUser, sessionCookieFor } from "#server/test-support/users";

const t = fileTestApp();
let admin: schema.UserRow;
let adminCookie: string;

beforeAll(async () => {
  admin = await insertUser(t.ctx.db, { isAdmin: true, email: `boss${Date.now()}@example.com` });
  adminCookie = await sessionCookieFor(t.ctx.db, t.ctx.secret, admin.id);
});

type Method = "GET" | "POST" | "DELETE";
const asAdmin = (method: Method, url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: { cookie: adminCookie }, ...(payload ? { payload } : {}) });

const auditOf = (targetUserId: number) =>
  t.ctx.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetUserId, targetUserId));

async function userById(id: number) {
  const [row] = await t.ctx.db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

describe("premium by e-mail", () => {
  it("activates and cancels premium by e-mail, case-insensitively, and the member sees it", async () => {
    const member = await insertUser(t.ctx.db);
    const memberCookie = await sessionCookieFor(t.ctx.db, t.ctx.secret, member.id);

    const activate = await asAdmin("POST", "/api/admin/subscription/activate", {
      email: member.email.toUpperCase(),
    });
    expect(activate.statusCode).toBe(200);
    expect(activate.json().message).toBe(`Premium activated for ${member.email}.`);
    const me = (
      await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie: memberCookie } })
    ).json();
    expect(me).toMatchObject({
      subscriptionTier: "premium",
      subscriptionStatus: "active",
      subscriptionEndDate: null,
    });

    const cancel = await asAdmin("POST", "/api/admin/subscription/cancel", { email: member.email });
    expect(cancel.statusCode).toBe(200);
    const after = (
      await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie: memberCookie } })
    ).json();
    expect(after.subscriptionTier).toBe("free");

    const entries = await auditOf(member.id);
    expect(entries.map((e) => e.action).sort()).toEqual(["subscription.activate", "subscription.cancel"]);
    for (const entry of entries) {
      expect(entry).toMatchObject({ adminId: admin.id, adminEmail: admin.email, target: member.email });
    }
  });

  it("answers 400 'Please enter an email address' without one and 404 for an unknown address", async () => {
    for (const payload of [{ email: "" }, { email: "   " }, {}]) {
      const empty = await asAdmin("POST", "/api/admin/subscription/activate", payload);
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe("Please enter an email address");
    }
    const invalid = await asAdmin("POST", "/api/admin/subscription/cancel", { email: "not-an-address" });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe(ADMIN_MESSAGES.emailInvalid);
    const unknown = await asAdmin("POST", "/api/admin/subscription/activate", {
      email: "nobody@example.com",
    });
    expect(unknown.statusCode).toBe(404);
    const unknownCancel = await asAdmin("POST", "/api/admin/subscription/cancel", {
      email: "nobody@example.com",
    });
    expect(unknownCancel.statusCode).toBe(404);
  });

  it("does not grant over a paid subscription, and has nothing to cancel for a free member", async () => {
    const paying = await insertUser(t.ctx.db, {
      subscriptionTier: "premium",
      subscriptionStatus: "active",
      subscriptionEndDate: new Date(Date.now() + 20 * 86_400_000),
    });
    const grant = await asAdmin("POST", "/api/admin/subscription/activate", { email: paying.email });
    expect(grant.statusCode).toBe(409);
    expect(grant.json().message).toBe(ADMIN_MESSAGES.alreadyPaying);
    expect((await userById(paying.id))?.subscriptionEndDate).toEqual(paying.subscriptionEndDate);

    const free = await insertUser(t.ctx.db);
    const cancel = await asAdmin("POST", "/api/admin/subscription/cancel", { email: free.email });
    expect(cancel.statusCode).toBe(409);
    expect(await auditOf(paying.id)).toEqual([]);
    expect(await auditOf(free.id)).toEqual([]);
  });
});

describe("the user list", () => {
  it("finds users by name, e-mail or username, a page at a time, and never shows a secret", async () => {
    const tag = `zq${Date.now().toString(36)}`;
    const created: schema.UserRow[] = [];
    for (let i = 0; i < 5; i++) {
      created.push(
        await insertUser(t.ctx.db, {
          firstName: `Orla${tag}`,
          lastName: `Number${i}`,
          loginCount: i,
          lastLoginIp: `10.0.0.${i}`,
          lastLogin: new Date(Date.now() - i * 60_000),
        }),
      );
    }
    const byEmail = await insertUser(t.ctx.db, { email: `${tag}.mail@example.com` });
    const byUsername = await insertUser(t.ctx.db, { username: `${tag}_handle` });

    const first = await asAdmin("GET", `/api/admin/users?search=${tag}&pageSize=3&sort=loginCount&order=asc`);
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1).toMatchObject({ total: 7, page: 1, pageSize: 3, pageCount: 3 });
    expect(page1.users).toHaveLength(3);
    const page3 = (
      await asAdmin("GET", `/api/admin/users?search=${tag}&pageSize=3&page=3&sort=loginCount`)
    ).json();
    expect(page3.users).toHaveLength(1);

    const named = (await asAdmin("GET", `/api/admin/users?search=orla${tag}%20number3`)).json();
    expect(named.users.map((u: { id: number }) => u.id)).toEqual([created[3]?.id]);
    const mail = (await asAdmin("GET", `/api/admin/users?search=${tag}.MAIL`)).json();
    expect(mail.users.map((u: { id: number }) => u.id)).toEqual([byEmail.id]);
    const handle = (await asAdmin("GET", `/api/admin/users?search=${tag}_handle`)).json();
    expect(handle.users.map((u: { id: number }) => u.id)).toEqual([byUsername.id]);
    // Wildcards typed in the box are letters: "_" matches only an underscore.
    const wildcard = (await asAdmin("GET", `/api/admin/users?search=${tag}%25handle`)).json();
    expect(wildcard.total).toBe(0);

    const sorted = (
      await asAdmin("GET", `/api/admin/users?search=orla${tag}&sort=loginCount&order=desc`)
    ).json();
    expect(sorted.users.map((u: { loginCount: number }) => u.loginCount)).toEqual([4, 3, 2, 1, 0]);
    const detail = sorted.users[0];
    expect(detail).toMatchObject({
      id: created[4]?.id,
      email: created[4]?.email,
      plan: "free",
      emailVerified: true,
      loginCount: 4,
      lastLoginIp: "10.0.0.4",
      subscriptionEndDate: null,
    });
    expect(typeof detail.createdAt).toBe("string");
    expect(typeof detail.lastLogin).toBe("string");

    const raw = first.body + sorted.body;
    expect(raw).not.toContain("not-a-real-hash");
    expect(raw).not.toMatch(/password|token|secret/i);
  });

  it("filters by plan: Premium that runs now, and everyone else", async () => {
    const tag = `pl${Date.now().toString(36)}`;
    const premium = await insertUser(t.ctx.db, {
      firstName: tag,
      subscriptionTier: "premium",
      subscriptionStatus: "active",
    });
    const ending = await insertUser(t.ctx.db, {
      firstName: tag,
      subscriptionTier: "premium",
      subscriptionStatus: "cancelled",
      subscriptionEndDate: new Date(Date.now() + 86_400_000),
    });
    const ended = await insertUser(t.ctx.db, {
      firstName: tag,
      subscriptionTier: "premium",
      subscriptionStatus: "cancelled",
      subscriptionEndDate: new Date(Date.now() - 86_400_000),
    });
    const free = await insertUser(t.ctx.db, { firstName: tag });
    const ids = (body: { users: { id: number }[] }) => body.users.map((u) => u.id).sort((a, b) => a - b);
    const premiumList = (await asAdmin("GET", `/api/admin/users?search=${tag}&plan=premium`)).json();
    expect(ids(premiumList)).toEqual([premium.id, ending.id].sort((a, b) => a - b));
    const freeList = (await asAdmin("GET", `/api/admin/users?search=${tag}&plan=free`)).json();
    expect(ids(freeList)).toEqual([ended.id, free.id].sort((a, b) => a - b));
    expect(freeList.users.find((u: { id: number }) => u.id === ended.id).plan).toBe("free");
  });

  it("answers 400 for a bad page, size or sort", async () => {
    for (const query of [
      "page=0",
      "pageSize=500",
      "sort=password",
      "order=up",
      `search=${"x".repeat(101)}`,
    ]) {
      const response = await asAdmin("GET", `/api/admin/users?${query}`);
      expect(response.statusCode, query).toBe(400);
    }
  });
});

/** Every table of the schema with the columns that point at a user. */
function tablesWithUserColumns() {
  return (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => {
      const config = getTableConfig(table);
      const userColumns = config.foreignKeys
        .filter((fk) => getTableName(fk.reference().foreignTable) === "users")
        .flatMap((fk) => fk.reference().columns.map((column) => column.name));
      return { table, name: config.name, userColumns };
    });
}

/** The transit ids of each seeded user: their description jobs mention only those. */
const transitIdsOf = new Map<number, number>();

/** Rows about the user in every table that can hold them (the test fails when a new one is not covered). */
async function seedEverything(user: schema.UserRow) {
  const db = t.ctx.db;
  const now = new Date();
  const seeds: Record<string, () => Promise<unknown>> = {
    sessions: () => sessionCookieFor(db, t.ctx.secret, user.id),
    email_tokens: () =>
      db.insert(schema.emailTokens).values({
        userId: user.id,
        purpose: "reset-password",
        tokenHash: `hash-${user.id}`,
        email: user.email,
        expiresAt: new Date(Date.now() + 3_600_000),
      }),
    birth_charts: () => db.insert(schema.birthCharts).values({ userId: user.id, chart: { bodies: [] } }),
    generated_texts: () =>
      db
        .insert(schema.generatedTexts)
        .values({ userId: user.id, kind: "chart", key: "all", mode: "normal", content: {} }),
    throwback_usage: () =>
      db
        .insert(schema.throwbackUsage)
        .values({ userId: user.id, usageDate: "2026-01-01", horoscopeDate: "2000-01-01" }),
    transits: async () => {
      const [transit] = await db
        .insert(schema.transits)
        .values({
          userId: user.id,
          transiting: "Mars",
          natal: "Sun",
          aspect: "square",
          passKey: "k",
          pass: 1,
          passCount: 1,
          entersAt: now,
          leavesAt: now,
          targetLongitude: 10,
          minOrb: 0.1,
          retrograde: false,
          impact: "high",
          impactScore: 1,
          category: "general",
        })
        .returning();
      if (!transit) throw new Error("no transit");
      transitIdsOf.set(user.id, transit.id);
      await t.ctx.jobs.enqueue("transit-description", `transit:${transit.id}`, { transitId: transit.id });
    },
    transit_coverage: () =>
      db.insert(schema.transitCoverage).values({
        userId: user.id,
        chartVersion: user.textsVersion,
        startsAt: now,
        endsAt: new Date(now.getTime() + 86_400_000),
      }),
    oracle_questions: () =>
      db.insert(schema.oracleQuestions).values({
        userId: user.id,
        askedOn: "2026-01-01",
        question: "Will it rain?",
        answer: "Bring a coat.",
        topic: "general",
        roastMode: false,
        basis: [],
      }),
    checkout_sessions: () =>
      db.insert(schema.checkoutSessions).values({
        id: `chk-${user.id}`,
        userId: user.id,
        provider: "builtin",
        amountCents: 899,
        currency: "eur",
        expiresAt: new Date(Date.now() + 3_600_000),
      }),
    payments: () =>
      db.insert(schema.payments).values({
        userId: user.id,
        provider: "builtin",
        reference: `ref-${user.id}`,
        amountCents: 899,
        currency: "eur",
        status: "paid",
        description: "Premium, first month",
      }),
    daily_doses: () =>
      db.insert(schema.dailyDoses).values({
        userId: user.id,
        presses: 3,
        astroFact: "The Moon squares Saturn.",
        callToAction: "Do the boring thing first.",
      }),
    testimonials: () =>
      db.insert(schema.testimonials).values({
        userId: user.id,
        author: "Del E.",
        quote: "Honest to a fault and I like it.",
        rating: 5,
        consentAt: now,
      }),
    deliveries: () =>
      db
        .insert(schema.deliveries)
        .values({ userId: user.id, channel: "digest", key: "2026-01-01", sentAt: now }),
    push_subscriptions: () =>
      db.insert(schema.pushSubscriptions).values({
        userId: user.id,
        endpoint: `https://push.example.com/${user.id}`,
        p256dh: "key",
        auth: "auth",
      }),
    calendar_feeds: () =>
      db.insert(schema.calendarFeeds).values({ userId: user.id, token: `token-${user.id}` }),
    saved_people: () =>
      db.insert(schema.savedPeople).values({
        userId: user.id,
        slot: 1,
        name: "Sam",
        birthDate: "1990-01-01",
        birthTime: null,
        birthPlace: "Gent, Flanders, Belgium",
        birthLatitude: 51.05,
        birthLongitude: 3.72,
        birthTimezone: "Europe/Brussels",
      }),
    compatibility_results: () =>
      db
        .insert(schema.compatibilityResults)
        .values({ userId: user.id, request: {}, result: {}, textsVersion: user.textsVersion }),
  };
  const covered = tablesWithUserColumns().filter((entry) => entry.userColumns.length > 0);
  // The audit log points at the acting admin; a user who can be deleted is never one.
  const userTables = covered.map((entry) => entry.name).filter((name) => name !== "admin_audit_log");
  expect(Object.keys(seeds).sort()).toEqual(userTables.sort());
  for (const seed of Object.values(seeds)) await seed();
  await t.ctx.jobs.enqueue("subscription-period-end", `${user.id}:x`, { userId: user.id });
  await db.insert(schema.rateLimits).values([
    { key: `compatibility-user:${user.id}`, windowStart: now, count: 1 },
    { key: `forgot-account:${user.email.toLowerCase()}`, windowStart: now, count: 1 },
    { key: `login-backoff:${user.email.toLowerCase()}`, windowStart: now, count: 2 },
  ]);
}

/** Rows that still mention the user, in any table but the audit log. */
async function rowsLeftOf(user: schema.UserRow): Promise<string[]> {
  const left: string[] = [];
  for (const { table, name, userColumns } of tablesWithUserColumns()) {
    if (name === "admin_audit_log") continue;
    const rows = (await t.ctx.db.select().from(table)) as Record<string, unknown>[];
    for (const row of rows) {
      const text = JSON.stringify(row).toLowerCase();
      const config = getTableConfig(table);
      const byColumn = config.columns.some(
        (column) => userColumns.includes(column.name) && row[columnKey(table, column.name)] === user.id,
      );
      const isUserRow = name === "users" && row.id === user.id;
      const mentions =
        text.includes(user.email.toLowerCase()) ||
        text.includes(`"userid":${user.id},`) ||
        text.includes(`"userid":${user.id}}`) ||
        text.includes(`-user:${user.id}"`) ||
        text.includes(`"transitid":${transitIdsOf.get(user.id)}}`);
      if (byColumn || isUserRow || mentions) left.push(`${name}: ${JSON.stringify(row)}`);
    }
  }
  return left;
}

/** The property name Drizzle gives a column in a selected row. */
function columnKey(table: PgTable, columnName: string): string {
  const entry = Object.entries(table).find(
    ([, column]) => (column as { name?: string } | null)?.name === columnName,
  );
  return entry?.[0] ?? columnName;
}

describe("deleting a user", () => {
  it("removes every row of the user in every table, ends their sessions and logs who did it", async () => {
    const user = await insertUser(t.ctx.db, { firstName: "Del", lastName: "Etable" });
    const cookie = await sessionCookieFor(t.ctx.db, t.ctx.secret, user.id);
    await seedEverything(user);
    const bystander = await insertUser(t.ctx.db);
    await seedEverything(bystander);
    expect((await rowsLeftOf(user)).length).toBeGreaterThan(12);

    const response = await asAdmin("DELETE", `/api/admin/users/${user.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe("User deleted successfully");

    expect(await rowsLeftOf(user)).toEqual([]);
    // Only that user: another member's rows are all still there.
    expect((await rowsLeftOf(bystander)).length).toBeGreaterThan(12);
    const me = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } });
    expect(me.statusCode).toBe(401);

    const [entry] = await auditOf(user.id);
    expect(entry).toMatchObject({
      action: "user.delete",
      adminId: admin.id,
      adminEmail: admin.email,
      target: user.email,
    });
    expect(entry?.details).toMatchObject({ username: user.username, plan: "free" });
    const again = await asAdmin("DELETE", `/api/admin/users/${user.id}`);
    expect(again.statusCode).toBe(404);
  });

  it("refuses to delete an admin with a message, and answers 404 for an unknown id", async () => {
    const other = await insertUser(t.ctx.db, { isAdmin: true });
    const response = await asAdmin("DELETE", `/api/admin/users/${other.id}`);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(ADMIN_MESSAGES.adminNotDeletable);
    expect(await userById(other.id)).not.toBeNull();
    const self = await asAdmin("DELETE", `/api/admin/users/${admin.id}`);
    expect(self.statusCode).toBe(403);
    const unknown = await asAdmin("DELETE", "/api/admin/users/987654");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(ADMIN_MESSAGES.userNotFound);
    const bad = await asAdmin("DELETE", "/api/admin/users/abc");
    expect(bad.statusCode).toBe(400);
    expect(await auditOf(other.id)).toEqual([]);
  });
});

describe("the audit log", () => {
  it("records testimonial reviews and lists every action newest first", async () => {
    const author = await insertUser(t.ctx.db, { firstName: "Rita", lastName: "Review" });
    const [row] = await t.ctx.db
      .insert(testimonials)
      .values({
        userId: author.id,
        author: "Rita R.",
        quote: "Straight talk, finally.",
        rating: 4,
        consentAt: new Date(),
      })
      .returning();
    const id = row?.id;
    expect((await asAdmin("POST", `/api/admin/testimonials/${id}/approve`)).statusCode).toBe(200);
    expect((await asAdmin("POST", `/api/admin/testimonials/${id}/reject`)).statusCode).toBe(200);
    expect((await asAdmin("DELETE", `/api/admin/testimonials/${id}`)).statusCode).toBe(200);
    expect((await asAdmin("POST", `/api/admin/testimonials/${id}/approve`)).statusCode).toBe(404);

    const entries = await auditOf(author.id);
    expect(entries.map((e) => e.action)).toEqual([
      "testimonial.approve",
      "testimonial.reject",
      "testimonial.delete",
    ]);
    expect(entries[0]).toMatchObject({ target: "Rita R.", details: { testimonialId: id } });

    const listed = await asAdmin("GET", "/api/admin/audit?pageSize=3");
    expect(listed.statusCode).toBe(200);
    const body = listed.json();
    expect(body.entries.map((e: { action: string }) => e.action)).toEqual([
      "testimonial.delete",
      "testimonial.reject",
      "testimonial.approve",
    ]);
    expect(body.total).toBeGreaterThanOrEqual(3);
    expect(body.entries[0]).toMatchObject({ adminEmail: admin.email, target: "Rita R." });
    const filtered = (await asAdmin("GET", "/api/admin/audit?action=testimonial.reject")).json();
    expect(filtered.entries.every((e: { action: string }) => e.action === "testimonial.reject")).toBe(true);
  });

  it("records a transit cache clear by the transit cache admin", async () => {
    const cacheAdmin = await createTestApp({ env: { TRANSIT_CACHE_ADMIN_EMAIL: "cache@example.com" } });
    try {
      const boss = await insertUser(cacheAdmin.ctx.db, { isAdmin: true, email: "cache@example.com" });
      const cookie = await sessionCookieFor(cacheAdmin.ctx.db, cacheAdmin.ctx.secret, boss.id);
      const member = await insertUser(cacheAdmin.ctx.db);
      const response = await cacheAdmin.app.inject({
        method: "DELETE",
        url: `/api/admin/clear-transit-cache/${member.id}`,
        headers: { cookie },
      });
      expect(response.statusCode).toBe(200);
      const rows = await cacheAdmin.ctx.db.select().from(adminAuditLog);
      expect(rows).toMatchObject([
        { action: "transits.clear-cache", targetUserId: member.id, adminId: boss.id },
      ]);
    } finally {
      await cacheAdmin.close();
    }
  });

  it("keeps neither the change nor its audit row when any action fails halfway", async () => {
    // The audit row is the last statement of each action: failing it must undo what came before.
    await t.ctx.db.execute(sql`
      create or replace function refuse_audit() returns trigger language plpgsql as $$
      begin raise exception 'audit refused for the test'; end $$`);
    await t.ctx.db.execute(sql`
      create trigger refuse_audit before insert on admin_audit_log
      for each row execute function refuse_audit()`);
    const auditRows = async () => (await t.ctx.db.select().from(adminAuditLog)).length;
    const before = await auditRows();
    try {
      const member = await insertUser(t.ctx.db, { email: `halfway${Date.now()}@example.com` });
      await seedEverything(member);
      const rows = (await rowsLeftOf(member)).length;

      const grant = await asAdmin("POST", "/api/admin/subscription/activate", { email: member.email });
      expect(grant.statusCode).toBe(500);
      expect((await userById(member.id))?.subscriptionTier).toBe("free");

      const premium = await insertUser(t.ctx.db, {
        subscriptionTier: "premium",
        subscriptionStatus: "active",
      });
      const cancel = await asAdmin("POST", "/api/admin/subscription/cancel", { email: premium.email });
      expect(cancel.statusCode).toBe(500);
      expect(await userById(premium.id)).toMatchObject({
        subscriptionTier: "premium",
        subscriptionStatus: "active",
      });

      const [review] = await t.ctx.db.select().from(testimonials).where(eq(testimonials.userId, member.id));
      for (const [method, url] of [
        ["POST", `/api/admin/testimonials/${review?.id}/approve`],
        ["POST", `/api/admin/testimonials/${review?.id}/reject`],
        ["DELETE", `/api/admin/testimonials/${review?.id}`],
      ] as const) {
        expect((await asAdmin(method, url)).statusCode, url).toBe(500);
      }
      const [unchanged] = await t.ctx.db
        .select()
        .from(testimonials)
        .where(eq(testimonials.userId, member.id));
      expect(unchanged).toMatchObject({ status: "pending", reviewedAt: null });

      const removal = await asAdmin("DELETE", `/api/admin/users/${member.id}`);
      expect(removal.statusCode).toBe(500);
      expect(await userById(member.id)).not.toBeNull();
      expect((await rowsLeftOf(member)).length).toBe(rows);
      expect(await auditRows()).toBe(before);
    } finally {
      await t.ctx.db.execute(sql`drop trigger refuse_audit on admin_audit_log`);
    }
  });
});
