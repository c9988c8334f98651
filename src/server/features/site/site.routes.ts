import type { FastifyInstance } from "fastify";
import { endpoints } from "#contracts/endpoints";
import { siteInfoSchema } from "#contracts/user";
import type { AppContext } from "#server/app-context";
import { serve } from "#server/platform/endpoint-route";

export function siteRoutes(app: FastifyInstance, ctx: AppContext) {
  serve(app, endpoints.siteInfo, {
    summary: "Business details and the payments mode, for the footer",
    response: { 200: siteInfoSchema },
    handler: async () => ({ paymentsTestMode: ctx.config.paymentsTestMode, business: ctx.config.business }),
  });
}
