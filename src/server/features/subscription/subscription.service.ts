import { eq } from "drizzle-orm";
import type { AppContext } from "#server/app-context";
import { users } from "#server/db/schema";
import { badRequest, unauthorized } from "#server/errors";
import { isPremium } from "#server/platform/policy";

/**
 * Cancels the subscription: premium stays until the end of the paid period (subscriptionEndDate).
 * A subscription without a known period end (e.g. activated by an admin) ends now. The payments
 * work adds the call to the card provider; the rule stays here.
 */
export async function cancelSubscription(ctx: AppContext, userId: number): Promise<{ message: string }> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw unauthorized();
  const now = ctx.now();
  if (!isPremium(user, now)) throw badRequest("You have no active subscription to cancel.");
  if (user.subscriptionStatus === "cancelled") throw badRequest("Your subscription is already cancelled.");
  const endDate = user.subscriptionEndDate && user.subscriptionEndDate > now ? user.subscriptionEndDate : now;
  await ctx.db
    .update(users)
    .set({ subscriptionStatus: "cancelled", subscriptionEndDate: endDate })
    .where(eq(users.id, userId));
  const until = endDate.toISOString().slice(0, 10);
  return {
    message:
      endDate > now
        ? `Your subscription is cancelled. Premium stays active until ${until}.`
        : "Your subscription is cancelled.",
  };
}
