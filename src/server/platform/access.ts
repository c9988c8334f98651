import type { FastifyRequest } from "fastify";
/**
 * Access levels every API route declares, from its endpoint (src/contracts/endpoints.ts). The app
 * refuses to start with an /api route that declares none, and one hook enforces them before any
 * handler runs.
 */
import type { Access } from "#contracts/endpoints";
import type { ErrorCode } from "#contracts/errors";
import type { UserRow } from "#server/db/schema";
import { unauthorized } from "#server/errors";
import type { RouteRateLimit } from "./rate-limit.ts";

export { ACCESS_LEVELS, type Access } from "#contracts/endpoints";

export interface RouteAccessEntry {
  method: string;
  url: string;
  /**
   * Declared by the route (every /api route must); the web app's static files are public.
   * Undefined for any other route that declares nothing: the authorization matrix test fails on it.
   */
  access: Access | undefined;
  /** The route's request schemas (zod), for tests that generate requests from them. */
  schema?: { body?: unknown; querystring?: unknown; params?: unknown };
  /** The limits the route declares (`config.rateLimit`), for the rate-limit test. */
  rateLimits?: readonly RouteRateLimit[];
  /** Every code the route can answer, as the OpenAPI document lists them. */
  errors?: readonly ErrorCode[];
}

/**
 * The signed-in user of a route declared `user`, `premium` or `admin` (the session hook has already
 * refused anonymous callers; this only narrows the type, and guards a misdeclared route).
 */
export function signedIn(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}
