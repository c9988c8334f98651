import type { FastifyInstance } from "fastify";
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
import { serve } from "#server/platform/endpoint-route";
import { userContext } from "#server/platform/request-context";
import {
  cosmicTodos,
  throwbackHistory,
  throwbackHoroscope,
  throwbackUsage,
  todaysHoroscope,
} from "./today.service.ts";

export function todayRoutes(app: FastifyInstance, _ctx: AppContext) {
  serve(app, endpoints.today.horoscope, {
    summary: "Today's horoscope from the day's transits to the natal chart (roast mode: premium)",
    querystring: horoscopeQuerySchema,
    response: { 200: horoscopeSchema },
    handler: async (request) => todaysHoroscope(userContext(request), request.query),
  });

  serve(app, endpoints.today.todos, {
    summary: "Five tasks for the user's today, grounded in the day's sky (roast mode: premium)",
    querystring: todoQuerySchema,
    response: { 200: z.array(todoItemSchema) },
    handler: async (request) => cosmicTodos(userContext(request), request.query),
  });

  serve(app, endpoints.today.throwbackCount, {
    summary: "Throwback dates used today and remaining (premium tier)",
    premiumMessage: THROWBACK_MESSAGES.premiumOnly,
    response: { 200: throwbackCountSchema },
    handler: async (request) => throwbackUsage(userContext(request)),
  });

  serve(app, endpoints.today.throwbackHistory, {
    summary: "The user's generated throwbacks, newest first, and the date opened today (premium tier)",
    premiumMessage: THROWBACK_MESSAGES.premiumOnly,
    response: { 200: throwbackHistorySchema },
    handler: async (request) => throwbackHistory(userContext(request)),
  });

  serve(app, endpoints.today.throwback, {
    summary: "What the stars said on a past date (premium tier, 1 date per day)",
    premiumMessage: THROWBACK_MESSAGES.premiumOnly,
    body: throwbackRequestSchema,
    response: { 200: throwbackSchema },
    handler: async (request) => throwbackHoroscope(userContext(request), request.body),
  });
}
