import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const tsx = path.resolve("node_modules/.bin/tsx");
const children: ChildProcess[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}

function start(env: Record<string, string>) {
  const child = spawn(tsx, ["src/server/main.ts"], {
    env: { ...process.env, LOG_LEVEL: "warn", HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(port: number, exited: Promise<number | null>): Promise<void> {
  for (;;) {
    const done = await Promise.race([
      exited.then(() => true),
      new Promise((r) => setTimeout(() => r(false), 200)),
    ]);
    if (done) throw new Error("server exited before it was healthy");
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
  }
}

afterAll(() => {
  for (const child of children) child.kill("SIGKILL");
});

describe("the server process", () => {
  it("refuses a second start on the same DATA_DIR and leaves the first unharmed, then stops cleanly", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "zf-main-"));
    const [port1, port2] = [await freePort(), await freePort()];
    const first = start({ DATA_DIR: dataDir, PORT: String(port1) });
    await waitForHealth(port1, first.exited);

    const second = start({ DATA_DIR: dataDir, PORT: String(port2) });
    const code = await second.exited;
    expect(code).not.toBe(0);
    expect(second.output()).toMatch(
      /Refusing to start: The data directory is in use by another running process/,
    );

    const health = await fetch(`http://127.0.0.1:${port1}/api/health`);
    expect(health.status).toBe(200);

    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
  }, 60_000);

  it("stops with a message naming each bad variable", async () => {
    const bad = start({ PORT: "not-a-port", DATABASE_URL: "mysql://nope" });
    const code = await bad.exited;
    expect(code).toBe(78);
    expect(bad.output()).toMatch(/PORT must be a port number/);
    expect(bad.output()).toMatch(/DATABASE_URL must be a URL/);
  }, 30_000);

  it("exits with a clear message when the database cannot be opened", async () => {
    const port = await freePort();
    const bad = start({ PORT: String(port), DATABASE_URL: "postgres://nobody@127.0.0.1:1/none" });
    const code = await bad.exited;
    expect(code).toBe(1);
    expect(bad.output()).toMatch(/Could not open the PostgreSQL database \(DATABASE_URL\)/);
  }, 30_000);
});
