import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
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
import { routeOf } from "#server/platform/endpoint-route";
import { requestContext, systemContext, userContext } from "#server/platform/request-context";
import { toPublicUser } from "#server/presenters/public-user";
import * as accounts from "./accounts.service.ts";
import { ACCOUNT_MAIL_JOB } from "./accounts.service.ts";

const errorResponses = {
  400: messageSchema,
  401: messageSchema,
  403: loginErrorSchema,
  409: messageSchema,
  429: messageSchema,
};

export function accountRoutes(app: FastifyInstance, ctx: AppContext) {
  ctx.jobs.handle(ACCOUNT_MAIL_JOB, (payload) => accounts.sendRequestedMail(systemContext(ctx), payload), {
    forgetWhenFinished: true,
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const clearSessionCookie = (reply: FastifyReply) => clearSessionCookies(reply, ctx);

  r.route({
    ...routeOf(endpoints.accounts.user),
    schema: { summary: "The signed-in user (401 when signed out)", response: { 200: publicUserSchema } },
    handler: async (request) => toPublicUser(signedIn(request), ctx.config.roles),
  });

  r.route({
    ...routeOf(endpoints.accounts.register, { rateLimitMessage: ACCOUNT_MESSAGES.rateLimited }),
    schema: {
      summary: "Create an account and send the verification mail",
      body: registerSchema,
      response: { 201: messageSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      await accounts.register(requestContext(request), request.body);
      return reply.code(201).send({
        message: "Registration successful! Please verify your email before logging in.",
      });
    },
  });

  r.route({
    ...routeOf(endpoints.accounts.verifyEmail),
    schema: {
      summary:
        "Verification link target; a new account's fresh link signs in and redirects to the birth form, otherwise to /auth",
      querystring: z.object({ token: z.string().max(200).optional() }),
    },
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

  r.route({
    ...routeOf(endpoints.accounts.resendVerification, { rateLimitMessage: ACCOUNT_MESSAGES.rateLimited }),
    schema: {
      summary: "Send a new verification link",
      body: emailOnlySchema,
      response: { 200: messageSchema, ...errorResponses },
    },
    handler: async (request) => {
      await accounts.requestAccountMail(requestContext(request), {
        purpose: "verify-email",
        email: request.body.email,
      });
      return { message: ACCOUNT_MESSAGES.resendSent };
    },
  });

  r.route({
    ...routeOf(endpoints.accounts.login, { rateLimitMessage: ACCOUNT_MESSAGES.rateLimited }),
    // The address's limit first (the hook); then the account's back-off, or the owner's known device's.
    schema: { summary: "Sign in", body: loginSchema, response: { 200: publicUserSchema, ...errorResponses } },
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

  r.route({
    ...routeOf(endpoints.accounts.logout),
    schema: { summary: "Sign out (ends this session)", response: { 200: messageSchema } },
    handler: async (request, reply) => {
      await accounts.logout(requestContext(request));
      clearSessionCookie(reply);
      return { message: "You have been logged out successfully." };
    },
  });

  r.route({
    ...routeOf(endpoints.accounts.timezone),
    schema: {
      summary: "Set the user's IANA time zone",
      body: timezoneSchema,
      response: { 200: publicUserSchema, 400: messageSchema },
    },
    handler: async (request) => accounts.updateTimezone(userContext(request), request.body),
  });

  r.route({
    ...routeOf(endpoints.accounts.profile),
    schema: {
      summary: "Update the profile (a new e-mail waits for verification)",
      body: profileSchema,
      response: { 200: publicUserSchema, ...errorResponses },
    },
    handler: async (request) => accounts.updateProfile(userContext(request), request.body),
  });

  r.route({
    ...routeOf(endpoints.accounts.password),
    schema: {
      summary: "Change the password; other sessions end",
      body: passwordChangeSchema,
      response: { 200: messageSchema, ...errorResponses },
    },
    handler: async (request) => {
      await accounts.changePassword(userContext(request), request.body);
      return { message: "Your password has been updated. Other devices have been signed out." };
    },
  });

  r.route({
    ...routeOf(endpoints.accounts.deleteAccount),
    schema: {
      summary: "Delete the account and all its data",
      response: { 200: messageSchema, 401: messageSchema, 403: messageSchema },
    },
    handler: async (request, reply) => {
      await accounts.deleteAccount(userContext(request));
      clearSessionCookie(reply);
      return { message: "Your account and all its data have been deleted." };
    },
  });

  r.route({
    ...routeOf(endpoints.accounts.exportData),
    schema: { summary: "Download all of the user's data as JSON (GDPR)" },
    handler: async (request, reply) => {
      const data = await accounts.exportUserData(userContext(request));
      return reply.header("content-disposition", 'attachment; filename="zero-fluff-my-data.json"').send(data);
    },
  });

  r.route({
    ...routeOf(endpoints.accounts.forgotPassword, { rateLimitMessage: ACCOUNT_MESSAGES.rateLimited }),
    schema: {
      summary: "Send a password reset link",
      body: emailOnlySchema,
      response: { 200: messageSchema, ...errorResponses },
    },
    handler: async (request) => {
      await accounts.requestAccountMail(requestContext(request), {
        purpose: "reset-password",
        email: request.body.email,
      });
      return { message: ACCOUNT_MESSAGES.forgotSent };
    },
  });

  r.route({
    ...routeOf(endpoints.accounts.resetPassword, { rateLimitMessage: ACCOUNT_MESSAGES.rateLimited }),
    schema: {
      summary: "Set a new password from a reset link",
      body: resetPasswordSchema,
      response: { 200: messageSchema, ...errorResponses },
    },
    handler: async (request) => {
      await accounts.resetPassword(requestContext(request), request.body);
      return { message: ACCOUNT_MESSAGES.resetDone };
    },
  });
}
