import { THROWBACK_DATES_PER_DAY } from "#contracts/constants";
import { THROWBACK_MESSAGES } from "#contracts/today";
import type { AppContext } from "#server/app-context";
import { tooManyRequests } from "#server/errors";
import { countUsage, deleteUsage, findUsedDate, insertUsageOnce } from "#server/repositories/throwback-usage";

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
  if (await insertUsageOnce(ctx.db, { userId, usageDate, horoscopeDate, createdAt: ctx.now() })) {
    // A claim whose horoscope then fails to generate is given back.
    return { release: () => deleteUsage(ctx.db, userId, usageDate) };
  }
  if ((await findUsedDate(ctx.db, userId, usageDate)) === horoscopeDate) return { release: async () => {} };
  throw tooManyRequests(THROWBACK_MESSAGES.dailyLimit, { code: "daily_limit" });
}

/** The date the user opened on their local day `usageDate`, or null while it is still free. */
export async function claimedThrowbackDate(
  ctx: AppContext,
  userId: number,
  usageDate: string,
): Promise<string | null> {
  return findUsedDate(ctx.db, userId, usageDate);
}

export async function throwbackCount(
  ctx: AppContext,
  userId: number,
  usageDate: string,
): Promise<{ count: number; remaining: number }> {
  const count = await countUsage(ctx.db, userId, usageDate);
  return { count, remaining: Math.max(0, THROWBACK_DATES_PER_DAY - count) };
}
