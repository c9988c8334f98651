/** Calendar-date helpers for "YYYY-MM-DD" strings; they never let the browser's zone shift a day. */

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

export function dateKeyOfUtc(date: Date): string {
  return `${String(date.getUTCFullYear()).padStart(4, "0")}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** "2024-11-23" → "Saturday, November 23, 2024" (the string itself when it is not a date). */
export function formatLongDate(key: string): string {
  const date = utcDateOf(key);
  if (!date) return key;
  return date.toLocaleDateString("en-US", {
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
  return instant.toLocaleString("en-US", {
    month: "short",
    day: "numeric",
    ...(withYear ? { year: "numeric" } : {}),
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
}

/** Adds whole days to a "YYYY-MM-DD" date. */
export function addDays(key: string, days: number): string {
  const date = utcDateOf(key);
  if (!date) return key;
  date.setUTCDate(date.getUTCDate() + days);
  return dateKeyOfUtc(date);
}
