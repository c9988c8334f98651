import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { type TestimonialRow, testimonials, users } from "#server/db/schema";

/** The newest approved ones; samples only when `withSamples`. */
export async function listApproved(db: Db, count: number, withSamples: boolean): Promise<TestimonialRow[]> {
  return db
    .select()
    .from(testimonials)
    .where(
      and(eq(testimonials.status, "approved"), withSamples ? undefined : eq(testimonials.isSample, false)),
    )
    .orderBy(desc(testimonials.reviewedAt), desc(testimonials.id))
    .limit(count);
}

/** Writes the member's review, replacing the one they had (one per member). */
export async function upsertMemberTestimonial(
  db: Db,
  userId: number,
  fields: Pick<
    TestimonialRow,
    "author" | "quote" | "rating" | "consentAt" | "status" | "createdAt" | "reviewedAt"
  >,
): Promise<void> {
  await db
    .insert(testimonials)
    .values({ userId, ...fields })
    .onConflictDoUpdate({ target: testimonials.userId, set: fields });
}

export async function findMemberTestimonial(db: Db, userId: number): Promise<TestimonialRow | undefined> {
  const [row] = await db.select().from(testimonials).where(eq(testimonials.userId, userId));
  return row;
}

/** For review: pending first, then newest; each with its author's e-mail (null for a sample). */
export async function listForReview(
  db: Db,
  status: TestimonialRow["status"] | undefined,
  limit: number,
): Promise<{ testimonial: TestimonialRow; email: string | null }[]> {
  return db
    .select({ testimonial: testimonials, email: users.email })
    .from(testimonials)
    .leftJoin(users, eq(users.id, testimonials.userId))
    .where(status ? eq(testimonials.status, status) : undefined)
    .orderBy(
      sql`${testimonials.status} = 'pending' desc`,
      desc(testimonials.createdAt),
      desc(testimonials.id),
    )
    .limit(limit);
}

/** Sets the review decision; what the audit log names, or undefined when there is no such one. */
export async function setTestimonialStatus(
  db: Db,
  id: number,
  status: TestimonialRow["status"],
  reviewedAt: Date,
): Promise<Pick<TestimonialRow, "author" | "userId"> | undefined> {
  const [row] = await db
    .update(testimonials)
    .set({ status, reviewedAt })
    .where(eq(testimonials.id, id))
    .returning({ author: testimonials.author, userId: testimonials.userId });
  return row;
}

export async function deleteTestimonialById(
  db: Db,
  id: number,
): Promise<Pick<TestimonialRow, "author" | "userId" | "quote"> | undefined> {
  const [row] = await db
    .delete(testimonials)
    .where(eq(testimonials.id, id))
    .returning({ author: testimonials.author, userId: testimonials.userId, quote: testimonials.quote });
  return row;
}
