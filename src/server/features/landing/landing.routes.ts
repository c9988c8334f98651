import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { endpoints } from "#contracts/endpoints";
import { landingCountQuerySchema, landingExampleSchema } from "#contracts/landing";
import type { AppContext } from "#server/app-context";
import { serve } from "#server/platform/endpoint-route";
import { requestContext } from "#server/platform/request-context";
import { createLandingExamples } from "./landing.service.ts";

/** GET /api/landing-examples: real example quotes for the public home page. */
export function landingRoutes(app: FastifyInstance, ctx: AppContext) {
  const landingExamples = createLandingExamples(ctx);
  serve(app, endpoints.landingExamples, {
    summary: "Example quotes the writer produced from the real sky of today and the next days",
    querystring: landingCountQuerySchema,
    response: { 200: z.array(landingExampleSchema) },
    handler: async (request) => landingExamples(requestContext(request), request.query),
  });
}
