// The server side of the HTTP benchmark (bench/http.bench.ts), in a process of its own as a real
// server is: `http-server.ts bare` is Fastify's hello-world, the reference; `http-server.ts app
// '<database options>'` is our app with a signed-in member, a premium member with a stored transit
// window, and the one-at-a-time timings (which need the app's clock and database) measured before
// any load; the job worker runs during the load, as in production (the timings before it read
// windows whose descriptions are still pending, the worst case for a stored read). Either one tells
// its parent (child_process.fork) where it listens, answers "rss" with its resident memory and
// exits on "close", so that `--cpu-prof` writes its profile.
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import Fastify from "fastify";
import { buildApp } from "../src/server/app.ts";
import { type OpenDatabaseOptions, openDatabase } from "../src/server/db/client.ts";
import { transitCoverage } from "../src/server/db/schema.ts";
import { insertUser, sessionCookieFor } from "../src/server/test-support/users.ts";
import { benchConfig } from "./bench-config.ts";

/** What the app process reports once it listens. */
export interface AppReady {
  base: string;
  /** The session cookies of a free member (horoscope) and of a premium one (transit window). */
  member: Record<string, string>;
  premium: Record<string, string>;
  /** One at a time, ms: first-of-the-day horoscopes; transit windows first read / recalculated / stored. */
  generation: number[];
  transits: { cold: number[]; recalculated: number[]; warm: number[] };
  rss: number;
}

async function bare(): Promise<{ ready: object; close: () => Promise<void> }> {
  const app = Fastify({ logger: false });
  app.get("/hello", async () => ({ hello: "world" }));
  await app.listen({ port: 0, host: "127.0.0.1" });
  const port = (app.server.address() as AddressInfo).port;
  return {
    ready: { base: `http://127.0.0.1:${port}`, rss: process.memoryUsage().rss },
    close: () => app.close(),
  };
}

async function ours(db: OpenDatabaseOptions): Promise<{ ready: AppReady; close: () => Promise<void> }> {
  const config = benchConfig();
  const database = await openDatabase(db);
  let now = new Date("2026-11-22T10:00:00Z");
  const app = await buildApp({ config, database, logger: false, now: () => now });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const birth = {
    birthDate: "1990-03-14",
    birthTime: "08:30",
    birthPlace: "Brussels, Belgium",
    birthLatitude: 50.85,
    birthLongitude: 4.35,
    birthTimezone: "Europe/Brussels",
    timezone: "Europe/Brussels",
  };
  const member = async (overrides: Record<string, unknown> = {}) => {
    const user = await insertUser(app.ctx.db, { ...birth, ...overrides });
    return { user, headers: { cookie: await sessionCookieFor(app.ctx.db, app.ctx.secret, user.id, now) } };
  };
  // Sent without Accept-Encoding, as autocannon sends the load: the time is the server's answer,
  // not this client's inflating of it (fetch would ask for brotli and inflate ~50 KB in this process).
  const timed = async (url: string, headers: Record<string, string>) => {
    const start = performance.now();
    const response = await fetch(url, { headers: { ...headers, "accept-encoding": "identity" } });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    await response.arrayBuffer();
    return performance.now() - start;
  };
  const { headers } = await member();

  // First-of-the-day generation: 20 different days, each request composing and storing a new text.
  await timed(`${base}/api/horoscope/today`, headers); // chart cast and stored, JIT warm
  const generation: number[] = [];
  for (let day = 1; day <= 20; day++) {
    now = new Date(Date.UTC(2026, 10, 22 + day, 10));
    generation.push(await timed(`${base}/api/horoscope/today`, headers));
  }

  // Transits, 30 days, premium: a first read (engine + insert), a read that runs the engine over the
  // whole window again (what every read did before the coverage record), reads from storage.
  const premium = { subscriptionTier: "premium", subscriptionStatus: "active" };
  const transitsUrl = `${base}/api/transits?days=30`;
  await timed(transitsUrl, (await member(premium)).headers); // JIT warm
  const cold: number[] = [];
  const recalculated: number[] = [];
  const warm: number[] = [];
  for (let i = 0; i < 10; i++) {
    const reader = await member(premium);
    cold.push(await timed(transitsUrl, reader.headers));
    await app.ctx.db.delete(transitCoverage).where(eq(transitCoverage.userId, reader.user.id));
    recalculated.push(await timed(transitsUrl, reader.headers));
    for (let j = 0; j < 20; j++) warm.push(await timed(transitsUrl, reader.headers));
  }
  // The loaded window: read once, its descriptions written, so the load measures reads from
  // storage. Then the job worker runs as in production (main.ts): its poll every second is a
  // statement that may write, which every kept answer and the session cache are checked against.
  const loaded = await member(premium);
  await timed(transitsUrl, loaded.headers);
  await app.ctx.jobs.drain();
  await timed(transitsUrl, loaded.headers);
  app.ctx.jobs.start();
  // What starting queues (the digest's first tick, its mails and texts) is done before the load.
  while ((await app.ctx.jobs.drain()) > 0);
  return {
    ready: {
      base,
      member: headers,
      premium: loaded.headers,
      generation,
      transits: { cold, recalculated, warm },
      rss: process.memoryUsage().rss,
    },
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

const [mode, db] = process.argv.slice(2);
const started = mode === "bare" ? await bare() : await ours(JSON.parse(db ?? "{}") as OpenDatabaseOptions);
process.on("message", async (message) => {
  if (message === "rss") process.send?.({ rss: process.memoryUsage().rss });
  if (message === "close") {
    await started.close();
    process.exit(0);
  }
});
process.send?.(started.ready);
