import { setImmediate } from "node:timers/promises";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "#server/db/client";
import { safeErrorMessage } from "#server/db/errors";
import { type JobRow, jobs } from "#server/db/schema";

/**
 * A job queue in the database (docs/architecture.md#system-at-a-glance; docs/decisions/005-own-job-queue.md). Enqueueing is idempotent per
 * (kind, key); workers claim one job at a time with `for update skip locked`, so several app
 * processes on one PostgreSQL share the work without taking the same job twice. A claimed job
 * holds a lease: a worker that dies mid-job leaves it to be claimed again when the lease ends.
 */

type JobHandler = (payload: unknown, job: JobRow) => Promise<void>;

interface JobKindOptions {
  /**
   * Delete the job once it has finished (done or failed) instead of keeping it: for jobs whose
   * payload is personal data, such as the address a mail goes to.
   */
  forgetWhenFinished?: boolean;
}

export interface JobQueueOptions {
  db: Database;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Attempts before a job is marked failed. */
  maxAttempts?: number;
  /** How long a claimed job is reserved for its worker. */
  leaseMs?: number;
  /** How often an idle worker looks for work (it is also woken by `enqueue`). */
  pollMs?: number;
}

const DEFAULTS = { maxAttempts: 3, leaseMs: 2 * 60_000, pollMs: 1000 };

interface EnqueueOptions {
  /** Not before this instant (default: now), e.g. the end of a billing period. */
  runAfter?: Date;
  /**
   * Where to insert the row: pass a transaction to make the job part of it, so the state change
   * and its follow-up job commit (or roll back) together.
   */
  db?: Database;
}

export interface JobQueue {
  /** Adds a job unless one with the same kind and key exists; wakes the worker. */
  enqueue(kind: string, key: string, payload: unknown, options?: EnqueueOptions): Promise<void>;
  /**
   * `enqueue` for several jobs of one kind in one statement. Rows go in in key order, so two
   * concurrent calls over the same keys wait for each other instead of deadlocking.
   */
  enqueueMany(
    kind: string,
    entries: readonly { key: string; payload: unknown }[],
    options?: EnqueueOptions,
  ): Promise<void>;
  /**
   * The keys of a kind's jobs still in the table (queued, running, or kept after finishing), which
   * `enqueue` would leave as they are: a periodic producer need not offer them again.
   */
  keysOf(kind: string): Promise<Set<string>>;
  /** Registers the function that runs jobs of a kind. */
  handle(kind: string, handler: JobHandler, options?: JobKindOptions): void;
  /** Claims and runs ready jobs until none is left (tests, and the worker's loop). Returns how many ran. */
  drain(): Promise<number>;
  /**
   * Runs a kind every `everyMs` while the worker runs: each tick enqueues (kind, the tick's start as
   * key), so several processes on one database add one job per tick between them, and a restart
   * misses nothing but the ticks it was down for. The handler must be safe to run twice (a finished
   * tick whose row was forgotten may be enqueued again by a slower process).
   */
  every(kind: string, everyMs: number): void;
  /** Starts the background worker. */
  start(): void;
  /** Stops taking jobs and waits for the one in flight (graceful shutdown). */
  stop(): Promise<void>;
}

export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { db, now, log } = options;
  const maxAttempts = options.maxAttempts ?? DEFAULTS.maxAttempts;
  const leaseMs = options.leaseMs ?? DEFAULTS.leaseMs;
  const pollMs = options.pollMs ?? DEFAULTS.pollMs;
  const handlers = new Map<string, JobHandler>();
  const forgetful = new Set<string>();
  let running = false;
  let stopping = false;
  let timer: NodeJS.Timeout | null = null;
  let draining: Promise<number> | null = null;
  const periodic = new Map<string, number>();
  let periodicTimers: NodeJS.Timeout[] = [];

  function startPeriodic(queue: JobQueue) {
    for (const [kind, everyMs] of periodic) {
      const tick = () => {
        const slot = Math.floor(now().getTime() / everyMs) * everyMs;
        queue.enqueue(kind, new Date(slot).toISOString(), {}).catch((error: unknown) => {
          log.warn({ err: error, kind }, "could not enqueue a periodic job");
        });
      };
      tick();
      const timer = setInterval(tick, everyMs);
      timer.unref();
      periodicTimers.push(timer);
    }
  }

  async function claim(): Promise<JobRow | null> {
    const at = now();
    const kinds = [...handlers.keys()];
    if (kinds.length === 0) return null;
    // A queued job that is due, or a running one whose worker's lease ran out.
    const due = sql`${inArray(jobs.kind, kinds)}
          and ((${jobs.status} = 'queued' and ${jobs.runAfter} <= ${at})
            or (${jobs.status} = 'running' and ${jobs.lockedUntil} < ${at}))`;
    // Looked for with a plain read first: the claim is a write, and every write moves the database
    // handle's write clock, which drops the session cache and every kept answer of this process
    // (ADR 022, 028). An idle worker polls every second; under load, a claim of nothing each second
    // kept the stored transit window from staying kept at all (ADR 042).
    const [waiting] = await db.select({ id: jobs.id }).from(jobs).where(due).limit(1);
    if (!waiting) return null;
    const result = await db.execute(sql`
      update ${jobs} set status = 'running', attempts = ${jobs.attempts} + 1,
        locked_until = ${new Date(at.getTime() + leaseMs)}
      where ${jobs.id} = (
        select id from ${jobs}
        where ${due}
        order by ${jobs.id}
        for update skip locked
        limit 1)
      returning id`);
    const id = (result as unknown as { rows: { id: number }[] }).rows[0]?.id;
    if (id === undefined) return null;
    const [job] = await db.select().from(jobs).where(eq(jobs.id, id));
    return job ?? null;
  }

  async function runOne(job: JobRow): Promise<void> {
    const handler = handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler(job.payload, job);
      if (forgetful.has(job.kind)) {
        await db.delete(jobs).where(eq(jobs.id, job.id));
        return;
      }
      await db
        .update(jobs)
        .set({ status: "done", finishedAt: now(), lockedUntil: null, lastError: null })
        .where(and(eq(jobs.id, job.id), eq(jobs.status, "running")));
    } catch (error) {
      // Stored and logged without the values of a failed query (they may be personal data).
      const message = safeErrorMessage(error);
      const failed = job.attempts >= maxAttempts;
      log.warn({ jobId: job.id, kind: job.kind, attempt: job.attempts, err: error }, "job failed");
      // Back off 5 s, 25 s, … before the next attempt.
      const retryAt = new Date(now().getTime() + 5000 * 5 ** (job.attempts - 1));
      if (failed && forgetful.has(job.kind)) {
        await db.delete(jobs).where(eq(jobs.id, job.id));
        return;
      }
      await db
        .update(jobs)
        .set(
          failed
            ? { status: "failed", finishedAt: now(), lockedUntil: null, lastError: message.slice(0, 2000) }
            : { status: "queued", runAfter: retryAt, lockedUntil: null, lastError: message.slice(0, 2000) },
        )
        .where(eq(jobs.id, job.id));
    }
  }

  async function drainOnce(): Promise<number> {
    let count = 0;
    for (let job = await claim(); job; job = await claim()) {
      await runOne(job);
      count += 1;
      if (stopping) break; // shutting down: finish the job in hand, take no other
      // The embedded database answers in microtasks, so a run of jobs would otherwise never let
      // the event loop in: requests wait for the queue to empty (issue 30, 10,000 digests).
      await setImmediate();
    }
    return count;
  }

  function drain(): Promise<number> {
    // One drain at a time per process; callers share the one in progress.
    if (!draining) {
      draining = drainOnce().finally(() => {
        draining = null;
      });
    }
    return draining;
  }

  function schedule(delayMs: number) {
    if (!running) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(async () => {
      timer = null;
      try {
        await drain();
      } catch (error) {
        log.error({ err: error }, "job worker could not read the queue");
      }
      schedule(pollMs);
    }, delayMs);
    timer.unref();
  }

  const queue: JobQueue = {
    async enqueue(kind, key, payload, options = {}) {
      await (options.db ?? db)
        .insert(jobs)
        .values({ kind, key, payload, runAfter: options.runAfter ?? now() })
        .onConflictDoNothing();
      if (running && !draining) schedule(0);
    },
    async enqueueMany(kind, entries, options = {}) {
      if (entries.length === 0) return;
      const runAfter = options.runAfter ?? now();
      const rows = [...entries]
        .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
        .map(({ key, payload }) => ({ kind, key, payload, runAfter }));
      await (options.db ?? db).insert(jobs).values(rows).onConflictDoNothing();
      if (running && !draining) schedule(0);
    },
    async keysOf(kind) {
      const rows = await db.select({ key: jobs.key }).from(jobs).where(eq(jobs.kind, kind));
      return new Set(rows.map((row) => row.key));
    },
    handle(kind, handler, options = {}) {
      handlers.set(kind, handler);
      if (options.forgetWhenFinished) forgetful.add(kind);
      else forgetful.delete(kind);
    },
    every(kind, everyMs) {
      periodic.set(kind, everyMs);
    },
    drain,
    start() {
      if (running) return;
      running = true;
      stopping = false;
      startPeriodic(queue);
      schedule(0);
    },
    async stop() {
      running = false;
      stopping = true;
      if (timer) clearTimeout(timer);
      timer = null;
      for (const periodicTimer of periodicTimers) clearInterval(periodicTimer);
      periodicTimers = [];
      await draining?.catch(() => 0);
    },
  };
  return queue;
}
