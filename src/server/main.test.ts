import { afterAll, describe, expect, it } from "vitest";
import { killAll, startServer, tempDataDir, waitForHealth } from "./test-support/server-process.ts";

afterAll(killAll);

// Each test starts real server processes (TypeScript compiled on the fly): a few seconds on a quiet
// machine, but on a loaded two-core machine start-up alone has taken minutes, so the limits are wide.
describe("the server process", () => {
  it("refuses a second start on the same DATA_DIR and leaves the first unharmed, then stops cleanly", async () => {
    const dataDir = tempDataDir();
    const first = await startServer({ DATA_DIR: dataDir });
    await waitForHealth(first);

    const second = await startServer({ DATA_DIR: dataDir });
    const code = await second.exited;
    expect(code).not.toBe(0);
    expect(second.output()).toMatch(
      /Refusing to start: The data directory is in use by another running process/,
    );

    const health = await fetch(`${first.url}/api/health`);
    expect(health.status).toBe(200);

    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
  }, 600_000);

  it("stops with a message naming each bad variable", async () => {
    const bad = await startServer({ PORT: "not-a-port", DATABASE_URL: "mysql://nope" });
    const code = await bad.exited;
    expect(code).toBe(78);
    expect(bad.output()).toMatch(/PORT must be a port number/);
    expect(bad.output()).toMatch(/DATABASE_URL must be a URL/);
  }, 120_000);

  it("refuses a production start without Stripe, naming the settings, unless PAYMENTS_TEST_MODE=true", async () => {
    const bare = await startServer({ NODE_ENV: "production", DATA_DIR: tempDataDir() });
    expect(await bare.exited).toBe(78);
    expect(bare.output()).toMatch(
      /STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_ID must be set when NODE_ENV=production/,
    );

    const testMode = await startServer({
      NODE_ENV: "production",
      PAYMENTS_TEST_MODE: "true",
      DATA_DIR: tempDataDir(),
    });
    await waitForHealth(testMode);
    const site = await fetch(`${testMode.url}/api/site-info`);
    expect((await site.json()).paymentsTestMode).toBe(true);
    testMode.child.kill("SIGTERM");
    expect(await testMode.exited).toBe(0);
  }, 600_000);

  it("exits with a clear message when the database cannot be opened", async () => {
    const bad = await startServer({ DATABASE_URL: "postgres://nobody@127.0.0.1:1/none" });
    const code = await bad.exited;
    expect(code).toBe(1);
    expect(bad.output()).toMatch(/Could not open the PostgreSQL database \(DATABASE_URL\)/);
  }, 120_000);
});
