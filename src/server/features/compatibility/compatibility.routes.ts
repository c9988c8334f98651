import type { FastifyInstance } from "fastify";
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
import { serve } from "#server/platform/endpoint-route";
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

/**
 * POST /api/compatibility/calculate (docs/product.md §11.3): premium and pro. The saved people and
 * the last result (issue 29) are every signed-in user's: Free keeps up to three people.
 */
export function compatibilityRoutes(app: FastifyInstance, _ctx: AppContext) {
  serve(app, endpoints.compatibility.calculate, {
    summary: "Compatibility with a partner's birth data: overall and four areas, scored and described",
    rateLimitMessage: COMPATIBILITY_RATE_MESSAGE,
    body: compatibilityRequestSchema,
    response: { 200: compatibilityResultSchema },
    handler: async (request) => calculateCompatibility(userContext(request), request.body),
  });

  serve(app, endpoints.compatibility.last, {
    summary: "The user's last compatibility result and the partner data it was computed from",
    response: { 200: lastCompatibilityResponseSchema },
    handler: async (request) => lastCompatibility(userContext(request)),
  });

  serve(app, endpoints.compatibility.people, {
    summary: "The people the user keeps for Compatibility, and how many they may keep",
    response: { 200: savedPeopleResponseSchema },
    handler: async (request) => savedPeopleOf(userContext(request)),
  });

  serve(app, endpoints.compatibility.addPerson, {
    summary: "Keep a person for Compatibility (up to 3 on Free)",
    body: savedPersonInputSchema,
    response: { 200: savedPersonSchema },
    handler: async (request) => savePerson(userContext(request), request.body),
  });

  serve(app, endpoints.compatibility.updatePerson, {
    summary: "Change a kept person's name or birth data",
    params: recordIdParams("id"),
    body: savedPersonInputSchema,
    response: { 200: savedPersonSchema },
    handler: async (request) => editPerson(userContext(request), { ...request.body, id: request.params.id }),
  });

  serve(app, endpoints.compatibility.deletePerson, {
    summary: "Forget a kept person",
    params: recordIdParams("id"),
    response: { 200: messageSchema },
    handler: async (request) => forgetPerson(userContext(request), request.params),
  });
}
