/**
 * Who may use what: the one statement of the plan rules. The server enforces it (through
 * `src/server/platform/policy.ts`); the web app imports the same functions to decide what to
 * show, so the two can never disagree. Pure: no clock, no I/O — the caller passes `now`.
 */

/** The fields the rules read. The end date is a Date on the server and an ISO string in the browser. */
export interface PolicyUser {
  subscriptionTier: string;
  subscriptionStatus: string | null;
  subscriptionEndDate: Date | string | null;
  isAdmin: boolean;
}

/** Tiers that count as premium everywhere except Throwback. */
const PREMIUM_TIERS: ReadonlySet<string> = new Set(["premium", "pro"]);

/**
 * Statuses in which access runs out at the end date: a cancelled subscription, and one whose
 * renewal payment failed (kept until the paid period ends while the card is fixed).
 */
const ENDING_STATUSES: ReadonlySet<string> = new Set(["cancelled", "past_due"]);

function endTime(value: Date | string | null): number | null {
  if (value === null) return null;
  const ms = typeof value === "string" ? Date.parse(value) : value.getTime();
  return Number.isNaN(ms) ? null : ms;
}

/**
 * Whether the paid subscription still runs at `now`: an active one does (renewal moves the end
 * date on; an admin grant has none), an ending one only before its end date.
 */
function subscriptionRunning(user: PolicyUser, now: Date): boolean {
  if (!user.subscriptionStatus || !ENDING_STATUSES.has(user.subscriptionStatus)) return true;
  const end = endTime(user.subscriptionEndDate);
  return end !== null && end > now.getTime();
}

/** The tier alone says premium (premium or pro), whatever the dates: subscription management reads this. */
export function hasPremiumTier(user: Pick<PolicyUser, "subscriptionTier">): boolean {
  return PREMIUM_TIERS.has(user.subscriptionTier);
}

/** premium and pro are premium while active, or until the end date once cancelled; anything else is free. */
export function isPremium(user: PolicyUser, now: Date): boolean {
  return hasPremiumTier(user) && subscriptionRunning(user, now);
}

/** Throwback and its roast toggle belong to the premium tier only, not pro. */
export function mayUseThrowback(user: PolicyUser, now: Date): boolean {
  return user.subscriptionTier === "premium" && subscriptionRunning(user, now);
}

export function isAdmin(user: Pick<PolicyUser, "isAdmin">): boolean {
  return user.isAdmin;
}
