import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "#server/app-context";
import { UNAUTHENTICATED_MESSAGE } from "#server/errors";
import { isAdmin, isPremium } from "#server/platform/policy";
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
    if (!user) {
      return reply.code(401).send({ message: UNAUTHENTICATED_MESSAGE });
    }
    if (access === "premium" && !isPremium(user, ctx.now())) {
      return reply.code(403).send({ message: "This is a Premium feature. Upgrade to Premium to use it." });
    }
    if (access === "admin" && !isAdmin(user)) {
      return reply.code(403).send({ message: "Admins only." });
    }
  };
}
