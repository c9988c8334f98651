import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#server/db/schema";
import { ACCESS_LEVELS, type Access, type RouteAccessEntry } from "#server/platform/access";
import { buildTestApp, openTestDatabase, type TestApp, testConfig } from "#server/test-support/test-app";
import { BRUSSELS_BIRTH, insertUser, sessionCookieFor } from "#server/test-support/users";
import { testWebDir } from "#server/test-support/web-dir";

/**
 * Every registered route — API, web app files, development tools, whatever is added later — called
 * by each kind of caller, with the answer its declared access level promises. The expectations
 * come from the level, not from a list of routes, so a new route is covered the moment it is
 * registered, and a route whose level has no expectation fails here.
 */

const ROLES = ["anonymous", "free", "premium", "pro", "admin", "visuals admin"] as const;
type Role = (typeof ROLES)[number];
type Outcome = "allowed" | 401 | 403;

const EXPECTED: Record<Access, Record<Role, Outcome>> = {
  public: {
    anonymous: "allowed",
    free: "allowed",
    premium: "allowed",
    pro: "allowed",
    admin: "allowed",
    "visuals admin": "allowed",
  },
  user: {
    anonymous: 401,
    free: "allowed",
    premium: "allowed",
    pro: "allowed",
    admin: "allowed",
    "visuals admin": "allowed",
  },
  // Admins and visual admins are on the free plan here: being an admin is not a subscription.
  premium: {
    anonymous: 401,
    free: 403,
    premium: "allowed",
    pro: "allowed",
    admin: 403,
    "visuals admin": 403,
  },
  // Throwback: the premium tier only, not pro.
  "premium-tier": {
    anonymous: 401,
    free: 403,
    premium: "allowed",
    pro: 403,
    admin: 403,
    "visuals admin": 403,
  },
  // The visuals admin is named in VISUALS_ADMIN_EMAILS alone: the Visual Generator, not the dashboard (ADR 024).
  admin: { anonymous: 401, free: 403, premium: 403, pro: 403, admin: "allowed", "visuals admin": 403 },
  visuals: { anonymous: 401, free: 403, premium: 403, pro: 403, admin: 403, "visuals admin": "allowed" },
};

/** The matrix row of a route; throws when its access level has no expectations. */
function expectationsFor(entry: RouteAccessEntry): Record<Role, Outcome> {
  const row = entry.access ? EXPECTED[entry.access] : undefined;
  if (!row) {
    throw new Error(
      `${entry.method} ${entry.url} has no authorization expectation (access: ${entry.access ?? "none declared"}). ` +
        "Declare config.access on the route, or add its level to the matrix.",
    );
  }
  return row;
}

// Marks a request that got past every onRequest hook, the access check among them: a refusal
// that comes later is the route's own business rule (e.g. Throwback is for the premium tier, not
// pro), not the access level this matrix is about.
const PASSED = "x-test-access-passed";
const VISUALS_ADMIN = "visuals@example.com";
const ADMIN = "admin@example.com";

let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  const webDir = testWebDir();
  const config = testConfig({
    DEV_MAIL_VIEWER: "true",
    ADMIN_EMAILS: ADMIN,
    VISUALS_ADMIN_EMAILS: VISUALS_ADMIN,
    TRANSIT_CACHE_ADMIN_EMAIL: ADMIN,
  });
  const database = await openTestDatabase();
  app = await buildTestApp({ config, database, logger: false, webDir });
  app.addHook("onRequest", async (_request, reply) => {
    reply.header(PASSED, "1");
  });
  await app.ready();
  t = {
    app,
    ctx: app.ctx,
    config,
    database,
    setNow: () => {},
    close: async () => {
      await app.close();
      await database.close();
    },
  };
});
afterAll(async () => {
  await t?.close();
});

const premium = { subscriptionTier: "premium", subscriptionStatus: "active" } as const;
const ROLE_ROWS: Record<Exclude<Role, "anonymous">, Partial<typeof users.$inferInsert>> = {
  free: {},
  premium,
  pro: { subscriptionTier: "pro", subscriptionStatus: "active" },
  // The admin is also the transit-cache admin, so the one admin-only call that needs it is allowed.
  // Its flag is what the start-up gives an ADMIN_EMAILS account (the account is made after the start).
  admin: { isAdmin: true, email: ADMIN },
  "visuals admin": { email: VISUALS_ADMIN },
};

/** A fresh signed-in caller of the role (fresh, because some calls delete or sign out their caller). */
async function cookieFor(role: Role): Promise<string | undefined> {
  if (role === "anonymous") return undefined;
  const row = ROLE_ROWS[role];
  // The admin addresses are configured ones: the previous caller with that address makes way.
  if (row.email) await t.ctx.db.delete(users).where(eq(users.email, row.email));
  const user = await insertUser(t.ctx.db, { ...BRUSSELS_BIRTH, timezone: "Europe/Brussels", ...row });
  return sessionCookieFor(t.ctx.db, t.ctx.secret, user.id);
}

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function outcomeOf(response: { statusCode: number; headers: Record<string, unknown> }): Outcome {
  if (response.headers[PASSED] === "1") return "allowed";
  if (response.statusCode === 401 || response.statusCode === 403) return response.statusCode;
  return "allowed";
}

describe("the authorization matrix", () => {
  it("covers every registered route, API and web, with an expectation for each caller", () => {
    const routes = app.routeAccess;
    const urls = routes.map((r) => r.url);
    expect(urls).toContain("/api/user");
    expect(urls).toContain("/dev/mail");
    expect(urls).toContain("/app.js");
    expect(urls.some((u) => u.startsWith("/api/docs"))).toBe(true);
    for (const level of ACCESS_LEVELS)
      expect(
        routes.some((r) => r.access === level),
        level,
      ).toBe(true);
    for (const entry of routes) expect(() => expectationsFor(entry)).not.toThrow();
  });

  it("fails on a route whose access level has no expectation", async () => {
    const database = await openTestDatabase();
    const other = await buildTestApp({ config: testConfig(), database, logger: false });
    try {
      other.get("/undeclared-page", async () => "hi");
      await other.ready();
      const entry = other.routeAccess.find((r) => r.url === "/undeclared-page");
      expect(entry).toBeDefined();
      expect(() => expectationsFor(entry as RouteAccessEntry)).toThrow(/no authorization expectation/);
    } finally {
      await other.close();
      await database.close();
    }
  });

  it("answers each caller as the route's declared level says", async () => {
    const failures: string[] = [];
    let calls = 0;
    for (const entry of app.routeAccess) {
      const expected = expectationsFor(entry);
      const url = entry.url.replace(/:(\w+)/g, "1").replace("*", "index.html");
      for (const role of ROLES) {
        const cookie = await cookieFor(role);
        const response = await app.inject({
          method: entry.method as "GET",
          url,
          headers: cookie ? { cookie } : {},
          ...(WRITES.has(entry.method) ? { payload: {} } : {}),
        });
        calls += 1;
        const outcome = outcomeOf(response);
        if (outcome !== expected[role] || response.statusCode >= 500) {
          failures.push(
            `${entry.method} ${entry.url} as ${role}: ${response.statusCode}, expected ${expected[role]}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
    expect(calls).toBe(app.routeAccess.length * ROLES.length);
  }, 600_000);
});
