import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { endpoints } from "#contracts/endpoints";
import { freePort } from "#server/test-support/free-port";

/**
 * The real server as a separate process (`tsx src/server/main.ts`, run as `node --import tsx` so
 * signals reach the server itself), for the tests about the process: start-up, shutdown, crashes,
 * several processes on one database.
 */

export const tempDataDir = () => mkdtempSync(path.join(os.tmpdir(), "zf-process-"));

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  exited: Promise<number | null>;
  output(): string;
  /** Resolves when the output contains `text`. */
  waitForOutput(text: string | RegExp): Promise<void>;
}

const running = new Set<ChildProcess>();

/**
 * Starts the server; `env` adds to the test environment (PORT and APP_URL are set for you).
 * `entry` runs a built server (e.g. dist/server/main.js) with plain node instead of the sources:
 * the benchmarks measure what `npm start` runs, without the transpiler's own memory.
 */
export async function startServer(
  env: Record<string, string> = {},
  { entry }: { entry?: string } = {},
): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const url = `http://127.0.0.1:${port}`;
  const args = entry ? [entry] : ["--import", "tsx", "src/server/main.ts"];
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      NODE_ENV: "development",
      LOG_LEVEL: "warn",
      HOST: "127.0.0.1",
      ...(Number.isInteger(port) ? { APP_URL: url, PORT: String(port) } : {}),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  let output = "";
  const watchers: (() => void)[] = [];
  const collect = (chunk: Buffer) => {
    output += chunk;
    for (const watcher of watchers) watcher();
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const exited = new Promise<number | null>((resolve) =>
    child.on("exit", (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  return {
    child,
    port,
    url,
    exited,
    output: () => output,
    waitForOutput: (text) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          if (typeof text === "string" ? output.includes(text) : text.test(output)) resolve();
        };
        watchers.push(check);
        check();
        void exited.then(() => {
          check();
          reject(new Error(`the server exited without printing ${text}:\n${output}`));
        });
      }),
  };
}

/** Waits until /api/health answers 200; throws when the process ends first. */
export async function waitForHealth(server: ServerProcess): Promise<void> {
  let ended = false;
  void server.exited.then(() => {
    ended = true;
  });
  for (;;) {
    if (ended) throw new Error(`server exited before it was healthy:\n${server.output()}`);
    try {
      const response = await fetch(`${server.url}${endpoints.health.path}`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** Kills every server a test file started and did not stop (afterAll). */
export function killAll(): void {
  for (const child of running) child.kill("SIGKILL");
}

/** A JSON call with the Origin a browser would send; returns status, headers and parsed body. */
export async function call(
  baseUrl: string,
  method: string,
  url: string,
  options: { body?: unknown; cookie?: string; agent?: http.Agent; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: unknown; setCookie: string[] }> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${baseUrl}${url}`,
      {
        method,
        agent: options.agent,
        headers: {
          origin: baseUrl,
          ...(payload ? { "content-type": "application/json" } : {}),
          ...(options.cookie ? { cookie: options.cookie } : {}),
          ...options.headers,
        },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => (text += chunk));
        response.on("end", () => {
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {
            // not JSON
          }
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body,
            setCookie: response.headers["set-cookie"] ?? [],
          });
        });
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(payload);
  });
}

/** The newest link containing `marker` mailed to `to`, from the server's file outbox. */
export function linkFromOutbox(dataDir: string, to: string, marker: string): string {
  const outbox = path.join(dataDir, "outbox");
  const files = readdirSync(outbox)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .reverse();
  for (const file of files) {
    const mail = JSON.parse(readFileSync(path.join(outbox, file), "utf8")) as { to: string; text: string };
    if (mail.to.toLowerCase() !== to.toLowerCase()) continue;
    const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(marker));
    if (link) return link;
  }
  throw new Error(`no ${marker} mail for ${to}`);
}

export interface SignedUp {
  email: string;
  password: string;
  /** `session=…`, ready for a Cookie header. */
  cookie: string;
}

/**
 * Registers, verifies and signs in a new account through `baseUrl` (a server or a proxy in front
 * of several), reading the verification link from whichever of `dataDirs` holds the mail.
 */
export async function signUp(baseUrl: string, dataDirs: string[], tag: string): Promise<SignedUp> {
  const email = `${tag}@example.com`;
  const password = "correct horse battery";
  const registered = await call(baseUrl, "POST", endpoints.accounts.register.path, {
    body: { firstName: "Pat", lastName: "Tester", username: tag, email, password },
  });
  if (registered.status !== 201)
    throw new Error(`register: ${registered.status} ${JSON.stringify(registered.body)}`);
  for (let attempt = 0; ; attempt++) {
    const link = dataDirs.flatMap((dir) => {
      try {
        return [new URL(linkFromOutbox(dir, email, "verify-email"))];
      } catch {
        return [];
      }
    })[0];
    if (link) {
      await call(baseUrl, "GET", `${link.pathname}${link.search}`);
      break;
    }
    if (attempt > 50) throw new Error(`no verification mail for ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { email, password, cookie: await signIn(baseUrl, email, password) };
}

/** Signs in; returns the `session=…` cookie. */
export async function signIn(
  baseUrl: string,
  email: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const login = await call(baseUrl, "POST", endpoints.accounts.login.path, {
    body: { email, password },
    headers,
  });
  const session = login.setCookie.find((cookie) => cookie.startsWith("session="));
  if (login.status !== 200 || !session) throw new Error(`login: ${login.status}`);
  return session.split(";")[0] as string;
}
