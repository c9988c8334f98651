import type { PGlite } from "@electric-sql/pglite";
import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#server/db/client";
import { users } from "#server/db/schema";
import { WriteClock } from "#server/db/write-clock";
import { createTestApp, type TestApp } from "#server/test-support/test-app";
import { insertUser, sessionCookieFor } from "#server/test-support/users";
import { type CachedSession, SessionCache } from "./session-cache.ts";

const session = (id: number): CachedSession => ({
  user: { id } as CachedSession["user"],
  idHash: `hash-${id}`,
  expiresAtMs: Date.parse("2026-12-31T00:00:00Z"),
  lastSeenAtMs: Date.parse("2026-11-27T00:00:00Z"),
});

describe("SessionCache", () => {
  it("answers for at most its age limit, and not at all once a write started or landed", () => {
    let monotonic = 0;
    const writes = new WriteClock();
    const cache = new SessionCache(1000, writes, () => monotonic);
    cache.set("a", cache.stamp(), session(1));
    expect(cache.get("a")?.user.id).toBe(1);
    expect(Object.isFrozen(cache.get("a")?.user)).toBe(true);
    monotonic = 999;
    expect(cache.get("a")?.user.id).toBe(1);
    monotonic = 1000;
    expect(cache.get("a")).toBeUndefined();

    cache.set("b", cache.stamp(), session(2));
    writes.begin();
    expect(cache.get("b")).toBeUndefined();
    writes.end();
    expect(cache.get("b")).toBeUndefined();
  });

  it("does not keep a lookup that a write overlapped", () => {
    const writes = new WriteClock();
    const cache = new SessionCache(1000, writes, () => 0);
    const before = cache.stamp();
    writes.begin();
    writes.end();
    cache.set("a", before, session(1)); // read before the write landed: may be stale
    expect(cache.get("a")).toBeUndefined();
    writes.begin();
    cache.set("b", cache.stamp(), session(2)); // taken while a write was in flight
    writes.end();
    expect(cache.get("b")).toBeUndefined();
  });

  it("runs one lookup per token at a time, but never lets a request join one that a write overlapped", async () => {
    const writes = new WriteClock();
    const cache = new SessionCache(1000, writes, () => 0);
    let lookups = 0;
    let finish: (value: string) => void = () => {};
    const lookup = () => {
      lookups++;
      return new Promise<string>((resolve) => {
        finish = resolve;
      });
    };
    const first = cache.shared("a", lookup);
    const second = cache.shared("a", lookup);
    expect(lookups).toBe(1);
    const firstFinish = finish;
    writes.begin(); // e.g. a sign-out, while the first lookup is on its way
    writes.end();
    const third = cache.shared("a", lookup);
    expect(lookups).toBe(2);
    firstFinish("before the write");
    finish("after the write");
    expect(await first).toBe("before the write");
    expect(await second).toBe("before the write");
    expect(await third).toBe("after the write");
    // Once settled, the next miss looks up again.
    void cache.shared("a", lookup);
    expect(lookups).toBe(3);
  });

  it("keeps nothing with an age limit of 0, and at most 10,000 sessions, oldest out first", () => {
    const writes = new WriteClock();
    const off = new SessionCache(0, writes, () => 0);
    off.set("a", off.stamp(), session(1));
    expect(off.get("a")).toBeUndefined();

    const cache = new SessionCache(1000, writes, () => 0);
    for (let i = 0; i <= 10_000; i++) cache.set(`t${i}`, cache.stamp(), session(i));
    expect(cache.size).toBe(10_000);
    expect(cache.get("t0")).toBeUndefined();
    expect(cache.get("t10000")?.user.id).toBe(10_000);
  });
});

/** A change made by someone else (another app process, a script): this process's clock never sees it. */
async function writeFromElsewhere(database: DatabaseHandle, text: string) {
  if (database.kind === "postgres") {
    const client = new pg.Client({ connectionString: (database as DatabaseHandle & { url: string }).url });
    await client.connect();
    await client.query(text).finally(() => client.end());
    return;
  }
  // PGlite's own method, not the instance's counting wrapper (db/pglite.ts).
  const client = (database.db as unknown as { $client: PGlite }).$client;
  await (Object.getPrototypeOf(client) as PGlite).query.call(client, text);
}

describe("the session cache in the app (on the suite's database backend)", () => {
  let t: TestApp;
  beforeAll(async () => {
    // A long age limit, so that nothing in this test depends on how fast it runs.
    t = await createTestApp({ env: { SESSION_CACHE_MS: "60000" } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const me = async (cookie: string) => {
    const response = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } });
    expect(response.statusCode).toBe(200);
    return response.json().firstName as string;
  };

  it("sees this process's writes on the very next request, and another process's once it writes itself", async () => {
    const user = await insertUser(t.ctx.db, { firstName: "Ada" });
    const cookie = await sessionCookieFor(t.ctx.db, t.ctx.secret, user.id);
    expect(await me(cookie)).toBe("Ada");

    // Through this process's database handle (services, jobs, the test itself): seen at once.
    await t.ctx.db.update(users).set({ firstName: "Grace" }).where(eq(users.id, user.id));
    expect(await me(cookie)).toBe("Grace");
    expect(await me(cookie)).toBe("Grace"); // now cached

    // Behind this process's back: the cached row answers until its age limit or this process's next write.
    await writeFromElsewhere(t.database, `update users set first_name = 'Hedy' where id = ${user.id}`);
    expect(await me(cookie)).toBe("Grace");
    await insertUser(t.ctx.db);
    expect(await me(cookie)).toBe("Hedy");
  });

  it("ends a session at once on sign-out, cached or not", async () => {
    const user = await insertUser(t.ctx.db);
    const cookie = await sessionCookieFor(t.ctx.db, t.ctx.secret, user.id);
    await me(cookie);
    await me(cookie);
    const logout = await t.app.inject({
      method: "POST",
      url: "/api/logout",
      headers: { cookie, origin: "http://localhost:3000" },
    });
    expect(logout.statusCode).toBe(200);
    const after = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });
});
