import { sql } from "drizzle-orm";
import type { PgInsertValue, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "#server/db/client";

/** The row an insert or upsert with `returning()` gave: one always comes back, so none is a bug. */
export function returnedRow<T>(rows: T[], statement: string): T {
  const [row] = rows;
  if (!row) throw new Error(`${statement} returned no row`);
  return row;
}

/**
 * Inserts the row unless a unique key holds one already; true when this call inserted it. The
 * database decides, so of concurrent callers exactly one wins.
 */
export async function insertOnce<T extends PgTable>(
  db: Db,
  table: T,
  values: PgInsertValue<T>,
): Promise<boolean> {
  const inserted = await db
    .insert(table)
    .values(values)
    .onConflictDoNothing()
    .returning({ inserted: sql`1` });
  return inserted.length > 0;
}
