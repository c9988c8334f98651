import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  DAILY_DOSE_MESSAGES,
  dailyDoseSchema,
  doseErrorSchema,
  quoteImageQuerySchema,
} from "#contracts/daily-dose";
import { endpoints } from "#contracts/endpoints";
import type { AppContext } from "#server/app-context";
import { routeOf } from "#server/platform/endpoint-route";
import { userContext } from "#server/platform/request-context";
import { generateDailyDose, renderQuoteImage } from "./daily-dose.service.ts";

const errors = { 400: doseErrorSchema, 401: doseErrorSchema, 403: doseErrorSchema, 429: doseErrorSchema };

/** Daily Dose of Zero (docs/product.md §3.3, §7.3, §8.3): premium and pro. */
export function dailyDoseRoutes(app: FastifyInstance, _ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...routeOf(endpoints.dailyDose.quote, {
      premiumMessage: DAILY_DOSE_MESSAGES.premium,
      rateLimitMessage: DAILY_DOSE_MESSAGES.rateLimited,
    }),
    schema: {
      summary: "A true, blunt fact about today's sky in the user's zone, and a call to action",
      response: { 200: dailyDoseSchema, ...errors },
    },
    handler: async (request) => generateDailyDose(userContext(request)),
  });

  r.route({
    ...routeOf(endpoints.dailyDose.image, {
      premiumMessage: DAILY_DOSE_MESSAGES.premium,
      rateLimitMessage: DAILY_DOSE_MESSAGES.imagesRateLimited,
    }),
    schema: {
      summary: "The Daily Dose as a 1080×1920 PNG card (image/png), light or dark",
      querystring: quoteImageQuerySchema,
      response: { ...errors, 503: doseErrorSchema },
    },
    handler: async (request, typedReply) => {
      const image = await renderQuoteImage(userContext(request), request.query);
      // The response schemas above describe the errors; the 200 is bytes, sent as they are.
      const reply = typedReply as unknown as FastifyReply;
      reply.header("etag", image.etag).header("cache-control", "private, max-age=86400");
      // The card is rendered either way (its date follows the reader's day); a match saves the bytes.
      if (request.headers["if-none-match"] === image.etag) return reply.code(304).send();
      return reply.type("image/png").send(image.png);
    },
  });
}
