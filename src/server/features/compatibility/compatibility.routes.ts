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
import { endpoints } from "#contracts/endpoints";
import { recordIdParams } from "#contracts/params";
import { messageSchema } from "#contracts/user";
import type { AppContext } from "#server/app-context";
import { routeOf } from "#server/platform/endpoint-route";
import { messageErrors } from "#server/platform/error-responses";
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

const errors = messageErrors(400, 401, 403, 404, 409, 429);

/**
 * POST /api/compatibility/calculate (docs/product.md §11.3): premium and pro. The saved people and
 * the last result (issue 29) are every signed-in user's: Free keeps up to three people.
 */
export function compatibilityRoutes(app: FastifyInstance, _ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...routeOf(endpoints.compatibility.calculate, { rateLimitMessage: COMPATIBILITY_RATE_MESSAGE }),
    schema: {
      summary: "Compatibility with a partner's birth data: overall and four areas, scored and described",
      body: compatibilityRequestSchema,
      response: { 200: compatibilityResultSchema, ...errors },
    },
    handler: async (request) => calculateCompatibility(userContext(request), request.body),
  });

  r.route({
    ...routeOf(endpoints.compatibility.last),
    schema: {
      summary: "The user's last compatibility result and the partner data it was computed from",
      response: { 200: lastCompatibilityResponseSchema, ...errors },
    },
    handler: async (request) => lastCompatibility(userContext(request)),
  });

  r.route({
    ...routeOf(endpoints.compatibility.people),
    schema: {
      summary: "The people the user keeps for Compatibility, and how many they may keep",
      response: { 200: savedPeopleResponseSchema, ...errors },
    },
    handler: async (request) => savedPeopleOf(userContext(request)),
  });

  r.route({
    ...routeOf(endpoints.compatibility.addPerson),
    schema: {
      summary: "Keep a person for Compatibility (up to 3 on Free)",
      body: savedPersonInputSchema,
      response: { 200: savedPersonSchema, ...errors },
    },
    handler: async (request) => savePerson(userContext(request), request.body),
  });

  r.route({
    ...routeOf(endpoints.compatibility.updatePerson),
    schema: {
      summary: "Change a kept person's name or birth data",
      params: recordIdParams("id"),
      body: savedPersonInputSchema,
      response: { 200: savedPersonSchema, ...errors },
    },
    handler: async (request) => editPerson(userContext(request), { ...request.body, id: request.params.id }),
  });

  r.route({
    ...routeOf(endpoints.compatibility.deletePerson),
    schema: {
      summary: "Forget a kept person",
      params: recordIdParams("id"),
      response: { 200: messageSchema, ...errors },
    },
    handler: async (request) => forgetPerson(userContext(request), request.params),
  });
}
