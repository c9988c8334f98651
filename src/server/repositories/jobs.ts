import { eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { jobs, transits } from "#server/db/schema";

// The queue itself lives in platform/jobs/job-queue.ts; this is the one read of the table by
// what a job is about rather than by its state.

/** Deletes the queued jobs about a user: by their id, or by the id of one of their transits. */
export async function deleteJobsOfUser(db: Db, userId: number): Promise<void> {
  const transitIds = db
    .select({ id: sql`${transits.id}::text` })
    .from(transits)
    .where(eq(transits.userId, userId));
  await db
    .delete(jobs)
    .where(
      sql`(${jobs.payload} ->> 'userId') = ${String(userId)} or (${jobs.payload} ->> 'transitId') in (${transitIds})`,
    );
}
