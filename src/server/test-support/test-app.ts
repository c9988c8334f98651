import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance, InjectOptions } from "fastify";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { type BuildAppOptions, buildApp } from "#server/app";
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
    return openFreshPostgres(url, template);
  }
  const templatePath = process.env.ZF_PGLITE_TEMPLATE;
  if (!templatePath) throw new Error("No PGlite template: is the vitest globalSetup configured?");
  return openDatabase({ kind: "pglite", from: new Blob([readFileSync(templatePath)]) });
}

/**
 * A new database on the PostgreSQL server of `url`, copied from `template` when given (else
 * migrated from scratch), dropped again on close. `url` names the new database in `handle.url`.
 */
export async function openFreshPostgres(
  url: string,
  template?: string,
  poolSize = 20,
): Promise<DatabaseHandle & { url: string }> {
  const name = `zf_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${name}${template ? ` template ${template}` : ""}`);
  } finally {
    await admin.end();
  }
  const databaseUrl = withDatabase(url, name);
  const handle = await openDatabase({ kind: "postgres", url: databaseUrl, poolSize });
  return {
    ...handle,
    url: databaseUrl,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`).finally(() => dropper.end());
    },
  };
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

/**
 * Makes `app.inject` send the app's Origin with every request that names none, as a browser does
 * (state-changing calls without one are refused). A test about a missing Origin passes
 * `origin: undefined` in its headers.
 */
function sendsOrigin(app: FastifyInstance, appUrl: string): FastifyInstance {
  const origin = new URL(appUrl).origin;
  const inject = app.inject.bind(app);
  const withOrigin = (options: InjectOptions | string): InjectOptions => {
    const request = typeof options === "string" ? { url: options } : options;
    const headers: Record<string, unknown> = { ...(request.headers ?? {}) };
    if (!("origin" in headers)) headers.origin = origin;
    else if (headers.origin === undefined) delete headers.origin;
    return { ...request, headers: headers as InjectOptions["headers"] };
  };
  app.inject = ((options?: InjectOptions | string, callback?: unknown) => {
    if (options === undefined) return inject();
    return callback ? inject(withOrigin(options), callback as never) : inject(withOrigin(options));
  }) as FastifyInstance["inject"];
  return app;
}

/** buildApp for tests that need their own options; its inject sends the app's Origin. */
export async function buildTestApp(options: BuildAppOptions): Promise<FastifyInstance> {
  return sendsOrigin(await buildApp(options), options.config.appUrl);
}

export async function createTestApp(
  options: {
    env?: Record<string, string>;
    now?: Date;
    logger?: BuildAppOptions["logger"];
    mailer?: BuildAppOptions["mailer"];
    writer?: Writer;
  } = {},
): Promise<TestApp> {
  const config = testConfig(options.env);
  const database = await openTestDatabase();
  let current = options.now ?? null;
  const now = () => current ?? new Date();
  const app = await buildTestApp({
    config,
    database,
    now,
    logger: options.logger ?? false,
    ...(options.mailer ? { mailer: options.mailer } : {}),
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

/**
 * Holds a resource for the tests of the current file (or describe block): opened before them and
 * closed after them. The object answers every property from the open resource as it is when read,
 * so a file holds it in a `const`; read outside a test or a hook, it says so.
 */
function heldForTests<T extends object>(
  open: () => Promise<T>,
  close: (held: T) => Promise<void>,
  what: string,
): T {
  let held: T | undefined;
  beforeAll(async () => {
    held = await open();
  });
  afterAll(async () => {
    if (held !== undefined) await close(held);
  });
  const current = () => {
    if (held === undefined) throw new Error(`${what} starts in beforeAll: use it in a test or a hook.`);
    return held;
  };
  return new Proxy({} as T, {
    get: (_target, key) => Reflect.get(current(), key),
    has: (_target, key) => Reflect.has(current(), key),
  });
}

/** The one app a test file runs against: started before its tests and closed after them. */
export function fileTestApp(options: Parameters<typeof createTestApp>[0] = {}): TestApp {
  return heldForTests(
    () => createTestApp(options),
    (t) => t.close(),
    "The file's test app",
  );
}

/**
 * The one test database of a file (or describe block) that needs no app, or builds its own on
 * it: opened before its tests and closed after them, like fileTestApp.
 */
export function fileTestDatabase(): DatabaseHandle {
  return heldForTests(openTestDatabase, (handle) => handle.close(), "The file's test database");
}

/**
 * TEST_DATABASE_URL for a suite that needs a real PostgreSQL server; without it the suite is
 * skipped, and this says so on the console rather than passing silently.
 */
export function postgresUrlFor(suite: string): string | undefined {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    console.warn(
      `\n[${suite}] TEST_DATABASE_URL is not set: skipped. Set it to run this suite (CI does), ` +
        "e.g. TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test\n",
    );
  }
  return url;
}
