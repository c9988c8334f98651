import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { endpoints } from "#contracts/endpoints";
import { moonCalendarQuerySchema, moonCalendarSchema } from "#contracts/moon-calendar";
import type { AppContext } from "#server/app-context";
import { routeOf } from "#server/platform/endpoint-route";
import { messageErrors } from "#server/platform/error-responses";
import { userContext } from "#server/platform/request-context";
import { moonCalendar } from "./moon-calendar.service.ts";

export function moonCalendarRoutes(app: FastifyInstance, _ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...routeOf(endpoints.moonCalendar.phases),
    schema: {
      summary:
        "The Moon's main phases of a month and the next, placed in the natal chart (roast mode: premium)",
      querystring: moonCalendarQuerySchema,
      response: { 200: moonCalendarSchema, ...messageErrors(400, 401, 403, 409) },
    },
    handler: async (request) => moonCalendar(userContext(request), request.query),
  });
}
