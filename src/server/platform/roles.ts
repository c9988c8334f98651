import type { AppContext } from "#server/app-context";
import type { Config } from "#server/config";
import { applyAdminEmails, verifiedEmailsAmong } from "#server/repositories/users";

/**
 * Roles come from the operator's configuration alone (ADR 024): ADMIN_EMAILS makes admins,
 * VISUALS_ADMIN_EMAILS opens the Visual Generator on its own, TRANSIT_CACHE_ADMIN_EMAIL names the
 * admin who may clear the transit cache. An address counts once its account has verified it, so
 * nobody gains a role by signing up with an operator's address before the operator does.
 */
type RoleLists = Config["roles"];
interface RoleSubject {
  email: string;
  emailVerified: boolean;
}

const listed = (user: RoleSubject, list: readonly (string | undefined)[]) =>
  user.emailVerified && list.includes(user.email.toLowerCase());

export function isConfiguredAdmin(user: RoleSubject, roles: RoleLists): boolean {
  return listed(user, roles.adminEmails);
}

export function isVisualsAdmin(user: RoleSubject, roles: RoleLists): boolean {
  return listed(user, roles.visualsAdminEmails);
}

/** The one admin named by TRANSIT_CACHE_ADMIN_EMAIL (`isAdmin`: the stored flag, set from ADMIN_EMAILS). */
export function isTransitCacheAdmin(user: RoleSubject & { isAdmin: boolean }, roles: RoleLists): boolean {
  return user.isAdmin && listed(user, [roles.transitCacheAdminEmail]);
}

/**
 * At start-up, before the server listens: every account's stored admin flag is set from
 * ADMIN_EMAILS (granted and taken away), and each configured address no account has verified yet
 * is logged, as information (a typo in the list shows here). The configuration is fixed for the
 * life of the process, so from here on every sign-in and session lookup reads the configured roles.
 */
export async function applyConfiguredRoles(ctx: Pick<AppContext, "db" | "log" | "config">): Promise<void> {
  const { roles } = ctx.config;
  await applyAdminEmails(ctx.db, roles.adminEmails);
  const configured: [string, string][] = [
    ...roles.adminEmails.map((email): [string, string] => ["ADMIN_EMAILS", email]),
    ...roles.visualsAdminEmails.map((email): [string, string] => ["VISUALS_ADMIN_EMAILS", email]),
    ...(roles.transitCacheAdminEmail
      ? [["TRANSIT_CACHE_ADMIN_EMAIL", roles.transitCacheAdminEmail] as [string, string]]
      : []),
  ];
  const known = await verifiedEmailsAmong(ctx.db, [...new Set(configured.map(([, email]) => email))]);
  for (const [setting, email] of configured) {
    if (!known.has(email)) {
      ctx.log.info({ setting }, `${setting} names ${email}, which no verified account has yet`);
    }
  }
}
