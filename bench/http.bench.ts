// HTTP benchmark (issue: Today): cached horoscope throughput against the health endpoint in the same
// autocannon run, and the time of a first-of-the-day horoscope generation on the built-in writer.
import { mkdtempSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { buildApp } from "../src/server/app.ts";
import { loadConfig } from "../src/server/config.ts";
import { type OpenDatabaseOptions, openDatabase } from "../src/server/db/client.ts";
import { insertUser, sessionCookieFor } from "../src/server/test-support/users.ts";

async function load(url: string, headers: Record<string, string>) {
  const result = await autocannon({ url, headers, connections: 10, duration: 5 });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

/** Embedded PGlite always; PostgreSQL too when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set. */
export async function run(): Promise<string> {
  const sections = [await measure("PGlite (embedded, one connection)", { kind: "pglite" })];
  const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const name = `zf_bench_${Date.now()}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    try {
      const url = new URL(pgUrl);
      url.pathname = `/${name}`;
      sections.push(await measure("PostgreSQL (pool of 10)", { kind: "postgres", url: url.toString() }));
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }
  return [
    "## HTTP: cached horoscope vs health (autocannon, 10 connections, 5 s each, same process)",
    "",
    "A stored horoscope costs one database round trip (the session, a statement planned once per connection",
    "that returns the user as one JSON column) plus an in-memory text lookup; health costs one `select 1`.",
    "The health figure varies by ±15 % from run to run on this machine; the ratio is taken within one run.",
    "",
    "| database | measure | value | target | |",
    "|---|---|---|---|---|",
    ...sections,
  ].join("\n");
}

async function measure(label: string, db: OpenDatabaseOptions): Promise<string> {
  const config = loadConfig({
    NODE_ENV: "production",
    LOG_LEVEL: "silent",
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "zf-bench-")),
    SESSION_SECRET: "bench-secret-bench-secret-bench-secret-00",
  });
  const database = await openDatabase(db);
  let now = new Date("2026-11-22T10:00:00Z");
  const app = await buildApp({ config, database, logger: false, now: () => now });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const user = await insertUser(app.ctx.db, {
    birthDate: "1990-03-14",
    birthTime: "08:30",
    birthPlace: "Brussels, Belgium",
    birthLatitude: 50.85,
    birthLongitude: 4.35,
    birthTimezone: "Europe/Brussels",
    timezone: "Europe/Brussels",
  });
  const cookie = await sessionCookieFor(app.ctx.db, app.ctx.secret, user.id, now);
  const headers = { cookie };

  // First-of-the-day generation: 20 different days, each request composing and storing a new text.
  await fetch(`${base}/api/horoscope/today`, { headers }); // chart cast and stored, JIT warm
  const generation: number[] = [];
  for (let day = 1; day <= 20; day++) {
    now = new Date(Date.UTC(2026, 10, 22 + day, 10));
    const start = performance.now();
    const response = await fetch(`${base}/api/horoscope/today`, { headers });
    if (!response.ok) throw new Error(`horoscope answered ${response.status}`);
    await response.json();
    generation.push(performance.now() - start);
  }
  generation.sort((a, b) => a - b);
  const genMedian = generation[10] ?? 0;
  const genMax = generation[generation.length - 1] ?? 0;

  const health = await load(`${base}/api/health`, {});
  const horoscope = await load(`${base}/api/horoscope/today`, headers);
  await app.close();
  await database.close();

  const ratio = horoscope.rps / health.rps;
  const ok = (pass: boolean) => (pass ? "✅" : "❌");
  return [
    `| ${label} | GET /api/health | ${health.rps.toFixed(0)} req/s (p99 ${health.p99} ms, ${health.errors} errors) | | |`,
    `| ${label} | GET /api/horoscope/today (stored) | ${horoscope.rps.toFixed(0)} req/s (p99 ${horoscope.p99} ms, ${horoscope.errors} errors) | ≥ 50 % of health | ${ok(ratio >= 0.5)} ${(ratio * 100).toFixed(0)} % |`,
    `| ${label} | first-of-the-day horoscope (compose + store), median of 20 days | ${genMedian.toFixed(1)} ms (max ${genMax.toFixed(1)} ms) | ≤ 50 ms | ${ok(genMedian <= 50)} |`,
  ].join("\n");
}
