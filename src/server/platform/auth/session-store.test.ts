import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { hotQuery } from "#server/db/hot-query";
import { users } from "#server/db/schema";
import { fileTestDatabase } from "#server/test-support/test-app";
import { insertUser } from "#server/test-support/users";
import { createSession, resolveSession, SESSION_TTL_MS } from "./session-store.ts";

const SECRET = "session-store-test-secret-0123456789abcdef";

describe("session store (on the suite's database backend)", () => {
  const handle = fileTestDatabase();

  it("resolves a session to exactly the row a Drizzle select gives, every column type included", async () => {
    const user = await insertUser(handle.db, {
      firstName: "Zoë 'Quote' O'Neil",
      birthDate: "1990-03-14",
      birthTime: "08:30",
      birthTimeKnown: true,
      birthPlace: "Liège, Wallonia, Belgium",
      birthLatitude: 50.63373,
      birthLongitude: 5.56749,
      birthTimezone: "Europe/Brussels",
      timezone: "America/New_York",
      subscriptionTier: "premium",
      subscriptionStatus: "active",
      subscriptionEndDate: new Date("2027-01-31T12:34:56.789Z"),
      lastLogin: new Date("2026-11-20T08:00:00.001Z"),
      loginCount: 7,
      isAdmin: true,
      textsVersion: 3,
    });
    const now = new Date("2026-11-22T10:00:00Z");
    const session = await createSession(handle.db, SECRET, user.id, {}, now);

    const resolved = await resolveSession(handle.db, SECRET, session.token, now);
    const [selected] = await handle.db.select().from(users).where(eq(users.id, user.id));
    expect(resolved?.user).toEqual(selected);
    expect(resolved?.user.subscriptionEndDate).toBeInstanceOf(Date);
    expect(resolved?.user.pendingEmail).toBeNull();
    expect(resolved?.renewedUntil).toBeNull();
  });

  it("refuses unknown and expired sessions, and slides the expiry of an old one", async () => {
    const user = await insertUser(handle.db);
    const start = new Date("2026-11-01T00:00:00Z");
    const session = await createSession(handle.db, SECRET, user.id, {}, start);
    expect(await resolveSession(handle.db, SECRET, "not-a-session", start)).toBeNull();

    const twoHoursLater = new Date(start.getTime() + 2 * 3600_000);
    const renewed = await resolveSession(handle.db, SECRET, session.token, twoHoursLater);
    expect(renewed?.renewedUntil?.getTime()).toBe(twoHoursLater.getTime() + SESSION_TTL_MS);

    const afterExpiry = new Date(twoHoursLater.getTime() + SESSION_TTL_MS + 1000);
    expect(await resolveSession(handle.db, SECRET, session.token, afterExpiry)).toBeNull();
  });

  it("runs a hot query with quoted values, and prepares it once even when first called concurrently", async () => {
    const echo = hotQuery<{ value: string; n: number }>(
      "test_echo",
      "select $1::text as value, $2::int as n",
      ["text", "int"],
    );
    const results = await Promise.all(
      ["plain", "it's", "a''b", "\\n; drop table users; --"].map((value, n) => echo(handle.db, [value, n])),
    );
    expect(results.map((rows) => rows[0])).toEqual([
      { value: "plain", n: 0 },
      { value: "it's", n: 1 },
      { value: "a''b", n: 2 },
      { value: "\\n; drop table users; --", n: 3 },
    ]);
    const count = await handle.db.execute(sql`select count(*)::int as n from users`);
    expect((count as unknown as { rows: { n: number }[] }).rows[0]?.n).toBeGreaterThan(0);
  });
});
