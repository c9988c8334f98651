import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  compatibilityRequestSchema,
  compatibilityResultSchema,
  lastCompatibilityResponseSchema,
  savedPeopleResponseSchema,
  savedPersonInputSchema,
  savedPersonSchema,
} from "#contracts/compatibility";
import { recordIdParams } from "#contracts/params";
import { messageSchema } from "#contracts/user";
import type { AppContext } from "#server/app-context";
import { RATE_LIMITS } from "#server/platform/rate-limit";
import { userContext } from "#server/platform/request-context";
import {
  COMPATIBILITY_RATE_MESSAGE,
  calculateCompatibility,
  editPerson,
  forgetPerson,
  lastCompatibility,
  savedPeopleOf,
  savePerson,
} from "./compatibility.service.ts";

const errors = {
  400: messageSchema,
  401: messageSchema,
  403: messageSchema,
  404: messageSchema,
  409: messageSchema,
  429: messageSchema,
};

/**
 * POST /api/compatibility/calculate (docs/product.md §11.3): premium and pro. The saved people and
 * the last result (issue 29) are every signed-in user's: Free keeps up to three people.
 */
export function compatibilityRoutes(app: FastifyInstance, _ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    method: "POST",
    url: "/compatibility/calculate",
    config: {
      access: "premium",
      rateLimit: { rule: RATE_LIMITS.compatibilityPerUser, by: "user", message: COMPATIBILITY_RATE_MESSAGE },
      errors: ["no_birth_chart"],
    },
    schema: {
      summary: "Compatibility with a partner's birth data: overall and four areas, scored and described",
      body: compatibilityRequestSchema,
      response: { 200: compatibilityResultSchema, ...errors },
    },
    handler: async (request) => calculateCompatibility(userContext(request), request.body),
  });

  r.route({
    method: "GET",
    url: "/compatibility/last",
    config: { access: "user" },
    schema: {
      summary: "The user's last compatibility result and the partner data it was computed from",
      response: { 200: lastCompatibilityResponseSchema, ...errors },
    },
    handler: async (request) => lastCompatibility(userContext(request)),
  });

  r.route({
    method: "GET",
    url: "/compatibility/people",
    config: { access: "user" },
    schema: {
      summary: "The people the user keeps for Compatibility, and how many they may keep",
      response: { 200: savedPeopleResponseSchema, ...errors },
    },
    handler: async (request) => savedPeopleOf(userContext(request)),
  });

  r.route({
    method: "POST",
    url: "/compatibility/people",
    config: { access: "user", errors: ["premium_required"] },
    schema: {
      summary: "Keep a person for Compatibility (up to 3 on Free)",
      body: savedPersonInputSchema,
      response: { 200: savedPersonSchema, ...errors },
    },
    handler: async (request) => savePerson(userContext(request), request.body),
  });

  r.route({
    method: "PUT",
    url: "/compatibility/people/:id",
    config: { access: "user", errors: ["not_found"] },
    schema: {
      summary: "Change a kept person's name or birth data",
      params: recordIdParams("id"),
      body: savedPersonInputSchema,
      response: { 200: savedPersonSchema, ...errors },
    },
    handler: async (request) => editPerson(userContext(request), { ...request.body, id: request.params.id }),
  });

  r.route({
    method: "DELETE",
    url: "/compatibility/people/:id",
    config: { access: "user", errors: ["not_found"] },
    schema: {
      summary: "Forget a kept person",
      params: recordIdParams("id"),
      response: { 200: messageSchema, ...errors },
    },
    handler: async (request) => forgetPerson(userContext(request), request.params),
  });
}
