import { useEffect, useState } from "react";
import { dateFormat } from "./date-format.ts";

/**
 * The user's own time zone: their day, their midnight. The server keeps days in `users.timezone`;
 * the browser's zone stands in only when that is missing or unknown to this browser.
 */

export function browserTimeZone(): string {
  return dateFormat({}).resolvedOptions().timeZone || "UTC";
}

/** The zone when this browser knows it, else undefined (formatting then uses the browser's own). */
export function knownTimeZone(zone: string | null | undefined): string | undefined {
  if (!zone) return undefined;
  try {
    dateFormat({ timeZone: zone });
    return zone;
  } catch {
    return undefined;
  }
}

/** The user's zone when it is a zone this browser knows, else the browser's own. */
export function resolveTimeZone(zone: string | null | undefined): string {
  return knownTimeZone(zone) ?? browserTimeZone();
}

function zonedParts(timeZone: string, now: Date) {
  const parts = dateFormat({
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "0";
  return {
    date: `${part("year").padStart(4, "0")}-${part("month")}-${part("day")}`,
    seconds: Number(part("hour")) * 3600 + Number(part("minute")) * 60 + Number(part("second")),
  };
}

/** Today's calendar date in `timeZone` as "YYYY-MM-DD". */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return zonedParts(timeZone, now).date;
}

/** Milliseconds until the next midnight in `timeZone` (a clock change that day shifts it by an hour at most). */
function msUntilMidnight(timeZone: string, now: Date = new Date()): number {
  const { seconds } = zonedParts(timeZone, now);
  return Math.max(1000, (86_400 - seconds) * 1000 - now.getMilliseconds());
}

/** "America/New_York" → "America/New York". */
export function zoneLabel(timeZone: string): string {
  return timeZone.replaceAll("_", " ");
}

/** "7 h 05 min", "42 min", "less than a minute". */
export function formatDuration(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return "less than a minute";
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours > 0 ? `${hours} h ${String(rest).padStart(2, "0")} min` : `${rest} min`;
}

/**
 * Today's date in `timeZone`, moving on by itself at that zone's midnight. Worked out on every
 * render rather than kept in state: the zone often arrives after the first render (the account
 * loads), and a date kept from then would be the browser zone's day, a day off near midnight.
 */
export function useZonedToday(timeZone: string): string {
  const date = todayIn(timeZone);
  const [wakeUps, setWakeUps] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each wake-up re-arms the timer, also one that came early.
  useEffect(() => {
    const timer = setTimeout(() => setWakeUps((n) => n + 1), msUntilMidnight(timeZone) + 50);
    return () => clearTimeout(timer);
  }, [date, timeZone, wakeUps]);
  return date;
}

/** The time left until midnight in `timeZone`, refreshed every minute. */
export function useTimeUntilMidnight(timeZone: string): number {
  const [left, setLeft] = useState(() => msUntilMidnight(timeZone));
  useEffect(() => {
    setLeft(msUntilMidnight(timeZone));
    const timer = setInterval(() => setLeft(msUntilMidnight(timeZone)), 30_000);
    return () => clearInterval(timer);
  }, [timeZone]);
  return left;
}
