import type { FastifyInstance } from "fastify";
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
import { serve } from "#server/platform/endpoint-route";
import { userContext } from "#server/platform/request-context";
import {
  comparisonVisual,
  compatibilityVisual,
  oracleVisual,
  personalityVisual,
  type RenderedVisual,
  roastyQuotes,
  roastyQuotesZip,
  throwbackVisual,
  toPreview,
  uspCarousel,
} from "./visuals.service.ts";

/** A visual made from the request, answered as its preview (the image and what the screen shows of it). */
const previewOf = async (visual: Promise<RenderedVisual>) => ({ preview: toPreview(await visual) });

/** The Visual Generator: the visuals admins only (the accounts named in VISUALS_ADMIN_EMAILS). */
export function visualsRoutes(app: FastifyInstance, _ctx: AppContext) {
  serve(app, endpoints.visuals.access, {
    summary:
      "Whether the caller may use the Visual Generator (200, or 401/403; a refusal is logged) (visuals admins)",
    response: { 200: visualsAccessSchema },
    handler: async () => ({ visualsAdmin: true as const }),
  });

  serve(app, endpoints.visuals.roastyQuotes, {
    summary: "Twelve Roasty Daily Quotes (one per sign) from today's sky, as posts (visuals admins)",
    body: roastyQuotesBodySchema,
    response: { 200: visualPreviewsSchema },
    handler: async (request) => ({
      previews: (await roastyQuotes(userContext(request), { theme: request.body?.theme ?? "dark" })).map(
        toPreview,
      ),
    }),
  });

  serve(app, endpoints.visuals.roastyQuotesZip, {
    summary: "The twelve Roasty Daily Quotes as one zip of PNGs (visuals admins)",
    body: roastyQuotesBodySchema,
    handler: async (request, reply) => {
      const { zip, fileName } = await roastyQuotesZip(userContext(request), {
        theme: request.body?.theme ?? "dark",
      });
      return reply
        .type("application/zip")
        .header("content-disposition", `attachment; filename="${fileName}"`)
        .header("cache-control", "no-store")
        .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
    },
  });

  serve(app, endpoints.visuals.uspCarousel, {
    summary: "USP carousel slides (visuals admins)",
    body: uspCarouselBodySchema,
    response: { 200: visualPreviewsSchema },
    handler: async (request) => ({
      previews: (await uspCarousel(userContext(request), request.body)).map(toPreview),
    }),
  });

  serve(app, endpoints.visuals.compatibility, {
    summary: "Compatibility one-liner for two signs (visuals admins)",
    body: compatibilityVisualBodySchema,
    response: { 200: visualPreviewResponseSchema },
    handler: async (request) => previewOf(compatibilityVisual(userContext(request), request.body)),
  });

  serve(app, endpoints.visuals.throwback, {
    summary: "What the sky said on a date since 1900 (visuals admins)",
    body: throwbackVisualBodySchema,
    response: { 200: visualPreviewResponseSchema },
    handler: async (request) => previewOf(throwbackVisual(userContext(request), request.body)),
  });

  serve(app, endpoints.visuals.oracle, {
    summary: "Ask The Oracle visual: a question and its answer (visuals admins)",
    body: oracleVisualBodySchema,
    response: { 200: visualPreviewResponseSchema },
    handler: async (request) => previewOf(oracleVisual(userContext(request), request.body)),
  });

  serve(app, endpoints.visuals.comparison, {
    summary: "Normal vs Roast comparison card for a topic (visuals admins)",
    body: comparisonVisualBodySchema,
    response: { 200: visualPreviewResponseSchema },
    handler: async (request) => previewOf(comparisonVisual(userContext(request), request.body)),
  });

  serve(app, endpoints.visuals.personality, {
    // A snapshot from a member's chart needs the member and their birth data.
    summary: "Mini Personality Snapshot from a user's chart or three signs (visuals admins)",
    body: personalityVisualBodySchema,
    response: { 200: visualPreviewResponseSchema },
    handler: async (request) => previewOf(personalityVisual(userContext(request), request.body)),
  });
}
