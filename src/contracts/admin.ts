import { z } from "zod";
import { SUBSCRIPTION_TIERS } from "./constants.ts";
import { AUDIT_ACTIONS, type AuditAction, SUBSCRIPTION_STATUSES } from "./statuses.ts";

/**
 * The admin dashboard's calls: statistics, the user list, deleting a user, premium by e-mail and
 * the audit log. Messages shown by the screens and sent by the server are defined once here.
 */

export const ADMIN_MESSAGES = {
  emailRequired: "Please enter an email address",
  emailInvalid: "Please enter a valid email address",
  userNotFound: "User not found.",
  adminNotDeletable: "Admin accounts cannot be deleted. Remove their admin rights first.",
  userDeleted: "User deleted successfully",
  alreadyPaying: "This member already pays for Premium; a grant would change nothing.",
  stripeNotConnected:
    "This member has a Stripe subscription, but this server is not connected to Stripe, so it cannot be cancelled here.",
} as const;

/** The toasts of the admin screens, word for word. */
export const ADMIN_TOASTS = {
  emailRequiredTitle: "Email Required",
  activationFailed: "Activation Failed",
  cancellationFailed: "Cancellation Failed",
  deleteFailed: "Failed to delete user",
  deleteFailedFallback: "An error occurred while deleting the user.",
  deleted: "User deleted successfully",
} as const;

/** How many days of sign-ups and new subscriptions the overview charts. */
export const ADMIN_STATS_DAYS = 30;
const ADMIN_DEFAULT_PAGE_SIZE = 20;
export const ADMIN_SEARCH_MAX_CHARS = 100;

export const emailBodySchema = z.object({
  email: z
    .string({ message: ADMIN_MESSAGES.emailRequired })
    .trim()
    .min(1, ADMIN_MESSAGES.emailRequired)
    .pipe(z.email(ADMIN_MESSAGES.emailInvalid)),
});

const dayCountSchema = z.object({ date: z.string(), count: z.number().int() });
export type DayCount = z.infer<typeof dayCountSchema>;

export const adminStatsSchema = z.object({
  totalUsers: z.number().int(),
  /** Members whose Premium runs now (premium or pro; a cancelled one until its end date). */
  activeSubscribers: z.number().int(),
  freeUsers: z.number().int(),
  premiumUsers: z.number().int(),
  proUsers: z.number().int(),
  /** One entry per UTC day, oldest first, today last. */
  signupsPerDay: z.array(dayCountSchema),
  /** First paid payments per UTC day (a new paying subscription), oldest first. */
  newSubscriptionsPerDay: z.array(dayCountSchema),
  /** Monthly recurring revenue: renewing paid subscriptions times the monthly price. */
  mrrCents: z.number().int(),
  currency: z.string(),
  /** Subscriptions that renew (the MRR's count); grants and cancelled ones do not. */
  renewingSubscriptions: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const ADMIN_USER_SORTS = ["createdAt", "lastLogin", "email", "name", "loginCount"] as const;
const ADMIN_PLAN_FILTERS = ["all", "premium", "free"] as const;

export const adminUsersQuerySchema = z.object({
  page: z.coerce
    .number({ message: "page must be a number" })
    .int("page must be a whole number")
    .min(1, "page must be 1 or more")
    .default(1),
  pageSize: z.coerce
    .number({ message: "pageSize must be a number" })
    .int("pageSize must be a whole number")
    .min(1, "pageSize must be between 1 and 100")
    .max(100, "pageSize must be between 1 and 100")
    .default(ADMIN_DEFAULT_PAGE_SIZE),
  search: z
    .string()
    .trim()
    .max(ADMIN_SEARCH_MAX_CHARS, `Search at most ${ADMIN_SEARCH_MAX_CHARS} characters`)
    .optional(),
  sort: z
    .enum(ADMIN_USER_SORTS, { message: `sort must be one of ${ADMIN_USER_SORTS.join(", ")}` })
    .default("createdAt"),
  order: z.enum(["asc", "desc"], { message: "order must be asc or desc" }).default("desc"),
  /** premium: Premium runs now; free: everyone else. */
  plan: z.enum(ADMIN_PLAN_FILTERS, { message: "plan must be all, premium or free" }).default("all"),
});
export type AdminUsersQuery = z.output<typeof adminUsersQuerySchema>;

/** A user as the admins see them: everything to help a customer, never a password hash or token. */
const adminUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  isAdmin: z.boolean(),
  /** What the member has now: free, premium or pro (a finished subscription is free). */
  plan: z.enum(SUBSCRIPTION_TIERS),
  subscriptionTier: z.enum(SUBSCRIPTION_TIERS),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES).nullable(),
  subscriptionEndDate: z.string().nullable(),
  /** How the Premium was obtained: paid through Stripe or the built-in checkout, or granted by an admin. */
  paidThrough: z.enum(["stripe", "builtin", "grant"]).nullable(),
  stripeCustomerId: z.string().nullable(),
  stripeSubscriptionId: z.string().nullable(),
  hasBirthData: z.boolean(),
  timezone: z.string().nullable(),
  createdAt: z.string(),
  lastLogin: z.string().nullable(),
  loginCount: z.number().int(),
  lastLoginIp: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** Where one page of a paged admin list stands: the whole count, this page, its size, the pages. */
function pageFields() {
  return {
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    pageCount: z.number().int(),
  };
}

export const adminUsersPageSchema = z.object({
  users: z.array(adminUserSchema),
  ...pageFields(),
});
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;

export const userIdParamsSchema = z.object({
  id: z.coerce
    .number({ message: "id must be a number" })
    .int("id must be a whole number")
    .positive("id must be positive")
    .max(2_147_483_647, "id is too large"),
});

export type { AuditAction };

/** How the dashboard names each action. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  "subscription.activate": "Premium activated",
  "subscription.cancel": "Premium cancelled",
  "user.delete": "User deleted",
  "testimonial.approve": "Testimonial approved",
  "testimonial.reject": "Testimonial rejected",
  "testimonial.delete": "Testimonial deleted",
  "transits.clear-cache": "Transit cache cleared",
};

const auditEntrySchema = z.object({
  id: z.number().int(),
  action: z.enum(AUDIT_ACTIONS),
  /** Who did it (kept when that admin's account is gone). */
  adminEmail: z.string(),
  adminId: z.number().int().nullable(),
  /** Whom or what it was done to. */
  targetUserId: z.number().int().nullable(),
  target: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = z.object({
  page: adminUsersQuerySchema.shape.page,
  pageSize: z.coerce
    .number({ message: "pageSize must be a number" })
    .int("pageSize must be a whole number")
    .min(1, "pageSize must be between 1 and 100")
    .max(100, "pageSize must be between 1 and 100")
    .default(20),
  action: z.enum(AUDIT_ACTIONS).optional(),
});

export type AuditQuery = z.output<typeof auditQuerySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  ...pageFields(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

/** GET /api/admin/access: answers only to admins (the dashboard asks before it shows). */
export const adminAccessSchema = z.object({ admin: z.literal(true) });
