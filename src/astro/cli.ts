/**
 * Chart engine command line: `tsx src/astro/cli.ts chart [--houses SYSTEM] [--points] [--local]`.
 *
 * Reads JSON lines from stdin and writes one JSON line per input line in the reference format
 * (src/astro/testdata/README.md): id, planets{sun…pluto:{lon,speed,sign,house,retrograde}},
 * ascendant, midheaven, houses[12], houseSystem; with `--points` also
 * points{trueNode:{lon,speed},meanNode:{lon,speed},southNode:{lon},lilith:{lon,speed},
 * chiron:{lon,speed,retrograde},fortune:{lon,day}} (testdata/README.md, points-expected.jsonl). Input lines are `{"id","utc","lat","lon"}`, or with
 * `--local` `{"id","date","time","zone","lat","lon"}` (local civil time, converted with the time
 * module). A bad line yields `{"id":…,"error":"…"}`; the exit code is non-zero only when the input
 * stream itself cannot be read or the arguments are wrong.
 *
 * This file is the engine's only I/O adapter; everything it calls is pure.
 */
import { createInterface } from "node:readline";
import { type ChartPoints, computeNatalChart } from "./chart.ts";
import { type HouseSystem, PLANETS } from "./constants.ts";
import { localToUniversal } from "./time/local-time.ts";

const HOUSE_OPTIONS: Readonly<Record<string, HouseSystem>> = {
  placidus: "Placidus",
  koch: "Koch",
  equal: "Equal",
  "whole-sign": "WholeSign",
  porphyry: "Porphyry",
  regiomontanus: "Regiomontanus",
  campanus: "Campanus",
};

const USAGE =
  "usage: astro chart [--houses placidus|koch|equal|whole-sign|porphyry|regiomontanus|campanus] [--points] [--local] < input.jsonl";

interface CliOptions {
  readonly houseSystem: HouseSystem;
  readonly local: boolean;
  readonly points?: boolean;
}

/** Parses the command-line arguments (after the script name); throws with the usage text. */
export function parseCliArgs(args: readonly string[]): CliOptions {
  const [command, ...rest] = args;
  if (command !== "chart") throw new Error(USAGE);
  let houseSystem: HouseSystem = "Placidus";
  let local = false;
  let points = false;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i] as string;
    if (arg === "--local") local = true;
    else if (arg === "--points") points = true;
    else if (arg === "--houses" || arg.startsWith("--houses=")) {
      const value = arg === "--houses" ? rest[++i] : arg.slice("--houses=".length);
      const system = value === undefined ? undefined : HOUSE_OPTIONS[value];
      if (system === undefined) throw new Error(`unknown house system "${value ?? ""}"\n${USAGE}`);
      houseSystem = system;
    } else throw new Error(`unknown option "${arg}"\n${USAGE}`);
  }
  return { houseSystem, local, points };
}

function round9(x: number): number {
  return Math.round(x * 1e9) / 1e9;
}

function fieldNumber(record: Record<string, unknown>, key: string): number {
  const v = record[key];
  if (typeof v !== "number" || !Number.isFinite(v)) throw new TypeError(`${key} must be a finite number`);
  return v;
}

function fieldString(record: Record<string, unknown>, key: string): string {
  const v = record[key];
  if (typeof v !== "string") throw new TypeError(`${key} must be a string`);
  return v;
}

const ISO_UTC_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

function parseUtc(value: string): Date {
  if (!ISO_UTC_RE.test(value))
    throw new TypeError(`utc must be an ISO 8601 instant such as "1956-03-04T18:45:04Z"`);
  const date = new Date(value);
  if (!Number.isFinite(date.getTime())) throw new RangeError(`utc "${value}" is not a valid instant`);
  return date;
}

/** The `points` object of an output line, in the form of testdata/points-expected.jsonl. */
function pointsOutput(p: ChartPoints): Record<string, unknown> {
  const lonSpeed = (x: { longitudeDeg: number; speedDegPerDay: number }) => ({
    lon: round9(x.longitudeDeg),
    speed: round9(x.speedDegPerDay),
  });
  return {
    trueNode: lonSpeed(p.trueNode),
    meanNode: lonSpeed(p.meanNode),
    southNode: { lon: round9(p.southNode.longitudeDeg) },
    lilith: lonSpeed(p.lilith),
    chiron: { ...lonSpeed(p.chiron), retrograde: p.chiron.retrograde },
    fortune: p.fortune === null ? null : { lon: round9(p.fortune.longitudeDeg), day: p.fortune.day },
  };
}

/** One output line (without newline) for one input line, in the reference format or as an error. */
export function chartLine(line: string, options: CliOptions): string {
  let id: unknown = null;
  try {
    const record: unknown = JSON.parse(line);
    if (record === null || typeof record !== "object" || Array.isArray(record)) {
      throw new TypeError("input line must be a JSON object");
    }
    const r = record as Record<string, unknown>;
    id = r.id ?? null;
    const latDeg = fieldNumber(r, "lat");
    const lonDeg = fieldNumber(r, "lon");
    const utc = options.local
      ? new Date(
          localToUniversal(fieldString(r, "date"), fieldString(r, "time"), fieldString(r, "zone")).unixMs,
        )
      : parseUtc(fieldString(r, "utc"));
    const chart = computeNatalChart({
      utc,
      latDeg,
      lonDeg,
      houseSystem: options.houseSystem,
      withAspects: false,
      withPoints: options.points === true,
    });
    const planets: Record<string, unknown> = {};
    for (const name of PLANETS) {
      const p = chart.planets[name];
      planets[name] = {
        lon: round9(p.longitudeDeg),
        speed: round9(p.speedDegPerDay),
        sign: p.sign,
        house: p.house,
        retrograde: p.retrograde,
      };
    }
    return JSON.stringify({
      id,
      planets,
      ascendant: round9(chart.ascendant?.longitudeDeg ?? Number.NaN),
      midheaven: round9(chart.midheaven?.longitudeDeg ?? Number.NaN),
      houses: (chart.houses ?? []).map(round9),
      houseSystem: chart.houseSystem,
      ...(options.points === true && chart.points !== undefined
        ? { points: pointsOutput(chart.points) }
        : {}),
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return JSON.stringify({ id, error: message });
  }
}

async function main(): Promise<void> {
  let options: CliOptions;
  try {
    options = parseCliArgs(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 2;
    return;
  }
  const rl = createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY });
  let buffer: string[] = [];
  const flush = async (): Promise<void> => {
    if (buffer.length === 0) return;
    const chunk = `${buffer.join("\n")}\n`;
    buffer = [];
    if (!process.stdout.write(chunk))
      await new Promise<void>((resolve) => process.stdout.once("drain", resolve));
  };
  try {
    for await (const line of rl) {
      if (line.trim() === "") continue;
      buffer.push(chartLine(line, options));
      if (buffer.length >= 256) await flush();
    }
    await flush();
  } catch (error) {
    await flush();
    process.stderr.write(`cannot read input: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}

const invokedDirectly = process.argv[1] !== undefined && /cli\.[cm]?[tj]s$/.test(process.argv[1]);
if (invokedDirectly) void main();
