import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  adminAccessSchema,
  adminStatsSchema,
  adminUsersPageSchema,
  adminUsersQuerySchema,
  auditPageSchema,
  auditQuerySchema,
  emailBodySchema,
  userIdParamsSchema,
} from "#contracts/admin";
import { endpoints } from "#contracts/endpoints";
import { messageSchema } from "#contracts/user";
import type { AppContext } from "#server/app-context";
import { routeOf } from "#server/platform/endpoint-route";
import { messageErrors } from "#server/platform/error-responses";
import { userContext } from "#server/platform/request-context";
import {
  activatePremium,
  cancelPremium,
  deleteUser,
  getStats,
  listAudit,
  listUsers,
} from "./admin.service.ts";

const errors = messageErrors(400, 401, 403, 404, 409, 502, 503, 504);

/** The admin dashboard: every route admins only, every change written to the audit log with it. */
export function adminRoutes(app: FastifyInstance, _ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...routeOf(endpoints.admin.access),
    schema: {
      summary:
        "Whether the caller may use the admin dashboard (200, or 401/403; a refusal is logged) (admin)",
      response: { 200: adminAccessSchema, ...errors },
    },
    handler: async () => ({ admin: true as const }),
  });

  r.route({
    ...routeOf(endpoints.admin.stats),
    schema: {
      summary: "User and subscription counts, sign-ups and new subscriptions per day, MRR (admin)",
      response: { 200: adminStatsSchema, ...errors },
    },
    handler: async (request) => getStats(userContext(request)),
  });

  r.route({
    ...routeOf(endpoints.admin.users),
    schema: {
      summary: "Users, a page at a time: search by name, e-mail or username; sort; filter by plan (admin)",
      querystring: adminUsersQuerySchema,
      response: { 200: adminUsersPageSchema, ...errors },
    },
    handler: async (request) => listUsers(userContext(request), request.query),
  });

  r.route({
    ...routeOf(endpoints.admin.deleteUser),
    schema: {
      summary:
        "Delete a non-admin user and all their data; ends their sessions and Stripe subscription (admin)",
      params: userIdParamsSchema,
      response: { 200: messageSchema, ...errors },
    },
    handler: async (request) => deleteUser(userContext(request), request.params),
  });

  r.route({
    ...routeOf(endpoints.admin.activateSubscription),
    schema: {
      summary: "Grant Premium to a user by e-mail (admin)",
      body: emailBodySchema,
      response: { 200: messageSchema, ...errors },
    },
    handler: async (request) => activatePremium(userContext(request), request.body),
  });

  r.route({
    ...routeOf(endpoints.admin.cancelSubscription),
    schema: {
      summary: "Cancel a user's Premium by e-mail, at once (admin)",
      body: emailBodySchema,
      response: { 200: messageSchema, ...errors },
    },
    handler: async (request) => cancelPremium(userContext(request), request.body),
  });

  r.route({
    ...routeOf(endpoints.admin.audit),
    schema: {
      summary: "What admins did, newest first (admin)",
      querystring: auditQuerySchema,
      response: { 200: auditPageSchema, ...errors },
    },
    handler: async (request) => listAudit(userContext(request), request.query),
  });
}
