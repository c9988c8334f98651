import { z } from "zod";
import { LUNAR_PHASES, SIGNS } from "#astro/constants";
import { booleanFlag } from "./today.ts";

/** The Moon Calendar: the Moon's four main phases of a month and the next, with a note each. */

/**
 * The months the calendar reads: the engine's tabulated years (docs/astro.md), so every phase is
 * found on the same positions as the charts.
 */
const MOON_CALENDAR_FIRST_MONTH = "1900-01";
const MOON_CALENDAR_LAST_MONTH = "2100-11";

export const MOON_CALENDAR_MESSAGES = {
  invalidMonth: `month must be a month (YYYY-MM) from ${MOON_CALENDAR_FIRST_MONTH} to ${MOON_CALENDAR_LAST_MONTH}`,
  noBirthData:
    "The Moon Calendar places each phase in your birth chart. Add your birth date, time and place first.",
} as const;

export const moonCalendarQuerySchema = z.object({
  /** The first of the two months; the user's current month when absent. */
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, MOON_CALENDAR_MESSAGES.invalidMonth)
    .refine(
      (month) => month >= MOON_CALENDAR_FIRST_MONTH && month <= MOON_CALENDAR_LAST_MONTH,
      MOON_CALENDAR_MESSAGES.invalidMonth,
    )
    .optional(),
  roastMode: booleanFlag,
});

const moonPhaseEntrySchema = z.object({
  phase: z.enum(LUNAR_PHASES),
  /** The exact instant, ISO UTC; the page shows it in `timeZone`. */
  utc: z.string(),
  sign: z.enum(SIGNS),
  /** The natal house the Moon falls in; null when the birth time is unknown. */
  house: z.number().int().min(1).max(12).nullable(),
  note: z.string(),
});
export type MoonPhaseEntry = z.infer<typeof moonPhaseEntrySchema>;

export const moonCalendarSchema = z.object({
  timeZone: z.string(),
  months: z.array(z.object({ month: z.string(), phases: z.array(moonPhaseEntrySchema) })),
});
export type MoonCalendar = z.infer<typeof moonCalendarSchema>;
