import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
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
import { requestContext, userContext } from "#server/platform/request-context";
import {
  deleteTestimonial,
  listTestimonialsForReview,
  myTestimonial,
  publishedTestimonials,
  reviewTestimonial,
  submitTestimonial,
} from "./testimonials.service.ts";

const errors = { 400: messageSchema, 401: messageSchema, 403: messageSchema, 404: messageSchema };

/** Testimonials: the landing page's list, members' own reviews, and the admins' review calls. */
export function testimonialRoutes(app: FastifyInstance, _ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    method: "GET",
    url: "/testimonials",
    config: { access: "public" },
    schema: {
      summary: "Approved testimonials for the landing page, newest first",
      querystring: landingCountQuerySchema,
      response: { 200: z.array(testimonialSchema), 400: messageSchema },
    },
    handler: async (request) => publishedTestimonials(requestContext(request), request.query),
  });

  r.route({
    method: "GET",
    url: "/testimonials/mine",
    config: { access: "user" },
    schema: {
      summary: "The member's own testimonial and its review status",
      response: { 200: myTestimonialSchema, ...errors },
    },
    handler: async (request) => myTestimonial(userContext(request)),
  });

  r.route({
    method: "POST",
    url: "/testimonials",
    config: { access: "user" },
    schema: {
      summary: "Leave (or replace) a rating and a quote, with consent to publish; shown once approved",
      body: testimonialBodySchema,
      response: { 200: messageSchema, ...errors },
    },
    handler: async (request) => submitTestimonial(userContext(request), request.body),
  });

  r.route({
    method: "GET",
    url: "/admin/testimonials",
    config: { access: "admin" },
    schema: {
      summary: "Testimonials to review (admin)",
      querystring: adminTestimonialsQuerySchema,
      response: { 200: z.array(adminTestimonialSchema), ...errors },
    },
    handler: async (request) => listTestimonialsForReview(userContext(request), request.query),
  });

  for (const [action, decision] of [
    ["approve", "approved"],
    ["reject", "rejected"],
  ] as const) {
    r.route({
      method: "POST",
      url: `/admin/testimonials/:id/${action}`,
      config: { access: "admin", errors: ["not_found"] },
      schema: {
        summary: `${action === "approve" ? "Approve" : "Reject"} a testimonial (admin)`,
        params: testimonialIdParamsSchema,
        response: { 200: messageSchema, ...errors },
      },
      handler: async (request) =>
        reviewTestimonial(userContext(request), { id: request.params.id, decision }),
    });
  }

  r.route({
    method: "DELETE",
    url: "/admin/testimonials/:id",
    config: { access: "admin", errors: ["not_found"] },
    schema: {
      summary: "Delete a testimonial (admin)",
      params: testimonialIdParamsSchema,
      response: { 200: messageSchema, ...errors },
    },
    handler: async (request) => deleteTestimonial(userContext(request), request.params),
  });
}
