import { existsSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  call,
  killAll,
  type ServerProcess,
  signUp,
  startServer,
  tempDataDir,
  waitForHealth,
} from "#server/test-support/server-process";

afterAll(killAll);

/** One raw HTTP/1.1 request on an open socket; resolves with the status line and headers. */
function rawRequest(socket: net.Socket, port: number, url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = "";
    const onData = (chunk: Buffer) => {
      text += chunk;
      const end = text.indexOf("\r\n\r\n");
      const length = Number(/content-length: (\d+)/i.exec(text)?.[1] ?? Number.NaN);
      if (end >= 0 && text.length >= end + 4 + length) {
        socket.off("data", onData);
        socket.off("error", reject);
        resolve(text);
      }
    };
    socket.on("data", onData);
    socket.once("error", reject);
    socket.once("close", () => reject(new Error(`the connection closed without an answer: ${text}`)));
    socket.write(`GET ${url} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: keep-alive\r\n\r\n`);
  });
}

async function stopAndCheck(server: ServerProcess, dataDir: string) {
  expect(await server.exited).toBe(0);
  expect(existsSync(path.join(dataDir, "app.lock"))).toBe(false);
  // The database was closed cleanly: the next start opens it and finds the data.
  const again = await startServer({ DATA_DIR: dataDir });
  await waitForHealth(again);
  again.child.kill("SIGTERM");
  expect(await again.exited).toBe(0);
}

describe("graceful shutdown on SIGTERM", () => {
  it("answers a request arriving on an open keep-alive connection with 503 and Connection: close", async () => {
    const dataDir = tempDataDir();
    const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: "info" });
    await waitForHealth(server);
    const socket = net.connect(server.port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    expect(await rawRequest(socket, server.port, "/api/health")).toMatch(/^HTTP\/1\.1 200/);

    server.child.kill("SIGTERM");
    await server.waitForOutput("shutting down");
    const answer = await rawRequest(socket, server.port, "/api/health");
    expect(answer).toMatch(/^HTTP\/1\.1 503/);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    expect(answer).toContain("restarting");
    await new Promise((resolve) => socket.once("close", resolve));
    expect(await server.exited).toBe(0);
    expect(existsSync(path.join(dataDir, "app.lock"))).toBe(false);
  }, 90_000);

  it("drops no request under keep-alive load, finishes those in flight, and exits 0 with the lock released", async () => {
    const dataDir = tempDataDir();
    const server = await startServer({ DATA_DIR: dataDir });
    await waitForHealth(server);
    const { cookie } = await signUp(server.url, [dataDir], "loaded");
    const agent = new http.Agent({ keepAlive: true, maxSockets: 12 });
    const outcomes = { ok: 0, unavailable: 0, refused: 0, dropped: [] as string[], other: [] as number[] };
    let stopAt = Number.POSITIVE_INFINITY;
    const routes = [
      () => call(server.url, "GET", "/api/user", { cookie, agent }),
      () => call(server.url, "GET", "/api/health", { agent }),
      () =>
        call(server.url, "POST", "/api/user/timezone", {
          cookie,
          agent,
          body: { timezone: "Europe/Brussels" },
        }),
      () => call(server.url, "GET", "/api/birth-chart", { cookie, agent }),
    ];
    const loop = async (n: number) => {
      for (let i = n; Date.now() < stopAt; i++) {
        try {
          const response = await (routes[i % routes.length] as () => ReturnType<typeof call>)();
          if (response.status === 503) outcomes.unavailable += 1;
          else if (response.status < 500) outcomes.ok += 1;
          else outcomes.other.push(response.status);
        } catch (error) {
          // Refused: the server no longer accepted the connection, so the request was never sent.
          // Anything else (reset, hang-up) means a request the server took and never answered.
          const code = (error as NodeJS.ErrnoException).code ?? String(error);
          if (code === "ECONNREFUSED") {
            outcomes.refused += 1;
            return;
          }
          outcomes.dropped.push(code);
        }
      }
    };
    const loops = Array.from({ length: 12 }, (_, n) => loop(n));
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const okBefore = outcomes.ok;
    server.child.kill("SIGTERM");
    // Every loop ends by meeting the closed port; this is only a backstop.
    stopAt = Date.now() + 30_000;
    await Promise.all(loops);
    agent.destroy();

    expect(okBefore).toBeGreaterThan(20);
    expect(outcomes.dropped).toEqual([]);
    expect(outcomes.other).toEqual([]);
    expect(outcomes.refused).toBe(12);
    await stopAndCheck(server, dataDir);
  }, 120_000);
});
