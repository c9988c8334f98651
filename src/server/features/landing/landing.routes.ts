import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { endpoints } from "#contracts/endpoints";
import { landingCountQuerySchema, landingExampleSchema } from "#contracts/landing";
import { messageSchema } from "#contracts/user";
import type { AppContext } from "#server/app-context";
import { routeOf } from "#server/platform/endpoint-route";
import { requestContext } from "#server/platform/request-context";
import { createLandingExamples } from "./landing.service.ts";

/** GET /api/landing-examples: real example quotes for the public home page. */
export function landingRoutes(app: FastifyInstance, ctx: AppContext) {
  const landingExamples = createLandingExamples(ctx);
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOf(endpoints.landingExamples),
    schema: {
      summary: "Example quotes the writer produced from the real sky of today and the next days",
      querystring: landingCountQuerySchema,
      response: { 200: z.array(landingExampleSchema), 400: messageSchema },
    },
    handler: async (request) => landingExamples(requestContext(request), request.query),
  });
}
