import { fileURLToPath } from "node:url";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema.ts";
import type { WriteClock } from "./write-clock.ts";

/** One Drizzle type for both drivers: services never know which database they talk to. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle inside `db.transaction(async (tx) => …)`. */
type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** What every repository function takes first: the database, or a transaction to run inside. */
export type Db = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Moves with every write this process sends (caches of rows read it: db/write-clock.ts). */
  writes: WriteClock;
  /** Throws when the database does not answer (used by /api/health). */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball (for test templates and backups). */
  dumpDataDir?: () => Promise<Blob>;
}

export const migrationsFolder = fileURLToPath(new URL("../../../drizzle", import.meta.url));
