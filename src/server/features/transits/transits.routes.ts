import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { endpoints } from "#contracts/endpoints";
import { recordIdParams } from "#contracts/params";
import {
  generateTransitsResponseSchema,
  generateTransitsSchema,
  transitStatusSchema,
  transitsQuerySchema,
  transitsResponseSchema,
} from "#contracts/transits";
import { messageSchema } from "#contracts/user";
import type { AppContext } from "#server/app-context";
import { routeOf } from "#server/platform/endpoint-route";
import { messageErrors } from "#server/platform/error-responses";
import { systemContext, userContext } from "#server/platform/request-context";
import {
  clearTransitCache,
  generateTransits,
  listTransits,
  TRANSIT_DESCRIPTION_JOB,
  transitStatus,
  writeTransitDescription,
} from "./transits.service.ts";

const errors = messageErrors(400, 401, 403, 404, 409);

/** Transit Radar (docs/product.md §7.1, §7.3): the forecast, its generation, description status, cache reset. */
export function transitRoutes(app: FastifyInstance, ctx: AppContext) {
  ctx.jobs.handle(TRANSIT_DESCRIPTION_JOB, (payload) => writeTransitDescription(systemContext(ctx), payload));
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...routeOf(endpoints.transits.list),
    schema: {
      summary: "Transits to the natal chart over the next days (7 free, up to 60 premium) or one local day",
      querystring: transitsQuerySchema,
      response: { 200: transitsResponseSchema, ...errors },
    },
    handler: async (request) => listTransits(userContext(request), request.query),
  });

  r.route({
    ...routeOf(endpoints.transits.generate),
    schema: {
      summary: "Calculate the forecast window's transits and queue their descriptions",
      body: generateTransitsSchema.default({}),
      response: { 200: generateTransitsResponseSchema, ...errors },
    },
    handler: async (request) => generateTransits(userContext(request), request.body),
  });

  r.route({
    ...routeOf(endpoints.transits.status),
    schema: {
      summary: "Whether a transit's description is written yet",
      params: recordIdParams("id"),
      response: { 200: transitStatusSchema, ...errors },
    },
    handler: async (request) => transitStatus(userContext(request), request.params),
  });

  r.route({
    ...routeOf(endpoints.transits.clearCache),
    schema: {
      summary: "Forget a user's calculated transits (the transit cache admin only)",
      params: recordIdParams("userId"),
      response: { 200: messageSchema, ...errors },
    },
    handler: async (request) => clearTransitCache(userContext(request), request.params),
  });
}
