import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#server/db/schema";
import type { RouteAccessEntry } from "#server/platform/access";
import { type FuzzRequest, fuzzRequests } from "#server/test-support/fuzz-inputs";
import { buildTestApp, fileTestDatabase, testConfig } from "#server/test-support/test-app";
import { BRUSSELS_BIRTH, insertUser, sessionCookieFor } from "#server/test-support/users";

/**
 * Every route that takes a body, a query or a path parameter, fed at least 50 malformed versions
 * of a plausible request, as a premium admin with a birth chart (so that every handler is
 * reachable): never a 5xx, never a stack trace, and a refused request leaves the database as it
 * was (per-address and per-account counters aside, which count refused attempts by design).
 */

const FUZZER = "fuzzer@example.com";
let app: FastifyInstance;
const database = fileTestDatabase();
let snapshotSql: string;

beforeAll(async () => {
  const config = testConfig({
    DEV_MAIL_VIEWER: "true",
    ADMIN_EMAILS: FUZZER,
    TRANSIT_CACHE_ADMIN_EMAIL: FUZZER,
    BODY_LIMIT_BYTES: String(256 * 1024),
  });
  app = await buildTestApp({ config, database, logger: false });
  await app.ready();
  snapshotSql = await buildSnapshotSql();
});
afterAll(async () => {
  await app?.close();
});

/**
 * One statement that fingerprints every table the app stores data in: its row count and the
 * newest row version's transaction id (any insert or update raises it, any delete lowers the count).
 */
async function buildSnapshotSql(): Promise<string> {
  const result = (await database.db.execute(sql`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'
      and table_name not in ('rate_limits')
    order by table_name`)) as unknown as { rows: { name: string }[] };
  const parts = result.rows.map(
    ({ name }) => `(select count(*) || ':' || coalesce(max(xmin::text::bigint), 0) from "${name}")`,
  );
  return `select concat_ws(',', ${parts.join(", ")}) as fingerprint`;
}

async function fingerprint(): Promise<string> {
  const result = (await database.db.execute(sql.raw(snapshotSql))) as unknown as {
    rows: { fingerprint: string }[];
  };
  return result.rows[0]?.fingerprint ?? "";
}

/** A fresh premium admin with a chart, signed in (a call may have signed the previous one out). */
async function fuzzer(): Promise<string> {
  await database.db.delete(users).where(eq(users.email, FUZZER));
  const user = await insertUser(database.db, {
    ...BRUSSELS_BIRTH,
    timezone: "Europe/Brussels",
    email: FUZZER,
    isAdmin: true,
    subscriptionTier: "premium",
    subscriptionStatus: "active",
  });
  const cookie = await sessionCookieFor(database.db, app.ctx.secret, user.id);
  // Cast the chart now: a refused request must not be blamed for the chart a first read stores.
  await app.inject({ method: "GET", url: "/api/birth-chart", headers: { cookie } });
  return cookie;
}

const STACK_TRACE = /\n\s+at |node_modules|\.ts:\d+|\.js:\d+|Error: /;

function targets(): RouteAccessEntry[] {
  return app.routeAccess.filter(
    (route) =>
      route.url.includes(":") || route.schema?.body !== undefined || route.schema?.querystring !== undefined,
  );
}

let address = 0;
async function send(route: RouteAccessEntry, request: FuzzRequest, cookie: string) {
  const headers: Record<string, string> = { cookie };
  let payload: string | undefined;
  if (request.raw !== undefined) {
    payload = request.raw;
    headers["content-type"] = "application/json";
  } else if ("payload" in request) {
    payload = JSON.stringify(request.payload);
    headers["content-type"] = "application/json";
  }
  return app.inject({
    method: route.method as "GET",
    url: request.url,
    headers,
    // One address per route, as one attacker would (the mail viewer answers only on this machine).
    remoteAddress: route.url.startsWith("/api")
      ? `10.70.${(address >> 8) & 255}.${address & 255}`
      : "127.0.0.1",
    ...(payload !== undefined ? { payload } : {}),
  });
}

describe("the fuzzer", () => {
  it("reaches every route with a body, query or path parameter, at least 50 malformed requests each", () => {
    const routes = targets();
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) {
      expect(fuzzRequests(route).length, `${route.method} ${route.url}`).toBeGreaterThanOrEqual(50);
    }
  });

  it("never gets a 5xx or a stack trace, and a refused request stores nothing", async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const route of targets()) {
      const cookie = await fuzzer();
      address += 1;
      let before = await fingerprint();
      for (const request of fuzzRequests(route)) {
        const response = await send(route, request, cookie);
        sent += 1;
        const where = `${route.method} ${route.url} [${request.label}] → ${response.statusCode}`;
        if (response.statusCode >= 500) failures.push(`${where}: ${response.body.slice(0, 200)}`);
        if (STACK_TRACE.test(response.body))
          failures.push(`${where}: stack trace in ${response.body.slice(0, 200)}`);
        if (route.url.startsWith("/api") && response.statusCode >= 400) {
          const message = (() => {
            try {
              return (JSON.parse(response.body) as { message?: unknown }).message;
            } catch {
              return undefined;
            }
          })();
          if (typeof message !== "string") failures.push(`${where}: no JSON message`);
        }
        const after = await fingerprint();
        if (response.statusCode >= 400 && after !== before) failures.push(`${where}: stored something`);
        before = after;
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(1000);
    // About 3,500 requests: half a minute on an idle 2-core machine, far longer on a busy one.
  }, 600_000);
});
