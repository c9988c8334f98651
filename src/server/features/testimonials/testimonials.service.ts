import {
  type AdminTestimonial,
  type MyTestimonial,
  TESTIMONIAL_MESSAGES,
  type Testimonial,
  type TestimonialBody,
} from "#contracts/landing";
import type { TestimonialRow, UserRow } from "#server/db/schema";
import { notFound } from "#server/errors";
import { auditedAction } from "#server/platform/audit-log";
import type { RequestContext, UserContext } from "#server/platform/request-context";
import {
  deleteTestimonialById,
  findMemberTestimonial,
  listApproved,
  listForReview,
  setTestimonialStatus,
  upsertMemberTestimonial,
} from "#server/repositories/testimonials";

/**
 * Testimonials are real: members write them, with their consent to publish, and an admin approves
 * them before the landing page shows them. Development samples (the seed) are marked as such and
 * never served in production — published reviews must come from real customers.
 */

/** "Stella L.": the first name and the initial of the last, fixed when the review is written. */
function authorOf(user: UserRow): string {
  const initial = user.lastName.trim().charAt(0).toUpperCase();
  return initial ? `${user.firstName.trim()} ${initial}.` : user.firstName.trim();
}

/** GET /api/testimonials: the newest approved ones. */
export async function publishedTestimonials(
  rc: RequestContext,
  { count }: { count: number },
): Promise<Testimonial[]> {
  const { app: ctx } = rc;
  const rows = await listApproved(ctx.db, count, ctx.config.nodeEnv !== "production");
  return rows.map((row) => ({
    quote: row.quote,
    author: row.author,
    rating: row.rating,
    sample: row.isSample,
  }));
}

/** POST /api/testimonials: writes (or rewrites) the member's review; it waits for an admin again. */
export async function submitTestimonial(
  rc: UserContext,
  body: TestimonialBody,
): Promise<{ message: string }> {
  const { app: ctx, user } = rc;
  const now = ctx.now();
  const fields = {
    author: authorOf(user),
    quote: body.quote,
    rating: body.rating,
    consentAt: now,
    status: "pending" as const,
    createdAt: now,
    reviewedAt: null,
  };
  await upsertMemberTestimonial(ctx.db, user.id, fields);
  return { message: TESTIMONIAL_MESSAGES.submitted };
}

/** GET /api/testimonials/mine. */
export async function myTestimonial(rc: UserContext): Promise<MyTestimonial> {
  const { app: ctx, user } = rc;
  const row = await findMemberTestimonial(ctx.db, user.id);
  return {
    testimonial: row
      ? {
          quote: row.quote,
          rating: row.rating,
          author: row.author,
          status: row.status,
          createdAt: row.createdAt.toISOString(),
        }
      : null,
  };
}

/** GET /api/admin/testimonials: for review, pending first. */
export async function listTestimonialsForReview(
  rc: UserContext,
  { status }: { status?: TestimonialRow["status"] | undefined },
): Promise<AdminTestimonial[]> {
  const { app: ctx } = rc;
  const rows = await listForReview(ctx.db, status, 200);
  return rows.map(({ testimonial: row, email }) => ({
    id: row.id,
    quote: row.quote,
    author: row.author,
    rating: row.rating,
    status: row.status,
    sample: row.isSample,
    email,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  }));
}

/** POST /api/admin/testimonials/:id/approve | reject, written to the audit log with the change. */
export async function reviewTestimonial(
  rc: UserContext,
  { id, decision }: { id: number; decision: "approved" | "rejected" },
): Promise<{ message: string }> {
  const { app: ctx, user: admin } = rc;
  const action = decision === "approved" ? "testimonial.approve" : "testimonial.reject";
  return auditedAction(ctx.db, admin, action, async (tx) => {
    const row = await setTestimonialStatus(tx, id, decision, ctx.now());
    if (!row) throw notFound("No testimonial with that id.");
    return {
      result: {
        message:
          decision === "approved"
            ? `The review by ${row.author} is approved and shown on the home page.`
            : `The review by ${row.author} is rejected and stays hidden.`,
      },
      targetUserId: row.userId,
      target: row.author,
      details: { testimonialId: id },
    };
  });
}

/** DELETE /api/admin/testimonials/:id, written to the audit log with the deletion. */
export async function deleteTestimonial(
  rc: UserContext,
  { id }: { id: number },
): Promise<{ message: string }> {
  const { app: ctx, user: admin } = rc;
  return auditedAction(ctx.db, admin, "testimonial.delete", async (tx) => {
    const row = await deleteTestimonialById(tx, id);
    if (!row) throw notFound("No testimonial with that id.");
    return {
      result: { message: "The review is deleted." },
      targetUserId: row.userId,
      target: row.author,
      details: { testimonialId: id, quote: row.quote },
    };
  });
}
