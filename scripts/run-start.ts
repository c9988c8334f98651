/**
 * `npm start` (scripts/start.mjs) as a child process on a free loopback port with a data directory
 * of its own, for the checks and benchmarks that measure the server a user runs.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { endpoints } from "#contracts/endpoints";
import { freePort } from "#server/test-support/free-port";
// @ts-expect-error: a plain ES module script without type declarations.
import { root } from "./build.mjs";

interface StartedServer {
  url: string;
  child: ChildProcess;
  /** What the server printed so far. */
  output: () => string;
}

/**
 * Starts the server with `env` added to the environment and waits until its health check answers. The
 * child joins `children` as soon as it is spawned, so a caller can end it even when it never answers.
 */
export async function runStart(
  env: Record<string, string> = {},
  children?: Set<ChildProcess>,
): Promise<StartedServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(root, "scripts/start.mjs")], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: url,
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "zf-start-")),
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children?.add(child);
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}): ${output}`);
    if ((await fetch(`${url}${endpoints.health.path}`).catch(() => null))?.ok)
      return { url, child, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
