import type { PublicUser } from "#contracts/user";
import type { Config } from "#server/config";
import type { UserRow } from "#server/db/schema";
import { isVisualsAdmin } from "#server/platform/roles";

/**
 * What every view of an account shows, the member's own and the admins': never the password
 * hash, dates as ISO strings. Status-like fields are typed by the schema's enums, which the
 * table's CHECK constraints hold.
 */
export function accountFields(row: UserRow) {
  return {
    id: row.id,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    emailVerified: row.emailVerified,
    isAdmin: row.isAdmin,
    subscriptionTier: row.subscriptionTier,
    subscriptionStatus: row.subscriptionStatus,
    subscriptionEndDate: row.subscriptionEndDate?.toISOString() ?? null,
    stripeCustomerId: row.stripeCustomerId,
    stripeSubscriptionId: row.stripeSubscriptionId,
    timezone: row.timezone,
    createdAt: row.createdAt.toISOString(),
    lastLogin: row.lastLogin?.toISOString() ?? null,
    loginCount: row.loginCount,
    lastLoginIp: row.lastLoginIp,
  };
}

/**
 * The user as the client sees it: the account, the birth data and settings, and the roles the
 * configuration gives them (ADR 024).
 */
export function toPublicUser(row: UserRow, roles: Config["roles"]): PublicUser {
  return {
    ...accountFields(row),
    pendingEmail: row.pendingEmail,
    birthDate: row.birthDate,
    birthTime: row.birthTime,
    birthTimeKnown: row.birthTimeKnown,
    birthPlace: row.birthPlace,
    birthLatitude: row.birthLatitude,
    birthLongitude: row.birthLongitude,
    birthTimezone: row.birthTimezone,
    isVisualsAdmin: isVisualsAdmin(row, roles),
    digestEnabled: row.digestEnabled,
    digestHour: row.digestHour,
    defaultRoast: row.defaultRoast,
    houseSystem: row.houseSystem,
    nodeType: row.nodeType,
  };
}
