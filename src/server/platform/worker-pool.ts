import { Tinypool } from "tinypool";

/** A fixed-size pool of worker threads that starts with the first task that needs it. */
export interface LazyWorkerPool {
  /** The pool, started now if it was not. */
  start(): Tinypool;
  /** The pool once started, else null (nothing to stop, no threads to count). */
  readonly started: Tinypool | null;
}

/**
 * tinypool's threads (ADR 049) on `filename`, `threads` of them. No loader flags are inherited:
 * the worker loads its TypeScript module itself. A thread lost with no task on it, mostly one
 * that could not start, is reported to `onLost`, and what waits for it fails at once (work on a
 * lost thread fails by itself); the next task starts another thread rather than a tight loop.
 */
export function lazyWorkerPool(
  filename: URL,
  threads: number,
  onLost: (error: Error) => void = () => {},
): LazyWorkerPool {
  let pool: Tinypool | null = null;
  return {
    start() {
      if (pool) return pool;
      const workers = new Tinypool({ filename, minThreads: threads, maxThreads: threads, execArgv: [] });
      workers.on("error", (error: Error) => {
        onLost(error);
        workers.cancelPendingTasks();
      });
      pool = workers;
      return workers;
    },
    get started() {
      return pool;
    },
  };
}
