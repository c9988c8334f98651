/**
 * The Moon from ELP/MPP02 (Chapront & Francou 2003, A&A 404, 735; constants fitted to DE405),
 * truncated for 1900–2100 by scripts/build-lunar-series.ts: geometric geocentric position and
 * velocity in the J2000 mean equator (EQJ).
 *
 * The series give L, B, R in the inertial mean ecliptic of date's ELP frame; the Laskar P, Q
 * rotation (ELP/MPP02 documentation, §5) takes them to the inertial J2000 ecliptic, and a rotation by
 * the J2000 obliquity to EQJ. Velocities are the analytic derivatives of the series (the slow P, Q
 * rotation is treated as constant over a day, an error below 10⁻⁹ rad/day).
 */
import { ELP_B, ELP_L, ELP_R, ELP_W1 } from "./elp-mpp02.data.ts";

const ARCSEC_TO_RAD = Math.PI / 648000;
const KM_PER_AU = 149597870.7;
const DAYS_PER_CENTURY = 36525;
const JD_J2000 = 2451545.0;
/** J2000 obliquity (IAU 2006), the angle between the ELP J2000 ecliptic and EQJ. */
const EPS0 = 84381.406 * ARCSEC_TO_RAD;
const COS_EPS0 = Math.cos(EPS0);
const SIN_EPS0 = Math.sin(EPS0);

export interface LunarState {
  /** Geocentric EQJ position, AU. */
  readonly r: readonly [number, number, number];
  /** Geocentric EQJ velocity, AU/day. */
  readonly v: readonly [number, number, number];
}

/** Value and T-derivative of Σ_k T^k Σ_terms A·sin(φ(T)). */
function sumSeries(series: readonly (readonly number[])[], t: number): [number, number] {
  const t2 = t * t;
  const t3 = t2 * t;
  const t4 = t3 * t;
  let value = 0;
  let rate = 0;
  let tk = 1; // T^k
  let dtk = 0; // k·T^(k−1)
  for (let k = 0; k < series.length; k++) {
    const terms = series[k] as readonly number[];
    let s = 0;
    let ds = 0;
    for (let i = 0; i < terms.length; i += 6) {
      const a = terms[i] as number;
      const p1 = terms[i + 2] as number;
      const p2 = terms[i + 3] as number;
      const p3 = terms[i + 4] as number;
      const p4 = terms[i + 5] as number;
      const phase = (terms[i + 1] as number) + p1 * t + p2 * t2 + p3 * t3 + p4 * t4;
      s += a * Math.sin(phase);
      ds += a * Math.cos(phase) * (p1 + 2 * p2 * t + 3 * p3 * t2 + 4 * p4 * t3);
    }
    value += tk * s;
    rate += dtk * s + tk * ds;
    dtk = (k + 1) * tk;
    tk *= t;
  }
  return [value, rate];
}

function horner(c: readonly number[], t: number): [number, number] {
  let v = 0;
  let d = 0;
  for (let i = c.length - 1; i >= 0; i--) {
    d = d * t + v;
    v = v * t + (c[i] as number);
  }
  return [v, d];
}

// A chart asks for the Moon at its instant twice (its position, then the true node): the series
// cost ~0.1 ms, so the last answer is kept (the function is pure, so this changes no result).
let lastJd = Number.NaN;
let lastState: LunarState | undefined;

/** Geometric geocentric Moon at a TT Julian day (EQJ, AU and AU/day). */
export function lunarState(jdTT: number): LunarState {
  if (jdTT === lastJd && lastState !== undefined) return lastState;
  lastState = computeLunarState(jdTT);
  lastJd = jdTT;
  return lastState;
}

function computeLunarState(jdTT: number): LunarState {
  const t = (jdTT - JD_J2000) / DAYS_PER_CENTURY;
  const [w, dw] = horner(ELP_W1, t);
  const [sl, dsl] = sumSeries(ELP_L, t);
  const [sb, dsb] = sumSeries(ELP_B, t);
  const [r, dr] = sumSeries(ELP_R, t);
  const l = w + sl * ARCSEC_TO_RAD;
  const dl = dw + dsl * ARCSEC_TO_RAD;
  const b = sb * ARCSEC_TO_RAD;
  const db = dsb * ARCSEC_TO_RAD;
  const cl = Math.cos(l);
  const sinL = Math.sin(l);
  const cb = Math.cos(b);
  const sinB = Math.sin(b);
  const x = r * cb * cl;
  const y = r * cb * sinL;
  const z = r * sinB;
  const vx = dr * cb * cl - r * sinB * db * cl - r * cb * sinL * dl;
  const vy = dr * cb * sinL - r * sinB * db * sinL + r * cb * cl * dl;
  const vz = dr * sinB + r * cb * db;
  // Laskar's P, Q (ELP/MPP02 documentation): ecliptic of the series → inertial J2000 ecliptic.
  const p =
    t * (0.10180391e-4 + t * (0.47020439e-6 + t * (-0.5417367e-9 + t * (-0.2507948e-11 + t * 0.463486e-14))));
  const q =
    t *
    (-0.113469002e-3 + t * (0.12372674e-6 + t * (0.1265417e-8 + t * (-0.1371808e-11 + t * -0.320334e-14))));
  const sq = Math.sqrt(1 - p * p - q * q);
  const m = [
    1 - 2 * p * p,
    2 * p * q,
    2 * p * sq,
    2 * p * q,
    1 - 2 * q * q,
    -2 * q * sq,
    -2 * p * sq,
    2 * q * sq,
    1 - 2 * p * p - 2 * q * q,
  ] as const;
  const toEqj = (a: number, bb: number, c: number, scale: number): [number, number, number] => {
    const ex = (m[0] * a + m[1] * bb + m[2] * c) * scale;
    const ey = (m[3] * a + m[4] * bb + m[5] * c) * scale;
    const ez = (m[6] * a + m[7] * bb + m[8] * c) * scale;
    return [ex, ey * COS_EPS0 - ez * SIN_EPS0, ey * SIN_EPS0 + ez * COS_EPS0];
  };
  return {
    r: toEqj(x, y, z, 1 / KM_PER_AU),
    v: toEqj(vx, vy, vz, 1 / KM_PER_AU / DAYS_PER_CENTURY),
  };
}
