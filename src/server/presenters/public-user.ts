import type { PublicUser } from "#contracts/user";
import type { UserRow } from "#server/db/schema";

const TIERS = new Set(["free", "premium", "pro"]);

/** The user as the client sees it: no password hash, dates as ISO strings, unknown tiers as free. */
export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    pendingEmail: row.pendingEmail,
    emailVerified: row.emailVerified,
    birthDate: row.birthDate,
    birthTime: row.birthTime,
    birthTimeKnown: row.birthTimeKnown,
    birthPlace: row.birthPlace,
    birthLatitude: row.birthLatitude,
    birthLongitude: row.birthLongitude,
    birthTimezone: row.birthTimezone,
    timezone: row.timezone,
    subscriptionTier: (TIERS.has(row.subscriptionTier)
      ? row.subscriptionTier
      : "free") as PublicUser["subscriptionTier"],
    subscriptionStatus: row.subscriptionStatus as PublicUser["subscriptionStatus"],
    subscriptionEndDate: row.subscriptionEndDate?.toISOString() ?? null,
    stripeCustomerId: row.stripeCustomerId,
    stripeSubscriptionId: row.stripeSubscriptionId,
    isAdmin: row.isAdmin,
    createdAt: row.createdAt.toISOString(),
    lastLogin: row.lastLogin?.toISOString() ?? null,
    loginCount: row.loginCount,
    lastLoginIp: row.lastLoginIp,
  };
}
