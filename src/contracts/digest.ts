import { z } from "zod";
import { isIanaZone } from "./auth.ts";

/**
 * The morning digest and the reading preferences (issue 30 §1, §4): time zone, digest opt-in and
 * hour, default voice. The Settings form and the server validate with this one schema, so both
 * show the same sentence.
 */

export const DIGEST_MESSAGES = {
  timezone: "Time zone must be a valid IANA time zone, e.g. Europe/Brussels",
  hour: "The digest hour must be a whole hour from 0 to 23",
  flag: (name: string) => `${name} must be true or false`,
  unverified: "Verify your e-mail address first: the digest only goes to a confirmed address.",
  previewSent: "Today's digest is on its way to your inbox.",
  premiumVoice: "The roast voice is a Premium feature. Upgrade to make it your default.",
  rateLimited: "That is enough previews for now. Try again in an hour.",
} as const;

/** How long after its hour a digest may still go out; later, it is skipped for that day. */
export const DIGEST_LATE_AFTER_MS = 3 * 60 * 60_000;

export const preferencesSchema = z.object({
  timezone: z
    .string({ message: DIGEST_MESSAGES.timezone })
    .max(64, DIGEST_MESSAGES.timezone)
    .refine(isIanaZone, DIGEST_MESSAGES.timezone)
    .nullable(),
  digestEnabled: z.boolean({ message: DIGEST_MESSAGES.flag("digestEnabled") }),
  digestHour: z
    .number({ message: DIGEST_MESSAGES.hour })
    .int(DIGEST_MESSAGES.hour)
    .min(0, DIGEST_MESSAGES.hour)
    .max(23, DIGEST_MESSAGES.hour),
  defaultRoast: z.boolean({ message: DIGEST_MESSAGES.flag("defaultRoast") }),
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** A change of some preferences; what is left out stays as it is. */
export const preferencesPatchSchema = preferencesSchema
  .partial()
  .refine((value) => Object.keys(value).length > 0, { message: "Nothing to change" });
export type PreferencesPatch = z.infer<typeof preferencesPatchSchema>;

/** The signed unsubscribe token in the digest's links (query `token`). */
export const unsubscribeQuerySchema = z.object({
  token: z.string({ message: "The unsubscribe link is invalid" }).min(10).max(200),
});
