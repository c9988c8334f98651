import type { FastifyInstance } from "fastify";
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
import { serve } from "#server/platform/endpoint-route";
import { systemContext, userContext } from "#server/platform/request-context";
import {
  clearTransitCache,
  generateTransits,
  listTransits,
  TRANSIT_DESCRIPTION_JOB,
  transitStatus,
  writeTransitDescription,
} from "./transits.service.ts";

/** Transit Radar (docs/product.md §7.1, §7.3): the forecast, its generation, description status, cache reset. */
export function transitRoutes(app: FastifyInstance, ctx: AppContext) {
  ctx.jobs.handle(TRANSIT_DESCRIPTION_JOB, (payload) => writeTransitDescription(systemContext(ctx), payload));
  serve(app, endpoints.transits.list, {
    summary: "Transits to the natal chart over the next days (7 free, up to 60 premium) or one local day",
    querystring: transitsQuerySchema,
    response: { 200: transitsResponseSchema },
    handler: async (request) => listTransits(userContext(request), request.query),
  });

  serve(app, endpoints.transits.generate, {
    summary: "Calculate the forecast window's transits and queue their descriptions",
    body: generateTransitsSchema.default({}),
    response: { 200: generateTransitsResponseSchema },
    handler: async (request) => generateTransits(userContext(request), request.body),
  });

  serve(app, endpoints.transits.status, {
    summary: "Whether a transit's description is written yet",
    params: recordIdParams("id"),
    response: { 200: transitStatusSchema },
    handler: async (request) => transitStatus(userContext(request), request.params),
  });

  serve(app, endpoints.transits.clearCache, {
    summary: "Forget a user's calculated transits (the transit cache admin only)",
    params: recordIdParams("userId"),
    response: { 200: messageSchema },
    handler: async (request) => clearTransitCache(userContext(request), request.params),
  });
}
