// HTTP benchmark (issues "Today" and "Lean and fast in production"): our health and stored-horoscope
// routes against a bare Fastify hello-world started here (same Node, same process, same autocannon
// settings), so each figure is read as a percentage of what Fastify alone does on this machine now;
// p99 under 200 connections; resident memory before and after the load; the time of a
// first-of-the-day horoscope; GET /api/transits cold, recalculated and warm.
//
// Each database is measured in a process of its own (this file, run with `--section`), so one
// section's heap and warm caches do not weigh on the other's. A shared two-core machine moves
// throughput by a third between runs of a few seconds, so the reference and our routes are measured
// in turns, three rounds, and each share is the median of the rounds' shares.
import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { eq } from "drizzle-orm";
import Fastify from "fastify";
import pg from "pg";
import { buildApp } from "../src/server/app.ts";
import { loadConfig } from "../src/server/config.ts";
import { type OpenDatabaseOptions, openDatabase } from "../src/server/db/client.ts";
import { transitCoverage } from "../src/server/db/schema.ts";
import { insertUser, sessionCookieFor } from "../src/server/test-support/users.ts";

const CONNECTIONS = 200;
const DURATION_S = 5;
const ROUNDS = 5;
const MiB = 2 ** 20;

interface Load {
  rps: number;
  p99: number;
  errors: number;
}

/** The load runs in a worker thread, so the server's event loop is not shared with autocannon's. */
async function load(url: string, headers: Record<string, string> = {}): Promise<Load> {
  const result = await autocannon({
    url,
    headers,
    connections: CONNECTIONS,
    duration: DURATION_S,
    workers: 1,
  });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

/** The reference: Fastify with one route answering a small JSON object, nothing else. */
async function bareFastify(): Promise<{ url: string; close: () => Promise<void> }> {
  const app = Fastify({ logger: false });
  app.get("/hello", async () => ({ hello: "world" }));
  await app.listen({ port: 0, host: "127.0.0.1" });
  return {
    url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/hello`,
    close: () => app.close(),
  };
}

/** One database's section, measured in a fresh process. */
function section(label: string, db: OpenDatabaseOptions): string {
  return execFileSync(
    process.execPath,
    ["--import", "tsx", fileURLToPath(import.meta.url), "--section", label, JSON.stringify(db)],
    { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"], maxBuffer: 16 * 2 ** 20 },
  ).trim();
}

/** Embedded PGlite always; PostgreSQL too when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set. */
export async function run(): Promise<string> {
  const sections = [section("PGlite", { kind: "pglite" })];
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
      sections.push(section("PostgreSQL", { kind: "postgres", url: url.toString() }));
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }
  return [
    `## HTTP: our routes as a share of bare Fastify (autocannon, ${CONNECTIONS} connections, ${DURATION_S} s each, load from a worker thread, ${ROUNDS} rounds)`,
    "",
    `Run ${new Date().toISOString()}, Node ${process.version}, load average ${os
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(" / ")}.`,
    "Each database section runs in a process of its own, which serves our routes and the bare Fastify",
    "hello-world with the same settings. Each round loads the reference, then health, then the stored",
    `horoscope; each share is the median over ${ROUNDS} rounds of our throughput over that round's reference, and`,
    "the rates shown are medians too. Health answers once one `select 1` sent after the request arrived has",
    "answered (requests arriving together share it). A stored horoscope reads the session (from the",
    "session cache once warm, ADR 022) and the stored text (from memory), and its JSON is written once.",
    "PGlite is embedded (one connection); PostgreSQL is a pool of 10. RSS is the whole section process",
    "(server, database client, load worker).",
    "",
    "| database | measure | value | % of bare Fastify | target | |",
    "|---|---|---|---|---|---|",
    ...sections,
  ].join("\n");
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
  const config = loadConfig({
    NODE_ENV: "production",
    PAYMENTS_TEST_MODE: "true", // the built-in checkout: benchmarks take no payments
    LOG_LEVEL: "silent",
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "zf-bench-")),
    SESSION_SECRET: "bench-secret-bench-secret-bench-secret-00",
  });
  const database = await openDatabase(db);
  let now = new Date("2026-11-22T10:00:00Z");
  const app = await buildApp({ config, database, logger: false, now: () => now });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const birth = {
    birthDate: "1990-03-14",
    birthTime: "08:30",
    birthPlace: "Brussels, Belgium",
    birthLatitude: 50.85,
    birthLongitude: 4.35,
    birthTimezone: "Europe/Brussels",
    timezone: "Europe/Brussels",
  };
  const member = async (overrides: Record<string, unknown> = {}) => {
    const user = await insertUser(app.ctx.db, { ...birth, ...overrides });
    return { user, headers: { cookie: await sessionCookieFor(app.ctx.db, app.ctx.secret, user.id, now) } };
  };
  const timed = async (url: string, headers: Record<string, string>) => {
    const start = performance.now();
    const response = await fetch(url, { headers });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    await response.arrayBuffer();
    return performance.now() - start;
  };
  const { headers } = await member();

  // First-of-the-day generation: 20 different days, each request composing and storing a new text.
  await timed(`${base}/api/horoscope/today`, headers); // chart cast and stored, JIT warm
  const generation: number[] = [];
  for (let day = 1; day <= 20; day++) {
    now = new Date(Date.UTC(2026, 10, 22 + day, 10));
    generation.push(await timed(`${base}/api/horoscope/today`, headers));
  }

  // Transits, 30 days, premium: a first read (engine + insert), a read that runs the engine over the
  // whole window again (what every read did before the coverage record), a read from storage.
  const premium = { subscriptionTier: "premium", subscriptionStatus: "active" };
  const transitsUrl = `${base}/api/transits?days=30`;
  await timed(transitsUrl, (await member(premium)).headers); // JIT warm
  const cold: number[] = [];
  const recalculated: number[] = [];
  const warm: number[] = [];
  for (let i = 0; i < 10; i++) {
    const reader = await member(premium);
    cold.push(await timed(transitsUrl, reader.headers));
    await app.ctx.db.delete(transitCoverage).where(eq(transitCoverage.userId, reader.user.id));
    recalculated.push(await timed(transitsUrl, reader.headers));
    for (let j = 0; j < 5; j++) warm.push(await timed(transitsUrl, reader.headers));
  }

  const rssBefore = process.memoryUsage().rss;
  const fastify = await bareFastify();
  const references: Load[] = [];
  const healths: Load[] = [];
  const horoscopes: Load[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    references.push(await load(fastify.url));
    healths.push(await load(`${base}/api/health`));
    horoscopes.push(await load(`${base}/api/horoscope/today`, headers));
  }
  await fastify.close();
  const [reference, health, horoscope] = [references, healths, horoscopes].map(merged) as [Load, Load, Load];
  // One read first: the load measures reads from storage, not 200 calculations of one cold window.
  const loaded = await member(premium);
  await timed(transitsUrl, loaded.headers);
  const transitsWarm = await load(transitsUrl, loaded.headers);
  const rssAfter = process.memoryUsage().rss;
  await app.close();
  await database.close();

  const onPostgres = db.kind === "postgres";
  const target = (min: number, value: number) =>
    onPostgres ? [`≥ ${min} %`, `${ok(value >= min)}`] : [`(≥ ${min} % on PostgreSQL)`, ""];
  const row = (measure: string, value: string, share: string, [goal, mark]: string[] = ["", ""]) =>
    `| ${label} | ${measure} | ${value} | ${share} | ${goal} | ${mark} |`;
  const genMedian = median(generation);
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
      loadCell(transitsWarm),
      `${((100 * transitsWarm.rps) / reference.rps).toFixed(0)} %`,
    ),
    row(
      "each round: reference / health / horoscope (req/s)",
      references
        .map(
          (x, i) => `${x.rps.toFixed(0)} / ${healths[i]?.rps.toFixed(0)} / ${horoscopes[i]?.rps.toFixed(0)}`,
        )
        .join("; "),
      "",
    ),
    row(
      "RSS before → after the loads",
      `${(rssBefore / MiB).toFixed(0)} → ${(rssAfter / MiB).toFixed(0)} MiB`,
      "",
    ),
    row(
      "GET /api/transits?days=30, one at a time: first read / whole window recalculated / from storage (medians)",
      `${median(cold).toFixed(1)} / ${median(recalculated).toFixed(1)} / ${median(warm).toFixed(1)} ms`,
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

// Run as a section process (see section()); last, so every constant above is initialised.
if (process.argv[2] === "--section") {
  const [label, db] = process.argv.slice(3) as [string, string];
  console.log(await measure(label, JSON.parse(db) as OpenDatabaseOptions));
}
