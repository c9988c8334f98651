import { count, desc, eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { type AdminAuditRow, adminAuditLog } from "#server/db/schema";

export async function insertAuditEntry(db: Db, entry: typeof adminAuditLog.$inferInsert): Promise<void> {
  await db.insert(adminAuditLog).values(entry);
}

/** A page of the log, newest first, optionally of one action; with the total. */
export async function listAuditEntries(
  db: Db,
  query: { action?: AdminAuditRow["action"] | undefined; page: number; pageSize: number },
): Promise<{ rows: AdminAuditRow[]; total: number }> {
  const where = query.action ? eq(adminAuditLog.action, query.action) : undefined;
  const [totalRow] = await db.select({ n: count() }).from(adminAuditLog).where(where);
  const rows = await db
    .select()
    .from(adminAuditLog)
    .where(where)
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { rows, total: totalRow?.n ?? 0 };
}
