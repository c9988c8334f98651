// Morning digest benchmark (issue 30): composing one digest (target ≤ 50 ms), and N due digests
// (default 10,000; DIGEST_BENCH_N to change) sent from one process to the outbox adapter (target
// within 10 minutes) while /api/health is asked every 50 ms from a worker thread (target p99 ≤ 50 ms).
// Embedded PGlite in a temporary DATA_DIR, built-in writer. `npx tsx bench/run.ts digest`.
import { mkdtempSync, readdirSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { Worker } from "node:worker_threads";
import { buildApp } from "../src/server/app.ts";
import { openDatabase } from "../src/server/db/client.ts";
import { users } from "../src/server/db/schema.ts";
import { digestMailFor, runDigestTick } from "../src/server/features/digest/digest.service.ts";
import { findUserById } from "../src/server/repositories/users.ts";
import { benchConfig } from "./bench-config.ts";

const N = Number(process.env.DIGEST_BENCH_N ?? 10_000);
const BIRTH = {
  birthDate: "1990-03-14",
  birthTime: "08:30",
  birthTimeKnown: true,
  birthPlace: "Brussels, Belgium",
  birthLatitude: 50.85,
  birthLongitude: 4.35,
  birthTimezone: "Europe/Brussels",
  timezone: "Europe/Brussels",
};

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Asks /api/health every 50 ms from another thread, so the measure is the server's, not the caller's. */
function healthProbe(url: string) {
  const worker = new Worker(
    `const { parentPort, workerData } = require("node:worker_threads");
     const times = []; let stop = false;
     parentPort.on("message", () => { stop = true; });
     (async () => {
       while (!stop) {
         const start = performance.now();
         try { const r = await fetch(workerData); await r.arrayBuffer(); } catch {}
         times.push(performance.now() - start);
         await new Promise((resolve) => setTimeout(resolve, 50));
       }
       parentPort.postMessage(times);
     })();`,
    { eval: true, workerData: url },
  );
  return {
    stop: () =>
      new Promise<number[]>((resolve) => {
        worker.once("message", (times: number[]) => {
          void worker.terminate();
          resolve(times);
        });
        worker.postMessage("stop");
      }),
  };
}

export async function run(): Promise<string> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "zf-bench-digest-"));
  const config = benchConfig({ DATA_DIR: dataDir });
  const database = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "db") });
  // 07:05 in Brussels: every subscriber's 07:00 digest is due.
  let now = new Date("2026-11-28T06:05:00Z");
  const app = await buildApp({ config, database, logger: false, now: () => now });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const load = os
    .loadavg()
    .map((v) => v.toFixed(1))
    .join(" / ");

  // 1. One digest: first of the day (writes the day's horoscope and to-dos) and from stored texts.
  const [reader] = await database.db
    .insert(users)
    .values({
      ...BIRTH,
      username: "bench-reader",
      firstName: "Bench",
      lastName: "Reader",
      email: "reader@bench.test",
      emailVerified: true,
      passwordHash: "x",
    })
    .returning();
  if (!reader) throw new Error("no reader");
  await digestMailFor(app.ctx, reader, "2026-11-27"); // chart cast and stored, JIT warm
  const first: number[] = [];
  const stored: number[] = [];
  for (let day = 1; day <= 20; day++) {
    const date = `2026-12-${String(day).padStart(2, "0")}`;
    const user = (await findUserById(database.db, reader.id)) ?? reader;
    let start = performance.now();
    await digestMailFor(app.ctx, user, date);
    first.push(performance.now() - start);
    start = performance.now();
    await digestMailFor(app.ctx, user, date);
    stored.push(performance.now() - start);
  }

  // 2. N due digests through the tick, the job queue and the outbox, one process.
  for (let i = 0; i < N; i += 1000) {
    const rows = Array.from({ length: Math.min(1000, N - i) }, (_, j) => ({
      ...BIRTH,
      username: `bench${i + j}`,
      firstName: "Bench",
      lastName: "Member",
      email: `member${i + j}@bench.test`,
      emailVerified: true,
      passwordHash: "x",
      digestEnabled: true,
      digestHour: 7,
    }));
    await database.db.insert(users).values(rows);
  }
  // Baseline: the same probe against the idle server for 10 s, so a loaded machine shows as such.
  const idleProbe = healthProbe(`${base}/api/health`);
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  const idleHealth = await idleProbe.stop();
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const probe = healthProbe(`${base}/api/health`);
  const started = performance.now();
  const tick = await runDigestTick(app.ctx);
  const tickMs = performance.now() - started;
  // The worker as main.ts runs it; the clock moves with real time so lateness stays honest.
  const clockStart = Date.now();
  const startNow = now.getTime();
  const clock = setInterval(() => {
    now = new Date(startNow + (Date.now() - clockStart));
  }, 1000);
  let sent = 0;
  for (;;) {
    const ran = await app.ctx.jobs.drain();
    if (ran === 0) break;
    sent += ran;
  }
  const elapsedS = (performance.now() - started) / 1000;
  clearInterval(clock);
  const health = await probe.stop();
  loop.disable();
  const loadAfter = os
    .loadavg()
    .map((v) => v.toFixed(1))
    .join(" / ");
  const mails = readdirSync(path.join(dataDir, "outbox")).filter((f) => f.endsWith(".eml")).length;
  await app.close();
  await database.close();

  const ok = (pass: boolean) => (pass ? "✅" : "❌");
  return [
    "## Morning digest (issue 30)",
    "",
    `Run ${new Date().toISOString()}, Node ${process.version}, load average at start ${load}; embedded PGlite,`,
    "built-in writer, the outbox adapter. One digest = the day's horoscope and to-dos (written and",
    "stored the first time, read from the text store after), the brief, Premium's exact times (none",
    "for a free member) and the mail's two parts.",
    "",
    "| measure | median | p99 | target | |",
    "|---|---|---|---|---|",
    `| compose one digest, first of the day (writes its texts) | ${ms(quantile(first, 0.5))} | ${ms(quantile(first, 0.99))} | ≤ 50 ms | ${ok(quantile(first, 0.5) <= 50)} |`,
    `| compose one digest, texts stored | ${ms(quantile(stored, 0.5))} | ${ms(quantile(stored, 0.99))} | ≤ 50 ms | ${ok(quantile(stored, 0.5) <= 50)} |`,
    "",
    `| ${N.toLocaleString("en")} due digests, one process | value | target | |`,
    "|---|---|---|---|",
    `| tick (find due, queue ${tick.due} jobs) | ${ms(tickMs)} | | |`,
    `| all sent (${sent} jobs, ${mails} .eml in the outbox) | ${elapsedS.toFixed(0)} s | ≤ 600 s | ${ok(elapsedS <= 600 && mails === N)} |`,
    `| /api/health meanwhile, ${health.length} probes: median / p99 | ${ms(quantile(health, 0.5))} / ${ms(quantile(health, 0.99))} | p99 ≤ 50 ms | ${ok(quantile(health, 0.99) <= 50)} |`,
    `| baseline: /api/health of the idle server before, ${idleHealth.length} probes: median / p99 | ${ms(quantile(idleHealth, 0.5))} / ${ms(quantile(idleHealth, 0.99))} | | |`,
    `| main thread's event-loop delay while sending: p50 / p99 / max | ${ms(loop.percentile(50) / 1e6)} / ${ms(loop.percentile(99) / 1e6)} / ${ms(loop.max / 1e6)} | | |`,
    "",
    `Load average at the end: ${loadAfter}.`,
  ].join("\n");
}
