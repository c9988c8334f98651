import { z } from "zod";
import { ERROR_CODES, type ErrorCode } from "#contracts/errors";
import type { Access } from "./access.ts";
import { isCsrfExempt } from "./csrf.ts";
import type { RouteRateLimit } from "./rate-limit.ts";

/**
 * The status each code is answered with (src/server/errors.ts throws them with these); a code
 * answered with more than one lists them all.
 */
const ERROR_STATUS = {
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
  // 504 when the provider did not answer in time (payments/checkout.ts); 503 from Stripe's webhook,
  // so that Stripe delivers the event again later.
  provider_failed: [502, 503, 504],
  unavailable: 503,
} as const satisfies Record<ErrorCode, number | readonly number[]>;

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
}

/**
 * Every code a route can answer: its access level's, the rate limit's, validation's, the body
 * parser's and the CSRF check's (all from the hooks, so derived), and the ones its service throws
 * (declared).
 */
export function routeErrorCodes(route: RouteErrorSource): ErrorCode[] {
  // The input guard (input-guard.ts) refuses a control character in any route's query or path,
  // schema or not, as Fastify's parser refuses an empty JSON body.
  const codes = new Set<ErrorCode>(["invalid_input", ...(route.access ? ACCESS_CODES[route.access] : [])]);
  if (STATE_CHANGING.has(route.method)) {
    // Fastify reads a body on these whatever the route's schema says, and the JSON-only rule
    // (csrf.ts) refuses other content types before any route runs.
    codes.add("invalid_json");
    codes.add("body_too_large");
    codes.add("unsupported_media_type");
    if (!isCsrfExempt(route.url)) codes.add("cross_site");
  }
  if (route.rateLimits.length > 0) codes.add("rate_limited");
  for (const code of route.errors ?? []) codes.add(code);
  // Our own failure can happen anywhere, and a server shutting down answers every call with 503
  // (graceful-shutdown.ts); saying so keeps the document honest.
  codes.add("internal");
  codes.add("unavailable");
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
    const statuses: readonly number[] = [ERROR_STATUS[code]].flat();
    for (const status of statuses) {
      const list = byStatus.get(status);
      if (list) list.push(code);
      else byStatus.set(status, [code]);
    }
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

/**
 * Answers with a code the route does not list in OpenAPI, as "METHOD /url code", kept by the error
 * handler so the tests can fail on them (test-support/declared-codes.ts): a service that starts
 * throwing a new code must say so on its route. Bounded, so a long-running server cannot grow it.
 */
export const undeclaredAnswers = new Set<string>();

export function noteUndeclaredAnswer(method: string, url: string, code: ErrorCode): void {
  const entry = `${method} ${url} ${code}`;
  if (undeclaredAnswers.size < 100) undeclaredAnswers.add(entry);
}
