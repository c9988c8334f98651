// HTTP benchmark (issues "Today", "Lean and fast in production" and "Today in a blink"): our health,
// stored-horoscope and stored-transit-window routes against a bare Fastify hello-world, each read
// as a share of what Fastify alone does on this machine now; p99 under load; resident memory;
// the time of a first-of-the-day horoscope; GET /api/transits cold, recalculated and stored, one at
// a time in the server's process; the stored window and horoscope one at a time from the load's.
//
// Measured as clients arrive: bare Fastify, our server (bench/http-server.ts) and the load
// generator (autocannon, in this process) each run in a process of their own, so the server's
// event loop and its CPU are never shared with the load's. A shared two-core machine moves
// throughput by a third between runs of a few seconds, so the reference and our routes are loaded
// in turns, five rounds, and each share is the median of the rounds' shares.
//
// BENCH_CPU_PROF=<dir> starts our server with `--cpu-prof` and writes its profile there (see
// bench/profile-top.ts to read one).
import { type ChildProcess, fork } from "node:child_process";
import os from "node:os";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import pg from "pg";
import type { OpenDatabaseOptions } from "../src/server/db/client.ts";
import type { AppReady } from "./http-server.ts";

const CONNECTIONS = 100;
const DURATION_S = 5;
const ROUNDS = 5;
const MiB = 2 ** 20;
const serverScript = fileURLToPath(new URL("./http-server.ts", import.meta.url));

interface Load {
  rps: number;
  p99: number;
  errors: number;
}

/** Loads `url` from this process; the server is another one. */
async function load(url: string, headers: Record<string, string> = {}): Promise<Load> {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

interface Server<T> {
  ready: T;
  rss(): Promise<number>;
  close(): Promise<void>;
}

/** Starts bench/http-server.ts in a process of its own and waits until it listens. */
function startServer<T>(args: string[], execArgv: string[] = []): Promise<Server<T>> {
  const child: ChildProcess = fork(serverScript, args, {
    execArgv: ["--import", "tsx", ...execArgv],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const next = <M>() =>
    new Promise<M>((resolve, reject) => {
      child.once("message", (message) => resolve(message as M));
      child.once("exit", (code) => reject(new Error(`the bench server exited (${code})`)));
    });
  return next<T>().then((ready) => ({
    ready,
    rss: async () => {
      const answer = next<{ rss: number }>();
      child.send("rss");
      return (await answer).rss;
    },
    close: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.send("close");
      }),
  }));
}

/** Embedded PGlite always; PostgreSQL too when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set. */
export async function run(): Promise<string> {
  const sections = [await measure("PGlite", { kind: "pglite" })];
  const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    // A fresh database on that server for this run, dropped afterwards.
    const name = `zf_bench_${Date.now()}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    try {
      const url = new URL(pgUrl);
      url.pathname = `/${name}`;
      sections.push(await measure("PostgreSQL", { kind: "postgres", url: url.toString() }));
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }
  return [
    `## HTTP: our routes as a share of bare Fastify (autocannon, ${CONNECTIONS} connections, ${DURATION_S} s each, load from its own process, ${ROUNDS} rounds)`,
    "",
    `Run ${new Date().toISOString()}, Node ${process.version}, load average ${os
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(" / ")}.`,
    "Bare Fastify, our server and the load generator (autocannon) each run in a process of their own, as",
    "real clients and servers do. Each round loads the reference, then health, the stored horoscope and",
    `the stored transit window; each share is the median over ${ROUNDS} rounds of our throughput over that`,
    "round's reference (the transit window's, over that round's horoscope), and the rates shown are",
    "medians too. Health answers once one `select 1` sent after the request arrived has answered",
    "(requests arriving together share it). A stored horoscope reads the session (from the session",
    "cache once warm, ADR 022) and the stored text (from memory); a stored transit window is one settled",
    "answer per user, chart version and window (ADR 028); both JSON texts are written once. PGlite is",
    "embedded (one connection); PostgreSQL is a pool of 10. RSS is our server's process.",
    "",
    "| database | measure | value | share | target | |",
    "|---|---|---|---|---|---|",
    ...sections,
  ].join("\n");
}

/** Medians of 300 requests sent one after another (after 50 to warm up), in ms, without an encoding. */
async function oneAtATime(url: string, headers: Record<string, string>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 350; i++) {
    const start = performance.now();
    const response = await fetch(url, { headers: { ...headers, "accept-encoding": "identity" } });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    await response.arrayBuffer();
    if (i >= 50) times.push(performance.now() - start);
  }
  return median(times);
}

const ok = (pass: boolean) => (pass ? "✅" : "❌");
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
/** Median rate and p99 of the rounds, errors summed. */
const merged = (runs: Load[]): Load => ({
  rps: median(runs.map((x) => x.rps)),
  p99: median(runs.map((x) => x.p99)),
  errors: runs.reduce((sum, x) => sum + x.errors, 0),
});
/** The median over the rounds of each round's share of that round's reference. */
const share = (runs: Load[], reference: Load[]) =>
  median(runs.map((x, i) => (100 * x.rps) / (reference[i]?.rps ?? Number.NaN)));
const loadCell = (x: Load) => `${x.rps.toFixed(0)} req/s, p99 ${x.p99} ms, ${x.errors} errors`;

async function measure(label: string, db: OpenDatabaseOptions): Promise<string> {
  const profileDir = process.env.BENCH_CPU_PROF;
  const server = await startServer<AppReady>(
    ["app", JSON.stringify(db)],
    profileDir ? ["--cpu-prof", "--cpu-prof-dir", profileDir] : [],
  );
  const bare = await startServer<{ base: string }>(["bare"]);
  const { base, member, premium, generation, transits } = server.ready;
  const rssBefore = await server.rss();
  // The stored window one at a time from this process, a client of its own as a browser is (the
  // server's own timings share its event loop with their client).
  const sequential = {
    window: await oneAtATime(`${base}/api/transits?days=30`, premium),
    horoscope: await oneAtATime(`${base}/api/horoscope/today`, member),
  };
  const references: Load[] = [];
  const healths: Load[] = [];
  const horoscopes: Load[] = [];
  const windows: Load[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    references.push(await load(`${bare.ready.base}/hello`));
    healths.push(await load(`${base}/api/health`));
    horoscopes.push(await load(`${base}/api/horoscope/today`, member));
    windows.push(await load(`${base}/api/transits?days=30`, premium));
  }
  const rssAfter = await server.rss();
  await bare.close();
  await server.close();
  const [reference, health, horoscope, window] = [references, healths, horoscopes, windows].map(merged) as [
    Load,
    Load,
    Load,
    Load,
  ];

  const onPostgres = db.kind === "postgres";
  const target = (min: number, value: number, of = "") =>
    onPostgres ? [`≥ ${min} %${of}`, `${ok(value >= min)}`] : [`(≥ ${min} %${of} on PostgreSQL)`, ""];
  const row = (measure: string, value: string, share: string, [goal, mark]: string[] = ["", ""]) =>
    `| ${label} | ${measure} | ${value} | ${share} | ${goal} | ${mark} |`;
  const genMedian = median(generation);
  const warmMedian = median(transits.warm);
  const windowShare = share(windows, horoscopes);
  return [
    row("bare Fastify hello-world (reference)", loadCell(reference), "100 %"),
    row(
      "GET /api/health",
      loadCell(health),
      `${share(healths, references).toFixed(0)} %`,
      target(70, share(healths, references)),
    ),
    row(
      "GET /api/horoscope/today (stored)",
      loadCell(horoscope),
      `${share(horoscopes, references).toFixed(0)} %`,
      target(50, share(horoscopes, references)),
    ),
    row(
      "GET /api/transits?days=30 (stored, premium)",
      loadCell(window),
      `${share(windows, references).toFixed(0)} % (${windowShare.toFixed(0)} % of the horoscope)`,
      target(25, windowShare, " of the horoscope"),
    ),
    row(
      "each round: reference / health / horoscope / transit window (req/s)",
      references
        .map(
          (x, i) =>
            `${x.rps.toFixed(0)} / ${healths[i]?.rps.toFixed(0)} / ${horoscopes[i]?.rps.toFixed(0)} / ${windows[i]?.rps.toFixed(0)}`,
        )
        .join("; "),
      "",
    ),
    row(
      "RSS of our server before → after the loads",
      `${(rssBefore / MiB).toFixed(0)} → ${(rssAfter / MiB).toFixed(0)} MiB`,
      "",
    ),
    row(
      "GET /api/transits?days=30, one at a time in the server's process: first read / whole window recalculated / stored, descriptions pending (medians)",
      `${median(transits.cold).toFixed(1)} / ${median(transits.recalculated).toFixed(1)} / ${warmMedian.toFixed(2)} ms`,
      "",
      ["", ""],
    ),
    row(
      "stored transit window / stored horoscope, one at a time from the load's process (medians of 300)",
      `${sequential.window.toFixed(2)} / ${sequential.horoscope.toFixed(2)} ms`,
      "",
      ["window ≤ 1 ms", ok(sequential.window <= 1)],
    ),
    row(
      "first-of-the-day horoscope (compose + store), median of 20 days",
      `${genMedian.toFixed(1)} ms (max ${Math.max(...generation).toFixed(1)} ms)`,
      "",
      ["≤ 50 ms", ok(genMedian <= 50)],
    ),
  ].join("\n");
}
