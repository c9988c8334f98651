// Start-up benchmark (issue "Lean and fast in production"): from `node dist/server/main.js` to a
// healthy /api/health, on a data directory whose database already exists (a restart) and on a new
// one (first start: the database is unpacked from the build's migrated template, db/pglite-template.ts).
// Builds dist/ first when it is stale. Target ≤ 2 s.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../src/server/test-support/free-port.ts";
import { builtServerEntry } from "./built-server.ts";

const RUNS = 3;

/** Milliseconds from spawning the built server to its first healthy answer. */
async function startOnce(entry: string, dataDir: string): Promise<number> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
    },
    stdio: "ignore",
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      const health = await fetch(`${url}/api/health`).catch(() => null);
      if (health?.ok) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export async function run(): Promise<string> {
  const entry = builtServerEntry();
  const first: number[] = [];
  const restart: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "zf-startup-"));
    first.push(await startOnce(entry, dataDir));
    restart.push(await startOnce(entry, dataDir));
  }
  const row = (label: string, values: number[]) =>
    `| ${label} | ${median(values).toFixed(0)} ms | ${Math.max(...values).toFixed(0)} ms | ${median(values) <= 2000 ? "✓" : "✗"} ≤ 2000 ms |`;
  return [
    "## Start-up: `node dist/server/main.js` to a healthy /api/health",
    "",
    `${RUNS} runs each; PGlite in a fresh DATA_DIR (first start: the database is unpacked from the build's migrated template) and again on the same one.`,
    "",
    "| Start | Median | Max | Target |",
    "| --- | --- | --- | --- |",
    row("Restart (database exists)", restart),
    row("First start (new database)", first),
  ].join("\n");
}
