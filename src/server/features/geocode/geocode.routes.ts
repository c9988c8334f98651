import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { geocodeQuerySchema, placeSuggestionSchema } from "#contracts/birth-chart";
import { endpoints } from "#contracts/endpoints";
import type { AppContext } from "#server/app-context";
import { routeOf } from "#server/platform/endpoint-route";

export function geocodeRoutes(app: FastifyInstance, ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOf(endpoints.geocode),
    // Signed-in users only: the search is there to fill in birth data (and for compatibility partners).
    schema: {
      summary: "Place search: up to 10 places with coordinates and IANA zone (empty under 3 characters)",
      querystring: geocodeQuerySchema,
      response: { 200: z.array(placeSuggestionSchema) },
    },
    handler: async (request) => ctx.geocoder.search(request.query.place),
  });
}
