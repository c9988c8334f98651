import { eq, sql } from "drizzle-orm";
import type { AppContext } from "#server/app-context";
import { users } from "#server/db/schema";
import { notFound } from "#server/errors";

const byEmail = (email: string) => eq(sql`lower(${users.email})`, email.toLowerCase());

/**
 * Manual premium activation by an admin (spec 02 §6): premium tier, active, no end date (nothing
 * was paid through the card provider, so there is no paid period to run out).
 */
export async function activatePremium(ctx: AppContext, email: string): Promise<{ message: string }> {
  const [row] = await ctx.db
    .update(users)
    .set({ subscriptionTier: "premium", subscriptionStatus: "active", subscriptionEndDate: null })
    .where(byEmail(email))
    .returning({ email: users.email });
  if (!row) throw notFound(`No user with the e-mail address ${email}.`);
  return { message: `Premium activated for ${row.email}.` };
}

/** Manual cancellation by an admin: back to the free tier at once. */
export async function cancelPremium(ctx: AppContext, email: string): Promise<{ message: string }> {
  const [row] = await ctx.db
    .update(users)
    .set({ subscriptionTier: "free", subscriptionStatus: "cancelled", subscriptionEndDate: ctx.now() })
    .where(byEmail(email))
    .returning({ email: users.email });
  if (!row) throw notFound(`No user with the e-mail address ${email}.`);
  return { message: `Premium cancelled for ${row.email}.` };
}
