import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { messageSchema } from "#contracts/user";
import type { AppContext } from "#server/app-context";
import { activatePremium, cancelPremium } from "./admin.service.ts";

/** Spec 02 §5: 'Email Required' / 'Please enter an email address'. */
const emailBody = z.object({
  email: z
    .string({ message: "Please enter an email address" })
    .trim()
    .min(1, "Please enter an email address")
    .pipe(z.email("Please enter a valid email address")),
});

export function adminRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const responses = {
    200: messageSchema,
    400: messageSchema,
    401: messageSchema,
    403: messageSchema,
    404: messageSchema,
  };

  r.route({
    method: "POST",
    url: "/admin/subscription/activate",
    config: { access: "admin" },
    schema: {
      summary: "Activate premium for a user by e-mail (admin)",
      body: emailBody,
      response: responses,
    },
    handler: async (request) => activatePremium(ctx, request.body.email),
  });

  r.route({
    method: "POST",
    url: "/admin/subscription/cancel",
    config: { access: "admin" },
    schema: { summary: "Cancel a user's premium by e-mail (admin)", body: emailBody, response: responses },
    handler: async (request) => cancelPremium(ctx, request.body.email),
  });
}
