import { describe, expect, it } from "vitest";
import { ERROR_MESSAGES } from "#contracts/errors";
import type { RouteAccessEntry } from "#server/platform/access";
import type { RouteRateLimit } from "#server/platform/rate-limit";
import { fileTestApp } from "#server/test-support/test-app";

/**
 * Rate limits are declared on routes (`config.rateLimit`) and one hook counts them
 * (docs/architecture.md#security-and-reliability). The expectations come from the declarations:
 * every limited route is found by walking the routes, and the refused request is the one after the
 * declared maximum.
 */

const t = fileTestApp();

const limited = () => t.app.routeAccess.filter((r) => (r.rateLimits ?? []).length > 0);
const key = (r: RouteAccessEntry) => `${r.method} ${r.url}`;

/** A body each route accepts (validation runs before the limit, so it must pass). */
const BODIES: Record<string, (i: number) => object> = {
  "POST /api/forgot-password": () => ({ email: "someone@example.com" }),
  // A new address each time, so that only the per-IP limit can refuse.
  "POST /api/resend-verification": (i) => ({ email: `someone${i}@example.com` }),
};

async function callUntilRefused(route: RouteAccessEntry, limit: RouteRateLimit, ip: string) {
  const body = BODIES[key(route)];
  if (!body) throw new Error(`No test body for ${key(route)}`);
  const statuses: number[] = [];
  let last: { statusCode: number; json(): unknown } | undefined;
  for (let i = 0; i <= limit.rule.max; i++) {
    last = await t.app.inject({
      method: route.method as "POST",
      url: route.url,
      payload: body(i),
      remoteAddress: ip,
    });
    statuses.push(last.statusCode);
  }
  return { statuses, last };
}

describe("rate limits declared on routes", () => {
  it("are declared on every route that used to count in its handler or service", () => {
    expect(limited().map(key).sort()).toEqual(
      [
        "POST /api/compatibility/calculate",
        "POST /api/cosmic-quote",
        "GET /api/quote-image",
        "POST /api/forgot-password",
        "POST /api/login",
        "POST /api/register",
        "POST /api/resend-verification",
        "POST /api/reset-password",
        "POST /api/user/digest/preview",
        "PUT /api/push/subscription",
        // Public, and keyed by a secret in the path: the limit stops a script guessing addresses.
        "GET /api/calendar/:file",
      ].sort(),
    );
  });

  it("count by something the route has: a user only behind sign-in, an e-mail only in the body", () => {
    for (const route of limited()) {
      for (const limit of route.rateLimits ?? []) {
        if (limit.by === "user") expect(route.access, key(route)).not.toBe("public");
        if (limit.by === "email") {
          const shape = (route.schema?.body as { shape?: Record<string, unknown> } | undefined)?.shape;
          expect(shape && "email" in shape, key(route)).toBe(true);
        }
      }
    }
  });

  it("list rate_limited among the route's error codes", () => {
    for (const route of limited()) expect(route.errors, key(route)).toContain("rate_limited");
  });

  for (const [url, by] of [
    ["/api/forgot-password", "email"],
    ["/api/resend-verification", "ip"],
  ] as const) {
    it(`answers request max+1 to ${url} (per ${by}) with 429 rate_limited`, async () => {
      const route = limited().find((r) => r.url === url);
      if (!route) throw new Error(`${url} declares no rate limit`);
      const limit = (route.rateLimits ?? []).find((l) => l.by === by);
      if (!limit) throw new Error(`${url} has no per-${by} limit`);
      const { statuses, last } = await callUntilRefused(route, limit, `10.77.${by.length}.1`);
      expect(statuses.slice(0, limit.rule.max)).not.toContain(429);
      expect(last?.statusCode).toBe(429);
      expect(last?.json()).toEqual({
        code: "rate_limited",
        message: limit.message ?? ERROR_MESSAGES.rate_limited,
      });
    });
  }
});
