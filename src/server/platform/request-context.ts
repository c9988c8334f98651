import type { FastifyBaseLogger, FastifyRequest } from "fastify";
import type { AppContext } from "#server/app-context";
import type { UserRow } from "#server/db/schema";
import { unauthorized } from "#server/errors";

/**
 * Everything a service needs to know about who is asking and where from, in one value: every
 * service function a route calls takes `(rc, input)` (docs/architecture.md#routes-and-services),
 * so no service has to pick its own mix of app, user, logger and address.
 */
export interface RequestContext {
  /** The app's configuration, database, clock, jobs, mailer, writer, renderers. */
  app: AppContext;
  /** The signed-in user, or null (anonymous callers, jobs, scripts). */
  user: UserRow | null;
  /** The request's logger (carries its request id); the app's logger outside a request. */
  log: FastifyBaseLogger;
  /** The caller's address as the trusted proxies report it; "system" outside a request. */
  ip: string;
  session: {
    /** Hash of the current session's id; null when signed out. */
    idHash: string | null;
    userAgent: string | undefined;
  };
}

/** A request context whose user is known to be signed in (routes declared above `public`). */
export type UserContext = RequestContext & { user: UserRow };

/**
 * The request's context, built on first use, once per API request. Route handlers (and anything
 * after the hooks) ask for it, so the session hook has resolved the user by then. A route without
 * an access level is not an API route and has none.
 */
export function requestContext(request: FastifyRequest): RequestContext {
  if (request.rc) return request.rc;
  if (!request.routeOptions.config?.access) {
    throw new Error(`No request context for ${request.method} ${request.url}`);
  }
  request.rc = {
    app: request.server.ctx,
    user: request.user,
    log: request.log,
    ip: request.ip,
    session: { idHash: request.sessionIdHash, userAgent: request.headers["user-agent"] },
  };
  return request.rc;
}

/**
 * The context of a route declared `user` or above: the session hook has already refused anonymous
 * callers, so this only narrows the type (and guards a misdeclared route).
 */
export function userContext(request: FastifyRequest): UserContext {
  return signedInContext(requestContext(request));
}

function signedInContext(rc: RequestContext): UserContext {
  if (!rc.user) throw unauthorized();
  return rc as UserContext;
}

/**
 * The context of work the app does on its own (jobs, scripts): the app's logger, and no user
 * unless the work is done on behalf of one.
 */
export function systemContext(app: AppContext, user: UserRow | null = null) {
  return {
    app,
    user,
    log: app.log,
    ip: "system",
    session: { idHash: null, userAgent: undefined },
  } satisfies RequestContext;
}
