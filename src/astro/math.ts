/** Small angle helpers shared by the engine (degrees unless a name says otherwise). */

export const DEG_PER_RAD = 180 / Math.PI;
const RAD_PER_DEG = Math.PI / 180;
export const ARCSEC_PER_RAD = 3600 * DEG_PER_RAD;

/** Normalises an angle to [0, 360) degrees. */
export function normalizeDeg(angleDeg: number): number {
  const r = angleDeg % 360;
  const n = r < 0 ? r + 360 : r;
  // `-1e-15 % 360 + 360` rounds to 360 in floating point.
  return n >= 360 ? 0 : n;
}

/** Normalises an angle to [−180, 180) degrees. */
export function signedDeg(angleDeg: number): number {
  return normalizeDeg(angleDeg + 180) - 180;
}

/** Shortest angular distance between two longitudes, in [0, 180] degrees. */
export function separationDeg(aDeg: number, bDeg: number): number {
  return Math.abs(signedDeg(aDeg - bDeg));
}

/** Sine of an angle in degrees. */
export function sinDeg(x: number): number {
  return Math.sin(x * RAD_PER_DEG);
}

/** Cosine of an angle in degrees. */
export function cosDeg(x: number): number {
  return Math.cos(x * RAD_PER_DEG);
}

/** Tangent of an angle in degrees. */
export function tanDeg(x: number): number {
  return Math.tan(x * RAD_PER_DEG);
}

/** atan2 in degrees, normalised to [0, 360). */
export function atan2Deg(y: number, x: number): number {
  return normalizeDeg(Math.atan2(y, x) * DEG_PER_RAD);
}

/**
 * A Chebyshev series at x in [-1, 1] by Clenshaw's recurrence: the n coefficients of `c` from
 * `base` on. One place for the position tables, their build script and Chiron.
 */
export function clenshaw(c: ArrayLike<number>, base: number, n: number, x: number): number {
  let b0 = 0;
  let b1 = 0;
  for (let m = n - 1; m >= 1; m--) {
    const t = 2 * x * b0 - b1 + (c[base + m] as number);
    b1 = b0;
    b0 = t;
  }
  return x * b0 - b1 + (c[base] as number);
}
