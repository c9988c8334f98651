import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { buildApp } from "#server/app";
import type { AppContext } from "#server/app-context";
import { type Config, loadConfig } from "#server/config";
import { type DatabaseHandle, openDatabase } from "#server/db/client";
import type { Writer } from "#server/platform/llm";
import { withDatabase } from "./global-setup.ts";

/**
 * A fresh database for one test file: a copy of the migrated template, on PGlite by default or on
 * PostgreSQL when the suite runs with TEST_DB_BACKEND=postgres (see scripts/test.mjs).
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DB_BACKEND === "postgres") {
    const url = process.env.TEST_DATABASE_URL;
    const template = process.env.ZF_PG_TEMPLATE;
    if (!url || !template) throw new Error("PostgreSQL test run without TEST_DATABASE_URL or template");
    const name = `zf_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`create database ${name} template ${template}`);
    } finally {
      await admin.end();
    }
    const handle = await openDatabase({ kind: "postgres", url: withDatabase(url, name), poolSize: 20 });
    return {
      ...handle,
      close: async () => {
        await handle.close();
        const dropper = new pg.Client({ connectionString: url });
        await dropper.connect();
        await dropper.query(`drop database if exists ${name} with (force)`).finally(() => dropper.end());
      },
    };
  }
  const templatePath = process.env.ZF_PGLITE_TEMPLATE;
  if (!templatePath) throw new Error("No PGlite template: is the vitest globalSetup configured?");
  return openDatabase({ kind: "pglite", from: new Blob([readFileSync(templatePath)]) });
}

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  config: Config;
  database: DatabaseHandle;
  /** Moves the app's clock. */
  setNow(date: Date): void;
  close(): Promise<void>;
}

/** A test configuration with its own temporary DATA_DIR (mail outbox) and a fixed secret. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "zf-test-data-")),
    SESSION_SECRET: "test-secret-test-secret-test-secret-0123",
    APP_URL: "http://localhost:3000",
    ...env,
  });
}

export async function createTestApp(
  options: { env?: Record<string, string>; now?: Date; writer?: Writer } = {},
): Promise<TestApp> {
  const config = testConfig(options.env);
  const database = await openTestDatabase();
  let current = options.now ?? null;
  const now = () => current ?? new Date();
  const app = await buildApp({
    config,
    database,
    now,
    logger: false,
    ...(options.writer ? { writer: options.writer } : {}),
  });
  await app.ready();
  return {
    app,
    ctx: app.ctx,
    config,
    database,
    setNow(date: Date) {
      current = date;
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
