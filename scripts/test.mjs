#!/usr/bin/env node
// The one test command (`npm test`): typecheck, lint, unused code (knip), unit + integration tests on PGlite (among
// them Redocly's recommended rules on the app's OpenAPI document, which fail on any error and on
// more than 10 warnings, listing them: src/server/security/openapi-contract.test.ts), the
// integration suite again on PostgreSQL when TEST_DATABASE_URL is set, then the browser tests in
// real Chromium. Stops at the first failure.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const bin = (name) => path.resolve("node_modules/.bin", name);
const reportDir = mkdtempSync(path.join(os.tmpdir(), "zf-test-reports-"));
const totals = { passed: 0, failed: 0, skipped: 0 };

function step(title, command, args, env = {}) {
  console.log(`\n━━ ${title}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n✗ ${title} failed (exit ${result.status ?? result.signal}).`);
    console.log(`${totals.passed} passed, ${Math.max(1, totals.failed)} failed`);
    process.exit(result.status || 1);
  }
}

function countVitest(file) {
  const report = JSON.parse(readFileSync(file, "utf8"));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
}

function countPlaywright(file) {
  const stats = JSON.parse(readFileSync(file, "utf8")).stats;
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
}

step("Typecheck (tsc --noEmit)", bin("tsc"), ["--noEmit", "-p", "tsconfig.json"]);
step("Lint and format (biome check)", bin("biome"), ["check", "."]);
// No unused files, exports, types or dependencies (issue 27; configured in knip.json).
step("Unused code and dependencies (knip)", bin("knip"), []);

const pgliteReport = path.join(reportDir, "vitest-pglite.json");
step("Unit and integration tests on PGlite (vitest)", bin("vitest"), [
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${pgliteReport}`,
]);
countVitest(pgliteReport);

if (process.env.TEST_DATABASE_URL) {
  const pgReport = path.join(reportDir, "vitest-postgres.json");
  step(
    "Integration tests on PostgreSQL (TEST_DATABASE_URL)",
    bin("vitest"),
    [
      "run",
      "src/server",
      // The system tests start their own servers and make their own PostgreSQL databases.
      "--exclude",
      "src/server/main.test.ts",
      "--exclude",
      "src/server/system/**",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${pgReport}`,
    ],
    { TEST_DB_BACKEND: "postgres" },
  );
  countVitest(pgReport);
} else {
  console.log("\n(TEST_DATABASE_URL not set: the PostgreSQL run of the integration suite is skipped.)");
}

if (process.env.SKIP_E2E === "1") {
  console.log("\nSKIP_E2E=1: the browser tests are skipped.");
} else {
  ensureChromium();
  step("Build the app (scripts/build.mjs: web, prerendered pages, server)", process.execPath, [
    "scripts/build.mjs",
  ]);
  const e2eReport = path.join(reportDir, "playwright.json");
  step("Browser tests in Chromium (playwright)", bin("playwright"), ["test", "--reporter=list,json"], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
  });
  countPlaywright(e2eReport);
}

console.log(`\nAll steps passed.`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);

function ensureChromium() {
  const chromium = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
  if (existsSync(chromium)) return;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (process.env.CHROMIUM_PATH || !isRoot) {
    console.error(
      `\nChromium was not found at ${chromium}. Install Debian's package (sudo apt-get install -y chromium), ` +
        "point CHROMIUM_PATH at a Chromium binary, or set SKIP_E2E=1 to skip the browser tests.",
    );
    process.exit(1);
  }
  console.log(
    "\nChromium is missing: installing Debian's chromium with apt-get (as `playwright install --with-deps` would).",
  );
  step("apt-get update", "apt-get", ["update", "-qq"]);
  step("apt-get install chromium", "apt-get", ["install", "-y", "-qq", "chromium"], {
    DEBIAN_FRONTEND: "noninteractive",
  });
}
