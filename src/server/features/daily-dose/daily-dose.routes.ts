import type { FastifyInstance } from "fastify";
import { DAILY_DOSE_MESSAGES, dailyDoseSchema, quoteImageQuerySchema } from "#contracts/daily-dose";
import { endpoints } from "#contracts/endpoints";
import type { AppContext } from "#server/app-context";
import { serve } from "#server/platform/endpoint-route";
import { userContext } from "#server/platform/request-context";
import { generateDailyDose, renderQuoteImage } from "./daily-dose.service.ts";

/** Daily Dose of Zero (docs/product.md §3.3, §7.3, §8.3): premium and pro. */
export function dailyDoseRoutes(app: FastifyInstance, _ctx: AppContext) {
  serve(app, endpoints.dailyDose.quote, {
    summary: "A true, blunt fact about today's sky in the user's zone, and a call to action",
    premiumMessage: DAILY_DOSE_MESSAGES.premium,
    rateLimitMessage: DAILY_DOSE_MESSAGES.rateLimited,
    response: { 200: dailyDoseSchema },
    handler: async (request) => generateDailyDose(userContext(request)),
  });

  serve(app, endpoints.dailyDose.image, {
    summary: "The Daily Dose as a 1080×1920 PNG card (image/png), light or dark",
    premiumMessage: DAILY_DOSE_MESSAGES.premium,
    rateLimitMessage: DAILY_DOSE_MESSAGES.imagesRateLimited,
    querystring: quoteImageQuerySchema,
    handler: async (request, reply) => {
      const image = await renderQuoteImage(userContext(request), request.query);
      reply.header("etag", image.etag).header("cache-control", "private, max-age=86400");
      // The card is rendered either way (its date follows the reader's day); a match saves the bytes.
      if (request.headers["if-none-match"] === image.etag) return reply.code(304).send();
      return reply.type("image/png").send(image.png);
    },
  });
}
