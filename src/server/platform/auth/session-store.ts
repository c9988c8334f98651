import { and, eq, getTableColumns, ne } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { hotQuery } from "#server/db/hot-query";
import { sessions, type UserRow, users } from "#server/db/schema";
import type { SessionCache } from "./session-cache.ts";
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

const USER_COLUMNS = Object.entries(getTableColumns(users));

/**
 * A users row from its `row_to_json` text, with exactly the values a Drizzle select gives (each
 * column's own driver mapping, e.g. timestamps to Date).
 */
function userFromJson(text: string): UserRow {
  const json = JSON.parse(text) as Record<string, unknown>;
  const row: Record<string, unknown> = {};
  for (const [key, column] of USER_COLUMNS) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as UserRow;
}

// Every API request runs this, so it is planned once per connection (hotQuery), and the user
// comes back as one JSON text instead of ~30 columns that PGlite would decode one by one in
// JavaScript. Together that makes the lookup about four times cheaper on PGlite (bench/RESULTS.md).
const sessionLookup = hotQuery<{ user: string; lastSeenMs: number; expiresMs: number }>(
  "session_lookup",
  `select row_to_json(u)::text as "user",
          (extract(epoch from s.last_seen_at) * 1000)::float8 as "lastSeenMs",
          (extract(epoch from s.expires_at) * 1000)::float8 as "expiresMs"
   from sessions s join users u on u.id = s.user_id
   where s.id_hash = $1 and s.expires_at > $2
   limit 1`,
  ["text", "timestamptz"],
);

export interface ResolvedSession {
  user: UserRow;
  idHash: string;
  /** Set when the expiry moved forward and the cookie should be re-sent. */
  renewedUntil: Date | null;
}

/**
 * The session of a cookie token as the cache holds it, if it does and would answer the lookup the
 * same: not past its expiry, and not due for its sliding renewal (which is a write).
 */
export function cachedSession(cache: SessionCache, token: string, now: Date): ResolvedSession | undefined {
  const cached = cache.get(token);
  const nowMs = now.getTime();
  if (!cached || nowMs >= cached.expiresAtMs || nowMs - cached.lastSeenAtMs > TOUCH_INTERVAL_MS)
    return undefined;
  return { user: cached.user, idHash: cached.idHash, renewedUntil: null };
}

/**
 * The signed-in user for a cookie token, or null for an unknown or expired session. With a cache,
 * a session looked up less than its age limit ago and unchanged since is answered from memory, on
 * the same terms as the query: not past its expiry, and not due for its sliding renewal.
 */
export async function resolveSession(
  db: Database,
  secret: string,
  token: string,
  now: Date,
  cache?: SessionCache,
): Promise<ResolvedSession | null> {
  if (!cache) return lookUpSession(db, secret, token, now, undefined, -1);
  return (
    cachedSession(cache, token, now) ??
    cache.shared(token, (stamp) => lookUpSession(db, secret, token, now, cache, stamp))
  );
}

async function lookUpSession(
  db: Database,
  secret: string,
  token: string,
  now: Date,
  cache: SessionCache | undefined,
  stamp: number,
): Promise<ResolvedSession | null> {
  const nowMs = now.getTime();
  const idHash = hashToken(secret, token);
  const [row] = await sessionLookup(db, [idHash, now.toISOString()]);
  if (!row) return null;
  const user = userFromJson(row.user);
  if (nowMs - Number(row.lastSeenMs) > TOUCH_INTERVAL_MS) {
    const renewedUntil = new Date(nowMs + SESSION_TTL_MS);
    await db
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt: renewedUntil })
      .where(eq(sessions.idHash, idHash));
    // Not kept: the renewal is a write, the next request reads the session back.
    return { user, idHash, renewedUntil };
  }
  cache?.set(token, stamp, {
    user,
    idHash,
    expiresAtMs: Number(row.expiresMs),
    lastSeenAtMs: Number(row.lastSeenMs),
  });
  return { user, idHash, renewedUntil: null };
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

/** A user's sessions as the data export shows them (no id hash: it would be a credential). */
export async function listUserSessions(db: Database, userId: number) {
  return db
    .select({
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId));
}
