import { z } from "zod";
import { isCalendarDate } from "./birth-chart.ts";
import { THROWBACK_EARLIEST_DATE } from "./constants.ts";

/** Today page calls: the daily horoscope, the cosmic to-do list and Throwback (spec 01 §3, 02 §3). */

const booleanFlag = z
  .enum(["true", "false"], { message: "roastMode must be true or false" })
  .default("false")
  .transform((value) => value === "true");

export const horoscopeQuerySchema = z.object({ roastMode: booleanFlag });

/** The chart facts a text rests on ("Why this?"). */
export const basisSchema = z.array(z.looseObject({ kind: z.string() }));

export const horoscopeSchema = z.object({
  date: z.string(),
  content: z.string(),
  loveInsight: z.string().optional(),
  careerInsight: z.string().optional(),
  wellnessInsight: z.string().optional(),
  luckyNumber: z.number().int().optional(),
  basis: basisSchema,
});
export type Horoscope = z.infer<typeof horoscopeSchema>;

const dateField = (label: string) =>
  z
    .string({ message: `${label} is required` })
    .min(1, `${label} is required`)
    .refine(isCalendarDate, `${label} must be a date (YYYY-MM-DD)`);

export const todoQuerySchema = z.object({ date: dateField("date") });
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
  date: z
    .string({ message: THROWBACK_MESSAGES.dateRequired })
    .min(1, THROWBACK_MESSAGES.dateRequired)
    .refine(isCalendarDate, "The date must be a valid date (YYYY-MM-DD)")
    .refine((value) => value >= THROWBACK_EARLIEST_DATE, THROWBACK_MESSAGES.tooEarly),
  roastMode: z.boolean({ message: "roastMode must be true or false" }).default(false),
});
export const throwbackSchema = z.object({ date: z.string(), content: z.string(), basis: basisSchema });
export const throwbackCountSchema = z.object({ count: z.number().int(), remaining: z.number().int() });

/** One throwback the user generated: the date read, its voice, the text and when it was written. */
export const throwbackHistoryEntrySchema = throwbackSchema.extend({
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
