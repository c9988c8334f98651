// Calendar feed benchmark (issue 30 §3, "Numbers"): a premium member's 60-day feed from storage —
// the stored passes already calculated, as for every fetch after the first — target ≤ 20 ms.
// Measured three ways: the service that writes the iCalendar text (`feedFor`: coverage check, the
// radar's stored list, ical-generator), and the whole public request (`GET /api/calendar/<token>.ics`
// through Fastify: rate-limit counter, token lookup, the feed), once as a repeat request (the day's
// feed built by an earlier one) and once building it. Embedded PGlite, and PostgreSQL
// when BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/test) answers.
import os from "node:os";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../src/server/app.ts";
import { openDatabase } from "../src/server/db/client.ts";
import type { DatabaseHandle } from "../src/server/db/database.ts";
import { transits } from "../src/server/db/schema.ts";
import { feedFor } from "../src/server/features/calendar/calendar.service.ts";
import { openFreshPostgres } from "../src/server/test-support/test-app.ts";
import { BRUSSELS_BIRTH, insertUser, sessionCookieFor } from "../src/server/test-support/users.ts";
import { benchConfig } from "./bench-config.ts";

const WARMUP = 20;
const RUNS = 200;
const TARGET_MS = 20;

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { median: at(0.5), p99: at(0.99), max: sorted[sorted.length - 1] ?? 0 };
}

async function timed(
  work: () => Promise<unknown>,
  {
    runs = RUNS,
    warmup = WARMUP,
    before,
  }: { runs?: number; warmup?: number; before?: () => Promise<void> } = {},
): Promise<ReturnType<typeof stats>> {
  for (let i = 0; i < warmup; i++) {
    await before?.();
    await work();
  }
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    await before?.();
    const start = performance.now();
    await work();
    samples.push(performance.now() - start);
  }
  return stats(samples);
}

interface Figures {
  events: number;
  bytes: number;
  service: ReturnType<typeof stats>;
  request: ReturnType<typeof stats>;
  built: ReturnType<typeof stats>;
  builtRuns: number;
}

async function measure(database: DatabaseHandle): Promise<Figures> {
  const config = benchConfig();
  const now = new Date("2026-11-22T10:00:00Z");
  const app: FastifyInstance = await buildApp({ config, database, logger: false, now: () => now });
  try {
    await app.ready();
    const user = await insertUser(app.ctx.db, {
      ...BRUSSELS_BIRTH,
      timezone: "Europe/Brussels",
      subscriptionTier: "premium",
      subscriptionStatus: "active",
    });
    const cookie = await sessionCookieFor(app.ctx.db, app.ctx.secret, user.id, now);
    const link = await app.inject({ method: "GET", url: "/api/calendar-feed", headers: { cookie } });
    const feedPath = new URL(link.json<{ url: string }>().url).pathname;
    // The first fetch calculates and stores the 60 days; every one measured reads them from storage.
    const first = await app.inject({ method: "GET", url: feedPath });
    if (first.statusCode !== 200) throw new Error(`feed answered ${first.statusCode}: ${first.body}`);
    const service = await timed(() => feedFor(app.ctx, user));
    // Spread over addresses: the per-address limit is not what is measured.
    let n = 0;
    const fetchFeed = async () => {
      const response = await app.inject({
        method: "GET",
        url: feedPath,
        remoteAddress: `10.9.${n >> 8}.${n++ & 255}`,
      });
      if (response.statusCode !== 200) throw new Error(`feed answered ${response.statusCode}`);
    };
    // A repeat request: the day's feed was built by an earlier one (the calendar app's next poll).
    const request = await timed(fetchFeed);
    // A request that builds the feed: before each, one more stored pass gets a written description,
    // which is news the built feed does not hold (as when the description job finishes).
    const ids = (
      await app.ctx.db.select({ id: transits.id }).from(transits).where(eq(transits.userId, user.id))
    )
      .map((row) => row.id)
      .sort((a, b) => a - b);
    const builtRuns = Math.max(1, ids.length - 5);
    const built = await timed(fetchFeed, {
      runs: builtRuns,
      warmup: Math.min(5, ids.length - builtRuns),
      before: async () => {
        const id = ids.shift();
        if (id === undefined) return;
        await app.ctx.db
          .update(transits)
          .set({ status: "done", description: "Bench words." })
          .where(eq(transits.id, id));
      },
    });
    return {
      events: (first.body.match(/BEGIN:VEVENT/g) ?? []).length,
      bytes: Buffer.byteLength(first.body),
      service,
      request,
      built,
      builtRuns,
    };
  } finally {
    await app.close();
    await database.close();
  }
}

async function postgres(): Promise<DatabaseHandle | null> {
  const url = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  try {
    return await openFreshPostgres(url);
  } catch {
    return null;
  }
}

const ms = (value: number) => `${value.toFixed(2)} ms`;
const ok = (pass: boolean) => (pass ? "✅" : "❌");

function rows(engine: string, f: Figures): string[] {
  return [
    `| ${engine} | \`feedFor\` (service, ${f.events} events, ${(f.bytes / 1024).toFixed(1)} KiB) | ${ms(f.service.median)} | ${ms(f.service.p99)} | ${ms(f.service.max)} | ${ok(f.service.median <= TARGET_MS)} |`,
    `| ${engine} | \`GET /api/calendar/<token>.ics\`, the day's feed built by an earlier request | ${ms(f.request.median)} | ${ms(f.request.p99)} | ${ms(f.request.max)} | ${ok(f.request.median <= TARGET_MS)} |`,
    `| ${engine} | \`GET /api/calendar/<token>.ics\` that builds the feed (${f.builtRuns} runs) | ${ms(f.built.median)} | ${ms(f.built.p99)} | ${ms(f.built.max)} | ${ok(f.built.median <= TARGET_MS)} |`,
  ];
}

export async function run(): Promise<string> {
  const load = os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(" / ");
  const lines = [
    "## Calendar feed: a premium member's 60 days from storage (target ≤ 20 ms)",
    "",
    `${RUNS} runs after ${WARMUP} warm-up runs, one process, the stored passes already calculated;`,
    `load average at the start ${load} (1/5/15 min) on ${os.cpus().length} cores.`,
    "",
    "| database | what | median | p99 | max | median ≤ 20 ms |",
    "|---|---|---|---|---|---|",
    ...rows("PGlite (embedded)", await measure(await openDatabase({ kind: "pglite" }))),
  ];
  const pg = await postgres();
  if (pg) lines.push(...rows("PostgreSQL", await measure(pg)));
  else lines.push("", "PostgreSQL not reachable: skipped.");
  return lines.join("\n");
}
