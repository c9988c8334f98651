import { and, eq, gt, lt, ne, sql } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { sessions, type UserRow, users } from "#server/db/schema";
import { hashToken, newToken } from "./tokens.ts";

/**
 * Database sessions (docs/decisions/003): the cookie holds 32 random bytes; the table holds only
 * their keyed hash, so a leaked database row cannot be replayed as a cookie.
 */
export const SESSION_COOKIE = "session";
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
// Sliding expiry is refreshed at most this often, so reads do not turn into writes on every request.
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

export interface NewSession {
  token: string;
  idHash: string;
  expiresAt: Date;
}

export async function createSession(
  db: Database,
  secret: string,
  userId: number,
  meta: { ip?: string | undefined; userAgent?: string | undefined },
  now: Date,
): Promise<NewSession> {
  const token = newToken();
  const idHash = hashToken(secret, token);
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db.insert(sessions).values({
    idHash,
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    ip: meta.ip ?? null,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
  });
  return { token, idHash, expiresAt };
}

// Every API request resolves its session: the query is built once per database and prepared,
// instead of being assembled by the query builder on each request.
const lookups = new WeakMap<Database, ReturnType<typeof prepareSessionLookup>>();
function prepareSessionLookup(db: Database) {
  return db
    .select({ user: users, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.idHash, sql.placeholder("idHash")), gt(sessions.expiresAt, sql.placeholder("now"))),
    )
    .limit(1)
    .prepare("session_lookup");
}
function sessionLookup(db: Database) {
  let prepared = lookups.get(db);
  if (!prepared) {
    prepared = prepareSessionLookup(db);
    lookups.set(db, prepared);
  }
  return prepared;
}

export interface ResolvedSession {
  user: UserRow;
  idHash: string;
  /** Set when the expiry moved forward and the cookie should be re-sent. */
  renewedUntil: Date | null;
}

/** The signed-in user for a cookie token, or null for an unknown or expired session. */
export async function resolveSession(
  db: Database,
  secret: string,
  token: string,
  now: Date,
): Promise<ResolvedSession | null> {
  const idHash = hashToken(secret, token);
  const rows = await sessionLookup(db).execute({ idHash, now });
  const row = rows[0];
  if (!row) return null;
  let renewedUntil: Date | null = null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    renewedUntil = new Date(now.getTime() + SESSION_TTL_MS);
    await db
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt: renewedUntil })
      .where(eq(sessions.idHash, idHash));
  }
  return { user: row.user, idHash, renewedUntil };
}

export async function deleteSession(db: Database, idHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

/** Ends every session of a user except, optionally, the one making the request. */
export async function deleteUserSessions(db: Database, userId: number, exceptIdHash?: string): Promise<void> {
  const condition = exceptIdHash
    ? and(eq(sessions.userId, userId), ne(sessions.idHash, exceptIdHash))
    : eq(sessions.userId, userId);
  await db.delete(sessions).where(condition);
}

export async function deleteExpiredSessions(db: Database, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}
