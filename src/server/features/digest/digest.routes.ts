import type { FastifyInstance, FastifyReply } from "fastify";
import {
  DIGEST_MESSAGES,
  preferencesPatchSchema,
  preferencesSchema,
  unsubscribeQuerySchema,
} from "#contracts/digest";
import { endpoints, href } from "#contracts/endpoints";
import { messageSchema, publicUserSchema } from "#contracts/user";
import type { AppContext } from "#server/app-context";
import { serve } from "#server/platform/endpoint-route";
import { escapeHtml } from "#server/platform/mail-layout";
import { requestContext, userContext } from "#server/platform/request-context";
import * as digest from "./digest.service.ts";

/** Answers with the small page a person sees who opens the unsubscribe link in a browser. */
function sendPage(reply: FastifyReply, title: string, body: string): FastifyReply {
  return reply
    .type("text/html; charset=utf-8")
    .send(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="dark light">
<title>${escapeHtml(title)} · Zero Fluff, All Astrology</title></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}<p><a href="/settings">Settings</a></p></main></body></html>`);
}

/**
 * The morning digest (issue 30 §1) and the reading preferences of Settings (§4): time zone, digest
 * opt-in and hour, default voice; the preview; and the unsubscribe link, which works without
 * signing in (its signed token is the authority).
 */
export function digestRoutes(app: FastifyInstance, ctx: AppContext) {
  ctx.jobs.handle(digest.DIGEST_TICK_JOB, async () => void (await digest.runDigestTick(ctx)), {
    forgetWhenFinished: true,
  });
  ctx.jobs.handle(digest.DIGEST_SEND_JOB, async (payload) => void (await digest.sendDigest(ctx, payload)), {
    forgetWhenFinished: true,
  });
  ctx.jobs.every(digest.DIGEST_TICK_JOB, digest.DIGEST_TICK_MS);

  serve(app, endpoints.digest.preferences, {
    summary: "The reading preferences: time zone, morning digest and its hour, default voice",
    response: { 200: preferencesSchema },
    handler: async (request) => digest.getPreferences(userContext(request)),
  });

  serve(app, endpoints.digest.updatePreferences, {
    summary: "Change some reading preferences; answers the updated user",
    body: preferencesPatchSchema,
    response: { 200: publicUserSchema },
    handler: async (request) => digest.updatePreferences(userContext(request), request.body),
  });

  serve(app, endpoints.digest.preview, {
    summary: "Send today's digest to the signed-in user now (a preview; the scheduled one still comes)",
    rateLimitMessage: DIGEST_MESSAGES.rateLimited,
    response: { 200: messageSchema },
    handler: async (request) => digest.sendPreview(userContext(request)),
  });

  // The unsubscribe URL: a GET shows a page with the button, a POST (the button, or a mail
  // provider's one-click, form-encoded) turns the digest off. In its own scope, so only these
  // routes read form bodies; the CSRF check exempts the path (platform/csrf.ts).
  app.register(async (scope) => {
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 1024 },
      (_request, body, done) => done(null, { form: String(body) }),
    );
    // Both read the link's token; a bad one is the API's JSON 400 or 404.
    serve(scope, endpoints.digest.unsubscribePage, {
      summary: "The unsubscribe page of the digest (text/html): offers the one-click button",
      querystring: unsubscribeQuerySchema,
      handler: async (request, reply) => {
        // An invalid link answers the API's JSON 404 like every /api error: it is never in our mails.
        digest.checkUnsubscribeToken(requestContext(request), request.query);
        const action = href(endpoints.digest.unsubscribe, undefined, { token: request.query.token });
        return sendPage(
          reply,
          "Stop the morning digest?",
          `<p>One click and no more morning digests come to this address. Nothing else about your account changes.</p>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>`,
        );
      },
    });
    serve(scope, endpoints.digest.unsubscribe, {
      summary: "One-click unsubscribe (RFC 8058): turns the digest off; answers a short text/html page",
      querystring: unsubscribeQuerySchema,
      handler: async (request, reply) => {
        await digest.unsubscribe(requestContext(request), request.query);
        return sendPage(
          reply,
          "You are unsubscribed",
          "<p>No more morning digests come to this address. You can turn them on again in Settings.</p>",
        );
      },
    });
  });
}
