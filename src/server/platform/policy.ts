import type { UserRow } from "#server/db/schema";

/**
 * The one place that answers "may this user do X" (DESIGN.md §6). Routes and services ask here;
 * the web client only mirrors these answers.
 */
type PolicyUser = Pick<
  UserRow,
  "subscriptionTier" | "subscriptionStatus" | "subscriptionEndDate" | "isAdmin"
>;

const PREMIUM_TIERS = new Set(["premium", "pro"]);

/** A cancelled subscription stays premium until its end date. */
function subscriptionRunning(user: PolicyUser, now: Date): boolean {
  if (user.subscriptionStatus !== "cancelled") return true;
  return user.subscriptionEndDate !== null && user.subscriptionEndDate.getTime() > now.getTime();
}

/** premium and pro are premium everywhere (spec 01 §1); anything else is free. */
export function isPremium(user: PolicyUser, now: Date): boolean {
  return PREMIUM_TIERS.has(user.subscriptionTier) && subscriptionRunning(user, now);
}

/** Throwback and its roast toggle accept the premium tier only, not pro (spec 02 §1). */
export function mayUseThrowback(user: PolicyUser, now: Date): boolean {
  return user.subscriptionTier === "premium" && subscriptionRunning(user, now);
}

export function isAdmin(user: PolicyUser): boolean {
  return user.isAdmin;
}
