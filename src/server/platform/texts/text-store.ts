import { and, eq } from "drizzle-orm";
import type { AppContext } from "#server/app-context";
import { generatedTexts } from "#server/db/schema";

export interface TextKey {
  userId: number;
  kind: string;
  key: string;
  mode: "normal" | "roast";
}

/**
 * A generated text, written once per (user, kind, key, mode) and served from storage afterwards
 * (DESIGN.md §6). Two concurrent first requests may both compose; the unique index keeps one, and
 * both callers return the stored one.
 */
export async function getOrCreateText<T>(
  ctx: AppContext,
  id: TextKey,
  produce: () => Promise<{ value: T; source: "builtin" | "llm" }>,
): Promise<T> {
  const where = and(
    eq(generatedTexts.userId, id.userId),
    eq(generatedTexts.kind, id.kind),
    eq(generatedTexts.key, id.key),
    eq(generatedTexts.mode, id.mode),
  );
  const [stored] = await ctx.db
    .select({ content: generatedTexts.content })
    .from(generatedTexts)
    .where(where)
    .limit(1);
  if (stored) return stored.content as T;
  const { value, source } = await produce();
  await ctx.db
    .insert(generatedTexts)
    .values({ ...id, content: value, source, createdAt: ctx.now() })
    .onConflictDoNothing();
  const [winner] = await ctx.db
    .select({ content: generatedTexts.content })
    .from(generatedTexts)
    .where(where)
    .limit(1);
  return (winner?.content as T) ?? value;
}

/** Forgets every generated text of a user (their chart changed). */
export async function deleteUserTexts(ctx: Pick<AppContext, "db">, userId: number): Promise<void> {
  await ctx.db.delete(generatedTexts).where(eq(generatedTexts.userId, userId));
}
