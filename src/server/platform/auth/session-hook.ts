import type { FastifyReply, FastifyRequest } from "fastify";
import { ERROR_MESSAGES } from "#contracts/errors";
import type { AppContext } from "#server/app-context";
import { forbidden, unauthorized } from "#server/errors";
import { isAdmin, isPremium, isVisualsAdmin, mayUseThrowback } from "#server/platform/policy";
import { resolveSession, SESSION_COOKIE } from "./session-store.ts";

export function sessionCookieOptions(ctx: AppContext, expires: Date) {
  return {
    path: "/",
    httpOnly: true,
    sameSite: "lax" as const,
    secure: ctx.config.secureCookies,
    expires,
  };
}

/**
 * Loads the signed-in user from the session cookie, then enforces the route's declared access
 * level before validation or handlers run, so an anonymous caller learns nothing but 401.
 */
export function sessionHook(ctx: AppContext) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const access = request.routeOptions.config?.access;
    if (!access) return; // not an API route (SPA, static files, 404)
    const token = request.cookies[SESSION_COOKIE];
    if (token) {
      const now = ctx.now();
      const session = await resolveSession(ctx.db, ctx.secret, token, now);
      if (session) {
        request.user = session.user;
        request.sessionIdHash = session.idHash;
        if (session.renewedUntil) {
          reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(ctx, session.renewedUntil));
        }
      } else {
        reply.clearCookie(SESSION_COOKIE, { path: "/" });
      }
    }
    if (access === "public") return;
    const user = request.user;
    if (!user) throw unauthorized();
    const lacksPlan =
      (access === "premium" && !isPremium(user, ctx.now())) ||
      (access === "premium-tier" && !mayUseThrowback(user, ctx.now()));
    if (lacksPlan) {
      // A route may word its own refusal, so the page can show the same words as its upgrade card.
      const message = request.routeOptions.config?.premiumMessage ?? ERROR_MESSAGES.premium_required;
      throw forbidden(message, { code: "premium_required" });
    }
    if ((access === "admin" || access === "visuals") && !isAdmin(user)) {
      throw forbidden(ERROR_MESSAGES.admin_required, { code: "admin_required" });
    }
    if (access === "visuals" && !isVisualsAdmin(user, ctx.config.roles.visualsAdminEmails)) {
      throw forbidden(ERROR_MESSAGES.visuals_admin_required, { code: "visuals_admin_required" });
    }
  };
}
