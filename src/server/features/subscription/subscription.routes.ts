import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { messageSchema } from "#contracts/user";
import type { AppContext } from "#server/app-context";
import { unauthorized } from "#server/errors";
import { cancelSubscription } from "./subscription.service.ts";

export function subscriptionRoutes(app: FastifyInstance, ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: "POST",
    url: "/subscription/cancel",
    config: { access: "user" },
    schema: {
      summary: "Cancel the subscription at the end of the paid period",
      response: { 200: messageSchema, 400: messageSchema },
    },
    handler: async (request) => {
      if (!request.user) throw unauthorized();
      return cancelSubscription(ctx, request.user.id);
    },
  });
}
