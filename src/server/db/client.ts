import { sql } from "drizzle-orm";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { type Database, type DatabaseHandle, migrationsFolder } from "./database.ts";
import * as schema from "./schema.ts";
import { isReadStatement, mayHaveChanged, WriteClock } from "./write-clock.ts";

export {
  type Database,
  type DatabaseHandle,
  type Db,
  migrationsFolder,
} from "./database.ts";

// Any fixed number works; it only has to be the same for every process of this app.
const MIGRATION_LOCK_KEY = 7_461_900_213;

export type OpenDatabaseOptions =
  | { kind: "postgres"; url: string; poolSize?: number }
  /**
   * `dataDir` undefined = in memory; `from` = a dump of a migrated data dir (fast test set-up);
   * `template` = the packed database a new `dataDir` starts from (default: the build's).
   */
  | { kind: "pglite"; dataDir?: string; from?: Blob; template?: string };

/** Opens the database and applies pending migrations. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === "postgres") return openPostgres(options.url, options.poolSize ?? 10);
  // Loaded only here: PGlite's module and wasm cost a PostgreSQL server ~25 MB it never uses.
  const { openPglite } = await import("./pglite.ts");
  return openPglite(options.dataDir, options.from, options.template);
}

async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  const writes = new WriteClock();
  const pool = new pg.Pool({ connectionString: url, max: poolSize, Client: clientCountingWrites(writes) });
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
    writes,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

/**
 * The pool's connections, each reporting its writes to the clock. Every statement passes through
 * a client's `query` (the pool's own `query`, Drizzle's transactions on a checked-out client), in
 * three shapes: with a callback (the pool), returning a promise, or a submittable query object.
 */
function clientCountingWrites(writes: WriteClock): typeof pg.Client {
  const query = pg.Client.prototype.query as (this: pg.Client, ...args: unknown[]) => unknown;
  class CountingClient extends pg.Client {}
  CountingClient.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | { text?: unknown; submit?: unknown; once?: unknown } | undefined;
    const text = typeof first === "string" ? first : first?.text;
    if (typeof text !== "string" || isReadStatement(text)) return query.apply(this, args);
    writes.begin();
    let settled = false;
    // A statement that changed no row gives its move back (WriteClock.end), so the job queue's
    // idle poll does not drop every kept answer and cached session each second.
    const end = (error: unknown, result?: unknown) => {
      if (settled) return;
      settled = true;
      writes.end(error !== undefined && error !== null ? true : mayHaveChanged(result));
    };
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === "function") {
      args[last] = (...results: unknown[]) => {
        end(results[0], results[1]);
        return callback(...results);
      };
      return query.apply(this, args);
    }
    if (typeof first === "object" && typeof first.submit === "function" && typeof first.once === "function") {
      const events = first as unknown as { once(event: string, listener: (value: unknown) => void): void };
      events.once("end", (result) => end(null, result));
      events.once("error", (error) => end(error ?? true));
      return query.apply(this, args);
    }
    try {
      const result = query.apply(this, args) as Promise<unknown>;
      result.then(
        (value) => end(null, value),
        (error: unknown) => end(error ?? true),
      );
      return result;
    } catch (error) {
      end(error ?? true);
      throw error;
    }
  } as pg.Client["query"];
  return CountingClient;
}
