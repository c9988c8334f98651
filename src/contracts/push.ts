import { z } from "zod";

/** Web push calls (issue 30 §2, docs/decisions/035-web-push.md). */

/** GET /api/push/key: the VAPID public key a browser subscribes with (applicationServerKey). */
export const pushKeySchema = z.object({ publicKey: z.string() });
export type PushKey = z.infer<typeof pushKeySchema>;

/**
 * A browser's PushSubscription as `toJSON()` gives it. The keys are what RFC 8291 encrypts to: an
 * uncompressed P-256 point (65 bytes, first byte 4, so base64url starts with "B") and a 16-byte
 * auth secret, both base64url.
 */
const pushSubscriptionSchema = z.object({
  endpoint: z
    .url({ protocol: /^https$/, message: "endpoint must be an https:// URL" })
    .max(1024, "endpoint must be at most 1024 characters"),
  keys: z.object({
    p256dh: z
      .string()
      .regex(/^B[A-Za-z0-9_-]{86}=?$/, "keys.p256dh must be an uncompressed P-256 public key in base64url"),
    auth: z.string().regex(/^[A-Za-z0-9_-]{22}(==)?$/, "keys.auth must be a 16-byte secret in base64url"),
  }),
});

/** PUT /api/push/subscription: this device's subscription and the kinds the user wants. */
export const savePushSubscriptionSchema = z.object({
  subscription: pushSubscriptionSchema,
  pushToday: z.boolean(),
  pushExact: z.boolean(),
});
export type SavePushSubscription = z.infer<typeof savePushSubscriptionSchema>;

/** DELETE /api/push/subscription: forget this device. */
export const removePushSubscriptionSchema = z.object({ endpoint: z.string().min(1).max(1024) });
export type RemovePushSubscription = z.infer<typeof removePushSubscriptionSchema>;

/** PATCH /api/push/settings: turn kinds on or off (for every device). */
export const pushKindsSchema = z
  .object({ pushToday: z.boolean().optional(), pushExact: z.boolean().optional() })
  .refine((body) => body.pushToday !== undefined || body.pushExact !== undefined, {
    message: "Send pushToday, pushExact or both.",
  });
export type PushKinds = z.infer<typeof pushKindsSchema>;

/** What Settings shows. */
export const pushSettingsSchema = z.object({
  pushToday: z.boolean(),
  /** As chosen; it only sends while the account is premium (`exactActive`). */
  pushExact: z.boolean(),
  exactActive: z.boolean(),
  /** How many browsers or devices receive the pushes. */
  devices: z.number().int(),
  /** Local hour (0–23, in the account's time zone) of the daily one; the digest hour. */
  hour: z.number().int(),
  timezone: z.string(),
});
export type PushSettings = z.infer<typeof pushSettingsSchema>;

export const PUSH_MESSAGES = {
  privateEndpoint: "This push address cannot be used. Subscribe from a browser's push service.",
} as const;
