import { z } from "zod";
import { ERROR_CODES, type ErrorCode } from "#contracts/errors";
import type { Access } from "./access.ts";
import { isCsrfExempt } from "./csrf.ts";
import type { RouteRateLimit } from "./rate-limit.ts";

/** The status each code is answered with (src/server/errors.ts throws them with these). */
export const ERROR_STATUS = {
  invalid_input: 400,
  invalid_json: 400,
  unauthenticated: 401,
  wrong_credentials: 401,
  card_declined: 402,
  verification_required: 403,
  premium_required: 403,
  admin_required: 403,
  visuals_admin_required: 403,
  cross_site: 403,
  forbidden: 403,
  subscription_active: 403,
  not_found: 404,
  no_birth_chart: 409,
  email_taken: 409,
  username_taken: 409,
  already_premium: 409,
  conflict: 409,
  checkout_expired: 410,
  body_too_large: 413,
  unsupported_media_type: 415,
  daily_limit: 429,
  rate_limited: 429,
  internal: 500,
  provider_failed: 502,
  unavailable: 503,
} as const satisfies Record<ErrorCode, number>;

/** What the session hook answers for each level (platform/auth/session-hook.ts). */
const ACCESS_CODES: Record<Access, ErrorCode[]> = {
  public: [],
  user: ["unauthenticated"],
  premium: ["unauthenticated", "premium_required"],
  "premium-tier": ["unauthenticated", "premium_required"],
  admin: ["unauthenticated", "admin_required"],
  visuals: ["unauthenticated", "admin_required", "visuals_admin_required"],
};

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export interface RouteErrorSource {
  method: string;
  url: string;
  access: Access | undefined;
  rateLimits: readonly RouteRateLimit[];
  /** The codes the route's own rules answer (`config.errors`). */
  errors: readonly ErrorCode[] | undefined;
  schema: { body?: unknown; querystring?: unknown; params?: unknown } | undefined;
}

/**
 * Every code a route can answer: its access level's, the rate limit's, validation's and the CSRF
 * check's (all from the hooks, so derived), and the ones its service throws (declared).
 */
export function routeErrorCodes(route: RouteErrorSource): ErrorCode[] {
  const codes = new Set<ErrorCode>(route.access ? ACCESS_CODES[route.access] : []);
  if (route.schema?.body || route.schema?.querystring || route.schema?.params) codes.add("invalid_input");
  if (route.schema?.body) codes.add("invalid_json");
  if (STATE_CHANGING.has(route.method) && !isCsrfExempt(route.url)) codes.add("cross_site");
  if (route.rateLimits.length > 0) codes.add("rate_limited");
  for (const code of route.errors ?? []) codes.add(code);
  return ERROR_CODES.filter((code, index) => codes.has(code) && ERROR_CODES.indexOf(code) === index);
}

/**
 * The route's response schemas with one entry per error status, its `code` limited to the codes
 * the route answers with that status, so the OpenAPI document lists them. A route's own schema for
 * a status (e.g. sign-in's 403 with `requiresVerification`) keeps its fields and gains the code.
 */
export function withErrorResponses(
  response: Record<string, unknown> | undefined,
  codes: readonly ErrorCode[],
): Record<string, unknown> {
  const byStatus = new Map<number, [ErrorCode, ...ErrorCode[]]>();
  for (const code of codes) {
    const status = ERROR_STATUS[code];
    const list = byStatus.get(status);
    if (list) list.push(code);
    else byStatus.set(status, [code]);
  }
  const out: Record<string, unknown> = { ...response };
  for (const [status, list] of byStatus) {
    const code = z.enum(list);
    const own = out[status];
    out[status] =
      own instanceof z.ZodObject
        ? own.extend({ code })
        : z.looseObject({ message: z.string(), code, field: z.string().optional() });
  }
  return out;
}
