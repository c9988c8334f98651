/**
 * The chart angles from local apparent sidereal time and the true obliquity (Meeus, Astronomical
 * Algorithms ch. 13–14; spherical astronomy of the ecliptic–horizon intersection).
 */
import { atan2Deg, cosDeg, normalizeDeg, sinDeg, tanDeg } from "../math.ts";

/**
 * Midheaven: ecliptic longitude (degrees) culminating at right ascension of the meridian `ramcDeg`,
 * for obliquity `oblDeg`: λ = atan2(sin RAMC, cos RAMC · cos ε).
 */
export function midheavenDeg(ramcDeg: number, oblDeg: number): number {
  return atan2Deg(sinDeg(ramcDeg), cosDeg(ramcDeg) * cosDeg(oblDeg));
}

/**
 * Ascendant: ecliptic longitude (degrees) on the eastern horizon of latitude `latDeg` when the
 * meridian's right ascension is `ramcDeg`: λ = atan2(cos RAMC, −(sin RAMC cos ε + tan φ sin ε))
 * (Meeus, Astronomical Algorithms, ch. 14 / the standard house-program formula). Koch evaluates it
 * at shifted sidereal times.
 */
export function ascendantDeg(ramcDeg: number, latDeg: number, oblDeg: number): number {
  return atan2Deg(cosDeg(ramcDeg), -(sinDeg(ramcDeg) * cosDeg(oblDeg) + tanDeg(latDeg) * sinDeg(oblDeg)));
}

/** Ecliptic longitude (degrees) of the ecliptic point with right ascension `raDeg`: tan λ = tan α / cos ε. */
export function eclipticLongitudeOfRightAscensionDeg(raDeg: number, oblDeg: number): number {
  return atan2Deg(sinDeg(raDeg), cosDeg(raDeg) * cosDeg(oblDeg));
}

/** Right ascension of the meridian (local apparent sidereal time) in degrees: GAST + east longitude. */
export function ramcDeg(gastDeg: number, lonDeg: number): number {
  return normalizeDeg(gastDeg + lonDeg);
}
