import { z } from "zod";
import { THROWBACK_EARLIEST_DATE } from "./constants.ts";
import { dateField } from "./dates.ts";

/** Today page calls: the daily horoscope, the cosmic to-do list and Throwback (docs/product.md §5.6, §14.6). */

/** A `roastMode` query flag (query strings carry text): roast is premium, absent means normal. */
export const booleanFlag = z
  .enum(["true", "false"], { message: "roastMode must be true or false" })
  .default("false")
  .transform((value) => value === "true");

export const horoscopeQuerySchema = z.object({ roastMode: booleanFlag });

/** The chart facts a text rests on ("Why this?"). */
const basisSchema = z.array(z.looseObject({ kind: z.string() }));

/**
 * Today's shape: the headline (at most 12 words) and three short lines the page shows first;
 * absent on horoscopes stored before it existed.
 */
const todayBriefSchema = z.object({
  headline: z.string(),
  do: z.string(),
  avoid: z.string(),
  watch: z.string(),
});

export const horoscopeSchema = z.object({
  date: z.string(),
  content: z.string(),
  loveInsight: z.string().optional(),
  careerInsight: z.string().optional(),
  wellnessInsight: z.string().optional(),
  luckyNumber: z.number().int().optional(),
  basis: basisSchema,
  brief: todayBriefSchema.optional(),
});
export type Horoscope = z.infer<typeof horoscopeSchema>;

/** roastMode (premium) writes the same five tasks in the roast voice; absent means normal. */
export const todoQuerySchema = z.object({
  date: dateField({ label: "date", invalidMessage: "date must be a date (YYYY-MM-DD)" }),
  roastMode: booleanFlag,
});
export const todoItemSchema = z.object({ id: z.string(), title: z.string(), explanation: z.string() });
export type TodoItem = z.infer<typeof todoItemSchema>;

export const THROWBACK_MESSAGES = {
  dailyLimit: "You can generate throwback horoscopes for 1 date per day. Try again after midnight!",
  premiumOnly: "Throwback horoscopes are a Premium feature. Upgrade to Premium to travel back in time.",
  future: "Throwback dates cannot be in the future.",
  tooEarly: `Throwback dates start on ${THROWBACK_EARLIEST_DATE}.`,
  dateRequired: "Please select a date",
} as const;

export const throwbackRequestSchema = z.object({
  date: dateField({
    label: "The date",
    requiredMessage: THROWBACK_MESSAGES.dateRequired,
    min: THROWBACK_EARLIEST_DATE,
    minMessage: THROWBACK_MESSAGES.tooEarly,
    max: "today",
    maxMessage: THROWBACK_MESSAGES.future,
  }),
  roastMode: z.boolean({ message: "roastMode must be true or false" }).default(false),
});
export const throwbackSchema = z.object({ date: z.string(), content: z.string(), basis: basisSchema });
export const throwbackCountSchema = z.object({ count: z.number().int(), remaining: z.number().int() });

/** One throwback the user generated: the date read, its voice, the text and when it was written. */
const throwbackHistoryEntrySchema = throwbackSchema.extend({
  roastMode: z.boolean(),
  createdAt: z.string(),
});

/** GET /api/throwback-history: the user's stored throwbacks, newest first, and today's claimed date. */
export const throwbackHistorySchema = z.object({
  /** The date opened on the user's local today (free to read again in either voice), or null. */
  todayDate: z.string().nullable(),
  entries: z.array(throwbackHistoryEntrySchema),
});
export type ThrowbackHistory = z.infer<typeof throwbackHistorySchema>;
