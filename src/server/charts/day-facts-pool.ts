import type { NatalChart } from "#astro/index";
import { lazyWorkerPool } from "#server/platform/worker-pool";
import type { DayFacts } from "./day-facts.ts";

/**
 * Worker threads that work out a day's facts (day-facts.ts) for the daily texts: Today's first
 * reading of the day, the morning digest and the "Today" push. The chart engine's transit search
 * takes ~10 ms a user (several times that on a busy machine); on the event loop, thousands of
 * morning digests in a row would hold every other request up (issue 30: /api/health p99 ≤ 50 ms
 * while 10,000 digests go out). The threads are tinypool's (ADR 049): they start with the first
 * call (a server that writes no daily text never pays for them), are referenced only while they
 * have work, a dead one is replaced, and `close` ends them.
 *
 * The pool also remembers the last few hundred results by key (user, chart version, date, zone),
 * so the horoscope, the to-dos and Premium's exact times of one digest share one computation.
 */

export interface DayFactsPool {
  /** The day's facts of `chart` for the local date in `zone`, computed in a worker thread. */
  compute(chart: NatalChart, date: string, zone: string): Promise<DayFacts>;
  /** The result remembered under `key`, or undefined. */
  recall(key: string): Promise<DayFacts> | undefined;
  /** Runs `work` and remembers its result under `key` (a failure is forgotten at once). */
  remember(key: string, work: () => Promise<DayFacts>): Promise<DayFacts>;
  /** Ends the threads; calls after this are refused. */
  close(): Promise<void>;
}

export interface DayFactsPoolOptions {
  /** Worker threads. */
  workers: number;
  /** Results remembered (least recently stored first out). */
  memory?: number;
}

const WORKER_URL = new URL("./day-facts-worker.mjs", import.meta.url);

export function createDayFactsPool(options: DayFactsPoolOptions): DayFactsPool {
  const memory = options.memory ?? 256;
  const remembered = new Map<string, Promise<DayFacts>>();
  const pool = lazyWorkerPool(WORKER_URL, options.workers);
  let closed = false;

  return {
    compute(chart, date, zone) {
      if (closed) return Promise.reject(new Error("The day-facts pool is closed."));
      return pool.start().run({ chart, date, zone }) as Promise<DayFacts>;
    },
    recall(key) {
      return remembered.get(key);
    },
    remember(key, work) {
      const promise = work();
      if (remembered.size >= memory) remembered.delete(remembered.keys().next().value as string);
      remembered.set(key, promise);
      promise.catch(() => {
        if (remembered.get(key) === promise) remembered.delete(key);
      });
      return promise;
    },
    async close() {
      closed = true;
      remembered.clear();
      await pool.started?.destroy();
    },
  };
}
