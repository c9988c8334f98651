import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import {
  ACCOUNT_MESSAGES,
  emailOnlySchema,
  loginErrorSchema,
  loginSchema,
  passwordChangeSchema,
  profileSchema,
  registerSchema,
  resetPasswordSchema,
  timezoneSchema,
} from "#contracts/auth";
import { endpoints } from "#contracts/endpoints";
import { messageSchema, publicUserSchema } from "#contracts/user";
import type { AppContext } from "#server/app-context";
import { signedIn } from "#server/platform/access";
import {
  DEVICE_COOKIE,
  DEVICE_COOKIE_MAX_AGE_S,
  knownDevice,
  type LoginSubject,
  loginSucceeded,
  newDeviceToken,
  reserveLoginAttempt,
} from "#server/platform/auth/login-throttle";
import { clearSessionCookies, setSessionCookies } from "#server/platform/auth/session-hook";
import { serve } from "#server/platform/endpoint-route";
import { requestContext, systemContext, userContext } from "#server/platform/request-context";
import { toPublicUser } from "#server/presenters/public-user";
import * as accounts from "./accounts.service.ts";
import { ACCOUNT_MAIL_JOB } from "./accounts.service.ts";

export function accountRoutes(app: FastifyInstance, ctx: AppContext) {
  ctx.jobs.handle(ACCOUNT_MAIL_JOB, (payload) => accounts.sendRequestedMail(systemContext(ctx), payload), {
    forgetWhenFinished: true,
  });
  const clearSessionCookie = (reply: FastifyReply) => clearSessionCookies(reply, ctx);

  serve(app, endpoints.accounts.user, {
    summary: "The signed-in user (401 when signed out)",
    response: { 200: publicUserSchema },
    handler: async (request) => toPublicUser(signedIn(request), ctx.config.roles),
  });

  serve(app, endpoints.accounts.register, {
    summary: "Create an account and send the verification mail",
    rateLimitMessage: ACCOUNT_MESSAGES.rateLimited,
    body: registerSchema,
    response: { 201: messageSchema },
    handler: async (request, reply) => {
      await accounts.register(requestContext(request), request.body);
      return reply.code(201).send({
        message: "Registration successful! Please verify your email before logging in.",
      });
    },
  });

  serve(app, endpoints.accounts.verifyEmail, {
    summary:
      "Verification link target; a new account's fresh link signs in and redirects to the birth form, otherwise to /auth",
    querystring: z.object({ token: z.string().max(200).optional() }),
    handler: async (request, reply) => {
      const token = request.query.token;
      const outcome = token
        ? await accounts.verifyEmail(requestContext(request), { token })
        : ({ ok: false, reason: "invalid" } as const);
      if (!outcome.ok) return reply.redirect(`/auth?verified=0&reason=${outcome.reason}`, 302);
      if (!outcome.signIn) return reply.redirect("/auth?verified=1", 302);
      setSessionCookies(reply, ctx, outcome.signIn.sessionToken, outcome.signIn.sessionExpiresAt);
      // A new account has no birth data yet, and nothing else in the app works before it.
      return reply.redirect("/birth-chart", 302);
    },
  });

  serve(app, endpoints.accounts.login, {
    // The address's limit first (the hook); then the account's back-off, or the owner's known device's.
    summary: "Sign in",
    rateLimitMessage: ACCOUNT_MESSAGES.rateLimited,
    body: loginSchema,
    response: { 200: publicUserSchema, 403: loginErrorSchema },
    handler: async (request, reply) => {
      const device = knownDevice(ctx.secret, request.body.email, request.cookies[DEVICE_COOKIE]);
      const subject: LoginSubject = device
        ? { kind: "device", id: device }
        : { kind: "account", email: request.body.email };
      await reserveLoginAttempt(ctx.db, subject, ctx.now(), ACCOUNT_MESSAGES.rateLimited);
      const result = await accounts.login(requestContext(request), request.body);
      await loginSucceeded(ctx.db, subject);
      setSessionCookies(reply, ctx, result.sessionToken, result.sessionExpiresAt);
      reply.setCookie(DEVICE_COOKIE, newDeviceToken(ctx.secret, request.body.email), {
        path: endpoints.accounts.login.path,
        httpOnly: true,
        sameSite: "lax",
        secure: ctx.config.secureCookies,
        maxAge: DEVICE_COOKIE_MAX_AGE_S,
      });
      return result.user;
    },
  });

  serve(app, endpoints.accounts.logout, {
    summary: "Sign out (ends this session)",
    response: { 200: messageSchema },
    handler: async (request, reply) => {
      await accounts.logout(requestContext(request));
      clearSessionCookie(reply);
      return { message: "You have been logged out successfully." };
    },
  });

  serve(app, endpoints.accounts.timezone, {
    summary: "Set the user's IANA time zone",
    body: timezoneSchema,
    response: { 200: publicUserSchema },
    handler: async (request) => accounts.updateTimezone(userContext(request), request.body),
  });

  serve(app, endpoints.accounts.profile, {
    summary: "Update the profile (a new e-mail waits for verification)",
    body: profileSchema,
    response: { 200: publicUserSchema },
    handler: async (request) => accounts.updateProfile(userContext(request), request.body),
  });

  serve(app, endpoints.accounts.password, {
    summary: "Change the password; other sessions end",
    body: passwordChangeSchema,
    response: { 200: messageSchema },
    handler: async (request) => {
      await accounts.changePassword(userContext(request), request.body);
      return { message: "Your password has been updated. Other devices have been signed out." };
    },
  });

  serve(app, endpoints.accounts.deleteAccount, {
    summary: "Delete the account and all its data",
    response: { 200: messageSchema },
    handler: async (request, reply) => {
      await accounts.deleteAccount(userContext(request));
      clearSessionCookie(reply);
      return { message: "Your account and all its data have been deleted." };
    },
  });

  serve(app, endpoints.accounts.exportData, {
    summary: "Download all of the user's data as JSON (GDPR)",
    handler: async (request, reply) => {
      const data = await accounts.exportUserData(userContext(request));
      return reply.header("content-disposition", 'attachment; filename="zero-fluff-my-data.json"').send(data);
    },
  });

  // The two links by mail: the request is queued and answered the same whether the address has an
  // account or not (accounts.requestAccountMail).
  const sent = { "verify-email": ACCOUNT_MESSAGES.resendSent, "reset-password": ACCOUNT_MESSAGES.forgotSent };
  for (const [endpoint, summary, purpose] of [
    [endpoints.accounts.resendVerification, "Send a new verification link", "verify-email"],
    [endpoints.accounts.forgotPassword, "Send a password reset link", "reset-password"],
  ] as const) {
    serve(app, endpoint, {
      summary,
      rateLimitMessage: ACCOUNT_MESSAGES.rateLimited,
      body: emailOnlySchema,
      response: { 200: messageSchema },
      handler: async (request) => {
        await accounts.requestAccountMail(requestContext(request), { purpose, email: request.body.email });
        return { message: sent[purpose] };
      },
    });
  }

  serve(app, endpoints.accounts.resetPassword, {
    summary: "Set a new password from a reset link",
    rateLimitMessage: ACCOUNT_MESSAGES.rateLimited,
    body: resetPasswordSchema,
    response: { 200: messageSchema },
    handler: async (request) => {
      await accounts.resetPassword(requestContext(request), request.body);
      return { message: ACCOUNT_MESSAGES.resetDone };
    },
  });
}
