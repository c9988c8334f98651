import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { users } from "#server/db/schema";
import { conflict } from "#server/errors";
import { undeclaredAnswers } from "#server/platform/route-errors";
import { buildTestApp, fileTestApp, openTestDatabase, testConfig } from "#server/test-support/test-app";
import { BRUSSELS_BIRTH, insertUser, sessionCookieFor } from "#server/test-support/users";

/**
 * The OpenAPI document lists, per route and status, the error codes the route can answer
 * (derived from its access level, rate limit and validation, plus the codes it declares).
 */

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: SchemaNode }> }>;
}
interface SchemaNode {
  properties?: Record<string, SchemaNode>;
  enum?: string[];
  anyOf?: SchemaNode[];
}
type Paths = Record<string, Record<string, Operation>>;

const t = fileTestApp();
let paths: Paths;
beforeAll(async () => {
  const response = await t.app.inject({ method: "GET", url: "/api/docs/json" });
  expect(response.statusCode).toBe(200);
  paths = (response.json() as { paths: Paths }).paths;
});

/** The codes the document lists for one operation, by status. */
function codesOf(url: string, method: string): Record<string, string[]> {
  const openApiPath = url.replace(/:(\w+)/g, "{$1}");
  const operation = paths[openApiPath]?.[method.toLowerCase()];
  if (!operation) throw new Error(`${method} ${url} is not in the OpenAPI document`);
  const out: Record<string, string[]> = {};
  for (const [status, response] of Object.entries(operation.responses ?? {})) {
    const schema = response.content?.["application/json"]?.schema;
    const codes = schema?.properties?.code?.enum;
    if (codes) out[status] = codes;
  }
  return out;
}

describe("the OpenAPI document's error codes", () => {
  it("lists the compatibility route's codes under their statuses", () => {
    const codes = codesOf("/api/compatibility/calculate", "POST");
    expect(codes["401"]).toEqual(["unauthenticated"]);
    expect(codes["403"]).toEqual(expect.arrayContaining(["premium_required", "cross_site"]));
    expect(codes["409"]).toEqual(["no_birth_chart"]);
    expect(codes["429"]).toEqual(["rate_limited"]);
    expect(codes["400"]).toEqual(expect.arrayContaining(["invalid_input"]));
  });

  it("keeps a route's own error fields beside the code (sign-in's requiresVerification)", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    const login = (response.json() as { paths: Paths }).paths["/api/login"]?.post;
    const forbidden = login?.responses?.["403"]?.content?.["application/json"]?.schema;
    expect(Object.keys(forbidden?.properties ?? {})).toEqual(
      expect.arrayContaining(["message", "code", "requiresVerification"]),
    );
  });

  it("lists unauthenticated for every route behind sign-in, and never for a public one", () => {
    let checked = 0;
    for (const route of t.app.routeAccess) {
      if (!route.url.startsWith("/api/") || route.url.startsWith("/api/docs")) continue;
      const codes = codesOf(route.url, route.method);
      const listed = codes["401"] ?? [];
      if (route.access === "public")
        expect(listed, `${route.method} ${route.url}`).not.toContain("unauthenticated");
      else expect(listed, `${route.method} ${route.url}`).toContain("unauthenticated");
      checked += 1;
    }
    expect(checked).toBeGreaterThan(30);
  });

  it("lists the codes the services throw, declared on their routes", () => {
    expect(codesOf("/api/register", "POST")["409"]).toEqual(["email_taken", "username_taken"]);
    expect(codesOf("/api/login", "POST")["401"]).toEqual(["wrong_credentials"]);
    expect(codesOf("/api/login", "POST")["403"]).toEqual(
      expect.arrayContaining(["verification_required", "cross_site"]),
    );
    expect(codesOf("/api/ask-oracle", "POST")["429"]).toContain("daily_limit");
    expect(codesOf("/api/user/profile", "PUT")["409"]).toContain("email_taken");
    expect(codesOf("/api/checkout/:sessionId/pay", "POST")["402"]).toEqual(["card_declined"]);
    // What every route can answer: our own failure, and 503 while the server shuts down.
    expect(codesOf("/api/health", "GET")["500"]).toEqual(["internal"]);
    expect(codesOf("/api/health", "GET")["503"]).toEqual(["unavailable"]);
  });

  it("notes an answer whose code the route does not list, which fails the test file that provoked it", async () => {
    const database = await openTestDatabase();
    const app = await buildTestApp({ config: testConfig(), database, logger: false });
    app.get("/api/probe", { config: { access: "public" } }, async () => {
      throw conflict("A code this route never declared.");
    });
    try {
      const response = await app.inject({ method: "GET", url: "/api/probe" });
      expect(response.statusCode).toBe(409);
      expect([...undeclaredAnswers]).toEqual(["GET /api/probe conflict"]);
    } finally {
      // Provoked on purpose: cleared, so this file's own check (test-support/declared-codes.ts) passes.
      undeclaredAnswers.clear();
      await app.close();
      await database.close();
    }
  });
});

/**
 * The services' own failures, provoked across the features: each answer's code must be one the
 * document lists for its route under its status. A service that starts throwing a code its route
 * does not declare fails here (and the error handler notes it, which fails any test file).
 */
describe("the codes the services answer", () => {
  const premium = { subscriptionTier: "premium", subscriptionStatus: "active" } as const;
  const member = async (overrides: Partial<typeof users.$inferInsert> = {}) => {
    const user = await insertUser(t.ctx.db, { timezone: "Europe/Brussels", ...overrides });
    return { user, cookie: await sessionCookieFor(t.ctx.db, t.ctx.secret, user.id) };
  };
  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, cookie?: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      ...(cookie ? { headers: { cookie } } : {}),
      ...(payload ? { payload } : {}),
    });

  /** The answer carries `code`, and the document lists it for the route (`route` as registered). */
  function expectListed(response: LightMyRequestResponse, route: string, code: string) {
    const [method = "", url = ""] = route.split(" ");
    expect(response.json<{ code: string }>().code, `${route}: ${response.body}`).toBe(code);
    expect(codesOf(url, method)[String(response.statusCode)] ?? [], route).toContain(code);
  }

  /** Calls `route` (at `url` when its path has parameters to fill) and checks the answer with expectListed. */
  async function expectCallListed(
    route: string,
    code: string,
    cookie?: string,
    payload?: object,
    url?: string,
  ) {
    const [method, path = ""] = route.split(" ");
    expectListed(await call(method as Parameters<typeof call>[0], url ?? path, cookie, payload), route, code);
  }

  afterAll(() => {
    expect([...undeclaredAnswers]).toEqual([]);
  });

  it("accounts: a taken e-mail or username, wrong credentials, an unverified sign-in, a paying member's deletion", async () => {
    const account = {
      firstName: "Ada",
      lastName: "Lovelace",
      username: `ada${Date.now()}`,
      email: `ada${Date.now()}@example.com`,
      password: "correct horse battery",
    };
    expect((await call("POST", "/api/register", undefined, account)).statusCode).toBe(201);
    const sameEmail = await call("POST", "/api/register", undefined, {
      ...account,
      username: `${account.username}x`,
    });
    expectListed(sameEmail, "POST /api/register", "email_taken");
    const sameName = await call("POST", "/api/register", undefined, {
      ...account,
      email: `x${account.email}`,
    });
    expectListed(sameName, "POST /api/register", "username_taken");

    const credentials = { email: account.email, password: account.password };
    const unverified = await call("POST", "/api/login", undefined, credentials);
    expectListed(unverified, "POST /api/login", "verification_required");
    const wrong = await call("POST", "/api/login", undefined, {
      ...credentials,
      password: "not the password",
    });
    expectListed(wrong, "POST /api/login", "wrong_credentials");

    const { cookie } = await member();
    const profile = { firstName: "Ada", lastName: "Lovelace", email: account.email };
    await expectCallListed("PUT /api/user/profile", "email_taken", cookie, profile);
    const paying = await member(premium);
    await expectCallListed("DELETE /api/user/account", "subscription_active", paying.cookie);
  });

  it("chart readers: no birth chart, roast mode without Premium", async () => {
    const { cookie } = await member();
    const today = new Date().toISOString().slice(0, 10);
    await expectCallListed("GET /api/horoscope/today", "no_birth_chart", cookie);
    await expectCallListed(
      "GET /api/cosmic-todo",
      "no_birth_chart",
      cookie,
      undefined,
      `/api/cosmic-todo?date=${today}`,
    );
    await expectCallListed("POST /api/transits/generate", "no_birth_chart", cookie, {});
    await expectCallListed("GET /api/birth-chart", "not_found", cookie);
    await expectCallListed("POST /api/birth-chart", "not_found", cookie);
    const interpret = { planet: { name: "Sun" } };
    await expectCallListed("POST /api/interpret", "not_found", cookie, interpret);
    await expectCallListed("POST /api/interpret", "premium_required", cookie, {
      ...interpret,
      roastMode: true,
    });

    const subscriber = await member(premium);
    await expectCallListed("POST /api/ask-oracle", "no_birth_chart", subscriber.cookie, {
      question: "Will work get easier?",
      roastMode: false,
    });
    await expectCallListed("POST /api/throwback-horoscope", "no_birth_chart", subscriber.cookie, {
      date: "2000-01-01",
      roastMode: false,
    });
  });

  it("daily limits: the Oracle's question and the throwback's date", async () => {
    const { cookie } = await member({ ...BRUSSELS_BIRTH, ...premium });
    const ask = (question: string) => call("POST", "/api/ask-oracle", cookie, { question, roastMode: false });
    expect((await ask("Should I tell my partner how I feel?")).statusCode).toBe(200);
    expectListed(await ask("And what about work?"), "POST /api/ask-oracle", "daily_limit");

    const throwback = (date: string) =>
      call("POST", "/api/throwback-horoscope", cookie, { date, roastMode: false });
    expect((await throwback("2000-01-01")).statusCode).toBe(200);
    expectListed(await throwback("1999-12-31"), "POST /api/throwback-horoscope", "daily_limit");
  });

  it("payments and admin: an unknown checkout, nothing to cancel or resume, unknown users and testimonials", async () => {
    const { cookie } = await member();
    const card = { cardNumber: "4242 4242 4242 4242", expiry: "12/40", cvc: "123", name: "Ada Lovelace" };
    await expectCallListed(
      "POST /api/checkout/:sessionId/pay",
      "not_found",
      cookie,
      card,
      "/api/checkout/cs_local_unknown/pay",
    );
    await expectCallListed("POST /api/subscription/cancel", "invalid_input", cookie);
    await expectCallListed("POST /api/subscription/resume", "invalid_input", cookie);
    await expectCallListed(
      "POST /api/create-checkout-session",
      "already_premium",
      (await member(premium)).cookie,
    );

    const admin = await member({ isAdmin: true });
    const free = await member();
    await expectCallListed("POST /api/admin/subscription/cancel", "conflict", admin.cookie, {
      email: free.user.email,
    });
    await expectCallListed("POST /api/admin/subscription/activate", "not_found", admin.cookie, {
      email: "nobody@example.com",
    });
    await expectCallListed(
      "DELETE /api/admin/users/:id",
      "forbidden",
      admin.cookie,
      undefined,
      `/api/admin/users/${admin.user.id}`,
    );
    await expectCallListed(
      "POST /api/admin/testimonials/:id/approve",
      "not_found",
      admin.cookie,
      undefined,
      "/api/admin/testimonials/999999/approve",
    );
  });

  it("any route: a control character in the query, even where no schema reads one", async () => {
    const { cookie } = await member();
    await expectCallListed("GET /api/user", "invalid_input", cookie, undefined, "/api/user?x=%01");
  });
});
