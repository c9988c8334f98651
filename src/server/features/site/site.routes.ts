import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { siteInfoSchema } from "#contracts/user";
import type { AppContext } from "#server/app-context";

export function siteRoutes(app: FastifyInstance, ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: "GET",
    url: "/site-info",
    config: { access: "public" },
    schema: {
      summary: "Business details and the payments mode, for the footer",
      response: { 200: siteInfoSchema },
    },
    handler: async () => ({ paymentsTestMode: ctx.config.paymentsTestMode, business: ctx.config.business }),
  });
}
