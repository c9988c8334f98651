import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
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
import { routeOf } from "#server/platform/endpoint-route";
import { messageErrors } from "#server/platform/error-responses";
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

const errors = messageErrors(400, 401, 404, 409);
/** Provider failures answer `{ message, error }`: the checkout screens show `error`. */
const providerErrors = { 502: checkoutErrorSchema, 503: messageSchema, 504: checkoutErrorSchema };

/**
 * Plans and payments: checkout (Stripe or built-in), the member's subscription (status, cancel,
 * resume, billing portal), the built-in checkout page's calls and Stripe's webhook.
 */
export function subscriptionRoutes(app: FastifyInstance, ctx: AppContext) {
  ctx.jobs.handle(BILLING_PERIOD_END_JOB, (payload) => settleBillingPeriod(systemContext(ctx), payload));
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...routeOf(endpoints.subscription.createCheckout),
    schema: {
      summary: "Start a Premium checkout (Stripe or the built-in page); one live session per member",
      response: {
        200: checkoutSessionResponseSchema,
        ...errors,
        409: checkoutErrorSchema,
        ...providerErrors,
      },
    },
    handler: async (request) => createCheckoutSession(userContext(request)),
  });

  r.route({
    ...routeOf(endpoints.subscription.status),
    schema: {
      summary: "The member's plan, its dates, what can be done with it, and their payments",
      response: { 200: subscriptionSchema, ...errors },
    },
    handler: async (request) => getSubscription(userContext(request)),
  });

  r.route({
    ...routeOf(endpoints.subscription.cancel),
    schema: {
      summary: "Cancel at the end of the paid period (Premium stays until then)",
      response: { 200: messageSchema, ...errors, ...providerErrors },
    },
    handler: async (request) => cancelSubscription(userContext(request)),
  });

  r.route({
    ...routeOf(endpoints.subscription.resume),
    schema: {
      summary: "Take a cancellation back before the end date",
      response: { 200: messageSchema, ...errors, ...providerErrors },
    },
    handler: async (request) => resumeSubscription(userContext(request)),
  });

  r.route({
    ...routeOf(endpoints.subscription.billingPortal),
    schema: {
      summary: "A link to Stripe's customer portal (Stripe mode only)",
      response: { 200: billingPortalResponseSchema, ...errors, ...providerErrors },
    },
    handler: async (request) => openBillingPortal(userContext(request)),
  });

  r.route({
    ...routeOf(endpoints.subscription.checkout),
    schema: {
      summary: "The built-in checkout's order summary",
      params: checkoutParamsSchema,
      response: { 200: checkoutSummarySchema, ...errors },
    },
    handler: async (request) => getCheckout(userContext(request), request.params),
  });

  r.route({
    ...routeOf(endpoints.subscription.pay),
    schema: {
      summary: "Pay the built-in checkout with one of Stripe's test cards",
      params: checkoutParamsSchema,
      body: cardPaymentBodySchema,
      response: { 200: cardPaymentResponseSchema, ...errors, 402: cardDeclinedSchema, 410: messageSchema },
    },
    handler: async (request) => payCheckout(userContext(request), { ...request.params, ...request.body }),
  });

  // Stripe signs the exact bytes it sent, so this route alone reads its body raw, whatever the type.
  app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
    raw.withTypeProvider<ZodTypeProvider>().route({
      ...routeOf(endpoints.subscription.stripeWebhook),
      schema: {
        summary: "Stripe's webhook (signed; each event applied once)",
        response: {
          200: z.object({ received: z.literal(true) }),
          400: messageSchema,
          404: messageSchema,
          503: messageSchema,
        },
      },
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
