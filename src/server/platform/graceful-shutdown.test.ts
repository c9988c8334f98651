import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { jobs } from "#server/db/schema";
import { createTestApp, type TestApp } from "#server/test-support/test-app";

const apps: TestApp[] = [];
afterAll(async () => {
  for (const t of apps) await t.database.close().catch(() => {});
});

async function app() {
  const t = await createTestApp();
  apps.push(t);
  return t;
}

describe("the app's graceful shutdown", () => {
  it("lets the job in flight finish, takes no new one, and answers requests with 503 meanwhile", async () => {
    const t = await app();
    let release: () => void = () => {};
    const started: string[] = [];
    t.ctx.jobs.handle("slow", async (payload) => {
      started.push((payload as { n: string }).n);
      if (started.length === 1) await new Promise<void>((resolve) => (release = resolve));
    });
    await t.ctx.jobs.enqueue("slow", "first", { n: "first" });
    await t.ctx.jobs.enqueue("slow", "second", { n: "second" });
    t.ctx.jobs.start();
    while (started.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));

    const stopping = t.app.graceful.shutdown({ deadlineMs: 20_000 });
    const during = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(during.statusCode).toBe(503);
    expect(during.headers.connection).toBe("close");
    expect(during.json().message).toMatch(/restarting/);
    release();
    expect(await stopping).toBe(true);

    const rows = await t.ctx.db.select().from(jobs).where(eq(jobs.kind, "slow"));
    expect(rows.find((row) => row.key === "first")?.status).toBe("done");
    expect(rows.find((row) => row.key === "second")?.status).toBe("queued");
    expect(started).toEqual(["first"]);
  });

  it("gives up on a job that outlives the deadline and says so", async () => {
    const t = await app();
    let started = false;
    t.ctx.jobs.handle("stuck", async () => {
      started = true;
      await new Promise(() => {});
    });
    await t.ctx.jobs.enqueue("stuck", "forever", {});
    t.ctx.jobs.start();
    while (!started) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await t.app.graceful.shutdown({ deadlineMs: 300 })).toBe(false);
  });
});
