// Profiles one route under load: `node --cpu-prof --cpu-prof-dir=DIR --import tsx bench/profile-route.ts
// /api/health` (or /api/horoscope/today), embedded PGlite, load from an autocannon worker thread.
// Open the .cpuprofile in Chrome DevTools, or sum self time per function with bench/profile-top.ts.
import { mkdtempSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { buildApp } from "../src/server/app.ts";
import { openDatabase } from "../src/server/db/client.ts";
import { BRUSSELS_BIRTH, insertUser, sessionCookieFor } from "../src/server/test-support/users.ts";
import { benchConfig } from "./bench-config.ts";

const route = process.argv[2] ?? "/api/health";
const config = benchConfig({ DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "zf-profile-")) });
const database = await openDatabase(
  process.env.BENCH_DATABASE_URL
    ? { kind: "postgres", url: process.env.BENCH_DATABASE_URL }
    : { kind: "pglite" },
);
const app = await buildApp({ config, database, logger: false });
await app.listen({ port: 0, host: "127.0.0.1" });
const user = await insertUser(app.ctx.db, { ...BRUSSELS_BIRTH, timezone: "Europe/Brussels" });
// Health is measured as the benchmark does, without a session (ANONYMOUS=1).
const headers: Record<string, string> = process.env.ANONYMOUS
  ? {}
  : { cookie: await sessionCookieFor(app.ctx.db, app.ctx.secret, user.id) };
const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${route}`;
await fetch(url, { headers });
const result = await autocannon({ url, headers, connections: 50, duration: 5, workers: 1 });
console.log(`${route}: ${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms`);
await app.close();
await database.close();
