import { Worker } from "node:worker_threads";
import type { NatalChart } from "#astro/index";
import type { DayFacts } from "./day-facts.ts";

/**
 * Worker threads that work out a day's facts (day-facts.ts) for the daily texts: Today's first
 * reading of the day, the morning digest and the "Today" push. The chart engine's transit search
 * takes ~10 ms a user (several times that on a busy machine); on the event loop, thousands of
 * morning digests in a row would hold every other request up (issue 30: /api/health p99 ≤ 50 ms
 * while 10,000 digests go out). The threads start with the first call (a server that writes no
 * daily text never pays for them), a dead one is replaced at the next call, and `close` ends them.
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

interface Pending {
  resolve(facts: DayFacts): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  pending: Map<number, Pending>;
}

type Reply = { id: number; facts: DayFacts } | { id: number; error: { name: string; message: string } };

const WORKER_URL = new URL("./day-facts-worker.mjs", import.meta.url);

/** The engine's argument errors keep their class, so callers can tell bad input from a failure. */
function rebuildError({ name, message }: { name: string; message: string }): Error {
  if (name === "RangeError") return new RangeError(message);
  if (name === "TypeError") return new TypeError(message);
  return new Error(message);
}

export function createDayFactsPool(options: DayFactsPoolOptions): DayFactsPool {
  const memory = options.memory ?? 256;
  const slots: Slot[] = [];
  const remembered = new Map<string, Promise<DayFacts>>();
  let nextId = 1;
  let closed = false;

  function spawn(): Slot {
    // No inherited loader flags: the worker loads the TypeScript module itself (day-facts-worker.mjs).
    const worker = new Worker(WORKER_URL, { execArgv: [] });
    const slot: Slot = { worker, pending: new Map() };
    // Kept referenced only while it has work, so an idle pool never keeps a process alive.
    worker.unref();
    worker.on("message", (reply: Reply) => {
      const job = slot.pending.get(reply.id);
      if (!job) return;
      slot.pending.delete(reply.id);
      if (slot.pending.size === 0) worker.unref();
      if ("error" in reply) job.reject(rebuildError(reply.error));
      else job.resolve(reply.facts);
    });
    const lost = (error: Error) => {
      const index = slots.indexOf(slot);
      if (index >= 0) slots.splice(index, 1);
      for (const job of slot.pending.values()) job.reject(error);
      slot.pending.clear();
    };
    worker.on("error", lost);
    worker.on("exit", (code) => lost(new Error(`day-facts worker exited (code ${code})`)));
    return slot;
  }

  /** The thread with the least work waiting, starting threads up to the pool's size. */
  function pick(): Slot {
    const idle = slots.find((slot) => slot.pending.size === 0);
    if (idle) return idle;
    if (slots.length < options.workers) {
      const slot = spawn();
      slots.push(slot);
      return slot;
    }
    return slots.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
  }

  return {
    compute(chart, date, zone) {
      if (closed) return Promise.reject(new Error("The day-facts pool is closed."));
      const slot = pick();
      const id = nextId++;
      return new Promise<DayFacts>((resolve, reject) => {
        slot.pending.set(id, { resolve, reject });
        slot.worker.ref();
        slot.worker.postMessage({ id, chart, date, zone });
      });
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
      const ending = slots.splice(0);
      await Promise.all(ending.map((slot) => slot.worker.terminate()));
    },
  };
}
