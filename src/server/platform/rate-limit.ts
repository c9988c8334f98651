import { sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { DAILY_DOSE_LIMITS } from "#contracts/daily-dose";
import type { RateLimitDeclaration, RateLimitName } from "#contracts/endpoints";
import { ERROR_MESSAGES } from "#contracts/errors";
import type { AppContext } from "#server/app-context";
import type { Database } from "#server/db/client";
import { tooManyRequests } from "#server/errors";

export interface RateLimitRule {
  /** Counter name, e.g. "login-ip". */
  name: string;
  max: number;
  windowMs: number;
}

/** Rate limits of the API, declared on their routes (docs/architecture.md#security-and-reliability). */
export const RATE_LIMITS = {
  loginPerIp: { name: "login-ip", max: 30, windowMs: 15 * 60_000 },
  // Per account, sign-in slows down instead of stopping: see auth/login-throttle.ts.
  registerPerIp: { name: "register-ip", max: 10, windowMs: 60 * 60_000 },
  resendPerIp: { name: "resend-ip", max: 10, windowMs: 60 * 60_000 },
  resendPerAccount: { name: "resend-account", max: 3, windowMs: 60 * 60_000 },
  forgotPerIp: { name: "forgot-ip", max: 10, windowMs: 60 * 60_000 },
  forgotPerAccount: { name: "forgot-account", max: 3, windowMs: 60 * 60_000 },
  resetPerIp: { name: "reset-ip", max: 20, windowMs: 60 * 60_000 },
  /** Each report may call the LLM four times over; a person rarely compares 30 charts an hour. */
  compatibilityPerUser: { name: "compatibility-user", max: 30, windowMs: 60 * 60_000 },
  /** Each dose is cheap, but a button pressed 30 times an hour is a script, not a reader. */
  cosmicQuotePerUser: {
    name: "cosmic-quote-user",
    max: DAILY_DOSE_LIMITS.dosesPerHour,
    windowMs: 60 * 60_000,
  },
  /** A dose makes two cards; this leaves room for every dose of the hour, twice, and re-downloads. */
  quoteImagePerUser: { name: "quote-image-user", max: 150, windowMs: 60 * 60_000 },
  /** "Send me today's now": a preview or two while choosing settings, not a way to mail someone. */
  digestPreviewPerUser: { name: "digest-preview-user", max: 5, windowMs: 60 * 60_000 },
  /** A browser subscribes once and renews now and then; dozens an hour would only fill the table. */
  pushSubscribePerUser: { name: "push-subscribe-user", max: 20, windowMs: 60 * 60_000 },
  /**
   * Calendar apps poll a feed every few hours, but one fetcher address (Google's, Apple's) serves
   * many subscribers: generous per address, and still a wall for a script guessing tokens.
   */
  calendarFeedPerIp: { name: "calendar-feed-ip", max: 600, windowMs: 60 * 60_000 },
} satisfies Record<RateLimitName, RateLimitRule>;

/**
 * Counts one request against a fixed window and throws 429 when the window is full. One atomic
 * upsert in the database, so concurrent requests and several app processes share the count.
 */
async function consumeRateLimit(
  db: Database,
  rule: RateLimitRule,
  subject: string,
  now: Date,
  message: string,
): Promise<void> {
  const key = `${rule.name}:${subject.toLowerCase()}`;
  const windowStartMin = new Date(now.getTime() - rule.windowMs);
  const result = await db.execute<{ count: number }>(sql`
    insert into rate_limits (key, window_start, count) values (${key}, ${now}, 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start <= ${windowStartMin} then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= ${windowStartMin} then ${now} else rate_limits.window_start end
    returning count`);
  // Both drivers (pg and PGlite) answer with a `rows` array.
  const { rows } = result as unknown as { rows: { count: number }[] };
  const count = Number(rows[0]?.count ?? 0);
  if (count > rule.max) throw tooManyRequests(message, { code: "rate_limited" });
}

/** Whose requests a route's limit counts together. */
type RateLimitSubject = RateLimitDeclaration["by"];

/** A limit declared on a route: `config: { rateLimit: { rule, by, message? } }` (or a list of them). */
export interface RouteRateLimit {
  rule: RateLimitRule;
  /** `email` counts per address named in the validated body's `email` (per-account limits). */
  by: RateLimitSubject;
  /** What the refused caller reads; the general sentence by default. */
  message?: string;
}

/** Every limit a route declares, in the order they are counted. */
export function routeRateLimits(declared: RouteRateLimit | readonly RouteRateLimit[] | undefined) {
  if (!declared) return [];
  return Array.isArray(declared) ? (declared as readonly RouteRateLimit[]) : [declared as RouteRateLimit];
}

function subjectOf(request: FastifyRequest, by: RateLimitSubject): string | undefined {
  switch (by) {
    case "ip":
      return request.ip;
    case "user":
      return request.user ? String(request.user.id) : undefined;
    case "email": {
      const email = (request.body as { email?: unknown } | undefined)?.email;
      return typeof email === "string" ? email : undefined;
    }
  }
}

/**
 * Enforces the limits routes declare (docs/architecture.md#security-and-reliability). A preHandler:
 * it runs after validation, so a malformed request is not counted and a per-account limit reads
 * the validated body; and before the handler, so a refused request does no work.
 */
export function rateLimitHook(ctx: Pick<AppContext, "db" | "now">) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    for (const limit of routeRateLimits(request.routeOptions.config?.rateLimit)) {
      const subject = subjectOf(request, limit.by);
      // A misdeclared route (a per-user limit on a public route) must not quietly count nothing.
      if (subject === undefined)
        throw new Error(`Rate limit ${limit.rule.name} has no ${limit.by} on ${request.url}`);
      await consumeRateLimit(
        ctx.db,
        limit.rule,
        subject,
        ctx.now(),
        limit.message ?? ERROR_MESSAGES.rate_limited,
      );
    }
  };
}
