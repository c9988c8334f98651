// The signed-in traffic the soak and the memory benchmark send to a real server process: people
// signed up with birth data (half of them premium), and the routes a day of use is made of.
import { readFileSync } from "node:fs";
import http from "node:http";
import { call, linkFromOutbox, type ServerProcess } from "../src/server/test-support/server-process.ts";

const USERS = 24;

export function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

export interface Member {
  cookie: string;
  premium: boolean;
}

/**
 * The server settings `members` relies on: the local proxy's address header trusted (each person
 * signs up from an address of their own), `soakadmin` an admin (to make half of them premium), and
 * production mode with the built-in checkout: benchmarks take no payments.
 */
export function loadServerEnv(dataDir: string): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    TRUST_PROXY: "127.0.0.1",
    ADMIN_EMAILS: "soakadmin@soak.test",
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
    PAYMENTS_TEST_MODE: "true",
  };
}

/** Signs up `USERS` people with birth data, half of them premium (through the admin API). */
export async function members(server: ServerProcess, dataDir: string): Promise<Member[]> {
  let client = 0;
  // Each person signs up from their own address (the server trusts the local proxy header here).
  const as = (headers: Record<string, string> = {}) => ({
    ...headers,
    "x-forwarded-for": `10.99.0.${++client}`,
  });
  const signUp = async (tag: string) => {
    const email = `${tag}@soak.test`;
    const password = "soak test password";
    await post(
      server,
      "/api/register",
      { firstName: "Soak", lastName: "Tester", username: tag, email, password },
      as(),
    );
    const link = new URL(await waitFor(() => linkFromOutbox(dataDir, email, "verify-email")));
    await call(server.url, "GET", `${link.pathname}${link.search}`);
    const login = await post(server, "/api/login", { email, password }, as());
    return {
      email,
      cookie: (login.setCookie.find((c) => c.startsWith("session=")) ?? "").split(";")[0] ?? "",
    };
  };
  const admin = await signUp("soakadmin");
  const people: Member[] = [];
  for (let i = 0; i < USERS; i++) {
    const person = await signUp(`soak${i}`);
    await post(server, "/api/birth-info", birthOf(i), { cookie: person.cookie });
    const premium = i % 2 === 0;
    if (premium)
      await post(
        server,
        "/api/admin/subscription/activate",
        { email: person.email },
        { cookie: admin.cookie },
      );
    people.push({ cookie: person.cookie, premium });
  }
  return people;
}

const birthOf = (i: number) => ({
  birthDate: `19${60 + (i % 40)}-0${1 + (i % 9)}-1${i % 10}`,
  birthTime: `${String(i % 24).padStart(2, "0")}:30`,
  birthTimeKnown: true,
  birthPlace: "Brussels, Belgium",
  birthLatitude: 50.85,
  birthLongitude: 4.35,
  timezone: "Europe/Brussels",
});

async function post(server: ServerProcess, url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await request(server, "POST", url, headers, body);
  if (response.status >= 300) throw new Error(`${url}: ${response.status} ${response.text.slice(0, 200)}`);
  return response;
}

async function waitFor<T>(read: () => T): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return read();
    } catch (error) {
      if (attempt > 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

export const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });

export function request(
  server: ServerProcess,
  method: string,
  url: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<{ status: number; text: string; setCookie: string[] }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${server.url}${url}`,
      {
        method,
        agent,
        headers: {
          origin: server.url,
          ...(payload ? { "content-type": "application/json" } : {}),
          ...headers,
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, text, setCookie: res.headers["set-cookie"] ?? [] }),
        );
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

/** The signed-in reads and writes a day of use is made of. */
export function routeFor(n: number, member: Member): { method: string; url: string; body?: unknown } {
  const today = new Date().toISOString().slice(0, 10);
  const common = [
    { method: "GET", url: "/api/user" },
    { method: "GET", url: "/api/birth-chart" },
    { method: "GET", url: "/api/horoscope/today" },
    { method: "GET", url: `/api/cosmic-todo?date=${today}` },
    { method: "GET", url: "/api/transits" },
    {
      method: "POST",
      url: "/api/interpret",
      body: { planet: { name: ["sun", "moon", "venus", "mars"][n % 4] } },
    },
    { method: "GET", url: "/api/geocode?place=Bruss" },
  ];
  const premium = [
    { method: "GET", url: "/api/personality-analysis" },
    { method: "GET", url: "/api/oracle-today" },
    { method: "GET", url: "/api/horoscope/today?roastMode=true" },
  ];
  const routes = member.premium ? [...common, ...premium] : common;
  return routes[n % routes.length] as { method: string; url: string; body?: unknown };
}
