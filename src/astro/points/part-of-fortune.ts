/**
 * Part of Fortune, day/night formula (Ptolemy, *Tetrabiblos* III.10 as read by the Hellenistic
 * tradition; the form Swiss Ephemeris and most software use): by day Asc + Moon − Sun, by night
 * Asc − Moon + Sun. A chart is diurnal when the Sun's true altitude (no refraction) is above 0°.
 */
import { DEG_PER_RAD, normalizeDeg } from "../math.ts";

/** The Sun's geometric altitude, degrees, from its apparent ecliptic position and the local RAMC. */
export function sunAltitudeDeg(
  sunLonDeg: number,
  sunLatDeg: number,
  trueOblDeg: number,
  ramcDeg: number,
  latDeg: number,
): number {
  const l = sunLonDeg / DEG_PER_RAD;
  const b = sunLatDeg / DEG_PER_RAD;
  const e = trueOblDeg / DEG_PER_RAD;
  const ra = Math.atan2(Math.sin(l) * Math.cos(e) - Math.tan(b) * Math.sin(e), Math.cos(l));
  const dec = Math.asin(Math.sin(b) * Math.cos(e) + Math.cos(b) * Math.sin(e) * Math.sin(l));
  const hourAngle = ramcDeg / DEG_PER_RAD - ra;
  const phi = latDeg / DEG_PER_RAD;
  return (
    Math.asin(Math.sin(phi) * Math.sin(dec) + Math.cos(phi) * Math.cos(dec) * Math.cos(hourAngle)) *
    DEG_PER_RAD
  );
}

export interface FortunePoint {
  readonly lonDeg: number;
  /** True when the day formula was used (Sun above the horizon). */
  readonly day: boolean;
}

export function partOfFortune(
  ascDeg: number,
  sunLonDeg: number,
  moonLonDeg: number,
  sunAltitude: number,
): FortunePoint {
  const day = sunAltitude > 0;
  const lon = day ? ascDeg + moonLonDeg - sunLonDeg : ascDeg - moonLonDeg + sunLonDeg;
  return { lonDeg: normalizeDeg(lon), day };
}
