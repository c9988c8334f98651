import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { type CalendarFeedRow, calendarFeeds, type UserRow, users } from "#server/db/schema";

/** The private calendar feed address of each user: one token per user (issue 30 §3). */

export async function findCalendarFeed(db: Db, userId: number): Promise<CalendarFeedRow | undefined> {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return row;
}

/**
 * The user's feed, stored with `token` unless they have one already. The primary key on the user
 * holds the one-per-user rule, so two tabs asking at once end with one token, which both read.
 */
export async function ensureCalendarFeed(db: Db, userId: number, token: string): Promise<CalendarFeedRow> {
  await db
    .insert(calendarFeeds)
    .values({ userId, token })
    .onConflictDoNothing({ target: calendarFeeds.userId });
  const row = await findCalendarFeed(db, userId);
  if (!row) throw new Error(`calendar feed of user ${userId} vanished while it was made`);
  return row;
}

/** Forgets the user's feed token; answers whether there was one. */
export async function deleteCalendarFeed(db: Db, userId: number): Promise<boolean> {
  const gone = await db
    .delete(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId))
    .returning({ userId: calendarFeeds.userId });
  return gone.length > 0;
}

/** The owner of a feed token, in one indexed join; undefined for a revoked or unknown token. */
export async function findUserByCalendarToken(db: Db, token: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(eq(calendarFeeds.token, token));
  return row?.user;
}
