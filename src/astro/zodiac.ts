import { SIGNS, type SignName } from "./constants.ts";
import { normalizeDeg } from "./math.ts";

/** Tropical sign of an ecliptic longitude in degrees: SIGNS[floor(lon / 30)] (Aries at 0°). */
export function signOf(lonDeg: number): SignName {
  if (!Number.isFinite(lonDeg)) throw new TypeError("lonDeg must be a finite number");
  const index = Math.floor(normalizeDeg(lonDeg) / 30);
  return SIGNS[Math.min(index, 11)] as SignName;
}

/** Degrees within the sign, [0, 30). */
export function degreeInSign(lonDeg: number): number {
  const n = normalizeDeg(lonDeg);
  return n - Math.floor(n / 30) * 30;
}

/**
 * The signs crossed moving counter-clockwise from `fromLonDeg` to `toLonDeg` (inclusive of both
 * ends' signs), for a body that moved forward by less than 360° in between.
 */
export function signsBetween(fromLonDeg: number, toLonDeg: number): SignName[] {
  const start = Math.floor(normalizeDeg(fromLonDeg) / 30);
  const span = Math.floor(normalizeDeg(toLonDeg) / 30) - start;
  const steps = span < 0 ? span + 12 : span;
  return Array.from({ length: steps + 1 }, (_, i) => SIGNS[(start + i) % 12] as SignName);
}
