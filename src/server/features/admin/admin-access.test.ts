import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#server/test-support/test-app";
import { insertUser, sessionCookieFor } from "#server/test-support/users";

/**
 * Who may call what, for every admin and visual-generator route the app registers: anonymous,
 * a free member, a premium member, an admin, and an admin named in VISUALS_ADMIN_EMAILS.
 */

const VISUALS_ADMIN = "visuals-admin@example.com";

let t: TestApp;
const cookies: Record<string, string | null> = {};

beforeAll(async () => {
  t = await createTestApp({ env: { VISUALS_ADMIN_EMAILS: VISUALS_ADMIN } });
  const db = t.ctx.db;
  const free = await insertUser(db);
  const premium = await insertUser(db, { subscriptionTier: "premium", subscriptionStatus: "active" });
  const admin = await insertUser(db, { isAdmin: true });
  const visualsAdmin = await insertUser(db, { isAdmin: true, email: VISUALS_ADMIN });
  cookies.anonymous = null;
  cookies.free = await sessionCookieFor(db, t.ctx.secret, free.id);
  cookies.premium = await sessionCookieFor(db, t.ctx.secret, premium.id);
  cookies.admin = await sessionCookieFor(db, t.ctx.secret, admin.id);
  cookies.visualsAdmin = await sessionCookieFor(db, t.ctx.secret, visualsAdmin.id);
}, 300_000);
afterAll(async () => {
  await t?.close();
});

/** The routes under test: every registered route below /api/admin. */
function adminRoutes() {
  return t.app.routeAccess.filter((entry) => entry.url.startsWith("/api/admin/"));
}

/**
 * A call that is allowed does not render anything or change anything: ids that do not exist and
 * bodies that fail validation, so an allowed call answers 400 or 404, never 401 or 403.
 */
function harmless(entry: { method: string; url: string }) {
  const url = entry.url.replace(/:(\w+)/g, "987654");
  const payload = entry.method === "POST" ? { theme: "purple", email: "" } : undefined;
  return { method: entry.method as "GET" | "POST" | "DELETE", url, ...(payload ? { payload } : {}) };
}

/** Expected status class per persona: "allowed" means neither 401 nor 403. */
function expected(persona: string, entry: { url: string; access?: string }): 401 | 403 | "allowed" {
  if (persona === "anonymous") return 401;
  if (persona === "free" || persona === "premium") return 403;
  // One admin only may clear transit caches (TRANSIT_CACHE_ADMIN_EMAIL), checked by that feature.
  if (entry.url.startsWith("/api/admin/clear-transit-cache/")) return 403;
  if (entry.access === "visuals") return persona === "visualsAdmin" ? "allowed" : 403;
  return "allowed";
}

describe("admin and visual-generator routes", () => {
  it("are all declared admin or visuals-admin, and include every route of the dashboard and the generator", () => {
    const routes = adminRoutes();
    for (const entry of routes) expect(["admin", "visuals"], entry.url).toContain(entry.access);
    const listed = routes.map((entry) => `${entry.method} ${entry.url}`);
    for (const route of [
      "GET /api/admin/stats",
      "GET /api/admin/users",
      "DELETE /api/admin/users/:id",
      "POST /api/admin/subscription/activate",
      "POST /api/admin/subscription/cancel",
      "GET /api/admin/audit",
      "GET /api/admin/testimonials",
      "POST /api/admin/testimonials/:id/approve",
      "POST /api/admin/testimonials/:id/reject",
      "DELETE /api/admin/testimonials/:id",
      "GET /api/admin/visuals/access",
      "POST /api/admin/visuals/roasty-quotes",
      "POST /api/admin/visuals/roasty-quotes/download",
      "POST /api/admin/visuals/usp-carousel",
      "POST /api/admin/visuals/compatibility",
      "POST /api/admin/visuals/throwback",
      "POST /api/admin/visuals/oracle",
      "POST /api/admin/visuals/comparison",
      "POST /api/admin/visuals/personality",
    ]) {
      expect(listed).toContain(route);
    }
    expect(
      routes
        .filter((entry) => entry.url.startsWith("/api/admin/visuals/"))
        .every((e) => e.access === "visuals"),
    ).toBe(true);
  });

  for (const persona of ["anonymous", "free", "premium", "admin", "visualsAdmin"]) {
    it(`answer ${persona === "anonymous" ? "401" : persona === "free" || persona === "premium" ? "403" : "as allowed"} to ${persona}`, async () => {
      const cookie = cookies[persona];
      for (const entry of adminRoutes()) {
        const response = await t.app.inject({
          ...harmless(entry),
          headers: cookie ? { cookie } : {},
        });
        const want = expected(persona, entry);
        const label = `${persona} ${entry.method} ${entry.url}: ${response.body}`;
        if (want === "allowed") {
          expect([401, 403], label).not.toContain(response.statusCode);
          expect(response.statusCode, label).toBeLessThan(500);
        } else {
          expect(response.statusCode, label).toBe(want);
        }
        // Each area refuses with its own code, whoever asks (the visuals role is not an admin one);
        // the transit-cache clearing refuses other admins by its own rule.
        if (want === 403 && !entry.url.startsWith("/api/admin/clear-transit-cache/")) {
          expect(response.json().code, label).toBe(
            entry.access === "visuals" ? "visuals_admin_required" : "admin_required",
          );
        }
      }
    });
  }
});
