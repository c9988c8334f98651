import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { birthCharts } from "#server/db/schema";

/** The stored chart JSON of a user (the engine's shape; charts/chart-store.ts types it). */
export async function findChart(db: Db, userId: number): Promise<unknown> {
  const [stored] = await db
    .select({ chart: birthCharts.chart })
    .from(birthCharts)
    .where(eq(birthCharts.userId, userId))
    .limit(1);
  return stored?.chart;
}

export async function saveChart(db: Db, userId: number, chart: unknown, now: Date): Promise<void> {
  await db
    .insert(birthCharts)
    .values({ userId, chart, computedAt: now })
    .onConflictDoUpdate({ target: birthCharts.userId, set: { chart, computedAt: now } });
}

export async function deleteChart(db: Db, userId: number): Promise<void> {
  await db.delete(birthCharts).where(eq(birthCharts.userId, userId));
}
