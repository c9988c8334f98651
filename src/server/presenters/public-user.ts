import type { PublicUser } from "#contracts/user";
import type { Config } from "#server/config";
import type { UserRow } from "#server/db/schema";
import { isVisualsAdmin } from "#server/platform/roles";

/**
 * The user as the client sees it: no password hash, dates as ISO strings, and the roles the
 * configuration gives them (ADR 024).
 */
export function toPublicUser(row: UserRow, roles: Config["roles"]): PublicUser {
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
    // Typed by the schema's enums, which the table's CHECK constraints hold.
    subscriptionTier: row.subscriptionTier,
    subscriptionStatus: row.subscriptionStatus,
    subscriptionEndDate: row.subscriptionEndDate?.toISOString() ?? null,
    stripeCustomerId: row.stripeCustomerId,
    stripeSubscriptionId: row.stripeSubscriptionId,
    isAdmin: row.isAdmin,
    isVisualsAdmin: isVisualsAdmin(row, roles),
    createdAt: row.createdAt.toISOString(),
    lastLogin: row.lastLogin?.toISOString() ?? null,
    loginCount: row.loginCount,
    lastLoginIp: row.lastLoginIp,
    digestEnabled: row.digestEnabled,
    digestHour: row.digestHour,
    defaultRoast: row.defaultRoast,
    houseSystem: row.houseSystem,
    nodeType: row.nodeType,
  };
}
