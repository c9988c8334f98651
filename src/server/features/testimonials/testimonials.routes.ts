import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { endpoints } from "#contracts/endpoints";
import {
  adminTestimonialSchema,
  adminTestimonialsQuerySchema,
  landingCountQuerySchema,
  myTestimonialSchema,
  testimonialBodySchema,
  testimonialIdParamsSchema,
  testimonialSchema,
} from "#contracts/landing";
import { messageSchema } from "#contracts/user";
import type { AppContext } from "#server/app-context";
import { serve } from "#server/platform/endpoint-route";
import { requestContext, userContext } from "#server/platform/request-context";
import {
  deleteTestimonial,
  listTestimonialsForReview,
  myTestimonial,
  publishedTestimonials,
  reviewTestimonial,
  submitTestimonial,
} from "./testimonials.service.ts";

/** Testimonials: the landing page's list, members' own reviews, and the admins' review calls. */
export function testimonialRoutes(app: FastifyInstance, _ctx: AppContext) {
  serve(app, endpoints.testimonials.list, {
    summary: "Approved testimonials for the landing page, newest first",
    querystring: landingCountQuerySchema,
    response: { 200: z.array(testimonialSchema) },
    handler: async (request) => publishedTestimonials(requestContext(request), request.query),
  });

  serve(app, endpoints.testimonials.mine, {
    summary: "The member's own testimonial and its review status",
    response: { 200: myTestimonialSchema },
    handler: async (request) => myTestimonial(userContext(request)),
  });

  serve(app, endpoints.testimonials.submit, {
    summary: "Leave (or replace) a rating and a quote, with consent to publish; shown once approved",
    body: testimonialBodySchema,
    response: { 200: messageSchema },
    handler: async (request) => submitTestimonial(userContext(request), request.body),
  });

  serve(app, endpoints.testimonials.review, {
    summary: "Testimonials to review (admin)",
    querystring: adminTestimonialsQuerySchema,
    response: { 200: z.array(adminTestimonialSchema) },
    handler: async (request) => listTestimonialsForReview(userContext(request), request.query),
  });

  for (const [endpoint, decision] of [
    [endpoints.testimonials.approve, "approved"],
    [endpoints.testimonials.reject, "rejected"],
  ] as const) {
    serve(app, endpoint, {
      summary: `${decision === "approved" ? "Approve" : "Reject"} a testimonial (admin)`,
      params: testimonialIdParamsSchema,
      response: { 200: messageSchema },
      handler: async (request) =>
        reviewTestimonial(userContext(request), { id: request.params.id, decision }),
    });
  }

  serve(app, endpoints.testimonials.remove, {
    summary: "Delete a testimonial (admin)",
    params: testimonialIdParamsSchema,
    response: { 200: messageSchema },
    handler: async (request) => deleteTestimonial(userContext(request), request.params),
  });
}
