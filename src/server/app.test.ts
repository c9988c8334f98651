import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app.ts";
import { ACCESS_LEVELS } from "./platform/access.ts";
import { createTestApp, openTestDatabase, type TestApp, testConfig } from "./test-support/test-app.ts";
import { insertUser, sessionCookieFor } from "./test-support/users.ts";
import { testWebDir } from "./test-support/web-dir.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { BODY_LIMIT_BYTES: "2048" } });
});
afterAll(async () => {
  await t?.close();
});

describe("the HTTP app", () => {
  it("answers health with 200 and status ok after checking the database", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
  });

  it("answers 503 on health when the database is gone", async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const response = await broken.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: "The database does not answer.", code: "unavailable" });
    await broken.app.close();
  });

  it("answers 401 with a JSON message on GET /api/user without a session", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/user" });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      message: "Authentication required: please sign in to continue.",
      code: "unauthenticated",
    });
  });

  it("returns the signed-in user without secrets on GET /api/user", async () => {
    const user = await insertUser(t.ctx.db, { firstName: "Ada" });
    const cookie = await sessionCookieFor(t.ctx.db, t.ctx.secret, user.id);
    const response = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.firstName).toBe("Ada");
    expect(body).not.toHaveProperty("passwordHash");
    expect(JSON.stringify(body)).not.toContain("not-a-real-hash");
  });

  it("answers an unknown API path with 404 JSON", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/does-not-exist" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toContain("application/json");
    expect(response.json().message).toContain("/api/does-not-exist");
    expect(response.json().code).toBe("not_found");
  });

  it.each([
    {
      name: "answers malformed JSON with 400, never 500",
      headers: { "content-type": "application/json" },
      payload: "{not json",
      status: 400,
      body: { message: expect.stringMatching(/JSON/), code: "invalid_json" },
    },
    {
      name: "answers a body over the limit with 413",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ padding: "x".repeat(5000) }),
      status: 413,
      body: { message: expect.stringMatching(/too large/), code: "body_too_large" },
    },
    {
      name: "refuses a state-changing call from another origin (CSRF)",
      headers: { origin: "https://evil.example", "content-type": "application/json" },
      payload: "{}",
      status: 403,
      body: { code: "cross_site" },
    },
    {
      name: "refuses form-encoded bodies that a cross-site form could send",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "a=1",
      status: 415,
      body: { code: "unsupported_media_type" },
    },
  ])("$name", async ({ headers, payload, status, body }) => {
    const response = await t.app.inject({ method: "POST", url: "/api/health", headers, payload });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject(body);
  });

  it("refuses a compressed request body as malformed (400), never inflating it", async () => {
    // No client of the app compresses a request, so no route inflates one (app.ts): the body
    // reaches the JSON parser as it was sent, and a well-formed sign-in inside gzip is not read.
    const response = await t.app.inject({
      method: "POST",
      url: "/api/login",
      headers: { "content-type": "application/json", "content-encoding": "gzip" },
      payload: gzipSync(JSON.stringify({ email: "someone@example.com", password: "a password" })),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "invalid_json" });
  });

  it("sends helmet headers with pages, with a CSP that allows only our own scripts", async () => {
    const page = await t.app.inject({ method: "GET", url: "/today" });
    expect(page.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(page.headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(page.headers["x-content-type-options"]).toBe("nosniff");
    // API answers are no documents: helmet's API part and a CSP that lets them run nothing.
    const answer = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(answer.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(answer.headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(answer.headers["referrer-policy"]).toBe("no-referrer");
    expect(answer.headers["cross-origin-opener-policy"]).toBeUndefined();
    // The API's documentation is a page.
    const docs = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(docs.headers["cross-origin-opener-policy"]).toBe("same-origin");
    // Refusals and unknown paths carry them too, and nothing says what serves them.
    for (const refused of [
      await t.app.inject({ method: "GET", url: "/api/user" }),
      await t.app.inject({ method: "GET", url: "/api/no-such-call" }),
    ]) {
      expect(refused.statusCode).toBeGreaterThanOrEqual(400);
      expect(refused.headers["x-frame-options"]).toBe("DENY");
      expect(refused.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(refused.headers["x-powered-by"]).toBeUndefined();
    }
  });

  it("serves OpenAPI docs generated from the route contracts", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(response.statusCode).toBe(200);
    const spec = response.json();
    expect(spec.openapi).toMatch(/^3/);
    expect(Object.keys(spec.paths)).toContain("/api/health");
  });

  it("gives the footer the configured business details", async () => {
    const custom = await createTestApp({
      env: { BUSINESS_OWNER: "Jane Doe", CONTACT_EMAIL: "jane@example.be" },
    });
    const response = await custom.app.inject({ method: "GET", url: "/api/site-info" });
    expect(response.json().business).toMatchObject({ owner: "Jane Doe", contactEmail: "jane@example.be" });
    await custom.close();
  });
});

describe("route access levels", () => {
  it("declares an access level for every API route", () => {
    expect(t.app.routeAccess.length).toBeGreaterThan(3);
    for (const entry of t.app.routeAccess) expect(ACCESS_LEVELS).toContain(entry.access);
  });

  it("answers 401 to an anonymous call on every non-public route", async () => {
    const protectedRoutes = t.app.routeAccess.filter((entry) => entry.access !== "public");
    expect(protectedRoutes.length).toBeGreaterThan(0);
    for (const entry of protectedRoutes) {
      const url = entry.url.replace(/:(\w+)/g, "1");
      const response = await t.app.inject({ method: entry.method as "GET", url });
      expect(response.statusCode, `${entry.method} ${entry.url}`).toBe(401);
      expect(response.json().code, `${entry.method} ${entry.url}`).toBe("unauthenticated");
    }
  });

  it("answers 403 to a signed-in non-admin on every admin route", async () => {
    const user = await insertUser(t.ctx.db);
    const cookie = await sessionCookieFor(t.ctx.db, t.ctx.secret, user.id);
    for (const entry of t.app.routeAccess.filter((e) => e.access === "admin")) {
      const url = entry.url.replace(/:(\w+)/g, "1");
      const response = await t.app.inject({ method: entry.method as "GET", url, headers: { cookie } });
      expect(response.statusCode, `${entry.method} ${entry.url}`).toBe(403);
      expect(response.json().code, `${entry.method} ${entry.url}`).toBe("admin_required");
    }
  });

  it("refuses to start when an API route declares no access level", async () => {
    const database = await openTestDatabase();
    const config = testConfig();
    const app = await buildApp({ config, database, logger: false });
    expect(() => app.get("/api/undeclared", async () => ({}))).toThrow(/declares no access level/);
    await app.close();
    await database.close();
  });
});

describe("the SPA", () => {
  it("serves index.html for client routes and assets by name", async () => {
    const webDir = testWebDir();
    const database = await openTestDatabase();
    const app = await buildApp({ config: testConfig(), database, logger: false, webDir });
    const page = await app.inject({ method: "GET", url: "/birth-chart" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("id=root");
    const asset = await app.inject({ method: "GET", url: "/app.js" });
    expect(asset.body).toContain("console.log");
    const api = await app.inject({ method: "GET", url: "/api/nothing" });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toHaveProperty("message");
    await app.close();
    await database.close();
  });
});
