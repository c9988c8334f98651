import { and, eq, inArray, sql } from "drizzle-orm";
import { PREMIUM_TIERS } from "#contracts/statuses";
import type { Db } from "#server/db/client";
import { users } from "#server/db/schema";

// A member's plan is four columns of their users row (tier, status, end date, Stripe ids). Each
// change of plan is one statement here, computed in SQL from the row as it is at that moment, so
// concurrent changes (a webhook and a renewal job) compose instead of overwriting each other.
// The rules around them (jobs to schedule, payments to record) live in
// platform/payments/subscription-state.ts.

const premiumOrPro = sql`case when ${users.subscriptionTier} = 'pro' then 'pro' else 'premium' end`;

/** Premium (pro stays pro), active, paid until `periodEnd` or later; the end date that results. */
export async function activatePlan(
  db: Db,
  userId: number,
  periodEnd: Date,
  stripe: { customerId: string; subscriptionId: string } | undefined,
): Promise<Date | null | undefined> {
  const end = sql`${periodEnd.toISOString()}::timestamptz`;
  const [row] = await db
    .update(users)
    .set({
      subscriptionTier: premiumOrPro,
      subscriptionStatus: "active",
      subscriptionEndDate: sql`greatest(coalesce(${users.subscriptionEndDate}, ${end}), ${end})`,
      ...(stripe ? { stripeCustomerId: stripe.customerId, stripeSubscriptionId: stripe.subscriptionId } : {}),
    })
    .where(eq(users.id, userId))
    .returning({ endDate: users.subscriptionEndDate });
  return row?.endDate;
}

/** A premium plan runs until `endDate` and then ends. */
export async function cancelPlanAt(db: Db, userId: number, endDate: Date): Promise<void> {
  await db
    .update(users)
    .set({ subscriptionStatus: "cancelled", subscriptionEndDate: endDate })
    .where(and(eq(users.id, userId), inArray(users.subscriptionTier, PREMIUM_TIERS)));
}

/** An active premium plan whose renewal failed; its end date, or undefined when none was active. */
export async function markPlanPastDue(db: Db, userId: number): Promise<Date | null | undefined> {
  const [row] = await db
    .update(users)
    .set({ subscriptionStatus: "past_due" })
    .where(
      and(
        eq(users.id, userId),
        inArray(users.subscriptionTier, PREMIUM_TIERS),
        eq(users.subscriptionStatus, "active"),
      ),
    )
    .returning({ endDate: users.subscriptionEndDate });
  return row?.endDate;
}

/** Back to free, ended at `at` (or earlier, when the paid period ended before). */
export async function endPlan(db: Db, userId: number, at: Date): Promise<void> {
  const endedAt = sql`${at.toISOString()}::timestamptz`;
  await db
    .update(users)
    .set({
      subscriptionTier: "free",
      subscriptionStatus: "cancelled",
      subscriptionEndDate: sql`least(coalesce(${users.subscriptionEndDate}, ${endedAt}), ${endedAt})`,
      stripeSubscriptionId: null,
    })
    .where(eq(users.id, userId));
}

/** Premium with no end date (an admin's grant); the member's e-mail, or null when there is none. */
export async function grantPlan(db: Db, userId: number): Promise<string | null> {
  const [row] = await db
    .update(users)
    .set({ subscriptionTier: premiumOrPro, subscriptionStatus: "active", subscriptionEndDate: null })
    .where(eq(users.id, userId))
    .returning({ email: users.email });
  return row?.email ?? null;
}
