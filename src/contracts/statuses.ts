/**
 * The values the status-like database columns hold, defined once: the schema types its columns
 * with them (src/server/db/schema.ts, checked by the tables' CHECK constraints) and the contracts
 * build their enums from them, so a stored row needs no cast to become an answer. This file
 * imports nothing: drizzle-kit loads it through the schema.
 */

export const SUBSCRIPTION_TIERS = ["free", "premium", "pro"] as const;
export const PREMIUM_TIERS = ["premium", "pro"] as const;
export const SUBSCRIPTION_STATUSES = ["active", "cancelled", "past_due"] as const;

export const EMAIL_TOKEN_PURPOSES = ["verify-email", "reset-password"] as const;
export const TEXT_MODES = ["normal", "roast"] as const;
export const TRANSIT_STATUSES = ["pending", "processing", "done"] as const;
export const TRANSIT_IMPACTS = ["high", "medium", "low"] as const;
/** What a user may be sent on their own initiative (issue 30); one row per channel and key. */
export const DELIVERY_CHANNELS = ["digest", "push-today", "push-exact"] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

export const JOB_STATUSES = ["queued", "running", "done", "failed"] as const;

export const PAYMENT_PROVIDERS = ["builtin", "stripe"] as const;
export const CHECKOUT_STATUSES = ["pending", "open", "complete", "expired", "failed"] as const;
export const PAYMENT_STATUSES = ["paid", "failed"] as const;

export const TESTIMONIAL_STATUSES = ["pending", "approved", "rejected"] as const;

/** Every action an admin can take that changes data; each is written to the audit log with it. */
export const AUDIT_ACTIONS = [
  "subscription.activate",
  "subscription.cancel",
  "user.delete",
  "testimonial.approve",
  "testimonial.reject",
  "testimonial.delete",
  "transits.clear-cache",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
