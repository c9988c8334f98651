import { MessageChannel } from "node:worker_threads";
import type { FastifyBaseLogger } from "fastify";
import { lazyWorkerPool } from "#server/platform/worker-pool";
import { CardInputError, checkCard, type RenderOptions } from "./card-input.ts";

/**
 * The image renderer the app uses: a small pool of worker threads, each rendering one card at a
 * time, with a bounded queue in front. Rendering is CPU work (layout, rasterising, compressing);
 * in a worker it never holds up other requests on the event loop. When every worker is busy and
 * the queue is full, a render is refused at once (the caller answers 503 with Retry-After) rather
 * than letting waits grow without bound. Input is checked here, on the main thread, before it
 * takes a place in the queue.
 *
 * The pool itself is tinypool's (ADR 049): it starts, feeds and replaces the workers, and ends a
 * worker whose render is aborted. Ours are the admission (at most `workers + queueLimit` renders at
 * once, refused with a typed error and a Retry-After estimate), the time limit counted from a
 * render's start, and the worker's answers as plain data.
 */

export interface ImageRendererOptions {
  /** Worker threads (each renders one card at a time). */
  workers: number;
  /** Renders that may wait for a worker; one more is refused. */
  queueLimit: number;
  /** A render taking longer than this is abandoned and its worker replaced, ms. */
  timeoutMs?: number;
  log?: Pick<FastifyBaseLogger, "warn" | "error">;
}

export interface RenderedCard {
  png: Buffer;
  /** SHA-256 of the bytes, base64url (made in the worker). */
  sha256: string;
}

export interface ImageRenderer {
  /**
   * Renders a card to PNG bytes. Rejects with CardInputError for input no card can be made from,
   * RendererBusyError when the queue is full, and an Error when a render fails.
   */
  render(template: string, props: unknown, options: RenderOptions): Promise<RenderedCard>;
  /** Starts the workers now (fonts loaded, backgrounds drawn) instead of at the first render. */
  warm(): Promise<void>;
  /** Ends the workers; queued renders are refused. */
  close(): Promise<void>;
  stats(): { workers: number; busy: number; queued: number };
}

export class RendererBusyError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("The image renderer is busy.");
    this.name = "RendererBusyError";
  }
}

/** A render's answer from the worker (render-worker.mjs): plain data, as no class crosses threads. */
type WorkerReply =
  | { png: Uint8Array; sha256: string }
  | { input: boolean; message: string; field?: string; characters?: string[] };

const WORKER_URL = new URL("./render-worker.mjs", import.meta.url);
const CLOSED = "the image renderer is closed";

export function createImageRenderer(options: ImageRendererOptions): ImageRenderer {
  const timeoutMs = options.timeoutMs ?? 20_000;
  let closed = false;
  /** Tasks given to the pool and not settled yet, running or waiting (warm-ups too). */
  let inFlight = 0;
  /** Why the last worker that could not start failed; the renders waiting for it get this. */
  let startFailure: Error | null = null;
  /** Running average of a render's time in a worker, ms (for Retry-After). */
  let averageMs = 150;

  // A worker that could not start (a broken install, say) is logged, and the renders waiting for
  // it fail with its reason.
  const pool = lazyWorkerPool(WORKER_URL, options.workers, (error) => {
    options.log?.error({ err: error }, "image render worker could not start");
    startFailure = error;
  });

  async function track<T>(task: Promise<T>): Promise<T> {
    inFlight += 1;
    try {
      return await task;
    } finally {
      inFlight -= 1;
    }
  }

  /**
   * One render in a worker. The worker says on `started` when it begins, and the time limit runs
   * from then: tinypool tells nothing of when a task leaves its queue, and a limit from the call
   * would count the wait behind other renders.
   */
  async function run(template: string, props: unknown, renderOptions: RenderOptions): Promise<RenderedCard> {
    const { port1: started, port2: startedInWorker } = new MessageChannel();
    const abort = new AbortController();
    let startedAt = 0;
    let timer: NodeJS.Timeout | undefined;
    started.once("message", () => {
      startedAt = performance.now();
      timer = setTimeout(() => {
        options.log?.warn({ template, timeoutMs }, "image render timed out");
        abort.abort(); // tinypool ends the worker and starts another
      }, timeoutMs);
      timer.unref();
    });
    let reply: WorkerReply;
    try {
      reply = await track(
        pool
          .start()
          .run(
            { template, props, options: renderOptions, started: startedInWorker },
            { transferList: [startedInWorker], signal: abort.signal },
          ),
      );
    } catch (error) {
      throw lost(error as Error, abort.signal.aborted);
    } finally {
      clearTimeout(timer);
      started.close();
    }
    if ("png" in reply) {
      if (startedAt > 0) averageMs = averageMs * 0.8 + (performance.now() - startedAt) * 0.2;
      return {
        png: Buffer.from(reply.png.buffer, reply.png.byteOffset, reply.png.byteLength),
        sha256: reply.sha256,
      };
    }
    if (reply.input) throw new CardInputError(reply.message, reply.field, reply.characters ?? []);
    throw new Error(`render failed: ${reply.message}`);
  }

  /** The error a render gets when the pool failed it (the worker's own failures are replies). */
  function lost(error: Error, timedOut: boolean): Error {
    if (closed) return new Error(CLOSED);
    if (timedOut) return new Error(`image render worker exited: the render took over ${timeoutMs} ms`);
    if (error.name === "CancelError") return startFailure ?? error;
    options.log?.error({ err: error }, "image render worker stopped; tinypool starts another");
    return error;
  }

  return {
    render(template, props, renderOptions) {
      let checked: ReturnType<typeof checkCard>;
      try {
        checked = checkCard(template, props, renderOptions);
      } catch (error) {
        return Promise.reject(error);
      }
      if (closed) return Promise.reject(new Error(CLOSED));
      if (inFlight >= options.workers + options.queueLimit) {
        const seconds = Math.max(1, Math.ceil((inFlight * averageMs) / options.workers / 1000));
        return Promise.reject(new RendererBusyError(seconds));
      }
      return run(checked.template, checked.props, renderOptions);
    },
    async warm() {
      if (closed) return;
      const workers = pool.start();
      // One empty task per worker: each answers once its module (fonts, backgrounds) has loaded.
      const warmUps = Array.from({ length: options.workers }, () => workers.run(null, { name: "ready" }));
      await Promise.all(warmUps.map(track));
    },
    async close() {
      closed = true;
      await pool.started?.destroy();
    },
    stats() {
      const queued = pool.started?.queueSize ?? 0;
      return { workers: pool.started?.threads.length ?? 0, busy: inFlight - queued, queued };
    },
  };
}
