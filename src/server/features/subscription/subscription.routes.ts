import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { endpoints } from "#contracts/endpoints";
import {
  billingPortalResponseSchema,
  cardDeclinedSchema,
  cardPaymentBodySchema,
  cardPaymentResponseSchema,
  checkoutErrorSchema,
  checkoutParamsSchema,
  checkoutSessionResponseSchema,
  checkoutSummarySchema,
  subscriptionSchema,
} from "#contracts/payments";
import { messageSchema } from "#contracts/user";
import type { AppContext } from "#server/app-context";
import { serve } from "#server/platform/endpoint-route";
import { BILLING_PERIOD_END_JOB } from "#server/platform/payments/subscription-state";
import { requestContext, systemContext, userContext } from "#server/platform/request-context";
import { getCheckout, payCheckout } from "./checkout.service.ts";
import { handleStripeWebhook } from "./stripe-webhook.service.ts";
import {
  cancelSubscription,
  createCheckoutSession,
  getSubscription,
  openBillingPortal,
  resumeSubscription,
  settleBillingPeriod,
} from "./subscription.service.ts";

/** Provider failures answer `{ message, error }`: the checkout screens show `error`. */
const providerErrors = { 502: checkoutErrorSchema, 504: checkoutErrorSchema };

/**
 * Plans and payments: checkout (Stripe or built-in), the member's subscription (status, cancel,
 * resume, billing portal), the built-in checkout page's calls and Stripe's webhook.
 */
export function subscriptionRoutes(app: FastifyInstance, ctx: AppContext) {
  ctx.jobs.handle(BILLING_PERIOD_END_JOB, (payload) => settleBillingPeriod(systemContext(ctx), payload));
  serve(app, endpoints.subscription.createCheckout, {
    summary: "Start a Premium checkout (Stripe or the built-in page); one live session per member",
    response: { 200: checkoutSessionResponseSchema, 409: checkoutErrorSchema, ...providerErrors },
    handler: async (request) => createCheckoutSession(userContext(request)),
  });

  serve(app, endpoints.subscription.status, {
    summary: "The member's plan, its dates, what can be done with it, and their payments",
    response: { 200: subscriptionSchema },
    handler: async (request) => getSubscription(userContext(request)),
  });

  serve(app, endpoints.subscription.cancel, {
    summary: "Cancel at the end of the paid period (Premium stays until then)",
    response: { 200: messageSchema, ...providerErrors },
    handler: async (request) => cancelSubscription(userContext(request)),
  });

  serve(app, endpoints.subscription.resume, {
    summary: "Take a cancellation back before the end date",
    response: { 200: messageSchema, ...providerErrors },
    handler: async (request) => resumeSubscription(userContext(request)),
  });

  serve(app, endpoints.subscription.billingPortal, {
    summary: "A link to Stripe's customer portal (Stripe mode only)",
    response: { 200: billingPortalResponseSchema, ...providerErrors },
    handler: async (request) => openBillingPortal(userContext(request)),
  });

  serve(app, endpoints.subscription.checkout, {
    summary: "The built-in checkout's order summary",
    params: checkoutParamsSchema,
    response: { 200: checkoutSummarySchema },
    handler: async (request) => getCheckout(userContext(request), request.params),
  });

  serve(app, endpoints.subscription.pay, {
    summary: "Pay the built-in checkout with one of Stripe's test cards",
    params: checkoutParamsSchema,
    body: cardPaymentBodySchema,
    response: { 200: cardPaymentResponseSchema, 402: cardDeclinedSchema },
    handler: async (request) => payCheckout(userContext(request), { ...request.params, ...request.body }),
  });

  // Stripe signs the exact bytes it sent, so this route alone reads its body raw, whatever the type.
  app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
    serve(raw, endpoints.subscription.stripeWebhook, {
      summary: "Stripe's webhook (signed; each event applied once)",
      response: { 200: z.object({ received: z.literal(true) }) },
      handler: async (request) => {
        const signature = request.headers["stripe-signature"];
        return handleStripeWebhook(requestContext(request), {
          rawBody: request.body,
          signature: typeof signature === "string" ? signature : undefined,
        });
      },
    });
  });
}
