import { Worker } from "node:worker_threads";
import type { FastifyBaseLogger } from "fastify";
import { CardInputError, checkCard, type RenderOptions } from "./card-input.ts";

/**
 * The image renderer the app uses: a small pool of worker threads, each rendering one card at a
 * time, with a bounded queue in front. Rendering is CPU work (layout, rasterising, compressing);
 * in a worker it never holds up other requests on the event loop. When every worker is busy and
 * the queue is full, a render is refused at once (the caller answers 503 with Retry-After) rather
 * than letting waits grow without bound. Input is checked here, on the main thread, before it
 * takes a place in the queue.
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

interface Job {
  id: number;
  template: string;
  props: unknown;
  options: RenderOptions;
  resolve(card: RenderedCard): void;
  reject(error: Error): void;
  startedAt?: number;
  timer?: NodeJS.Timeout;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  job: Job | null;
  readyPromise: Promise<void>;
}

type WorkerMessage =
  | { type: "ready" }
  | { type: "done"; id: number; png: Uint8Array; sha256: string }
  | {
      type: "failed";
      id: number;
      input: boolean;
      message: string;
      field?: string;
      characters?: string[];
    };

const WORKER_URL = new URL("./render-worker.mjs", import.meta.url);

export function createImageRenderer(options: ImageRendererOptions): ImageRenderer {
  const timeoutMs = options.timeoutMs ?? 20_000;
  const slots: Slot[] = [];
  const queue: Job[] = [];
  let nextId = 1;
  let closed = false;
  /** Running average of a render's time in a worker, ms (for Retry-After). */
  let averageMs = 150;

  function spawn(): Slot {
    // No inherited loader flags: the worker loads the TypeScript renderer itself (render-worker.mjs).
    const worker = new Worker(WORKER_URL, { execArgv: [] });
    worker.unref();
    let markReady: () => void = () => {};
    let failStart: (error: Error) => void = () => {};
    const slot: Slot = {
      worker,
      ready: false,
      job: null,
      readyPromise: new Promise<void>((resolve, reject) => {
        markReady = resolve;
        failStart = reject;
      }),
    };
    slot.readyPromise.catch(() => {}); // a failed start is reported through the jobs it fails
    worker.on("message", (message: WorkerMessage) => {
      if (message.type === "ready") {
        slot.ready = true;
        markReady();
        pump();
        return;
      }
      const job = slot.job;
      if (!job || job.id !== message.id) return;
      finish(slot);
      if (message.type === "done") {
        const elapsed = performance.now() - (job.startedAt ?? performance.now());
        averageMs = averageMs * 0.8 + elapsed * 0.2;
        job.resolve({
          png: Buffer.from(message.png.buffer, message.png.byteOffset, message.png.byteLength),
          sha256: message.sha256,
        });
      } else if (message.input) {
        job.reject(new CardInputError(message.message, message.field, message.characters ?? []));
      } else {
        job.reject(new Error(`render failed: ${message.message}`));
      }
      pump();
    });
    const lost = (error: Error) => {
      if (!slots.includes(slot)) return;
      slots.splice(slots.indexOf(slot), 1);
      failStart(error);
      const job = slot.job;
      if (job) {
        finish(slot);
        job.reject(error);
      }
      if (closed) return;
      if (!slot.ready) {
        // It never started (a broken install, say): fail what waits, and try again on the next render
        // rather than in a tight loop.
        options.log?.error({ err: error }, "image render worker could not start");
        for (const waiting of queue.splice(0)) waiting.reject(error);
        return;
      }
      options.log?.error({ err: error }, "image render worker stopped; starting a new one");
      slots.push(spawn());
    };
    worker.on("error", lost);
    worker.on("exit", (code) => lost(new Error(`image render worker exited (code ${code})`)));
    return slot;
  }

  function finish(slot: Slot) {
    if (slot.job?.timer) clearTimeout(slot.job.timer);
    slot.job = null;
  }

  function start() {
    while (!closed && slots.length < options.workers) slots.push(spawn());
  }

  function pump() {
    for (const slot of slots) {
      if (!slot.ready || slot.job) continue;
      const job = queue.shift();
      if (!job) return;
      slot.job = job;
      job.startedAt = performance.now();
      job.timer = setTimeout(() => {
        options.log?.warn({ template: job.template, timeoutMs }, "image render timed out");
        void slot.worker.terminate();
      }, timeoutMs);
      job.timer.unref();
      slot.worker.postMessage({ id: job.id, template: job.template, props: job.props, options: job.options });
    }
  }

  function busyCount() {
    return slots.filter((s) => s.job !== null || !s.ready).length;
  }

  return {
    render(template, props, renderOptions) {
      let checked: ReturnType<typeof checkCard>;
      try {
        checked = checkCard(template, props, renderOptions);
      } catch (error) {
        return Promise.reject(error);
      }
      if (closed) return Promise.reject(new Error("the image renderer is closed"));
      start();
      const idle = slots.some((s) => s.ready && s.job === null);
      if (!idle && queue.length >= options.queueLimit) {
        const ahead = queue.length + busyCount();
        const seconds = Math.max(1, Math.ceil((ahead * averageMs) / options.workers / 1000));
        return Promise.reject(new RendererBusyError(seconds));
      }
      return new Promise<RenderedCard>((resolve, reject) => {
        queue.push({
          id: nextId++,
          template: checked.template,
          props: checked.props,
          options: renderOptions,
          resolve,
          reject,
        });
        pump();
      });
    },
    async warm() {
      start();
      await Promise.all(slots.map((s) => s.readyPromise));
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error("the image renderer is closed"));
      const ending = slots.splice(0);
      for (const slot of ending) {
        const job = slot.job;
        finish(slot);
        job?.reject(new Error("the image renderer is closed"));
      }
      await Promise.all(ending.map((s) => s.worker.terminate()));
    },
    stats() {
      return { workers: slots.length, busy: busyCount(), queued: queue.length };
    },
  };
}
