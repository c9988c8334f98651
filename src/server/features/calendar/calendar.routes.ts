import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { CALENDAR_MESSAGES, calendarFeedParamsSchema, calendarLinkSchema } from "#contracts/calendar-feed";
import { endpoints } from "#contracts/endpoints";
import { messageSchema } from "#contracts/user";
import type { AppContext } from "#server/app-context";
import { routeOf } from "#server/platform/endpoint-route";
import { messageErrors } from "#server/platform/error-responses";
import { requestContext, userContext } from "#server/platform/request-context";
import { calendarFeed, calendarLink, revokeCalendarLink } from "./calendar.service.ts";

const errors = messageErrors(400, 401, 404, 429);

/** The calendar of exact transit times (issue 30 §3): the private address and the feed behind it. */
export function calendarRoutes(app: FastifyInstance, _ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...routeOf(endpoints.calendar.feed),
    schema: {
      summary: "The user's private calendar feed address (webcal and https), made on first request",
      response: { 200: calendarLinkSchema, ...errors },
    },
    handler: async (request) => calendarLink(userContext(request)),
  });

  r.route({
    ...routeOf(endpoints.calendar.revokeFeed),
    schema: {
      summary: "Revoke the calendar feed address: the old one answers 404, the next request makes a new one",
      response: { 200: messageSchema, ...errors },
    },
    handler: async (request) => revokeCalendarLink(userContext(request)),
  });

  r.route({
    ...routeOf(endpoints.calendar.file, { rateLimitMessage: CALENDAR_MESSAGES.rateLimited }),
    schema: {
      summary: "The iCalendar feed (text/calendar) of a calendar address: the owner's exact transit times",
      params: calendarFeedParamsSchema,
      response: errors,
    },
    handler: async (request, typedReply) => {
      const text = await calendarFeed(requestContext(request), request.params);
      // The response schemas above describe the errors; the 200 is iCalendar text, sent as it is.
      const reply = typedReply as unknown as FastifyReply;
      // Private to its owner: no shared cache keeps it, and search engines leave the address alone.
      reply.header("cache-control", "private, no-cache").header("x-robots-tag", "noindex");
      return reply.type("text/calendar; charset=utf-8").send(text);
    },
  });
}
