import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { oracleQuestions, users } from "#server/db/schema";
import { fileTestApp } from "#server/test-support/test-app";
import { BRUSSELS_BIRTH, insertUser, sessionCookieFor } from "#server/test-support/users";

/**
 * The inputs that once answered 500, one by one: control characters in stored text, dates the
 * chart engine cannot read, ids beyond the column type, impossible birth dates in the profile.
 * Each must answer 400 (or 404) with a message and leave nothing behind.
 */

const t = fileTestApp();

const premium = { subscriptionTier: "premium", subscriptionStatus: "active" } as const;
async function member(overrides: Partial<typeof users.$inferInsert> = {}) {
  const user = await insertUser(t.ctx.db, { ...BRUSSELS_BIRTH, timezone: "Europe/Brussels", ...overrides });
  return { user, cookie: await sessionCookieFor(t.ctx.db, t.ctx.secret, user.id) };
}
let ip = 0;
const call = (method: "POST" | "PUT" | "GET" | "DELETE", url: string, cookie?: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    remoteAddress: `10.9.${(ip >> 8) & 255}.${ip++ & 255}`,
    ...(payload ? { payload } : {}),
  });

function expectRefused(response: { statusCode: number; json(): { message?: unknown } }, status = 400) {
  expect(response.statusCode).toBe(status);
  expect(typeof response.json().message).toBe("string");
  expect(JSON.stringify(response.json())).not.toMatch(/\n\s+at |node_modules|\.ts:\d+/);
}

const NUL = "\u0000";

describe("control characters in stored text", () => {
  it("refuses a NUL in the sign-up names and creates no account", async () => {
    for (const field of ["firstName", "lastName"]) {
      const email = `nul-${field}@example.com`;
      const response = await call("POST", "/api/register", undefined, {
        firstName: "Ada",
        lastName: "Lovelace",
        username: `nul${field}`,
        email,
        password: "correct horse",
        [field]: `Ad${NUL}a`,
      });
      expectRefused(response);
      expect(response.json().message).toMatch(/must not contain control characters/);
      expect(await t.ctx.db.$count(users, eq(users.email, email))).toBe(0);
    }
  });

  it("refuses a NUL in profile names and birth place and stores nothing", async () => {
    const { user, cookie } = await member();
    const profile = { firstName: "Ada", lastName: "Lovelace", email: user.email };
    for (const change of [
      { firstName: `A${NUL}da` },
      { lastName: `Love${NUL}` },
      { birthPlace: `Gh${NUL}ent` },
    ]) {
      expectRefused(await call("PUT", "/api/user/profile", cookie, { ...profile, ...change }));
    }
    const [stored] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(stored?.firstName).toBe(user.firstName);
    expect(stored?.birthPlace).toBe(BRUSSELS_BIRTH.birthPlace);
  });

  it("refuses a NUL in the birth-info place and in an Oracle question", async () => {
    const { user, cookie } = await member(premium);
    const birth = { ...BRUSSELS_BIRTH, timezone: "Europe/Brussels", birthPlace: `Brussels${NUL}` };
    expectRefused(await call("POST", "/api/birth-info", cookie, birth));
    expectRefused(await call("POST", "/api/ask-oracle", cookie, { question: `Will I${NUL} find it?` }));
    expect(await t.ctx.db.$count(oracleQuestions, eq(oracleQuestions.userId, user.id))).toBe(0);
  });

  it("refuses control characters anywhere in a body, query or key, even in fields no schema names", async () => {
    const { cookie } = await member();
    expectRefused(await call("POST", "/api/transits/generate", cookie, { extra: `x${NUL}` }));
    expectRefused(await call("POST", "/api/transits/generate", cookie, { [`k${NUL}`]: 1 }));
    expectRefused(await call("GET", `/api/geocode?place=Gh%00ent`, cookie));
    expectRefused(await call("GET", `/api/cosmic-todo?date=2026-11-23%1B`, cookie));
  });
});

describe("dates", () => {
  it("answers 400 to POST /api/transits/generate with dates the engine cannot read", async () => {
    const { cookie } = await member();
    for (const date of [
      "2020/01/01",
      "Jan 1 2020",
      "+275760-09-13T00:00:00.000Z",
      "-271821-04-20T00:00:00.000Z",
      "9999-12-31T23:59:59Z",
      "2026-02-30",
      "2026-11-23T10:00",
    ]) {
      const response = await call("POST", "/api/transits/generate", cookie, { date });
      expect(response.statusCode, date).toBe(400);
      expect(response.json().message, date).toMatch(/date/);
    }
  });

  it("keeps impossible birth dates out of the profile, so the chart pages keep working", async () => {
    const { user, cookie } = await member();
    const profile = { firstName: "Ada", lastName: "Lovelace", email: user.email };
    for (const birthDate of ["2023-02-30", "0000-00-00", "9999-12-31", "1500-01-01", "2020/01/01"]) {
      const response = await call("PUT", "/api/user/profile", cookie, { ...profile, birthDate });
      expect(response.statusCode, birthDate).toBe(400);
      expect(response.json().message, birthDate).toMatch(/Birth date/);
    }
    const [stored] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(stored?.birthDate).toBe(BRUSSELS_BIRTH.birthDate);
    expect((await call("GET", "/api/birth-chart", cookie)).statusCode).toBe(200);
  });
});

describe("ids in a path", () => {
  it("answers 400 or 404, never 500, to ids beyond the integer column", async () => {
    const { cookie } = await member();
    for (const id of ["2147483648", "9999999999999999999999", "1e10", "-1", "0", "1.5", "0x10", "NaN"]) {
      const response = await call("GET", `/api/transits/status/${id}`, cookie);
      expect([400, 404], id).toContain(response.statusCode);
      expect(typeof response.json().message).toBe("string");
    }
    expect((await call("GET", "/api/transits/status/2147483647", cookie)).statusCode).toBe(404);
  });
});
