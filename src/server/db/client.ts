import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite, type QueryOptions, types } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema.ts";

/** One Drizzle type for both drivers: services never know which database they talk to. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle inside `db.transaction(async (tx) => …)`. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** What every repository function takes first: the database, or a transaction to run inside. */
export type Db = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Throws when the database does not answer (used by /api/health). */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball (for test templates and backups). */
  dumpDataDir?: () => Promise<Blob>;
}

export const migrationsFolder = fileURLToPath(new URL("../../../drizzle", import.meta.url));

// Any fixed number works; it only has to be the same for every process of this app.
const MIGRATION_LOCK_KEY = 7_461_900_213;

export type OpenDatabaseOptions =
  | { kind: "postgres"; url: string; poolSize?: number }
  /** `dataDir` undefined = in memory; `from` = a dump of a migrated data dir (fast test set-up). */
  | { kind: "pglite"; dataDir?: string; from?: Blob };

/** Opens the database and applies pending migrations. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === "postgres") return openPostgres(options.url, options.poolSize ?? 10);
  return openPglite(options.dataDir, options.from);
}

/**
 * PGlite's memory is a WebAssembly heap that never shrinks. Postgres' default 128 MB of shared
 * buffers end up resident in it (~110 MB more RSS); a small app database fits in 16 MB of buffers
 * (the operating system's file cache holds the rest).
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"];

async function openPglite(dataDir: string | undefined, from: Blob | undefined): Promise<DatabaseHandle> {
  if (dataDir) {
    mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
    if (!from && !existsSync(path.join(dataDir, "PG_VERSION"))) initPgliteDataDir(path.resolve(dataDir));
  }
  const client = await PGlite.create({
    ...(dataDir ? { dataDir: path.resolve(dataDir) } : {}),
    ...(from ? { loadDataDir: from } : {}),
    startParams: PGLITE_START_PARAMS,
  });
  installDrizzleParsersOnce(client);
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  await migratePglite(drizzlePglite({ client }), { migrationsFolder });
  return {
    db,
    kind: "pglite",
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
function installDrizzleParsersOnce(client: PGlite): void {
  const asText = (value: string) => value;
  for (const oid of [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE])
    client.parsers[oid] = asText;
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
 * Creates a new data directory (initdb) in a short-lived child process: initdb grows PGlite's heap
 * to ~650 MB, which a process never gets back, so the server would keep it for its whole life.
 */
function initPgliteDataDir(dataDir: string): void {
  const script = `import { PGlite } from "@electric-sql/pglite";
    const client = await PGlite.create({ dataDir: process.argv[1] });
    await client.close();`;
  // The child resolves the package from its working directory: the directory holding the
  // node_modules this module's PGlite comes from (the same from src/ under tsx and from dist/).
  const entry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  const modules = `${path.sep}node_modules${path.sep}`;
  execFileSync(process.execPath, ["--input-type=module", "-e", script, dataDir], {
    cwd: entry.slice(0, entry.lastIndexOf(modules)),
    stdio: ["ignore", "ignore", "pipe"],
  });
}

async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client's network error must not crash the process; the next query reports it.
  pool.on("error", () => {});
  const migrationClient = await pool.connect();
  try {
    // Several app processes may start at once against one PostgreSQL: migrate one at a time.
    await migrationClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migratePostgres(drizzlePostgres({ client: migrationClient }), { migrationsFolder });
  } finally {
    await migrationClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    migrationClient.release();
  }
  const db = drizzlePostgres({ client: pool, schema }) as unknown as Database;
  return {
    db,
    kind: "postgres",
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}
