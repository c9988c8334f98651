import type { FastifyInstance } from "fastify";
import { endpoints } from "#contracts/endpoints";
import {
  pushKeySchema,
  pushKindsSchema,
  pushSettingsSchema,
  removePushSubscriptionSchema,
  savePushSubscriptionSchema,
} from "#contracts/push";
import type { AppContext } from "#server/app-context";
import { serve } from "#server/platform/endpoint-route";
import { requestContext, userContext } from "#server/platform/request-context";
import {
  PUSH_TICK_JOB,
  pushKey,
  pushSettings,
  pushTickJob,
  removePushSubscription,
  savePushSubscription,
  scheduleNextPushTick,
  setPushKinds,
} from "./push.service.ts";

/** Web push (issue 30 §2): the VAPID key, this browser's subscription, the kinds; and the tick job. */
export function pushRoutes(app: FastifyInstance, ctx: AppContext) {
  // The job's row is removed once it ran: the schedule keeps one or two rows, not one per tick.
  ctx.jobs.handle(PUSH_TICK_JOB, () => pushTickJob(ctx), { forgetWhenFinished: true });
  // The schedule starts when a server listens (main.ts), never in tests that only inject: a
  // restart queues the next tick again, which revives a schedule a crash may have ended.
  app.addHook("onListen", async () => {
    await scheduleNextPushTick(ctx).catch((error: unknown) =>
      ctx.log.error({ err: error }, "could not schedule the push tick"),
    );
  });
  serve(app, endpoints.push.key, {
    summary: "The VAPID public key a browser subscribes to pushes with",
    response: { 200: pushKeySchema },
    handler: async (request) => pushKey(requestContext(request)),
  });

  serve(app, endpoints.push.settings, {
    summary: "The push kinds chosen, whether the exact-transit one is active, and the devices subscribed",
    response: { 200: pushSettingsSchema },
    handler: async (request) => pushSettings(userContext(request)),
  });

  serve(app, endpoints.push.subscribe, {
    summary: "Save (or replace) this browser's push subscription with the kinds wanted",
    body: savePushSubscriptionSchema,
    response: { 200: pushSettingsSchema },
    handler: async (request) => savePushSubscription(userContext(request), request.body),
  });

  serve(app, endpoints.push.unsubscribe, {
    summary: "Remove this browser's push subscription",
    body: removePushSubscriptionSchema,
    response: { 200: pushSettingsSchema },
    handler: async (request) => removePushSubscription(userContext(request), request.body),
  });

  serve(app, endpoints.push.updateSettings, {
    summary: "Turn push kinds on or off (every device)",
    body: pushKindsSchema,
    response: { 200: pushSettingsSchema },
    handler: async (request) => setPushKinds(userContext(request), request.body),
  });
}
