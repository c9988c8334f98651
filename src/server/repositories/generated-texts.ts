import { and, between, desc, eq } from "drizzle-orm";
import type { Database, Db } from "#server/db/client";
import { hotQuery } from "#server/db/hot-query";
import { type GeneratedTextRow, generatedTexts } from "#server/db/schema";

export type TextId = Pick<GeneratedTextRow, "userId" | "kind" | "key" | "mode">;

// Every page view with a text reads one, so the read is a hot statement (db/hot-query.ts).
const textLookup = hotQuery<{ content: unknown }>(
  "text_lookup",
  `select content from generated_texts
   where user_id = $1 and kind = $2 and key = $3 and mode = $4
   limit 1`,
  ["integer", "text", "text", "text"],
);

/** The stored content of a text, or undefined. A hot statement, so never inside a transaction. */
export async function findTextContent(db: Database, id: TextId): Promise<unknown> {
  const [row] = await textLookup(db, [id.userId, id.kind, id.key, id.mode]);
  return row?.content;
}

/** Stores a text unless one is stored already (the first writer wins: unique per id). */
export async function insertTextIfAbsent(
  db: Db,
  text: TextId & Pick<GeneratedTextRow, "content" | "source" | "createdAt">,
): Promise<void> {
  await db.insert(generatedTexts).values(text).onConflictDoNothing();
}

/** A user's stored texts of one kind, newest first. */
export async function listTextsOfKind(db: Db, userId: number, kind: string, limit: number) {
  return db
    .select({
      key: generatedTexts.key,
      mode: generatedTexts.mode,
      content: generatedTexts.content,
      createdAt: generatedTexts.createdAt,
    })
    .from(generatedTexts)
    .where(and(eq(generatedTexts.userId, userId), eq(generatedTexts.kind, kind)))
    .orderBy(desc(generatedTexts.createdAt), desc(generatedTexts.id))
    .limit(limit);
}

/** A user's stored texts of one kind whose keys fall in [fromKey, toKey], in both voices. */
export async function listTextsBetween(db: Db, userId: number, kind: string, fromKey: string, toKey: string) {
  return db
    .select({ key: generatedTexts.key, mode: generatedTexts.mode, content: generatedTexts.content })
    .from(generatedTexts)
    .where(
      and(
        eq(generatedTexts.userId, userId),
        eq(generatedTexts.kind, kind),
        between(generatedTexts.key, fromKey, toKey),
      ),
    );
}

export async function deleteUserTexts(db: Db, userId: number): Promise<void> {
  await db.delete(generatedTexts).where(eq(generatedTexts.userId, userId));
}
