import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { endpoints } from "#contracts/endpoints";
import { askOracleSchema, oracleEntrySchema, personalityResponseSchema } from "#contracts/insights";
import { horoscopeQuerySchema } from "#contracts/today";
import type { AppContext } from "#server/app-context";
import { serve } from "#server/platform/endpoint-route";
import { userContext } from "#server/platform/request-context";
import { askOracle, oracleHistory, oracleToday, personalityAnalysis } from "./insights.service.ts";

const limitError = z.looseObject({ message: z.string(), error: z.string() });

/** Ask the Oracle and Personality Analysis (docs/product.md §13.3, §15.3): premium and pro. */
export function insightRoutes(app: FastifyInstance, _ctx: AppContext) {
  serve(app, endpoints.insights.oracleToday, {
    summary: "The question asked to the Oracle on the user's local today, or null",
    response: { 200: oracleEntrySchema.nullable() },
    handler: async (request) => oracleToday(userContext(request)),
  });

  serve(app, endpoints.insights.oracleHistory, {
    summary: "Every question asked to the Oracle, newest first",
    response: { 200: z.array(oracleEntrySchema) },
    handler: async (request) => oracleHistory(userContext(request)),
  });

  serve(app, endpoints.insights.askOracle, {
    // Open to every signed-in user: the care screen answers first (a crisis gets help on any
    // plan), and the service checks the plan after it (docs/decisions/023-care-screen.md).
    summary:
      "Ask the Oracle one question a day, answered from the chart and the day's transits; care replies (crisis, no reading, unclear) on any plan",
    body: askOracleSchema,
    response: { 200: oracleEntrySchema, 429: limitError },
    handler: async (request) => askOracle(userContext(request), request.body),
  });

  serve(app, endpoints.insights.personality, {
    summary: "The 14-theme personality analysis, written once per voice",
    querystring: horoscopeQuerySchema,
    response: { 200: personalityResponseSchema },
    handler: async (request) => personalityAnalysis(userContext(request), request.query),
  });
}
