import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conflict } from "#server/errors";
import { undeclaredAnswers } from "#server/platform/route-errors";
import {
  buildTestApp,
  createTestApp,
  openTestDatabase,
  type TestApp,
  testConfig,
} from "#server/test-support/test-app";

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

let t: TestApp;
let paths: Paths;
beforeAll(async () => {
  t = await createTestApp();
  const response = await t.app.inject({ method: "GET", url: "/api/docs/json" });
  expect(response.statusCode).toBe(200);
  paths = (response.json() as { paths: Paths }).paths;
});
afterAll(async () => {
  await t?.close();
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
