// `npm run bench:soak`: the real server (embedded PGlite) under a fixed request rate on the main
// signed-in routes for SOAK_MINUTES (default 10), its resident memory sampled every 10 s. A leak
// shows as RSS that keeps climbing after the warm-up; a cache as RSS that levels off. Writes its
// section of bench/RESULTS.md (between the soak markers, which `npm run bench` keeps).
import { readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  call,
  linkFromOutbox,
  type ServerProcess,
  startServer,
  tempDataDir,
  waitForHealth,
} from "../src/server/test-support/server-process.ts";

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const RATE = Number(process.env.SOAK_RATE ?? 40); // requests per second, whatever the latency
const USERS = 24;
const WARM_UP_MS = 2 * 60_000;
const SAMPLE_MS = 10_000;

const here = path.dirname(fileURLToPath(import.meta.url));

function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

interface Member {
  cookie: string;
  premium: boolean;
}

/** Signs up `USERS` people with birth data, half of them premium (through the admin API). */
async function members(server: ServerProcess, dataDir: string): Promise<Member[]> {
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

const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });

function request(
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
function routeFor(n: number, member: Member): { method: string; url: string; body?: unknown } {
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

interface Sample {
  atMs: number;
  rssMiB: number;
  requests: number;
  errors: number;
  p50: number;
  p99: number;
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
};

async function soak(): Promise<string> {
  const dataDir = tempDataDir();
  const server = await startServer({
    DATA_DIR: dataDir,
    TRUST_PROXY: "127.0.0.1",
    ADMIN_EMAILS: "soakadmin@soak.test",
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
  });
  await waitForHealth(server);
  const pid = server.child.pid as number;
  const startRss = rssMiB(pid);
  console.log(`server up, RSS ${startRss.toFixed(0)} MiB; signing up ${USERS} people …`);
  const people = await members(server, dataDir);
  const loadAtStart = os.loadavg()[0] ?? 0;
  console.log(`soaking at ${RATE} req/s for ${MINUTES} min`);

  const samples: Sample[] = [];
  const errorsSeen = new Map<string, number>();
  let requests = 0;
  let errors = 0;
  let latencies: number[] = [];
  const started = Date.now();
  const end = started + MINUTES * 60_000;
  let n = 0;
  let inFlight = 0;
  const sampler = setInterval(() => {
    samples.push({
      atMs: Date.now() - started,
      rssMiB: rssMiB(pid),
      requests,
      errors,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
    });
    const last = samples.at(-1) as Sample;
    console.log(
      `${(last.atMs / 60_000).toFixed(1)} min: RSS ${last.rssMiB.toFixed(0)} MiB, ${requests} requests, ${errors} errors, in flight ${inFlight}, p99 ${last.p99.toFixed(0)} ms`,
    );
    latencies = [];
  }, SAMPLE_MS);

  // Open loop: a request every 1/RATE s, whether or not the previous ones have answered.
  await new Promise<void>((resolve) => {
    const tick = setInterval(() => {
      if (Date.now() >= end) {
        clearInterval(tick);
        resolve();
        return;
      }
      const member = people[n % people.length] as Member;
      const route = routeFor(Math.floor(n / people.length), member);
      n += 1;
      inFlight += 1;
      const at = performance.now();
      request(server, route.method, route.url, { cookie: member.cookie }, route.body)
        .then((response) => {
          if (response.status >= 400) {
            errors += 1;
            const key = `${route.method} ${route.url.split("?")[0]} ${response.status}`;
            errorsSeen.set(key, (errorsSeen.get(key) ?? 0) + 1);
          }
        })
        .catch((error: Error) => {
          errors += 1;
          errorsSeen.set(error.message, (errorsSeen.get(error.message) ?? 0) + 1);
        })
        .finally(() => {
          requests += 1;
          inFlight -= 1;
          latencies.push(performance.now() - at);
        });
    }, 1000 / RATE);
  });
  while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 50));
  clearInterval(sampler);
  samples.push({
    atMs: Date.now() - started,
    rssMiB: rssMiB(pid),
    requests,
    errors,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  });
  const loadAtEnd = os.loadavg()[0] ?? 0;
  const seconds = (Date.now() - started) / 1000;
  server.child.kill("SIGTERM");
  const exitCode = await server.exited;
  agent.destroy();

  const afterWarmUp = samples.filter((s) => s.atMs >= WARM_UP_MS);
  const rss = afterWarmUp.map((s) => s.rssMiB);
  const first = afterWarmUp[0]?.rssMiB ?? 0;
  const lastRss = afterWarmUp.at(-1)?.rssMiB ?? 0;
  const perMinute = samples.filter((_, i) => (i + 1) % 6 === 0 || i === samples.length - 1);
  const spread = Math.max(...rss) - Math.min(...rss);
  const verdict =
    spread <= 0.05 * first
      ? "flat after the warm-up: what grew before it is caches filling (texts, charts, the place index, the database's pages), not a leak"
      : "still moving after the warm-up: look for a leak (heap snapshots)";
  const rows = perMinute.map(
    (s) =>
      `| ${(s.atMs / 60_000).toFixed(0)} | ${s.rssMiB.toFixed(0)} | ${s.requests} | ${s.errors} | ${s.p50.toFixed(1)} | ${s.p99.toFixed(1)} |`,
  );
  const cpu = os.cpus()[0]?.model ?? "unknown CPU";
  return [
    "<!-- soak:start -->",
    `## Soak: ${MINUTES} minutes at ${RATE} requests/s on the signed-in routes (embedded PGlite)`,
    "",
    `- Date: ${new Date().toISOString()}; ${cpu}, ${os.cpus().length} cores, Node ${process.version}; produced by \`npm run bench:soak\`.`,
    `- The real server (\`NODE_ENV=production\`), ${USERS} people (half premium) with birth data, requests sent open-loop`,
    "  (one every 1/rate s whatever the latency) over keep-alive connections: account, chart, horoscope (both voices),",
    "  to-do list, transits, planet interpretations, place search, personality analysis, today's Oracle question.",
    `- Achieved ${(requests / seconds).toFixed(1)} requests/s; machine load average ${loadAtStart.toFixed(1)} at the start and ${loadAtEnd.toFixed(1)} at the end (other work shares these cores, which is what the latencies show).`,
    `- Errors (any status ≥ 400 or connection failure): **${errors}** of ${requests}${
      errorsSeen.size ? ` (${[...errorsSeen].map(([k, v]) => `${k}: ${v}`).join("; ")})` : ""
    }. Exit code after SIGTERM: ${exitCode}.`,
    `- Resident memory: ${startRss.toFixed(0)} MiB after start, ${first.toFixed(0)} MiB at the end of the ${WARM_UP_MS / 60_000}-minute warm-up, ` +
      `${lastRss.toFixed(0)} MiB at the end; after warm-up between ${Math.min(...rss).toFixed(0)} and ${Math.max(...rss).toFixed(0)} MiB ` +
      `(${(lastRss - first >= 0 ? "+" : "") + (lastRss - first).toFixed(0)} MiB over ${((MINUTES * 60_000 - WARM_UP_MS) / 60_000).toFixed(0)} minutes): ${verdict}.`,
    "",
    "| minute | RSS (MiB) | requests so far | errors so far | p50 (ms) | p99 (ms) |",
    "|---|---|---|---|---|---|",
    ...rows,
    "<!-- soak:end -->",
  ].join("\n");
}

const section = await soak();
console.log(section);
const resultsFile = path.join(here, "RESULTS.md");
const current = readFileSync(resultsFile, "utf8");
const block = /<!-- soak:start -->[\s\S]*<!-- soak:end -->/;
writeFileSync(
  resultsFile,
  block.test(current) ? current.replace(block, section) : `${current.trimEnd()}\n\n${section}\n`,
);
console.log("wrote the soak section of bench/RESULTS.md");
