import { z } from "zod";

/**
 * The one way every route reads a date. Only the exact ISO forms are accepted ("2020/01/01",
 * "Jan 1 2020" and "2023-02-30" are refused), and only within a range the chart engine and the
 * database handle: a date the server cannot work with is a 400 with a message, never a failure later.
 */

/** The earliest and latest dates any route accepts; fields narrow this further. */
const DATE_MIN = "1800-01-01";
const DATE_MAX = "2200-12-31";

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// A UTC or offset instant: 2026-03-14T08:30Z, 2026-03-14T08:30:15.123+01:00. A bare local time
// would be read in the server's own zone, so it is refused.
const INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d{1,9})?)?(Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;

/** True for a real calendar date written YYYY-MM-DD (rejects 2023-02-30 and 0000-00-00). */
export function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  return isRealDay(Number(match[1]), Number(match[2]), Number(match[3]));
}

function isRealDay(year: number, month: number, day: number): boolean {
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The calendar day (YYYY-MM-DD) of a date or an instant, or null when it is neither. */
export function calendarDayOf(value: string): string | null {
  if (isCalendarDate(value)) return value;
  const match = INSTANT.exec(value);
  if (!match || !isRealDay(Number(match[1]), Number(match[2]), Number(match[3]))) return null;
  return value.slice(0, 10);
}

/** The latest date that is today somewhere on Earth (UTC+14), for "not in the future" checks. */
export function latestTodayOnEarth(now = new Date()): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
}

export interface DateFieldOptions {
  /** As the form labels it, e.g. "Birth date". */
  label: string;
  /** Earliest accepted day (default DATE_MIN) and its message. */
  min?: string;
  minMessage?: string;
  /** Latest accepted day (default DATE_MAX); "today" means the latest today on Earth. */
  max?: string | "today";
  maxMessage?: string;
  /** Message when the value is missing or empty. */
  requiredMessage?: string;
  /** Message when the value is not a real date in the accepted form. */
  invalidMessage?: string;
  /** Also accept an instant with a zone (YYYY-MM-DDTHH:MM[:SS[.sss]]Z or ±HH:MM). */
  allowInstant?: boolean;
}

/** The shared date schema: a string that is a real date (or instant) within the field's range. */
export function dateField(options: DateFieldOptions) {
  const min = options.min ?? DATE_MIN;
  const required = options.requiredMessage ?? `${options.label} is required`;
  const invalid =
    options.invalidMessage ??
    (options.allowInstant
      ? `${options.label} must be an ISO date (YYYY-MM-DD) or date-time with a zone`
      : `${options.label} must be a valid date (YYYY-MM-DD)`);
  return z
    .string({ message: required })
    .min(1, required)
    .max(40, invalid)
    .superRefine((value, ctx) => {
      const day = options.allowInstant ? calendarDayOf(value) : isCalendarDate(value) ? value : null;
      if (day === null) {
        ctx.addIssue({ code: "custom", message: invalid });
        return;
      }
      const max = options.max === "today" ? latestTodayOnEarth() : (options.max ?? DATE_MAX);
      if (day < min) {
        ctx.addIssue({
          code: "custom",
          message: options.minMessage ?? `${options.label} must be on or after ${min}`,
        });
      } else if (day > max || day > DATE_MAX) {
        ctx.addIssue({
          code: "custom",
          message:
            options.maxMessage ??
            (options.max === "today"
              ? `${options.label} cannot be in the future`
              : `${options.label} must be on or before ${max}`),
        });
      }
    });
}

/** The earliest birth date the chart engine is asked to cast. */
export const BIRTH_DATE_MIN = "1800-01-01";

/** Every birth date (birth form, profile, a partner's chart): a real day from 1800 up to today. */
export const birthDateField = dateField({
  label: "Birth date",
  min: BIRTH_DATE_MIN,
  max: "today",
});
