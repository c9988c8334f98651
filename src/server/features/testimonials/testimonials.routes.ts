import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
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
import { routeOf } from "#server/platform/endpoint-route";
import { messageErrors } from "#server/platform/error-responses";
import { requestContext, userContext } from "#server/platform/request-context";
import {
  deleteTestimonial,
  listTestimonialsForReview,
  myTestimonial,
  publishedTestimonials,
  reviewTestimonial,
  submitTestimonial,
} from "./testimonials.service.ts";

const errors = messageErrors(400, 401, 403, 404);

/** Testimonials: the landing page's list, members' own reviews, and the admins' review calls. */
export function testimonialRoutes(app: FastifyInstance, _ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...routeOf(endpoints.testimonials.list),
    schema: {
      summary: "Approved testimonials for the landing page, newest first",
      querystring: landingCountQuerySchema,
      response: { 200: z.array(testimonialSchema), 400: messageSchema },
    },
    handler: async (request) => publishedTestimonials(requestContext(request), request.query),
  });

  r.route({
    ...routeOf(endpoints.testimonials.mine),
    schema: {
      summary: "The member's own testimonial and its review status",
      response: { 200: myTestimonialSchema, ...errors },
    },
    handler: async (request) => myTestimonial(userContext(request)),
  });

  r.route({
    ...routeOf(endpoints.testimonials.submit),
    schema: {
      summary: "Leave (or replace) a rating and a quote, with consent to publish; shown once approved",
      body: testimonialBodySchema,
      response: { 200: messageSchema, ...errors },
    },
    handler: async (request) => submitTestimonial(userContext(request), request.body),
  });

  r.route({
    ...routeOf(endpoints.testimonials.review),
    schema: {
      summary: "Testimonials to review (admin)",
      querystring: adminTestimonialsQuerySchema,
      response: { 200: z.array(adminTestimonialSchema), ...errors },
    },
    handler: async (request) => listTestimonialsForReview(userContext(request), request.query),
  });

  for (const [endpoint, decision] of [
    [endpoints.testimonials.approve, "approved"],
    [endpoints.testimonials.reject, "rejected"],
  ] as const) {
    r.route({
      ...routeOf(endpoint),
      schema: {
        summary: `${decision === "approved" ? "Approve" : "Reject"} a testimonial (admin)`,
        params: testimonialIdParamsSchema,
        response: { 200: messageSchema, ...errors },
      },
      handler: async (request) =>
        reviewTestimonial(userContext(request), { id: request.params.id, decision }),
    });
  }

  r.route({
    ...routeOf(endpoints.testimonials.remove),
    schema: {
      summary: "Delete a testimonial (admin)",
      params: testimonialIdParamsSchema,
      response: { 200: messageSchema, ...errors },
    },
    handler: async (request) => deleteTestimonial(userContext(request), request.params),
  });
}
