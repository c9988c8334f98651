import { and, eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { throwbackUsage } from "#server/db/schema";
import { insertOnce } from "./rows.ts";

const usageOf = (userId: number, usageDate: string) =>
  and(eq(throwbackUsage.userId, userId), eq(throwbackUsage.usageDate, usageDate));

/** Claims the user's day for a date; false when the day is claimed already (primary key). */
export async function insertUsageOnce(
  db: Db,
  usage: { userId: number; usageDate: string; horoscopeDate: string; createdAt: Date },
): Promise<boolean> {
  return insertOnce(db, throwbackUsage, usage);
}

export async function deleteUsage(db: Db, userId: number, usageDate: string): Promise<void> {
  await db.delete(throwbackUsage).where(usageOf(userId, usageDate));
}

/** The date claimed on the user's local day `usageDate`, or null while it is free. */
export async function findUsedDate(db: Db, userId: number, usageDate: string): Promise<string | null> {
  const [row] = await db
    .select({ horoscopeDate: throwbackUsage.horoscopeDate })
    .from(throwbackUsage)
    .where(usageOf(userId, usageDate))
    .limit(1);
  return row?.horoscopeDate ?? null;
}

export async function countUsage(db: Db, userId: number, usageDate: string): Promise<number> {
  const rows = await db
    .select({ userId: throwbackUsage.userId })
    .from(throwbackUsage)
    .where(usageOf(userId, usageDate));
  return rows.length;
}
