import { z } from "zod";
import { TRANSIT_RANGE_OPTIONS_DAYS } from "./constants.ts";
import { dateField } from "./dates.ts";

/** Transit Radar calls (docs/product.md §7.1, §7.3, §7.6). */

export const TRANSIT_STATUSES = ["pending", "processing", "done"] as const;
export const TRANSIT_IMPACTS = ["high", "medium", "low"] as const;
export const TRANSIT_CATEGORIES = ["love", "career", "general", "wellness"] as const;

const transitSchema = z.object({
  id: z.number().int(),
  /** Whether the description has been written yet. */
  status: z.enum(TRANSIT_STATUSES),
  /** When the transit comes within the 3° orb (ISO UTC). */
  date: z.string(),
  /** When the aspect is exact (ISO UTC, to the minute); null for a pass that comes close but never perfects. */
  exactDate: z.string().nullable(),
  /** When it leaves the orb (ISO UTC). */
  endDate: z.string(),
  transitingPlanet: z.object({ name: z.string() }),
  natalPlanet: z.object({ name: z.string() }),
  aspectType: z.string(),
  impact: z.enum(TRANSIT_IMPACTS),
  category: z.enum(TRANSIT_CATEGORIES),
  /** The orb now while the transit is in orb; otherwise the closest it gets, degrees. */
  orb: z.number(),
  /**
   * Where the pass stands at the moment of the request, in the user's zone (ADR 032): the same
   * phase the Oracle and "Why this?" state. Optional so an answer cached before it existed still reads.
   */
  phase: z.enum(["applying", "exact-today", "separating", "over"]).optional(),
  /** Null until the description is written (status "done"). */
  description: z.string().nullable(),
  metadata: z.object({
    category: z.enum(TRANSIT_CATEGORIES),
    retrograde: z.boolean(),
    /** 1-based pass number and pass count when a retrograde loop makes the aspect exact more than once. */
    pass: z.number().int(),
    passCount: z.number().int(),
  }),
});
export type Transit = z.infer<typeof transitSchema>;

const rangeDays = z.coerce
  .number({ message: `days must be one of ${TRANSIT_RANGE_OPTIONS_DAYS.join(", ")}` })
  .refine((value) => (TRANSIT_RANGE_OPTIONS_DAYS as readonly number[]).includes(value), {
    message: `days must be one of ${TRANSIT_RANGE_OPTIONS_DAYS.join(", ")}`,
  });

/** GET /api/transits?days=7 (range view) or ?date=YYYY-MM-DD (single day, the user's local day). */
export const transitsQuerySchema = z.object({
  days: rangeDays.default(7),
  date: dateField({ label: "date", invalidMessage: "date must be a date (YYYY-MM-DD)" }).optional(),
});
export type TransitsQuery = z.infer<typeof transitsQuerySchema>;

const transitLimitsSchema = z.object({
  /** True on the free plan: 7 days and at most `maxTransits` shown. */
  isRestricted: z.boolean(),
  maxDays: z.number().int(),
  maxTransits: z.number().int().nullable(),
  /** Transits in the window that the plan does not show. */
  hiddenCount: z.number().int(),
});

export const transitsResponseSchema = z.object({
  transits: z.array(transitSchema),
  limits: transitLimitsSchema,
  /** The forecast window (ISO UTC), from the start of the user's local day. */
  range: z.object({ start: z.string(), end: z.string(), days: z.number().int() }),
  /** Whether this user may clear transit caches (the one admin of TRANSIT_CACHE_ADMIN_EMAIL). */
  canClearCache: z.boolean(),
});
export type TransitsResponse = z.infer<typeof transitsResponseSchema>;

/** POST /api/transits/generate: `date` (ISO) starts the window; empty = the user's today. */
export const generateTransitsSchema = z.object({
  date: dateField({
    label: "date",
    allowInstant: true,
    invalidMessage: "date must be an ISO date or date-time",
  }).optional(),
  days: rangeDays.optional(),
});

export const generateTransitsResponseSchema = z.object({
  /** True when every transit of the window had already been calculated. */
  cached: z.boolean(),
  transits: z.array(transitSchema),
  message: z.string(),
});
export type GenerateTransitsResponse = z.infer<typeof generateTransitsResponseSchema>;

export const transitStatusSchema = z.object({ status: z.enum(TRANSIT_STATUSES) });

export const TRANSIT_MESSAGES = {
  premiumRange: "Extended transit forecasts are only available with Premium subscription.",
  noBirthData: "Unable to load transit data. Please ensure you have a complete birth chart.",
  noneFound: "No active transits within the 3° orb for the selected date.",
  cached: "Your transits for this period were already calculated.",
  calculated: (count: number) => `Found ${count} active transits. Generating interpretations...`,
  notFound: "Transit not found.",
  cacheCleared: "Transit cache cleared.",
} as const;
