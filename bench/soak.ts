// `npm run bench:soak`: the real server (embedded PGlite) under a fixed request rate on the main
// signed-in routes for SOAK_MINUTES (default 10), its resident memory sampled every 10 s. A leak
// shows as RSS that keeps climbing after the warm-up; a cache as RSS that levels off. Writes its
// section of bench/RESULTS.md (between the soak markers, which `npm run bench` keeps).
import { readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startServer, tempDataDir, waitForHealth } from "../src/server/test-support/server-process.ts";
import { agent, loadServerEnv, type Member, members, request, routeFor, rssMiB } from "./signed-in-load.ts";

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const RATE = Number(process.env.SOAK_RATE ?? 40); // requests per second, whatever the latency
const WARM_UP_MS = 2 * 60_000;
const SAMPLE_MS = 10_000;

const here = path.dirname(fileURLToPath(import.meta.url));

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
  const server = await startServer(loadServerEnv(dataDir));
  await waitForHealth(server);
  const pid = server.child.pid as number;
  const startRss = rssMiB(pid);
  console.log(`server up, RSS ${startRss.toFixed(0)} MiB; signing people up …`);
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
  // One sample of the counters and the latencies since the last one.
  const sample = (): Sample => {
    const taken = {
      atMs: Date.now() - started,
      rssMiB: rssMiB(pid),
      requests,
      errors,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
    };
    samples.push(taken);
    return taken;
  };
  const sampler = setInterval(() => {
    const last = sample();
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
  sample();
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
    `- The real server (\`NODE_ENV=production\`), ${people.length} people (half premium) with birth data, requests sent open-loop`,
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
