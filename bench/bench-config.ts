// The configuration the in-process benchmarks build the app with.
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Config, loadConfig } from "../src/server/config.ts";

/**
 * Production settings with the built-in checkout (benchmarks take no payments), silent logs and a
 * fixed session secret; a fresh temporary data directory unless `overrides` names one.
 */
export function benchConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: "production",
    PAYMENTS_TEST_MODE: "true",
    LOG_LEVEL: "silent",
    DATA_DIR: overrides.DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), "zf-bench-")),
    SESSION_SECRET: "bench-secret-bench-secret-bench-secret-00",
    ...overrides,
  });
}
