import { computeNatalChartFromLocal } from "#astro/index";
import type { Database } from "#server/db/client";
import type { UserRow, users } from "#server/db/schema";
import { createSession, SESSION_COOKIE } from "#server/platform/auth/session-store";
import { insertUser as insertUserRow } from "#server/repositories/users";
import type { TestApp } from "./test-app.ts";

let counter = 0;

/** Inserts a verified user straight into the database (tests that are not about sign-up). */
export async function insertUser(
  db: Database,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<UserRow> {
  counter += 1;
  const suffix = `${Date.now().toString(36)}${counter}`;
  return insertUserRow(db, {
    username: `user${suffix}`,
    firstName: "Test",
    lastName: "User",
    email: `user${suffix}@example.com`,
    emailVerified: true,
    passwordHash: "not-a-real-hash",
    ...overrides,
  });
}

/** A Cookie header value that signs the user in. */
export async function sessionCookieFor(
  db: Database,
  secret: string,
  userId: number,
  now = new Date(),
): Promise<string> {
  const session = await createSession(db, secret, userId, {}, now);
  return `${SESSION_COOKIE}=${session.token}`;
}

/**
 * Inserts a user (as `insertUser`) and signs them in: the row and the Cookie header value, with the
 * session started at `now` when a test runs on a fixed clock.
 */
export async function signedInUser(
  t: Pick<TestApp, "ctx">,
  overrides: Partial<typeof users.$inferInsert> = {},
  now?: Date,
): Promise<{ user: UserRow; cookie: string }> {
  const user = await insertUser(t.ctx.db, overrides);
  return { user, cookie: await sessionCookieFor(t.ctx.db, t.ctx.secret, user.id, now) };
}

/** A known birth (Brussels, 14 March 1990, 08:30): Pisces Sun, Libra Moon, Taurus rising. */
export const BRUSSELS_BIRTH = {
  birthDate: "1990-03-14",
  birthTime: "08:30",
  birthTimeKnown: true,
  birthPlace: "Brussels, Brussels Capital, Belgium",
  birthLatitude: 50.85045,
  birthLongitude: 4.34878,
  birthTimezone: "Europe/Brussels",
};

/** The same birth as the birth-info form sends it (POST /api/birth-info). */
export const BRUSSELS_BIRTH_INFO = {
  birthDate: BRUSSELS_BIRTH.birthDate,
  birthTime: BRUSSELS_BIRTH.birthTime,
  birthPlace: BRUSSELS_BIRTH.birthPlace,
  birthLatitude: BRUSSELS_BIRTH.birthLatitude,
  birthLongitude: BRUSSELS_BIRTH.birthLongitude,
  timezone: BRUSSELS_BIRTH.birthTimezone,
};

/** The natal chart the engine casts for stored birth data (as the server does), for checking answers. */
export function natalChartOf(birth: typeof BRUSSELS_BIRTH) {
  return computeNatalChartFromLocal({
    date: birth.birthDate,
    time: birth.birthTime,
    zone: birth.birthTimezone,
    latDeg: birth.birthLatitude,
    lonDeg: birth.birthLongitude,
  });
}

/** A signed-in user with the Brussels birth stored, living in Brussels unless `overrides` say otherwise. */
export function memberWithChart(
  t: Pick<TestApp, "ctx">,
  overrides: Partial<typeof users.$inferInsert> = {},
  now?: Date,
): Promise<{ user: UserRow; cookie: string }> {
  return signedInUser(t, { ...BRUSSELS_BIRTH, timezone: "Europe/Brussels", ...overrides }, now);
}
