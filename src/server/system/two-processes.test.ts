import http from "node:http";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#server/db/client";
import { jobs, transits, users } from "#server/db/schema";
import { freePort } from "#server/test-support/free-port";
import {
  call,
  killAll,
  type ServerProcess,
  type SignedUp,
  signUp,
  startServer,
  tempDataDir,
  waitForHealth,
} from "#server/test-support/server-process";
import { openFreshPostgres, postgresUrlFor } from "#server/test-support/test-app";
import { BRUSSELS_BIRTH_INFO } from "#server/test-support/users";

/**
 * Two app processes on one PostgreSQL database behind a round-robin proxy, as a deployment with
 * two instances would run: a session made on one is valid on the other, limits are shared, and
 * background jobs are run once between the two workers.
 */

const url = postgresUrlFor("two processes on PostgreSQL");

/** Forwards each request to the next upstream in turn, as a load balancer does. */
function roundRobin(upstreams: number[]) {
  let next = 0;
  const served = new Map<number, number>();
  const server = http.createServer((request, response) => {
    const port = upstreams[next++ % upstreams.length] as number;
    served.set(port, (served.get(port) ?? 0) + 1);
    const forward = http.request(
      { host: "127.0.0.1", port, method: request.method, path: request.url, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forward.on("error", () => {
      response.writeHead(502);
      response.end();
    });
    request.pipe(forward);
  });
  return { server, served };
}

describe.skipIf(!url)("two app processes on one PostgreSQL", () => {
  let database: DatabaseHandle & { url: string };
  let proxy: ReturnType<typeof roundRobin>;
  let base: string;
  let servers: ServerProcess[] = [];
  const dataDirs = [tempDataDir(), tempDataDir()];

  beforeAll(async () => {
    database = await openFreshPostgres(url as string, process.env.ZF_PG_TEMPLATE, 2);
    const ports = [await freePort(), await freePort()];
    const proxyPort = await freePort();
    base = `http://127.0.0.1:${proxyPort}`;
    proxy = roundRobin(ports);
    await new Promise<void>((resolve) => proxy.server.listen(proxyPort, "127.0.0.1", resolve));
    servers = await Promise.all(
      ports.map((port, i) =>
        startServer({
          PORT: String(port),
          APP_URL: base,
          DATABASE_URL: database.url,
          DATA_DIR: dataDirs[i] as string,
          // Every instance signs sessions and tokens with the same secret.
          SESSION_SECRET: "two-processes-share-this-secret-0123456789",
          // The proxy is the client each instance sees; it passes the real one on.
          TRUST_PROXY: "127.0.0.1",
        }),
      ),
    );
    await Promise.all(servers.map(waitForHealth));
  }, 180_000);

  afterAll(async () => {
    for (const server of servers) server.child.kill("SIGTERM");
    const codes = await Promise.all(servers.map((server) => server.exited));
    killAll();
    proxy?.server.close();
    await database?.close();
    expect(codes).toEqual([0, 0]);
  }, 60_000);

  let person: SignedUp;
  it("keeps a session made on one instance valid on the other, and ended on both", async () => {
    person = await signUp(base, dataDirs, "twoprocesses");
    const answers = [];
    for (let i = 0; i < 6; i++)
      answers.push((await call(base, "GET", "/api/user", { cookie: person.cookie })).status);
    expect(answers).toEqual([200, 200, 200, 200, 200, 200]);
    expect([...proxy.served.values()].every((count) => count > 3)).toBe(true);

    const other = await signUp(base, dataDirs, "twoprocessesout");
    expect((await call(base, "POST", "/api/logout", { cookie: other.cookie })).status).toBe(200);
    for (let i = 0; i < 2; i++)
      expect((await call(base, "GET", "/api/user", { cookie: other.cookie })).status).toBe(401);
  }, 60_000);

  it("shares the daily limits and the sign-in back-off between the instances", async () => {
    await database.db
      .update(users)
      .set({ subscriptionTier: "premium", subscriptionStatus: "active" })
      .where(eq(users.email, person.email));
    const chart = await call(base, "POST", "/api/birth-info", {
      cookie: person.cookie,
      body: BRUSSELS_BIRTH_INFO,
    });
    expect(chart.status).toBe(200);
    const asked = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(base, "POST", "/api/ask-oracle", {
          cookie: person.cookie,
          body: { question: `Question ${i}?` },
        }),
      ),
    );
    expect(asked.filter((r) => r.status === 200)).toHaveLength(1);
    expect(asked.filter((r) => r.status === 429)).toHaveLength(19);

    const started = Date.now();
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(base, "POST", "/api/login", {
          body: { email: person.email, password: `wrong guess ${i}` },
          headers: { "x-forwarded-for": `10.95.0.${i + 1}` },
        }),
      ),
    );
    const seconds = (Date.now() - started) / 1000;
    // Five free failures, then pauses of 1 s, 2 s, 4 s … between attempts. On a busy machine the
    // burst itself can outlast a pause or two, so the extra attempts allowed are bounded by how long
    // it took, never by which instance answered: at most log2(1 + seconds) of them.
    const refusedAsWrong = guesses.filter((r) => r.status === 401).length;
    expect(refusedAsWrong).toBeGreaterThanOrEqual(5);
    expect(refusedAsWrong).toBeLessThanOrEqual(5 + Math.floor(Math.log2(1 + seconds)));
    expect(guesses.filter((r) => r.status === 429)).toHaveLength(20 - refusedAsWrong);
  }, 60_000);

  it("runs each background job once between the two workers", async () => {
    const generated = await call(base, "POST", "/api/transits/generate", {
      cookie: person.cookie,
      body: { days: 30 },
    });
    expect(generated.status).toBe(200);
    const [user] = await database.db.select().from(users).where(eq(users.email, person.email));
    // A description is stored before its job row is marked done (a separate statement), so wait
    // for both: under load the test could otherwise read a job that is still finishing.
    const pending = async () =>
      (await database.db.$count(
        transits,
        sql`${transits.userId} = ${user?.id} and ${transits.status} <> 'done'`,
      )) +
      (await database.db.$count(
        jobs,
        sql`${jobs.key} like 'transit:%' and ${jobs.status} in ('queued', 'running')`,
      ));
    for (let attempt = 0; (await pending()) > 0; attempt++) {
      if (attempt > 600) throw new Error("transit descriptions were not all written");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const written = await database.db
      .select({ status: jobs.status, attempts: jobs.attempts })
      .from(jobs)
      .where(sql`${jobs.key} like 'transit:%'`);
    expect(written.length).toBeGreaterThan(0);
    expect(written.every((job) => job.status === "done" && job.attempts === 1)).toBe(true);
  }, 120_000);
});
