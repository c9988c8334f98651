import { MONTH_NAMES } from "#contracts/calendar";
import { localeFormat } from "./date-format.ts";

/**
 * Date helpers shared by the pages. Calendar dates are "YYYY-MM-DD" strings and the helpers never
 * let the browser's zone shift a day; timestamps are ISO instants.
 */

const DATE_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

function pad(value: number): string {
  return String(value).padStart(2, "0");
}

export function parseDateKey(key: string): { year: number; month: number; day: number } | null {
  const match = DATE_KEY.exec(key);
  if (!match) return null;
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** A calendar date as a Date at 00:00 UTC (format it with timeZone: "UTC"). */
export function utcDateOf(key: string): Date | null {
  const parts = parseDateKey(key);
  if (!parts) return null;
  const date = new Date(Date.UTC(parts.year, parts.month - 1, parts.day));
  date.setUTCFullYear(parts.year);
  return Number.isNaN(date.getTime()) ? null : date;
}

function dateKeyOfUtc(date: Date): string {
  return `${String(date.getUTCFullYear()).padStart(4, "0")}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** "2024-11-23" → "Saturday, November 23, 2024" (the string itself when it is not a date). */
export function formatLongDate(key: string): string {
  const date = utcDateOf(key);
  if (!date) return key;
  return localeFormat(date, {
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}

/** An instant in the browser's zone: "Nov 23, 14:03", with the year when it is not this year's. */
export function formatExactTime(iso: string, now: Date = new Date()): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  const withYear = instant.getFullYear() !== now.getFullYear();
  return localeFormat(instant, {
    month: "short",
    day: "numeric",
    ...(withYear ? { year: "numeric" } : {}),
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
}

/**
 * Today as "YYYY-MM-DD" in the browser's own calendar: only an upper bound for a date picker (the
 * contract's schema and the server decide what "not in the future" means).
 */
export function localTodayKey(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Adds whole days to a "YYYY-MM-DD" date. */
export function addDays(key: string, days: number): string {
  const date = utcDateOf(key);
  if (!date) return key;
  date.setUTCDate(date.getUTCDate() + days);
  return dateKeyOfUtc(date);
}

const LONG_DATE: Intl.DateTimeFormatOptions = { year: "numeric", month: "long", day: "numeric" };

/** An ISO timestamp as "March 5, 2026"; '—' when absent or unreadable. */
export function formatTimestampDate(value: string | null | undefined): string {
  if (!value) return "—";
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "—" : localeFormat(date, LONG_DATE);
}

/** "1990-03-14" → "March 14, 1990", read from the string alone (no Date, so no zone can shift it). */
export function formatBirthDate(value: string | null | undefined): string {
  if (!value) return "—";
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  const month = MONTH_NAMES[Number(match[2]) - 1];
  if (!month) return value;
  return `${month} ${Number(match[3])}, ${Number(match[1])}`;
}

/** "08:30" or "08:30:00" → "08:30"; '—' when absent. The time is shown exactly as typed. */
export function formatBirthTime(value: string | null | undefined): string {
  if (!value) return "—";
  return /^\d{2}:\d{2}/.exec(value)?.[0] ?? value;
}
