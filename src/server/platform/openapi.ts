import type { FastifyDynamicSwaggerOptions } from "@fastify/swagger";
import type { Access } from "./access.ts";
import { SESSION_COOKIE } from "./auth/session-store.ts";

/**
 * The OpenAPI document's frame and what each operation gets from its route's declaration
 * (docs/decisions/027-openapi-contract.md). OpenAPI 3.1: its schemas are JSON Schema 2020-12, so a
 * nullable union (`z.union([…, z.null()])`) is a plain `anyOf` with `{ type: "null" }`, which
 * OpenAPI 3.0's `nullable` cannot say without a `type` beside it.
 */

/** The name of the security scheme every signed-in route requires: the session cookie. */
export const SESSION_SCHEME = "session";

export function openApiDocument(): FastifyDynamicSwaggerOptions["openapi"] {
  return {
    openapi: "3.1.0",
    info: {
      title: "Zero Fluff, All Astrology API",
      description:
        "Every call the web app makes. Each operation needs the access level its route declares: " +
        "public (no session), user, premium, premium-tier, admin or visuals (a session whose account " +
        "has that level). State-changing calls must come from the app's own origin.",
      version: "0.1.0",
    },
    // The app serves its own document: calls go to the origin it was read from.
    servers: [{ url: "/", description: "The server this document was read from" }],
    components: {
      securitySchemes: {
        [SESSION_SCHEME]: {
          type: "apiKey",
          in: "cookie",
          name: SESSION_COOKIE,
          description: "The session cookie set by signing in (HttpOnly; the browser sends it).",
        },
      },
    },
  };
}

/** Public routes need nothing; every other level starts from a signed-in session. */
export function operationSecurity(access: Access): Record<string, string[]>[] {
  return access === "public" ? [] : [{ [SESSION_SCHEME]: [] }];
}

/**
 * A stable operationId from the method and the path: `GET /api/checkout/:sessionId/pay` is
 * `getCheckoutBySessionIdPay`. Derived rather than written per route, so it never drifts from
 * the path; `operationIds` refuses two routes that would get the same one.
 */
export function operationIdFor(method: string, url: string): string {
  const words = url
    .replace(/^\/api(?=\/|$)/, "")
    .split("/")
    .filter(Boolean)
    .map((segment) => (segment.startsWith(":") ? `by-${segment.slice(1)}` : segment))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return method.toLowerCase() + words.map((w) => w[0]?.toUpperCase() + w.slice(1)).join("");
}

/** Hands out operationIds for one app and stops the start on a clash. */
export function operationIds() {
  const taken = new Map<string, string>();
  return (method: string, url: string): string => {
    const id = operationIdFor(method, url);
    const owner = taken.get(id);
    const route = `${method} ${url}`;
    if (owner && owner !== route)
      throw new Error(`Routes ${owner} and ${route} get the same operationId ${id}`);
    taken.set(id, route);
    return id;
  };
}
