import { eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { type CalendarFeedRow, calendarFeeds, transits, type UserRow, users } from "#server/db/schema";

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

/**
 * What a built feed depends on among the stored transits: the newest pass (ids are new whenever
 * passes are calculated, again or for more days) and how many have a written description.
 */
export interface TransitsMark {
  lastTransitId: number;
  describedTransits: number;
}

const markColumns = (userId: SQL | number) => ({
  lastTransitId: sql<number>`(select coalesce(max(${transits.id}), 0) from ${transits}
    where ${transits.userId} = ${userId})`.mapWith(Number),
  describedTransits: sql<number>`(select count(*) from ${transits}
    where ${transits.userId} = ${userId} and ${transits.status} = 'done')`.mapWith(Number),
});

/** The owner of a feed token and their transits' mark, in one query; undefined for a revoked or unknown token. */
export async function findCalendarFeedOwner(
  db: Db,
  token: string,
): Promise<{ user: UserRow; mark: TransitsMark } | undefined> {
  const [row] = await db
    .select({ user: users, ...markColumns(sql`${users.id}`) })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(eq(calendarFeeds.token, token));
  return (
    row && {
      user: row.user,
      mark: { lastTransitId: row.lastTransitId, describedTransits: row.describedTransits },
    }
  );
}

/** A user's transits' mark now. */
export async function transitsMark(db: Db, userId: number): Promise<TransitsMark> {
  const [row] = await db.select(markColumns(userId)).from(users).where(eq(users.id, userId));
  return row ?? { lastTransitId: 0, describedTransits: 0 };
}
