import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from "fastify";
import { ERROR_MESSAGES } from "#contracts/errors";
import { SIGNED_IN_HINT_COOKIE } from "#contracts/user";
import type { AppContext } from "#server/app-context";
import { forbidden, type HttpError, unauthorized } from "#server/errors";
import type { Access } from "#server/platform/access";
import { isAdmin, isPremium, mayUseThrowback } from "#server/platform/policy";
import { isVisualsAdmin } from "#server/platform/roles";
import { SessionCache } from "./session-cache.ts";
import {
  cachedSession,
  type ResolvedSession,
  resolveSession,
  SESSION_COOKIE,
  SESSION_TTL_MS,
} from "./session-store.ts";

function sessionCookieOptions(ctx: AppContext, expires: Date) {
  return {
    path: "/",
    httpOnly: true,
    sameSite: "lax" as const,
    secure: ctx.config.secureCookies,
    expires,
  };
}

/**
 * Sets the session cookie and its hint, both until `expires`. The hint is readable by the web app
 * (the session cookie is httpOnly): without it the app knows nobody is signed in and never asks
 * /api/user, whose 401 browsers log as an error on every public page (ADR 028). It proves
 * nothing; the session cookie does.
 */
export function setSessionCookies(reply: FastifyReply, ctx: AppContext, token: string, expires: Date) {
  const options = sessionCookieOptions(ctx, expires);
  reply.setCookie(SESSION_COOKIE, token, options);
  reply.setCookie(SIGNED_IN_HINT_COOKIE, "1", { ...options, httpOnly: false });
}

/** Clears the session cookie and its hint. */
export function clearSessionCookies(reply: FastifyReply, ctx: AppContext) {
  const options = { path: "/", sameSite: "lax" as const, secure: ctx.config.secureCookies };
  reply.clearCookie(SESSION_COOKIE, { ...options, httpOnly: true });
  reply.clearCookie(SIGNED_IN_HINT_COOKIE, options);
}

/**
 * Keeps a page's hint in step with its session cookie: sessions from before the hint existed get
 * one with their next page, and a hint left without its session cookie goes. No lookup: whether the
 * session is still good is the /api/user call's business, which clears both when it is not.
 */
export function syncSignedInHint(request: FastifyRequest, reply: FastifyReply, ctx: AppContext) {
  const hasSession = request.cookies[SESSION_COOKIE] !== undefined;
  const hasHint = request.cookies[SIGNED_IN_HINT_COOKIE] !== undefined;
  if (hasSession && !hasHint) {
    const expires = new Date(ctx.now().getTime() + SESSION_TTL_MS);
    reply.setCookie(SIGNED_IN_HINT_COOKIE, "1", { ...sessionCookieOptions(ctx, expires), httpOnly: false });
  } else if (hasHint && !hasSession) {
    clearSessionCookies(reply, ctx);
  }
}

/**
 * Loads the signed-in user from the session cookie, then enforces the route's declared access
 * level before validation or handlers run, so an anonymous caller learns nothing but 401. In
 * Fastify's callback form: a session answered from the cache (session-cache.ts) goes through
 * without a promise.
 */
export function sessionHook(ctx: AppContext) {
  const cache = new SessionCache(ctx.config.sessionCacheMs, ctx.database.writes);
  return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const access = request.routeOptions.config?.access;
    if (!access) return done(); // not an API route (SPA, static files, 404)
    const token = request.cookies[SESSION_COOKIE];
    const cached = token ? cachedSession(cache, token, ctx.now()) : undefined;
    if (!token || cached) {
      if (cached) signIn(request, cached);
      return done(refusal(ctx, request, access));
    }
    resolveSession(ctx.db, ctx.secret, token, ctx.now(), cache)
      .then((session) => {
        if (session) {
          signIn(request, session);
          if (session.renewedUntil) setSessionCookies(reply, ctx, token, session.renewedUntil);
        } else {
          clearSessionCookies(reply, ctx);
        }
        return refusal(ctx, request, access);
      })
      .then(done, done);
  };
}

function signIn(request: FastifyRequest, session: ResolvedSession) {
  request.user = session.user;
  request.sessionIdHash = session.idHash;
}

/** Why the caller may not use a route of this access level, or undefined when they may. */
function refusal(ctx: AppContext, request: FastifyRequest, access: Access): HttpError | undefined {
  if (access === "public") return undefined;
  const user = request.user;
  if (!user) return unauthorized();
  const lacksPlan =
    (access === "premium" && !isPremium(user, ctx.now())) ||
    (access === "premium-tier" && !mayUseThrowback(user, ctx.now()));
  if (lacksPlan) {
    // A route may word its own refusal, so the page can show the same words as its upgrade card.
    const message = request.routeOptions.config?.premiumMessage ?? ERROR_MESSAGES.premium_required;
    return forbidden(message, { code: "premium_required" });
  }
  const refusedRole =
    access === "admin" && !isAdmin(user)
      ? "admin_required"
      : access === "visuals" && !isVisualsAdmin(user, ctx.config.roles)
        ? "visuals_admin_required"
        : undefined;
  if (refusedRole) {
    // Someone signed in reached for an area their account has no role for: worth a line in the log.
    request.log.warn(
      { userId: user.id, access, code: refusedRole },
      `refused ${request.method} ${request.routeOptions.url}: the account has no ${access} role`,
    );
    return forbidden(ERROR_MESSAGES[refusedRole], { code: refusedRole });
  }
  return undefined;
}
