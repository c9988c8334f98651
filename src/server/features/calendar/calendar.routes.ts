import type { FastifyInstance } from "fastify";
import { CALENDAR_MESSAGES, calendarFeedParamsSchema, calendarLinkSchema } from "#contracts/calendar-feed";
import { endpoints } from "#contracts/endpoints";
import { messageSchema } from "#contracts/user";
import type { AppContext } from "#server/app-context";
import { serve } from "#server/platform/endpoint-route";
import { requestContext, userContext } from "#server/platform/request-context";
import { calendarFeed, calendarLink, revokeCalendarLink } from "./calendar.service.ts";

/** The calendar of exact transit times (issue 30 §3): the private address and the feed behind it. */
export function calendarRoutes(app: FastifyInstance, _ctx: AppContext) {
  serve(app, endpoints.calendar.feed, {
    summary: "The user's private calendar feed address (webcal and https), made on first request",
    response: { 200: calendarLinkSchema },
    handler: async (request) => calendarLink(userContext(request)),
  });

  serve(app, endpoints.calendar.revokeFeed, {
    summary: "Revoke the calendar feed address: the old one answers 404, the next request makes a new one",
    response: { 200: messageSchema },
    handler: async (request) => revokeCalendarLink(userContext(request)),
  });

  serve(app, endpoints.calendar.file, {
    summary: "The iCalendar feed (text/calendar) of a calendar address: the owner's exact transit times",
    rateLimitMessage: CALENDAR_MESSAGES.rateLimited,
    params: calendarFeedParamsSchema,
    handler: async (request, reply) => {
      const text = await calendarFeed(requestContext(request), request.params);
      // Private to its owner: no shared cache keeps it, and search engines leave the address alone.
      reply.header("cache-control", "private, no-cache").header("x-robots-tag", "noindex");
      return reply.type("text/calendar; charset=utf-8").send(text);
    },
  });
}
