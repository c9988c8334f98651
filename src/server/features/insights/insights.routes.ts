import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { endpoints } from "#contracts/endpoints";
import { askOracleSchema, oracleEntrySchema, personalityResponseSchema } from "#contracts/insights";
import { horoscopeQuerySchema } from "#contracts/today";
import type { AppContext } from "#server/app-context";
import { routeOf } from "#server/platform/endpoint-route";
import { messageErrors } from "#server/platform/error-responses";
import { userContext } from "#server/platform/request-context";
import { askOracle, oracleHistory, oracleToday, personalityAnalysis } from "./insights.service.ts";

const errors = messageErrors(400, 401, 403, 409);
const limitError = z.looseObject({ message: z.string(), error: z.string() });

/** Ask the Oracle and Personality Analysis (docs/product.md §13.3, §15.3): premium and pro. */
export function insightRoutes(app: FastifyInstance, _ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...routeOf(endpoints.insights.oracleToday),
    schema: {
      summary: "The question asked to the Oracle on the user's local today, or null",
      response: { 200: oracleEntrySchema.nullable(), ...errors },
    },
    handler: async (request) => oracleToday(userContext(request)),
  });

  r.route({
    ...routeOf(endpoints.insights.oracleHistory),
    schema: {
      summary: "Every question asked to the Oracle, newest first",
      response: { 200: z.array(oracleEntrySchema), ...errors },
    },
    handler: async (request) => oracleHistory(userContext(request)),
  });

  r.route({
    ...routeOf(endpoints.insights.askOracle),
    // Open to every signed-in user: the care screen answers first (a crisis gets help on any
    // plan), and the service checks the plan after it (docs/decisions/023-care-screen.md).
    schema: {
      summary:
        "Ask the Oracle one question a day, answered from the chart and the day's transits; care replies (crisis, no reading, unclear) on any plan",
      body: askOracleSchema,
      response: { 200: oracleEntrySchema, 429: limitError, ...errors },
    },
    handler: async (request) => askOracle(userContext(request), request.body),
  });

  r.route({
    ...routeOf(endpoints.insights.personality),
    schema: {
      summary: "The 14-theme personality analysis, written once per voice",
      querystring: horoscopeQuerySchema,
      response: { 200: personalityResponseSchema, ...errors },
    },
    handler: async (request) => personalityAnalysis(userContext(request), request.query),
  });
}
