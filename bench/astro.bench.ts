/**
 * Chart-engine benchmarks. `run()` returns a markdown section for bench/RESULTS.md:
 * - a full natal chart (10 bodies with speeds, Placidus houses, natal aspects): target median ≤ 300 µs;
 * - a 60-day transit forecast with exact times: target median ≤ 30 ms;
 * - 1000 charts through the CLI, wall time including start-up: target ≤ 1.5 s;
 * - the same natal charts with the Swiss Ephemeris C library in the same run (bench/sweph-chart.c,
 *   compiled here when Debian's libswe-dev is installed): ours must take ≤ 0.6× its median;
 * - the size of the position tables, their memory and the engine's start-up (fresh process).
 * Speed targets are checked here, never by timed assertions in tests (docs/architecture.md#tests-and-measurements).
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Bench } from "tinybench";
import { mulberry32 as random } from "#writing/index";
import { computeNatalChart, findTransits, type NatalChart } from "../src/astro/index.ts";

const DAY_MS = 86_400_000;

interface Birth {
  readonly utc: Date;
  readonly latDeg: number;
  readonly lonDeg: number;
}

function births(count: number, seed: number): Birth[] {
  const rnd = random(seed);
  const from = Date.UTC(1900, 0, 1);
  const to = Date.UTC(2100, 0, 1);
  return Array.from({ length: count }, () => ({
    utc: new Date(Math.round(from + rnd() * (to - from))),
    latDeg: Math.round((rnd() * 130 - 65) * 1e4) / 1e4,
    lonDeg: Math.round((rnd() * 360 - 180) * 1e4) / 1e4,
  }));
}

function median(values: readonly number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}

function cliWallTimes(runs: number): number[] {
  const lines = births(1000, 7)
    .map((b, i) => JSON.stringify({ id: `b${i}`, utc: b.utc.toISOString(), lat: b.latDeg, lon: b.lonDeg }))
    .join("\n");
  const tsx = path.resolve(process.cwd(), "node_modules/.bin/tsx");
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const result = spawnSync(tsx, ["src/astro/cli.ts", "chart"], {
      input: lines,
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    const elapsed = performance.now() - start;
    if (result.status !== 0)
      throw new Error(`CLI failed (${result.status ?? result.signal}): ${result.stderr}`);
    const outLines = result.stdout.trim().split("\n");
    if (outLines.length !== 1000 || outLines.some((l) => l.includes('"error"'))) {
      throw new Error("CLI did not answer 1000 chart lines");
    }
    times.push(elapsed);
  }
  return times;
}

const JD_UNIX_EPOCH = 2440587.5;
const SWE_HEADER = "/usr/include/swephexp.h";
const SWE_EPHE = "/usr/share/libswe/ephe";

/**
 * Median time of the same charts in Swiss Ephemeris 2.10.03 (C, DE431-based .se1 files), or null
 * with the reason when the library is not installed (Debian: libswe-dev swe-basic-data).
 */
function swissEphemerisMedianMs(sample: readonly Birth[]): { medianMs: number; meanMs: number } | string {
  if (!existsSync(SWE_HEADER) || !existsSync(path.join(SWE_EPHE, "sepl_18.se1"))) {
    return "Swiss Ephemeris not installed (apt-get install libswe-dev swe-basic-data)";
  }
  const exe = path.join(mkdtempSync(path.join(os.tmpdir(), "sweph-")), "sweph-chart");
  const cc = spawnSync("cc", ["-O2", "-o", exe, "bench/sweph-chart.c", "-lswe", "-lm"], { encoding: "utf8" });
  if (cc.status !== 0) return `could not compile bench/sweph-chart.c: ${cc.stderr}`;
  const input = sample
    .map((b) => `${b.utc.getTime() / DAY_MS + JD_UNIX_EPOCH} ${b.latDeg} ${b.lonDeg}`)
    .join("\n");
  const run = spawnSync(exe, [SWE_EPHE], { input, encoding: "utf8" });
  if (run.status !== 0) return `sweph-chart failed: ${run.stderr}`;
  const [medianUs, meanUs] = run.stdout.trim().split(" ").map(Number);
  return { medianMs: (medianUs as number) / 1000, meanMs: (meanUs as number) / 1000 };
}

interface Startup {
  importMs: number;
  decodeMs: number;
  firstChartMs: number;
  secondChartMs: number;
  tableBytesInMemory: number;
  rssGrowthBytes: number;
}

function startup(): Startup {
  const tsx = path.resolve(process.cwd(), "node_modules/.bin/tsx");
  const result = spawnSync(tsx, ["bench/astro-startup.ts"], { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`astro-startup failed: ${result.stderr}`);
  return JSON.parse(result.stdout.trim()) as Startup;
}

const fmtUs = (ms: number) => `${(ms * 1000).toFixed(0)} µs`;
const fmtMs = (ms: number) => `${ms.toFixed(1)} ms`;

/** Runs the chart-engine benchmarks and returns a markdown section (table of median/p99 vs target). */
export async function run(): Promise<string> {
  const sample = births(500, 42);
  let i = 0;
  const natals: NatalChart[] = births(12, 99).map((b) => computeNatalChart(b));
  const starts = births(12, 5).map((b) => b.utc);
  let j = 0;

  const bench = new Bench({ time: 3000, warmupTime: 1000 });
  bench.add("natal chart", () => {
    const b = sample[i++ % sample.length] as Birth;
    computeNatalChart({ utc: b.utc, latDeg: b.latDeg, lonDeg: b.lonDeg });
  });
  bench.add("60-day transit forecast", () => {
    const k = j++;
    const natal = natals[k % natals.length] as NatalChart;
    const start = starts[k % starts.length] as Date;
    findTransits(natal, start, new Date(start.getTime() + 60 * DAY_MS));
  });
  // Swiss Ephemeris runs just before and just after ours, and the two are averaged, so a change of
  // load on a shared machine weighs on both sides alike.
  const sweBefore = swissEphemerisMedianMs(sample);
  await bench.run();
  const sweAfter = swissEphemerisMedianMs(sample);

  const rows: string[] = [];
  const targets: Record<string, { target: number; fmt: (ms: number) => string }> = {
    "natal chart": { target: 0.3, fmt: fmtUs },
    "60-day transit forecast": { target: 30, fmt: fmtMs },
  };
  for (const task of bench.tasks) {
    const result = task.result as { latency?: { p50: number; p99: number }; runs?: number };
    const spec = targets[task.name];
    if (result.latency === undefined || spec === undefined) {
      rows.push(`| ${task.name} | — | — | — | failed |`);
      continue;
    }
    const ok = result.latency.p50 <= spec.target ? "✅" : "❌";
    rows.push(
      `| ${task.name} | ${spec.fmt(result.latency.p50)} | ${spec.fmt(result.latency.p99)} | ≤ ${spec.fmt(spec.target)} | ${ok} |`,
    );
  }
  const natalP50 = (
    bench.tasks.find((t) => t.name === "natal chart")?.result as { latency?: { p50: number } }
  )?.latency?.p50;
  const swe =
    typeof sweBefore === "string" || typeof sweAfter === "string"
      ? typeof sweBefore === "string"
        ? sweBefore
        : (sweAfter as string)
      : {
          medianMs: (sweBefore.medianMs + sweAfter.medianMs) / 2,
          meanMs: (sweBefore.meanMs + sweAfter.meanMs) / 2,
        };
  if (typeof swe === "string") {
    rows.push(`| natal chart vs Swiss Ephemeris | — | — | ≤ 0.6× | not measured: ${swe} |`);
  } else if (natalP50 !== undefined) {
    const ratio = natalP50 / swe.medianMs;
    rows.push(
      `| natal chart, Swiss Ephemeris 2.10.03 (C, DE431 files), same 500 births, before and after ours | ${fmtUs(swe.medianMs)} | ${fmtUs(swe.meanMs)} (mean) | — | |`,
      `| natal chart ours ÷ Swiss Ephemeris (medians) | ${ratio.toFixed(2)}× | — | ≤ 0.6× | ${ratio <= 0.6 ? "✅" : "❌"} |`,
    );
  }
  const tableFile = path.resolve(process.cwd(), "src/astro/ephemeris/planets.data.ts");
  const tableBytes = statSync(tableFile).size;
  rows.push(
    `| position tables on disk (planets.data.ts) | ${(tableBytes / 1e6).toFixed(2)} MB | — | ≤ 3 MB | ${tableBytes <= 3e6 ? "✅" : "❌"} |`,
  );
  const s = startup();
  rows.push(
    `| engine import, fresh process | ${fmtMs(s.importMs)} | — | — | |`,
    `| decoding the tables (first position asked for) | ${fmtMs(s.decodeMs)} | — | — | |`,
    `| first chart (cold code) / second chart | ${fmtMs(s.firstChartMs)} / ${fmtMs(s.secondChartMs)} | — | — | |`,
    `| tables in memory (Float64) / process RSS growth (engine import + tables) | ${(s.tableBytesInMemory / 1e6).toFixed(1)} MB / ${(s.rssGrowthBytes / 1e6).toFixed(0)} MB | — | — | |`,
  );
  const cli = cliWallTimes(5);
  const cliMedian = median(cli);
  const cliMax = Math.max(...cli);
  rows.push(
    `| 1000 charts via CLI (wall, incl. start-up, 5 runs) | ${fmtMs(cliMedian)} | ${fmtMs(cliMax)} (max) | ≤ 1500 ms | ${cliMedian <= 1500 ? "✅" : "❌"} |`,
  );

  return [
    "## Astro engine",
    "",
    "Natal chart = 10 bodies with speeds, Placidus houses, natal aspects and the chart points (nodes, Lilith,",
    "Chiron, Part of Fortune), random instants 1900–2100 and places |lat| ≤ 65°; Swiss Ephemeris does the same",
    "bodies and points with speeds and Placidus houses for the same births.",
    "Transit forecast = all 10 transiting bodies to 12 natal points, 6 aspects, 3° orb,",
    "exact times by root-finding and orb windows followed to their ends.",
    "",
    "| benchmark | median | p99 | target | |",
    "|---|---|---|---|---|",
    ...rows,
    "",
  ].join("\n");
}
