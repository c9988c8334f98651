import { z } from "zod";
import { isCalendarDate } from "./birth-chart.ts";
import { SIGNS, THROWBACK_EARLIEST_DATE } from "./constants.ts";

/**
 * The Visual Generator: social-media posts and stories for the accounts in VISUALS_ADMIN_EMAILS.
 * Every tool answers previews `{ dataUrl, sign | id }`; the Roasty Daily Quotes also come as one zip.
 */

/** Instagram's portrait post and its story; each tool makes one of them. */
export const VISUAL_FORMATS = {
  post: { width: 1080, height: 1350, label: "Instagram post · 1080×1350" },
  story: { width: 1080, height: 1920, label: "Instagram story · 1080×1920" },
} as const;
export type VisualFormat = keyof typeof VISUAL_FORMATS;

export const VISUAL_TOOLS = {
  roastyQuotes: "post",
  uspCarousel: "post",
  compatibility: "post",
  throwback: "story",
  oracle: "story",
  comparison: "post",
  personality: "story",
} as const satisfies Record<string, VisualFormat>;

const VISUAL_THEMES = ["dark", "light"] as const;
export type VisualTheme = (typeof VISUAL_THEMES)[number];

/** Roasty Daily Quote Generator: one visual per sign. */
export const ROASTY_QUOTE_COUNT = 12;

export const VISUAL_MESSAGES = {
  uspRequired: "Please select at least one USP",
  signsRequired: "Please choose both signs",
  dateRequired: "Please select a date",
  dateRange: `Please choose a date between ${THROWBACK_EARLIEST_DATE} and today`,
  questionRequired: "Please enter the question",
  answerRequired: "Please enter the answer",
  textRequired: "Please enter the text to compare",
  personalityRequired: "Enter a user ID, or all three of sun, moon and rising",
  userNotFound: "No user with that ID.",
  noBirthChart: "That user has no birth chart yet, so there is no Sun, Moon and rising to show.",
  busy: "The image renderer is busy. Please try again in a few seconds.",
} as const;

/** The failure toasts of the Visual Generator, word for word. */
export const VISUAL_TOASTS = {
  roastyQuotes: "Failed to generate roasty quotes",
  roastyDownload: "Failed to download roasty quotes",
  uspCarousel: "Failed to generate USP carousel",
  compatibility: "Failed to generate compatibility visual",
  throwback: "Failed to generate throwback visual",
  oracle: "Failed to generate oracle visual",
  comparison: "Failed to generate comparison visual",
  personality: "Failed to generate personality visual",
  carouselDownload: "Failed to download carousel images",
  noImages: "No Images",
} as const;

/** What the product stands for, one slide each; written by us. `glyph` is drawn by the card fonts. */
export const USP_OPTIONS = [
  {
    id: "real-sky",
    glyph: "☉",
    title: "Real planetary positions",
    body: "Every reading starts from where the planets actually are, computed to the arc second. No vibes-based guessing.",
  },
  {
    id: "roast-mode",
    glyph: "♂",
    title: "Roast mode",
    body: "Flip one switch and your horoscope stops being polite. Blunt about your habits, never mean about who you are.",
  },
  {
    id: "why-this",
    glyph: "☿",
    title: "Every reading shows its work",
    body: "Tap “Why this?” and see the exact transits and placements behind the text. Check us.",
  },
  {
    id: "transit-radar",
    glyph: "♄",
    title: "Transits to the minute",
    body: "Transit Radar shows what is coming for your chart, with exact times, up to 60 days ahead.",
  },
  {
    id: "compatibility",
    glyph: "♀",
    title: "Compatibility from both charts",
    body: "Love, lust, friendship and work, scored from two full birth charts, not just two Sun signs.",
  },
  {
    id: "oracle",
    glyph: "☽",
    title: "Ask the Oracle",
    body: "One straight question a day, one straight answer read from your own chart.",
  },
  {
    id: "throwback",
    glyph: "♃",
    title: "Throwback horoscopes",
    body: "What did the sky say on your first day at school? Look up any date since 1900.",
  },
  {
    id: "zero-fluff",
    glyph: "✦",
    title: "Zero fluff",
    body: "No crystals to buy, no “the universe has a plan”. The sky, what it means for you, and what to do about it.",
  },
  {
    id: "free-start",
    glyph: "♃",
    title: "Free to start",
    body: "Birth chart, daily horoscope and a 7-day forecast cost nothing. Premium is €8.99 a month, cancel anytime.",
  },
] as const;
export type UspId = (typeof USP_OPTIONS)[number]["id"];
const USP_IDS = USP_OPTIONS.map((u) => u.id) as [UspId, ...UspId[]];

const theme = z.enum(VISUAL_THEMES, { message: "theme must be dark or light" }).default("dark");
const sign = z.enum(SIGNS, { message: VISUAL_MESSAGES.signsRequired });

/** A text the generator prints: trimmed, required, and at most `max` characters of `what`. */
function requiredText(requiredMessage: string, max: number, what: string) {
  return z
    .string({ message: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(max, `Keep the ${what} under ${max} characters`);
}

/** POST /api/admin/visuals/roasty-quotes and …/download: no body needed; a theme may be chosen. */
export const roastyQuotesBodySchema = z.object({ theme }).nullish();

export const uspCarouselBodySchema = z.object({
  selections: z
    .array(z.enum(USP_IDS, { message: "Unknown USP" }), { message: VISUAL_MESSAGES.uspRequired })
    .min(1, VISUAL_MESSAGES.uspRequired)
    .max(USP_OPTIONS.length, "Each USP once"),
  theme,
});

export const compatibilityVisualBodySchema = z.object({ sign1: sign, sign2: sign, theme });

/** A date from 1900-01-01; "not after today" is checked on the server, against its clock. */
export const throwbackVisualBodySchema = z.object({
  date: z
    .string({ message: VISUAL_MESSAGES.dateRequired })
    .min(1, VISUAL_MESSAGES.dateRequired)
    .refine(isCalendarDate, VISUAL_MESSAGES.dateRange)
    .refine((value) => value >= THROWBACK_EARLIEST_DATE, VISUAL_MESSAGES.dateRange),
  theme,
});

export const oracleVisualBodySchema = z.object({
  question: requiredText(VISUAL_MESSAGES.questionRequired, 300, "question"),
  answer: requiredText(VISUAL_MESSAGES.answerRequired, 600, "answer"),
  theme,
});

export const comparisonVisualBodySchema = z.object({
  text: requiredText(VISUAL_MESSAGES.textRequired, 120, "topic"),
  theme,
});

const optionalSign = z.preprocess((value) => (value === "" ? undefined : value), z.enum(SIGNS).nullish());

export const personalityVisualBodySchema = z
  .object({
    userId: z.preprocess(
      (value) => (value === "" ? undefined : value),
      z.coerce
        .number({ message: "The user ID must be a number" })
        .int("The user ID must be a whole number")
        .positive("The user ID must be positive")
        .max(2_147_483_647, "The user ID is too large")
        .nullish(),
    ),
    sun: optionalSign,
    moon: optionalSign,
    rising: optionalSign,
    theme,
  })
  .refine((body) => body.userId != null || (body.sun && body.moon && body.rising), {
    message: VISUAL_MESSAGES.personalityRequired,
    path: ["userId"],
  });

const visualPreviewSchema = z.object({
  /** The PNG, base64 in a data URL. */
  dataUrl: z.string(),
  /** The sign of a Roasty Daily Quote. */
  sign: z.enum(SIGNS).optional(),
  /** What the other visuals are ("usp-real-sky", "compatibility-aries-libra", …). */
  id: z.string().optional(),
  fileName: z.string(),
  /** The visual's text, for screen readers and captions. */
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type VisualPreview = z.infer<typeof visualPreviewSchema>;

export const visualPreviewsSchema = z.object({ previews: z.array(visualPreviewSchema) });
export const visualPreviewResponseSchema = z.object({ preview: visualPreviewSchema });

/** GET /api/admin/visuals/access: answers only to the visuals admins (the page asks before it shows). */
export const visualsAccessSchema = z.object({ visualsAdmin: z.literal(true) });
