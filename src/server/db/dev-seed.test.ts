import { describe, expect, it } from "vitest";
import { createTestApp, fileTestApp, testConfig } from "#server/test-support/test-app";
import { SeedRefusedError, seedDevelopmentSamples } from "./dev-seed.ts";

const t = fileTestApp();

describe("the development seed", () => {
  it("adds marked samples once, however often it runs", async () => {
    await seedDevelopmentSamples(t.ctx.db, t.config);
    expect(await seedDevelopmentSamples(t.ctx.db, t.config)).toBe(3);
    const served = (await t.app.inject({ method: "GET", url: "/api/testimonials?count=6" })).json() as {
      author: string;
      quote: string;
      sample: boolean;
    }[];
    expect(served).toHaveLength(3);
    for (const item of served) {
      expect(item.sample).toBe(true);
      expect(item.quote).toMatch(/^Development sample: /);
      expect(item.author).toMatch(/^Sample reviewer \d$/);
    }
  });

  it("refuses to run in production, and a production server never serves samples", async () => {
    await expect(
      seedDevelopmentSamples(t.ctx.db, testConfig({ NODE_ENV: "production", PAYMENTS_TEST_MODE: "true" })),
    ).rejects.toBeInstanceOf(SeedRefusedError);
    await seedDevelopmentSamples(t.ctx.db, t.config);
    const production = await createTestApp({ env: { NODE_ENV: "production", PAYMENTS_TEST_MODE: "true" } });
    try {
      // The production app has its own database: copy the samples' situation there directly.
      await production.ctx.db.execute(
        "insert into testimonials (author, quote, rating, consent_at, status, is_sample, reviewed_at) values ('Sample reviewer 1', 'Development sample: x', 5, now(), 'approved', true, now())",
      );
      expect((await production.app.inject({ method: "GET", url: "/api/testimonials" })).json()).toEqual([]);
    } finally {
      await production.close();
    }
  });
});
