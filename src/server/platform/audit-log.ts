import type { AuditAction } from "#contracts/admin";
import type { Database } from "#server/db/client";
import type { UserRow } from "#server/db/schema";
import { insertAuditEntry } from "#server/repositories/audit-log";

/** Who acted: the signed-in admin. */
export type AuditActor = Pick<UserRow, "id" | "email">;

/** What an action reports about itself for the log. */
export interface AuditRecord<T> {
  /** What the call answers. */
  result: T;
  targetUserId?: number | null;
  /** The target as people know it (an e-mail, a testimonial's author). */
  target?: string | null;
  details?: Record<string, unknown>;
}

/**
 * Runs an admin action and writes its audit row in one transaction: the row exists exactly when
 * the change does. An action that throws anywhere — in its own statements, at an outside provider
 * it calls before returning, or while the row is written — leaves neither behind.
 */
export async function auditedAction<T>(
  db: Database,
  actor: AuditActor,
  action: AuditAction,
  effect: (tx: Database) => Promise<AuditRecord<T>>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const record = await effect(tx);
    await insertAuditEntry(tx, {
      adminId: actor.id,
      adminEmail: actor.email,
      action,
      targetUserId: record.targetUserId ?? null,
      target: record.target ?? null,
      details: record.details ?? {},
    });
    return record.result;
  });
}
