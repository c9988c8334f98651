import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { publicUserSchema } from "#contracts/user";
import type { AppContext } from "#server/app-context";
import { unauthorized } from "#server/errors";
import { toPublicUser } from "./accounts.service.ts";

export function accountRoutes(app: FastifyInstance, _ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    method: "GET",
    url: "/user",
    config: { access: "user" },
    schema: { summary: "The signed-in user (401 when signed out)", response: { 200: publicUserSchema } },
    handler: async (request) => {
      if (!request.user) throw unauthorized();
      return toPublicUser(request.user);
    },
  });
}
