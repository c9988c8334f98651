import { and, desc, eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { type OracleQuestionRow, oracleQuestions } from "#server/db/schema";

export async function findQuestionOn(
  db: Db,
  userId: number,
  askedOn: string,
): Promise<OracleQuestionRow | undefined> {
  const [row] = await db
    .select()
    .from(oracleQuestions)
    .where(and(eq(oracleQuestions.userId, userId), eq(oracleQuestions.askedOn, askedOn)));
  return row;
}

/** Every question of a user, newest first. */
export async function listQuestions(db: Db, userId: number): Promise<OracleQuestionRow[]> {
  return db
    .select()
    .from(oracleQuestions)
    .where(eq(oracleQuestions.userId, userId))
    .orderBy(desc(oracleQuestions.createdAt), desc(oracleQuestions.id));
}

/** Stores the day's question; undefined when the user already asked that day (unique per day). */
export async function insertQuestionOnce(
  db: Db,
  question: typeof oracleQuestions.$inferInsert,
): Promise<OracleQuestionRow | undefined> {
  const [row] = await db.insert(oracleQuestions).values(question).onConflictDoNothing().returning();
  return row;
}
