/**
 * Local civil time + IANA zone → universal time, with the full tz-database history that the
 * platform's Intl carries (read through luxon's `IANAZone`): local mean time before standard time,
 * historical and wartime DST, date-line moves.
 *
 * A local time can be missing (DST gap, skipped day) or ambiguous (DST overlap). Instead of guessing
 * silently the result says which case it was and what was chosen:
 * - gap: shifted forward by the length of the gap (the offset in force before the transition is
 *   used), as most calendar software does;
 * - overlap: the earlier instant (the one with the larger UTC offset, normally daylight time).
 */
import { IANAZone } from "luxon";
import { MAX_YEAR, MIN_YEAR } from "../constants.ts";

type LocalTimeKind = "normal" | "gap" | "overlap";

export interface UniversalTimeResult {
  /** The instant, ISO 8601 UTC with milliseconds (`…Z`). */
  readonly utc: string;
  /** Unix milliseconds of the instant. */
  readonly unixMs: number;
  /** UTC offset in force at the instant, minutes east of Greenwich (may be fractional for LMT). */
  readonly offsetMinutes: number;
  readonly kind: LocalTimeKind;
  /** What the engine did: the local time as given, moved forward over a gap, or the earlier of two. */
  readonly chosen: "as-given" | "shifted-forward" | "earlier";
  /** Human-readable explanation (English), empty for a normal time. */
  readonly note: string;
  /** The local wall time actually represented by `utc` ("YYYY-MM-DDTHH:MM:SS"). */
  readonly effectiveLocal: string;
  /** For an overlap, the other valid instant (ISO UTC); undefined otherwise. */
  readonly alternativeUtc?: string;
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;
const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;

/** Parsed civil date, validated as a real calendar day in the supported years. */
export interface CivilDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** Parses "YYYY-MM-DD" (proleptic Gregorian); throws TypeError/RangeError naming `field`. */
export function parseLocalDate(date: unknown, field = "date"): CivilDate {
  if (typeof date !== "string") throw new TypeError(`${field} must be a string "YYYY-MM-DD"`);
  const m = DATE_RE.exec(date);
  if (m === null) throw new TypeError(`${field} must have the form "YYYY-MM-DD", got "${date}"`);
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (year < MIN_YEAR || year > MAX_YEAR) {
    throw new RangeError(`${field} year ${year} is outside the supported range ${MIN_YEAR}–${MAX_YEAR}`);
  }
  if (month < 1 || month > 12) throw new RangeError(`${field} month ${month} is not 01–12`);
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day < 1 || day > daysInMonth) {
    throw new RangeError(`${field} day ${day} does not exist in ${year}-${m[2]}`);
  }
  return { year, month, day };
}

/** Parsed civil time of day. */
interface CivilTime {
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

/** Parses "HH:MM" or "HH:MM:SS" (24-hour); throws TypeError/RangeError naming `field`. */
function parseLocalTime(time: unknown, field = "time"): CivilTime {
  if (typeof time !== "string") throw new TypeError(`${field} must be a string "HH:MM" or "HH:MM:SS"`);
  const m = TIME_RE.exec(time);
  if (m === null) throw new TypeError(`${field} must have the form "HH:MM" or "HH:MM:SS", got "${time}"`);
  const hour = Number(m[1]);
  const minute = Number(m[2]);
  const second = m[3] === undefined ? 0 : Number(m[3]);
  if (hour > 23) throw new RangeError(`${field} hour ${hour} is not 00–23`);
  if (minute > 59) throw new RangeError(`${field} minute ${minute} is not 00–59`);
  if (second > 59) throw new RangeError(`${field} second ${second} is not 00–59`);
  return { hour, minute, second };
}

/** Validates an IANA zone name and returns the zone; throws a RangeError naming `field`. */
function resolveZone(zone: unknown, field = "zone"): IANAZone {
  if (typeof zone !== "string" || zone.length === 0) {
    throw new TypeError(`${field} must be an IANA time zone name such as "Europe/Brussels"`);
  }
  const z = IANAZone.create(zone);
  if (!z.isValid) throw new RangeError(`${field} "${zone}" is not a known IANA time zone`);
  return z;
}

function isoLocal(wallMs: number): string {
  return new Date(wallMs).toISOString().slice(0, 19);
}

/** The instant `unixMs` with its UTC offset, as every result states it. */
function instantAt(
  unixMs: number,
  offsetMinutes: number,
): Pick<UniversalTimeResult, "utc" | "unixMs" | "offsetMinutes"> {
  return { utc: new Date(unixMs).toISOString(), unixMs, offsetMinutes };
}

function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const total = Math.round(Math.abs(minutes) * 60);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const hm = `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
  return `UTC${sign}${hm}${s === 0 ? "" : `:${String(s).padStart(2, "0")}`}`;
}

/**
 * Converts a local civil date ("YYYY-MM-DD"), time ("HH:MM" or "HH:MM:SS") and IANA zone to a UT
 * instant, reporting DST gaps and overlaps (see module comment). Source: IANA tz database via
 * ECMA-402 Intl (luxon). Throws TypeError/RangeError naming the bad field.
 */
export function localToUniversal(date: string, time: string, zone: string): UniversalTimeResult {
  const d = parseLocalDate(date);
  const t = parseLocalTime(time);
  const z = resolveZone(zone);
  // The wall-clock reading expressed as if it were UTC.
  const wallMs = Date.UTC(d.year, d.month - 1, d.day, t.hour, t.minute, t.second);
  const before = z.offset(wallMs - MS_PER_DAY);
  const after = z.offset(wallMs + MS_PER_DAY);
  const candidates = before === after ? [before] : [before, after];
  const valid: { unixMs: number; offset: number }[] = [];
  for (const offset of candidates) {
    const unixMs = wallMs - offset * MS_PER_MINUTE;
    if (Math.abs(z.offset(unixMs) - offset) < 1e-9) valid.push({ unixMs, offset });
  }
  // A transition within the ±1 day window that the two probes missed is impossible in the tz data
  // (offsets change at most a few times a year), so `valid` is empty only inside a gap.
  if (valid.length === 0) {
    const unixMs = wallMs - before * MS_PER_MINUTE;
    const offset = z.offset(unixMs);
    const shiftMinutes = offset - before;
    const effective = isoLocal(unixMs + offset * MS_PER_MINUTE);
    return {
      ...instantAt(unixMs, offset),
      kind: "gap",
      chosen: "shifted-forward",
      note:
        `${date} ${time} does not exist in ${zone} (clocks jumped from ${formatOffset(before)} to ` +
        `${formatOffset(offset)}); shifted forward by ${shiftMinutes} minutes to ${effective.replace("T", " ")}.`,
      effectiveLocal: effective,
    };
  }
  if (valid.length === 2) {
    valid.sort((a, b) => a.unixMs - b.unixMs);
    const [first, second] = valid as [{ unixMs: number; offset: number }, { unixMs: number; offset: number }];
    return {
      ...instantAt(first.unixMs, first.offset),
      kind: "overlap",
      chosen: "earlier",
      note:
        `${date} ${time} occurs twice in ${zone} (${formatOffset(first.offset)} and ` +
        `${formatOffset(second.offset)}); the earlier instant (${formatOffset(first.offset)}) was used.`,
      effectiveLocal: isoLocal(wallMs),
      alternativeUtc: new Date(second.unixMs).toISOString(),
    };
  }
  const only = valid[0] as { unixMs: number; offset: number };
  return {
    ...instantAt(only.unixMs, only.offset),
    kind: "normal",
    chosen: "as-given",
    note: "",
    effectiveLocal: isoLocal(wallMs),
  };
}

/**
 * The local calendar date ("YYYY-MM-DD") of a UT instant in an IANA zone — e.g. to ask for "today"
 * in the user's zone. Source: IANA tz database via Intl (luxon).
 */
export function localDateOf(utc: Date, zone: string): string {
  const ms = utc.getTime();
  const second = Math.floor(ms / 1000);
  // Every signed-in request asks this for "today"; luxon reads the offset through
  // Intl.formatToParts, which costs more than the rest of a cached request. Zone offsets are whole
  // minutes and change only at whole-second transitions, so a local midnight is a whole UT second
  // too: the date of the last second asked in a zone is its date for that whole second.
  let recent = recentDates.get(zone);
  if (recent?.second !== second) {
    const offset = resolveZone(zone).offset(ms);
    recent = { second, date: new Date(ms + offset * MS_PER_MINUTE).toISOString().slice(0, 10) };
    if (recentDates.size >= 1000) recentDates.clear();
    recentDates.set(zone, recent);
  }
  return recent.date;
}
const recentDates = new Map<string, { second: number; date: string }>();

/**
 * The UT span [start, end) of a local calendar day in an IANA zone (start at local 00:00, or the
 * first existing instant after it; end at the next day's start). For "today" transit views.
 */
export function localDayRange(
  date: string,
  zone: string,
): { readonly startUtc: string; readonly endUtc: string } {
  // A day's span depends on the date and the zone only, and each read of a forecast window asks
  // for two of them: worked out, they cost four localToUniversal calls with a dozen Intl offset
  // reads, about 0.1-0.2 ms, more than the rest of a stored window's read (ADR 042).
  const key = `${zone}|${date}`;
  const known = dayRanges.get(key);
  if (known) return known;
  const d = parseLocalDate(date);
  const start = localToUniversal(date, "00:00", zone);
  const next = new Date(Date.UTC(d.year, d.month - 1, d.day + 1));
  const nextDate = next.toISOString().slice(0, 10);
  const end = localToUniversal(nextDate, "00:00", zone);
  const range = Object.freeze({ startUtc: start.utc, endUtc: end.utc });
  if (dayRanges.size >= 10_000) dayRanges.clear();
  dayRanges.set(key, range);
  return range;
}
const dayRanges = new Map<string, { readonly startUtc: string; readonly endUtc: string }>();
