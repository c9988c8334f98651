import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { endpoints } from "#contracts/endpoints";
import {
  comparisonVisualBodySchema,
  compatibilityVisualBodySchema,
  oracleVisualBodySchema,
  personalityVisualBodySchema,
  roastyQuotesBodySchema,
  throwbackVisualBodySchema,
  uspCarouselBodySchema,
  visualPreviewResponseSchema,
  visualPreviewsSchema,
  visualsAccessSchema,
} from "#contracts/visuals";
import type { AppContext } from "#server/app-context";
import { routeOf } from "#server/platform/endpoint-route";
import { messageErrors } from "#server/platform/error-responses";
import { userContext } from "#server/platform/request-context";
import {
  comparisonVisual,
  compatibilityVisual,
  oracleVisual,
  personalityVisual,
  roastyQuotes,
  roastyQuotesZip,
  throwbackVisual,
  toPreview,
  uspCarousel,
} from "./visuals.service.ts";

const errors = messageErrors(400, 401, 403, 404, 409, 503);
const previews = { 200: visualPreviewsSchema, ...errors };
const preview = { 200: visualPreviewResponseSchema, ...errors };

/** The Visual Generator: the visuals admins only (the accounts named in VISUALS_ADMIN_EMAILS). */
export function visualsRoutes(app: FastifyInstance, _ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...routeOf(endpoints.visuals.access),
    schema: {
      summary:
        "Whether the caller may use the Visual Generator (200, or 401/403; a refusal is logged) (visuals admins)",
      response: { 200: visualsAccessSchema, ...errors },
    },
    handler: async () => ({ visualsAdmin: true as const }),
  });

  r.route({
    ...routeOf(endpoints.visuals.roastyQuotes),
    schema: {
      summary: "Twelve Roasty Daily Quotes (one per sign) from today's sky, as posts (visuals admins)",
      body: roastyQuotesBodySchema,
      response: previews,
    },
    handler: async (request) => ({
      previews: (await roastyQuotes(userContext(request), { theme: request.body?.theme ?? "dark" })).map(
        toPreview,
      ),
    }),
  });

  r.route({
    ...routeOf(endpoints.visuals.roastyQuotesZip),
    schema: {
      summary: "The twelve Roasty Daily Quotes as one zip of PNGs (visuals admins)",
      body: roastyQuotesBodySchema,
      response: errors,
    },
    handler: async (request, typedReply) => {
      const { zip, fileName } = await roastyQuotesZip(userContext(request), {
        theme: request.body?.theme ?? "dark",
      });
      // The 200 is bytes, sent as they are; the schemas above describe the errors.
      const reply = typedReply as unknown as FastifyReply;
      return reply
        .type("application/zip")
        .header("content-disposition", `attachment; filename="${fileName}"`)
        .header("cache-control", "no-store")
        .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
    },
  });

  r.route({
    ...routeOf(endpoints.visuals.uspCarousel),
    schema: {
      summary: "USP carousel slides (visuals admins)",
      body: uspCarouselBodySchema,
      response: previews,
    },
    handler: async (request) => ({
      previews: (await uspCarousel(userContext(request), request.body)).map(toPreview),
    }),
  });

  r.route({
    ...routeOf(endpoints.visuals.compatibility),
    schema: {
      summary: "Compatibility one-liner for two signs (visuals admins)",
      body: compatibilityVisualBodySchema,
      response: preview,
    },
    handler: async (request) => ({
      preview: toPreview(await compatibilityVisual(userContext(request), request.body)),
    }),
  });

  r.route({
    ...routeOf(endpoints.visuals.throwback),
    schema: {
      summary: "What the sky said on a date since 1900 (visuals admins)",
      body: throwbackVisualBodySchema,
      response: preview,
    },
    handler: async (request) => ({
      preview: toPreview(await throwbackVisual(userContext(request), request.body)),
    }),
  });

  r.route({
    ...routeOf(endpoints.visuals.oracle),
    schema: {
      summary: "Ask The Oracle visual: a question and its answer (visuals admins)",
      body: oracleVisualBodySchema,
      response: preview,
    },
    handler: async (request) => ({
      preview: toPreview(await oracleVisual(userContext(request), request.body)),
    }),
  });

  r.route({
    ...routeOf(endpoints.visuals.comparison),
    schema: {
      summary: "Normal vs Roast comparison card for a topic (visuals admins)",
      body: comparisonVisualBodySchema,
      response: preview,
    },
    handler: async (request) => ({
      preview: toPreview(await comparisonVisual(userContext(request), request.body)),
    }),
  });

  r.route({
    ...routeOf(endpoints.visuals.personality),
    // A snapshot from a member's chart needs the member and their birth data.
    schema: {
      summary: "Mini Personality Snapshot from a user's chart or three signs (visuals admins)",
      body: personalityVisualBodySchema,
      response: preview,
    },
    handler: async (request) => ({
      preview: toPreview(await personalityVisual(userContext(request), request.body)),
    }),
  });
}
