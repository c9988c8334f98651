import type { WriteClock } from "#server/db/write-clock";
import { type BoundedCache, boundedCache } from "./bounded-cache.ts";
import { settle } from "./settled.ts";

/** What one kept answer is stored with. */
interface Entry<V> {
  value: V;
  /** The write clock's stamp taken before the reads it was built from. */
  stamp: number;
  /** When it was kept, on the monotonic clock and on the app's clock. */
  storedAt: number;
  appNowMs: number;
}

/**
 * Answers built from several reads (and some arithmetic on them), kept in this process so that the
 * next request for the same key is sent the same settled value, and its JSON, without reading or
 * computing again (ADR 028). The same terms as the session cache (ADR 022): an answer counts only
 * while the database handle's write clock has not moved since its reads started, so any write of
 * this process (a job writing a description, a birth-data change, a plan change) is seen by the next
 * request; another process's writes are seen once the answer is `ttlMs` old. An answer is also
 * dropped once the app's clock has moved `ttlMs` from when it was built, so parts that follow the
 * clock (a transit's current orb) are never older than that, and tests that move the clock see it.
 */
export class RecentReads<V> {
  private readonly entries: BoundedCache<Entry<V>>;
  /** Answers being built, by key, with the stamp taken before their reads and the app's time. */
  private readonly building = new Map<string, { stamp: number; appNowMs: number; answer: Promise<V> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly writes: WriteClock,
    budgetBytes: number,
    /** A monotonic clock in ms: ages are not read from the app's clock, which tests move. */
    private readonly monotonicNow: () => number = () => performance.now(),
  ) {
    this.entries = boundedCache<Entry<V>>(
      budgetBytes,
      (entry) => 2 * (JSON.stringify(entry.value)?.length ?? 0),
    );
  }

  /** Take before the reads an answer is built from. */
  stamp(): number {
    return this.writes.stamp();
  }

  /** After the reads: `stamp` if nothing was written meanwhile, else -1 (the answer is not kept). */
  readsDone(stamp: number): number {
    return this.writes.isQuiet(stamp) ? stamp : -1;
  }

  /**
   * After one statement of the caller's own that does not change the answer (queuing jobs): the
   * stamp to keep the answer under, if that statement is the only write since `stamp` (a statement
   * moves the clock once as it starts and once as it settles; one that changed no row takes its
   * move back), else -1.
   */
  afterOneWrite(stamp: number): number {
    if (stamp < 0) return -1;
    const now = this.writes.stamp();
    return now === stamp + 2 || now === stamp ? now : -1;
  }

  get(key: string, appNowMs: number): V | undefined {
    if (this.ttlMs <= 0) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const fresh =
      this.writes.isQuiet(entry.stamp) &&
      this.monotonicNow() - entry.storedAt < this.ttlMs &&
      Math.abs(appNowMs - entry.appNowMs) < this.ttlMs;
    if (fresh) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  /**
   * The answer being built for `key` if there is one that a request arriving now may share: nothing
   * written since its reads began and its app time within `ttlMs` of `appNowMs`, the terms on which
   * a kept answer is sent (`get`). Otherwise `build()` builds it, shared by whoever asks meanwhile.
   * When a kept answer expires, the requests that arrive together for it (a hundred under load)
   * would otherwise each read, settle, write and compress the same answer anew (ADR 042).
   */
  shared(key: string, appNowMs: number, build: () => Promise<V>): Promise<V> {
    const current = this.building.get(key);
    if (
      current &&
      this.ttlMs > 0 &&
      this.writes.isQuiet(current.stamp) &&
      Math.abs(appNowMs - current.appNowMs) < this.ttlMs
    ) {
      return current.answer;
    }
    const stamp = this.writes.stamp();
    const answer = build();
    const flight = { stamp, appNowMs, answer };
    this.building.set(key, flight);
    const done = () => {
      if (this.building.get(key) === flight) this.building.delete(key);
    };
    answer.then(done, done);
    return answer;
  }

  /** Settles `value` and keeps it, unless a write started or landed since `stamp`; returns it. */
  keep(key: string, stamp: number, appNowMs: number, value: V): V {
    const settled = settle(value);
    if (this.ttlMs > 0 && this.writes.isQuiet(stamp)) {
      this.entries.set(key, { value: settled, stamp, storedAt: this.monotonicNow(), appNowMs });
    }
    return settled;
  }
}
