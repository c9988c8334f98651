import { z } from "zod";
import { endpoints } from "./endpoints.ts";

/**
 * Daily Dose of Zero: POST /api/cosmic-quote (today's fact and call to action) and
 * GET /api/quote-image (the 9:16 card of it, light or dark). Premium and pro.
 */

export const DAILY_DOSE_LIMITS = {
  /** Longest fact a card takes (characters). */
  astroFactMaxChars: 280,
  /** Longest call to action a card takes (characters). */
  callToActionMaxChars: 140,
  /** Doses one member may generate per hour. */
  dosesPerHour: 30,
} as const;

/** The card: an Instagram or TikTok story, 9:16. */
export const QUOTE_IMAGE_SIZE = { width: 1080, height: 1920 } as const;

const QUOTE_TEMPLATES = ["classic"] as const;
export type QuoteTemplate = (typeof QUOTE_TEMPLATES)[number];

export const QUOTE_THEMES = ["light", "dark"] as const;
export type QuoteTheme = (typeof QUOTE_THEMES)[number];

export const DAILY_DOSE_MESSAGES = {
  premium:
    "Daily Dose of Zero is a Premium feature. Upgrade to get today's real sky as one blunt fact, a call to action and two cards ready for your story.",
  rateLimited: `That is ${DAILY_DOSE_LIMITS.dosesPerHour} doses in an hour. The sky has not changed that much; try again later.`,
  imagesRateLimited: "That is a lot of images for one hour. Save the ones you have and try again later.",
  failed: "Failed to generate Daily Dose of Zero",
  astroFactRequired: "The fact for the image is missing.",
  astroFactTooLong: `The fact can be at most ${DAILY_DOSE_LIMITS.astroFactMaxChars} characters.`,
  callToActionRequired: "The call to action for the image is missing.",
  callToActionTooLong: `The call to action can be at most ${DAILY_DOSE_LIMITS.callToActionMaxChars} characters.`,
  unknownTemplate: `Unknown template. Use one of: ${QUOTE_TEMPLATES.join(", ")}.`,
  unknownTheme: `Unknown theme. Use one of: ${QUOTE_THEMES.join(", ")}.`,
  busy: "Lots of cards are being made right now. Try again in a moment.",
} as const;

export const dailyDoseSchema = z.object({
  astroFact: z.string(),
  callToAction: z.string(),
  /** The sky facts the dose rests on ("Why this?"). */
  basis: z.array(z.looseObject({ kind: z.string() })),
});
export type DailyDoseResult = z.infer<typeof dailyDoseSchema>;

export const quoteImageQuerySchema = z.object({
  astroFact: z
    .string({ message: DAILY_DOSE_MESSAGES.astroFactRequired })
    .trim()
    .min(1, DAILY_DOSE_MESSAGES.astroFactRequired)
    .max(DAILY_DOSE_LIMITS.astroFactMaxChars, DAILY_DOSE_MESSAGES.astroFactTooLong),
  callToAction: z
    .string({ message: DAILY_DOSE_MESSAGES.callToActionRequired })
    .trim()
    .min(1, DAILY_DOSE_MESSAGES.callToActionRequired)
    .max(DAILY_DOSE_LIMITS.callToActionMaxChars, DAILY_DOSE_MESSAGES.callToActionTooLong),
  template: z.enum(QUOTE_TEMPLATES, { message: DAILY_DOSE_MESSAGES.unknownTemplate }).default("classic"),
  theme: z.enum(QUOTE_THEMES, { message: DAILY_DOSE_MESSAGES.unknownTheme }),
});
export type QuoteImageQuery = z.input<typeof quoteImageQuerySchema>;

/** The image URL the page loads (both themes at once). */
export function quoteImagePath(query: Required<QuoteImageQuery>): string {
  const params = new URLSearchParams({
    astroFact: query.astroFact,
    callToAction: query.callToAction,
    template: query.template,
    theme: query.theme,
  });
  return `${endpoints.dailyDose.image.path}?${params.toString()}`;
}

/** File names of the downloads. */
export const QUOTE_IMAGE_FILE: Readonly<Record<QuoteTheme, string>> = {
  light: "daily-dose-of-zero-light.png",
  dark: "daily-dose-of-zero-dark.png",
};
