import { z } from "zod";
import { HOUSE_SYSTEMS, NODE_TYPES } from "#astro/constants";
import { SUBSCRIPTION_STATUSES, SUBSCRIPTION_TIERS } from "./statuses.ts";

/** The user object every client call receives (docs/product.md §3.6); never carries secrets. */
/**
 * The cookie the server sets beside the (httpOnly) session cookie and clears with it: the web app
 * reads it to know whether anybody may be signed in before asking /api/user (ADR 028).
 */
export const SIGNED_IN_HINT_COOKIE = "zf_signed_in";

export const publicUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  pendingEmail: z.string().nullable(),
  emailVerified: z.boolean(),
  birthDate: z.string().nullable(),
  birthTime: z.string().nullable(),
  birthTimeKnown: z.boolean(),
  birthPlace: z.string().nullable(),
  birthLatitude: z.number().nullable(),
  birthLongitude: z.number().nullable(),
  birthTimezone: z.string().nullable(),
  timezone: z.string().nullable(),
  subscriptionTier: z.enum(SUBSCRIPTION_TIERS),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES).nullable(),
  subscriptionEndDate: z.string().nullable(),
  stripeCustomerId: z.string().nullable(),
  stripeSubscriptionId: z.string().nullable(),
  /** An admin: the account's verified address is in ADMIN_EMAILS. */
  isAdmin: z.boolean(),
  /** May use the Visual Generator: the verified address is in VISUALS_ADMIN_EMAILS (admin or not). */
  isVisualsAdmin: z.boolean(),
  createdAt: z.string(),
  lastLogin: z.string().nullable(),
  loginCount: z.number().int(),
  lastLoginIp: z.string().nullable(),
  /** The morning digest by e-mail (issue 30): opt-in, and the local hour it goes out at (0–23). */
  digestEnabled: z.boolean(),
  digestHour: z.number().int(),
  /** The voice pages open in (roast needs Premium; a page's toggle still switches it). */
  defaultRoast: z.boolean(),
  /** The house system and North Node the user's chart and readings use (issue 31). */
  houseSystem: z.enum(HOUSE_SYSTEMS),
  nodeType: z.enum(NODE_TYPES),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/**
 * The footer's business block, from the operator's configuration, and whether payments are in test
 * mode (no real money moves: the built-in test-card checkout, or PAYMENTS_TEST_MODE=true).
 */
export const siteInfoSchema = z.object({
  paymentsTestMode: z.boolean(),
  business: z.object({
    owner: z.string(),
    vat: z.string(),
    address: z.string(),
    founded: z.string(),
    contactEmail: z.string(),
  }),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;

/** `{ message }`, loose: error replies carry their `code` (and sometimes `field`) beside it. */
export const messageSchema = z.looseObject({ message: z.string() });
