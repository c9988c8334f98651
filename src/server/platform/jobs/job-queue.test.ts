import { eq } from "drizzle-orm";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { jobs } from "#server/db/schema";
import { fileTestDatabase } from "#server/test-support/test-app";
import { createJobQueue } from "./job-queue.ts";

const log = pino({ level: "silent" });
const handle = fileTestDatabase();

async function jobRow(kind: string, key: string) {
  const rows = await handle.db.select().from(jobs).where(eq(jobs.kind, kind));
  return rows.find((row) => row.key === key);
}

/** A queue on the file's database whose handler of `kind` records each payload it runs, in order. */
function recordingQueue(kind: string, now: () => Date = () => new Date()) {
  const queue = createJobQueue({ db: handle.db, now, log });
  const seen: unknown[] = [];
  queue.handle(kind, async (payload) => {
    seen.push(payload);
  });
  return { queue, seen };
}

describe("the job queue", () => {
  it("looks for work without writing when none is due: an idle poll leaves the write clock alone", async () => {
    const { queue, seen } = recordingQueue("idle-check", () => new Date("2026-11-22T10:00:00Z"));
    await queue.enqueue("idle-check", "later", { n: 1 }, { runAfter: new Date("2026-11-23T10:00:00Z") });
    const before = handle.writes.generation;
    expect(await queue.drain()).toBe(0);
    expect(handle.writes.generation).toBe(before);
    await queue.enqueue("idle-check", "now", { n: 2 });
    expect(await queue.drain()).toBe(1);
    expect(seen).toEqual([{ n: 2 }]);
  });

  it("enqueues a periodic kind once per tick between all workers, and only while they run", async () => {
    // A clock in the middle of a minute; two workers of two processes on one database.
    const at = () => new Date("2026-11-28T06:05:30Z");
    const queues = [0, 1].map(() => createJobQueue({ db: handle.db, now: at, log, pollMs: 60_000 }));
    for (const queue of queues) {
      queue.handle("tick", async () => {});
      queue.every("tick", 60_000);
    }
    expect(await handle.db.$count(jobs, eq(jobs.kind, "tick"))).toBe(0);
    for (const queue of queues) queue.start();
    // The first tick is enqueued at start; wait for both inserts to land.
    for (let i = 0; i < 100 && (await handle.db.$count(jobs, eq(jobs.kind, "tick"))) === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await Promise.all(queues.map((queue) => queue.stop()));
    const rows = await handle.db.select().from(jobs).where(eq(jobs.kind, "tick"));
    expect(rows.map((row) => row.key)).toEqual(["2026-11-28T06:05:00.000Z"]);
  });

  it("runs each job once, however often it was enqueued", async () => {
    const { queue, seen } = recordingQueue("echo");
    await queue.enqueue("echo", "a", { n: 1 });
    await queue.enqueue("echo", "a", { n: 1 });
    await queue.enqueue("echo", "b", { n: 2 });
    expect(await queue.drain()).toBe(2);
    expect(seen).toEqual([{ n: 1 }, { n: 2 }]);
    expect((await jobRow("echo", "a"))?.status).toBe("done");
    expect(await queue.drain()).toBe(0);
  });

  it("lists the keys of a kind still in the queue, and no longer those of jobs forgotten once run", async () => {
    const queue = createJobQueue({ db: handle.db, now: () => new Date(), log });
    queue.handle("listed", async () => {}, { forgetWhenFinished: true });
    await queue.enqueueMany("listed", [
      { key: "k1", payload: {} },
      { key: "k2", payload: {} },
    ]);
    await queue.enqueue("other", "k3", {});
    expect(await queue.keysOf("listed")).toEqual(new Set(["k1", "k2"]));
    await queue.drain();
    expect(await queue.keysOf("listed")).toEqual(new Set());
  });

  it("adds several jobs in one call, skipping keys already queued", async () => {
    const { queue, seen } = recordingQueue("batch");
    await queue.enqueue("batch", "b", { n: 2 });
    await queue.enqueueMany("batch", [
      { key: "c", payload: { n: 3 } },
      { key: "b", payload: { n: 20 } },
      { key: "a", payload: { n: 1 } },
    ]);
    await queue.enqueueMany("batch", []);
    expect(await queue.drain()).toBe(3);
    expect(seen.map((p) => (p as { n: number }).n).sort()).toEqual([1, 2, 3]);
  });

  it("forgets a finished job of a kind whose payload is personal, done or failed", async () => {
    const queue = createJobQueue({ db: handle.db, now: () => new Date(), log, maxAttempts: 1 });
    queue.handle(
      "personal",
      async (payload) => {
        if ((payload as { fail?: boolean }).fail) throw new Error("no luck");
      },
      { forgetWhenFinished: true },
    );
    await queue.enqueue("personal", "ok", { email: "someone@example.com" });
    await queue.enqueue("personal", "ko", { email: "someone@example.com", fail: true });
    expect(await queue.drain()).toBe(2);
    expect(await handle.db.$count(jobs, eq(jobs.kind, "personal"))).toBe(0);
  });

  it("holds a job until its run-after time, and a rolled-back transaction takes its job with it", async () => {
    let now = new Date("2026-11-22T10:00:00Z");
    const { queue, seen } = recordingQueue("later", () => now);
    await queue.enqueue("later", "due-tomorrow", { n: 1 }, { runAfter: new Date("2026-11-23T10:00:00Z") });
    await handle.db
      .transaction(async (tx) => {
        await queue.enqueue("later", "rolled-back", { n: 2 }, { db: tx });
        throw new Error("abort");
      })
      .catch(() => undefined);
    expect(await queue.drain()).toBe(0);
    now = new Date("2026-11-23T10:00:00Z");
    expect(await queue.drain()).toBe(1);
    expect(seen).toEqual([{ n: 1 }]);
    expect(await jobRow("later", "rolled-back")).toBeUndefined();
  });

  it("retries a failing job later, then marks it failed with the error", async () => {
    let now = new Date("2026-11-22T10:00:00Z");
    const queue = createJobQueue({ db: handle.db, now: () => now, log, maxAttempts: 2 });
    let calls = 0;
    queue.handle("flaky", async () => {
      calls += 1;
      throw new Error(`boom ${calls}`);
    });
    await queue.enqueue("flaky", "x", {});
    await queue.drain();
    expect(await jobRow("flaky", "x")).toMatchObject({ status: "queued", attempts: 1, lastError: "boom 1" });
    // Not before its back-off has passed.
    expect(await queue.drain()).toBe(0);
    now = new Date(now.getTime() + 6000);
    await queue.drain();
    expect(await jobRow("flaky", "x")).toMatchObject({ status: "failed", attempts: 2, lastError: "boom 2" });
    now = new Date(now.getTime() + 3600_000);
    expect(await queue.drain()).toBe(0);
    expect(calls).toBe(2);
  });

  it("gives a job whose worker died back to the queue when its lease ends", async () => {
    let now = new Date("2026-11-22T12:00:00Z");
    const dead = createJobQueue({ db: handle.db, now: () => now, log, leaseMs: 60_000 });
    dead.handle("lease", () => new Promise(() => {})); // never finishes: the worker "died"
    await dead.enqueue("lease", "l", {});
    void dead.drain();
    await expect.poll(async () => (await jobRow("lease", "l"))?.status).toBe("running");

    const alive = createJobQueue({ db: handle.db, now: () => now, log, leaseMs: 60_000 });
    let ran = 0;
    alive.handle("lease", async () => {
      ran += 1;
    });
    expect(await alive.drain()).toBe(0);
    now = new Date(now.getTime() + 61_000);
    expect(await alive.drain()).toBe(1);
    expect(ran).toBe(1);
    expect((await jobRow("lease", "l"))?.status).toBe("done");
  });

  it("shares work between concurrent workers without running a job twice", async () => {
    const runs = new Map<string, number>();
    const workers = [0, 1, 2].map(() => {
      const queue = createJobQueue({ db: handle.db, now: () => new Date(), log });
      queue.handle("shared", async (payload) => {
        const key = (payload as { key: string }).key;
        runs.set(key, (runs.get(key) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 2));
      });
      return queue;
    });
    const keys = Array.from({ length: 24 }, (_, i) => `k${i}`);
    for (const key of keys) await workers[0]?.enqueue("shared", key, { key });
    await Promise.all(workers.map((queue) => queue.drain()));
    expect([...runs.keys()].sort()).toEqual([...keys].sort());
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
  });

  it("finishes the job in hand and takes no other when stopped", async () => {
    const queue = createJobQueue({ db: handle.db, now: () => new Date(), log, pollMs: 10 });
    let release: () => void = () => {};
    const done: string[] = [];
    queue.handle("slow", async (payload) => {
      const key = (payload as { key: string }).key;
      if (key === "first") await new Promise<void>((resolve) => (release = resolve));
      done.push(key);
    });
    await queue.enqueue("slow", "first", { key: "first" });
    await queue.enqueue("slow", "second", { key: "second" });
    queue.start();
    await expect.poll(async () => (await jobRow("slow", "first"))?.status).toBe("running");
    const stopped = queue.stop();
    release();
    await stopped;
    expect(done).toEqual(["first"]);
    expect((await jobRow("slow", "first"))?.status).toBe("done");
    expect((await jobRow("slow", "second"))?.status).toBe("queued");
  });
});
