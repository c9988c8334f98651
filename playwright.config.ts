import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_LAUNCH } from "./scripts/chromium.ts";
import { freePort } from "./src/server/test-support/free-port.ts";

// Playwright evaluates this file in the runner and in every worker; the port and data directory are
// chosen once by the runner and inherited by the workers through the environment.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), "zf-e2e-"));
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Wide limits: the suite must hold on a two-core machine that is doing other work, where a
  // journey that takes 10 s when idle has taken over 50 s.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: CHROMIUM_LAUNCH,
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } } },
  ],
  webServer: {
    // The production server, built from the current sources (scripts/start.mjs rebuilds dist/ only
    // when they changed), so the public pages arrive prerendered as they do for visitors.
    command: `${process.execPath} scripts/start.mjs`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 240_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: process.env.E2E_DATA_DIR,
      APP_URL: baseURL,
      LOG_LEVEL: "warn",
      NODE_ENV: "development",
      // The journeys stand for many people on one machine: each sign-up says which client it is
      // (X-Forwarded-For), so the per-address sign-up limit stays on and is not shared by all of them.
      TRUST_PROXY: "127.0.0.1",
      ADMIN_EMAILS: "admin@e2e.test,visuals@e2e.test",
      // The Visual Generator's accounts: studio@e2e.test has that role alone (ADR 024);
      // admin@e2e.test is an admin without it.
      VISUALS_ADMIN_EMAILS: "visuals@e2e.test,studio@e2e.test",
      BUSINESS_OWNER: "E2E Owner",
    },
  },
});
