import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { geocodeQuerySchema, placeSuggestionSchema } from "#contracts/birth-chart";
import { endpoints } from "#contracts/endpoints";
import type { AppContext } from "#server/app-context";
import { serve } from "#server/platform/endpoint-route";

export function geocodeRoutes(app: FastifyInstance, ctx: AppContext) {
  serve(app, endpoints.geocode, {
    // Signed-in users only: the search is there to fill in birth data (and for compatibility partners).
    summary: "Place search: up to 10 places with coordinates and IANA zone (empty under 3 characters)",
    querystring: geocodeQuerySchema,
    response: { 200: z.array(placeSuggestionSchema) },
    handler: async (request) => ctx.geocoder.search(request.query.place),
  });
}
