import { z } from "zod";

/**
 * The error model shared by server and web: every failed call answers `{ message, code, …extra }`.
 * The code is stable and machine-read (screens switch on it); the message is for people and may
 * change. Fields some calls add, such as `field` (which input a 400 is about) or
 * `requiresVerification`, travel beside them.
 */
export const ERROR_CODES = [
  /** 400: a value failed validation; `field` names it when known. */
  "invalid_input",
  /** 400: the body is not JSON. */
  "invalid_json",
  /** 401: no session, or it expired. */
  "unauthenticated",
  /** 401: e-mail and password do not match an account. */
  "wrong_credentials",
  /** 403: the account exists but its e-mail address is not verified yet. */
  "verification_required",
  /** 403: the feature needs Premium. */
  "premium_required",
  /** 403: admins only. */
  "admin_required",
  /** 403: an admin, but not one of the Visual Generator's accounts (VISUALS_ADMIN_EMAILS). */
  "visuals_admin_required",
  /** 403: a state-changing request from another site. */
  "cross_site",
  /** 403: anything else this user may not do. */
  "forbidden",
  /** 403: the account still has a running subscription (e.g. deleting it). */
  "subscription_active",
  /** 404 */
  "not_found",
  /** 409: the feature reads the birth chart and there is none yet. */
  "no_birth_chart",
  /** 409: the e-mail address belongs to another account. */
  "email_taken",
  /** 409: the username belongs to another account. */
  "username_taken",
  /** 402: the card was refused (the built-in checkout); `declineCode` says why. */
  "card_declined",
  /** 410: the checkout expired; start a new one. */
  "checkout_expired",
  /** 409: already Premium. */
  "already_premium",
  /** 409: any other conflict with the current state. */
  "conflict",
  /** 413 */
  "body_too_large",
  /** 415: the body must be JSON. */
  "unsupported_media_type",
  /** 429: the once-a-day allowance (Oracle question, throwback date) is used up. */
  "daily_limit",
  /** 429: too many requests in a short time. */
  "rate_limited",
  /** 500: our fault; never for bad input. */
  "internal",
  /** 502: a provider we depend on failed (payments, geocoder). */
  "provider_failed",
  /** 503: busy or shutting down; try again (Retry-After when known). */
  "unavailable",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The code a status means when nothing more specific was said. */
export function defaultErrorCode(status: number): ErrorCode {
  switch (status) {
    case 400:
      return "invalid_input";
    case 401:
      return "unauthenticated";
    case 403:
      return "forbidden";
    case 404:
      return "not_found";
    case 409:
      return "conflict";
    case 413:
      return "body_too_large";
    case 415:
      return "unsupported_media_type";
    case 429:
      return "rate_limited";
    case 502:
      return "provider_failed";
    case 503:
      return "unavailable";
    default:
      return status >= 500 ? "internal" : "invalid_input";
  }
}

/** Messages of the codes that are not about one feature. */
export const ERROR_MESSAGES = {
  // Names "Authentication": the checkout screens key their sign-in toast on it.
  unauthenticated: "Authentication required: please sign in to continue.",
  premium_required: "This is a Premium feature. Upgrade to Premium to use it.",
  admin_required: "Admins only.",
  visuals_admin_required: "The Visual Generator is for the visuals admins only.",
  cross_site: "Cross-site request refused.",
  invalid_json: "The request body is not valid JSON.",
  body_too_large: "The request body is too large.",
  unsupported_media_type: "Send the request body as JSON (Content-Type: application/json).",
  rate_limited: "Too many requests. Please wait a moment and try again.",
  internal: "Something went wrong on our side. Please try again.",
} as const satisfies Partial<Record<ErrorCode, string>>;

/** The body of every failed call. */
export const errorBodySchema = z.looseObject({
  message: z.string(),
  code: z.enum(ERROR_CODES),
  field: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
