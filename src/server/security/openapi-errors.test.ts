import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#server/test-support/test-app";

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
});
