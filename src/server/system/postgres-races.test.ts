import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#server/db/client";
import {
  emailTokens,
  generatedTexts,
  oracleQuestions,
  throwbackUsage,
  transits,
  users,
} from "#server/db/schema";
import { hashPassword } from "#server/platform/auth/passwords";
import { latestLink, pathOf, tokenOf } from "#server/test-support/outbox";
import { buildTestApp, openFreshPostgres, postgresUrlFor, testConfig } from "#server/test-support/test-app";
import { BRUSSELS_BIRTH, insertUser, sessionCookieFor } from "#server/test-support/users";

/**
 * Twenty concurrent requests against each daily limit and each unique constraint, on PostgreSQL
 * (a pool of connections, real concurrency, unlike PGlite's one connection): exactly the allowed
 * number succeed and the rest get the limit's answer, never a 500.
 */

const url = postgresUrlFor("races on PostgreSQL");

const N = 20;
let app: FastifyInstance;
let database: DatabaseHandle;
const config = testConfig();

describe.skipIf(!url)("races on PostgreSQL", () => {
  beforeAll(async () => {
    database = await openFreshPostgres(url as string, process.env.ZF_PG_TEMPLATE);
    // A clock that stands still: a burst that outlasts the sign-in back-off's first pause on a busy
    // machine must not let a sixth guess through, nor a day end in the middle of a test.
    const now = new Date();
    app = await buildTestApp({ config, database, logger: false, now: () => now });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const premium = { subscriptionTier: "premium", subscriptionStatus: "active" } as const;
  async function member(overrides: Partial<typeof users.$inferInsert> = {}) {
    const user = await insertUser(database.db, {
      ...BRUSSELS_BIRTH,
      timezone: "Europe/Brussels",
      ...overrides,
    });
    return { user, cookie: await sessionCookieFor(database.db, app.ctx.secret, user.id) };
  }
  let address = 0;
  const at = () => `10.80.${(address >> 8) & 255}.${++address & 255}`;
  const all = <T>(make: (i: number) => Promise<T>) =>
    Promise.all(Array.from({ length: N }, (_, i) => make(i)));
  const codes = (responses: { statusCode: number }[]) =>
    responses.map((r) => r.statusCode).sort((a, b) => a - b);
  const count = (list: number[], code: number) => list.filter((c) => c === code).length;
  /** The status codes of a burst of N concurrent requests, sorted. */
  const burst = async (make: (i: number) => Promise<{ statusCode: number }>) => codes(await all(make));
  /** Exactly `allowed` answers of the burst were `ok`, every other one `refused`. */
  const expectSplit = (list: number[], ok: number, allowed: number, refused: number) => {
    expect(count(list, ok)).toBe(allowed);
    expect(count(list, refused)).toBe(N - allowed);
  };

  it("asks the Oracle once a day: one question of twenty concurrent ones", async () => {
    const { user, cookie } = await member(premium);
    const answers = await burst((i) =>
      app.inject({
        method: "POST",
        url: "/api/ask-oracle",
        headers: { cookie },
        payload: { question: `Will question number ${i} be the one?` },
      }),
    );
    expectSplit(answers, 200, 1, 429);
    expect(await database.db.$count(oracleQuestions, eq(oracleQuestions.userId, user.id))).toBe(1);
  });

  it("gives one Throwback date a day: one date of twenty concurrent ones", async () => {
    const { user, cookie } = await member(premium);
    const answers = await burst((i) =>
      app.inject({
        method: "POST",
        url: "/api/throwback-horoscope",
        headers: { cookie },
        payload: { date: `2001-01-${String(i + 1).padStart(2, "0")}` },
      }),
    );
    expectSplit(answers, 200, 1, 429);
    expect(await database.db.$count(throwbackUsage, eq(throwbackUsage.userId, user.id))).toBe(1);
  });

  it("creates one account for twenty concurrent sign-ups with one address, and one per username", async () => {
    const person = (email: string, username: string) => ({
      firstName: "Race",
      lastName: "Runner",
      username,
      email,
      password: "correct horse",
    });
    const sameEmail = await burst((i) =>
      app.inject({
        method: "POST",
        url: "/api/register",
        remoteAddress: at(),
        payload: person("Same.Address@example.com", `racer${i}`),
      }),
    );
    expectSplit(sameEmail, 201, 1, 409);
    expect(await database.db.$count(users, sql`lower(${users.email}) = 'same.address@example.com'`)).toBe(1);

    const sameName = await burst((i) =>
      app.inject({
        method: "POST",
        url: "/api/register",
        remoteAddress: at(),
        payload: person(`name.${i}@example.com`, "TheOneName"),
      }),
    );
    expectSplit(sameName, 201, 1, 409);
  });

  it("lets ten sign-ups an hour through from one address when twenty arrive at once", async () => {
    const ip = at();
    const answers = await burst((i) =>
      app.inject({
        method: "POST",
        url: "/api/register",
        remoteAddress: ip,
        payload: {
          firstName: "Burst",
          lastName: "Signup",
          username: `burst${i}`,
          email: `burst.${i}@example.com`,
          password: "correct horse",
        },
      }),
    );
    expectSplit(answers, 201, 10, 429);
  });

  it("lets exactly five of twenty concurrent wrong passwords be tried before the back-off", async () => {
    const { user } = await member({ passwordHash: await hashPassword("the real one") });
    const answers = await burst((i) =>
      app.inject({
        method: "POST",
        url: "/api/login",
        remoteAddress: at(),
        payload: { email: user.email, password: `wrong guess ${i}` },
      }),
    );
    expectSplit(answers, 401, 5, 429);
  });

  it("uses a verification link once and a reset link once, however many use it at the same time", async () => {
    const email = "single.use@example.com";
    await app.inject({
      method: "POST",
      url: "/api/register",
      remoteAddress: at(),
      payload: {
        firstName: "Single",
        lastName: "Use",
        username: "singleuse",
        email,
        password: "correct horse",
      },
    });
    const verify = pathOf(latestLink(config, email, "verify-email"));
    const verified = await all(() => app.inject({ method: "GET", url: verify }));
    // The one request that uses a new account's link signs the person in (ADR 033); the rest are refused.
    expect(verified.filter((r) => r.headers.location === "/birth-chart")).toHaveLength(1);
    expect(verified.filter((r) => String(r.headers.location).startsWith("/auth?verified=0"))).toHaveLength(
      verified.length - 1,
    );

    await app.inject({
      method: "POST",
      url: "/api/forgot-password",
      remoteAddress: at(),
      payload: { email },
    });
    await app.ctx.jobs.drain();
    const token = tokenOf(latestLink(config, email, "reset-password"));
    const resets = await burst((i) =>
      app.inject({
        method: "POST",
        url: "/api/reset-password",
        remoteAddress: at(),
        payload: { token, password: `new password ${i}` },
      }),
    );
    expectSplit(resets, 200, 1, 400);
    const [row] = await database.db.select().from(users).where(eq(users.email, email));
    expect(await database.db.$count(emailTokens, eq(emailTokens.userId, row?.id ?? 0))).toBeGreaterThan(0);
  });

  it("stores each transit, text and job once when twenty requests create them together", async () => {
    const { user, cookie } = await member(premium);
    const generated = await burst(() =>
      app.inject({
        method: "POST",
        url: "/api/transits/generate",
        headers: { cookie },
        payload: { days: 30 },
      }),
    );
    expect(count(generated, 200)).toBe(N);
    const stored = await database.db.$count(transits, eq(transits.userId, user.id));
    const distinct = (await database.db.execute(sql`
      select count(distinct (transiting, natal, aspect, pass_key)) as n from transits where user_id = ${user.id}`)) as unknown as {
      rows: { n: string }[];
    };
    expect(stored).toBeGreaterThan(0);
    expect(stored).toBe(Number(distinct.rows[0]?.n));
    // One description job per shown transit, whoever queued it.
    const queued = (await database.db.execute(sql`
      select count(*) as n, count(distinct key) as keys from jobs where key like 'transit:%'`)) as unknown as {
      rows: { n: string; keys: string }[];
    };
    expect(Number(queued.rows[0]?.n)).toBeGreaterThan(0);
    expect(queued.rows[0]?.n).toBe(queued.rows[0]?.keys);

    const analyses = await burst(() =>
      app.inject({ method: "GET", url: "/api/personality-analysis", headers: { cookie } }),
    );
    expect(count(analyses, 200)).toBe(N);
    expect(
      await database.db.$count(
        generatedTexts,
        sql`${generatedTexts.userId} = ${user.id} and ${generatedTexts.kind} = 'personality'`,
      ),
    ).toBe(1);
  });
});
