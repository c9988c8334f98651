import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#server/db/client";
import { deliveries } from "#server/db/schema";
import { listOutbox } from "#server/platform/mailer";
import { buildTestApp, openFreshPostgres, postgresUrlFor, testConfig } from "#server/test-support/test-app";
import { BRUSSELS_BIRTH, insertUser } from "#server/test-support/users";
import { runDigestTick, sendDigest } from "./digest.service.ts";

/**
 * Two app instances (two connection pools, real concurrency) on one PostgreSQL database, both
 * looking at the clock and both working the queue at once, then a third started afterwards as a
 * restart: every subscriber gets exactly one digest for the day.
 */

const url = postgresUrlFor("digest on PostgreSQL");
const N = 12;
// 07:05 on a Brussels clock.
const NOW = new Date("2026-11-28T06:05:00Z");

describe.skipIf(!url)("the morning digest with two processes on one PostgreSQL", () => {
  let database: DatabaseHandle;
  const apps: FastifyInstance[] = [];
  // One outbox for all instances, so the count covers every mail any of them sent.
  const config = testConfig();

  beforeAll(async () => {
    database = await openFreshPostgres(url as string, process.env.ZF_PG_TEMPLATE, 4);
    for (let i = 0; i < 2; i++) {
      const app = await buildTestApp({ config, database, logger: false, now: () => NOW });
      await app.ready();
      apps.push(app);
    }
  }, 120_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.close();
  });

  it("sends exactly one digest per user and day", async () => {
    const subscribers = [];
    for (let i = 0; i < N; i++) {
      subscribers.push(
        await insertUser(database.db, {
          ...BRUSSELS_BIRTH,
          timezone: "Europe/Brussels",
          digestEnabled: true,
          digestHour: 7,
        }),
      );
    }
    // The claim itself: both instances send the first user's digest at the very same time.
    const first = subscribers[0];
    if (!first) throw new Error("no subscriber");
    const outcomes = await Promise.all(
      apps.flatMap((app) => [1, 2].map(() => sendDigest(app.ctx, { userId: first.id, key: "2026-11-28" }))),
    );
    expect(outcomes.filter((o) => o === "sent")).toHaveLength(1);
    // Both instances tick and drain at the same time, twice over.
    await Promise.all(apps.map((app) => runDigestTick(app.ctx)));
    await Promise.all([
      ...apps.map((app) => app.ctx.jobs.drain()),
      ...apps.map((app) => runDigestTick(app.ctx)),
    ]);
    await Promise.all(apps.map((app) => app.ctx.jobs.drain()));

    // A restart: a new instance on the same database finds nothing left to send.
    const restarted = await buildTestApp({ config, database, logger: false, now: () => NOW });
    await restarted.ready();
    apps.push(restarted);
    await runDigestTick(restarted.ctx);
    await restarted.ctx.jobs.drain();

    const outbox = listOutbox(config);
    for (const user of subscribers) {
      expect(outbox.filter((mail) => mail.to === user.email)).toHaveLength(1);
      const rows = await database.db.select().from(deliveries).where(eq(deliveries.userId, user.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.sentAt).toBeInstanceOf(Date);
    }
  }, 180_000);
});
