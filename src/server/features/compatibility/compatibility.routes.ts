import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { compatibilityRequestSchema, compatibilityResultSchema } from "#contracts/compatibility";
import { messageSchema } from "#contracts/user";
import type { AppContext } from "#server/app-context";
import { RATE_LIMITS } from "#server/platform/rate-limit";
import { userContext } from "#server/platform/request-context";
import { COMPATIBILITY_RATE_MESSAGE, calculateCompatibility } from "./compatibility.service.ts";

const errors = {
  400: messageSchema,
  401: messageSchema,
  403: messageSchema,
  409: messageSchema,
  429: messageSchema,
};

/** POST /api/compatibility/calculate (docs/product.md §11.3): premium and pro. */
export function compatibilityRoutes(app: FastifyInstance, _ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().route({
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
}
