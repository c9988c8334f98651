// Memory of the real server process (`NODE_ENV=production`), embedded (PGlite in the process) and
// on PostgreSQL: resident memory once healthy, steady after start (idle), the peak from the spawn
// through sign-ups and 2,000 mixed signed-in requests (the kernel's high-water mark, VmHWM, so no
// short spike is missed between samples), and the resident memory once the load is over.
// PostgreSQL: DATABASE_URL_BASE (default postgres://postgres@127.0.0.1:5432) gets a fresh database
// `zf_memory_bench`; the PostgreSQL server's own memory is not counted. Skipped when unreachable.
import { readFileSync } from "node:fs";
import pg from "pg";
import { startServer, tempDataDir, waitForHealth } from "../src/server/test-support/server-process.ts";
import { builtServerEntry } from "./built-server.ts";
import { agent, loadServerEnv, type Member, members, request, routeFor, rssMiB } from "./signed-in-load.ts";

const REQUESTS = 2000;
const CONCURRENCY = 8;
const SETTLE_MS = 20_000;

const peakMiB = (pid: number) =>
  Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Figures {
  started: number;
  steady: number;
  peak: number;
  afterLoad: number;
  errors: number;
}

async function measure(entry: string, env: Record<string, string>): Promise<Figures> {
  const dataDir = tempDataDir();
  const server = await startServer({ ...loadServerEnv(dataDir), ...env }, { entry });
  try {
    await waitForHealth(server);
    const pid = server.child.pid as number;
    const started = rssMiB(pid);
    await sleep(SETTLE_MS);
    const steady = rssMiB(pid);
    const people: Member[] = await members(server, dataDir);
    let next = 0;
    let errors = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let n = next++; n < REQUESTS; n = next++) {
          const member = people[n % people.length] as Member;
          const route = routeFor(Math.floor(n / people.length), member);
          const response = await request(
            server,
            route.method,
            route.url,
            { cookie: member.cookie },
            route.body,
          );
          if (response.status >= 400) errors += 1;
        }
      }),
    );
    const peak = peakMiB(pid);
    await sleep(5000);
    return { started, steady, peak, afterLoad: rssMiB(pid), errors };
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
  }
}

async function freshPostgres(): Promise<string | null> {
  const base = process.env.DATABASE_URL_BASE ?? "postgres://postgres@127.0.0.1:5432";
  const client = new pg.Client({ connectionString: `${base}/postgres` });
  try {
    await client.connect();
    await client.query("DROP DATABASE IF EXISTS zf_memory_bench WITH (FORCE)");
    await client.query("CREATE DATABASE zf_memory_bench");
    return `${base}/zf_memory_bench`;
  } catch (error) {
    console.log(`PostgreSQL not measured: ${(error as Error).message}`);
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}

export async function run(): Promise<string> {
  const rows: string[] = [];
  const row = (label: string, f: Figures, steadyTarget: number, peakTarget: number) => {
    const ok = (value: number, target: number) => (value <= target ? "✅" : "❌");
    rows.push(
      `| ${label} | ${f.started.toFixed(0)} | ${f.steady.toFixed(0)} (≤ ${steadyTarget} ${ok(f.steady, steadyTarget)}) | ${f.peak.toFixed(0)} (≤ ${peakTarget} ${ok(f.peak, peakTarget)}) | ${f.afterLoad.toFixed(0)} | ${f.errors} |`,
    );
  };
  const entry = builtServerEntry();
  row("embedded (PGlite, DATA_DIR)", await measure(entry, {}), 300, 400);
  const url = await freshPostgres();
  if (url) row("PostgreSQL (DATABASE_URL)", await measure(entry, { DATABASE_URL: url }), 200, 200);
  agent.destroy();
  return [
    "## Server memory (resident, MiB)",
    "",
    `The real server (\`NODE_ENV=production\`, the build in dist/ on plain node, as \`npm start\` runs it): RSS once healthy, ${SETTLE_MS / 1000} s later (steady, idle),`,
    `the peak (VmHWM) from the spawn through 25 sign-ups and sign-ins and ${REQUESTS} mixed signed-in requests, ${CONCURRENCY} at a time`,
    "(account, chart, horoscope, to-do list, transits, interpretations, place search, premium readings), and 5 s after them.",
    "",
    "| database | after start | steady | peak | after the load | errors |",
    "|---|---|---|---|---|---|",
    ...rows,
  ].join("\n");
}
