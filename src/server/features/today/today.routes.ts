import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { endpoints } from "#contracts/endpoints";
import {
  horoscopeQuerySchema,
  horoscopeSchema,
  THROWBACK_MESSAGES,
  throwbackCountSchema,
  throwbackHistorySchema,
  throwbackRequestSchema,
  throwbackSchema,
  todoItemSchema,
  todoQuerySchema,
} from "#contracts/today";
import type { AppContext } from "#server/app-context";
import { routeOf } from "#server/platform/endpoint-route";
import { messageErrors } from "#server/platform/error-responses";
import { userContext } from "#server/platform/request-context";
import {
  cosmicTodos,
  throwbackHistory,
  throwbackHoroscope,
  throwbackUsage,
  todaysHoroscope,
} from "./today.service.ts";

const errors = messageErrors(400, 401, 403, 409, 429);

export function todayRoutes(app: FastifyInstance, _ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...routeOf(endpoints.today.horoscope),
    schema: {
      summary: "Today's horoscope from the day's transits to the natal chart (roast mode: premium)",
      querystring: horoscopeQuerySchema,
      response: { 200: horoscopeSchema, ...errors },
    },
    handler: async (request) => todaysHoroscope(userContext(request), request.query),
  });

  r.route({
    ...routeOf(endpoints.today.todos),
    schema: {
      summary: "Five tasks for the user's today, grounded in the day's sky (roast mode: premium)",
      querystring: todoQuerySchema,
      response: { 200: z.array(todoItemSchema), ...errors },
    },
    handler: async (request) => cosmicTodos(userContext(request), request.query),
  });

  r.route({
    ...routeOf(endpoints.today.throwbackCount, { premiumMessage: THROWBACK_MESSAGES.premiumOnly }),
    schema: {
      summary: "Throwback dates used today and remaining (premium tier)",
      response: { 200: throwbackCountSchema, ...errors },
    },
    handler: async (request) => throwbackUsage(userContext(request)),
  });

  r.route({
    ...routeOf(endpoints.today.throwbackHistory, { premiumMessage: THROWBACK_MESSAGES.premiumOnly }),
    schema: {
      summary: "The user's generated throwbacks, newest first, and the date opened today (premium tier)",
      response: { 200: throwbackHistorySchema, ...errors },
    },
    handler: async (request) => throwbackHistory(userContext(request)),
  });

  r.route({
    ...routeOf(endpoints.today.throwback, { premiumMessage: THROWBACK_MESSAGES.premiumOnly }),
    schema: {
      summary: "What the stars said on a past date (premium tier, 1 date per day)",
      body: throwbackRequestSchema,
      response: { 200: throwbackSchema, ...errors },
    },
    handler: async (request) => throwbackHoroscope(userContext(request), request.body),
  });
}
