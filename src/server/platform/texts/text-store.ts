import type { AppContext } from "#server/app-context";
import type { Db } from "#server/db/client";
import { boundedCache, cacheStats } from "#server/platform/bounded-cache";
import { settle } from "#server/platform/settled";
import {
  deleteUserTexts as deleteTextRows,
  findTextContent,
  insertTextIfAbsent,
  listTextsBetween,
  listTextsOfKind,
  type TextId,
} from "#server/repositories/generated-texts";
import { bumpTextsVersion } from "#server/repositories/users";

export type TextKey = TextId;

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
const memory = boundedCache<NonNullable<unknown>>(TEXT_MEMORY_BUDGET_BYTES);

// Settled: the one copy is shared by every request, and its JSON is written once (platform/settled.ts).
function remember(cacheKey: string, value: unknown) {
  const settled = settle(value);
  // A stored text is never null; lru-cache keeps only values.
  if (settled != null) memory.set(cacheKey, settled);
}

/** How much the in-memory copy of stored texts holds, against its budget. */
export const textMemoryStats = () => cacheStats(memory);

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
  const remembered = memory.get(cacheKey);
  if (remembered !== undefined) return remembered as T;
  const stored = await findTextContent(ctx.db, id);
  if (stored !== undefined) {
    remember(cacheKey, stored);
    return stored as T;
  }
  const { value, source } = await produce();
  await insertTextIfAbsent(ctx.db, { ...id, content: value, source, createdAt: ctx.now() });
  const winner = await findTextContent(ctx.db, id);
  const result = (winner as T | undefined) ?? value;
  remember(cacheKey, result);
  return result;
}

/** A user's stored texts of one kind, newest first (e.g. every throwback they generated). */
export async function listTexts(ctx: Pick<AppContext, "db">, userId: number, kind: string, limit: number) {
  return listTextsOfKind(ctx.db, userId, kind, limit);
}

/** Forgets every generated text of a user (their chart changed) and moves them to a new version. */
export async function deleteUserTexts(ctx: { db: Db }, userId: number): Promise<void> {
  await deleteTextRows(ctx.db, userId);
  await bumpTextsVersion(ctx.db, userId);
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
  const rows = await listTextsBetween(ctx.db, userId, kind, fromKey, toKey);
  return rows.map((r) => ({ key: r.key, mode: r.mode, content: r.content as T }));
}
