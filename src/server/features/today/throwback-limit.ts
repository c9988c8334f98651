import { and, eq } from "drizzle-orm";
import { THROWBACK_DATES_PER_DAY } from "#contracts/constants";
import { THROWBACK_MESSAGES } from "#contracts/today";
import type { AppContext } from "#server/app-context";
import { throwbackUsage } from "#server/db/schema";
import { tooManyRequests } from "#server/errors";

/**
 * Claims the user's throwback date for their local day. The (user, day) primary key decides
 * between concurrent requests: exactly one insert wins; asking again for the same date (the other
 * voice) is allowed, any other date is refused with 429.
 */
export async function claimThrowbackDate(
  ctx: AppContext,
  userId: number,
  usageDate: string,
  horoscopeDate: string,
): Promise<{ release: () => Promise<void> }> {
  const inserted = await ctx.db
    .insert(throwbackUsage)
    .values({ userId, usageDate, horoscopeDate, createdAt: ctx.now() })
    .onConflictDoNothing()
    .returning({ userId: throwbackUsage.userId });
  const where = and(eq(throwbackUsage.userId, userId), eq(throwbackUsage.usageDate, usageDate));
  if (inserted.length > 0) {
    // A claim whose horoscope then fails to generate is given back.
    return { release: async () => void (await ctx.db.delete(throwbackUsage).where(where)) };
  }
  const [existing] = await ctx.db.select().from(throwbackUsage).where(where).limit(1);
  if (existing?.horoscopeDate === horoscopeDate) return { release: async () => {} };
  throw tooManyRequests(THROWBACK_MESSAGES.dailyLimit, { code: "daily_limit" });
}

/** The date the user opened on their local day `usageDate`, or null while it is still free. */
export async function claimedThrowbackDate(
  ctx: AppContext,
  userId: number,
  usageDate: string,
): Promise<string | null> {
  const [row] = await ctx.db
    .select({ horoscopeDate: throwbackUsage.horoscopeDate })
    .from(throwbackUsage)
    .where(and(eq(throwbackUsage.userId, userId), eq(throwbackUsage.usageDate, usageDate)))
    .limit(1);
  return row?.horoscopeDate ?? null;
}

export async function throwbackCount(
  ctx: AppContext,
  userId: number,
  usageDate: string,
): Promise<{ count: number; remaining: number }> {
  const rows = await ctx.db
    .select({ userId: throwbackUsage.userId })
    .from(throwbackUsage)
    .where(and(eq(throwbackUsage.userId, userId), eq(throwbackUsage.usageDate, usageDate)));
  const count = rows.length;
  return { count, remaining: Math.max(0, THROWBACK_DATES_PER_DAY - count) };
}
