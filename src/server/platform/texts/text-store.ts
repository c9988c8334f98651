import { and, between, desc, eq, sql } from "drizzle-orm";
import type { AppContext } from "#server/app-context";
import type { Database } from "#server/db/client";
import { generatedTexts, users } from "#server/db/schema";
import { BoundedCache } from "#server/platform/bounded-cache";

export type TextKey = {
  userId: number;
  kind: string;
  key: string;
  mode: "normal" | "roast";
};

/** Who the text is for: the id, and the texts version read with the session (users.texts_version). */
export interface TextOwner {
  id: number;
  textsVersion: number;
}

// Stored texts never change; they are only deleted, together with a bump of the owner's
// texts_version. So a process may keep them in memory under (version, key): after a birth-data
// change the request carries the new version (read from the database with the session) and misses.
// The budget is in bytes, not entries: ten thousand entries (the old limit) of the larger texts
// were a few hundred megabytes held for good, which is what a server under load grew by.
export const TEXT_MEMORY_BUDGET_BYTES = 32 * 1024 * 1024;
const memory = new BoundedCache<unknown>(TEXT_MEMORY_BUDGET_BYTES);

function remember(cacheKey: string, value: unknown) {
  memory.set(cacheKey, value);
}

/** How much the in-memory copy of stored texts holds, against its budget. */
export const textMemoryStats = () => memory.stats;

// The database read is prepared once per database rather than built on every page view.
const lookups = new WeakMap<Database, ReturnType<typeof prepareTextLookup>>();
function prepareTextLookup(db: Database) {
  return db
    .select({ content: generatedTexts.content })
    .from(generatedTexts)
    .where(
      and(
        eq(generatedTexts.userId, sql.placeholder("userId")),
        eq(generatedTexts.kind, sql.placeholder("kind")),
        eq(generatedTexts.key, sql.placeholder("key")),
        eq(generatedTexts.mode, sql.placeholder("mode")),
      ),
    )
    .limit(1)
    .prepare("text_lookup");
}
function textLookup(db: Database) {
  let prepared = lookups.get(db);
  if (!prepared) {
    prepared = prepareTextLookup(db);
    lookups.set(db, prepared);
  }
  return prepared;
}

/**
 * A generated text, written once per (user, kind, key, mode) and served from storage afterwards
 * (docs/architecture.md#cross-cutting-rules). Two concurrent first requests may both compose; the unique index keeps one, and
 * both callers return the stored one.
 */
export async function getOrCreateText<T>(
  ctx: AppContext,
  owner: TextOwner,
  text: Omit<TextKey, "userId">,
  produce: () => Promise<{ value: T; source: "builtin" | "llm" }>,
): Promise<T> {
  const id: TextKey = { userId: owner.id, ...text };
  const cacheKey = `${ctx.database.kind}|${owner.id}|${owner.textsVersion}|${text.kind}|${text.key}|${text.mode}`;
  if (memory.has(cacheKey)) return memory.get(cacheKey) as T;
  const [stored] = await textLookup(ctx.db).execute(id);
  if (stored) {
    remember(cacheKey, stored.content);
    return stored.content as T;
  }
  const { value, source } = await produce();
  await ctx.db
    .insert(generatedTexts)
    .values({ ...id, content: value, source, createdAt: ctx.now() })
    .onConflictDoNothing();
  const [winner] = await textLookup(ctx.db).execute(id);
  const result = (winner?.content as T) ?? value;
  remember(cacheKey, result);
  return result;
}

/** A user's stored texts of one kind, newest first (e.g. every throwback they generated). */
export async function listTexts(ctx: Pick<AppContext, "db">, userId: number, kind: string, limit: number) {
  return ctx.db
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

/** Forgets every generated text of a user (their chart changed) and moves them to a new version. */
export async function deleteUserTexts(ctx: Pick<AppContext, "db">, userId: number): Promise<void> {
  await ctx.db.delete(generatedTexts).where(eq(generatedTexts.userId, userId));
  await ctx.db
    .update(users)
    .set({ textsVersion: sql`${users.textsVersion} + 1` })
    .where(eq(users.id, userId));
}

/**
 * The stored texts of one kind whose keys fall in [fromKey, toKey] (for daily texts the key is the
 * local date, so this reads a range of days), in both voices. The writer reads them as the
 * reader's memory of earlier days.
 */
export async function storedTextsBetween<T>(
  ctx: Pick<AppContext, "db">,
  userId: number,
  kind: string,
  fromKey: string,
  toKey: string,
): Promise<{ key: string; mode: string; content: T }[]> {
  const rows = await ctx.db
    .select({ key: generatedTexts.key, mode: generatedTexts.mode, content: generatedTexts.content })
    .from(generatedTexts)
    .where(
      and(
        eq(generatedTexts.userId, userId),
        eq(generatedTexts.kind, kind),
        between(generatedTexts.key, fromKey, toKey),
      ),
    );
  return rows.map((r) => ({ key: r.key, mode: r.mode, content: r.content as T }));
}
