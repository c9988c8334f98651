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
import http from "node:http";
import os from "node:os";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import pg from "pg";
import type { OpenDatabaseOptions } from "../src/server/db/client.ts";
import { bundledBenchScript } from "./built-server.ts";
import type { AppReady } from "./http-server.ts";

const CONNECTIONS = 100;
const DURATION_S = 5;
const ROUNDS = 5;
const MiB = 2 ** 20;
const serverSource = fileURLToPath(new URL("./http-server.ts", import.meta.url));

interface Load {
  rps: number;
  p99: number;
  errors: number;
}

/**
 * What a browser sends with every call: it takes brotli or gzip, and a settled answer goes out in
 * the form compressed once (platform/settled.ts). The loads are run with and without it.
 */
const BROWSER_ENCODINGS = { "accept-encoding": "gzip, deflate, br, zstd" };

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
function startServer<T>(serverScript: string, args: string[], execArgv: string[] = []): Promise<Server<T>> {
  const child: ChildProcess = fork(serverScript, args, {
    execArgv,
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
  const serverScript = await bundledBenchScript(serverSource);
  const measure = (label: string, db: OpenDatabaseOptions) => measureOn(serverScript, label, db);
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
    "Bare Fastify, our server (bundled as `npm start` runs it) and the load generator (autocannon) each",
    "run in a process of their own, as real clients and servers do. Each round loads the reference, then",
    "health, the stored horoscope and the stored transit window as a browser asks (br/gzip), then those two",
    `with no encoding; each share is the median over ${ROUNDS} rounds of our throughput over that`,
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

/**
 * Medians of 300 requests sent one after another (after 50 to warm up), in ms, on one kept-alive
 * connection as a browser's, read to the last byte (compressed bytes are not inflated: that is the
 * client's work). node:http rather than fetch: undici's own work per call (about 1 ms here, more
 * than a whole stored read) would be the client's time, not the server's; the bare reference is
 * timed the same way beside it. Without `headers`' accept-encoding, no encoding is asked for.
 */
async function oneAtATime(url: string, headers: Record<string, string> = {}): Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const once = () =>
    new Promise<number>((resolve, reject) => {
      const start = performance.now();
      http
        .get(url, { agent, headers: { "accept-encoding": "identity", ...headers } }, (response) => {
          if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`));
          response.on("data", () => {});
          response.on("end", () => resolve(performance.now() - start));
        })
        .on("error", reject);
    });
  const times: number[] = [];
  try {
    for (let i = 0; i < 350; i++) {
      const time = await once();
      if (i >= 50) times.push(time);
    }
  } finally {
    agent.destroy();
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

async function measureOn(serverScript: string, label: string, db: OpenDatabaseOptions): Promise<string> {
  const profileDir = process.env.BENCH_CPU_PROF;
  const server = await startServer<AppReady>(
    serverScript,
    ["app", JSON.stringify(db)],
    profileDir ? ["--cpu-prof", "--cpu-prof-dir", profileDir] : [],
  );
  const bare = await startServer<{ base: string }>(serverScript, ["bare"]);
  const { base, member, premium, generation, transits } = server.ready;
  const rssBefore = await server.rss();
  // The stored window one at a time from this process, a client of its own as a browser is (the
  // server's own timings share its event loop with their client).
  const sequential = {
    window: await oneAtATime(`${base}/api/transits?days=30`, { ...premium, ...BROWSER_ENCODINGS }),
    horoscope: await oneAtATime(`${base}/api/horoscope/today`, { ...member, ...BROWSER_ENCODINGS }),
    windowIdentity: await oneAtATime(`${base}/api/transits?days=30`, premium),
    horoscopeIdentity: await oneAtATime(`${base}/api/horoscope/today`, member),
    reference: await oneAtATime(`${bare.ready.base}/hello`),
  };
  const loads = {
    reference: () => load(`${bare.ready.base}/hello`),
    health: () => load(`${base}/api/health`),
    horoscope: () => load(`${base}/api/horoscope/today`, { ...member, ...BROWSER_ENCODINGS }),
    window: () => load(`${base}/api/transits?days=30`, { ...premium, ...BROWSER_ENCODINGS }),
    horoscopeIdentity: () => load(`${base}/api/horoscope/today`, member),
    windowIdentity: () => load(`${base}/api/transits?days=30`, premium),
  };
  type Measure = keyof typeof loads;
  const runs = Object.fromEntries(Object.keys(loads).map((name) => [name, [] as Load[]])) as Record<
    Measure,
    Load[]
  >;
  for (let round = 0; round < ROUNDS; round++) {
    for (const name of Object.keys(loads) as Measure[]) runs[name].push(await loads[name]());
  }
  const rssAfter = await server.rss();
  await bare.close();
  await server.close();
  const of = (name: Measure, reference: Measure = "reference") => share(runs[name], runs[reference]);

  const onPostgres = db.kind === "postgres";
  const target = (min: number, value: number, of = "") =>
    onPostgres ? [`≥ ${min} %${of}`, `${ok(value >= min)}`] : [`(≥ ${min} %${of} on PostgreSQL)`, ""];
  const row = (measure: string, value: string, share: string, [goal, mark]: string[] = ["", ""]) =>
    `| ${label} | ${measure} | ${value} | ${share} | ${goal} | ${mark} |`;
  const loadRow = (measure: string, name: Measure, goal?: string[], over?: Measure) =>
    row(
      measure,
      loadCell(merged(runs[name])),
      `${of(name).toFixed(0)} %${over ? ` (${of(name, over).toFixed(0)} % of the horoscope)` : ""}`,
      goal,
    );
  const genMedian = median(generation);
  const warmMedian = median(transits.warm);
  return [
    loadRow("bare Fastify hello-world (reference)", "reference"),
    loadRow("GET /api/health", "health", target(70, of("health"))),
    loadRow(
      "GET /api/horoscope/today (stored), as a browser asks (br/gzip)",
      "horoscope",
      target(50, of("horoscope")),
    ),
    loadRow(
      "GET /api/transits?days=30 (stored, premium), as a browser asks (br/gzip)",
      "window",
      target(25, of("window", "horoscope"), " of the horoscope"),
      "horoscope",
    ),
    loadRow("GET /api/horoscope/today (stored), no Accept-Encoding", "horoscopeIdentity"),
    loadRow(
      "GET /api/transits?days=30 (stored, premium), no Accept-Encoding",
      "windowIdentity",
      undefined,
      "horoscopeIdentity",
    ),
    row(
      `each round: ${Object.keys(loads).join(" / ")} (req/s)`,
      runs.reference
        .map((_, i) =>
          (Object.keys(loads) as Measure[]).map((name) => runs[name][i]?.rps.toFixed(0)).join(" / "),
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
      "stored transit window / stored horoscope, one at a time from the load's process on one kept-alive connection, as a browser asks (br/gzip; medians of 300)",
      `${sequential.window.toFixed(2)} / ${sequential.horoscope.toFixed(2)} ms`,
      "",
      ["window ≤ 1 ms", ok(sequential.window <= 1)],
    ),
    row(
      "the same with no Accept-Encoding (the window's 49 KB as they are) / bare hello-world",
      `${sequential.windowIdentity.toFixed(2)} / ${sequential.horoscopeIdentity.toFixed(2)} / ${sequential.reference.toFixed(2)} ms`,
      "",
    ),
    row(
      "first-of-the-day horoscope (compose + store), median of 20 days",
      `${genMedian.toFixed(1)} ms (max ${Math.max(...generation).toFixed(1)} ms)`,
      "",
      ["≤ 50 ms", ok(genMedian <= 50)],
    ),
  ].join("\n");
}
