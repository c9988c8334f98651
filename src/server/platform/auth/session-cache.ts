import type { UserRow } from "#server/db/schema";
import type { WriteClock } from "#server/db/write-clock";

/** What a session lookup found, as the cache keeps it. */
export interface CachedSession {
  user: UserRow;
  idHash: string;
  expiresAtMs: number;
  lastSeenAtMs: number;
}

/** How many sessions are kept at most; past that, the oldest entry makes room. */
const MAX_ENTRIES = 10_000;

/**
 * The signed-in user of recent session cookies, kept in this process for at most `ttlMs` (ADR 022):
 * every API request looks up its session, and most of them change nothing.
 *
 * An entry is used only while the database handle's write clock has not moved since it was read,
 * so any write this process makes (a sign-out, a plan change, a deletion, a job, a test's own
 * insert) takes effect on the very next request. Writes by another process (a second app server
 * on the same PostgreSQL, a script) are seen once the entry is `ttlMs` old. Keyed by the cookie's
 * token, so a hit costs no keyed hash; the token never leaves memory.
 */
export class SessionCache {
  private readonly entries = new Map<string, CachedSession & { stamp: number; storedAt: number }>();
  private readonly lookups = new Map<string, { stamp: number; result: Promise<unknown> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly writes: WriteClock,
    /** A monotonic clock in ms (ages are never read from the app's clock, which tests move). */
    private readonly monotonicNow: () => number = () => performance.now(),
  ) {}

  /** A point to store a lookup's result against: take it before the lookup starts. */
  stamp(): number {
    return this.writes.stamp();
  }

  get(token: string): CachedSession | undefined {
    if (this.ttlMs <= 0) return undefined;
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (!this.writes.isQuiet(entry.stamp) || this.monotonicNow() - entry.storedAt >= this.ttlMs) {
      this.entries.delete(token);
      return undefined;
    }
    return entry;
  }

  /** Keeps a lookup's result, unless a write started or landed since `stamp` was taken. */
  set(token: string, stamp: number, session: CachedSession): void {
    if (this.ttlMs <= 0 || !this.writes.isQuiet(stamp)) return;
    if (this.entries.size >= MAX_ENTRIES) {
      // Map order is insertion order: the first key is the oldest entry.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    // Frozen: the same row object reaches every request of this session, none may change it.
    Object.freeze(session.user);
    this.entries.set(token, { ...session, stamp, storedAt: this.monotonicNow() });
  }

  /**
   * One database lookup per token at a time: when an entry expires under load, the requests that
   * arrive while its lookup runs wait for that lookup instead of each sending their own. A request
   * joins only while nothing was written since the lookup started, so a sign-out or any other write
   * is never answered by a lookup that may have read before it.
   */
  shared<T>(token: string, lookup: (stamp: number) => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return lookup(-1);
    const running = this.lookups.get(token);
    if (running && this.writes.isQuiet(running.stamp)) return running.result as Promise<T>;
    const stamp = this.stamp();
    const result = lookup(stamp).finally(() => {
      if (this.lookups.get(token)?.result === result) this.lookups.delete(token);
    });
    this.lookups.set(token, { stamp, result });
    return result;
  }

  get size(): number {
    return this.entries.size;
  }
}
