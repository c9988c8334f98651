import type { FastifyInstance } from "fastify";
import { endpoints } from "#contracts/endpoints";
import { moonCalendarQuerySchema, moonCalendarSchema } from "#contracts/moon-calendar";
import type { AppContext } from "#server/app-context";
import { serve } from "#server/platform/endpoint-route";
import { userContext } from "#server/platform/request-context";
import { moonCalendar } from "./moon-calendar.service.ts";

export function moonCalendarRoutes(app: FastifyInstance, _ctx: AppContext) {
  serve(app, endpoints.moonCalendar.phases, {
    summary:
      "The Moon's main phases of a month and the next, placed in the natal chart (roast mode: premium)",
    querystring: moonCalendarQuerySchema,
    response: { 200: moonCalendarSchema },
    handler: async (request) => moonCalendar(userContext(request), request.query),
  });
}
