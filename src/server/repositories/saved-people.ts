import { and, asc, eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import {
  type CompatibilityResultRow,
  compatibilityResults,
  type SavedPersonRow,
  savedPeople,
} from "#server/db/schema";
import { returnedRow } from "./rows.ts";

/** People kept for Compatibility and the user's last result (issue 29, ADR 041). */

export interface SavedPersonFields {
  name: string;
  birthDate: string;
  birthTime: string | null;
  birthPlace: string;
  birthLatitude: number;
  birthLongitude: number;
  birthTimezone: string;
}

export async function listSavedPeople(db: Db, userId: number): Promise<SavedPersonRow[]> {
  return db
    .select()
    .from(savedPeople)
    .where(eq(savedPeople.userId, userId))
    .orderBy(asc(savedPeople.createdAt), asc(savedPeople.id));
}

/** Inserts at `slot`; the unique (user, slot) index refuses a slot already taken. */
export async function insertSavedPerson(
  db: Db,
  userId: number,
  slot: number,
  fields: SavedPersonFields,
  now: Date,
): Promise<SavedPersonRow> {
  const rows = await db
    .insert(savedPeople)
    .values({ userId, slot, ...fields, createdAt: now, updatedAt: now })
    .returning();
  return returnedRow(rows, "insert into saved_people");
}

/** Changes one of the user's people; undefined when the user has no person with that id. */
export async function updateSavedPerson(
  db: Db,
  userId: number,
  id: number,
  fields: SavedPersonFields,
  now: Date,
): Promise<SavedPersonRow | undefined> {
  const [row] = await db
    .update(savedPeople)
    .set({ ...fields, updatedAt: now })
    .where(and(eq(savedPeople.userId, userId), eq(savedPeople.id, id)))
    .returning();
  return row;
}

/** True when the user had a person with that id. */
export async function deleteSavedPerson(db: Db, userId: number, id: number): Promise<boolean> {
  const removed = await db
    .delete(savedPeople)
    .where(and(eq(savedPeople.userId, userId), eq(savedPeople.id, id)))
    .returning({ id: savedPeople.id });
  return removed.length > 0;
}

export async function findLastCompatibility(
  db: Db,
  userId: number,
): Promise<CompatibilityResultRow | undefined> {
  const [row] = await db.select().from(compatibilityResults).where(eq(compatibilityResults.userId, userId));
  return row;
}

/** Keeps this result as the user's last one, replacing the one before. */
export async function saveLastCompatibility(
  db: Db,
  row: { userId: number; request: unknown; result: unknown; textsVersion: number },
  now: Date,
): Promise<void> {
  await db
    .insert(compatibilityResults)
    .values({ ...row, createdAt: now })
    .onConflictDoUpdate({
      target: compatibilityResults.userId,
      set: { request: row.request, result: row.result, textsVersion: row.textsVersion, createdAt: now },
    });
}
