import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
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
import { messageSchema } from "#contracts/user";
import type { AppContext } from "#server/app-context";
import { userContext } from "#server/platform/request-context";
import {
  cosmicTodos,
  throwbackHistory,
  throwbackHoroscope,
  throwbackUsage,
  todaysHoroscope,
} from "./today.service.ts";

const errors = {
  400: messageSchema,
  401: messageSchema,
  403: messageSchema,
  409: messageSchema,
  429: messageSchema,
};

export function todayRoutes(app: FastifyInstance, _ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    method: "GET",
    url: "/horoscope/today",
    config: { access: "user", errors: ["premium_required", "no_birth_chart"] },
    schema: {
      summary: "Today's horoscope from the day's transits to the natal chart (roast mode: premium)",
      querystring: horoscopeQuerySchema,
      response: { 200: horoscopeSchema, ...errors },
    },
    handler: async (request) => todaysHoroscope(userContext(request), request.query),
  });

  r.route({
    method: "GET",
    url: "/cosmic-todo",
    config: { access: "user", errors: ["premium_required", "no_birth_chart"] },
    schema: {
      summary: "Five tasks for the user's today, grounded in the day's sky (roast mode: premium)",
      querystring: todoQuerySchema,
      response: { 200: z.array(todoItemSchema), ...errors },
    },
    handler: async (request) => cosmicTodos(userContext(request), request.query),
  });

  r.route({
    method: "GET",
    url: "/throwback-count",
    config: { access: "premium-tier", premiumMessage: THROWBACK_MESSAGES.premiumOnly },
    schema: {
      summary: "Throwback dates used today and remaining (premium tier)",
      response: { 200: throwbackCountSchema, ...errors },
    },
    handler: async (request) => throwbackUsage(userContext(request)),
  });

  r.route({
    method: "GET",
    url: "/throwback-history",
    config: { access: "premium-tier", premiumMessage: THROWBACK_MESSAGES.premiumOnly },
    schema: {
      summary: "The user's generated throwbacks, newest first, and the date opened today (premium tier)",
      response: { 200: throwbackHistorySchema, ...errors },
    },
    handler: async (request) => throwbackHistory(userContext(request)),
  });

  r.route({
    method: "POST",
    url: "/throwback-horoscope",
    config: {
      access: "premium-tier",
      premiumMessage: THROWBACK_MESSAGES.premiumOnly,
      errors: ["no_birth_chart", "daily_limit"],
    },
    schema: {
      summary: "What the stars said on a past date (premium tier, 1 date per day)",
      body: throwbackRequestSchema,
      response: { 200: throwbackSchema, ...errors },
    },
    handler: async (request) => throwbackHoroscope(userContext(request), request.body),
  });
}
