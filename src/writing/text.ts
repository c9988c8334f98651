/**
 * Formatting helpers shared by the composers: display names, dates and times, lists, word and
 * sentence counting. Pure: dates are computed from the given strings, never from the clock.
 */
import { MONTH_NAMES, WEEKDAY_NAMES } from "./calendar.ts";
import type { AspectType, MoonPhase, NatalPoint, Sign } from "./facts.ts";
import { polish, sentence } from "./grammar.ts";

export { article, capitalize } from "./grammar.ts";

export const POINT_NAME: Readonly<Record<NatalPoint, string>> = {
  sun: "Sun",
  moon: "Moon",
  mercury: "Mercury",
  venus: "Venus",
  mars: "Mars",
  jupiter: "Jupiter",
  saturn: "Saturn",
  uranus: "Uranus",
  neptune: "Neptune",
  pluto: "Pluto",
  ascendant: "Ascendant",
  midheaven: "Midheaven",
};

/** Name used as a grammatical subject or after a preposition: "the Sun", "the Moon", "Mars". */
export function theName(point: NatalPoint): string {
  return point === "sun" || point === "moon" ? `the ${POINT_NAME[point]}` : POINT_NAME[point];
}

export const SIGN_NAME: Readonly<Record<Sign, string>> = {
  aries: "Aries",
  taurus: "Taurus",
  gemini: "Gemini",
  cancer: "Cancer",
  leo: "Leo",
  virgo: "Virgo",
  libra: "Libra",
  scorpio: "Scorpio",
  sagittarius: "Sagittarius",
  capricorn: "Capricorn",
  aquarius: "Aquarius",
  pisces: "Pisces",
};

/** Present-tense verb phrase: "Mars squares your Venus". */
export const ASPECT_VERB: Readonly<Record<AspectType, string>> = {
  conjunction: "is conjunct",
  sextile: "sextiles",
  square: "squares",
  trine: "trines",
  quincunx: "is quincunx",
  opposition: "opposes",
};

/** Past-tense verb phrase, for throwbacks. */
export const ASPECT_VERB_PAST: Readonly<Record<AspectType, string>> = {
  conjunction: "was conjunct",
  sextile: "sextiled",
  square: "squared",
  trine: "trined",
  quincunx: "was quincunx",
  opposition: "opposed",
};

export const PHASE_NAME: Readonly<Record<MoonPhase, string>> = {
  new: "New Moon",
  "waxing crescent": "waxing crescent Moon",
  "first quarter": "first-quarter Moon",
  "waxing gibbous": "waxing gibbous Moon",
  full: "Full Moon",
  "waning gibbous": "waning gibbous Moon",
  "last quarter": "last-quarter Moon",
  "waning crescent": "waning crescent Moon",
};

/** "1st", "2nd", "11th", "12th". */
export function ordinal(n: number): string {
  const mod100 = n % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${n}th`;
  const suffix = n % 10 === 1 ? "st" : n % 10 === 2 ? "nd" : n % 10 === 3 ? "rd" : "th";
  return `${n}${suffix}`;
}

/** "a, b and c". */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** Degrees with one decimal: "1.2°". */
function formatDeg(deg: number): string {
  return `${(Math.round(Math.abs(deg) * 10) / 10).toFixed(1)}°`;
}

/** An orb in brackets: "1.2° orb", or "exact" when it rounds to zero. */
export function orbNote(deg: number): string {
  return Math.abs(deg) < 0.05 ? "exact" : `${formatDeg(deg)} orb`;
}

/** Days since 1970-01-01 of a "YYYY-MM-DD" string (proleptic Gregorian). */
const dayNumbers = new Map<string, number>();
export function dayNumber(dateLocal: string): number {
  let n = dayNumbers.get(dateLocal);
  if (n === undefined) {
    const [y, m, d] = dateLocal.split("-").map(Number);
    n = Math.floor(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1) / 86_400_000);
    if (dayNumbers.size > 50_000) dayNumbers.clear();
    dayNumbers.set(dateLocal, n);
  }
  return n;
}

interface LocalParts {
  year: number;
  month: number;
  day: number;
  weekday: number;
  hour: number;
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Wall-clock parts of an instant in an IANA zone (Intl; pure for a given instant and zone). */
function localParts(iso: string, timeZone: string): LocalParts {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) throw new Error(`invalid instant: ${iso}`);
  if (timeZone === "UTC") {
    return {
      year: instant.getUTCFullYear(),
      month: instant.getUTCMonth() + 1,
      day: instant.getUTCDate(),
      weekday: instant.getUTCDay(),
      hour: instant.getUTCHours(),
      minute: instant.getUTCMinutes(),
    };
  }
  let fmt = formatters.get(timeZone);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
    });
    formatters.set(timeZone, fmt);
  }
  const parts: Record<string, number> = {};
  for (const p of fmt.formatToParts(instant)) if (p.type !== "literal") parts[p.type] = Number(p.value);
  const year = parts.year ?? 1970;
  const month = parts.month ?? 1;
  const day = parts.day ?? 1;
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return { year, month, day, weekday, hour: (parts.hour ?? 0) % 24, minute: parts.minute ?? 0 };
}

function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

function zoneLabel(timeZone: string): string {
  return timeZone === "UTC" ? "UTC" : "your time";
}

/** Local date "YYYY-MM-DD" of an instant in a zone. */
export function localDateOf(iso: string, timeZone = "UTC"): string {
  const p = localParts(iso, timeZone);
  return `${p.year}-${pad2(p.month)}-${pad2(p.day)}`;
}

/** "Sunday, November 22" for a "YYYY-MM-DD" string. */
export function formatDateLong(dateLocal: string): string {
  const n = dayNumber(dateLocal);
  const d = new Date(n * 86_400_000);
  return `${WEEKDAY_NAMES[d.getUTCDay()]}, ${MONTH_NAMES[d.getUTCMonth()]} ${d.getUTCDate()}`;
}

/** "November 22, 2004" for a "YYYY-MM-DD" string. */
export function formatDateWithYear(dateLocal: string): string {
  const d = new Date(dayNumber(dateLocal) * 86_400_000);
  return `${MONTH_NAMES[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}

/** "Nov 22" for a "YYYY-MM-DD" string. */
export function formatDateShort(dateLocal: string): string {
  const d = new Date(dayNumber(dateLocal) * 86_400_000);
  return `${MONTH_NAMES[d.getUTCMonth()]?.slice(0, 3)} ${d.getUTCDate()}`;
}

/** Weekday name of a "YYYY-MM-DD" string. */
export function weekdayOf(dateLocal: string): string {
  return WEEKDAY_NAMES[new Date(dayNumber(dateLocal) * 86_400_000).getUTCDay()] ?? "Sunday";
}

/** "14:03 UTC" (or "14:03 your time" in a named zone). */
export function formatClock(iso: string, timeZone = "UTC"): string {
  const p = localParts(iso, timeZone);
  return `${pad2(p.hour)}:${pad2(p.minute)} ${zoneLabel(timeZone)}`;
}

/** The local hour (0–23) of an instant in a zone. */
export function localHour(iso: string, timeZone = "UTC"): number {
  return localParts(iso, timeZone).hour;
}

/** "March" for a "YYYY-MM-DD" string. */
export function monthOf(dateLocal: string): string {
  return MONTH_NAMES[new Date(dayNumber(dateLocal) * 86_400_000).getUTCMonth()] ?? "January";
}

/** Whole local days from `dateLocal` to the local date of `iso` (negative = in the past). */
export function daysUntil(dateLocal: string, iso: string, timeZone = "UTC"): number {
  return dayNumber(localDateOf(iso, timeZone)) - dayNumber(dateLocal);
}

/** Number of words (whitespace-separated tokens). */
export function wordCount(text: string): number {
  const trimmed = text.trim();
  return trimmed.length === 0 ? 0 : trimmed.split(/\s+/).length;
}

/** Sentences of a text (split after . ! ? followed by whitespace). */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/**
 * Fills `{name}` slots. Throws on a slot without a value, so a missing variable fails the tests
 * instead of reaching a reader.
 */
export function fill(template: string, vars: Readonly<Record<string, string>>): string {
  return polish(
    template.replace(/\{(\w+)\}/g, (_m, key: string) => {
      const value = vars[key];
      if (value === undefined) throw new Error(`template slot {${key}} has no value in: ${template}`);
      return value;
    }),
  );
}

/** Joins sentences into a paragraph, making sure each ends with punctuation. */
export function paragraph(sentences: readonly string[]): string {
  return sentences
    .map((s) => s.trim())
    .filter((s) => s.length > 0)
    .map(sentence)
    .join(" ");
}
