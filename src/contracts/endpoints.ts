import type { ErrorCode } from "./errors.ts";

/**
 * Every API call, declared once (docs/decisions/047-endpoint-objects.md). The server's routes take
 * their method, URL, access level, error codes and rate limits from here; the web client builds
 * its URLs, query keys and invalidations from here; the service worker's offline lists are written
 * from here at build time. Each `/api/...` path is written in this file and nowhere else
 * (scripts/api-paths.test.ts).
 *
 * This module holds data only and imports no zod, so the web can read it without the schemas:
 * the schemas stay in the feature's contract module, given by the route (server, OpenAPI) and by
 * the call (web).
 */

export const API_PREFIX = "/api";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * Who may call (docs/architecture.md#security-and-reliability). `premium` is the premium and pro
 * tiers; `premium-tier` is the premium tier only (Throwback); `visuals` is an admin who is also
 * named in VISUALS_ADMIN_EMAILS (the Visual Generator's accounts).
 */
export const ACCESS_LEVELS = ["public", "user", "premium", "premium-tier", "admin", "visuals"] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

/** The server's rate-limit rules by name (their numbers: src/server/platform/rate-limit.ts). */
export type RateLimitName =
  | "loginPerIp"
  | "registerPerIp"
  | "resendPerIp"
  | "resendPerAccount"
  | "forgotPerIp"
  | "forgotPerAccount"
  | "resetPerIp"
  | "compatibilityPerUser"
  | "cosmicQuotePerUser"
  | "quoteImagePerUser"
  | "digestPreviewPerUser"
  | "pushSubscribePerUser"
  | "calendarFeedPerIp";

/** Whose requests a limit counts together; `email` is the address named in the body. */
export interface RateLimitDeclaration {
  rule: RateLimitName;
  by: "ip" | "user" | "email";
}

/**
 * What cached answers depend on. A call that `invalidates` a tag makes every query of a call that
 * `reads` it stale, so a new screen reading the chart is refreshed by declaring `reads: ["chart"]`.
 * - `chart`: computed from the birth chart (texts, horoscope, transits, throwbacks, Oracle,
 *   the last compatibility result); reset when the birth data or chart settings change.
 * - `testimonials`: the public testimonials (the landing page), changed by moderation.
 */
export type CacheTag = "chart" | "testimonials";

/**
 * What the service worker does with a GET of the call (src/web/public/sw.js):
 * - `network` (the default): passes through, never stored;
 * - `personal`: network first, a copy kept in the signed-in user's cache for offline reading;
 * - `session`: `personal`, and the answer says who is signed in (one call only: the current user).
 */
type OfflinePolicy = "network" | "personal" | "session";

export interface Endpoint {
  readonly method: Method;
  /** The full path, `:name` for a path parameter. */
  readonly path: string;
  readonly access: Access;
  /** The codes the call's own rules answer (those of its access, limits and validation are added). */
  readonly errors?: readonly ErrorCode[];
  /** Counted in order before the handler. */
  readonly rateLimit?: readonly RateLimitDeclaration[];
  /** The query key's first segments; the path by default (the default fetcher GETs the key joined by "/"). */
  readonly key?: readonly string[];
  readonly reads?: readonly CacheTag[];
  readonly invalidates?: readonly CacheTag[];
  readonly offline?: OfflinePolicy;
  /** Called by other sites (a payment provider) or from a mail link without the app's page: no CSRF check. */
  readonly crossSite?: true;
}

/** The OpenAPI description's viewer (served by @fastify/swagger-ui, not a route of ours). */
export const API_DOCS_PATH = "/api/docs";
const endpoint = <const E extends Endpoint>(declared: E): E => declared;

const ip = (rule: RateLimitName) => ({ rule, by: "ip" }) as const;
const perUser = (rule: RateLimitName) => [{ rule, by: "user" }] as const;

export const endpoints = {
  health: endpoint({ method: "GET", path: "/api/health", access: "public" }),
  siteInfo: endpoint({ method: "GET", path: "/api/site-info", access: "public" }),
  geocode: endpoint({ method: "GET", path: "/api/geocode", access: "user" }),
  landingExamples: endpoint({ method: "GET", path: "/api/landing-examples", access: "public" }),

  accounts: {
    user: endpoint({ method: "GET", path: "/api/user", access: "user", offline: "session" }),
    register: endpoint({
      method: "POST",
      path: "/api/register",
      access: "public",
      rateLimit: [ip("registerPerIp")],
      errors: ["email_taken", "username_taken"],
    }),
    verifyEmail: endpoint({ method: "GET", path: "/api/verify-email", access: "public" }),
    resendVerification: endpoint({
      method: "POST",
      path: "/api/resend-verification",
      access: "public",
      rateLimit: [ip("resendPerIp"), { rule: "resendPerAccount", by: "email" }],
    }),
    login: endpoint({
      method: "POST",
      path: "/api/login",
      access: "public",
      rateLimit: [ip("loginPerIp")],
      errors: ["wrong_credentials", "verification_required"],
    }),
    logout: endpoint({ method: "POST", path: "/api/logout", access: "public" }),
    timezone: endpoint({ method: "POST", path: "/api/user/timezone", access: "user" }),
    profile: endpoint({ method: "PUT", path: "/api/user/profile", access: "user", errors: ["email_taken"] }),
    password: endpoint({ method: "PUT", path: "/api/user/password", access: "user" }),
    deleteAccount: endpoint({
      method: "DELETE",
      path: "/api/user/account",
      access: "user",
      errors: ["subscription_active"],
    }),
    exportData: endpoint({ method: "GET", path: "/api/user/export", access: "user" }),
    forgotPassword: endpoint({
      method: "POST",
      path: "/api/forgot-password",
      access: "public",
      rateLimit: [ip("forgotPerIp"), { rule: "forgotPerAccount", by: "email" }],
    }),
    resetPassword: endpoint({
      method: "POST",
      path: "/api/reset-password",
      access: "public",
      rateLimit: [ip("resetPerIp")],
    }),
  },

  digest: {
    preferences: endpoint({ method: "GET", path: "/api/user/preferences", access: "user" }),
    updatePreferences: endpoint({
      method: "PATCH",
      path: "/api/user/preferences",
      access: "user",
      errors: ["premium_required"],
    }),
    preview: endpoint({
      method: "POST",
      path: "/api/user/digest/preview",
      access: "user",
      rateLimit: perUser("digestPreviewPerUser"),
      errors: ["no_birth_chart", "verification_required"],
    }),
    unsubscribePage: endpoint({
      method: "GET",
      path: "/api/digest/unsubscribe",
      access: "public",
      errors: ["not_found"],
      crossSite: true,
    }),
    unsubscribe: endpoint({
      method: "POST",
      path: "/api/digest/unsubscribe",
      access: "public",
      errors: ["not_found"],
      crossSite: true,
    }),
  },

  subscription: {
    createCheckout: endpoint({
      method: "POST",
      path: "/api/create-checkout-session",
      access: "user",
      errors: ["already_premium", "provider_failed"],
    }),
    status: endpoint({ method: "GET", path: "/api/subscription", access: "user" }),
    cancel: endpoint({
      method: "POST",
      path: "/api/subscription/cancel",
      access: "user",
      errors: ["provider_failed"],
    }),
    resume: endpoint({
      method: "POST",
      path: "/api/subscription/resume",
      access: "user",
      errors: ["provider_failed"],
    }),
    billingPortal: endpoint({
      method: "POST",
      path: "/api/subscription/billing-portal",
      access: "user",
      errors: ["provider_failed"],
    }),
    checkout: endpoint({
      method: "GET",
      path: "/api/checkout/:sessionId",
      access: "user",
      errors: ["not_found"],
      key: ["/api/checkout"],
    }),
    pay: endpoint({
      method: "POST",
      path: "/api/checkout/:sessionId/pay",
      access: "user",
      errors: ["not_found", "card_declined", "checkout_expired", "already_premium"],
    }),
    stripeWebhook: endpoint({
      method: "POST",
      path: "/api/stripe/webhook",
      access: "public",
      errors: ["not_found", "provider_failed"],
      crossSite: true,
    }),
  },

  birthChart: {
    saveBirthInfo: endpoint({
      method: "POST",
      path: "/api/birth-info",
      access: "user",
      invalidates: ["chart"],
    }),
    settings: endpoint({
      method: "PUT",
      path: "/api/chart-settings",
      access: "user",
      invalidates: ["chart"],
    }),
    chart: endpoint({
      method: "GET",
      path: "/api/birth-chart",
      access: "user",
      errors: ["not_found"],
      offline: "personal",
    }),
    recast: endpoint({ method: "POST", path: "/api/birth-chart", access: "user", errors: ["not_found"] }),
    interpret: endpoint({
      method: "POST",
      path: "/api/interpret",
      access: "user",
      errors: ["premium_required", "not_found"],
      reads: ["chart"],
    }),
    fullInterpretation: endpoint({
      method: "POST",
      path: "/api/regenerate-birth-chart",
      access: "user",
      errors: ["premium_required", "not_found"],
      reads: ["chart"],
    }),
  },

  today: {
    horoscope: endpoint({
      method: "GET",
      path: "/api/horoscope/today",
      access: "user",
      errors: ["premium_required", "no_birth_chart"],
      reads: ["chart"],
      offline: "personal",
    }),
    todos: endpoint({
      method: "GET",
      path: "/api/cosmic-todo",
      access: "user",
      errors: ["premium_required", "no_birth_chart"],
      reads: ["chart"],
    }),
    throwbackCount: endpoint({
      method: "GET",
      path: "/api/throwback-count",
      access: "premium-tier",
      reads: ["chart"],
    }),
    throwbackHistory: endpoint({
      method: "GET",
      path: "/api/throwback-history",
      access: "premium-tier",
      reads: ["chart"],
    }),
    throwback: endpoint({
      method: "POST",
      path: "/api/throwback-horoscope",
      access: "premium-tier",
      errors: ["no_birth_chart", "daily_limit"],
    }),
  },

  transits: {
    list: endpoint({
      method: "GET",
      path: "/api/transits",
      access: "user",
      errors: ["premium_required", "no_birth_chart"],
      reads: ["chart"],
    }),
    generate: endpoint({
      method: "POST",
      path: "/api/transits/generate",
      access: "user",
      errors: ["premium_required", "no_birth_chart"],
    }),
    status: endpoint({
      method: "GET",
      path: "/api/transits/status/:id",
      access: "user",
      errors: ["not_found"],
    }),
    clearCache: endpoint({
      method: "DELETE",
      path: "/api/admin/clear-transit-cache/:userId",
      access: "admin",
      errors: ["forbidden", "not_found"],
    }),
  },

  moonCalendar: {
    phases: endpoint({
      method: "GET",
      path: "/api/moon-calendar",
      access: "user",
      errors: ["premium_required", "no_birth_chart"],
      reads: ["chart"],
    }),
  },

  calendar: {
    feed: endpoint({ method: "GET", path: "/api/calendar-feed", access: "user" }),
    revokeFeed: endpoint({ method: "DELETE", path: "/api/calendar-feed", access: "user" }),
    file: endpoint({
      method: "GET",
      path: "/api/calendar/:file",
      access: "public",
      rateLimit: [ip("calendarFeedPerIp")],
      errors: ["not_found"],
    }),
  },

  insights: {
    oracleToday: endpoint({ method: "GET", path: "/api/oracle-today", access: "premium", reads: ["chart"] }),
    oracleHistory: endpoint({
      method: "GET",
      path: "/api/oracle-history",
      access: "premium",
      reads: ["chart"],
    }),
    askOracle: endpoint({
      method: "POST",
      path: "/api/ask-oracle",
      access: "user",
      errors: ["no_birth_chart", "daily_limit", "premium_required"],
    }),
    personality: endpoint({
      method: "GET",
      path: "/api/personality-analysis",
      access: "premium",
      errors: ["no_birth_chart"],
      reads: ["chart"],
    }),
  },

  compatibility: {
    calculate: endpoint({
      method: "POST",
      path: "/api/compatibility/calculate",
      access: "premium",
      rateLimit: perUser("compatibilityPerUser"),
      errors: ["no_birth_chart"],
    }),
    last: endpoint({ method: "GET", path: "/api/compatibility/last", access: "user", reads: ["chart"] }),
    people: endpoint({ method: "GET", path: "/api/compatibility/people", access: "user" }),
    addPerson: endpoint({
      method: "POST",
      path: "/api/compatibility/people",
      access: "user",
      errors: ["premium_required"],
    }),
    updatePerson: endpoint({
      method: "PUT",
      path: "/api/compatibility/people/:id",
      access: "user",
      errors: ["not_found"],
    }),
    deletePerson: endpoint({
      method: "DELETE",
      path: "/api/compatibility/people/:id",
      access: "user",
      errors: ["not_found"],
    }),
  },

  dailyDose: {
    quote: endpoint({
      method: "POST",
      path: "/api/cosmic-quote",
      access: "premium",
      rateLimit: perUser("cosmicQuotePerUser"),
    }),
    image: endpoint({
      method: "GET",
      path: "/api/quote-image",
      access: "premium",
      rateLimit: perUser("quoteImagePerUser"),
      errors: ["unavailable"],
    }),
  },

  push: {
    key: endpoint({ method: "GET", path: "/api/push/key", access: "public" }),
    settings: endpoint({ method: "GET", path: "/api/push", access: "user" }),
    subscribe: endpoint({
      method: "PUT",
      path: "/api/push/subscription",
      access: "user",
      rateLimit: perUser("pushSubscribePerUser"),
    }),
    unsubscribe: endpoint({ method: "DELETE", path: "/api/push/subscription", access: "user" }),
    updateSettings: endpoint({ method: "PATCH", path: "/api/push/settings", access: "user" }),
  },

  testimonials: {
    list: endpoint({ method: "GET", path: "/api/testimonials", access: "public", reads: ["testimonials"] }),
    mine: endpoint({ method: "GET", path: "/api/testimonials/mine", access: "user" }),
    submit: endpoint({ method: "POST", path: "/api/testimonials", access: "user" }),
    review: endpoint({
      method: "GET",
      path: "/api/admin/testimonials",
      access: "admin",
      key: ["admin", "testimonials"],
    }),
    approve: endpoint({
      method: "POST",
      path: "/api/admin/testimonials/:id/approve",
      access: "admin",
      errors: ["not_found"],
      invalidates: ["testimonials"],
    }),
    reject: endpoint({
      method: "POST",
      path: "/api/admin/testimonials/:id/reject",
      access: "admin",
      errors: ["not_found"],
      invalidates: ["testimonials"],
    }),
    remove: endpoint({
      method: "DELETE",
      path: "/api/admin/testimonials/:id",
      access: "admin",
      errors: ["not_found"],
      invalidates: ["testimonials"],
    }),
  },

  admin: {
    access: endpoint({
      method: "GET",
      path: "/api/admin/access",
      access: "admin",
      key: ["admin", "access"],
    }),
    stats: endpoint({ method: "GET", path: "/api/admin/stats", access: "admin", key: ["admin", "stats"] }),
    users: endpoint({ method: "GET", path: "/api/admin/users", access: "admin", key: ["admin", "users"] }),
    deleteUser: endpoint({
      method: "DELETE",
      path: "/api/admin/users/:id",
      access: "admin",
      errors: ["forbidden", "not_found", "provider_failed"],
    }),
    activateSubscription: endpoint({
      method: "POST",
      path: "/api/admin/subscription/activate",
      access: "admin",
      errors: ["not_found", "already_premium"],
    }),
    cancelSubscription: endpoint({
      method: "POST",
      path: "/api/admin/subscription/cancel",
      access: "admin",
      errors: ["not_found", "conflict", "provider_failed"],
    }),
    audit: endpoint({ method: "GET", path: "/api/admin/audit", access: "admin", key: ["admin", "audit"] }),
  },

  visuals: {
    access: endpoint({ method: "GET", path: "/api/admin/visuals/access", access: "visuals" }),
    roastyQuotes: endpoint({ method: "POST", path: "/api/admin/visuals/roasty-quotes", access: "visuals" }),
    roastyQuotesZip: endpoint({
      method: "POST",
      path: "/api/admin/visuals/roasty-quotes/download",
      access: "visuals",
    }),
    uspCarousel: endpoint({ method: "POST", path: "/api/admin/visuals/usp-carousel", access: "visuals" }),
    compatibility: endpoint({ method: "POST", path: "/api/admin/visuals/compatibility", access: "visuals" }),
    throwback: endpoint({ method: "POST", path: "/api/admin/visuals/throwback", access: "visuals" }),
    oracle: endpoint({ method: "POST", path: "/api/admin/visuals/oracle", access: "visuals" }),
    comparison: endpoint({ method: "POST", path: "/api/admin/visuals/comparison", access: "visuals" }),
    personality: endpoint({
      method: "POST",
      path: "/api/admin/visuals/personality",
      access: "visuals",
      errors: ["not_found", "no_birth_chart"],
    }),
  },
} as const;

/** Every endpoint, flat. */
export const ALL_ENDPOINTS: readonly Endpoint[] = Object.values(endpoints).flatMap((entry) =>
  "method" in entry ? [entry as Endpoint] : (Object.values(entry) as Endpoint[]),
);

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values of a path's `:name` parameters. */
type PathParams<P extends string> = { [K in ParamNames<P>]: string | number };

/** A query string's values; `undefined` leaves the name out. */
type QueryValues = Record<string, string | number | boolean | undefined>;

/** Arguments after the endpoint: its path parameters when it has any, then an optional query. */
export type HrefArgs<E extends Endpoint> = [ParamNames<E["path"]>] extends [never]
  ? [params?: undefined, query?: QueryValues]
  : [params: PathParams<E["path"]>, query?: QueryValues];

/** The URL of a call: path parameters filled in and the query appended, each value URI-encoded. */
export function href<E extends Endpoint>(endpoint: E, ...[params, query]: HrefArgs<E>): string {
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String((params as Record<string, string | number>)[name])),
  );
  const pairs = Object.entries(query ?? {}).filter(([, value]) => value !== undefined);
  if (pairs.length === 0) return path;
  return `${path}?${pairs.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`).join("&")}`;
}

/** The first segments of the query keys of a call's answers. */
export const keyOf = (endpoint: Endpoint): readonly string[] => endpoint.key ?? [endpoint.path];

/** The GETs whose answers depend on `tag`. */
export const readersOf = (tag: CacheTag): readonly Endpoint[] =>
  ALL_ENDPOINTS.filter((entry) => entry.reads?.includes(tag));

/** What the service worker keeps offline (written into sw.js at build time). */
export function offlinePolicy(): { personal: string[]; session: string } {
  const kept = ALL_ENDPOINTS.filter(
    (entry) => entry.method === "GET" && (entry.offline ?? "network") !== "network",
  );
  const session = kept.find((entry) => entry.offline === "session");
  if (!session) throw new Error("no endpoint says who is signed in");
  return { personal: kept.map((entry) => entry.path), session: session.path };
}
