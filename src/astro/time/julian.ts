import { MAX_YEAR, MIN_YEAR } from "../constants.ts";

/** Julian day of the Unix epoch 1970-01-01T00:00:00Z. */
const JD_UNIX_EPOCH = 2440587.5;
/** Julian day of J2000.0 (2000-01-01T12:00 TT). */
export const JD_J2000 = 2451545.0;
export const MS_PER_DAY = 86_400_000;

/**
 * Julian day (UT) of an instant given as Unix milliseconds. The instant is read as UT1
 * (UT1 − UTC, < 0.9 s, is ignored, as in the reference data). Meeus, Astronomical Algorithms ch. 7.
 */
function jdUTFromUnixMs(unixMs: number): number {
  return unixMs / MS_PER_DAY + JD_UNIX_EPOCH;
}

/** Unix milliseconds of a Julian day (UT). Inverse of {@link jdUTFromUnixMs}. */
export function unixMsFromJdUT(jdUT: number): number {
  return (jdUT - JD_UNIX_EPOCH) * MS_PER_DAY;
}

/** Julian day (UT) of a JavaScript `Date` (its UTC instant, read as UT1). */
export function jdUTFromDate(date: Date): number {
  return jdUTFromUnixMs(date.getTime());
}

/** ISO 8601 string (UTC, millisecond precision, `Z`) of a Julian day (UT). */
export function isoFromJdUT(jdUT: number): string {
  return new Date(Math.round(unixMsFromJdUT(jdUT))).toISOString();
}

/**
 * Checks that a `Date` is a valid instant within the supported years 1800–2400 (UTC calendar);
 * throws a `TypeError` for an invalid date and a `RangeError` naming `field` otherwise.
 */
export function assertSupportedInstant(date: unknown, field: string): asserts date is Date {
  if (!(date instanceof Date) || !Number.isFinite(date.getTime())) {
    throw new TypeError(`${field} must be a valid Date`);
  }
  const year = date.getUTCFullYear();
  if (year < MIN_YEAR || year > MAX_YEAR) {
    throw new RangeError(`${field} year ${year} is outside the supported range ${MIN_YEAR}–${MAX_YEAR}`);
  }
}
