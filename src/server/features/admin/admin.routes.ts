import type { FastifyInstance } from "fastify";
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
import { serve } from "#server/platform/endpoint-route";
import { userContext } from "#server/platform/request-context";
import {
  activatePremium,
  cancelPremium,
  deleteUser,
  getStats,
  listAudit,
  listUsers,
} from "./admin.service.ts";

/** The admin dashboard: every route admins only, every change written to the audit log with it. */
export function adminRoutes(app: FastifyInstance, _ctx: AppContext) {
  serve(app, endpoints.admin.access, {
    summary: "Whether the caller may use the admin dashboard (200, or 401/403; a refusal is logged) (admin)",
    response: { 200: adminAccessSchema },
    handler: async () => ({ admin: true as const }),
  });

  serve(app, endpoints.admin.stats, {
    summary: "User and subscription counts, sign-ups and new subscriptions per day, MRR (admin)",
    response: { 200: adminStatsSchema },
    handler: async (request) => getStats(userContext(request)),
  });

  serve(app, endpoints.admin.users, {
    summary: "Users, a page at a time: search by name, e-mail or username; sort; filter by plan (admin)",
    querystring: adminUsersQuerySchema,
    response: { 200: adminUsersPageSchema },
    handler: async (request) => listUsers(userContext(request), request.query),
  });

  serve(app, endpoints.admin.deleteUser, {
    summary:
      "Delete a non-admin user and all their data; ends their sessions and Stripe subscription (admin)",
    params: userIdParamsSchema,
    response: { 200: messageSchema },
    handler: async (request) => deleteUser(userContext(request), request.params),
  });

  serve(app, endpoints.admin.activateSubscription, {
    summary: "Grant Premium to a user by e-mail (admin)",
    body: emailBodySchema,
    response: { 200: messageSchema },
    handler: async (request) => activatePremium(userContext(request), request.body),
  });

  serve(app, endpoints.admin.cancelSubscription, {
    summary: "Cancel a user's Premium by e-mail, at once (admin)",
    body: emailBodySchema,
    response: { 200: messageSchema },
    handler: async (request) => cancelPremium(userContext(request), request.body),
  });

  serve(app, endpoints.admin.audit, {
    summary: "What admins did, newest first (admin)",
    querystring: auditQuerySchema,
    response: { 200: auditPageSchema },
    handler: async (request) => listAudit(userContext(request), request.query),
  });
}
