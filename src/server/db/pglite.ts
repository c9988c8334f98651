import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { PGlite, QueryOptions } from "@electric-sql/pglite";
import { type Database, type DatabaseHandle, migrationsFolder } from "./database.ts";
import { runHotQueriesBySimpleProtocol } from "./hot-query.ts";
import { bundledTemplate, dataDirFromTemplate, moveIntoPlace } from "./pglite-template.ts";
import * as schema from "./schema.ts";
import { isReadStatement, WriteClock } from "./write-clock.ts";

// The embedded database. The packages are imported when a PGlite database is opened, not when
// this module loads: the server bundle hoists static package imports to its start, and a
// PostgreSQL deployment should not carry PGlite.

/**
 * PGlite's memory is a WebAssembly heap that never shrinks. Postgres' default 128 MB of shared
 * buffers end up resident in it (~110 MB more RSS); a small app database fits in 16 MB of buffers
 * (the operating system's file cache holds the rest).
 */
const PGLITE_SHARED_BUFFERS = ["-c", "shared_buffers=16MB"];

export async function openPglite(
  dataDir: string | undefined,
  from: Blob | undefined,
  template = bundledTemplate,
): Promise<DatabaseHandle> {
  const [{ PGlite, types }, { drizzle }, { migrate }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
  ]);
  if (dataDir) {
    mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
    // A new database: unpacked from the build's migrated template, or created (initdb) without one.
    if (
      !from &&
      !existsSync(path.join(dataDir, "PG_VERSION")) &&
      !dataDirFromTemplate(path.resolve(dataDir), template, checkEveryMigration)
    ) {
      initPgliteDataDir(path.resolve(dataDir));
    }
  }
  const client = await PGlite.create({
    ...(dataDir ? { dataDir: path.resolve(dataDir) } : {}),
    ...(from ? { loadDataDir: from } : {}),
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SHARED_BUFFERS],
  });
  installDrizzleParsersOnce(client, [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE]);
  runHotQueriesBySimpleProtocol(client);
  const writes = countWrites(client);
  const db = drizzle({ client, schema }) as unknown as Database;
  await migrate(drizzle({ client }), { migrationsFolder });
  return {
    db,
    kind: "pglite",
    writes,
    ping: async () => {
      await client.query("select 1");
    },
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir("none"),
  };
}

/**
 * Drizzle hands PGlite the same four type parsers (timestamps, dates and intervals kept as text)
 * with every query, and PGlite copies its whole parser table (hundreds of array types) to merge
 * them, for each result: ~70 µs per query, more than a `select 1` costs. Installing those parsers
 * on the instance once and dropping them from each call gives the same rows without the copy.
 * Nothing else reads rows from this client, so the instance-wide parsers change nothing else.
 */
function installDrizzleParsersOnce(client: PGlite, textTypes: number[]): void {
  const asText = (value: string) => value;
  for (const oid of textTypes) client.parsers[oid] = asText;
  const query = client.query.bind(client);
  client.query = ((text: string, params?: unknown[], options?: QueryOptions) => {
    if (options?.parsers) {
      const { parsers: _dropped, ...rest } = options;
      return query(text, params, rest);
    }
    return query(text, params, options);
  }) as PGlite["query"];
}

/**
 * Reports the instance's writes to a clock. Statements reach it through `query` and `exec`; a
 * transaction's statements go through the handle PGlite gives its callback, so the whole
 * transaction counts as one write, from its start until it has settled.
 */
function countWrites(client: PGlite): WriteClock {
  const writes = new WriteClock();
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((text: string, params?: unknown[], options?: QueryOptions) =>
    isReadStatement(text)
      ? query(text, params, options)
      : writes.around(() => query(text, params, options))) as PGlite["query"];
  client.exec = ((text: string, options?: QueryOptions) =>
    isReadStatement(text) ? exec(text, options) : writes.around(() => exec(text, options))) as PGlite["exec"];
  client.transaction = ((callback: Parameters<PGlite["transaction"]>[0]) =>
    writes.around(() => transaction(callback))) as PGlite["transaction"];
  return writes;
}

/**
 * Creates a new data directory (initdb) in a short-lived child process: initdb grows PGlite's heap
 * to ~650 MB, which a process never gets back, so the server would keep it for its whole life.
 * Made beside `dataDir` and moved there once complete, like the template, so an initdb cut off
 * halfway leaves nothing the next start would take for a database.
 */
function initPgliteDataDir(dataDir: string): void {
  const partial = `${dataDir}.partial-init-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  try {
    runPgliteChild(
      `const client = await PGlite.create({ dataDir: process.argv[1] });
      await client.close();`,
      partial,
    );
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    throw error;
  }
  moveIntoPlace(partial, dataDir);
}

/**
 * Throws unless the data directory opens and records every migration of this build (the check of
 * an unpacked template). In a child process, for the same heap reason as initdb.
 */
export function checkEveryMigration(dataDir: string): void {
  const output = runPgliteChild(
    `const client = await PGlite.create({ dataDir: process.argv[1] });
    const { rows } = await client.query("select created_at from drizzle.__drizzle_migrations");
    await client.close();
    process.stdout.write(JSON.stringify(rows.map((row) => String(row.created_at))));`,
    dataDir,
  );
  const applied = new Set(JSON.parse(output) as string[]);
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
    entries: { tag: string; when: number }[];
  };
  const missing = journal.entries.filter((entry) => !applied.has(String(entry.when)));
  if (missing.length > 0) {
    throw new Error(`it lacks the migrations ${missing.map((entry) => entry.tag).join(", ")}`);
  }
}

/** Runs an ES module script with `PGlite` imported and the data directory as argv[1]; its stdout. */
function runPgliteChild(body: string, dataDir: string): string {
  const script = `import { PGlite } from "@electric-sql/pglite";\n${body}`;
  // The child resolves the package from its working directory: the directory holding the
  // node_modules this module's PGlite comes from (the same from src/ under tsx and from dist/).
  const entry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  const modules = `${path.sep}node_modules${path.sep}`;
  try {
    return execFileSync(process.execPath, ["--input-type=module", "-e", script, dataDir], {
      cwd: entry.slice(0, entry.lastIndexOf(modules)),
      stdio: ["ignore", "pipe", "pipe"],
      encoding: "utf8",
      // A damaged directory must fail the check, never hang the start.
      timeout: 300_000,
    });
  } catch (error) {
    const stderr = String((error as { stderr?: unknown }).stderr ?? "").trim();
    const reason = stderr.split("\n").findLast((line) => line.trim()) ?? (error as Error).message;
    throw new Error(`PGlite failed on ${dataDir}: ${reason}`);
  }
}
