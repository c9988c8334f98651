/**
 * Orientation of the Earth for one instant: IAU 2000B nutation, IAU 2006 precession and obliquity,
 * Earth rotation angle and apparent sidereal time.
 *
 * Sources:
 * - Nutation: IAU 2000B, McCarthy & Luzum (2003), Cel. Mech. Dyn. Astr. 85, 37 — the 77 luni-solar
 *   terms plus the fixed planetary offsets, as tabulated in IERS Conventions (2003) and SOFA `nut00b`.
 * - Precession: IAU 2006 (P03), Capitaine, Wallace & Chapront (2003), A&A 412, 567; IERS
 *   Conventions (2010) eq. 5.39–5.40 (ψA, ωA, χA, εA).
 * - Sidereal time: IERS Conventions (2010) §5.5.7, ERA-based GMST (eq. 5.32) plus the equation of
 *   the equinoxes with its two largest complementary terms (eq. 5.33, 5.35).
 */
import { ARCSEC_PER_RAD, DEG_PER_RAD, normalizeDeg } from "../math.ts";
import { jdTTFromJdUT } from "../time/delta-t.ts";
import { JD_J2000 } from "../time/julian.ts";

const DAYS_PER_CENTURY = 36525;
const ASEC_TO_RAD = 1 / ARCSEC_PER_RAD;
const TURN_ASEC = 1_296_000;

/** 3×3 rotation matrix, row-major. */
export type Matrix3 = readonly [number, number, number, number, number, number, number, number, number];

/**
 * IAU 2000B luni-solar terms: multipliers of (l, l′, F, D, Ω), then longitude sin, t·sin, cos and
 * obliquity cos, t·cos, sin coefficients in units of 0.1 µas (McCarthy & Luzum 2003, Table 1).
 */
// biome-ignore format: coefficient table
const NUTATION_TERMS: readonly (readonly number[])[] = [
  [0, 0, 0, 0, 1, -172064161, -174666, 33386, 92052331, 9086, 15377],
  [0, 0, 2, -2, 2, -13170906, -1675, -13696, 5730336, -3015, -4587],
  [0, 0, 2, 0, 2, -2276413, -234, 2796, 978459, -485, 1374],
  [0, 0, 0, 0, 2, 2074554, 207, -698, -897492, 470, -291],
  [0, 1, 0, 0, 0, 1475877, -3633, 11817, 73871, -184, -1924],
  [0, 1, 2, -2, 2, -516821, 1226, -524, 224386, -677, -174],
  [1, 0, 0, 0, 0, 711159, 73, -872, -6750, 0, 358],
  [0, 0, 2, 0, 1, -387298, -367, 380, 200728, 18, 318],
  [1, 0, 2, 0, 2, -301461, -36, 816, 129025, -63, 367],
  [0, -1, 2, -2, 2, 215829, -494, 111, -95929, 299, 132],
  [0, 0, 2, -2, 1, 128227, 137, 181, -68982, -9, 39],
  [-1, 0, 2, 0, 2, 123457, 11, 19, -53311, 32, -4],
  [-1, 0, 0, 2, 0, 156994, 10, -168, -1235, 0, 82],
  [1, 0, 0, 0, 1, 63110, 63, 27, -33228, 0, -9],
  [-1, 0, 0, 0, 1, -57976, -63, -189, 31429, 0, -75],
  [-1, 0, 2, 2, 2, -59641, -11, 149, 25543, -11, 66],
  [1, 0, 2, 0, 1, -51613, -42, 129, 26366, 0, 78],
  [-2, 0, 2, 0, 1, 45893, 50, 31, -24236, -10, 20],
  [0, 0, 0, 2, 0, 63384, 11, -150, -1220, 0, 29],
  [0, 0, 2, 2, 2, -38571, -1, 158, 16452, -11, 68],
  [0, -2, 2, -2, 2, 32481, 0, 0, -13870, 0, 0],
  [-2, 0, 0, 2, 0, -47722, 0, -18, 477, 0, -25],
  [2, 0, 2, 0, 2, -31046, -1, 131, 13238, -11, 59],
  [1, 0, 2, -2, 2, 28593, 0, -1, -12338, 10, -3],
  [-1, 0, 2, 0, 1, 20441, 21, 10, -10758, 0, -3],
  [2, 0, 0, 0, 0, 29243, 0, -74, -609, 0, 13],
  [0, 0, 2, 0, 0, 25887, 0, -66, -550, 0, 11],
  [0, 1, 0, 0, 1, -14053, -25, 79, 8551, -2, -45],
  [-1, 0, 0, 2, 1, 15164, 10, 11, -8001, 0, -1],
  [0, 2, 2, -2, 2, -15794, 72, -16, 6850, -42, -5],
  [0, 0, -2, 2, 0, 21783, 0, 13, -167, 0, 13],
  [1, 0, 0, -2, 1, -12873, -10, -37, 6953, 0, -14],
  [0, -1, 0, 0, 1, -12654, 11, 63, 6415, 0, 26],
  [-1, 0, 2, 2, 1, -10204, 0, 25, 5222, 0, 15],
  [0, 2, 0, 0, 0, 16707, -85, -10, 168, -1, 10],
  [1, 0, 2, 2, 2, -7691, 0, 44, 3268, 0, 19],
  [-2, 0, 2, 0, 0, -11024, 0, -14, 104, 0, 2],
  [0, 1, 2, 0, 2, 7566, -21, -11, -3250, 0, -5],
  [0, 0, 2, 2, 1, -6637, -11, 25, 3353, 0, 14],
  [0, -1, 2, 0, 2, -7141, 21, 8, 3070, 0, 4],
  [0, 0, 0, 2, 1, -6302, -11, 2, 3272, 0, 4],
  [1, 0, 2, -2, 1, 5800, 10, 2, -3045, 0, -1],
  [2, 0, 2, -2, 2, 6443, 0, -7, -2768, 0, -4],
  [-2, 0, 0, 2, 1, -5774, -11, -15, 3041, 0, -5],
  [2, 0, 2, 0, 1, -5350, 0, 21, 2695, 0, 12],
  [0, -1, 2, -2, 1, -4752, -11, -3, 2719, 0, -3],
  [0, 0, 0, -2, 1, -4940, -11, -21, 2720, 0, -9],
  [-1, -1, 0, 2, 0, 7350, 0, -8, -51, 0, 4],
  [2, 0, 0, -2, 1, 4065, 0, 6, -2206, 0, 1],
  [1, 0, 0, 2, 0, 6579, 0, -24, -199, 0, 2],
  [0, 1, 2, -2, 1, 3579, 0, 5, -1900, 0, 1],
  [1, -1, 0, 0, 0, 4725, 0, -6, -41, 0, 3],
  [-2, 0, 2, 0, 2, -3075, 0, -2, 1313, 0, -1],
  [3, 0, 2, 0, 2, -2904, 0, 15, 1233, 0, 7],
  [0, -1, 0, 2, 0, 4348, 0, -10, -81, 0, 2],
  [1, -1, 2, 0, 2, -2878, 0, 8, 1232, 0, 4],
  [0, 0, 0, 1, 0, -4230, 0, 5, -20, 0, -2],
  [-1, -1, 2, 2, 2, -2819, 0, 7, 1207, 0, 3],
  [-1, 0, 2, 0, 0, -4056, 0, 5, 40, 0, -2],
  [0, -1, 2, 2, 2, -2647, 0, 11, 1129, 0, 5],
  [-2, 0, 0, 0, 1, -2294, 0, -10, 1266, 0, -4],
  [1, 1, 2, 0, 2, 2481, 0, -7, -1062, 0, -3],
  [2, 0, 0, 0, 1, 2179, 0, -2, -1129, 0, -2],
  [-1, 1, 0, 1, 0, 3276, 0, 1, -9, 0, 0],
  [1, 1, 0, 0, 0, -3389, 0, 5, 35, 0, -2],
  [1, 0, 2, 0, 0, 3339, 0, -13, -107, 0, 1],
  [-1, 0, 2, -2, 1, -1987, 0, -6, 1073, 0, -2],
  [1, 0, 0, 0, 2, -1981, 0, 0, 854, 0, 0],
  [-1, 0, 0, 1, 0, 4026, 0, -353, -553, 0, -139],
  [0, 0, 2, 1, 2, 1660, 0, -5, -710, 0, -2],
  [-1, 0, 2, 4, 2, -1521, 0, 9, 647, 0, 4],
  [-1, 1, 0, 1, 1, 1314, 0, 0, -700, 0, 0],
  [0, -2, 2, -2, 1, -1283, 0, 0, 672, 0, 0],
  [1, 0, 2, 2, 1, -1331, 0, 8, 663, 0, 4],
  [-2, 0, 2, 2, 2, 1383, 0, -2, -594, 0, -2],
  [-1, 0, 0, 0, 2, 1405, 0, 4, -610, 0, 2],
  [1, 1, 2, -2, 2, 1290, 0, 0, -556, 0, 0],
];

/** Delaunay arguments (Simon et al. 1994): value at J2000 and rate, arcseconds and ″/century. */
const DELAUNAY: readonly (readonly [number, number])[] = [
  [485868.249036, 1717915923.2178], // l, mean anomaly of the Moon
  [1287104.79305, 129596581.0481], // l′, mean anomaly of the Sun
  [335779.526232, 1739527262.8478], // F, Moon's argument of latitude
  [1072260.70369, 1602961601.209], // D, mean elongation of the Moon from the Sun
  [450160.398036, -6962890.5431], // Ω, longitude of the Moon's ascending node
];

/** Fixed offsets in lieu of planetary nutation terms, arcseconds (IAU 2000B). */
const DPSI_PLANETARY_ASEC = -0.000135;
const DEPS_PLANETARY_ASEC = 0.000388;

interface Nutation {
  /** Nutation in longitude Δψ, degrees. */
  readonly dpsiDeg: number;
  /** Nutation in obliquity Δε, degrees. */
  readonly depsDeg: number;
  /** dΔψ/dt, degrees per day. */
  readonly dpsiRateDegPerDay: number;
  /** Longitude of the Moon's mean ascending node Ω, radians (for the equation of the equinoxes). */
  readonly omegaRad: number;
}

/** IAU 2000B nutation (McCarthy & Luzum 2003) for `t` Julian centuries of TT since J2000. */
function nutationIau2000b(t: number): Nutation {
  const args = [0, 0, 0, 0, 0];
  const rates = [0, 0, 0, 0, 0];
  for (let i = 0; i < 5; i++) {
    const [a0, a1] = DELAUNAY[i] as readonly [number, number];
    args[i] = ((a0 + a1 * t) % TURN_ASEC) * ASEC_TO_RAD;
    rates[i] = a1 * ASEC_TO_RAD;
  }
  const [el, elp, f, d, om] = args as [number, number, number, number, number];
  const [rl, rlp, rf, rd, rom] = rates as [number, number, number, number, number];
  let dp = 0;
  let de = 0;
  let dpRate = 0;
  // Smallest terms first, as SOFA does, for the best rounding.
  for (let i = NUTATION_TERMS.length - 1; i >= 0; i--) {
    const c = NUTATION_TERMS[i] as readonly number[];
    const nl = c[0] as number;
    const nlp = c[1] as number;
    const nf = c[2] as number;
    const nd = c[3] as number;
    const nom = c[4] as number;
    const arg = nl * el + nlp * elp + nf * f + nd * d + nom * om;
    const argRate = nl * rl + nlp * rlp + nf * rf + nd * rd + nom * rom;
    const s = Math.sin(arg);
    const co = Math.cos(arg);
    const ps = (c[5] as number) + (c[6] as number) * t;
    const pc = c[7] as number;
    dp += ps * s + pc * co;
    de += ((c[8] as number) + (c[9] as number) * t) * co + (c[10] as number) * s;
    dpRate += (ps * co - pc * s) * argRate + (c[6] as number) * s;
  }
  // Units: 0.1 µas → arcseconds is 1e-7.
  const dpsiAsec = dp * 1e-7 + DPSI_PLANETARY_ASEC;
  const depsAsec = de * 1e-7 + DEPS_PLANETARY_ASEC;
  return {
    dpsiDeg: dpsiAsec / 3600,
    depsDeg: depsAsec / 3600,
    dpsiRateDegPerDay: (dpRate * 1e-7) / 3600 / DAYS_PER_CENTURY,
    omegaRad: om,
  };
}

/** Mean obliquity of the ecliptic εA (IAU 2006, Hilton et al. 2006), degrees, `t` in TT centuries. */
function meanObliquityDeg(t: number): number {
  const asec =
    84381.406 +
    t * (-46.836769 + t * (-0.0001831 + t * (0.0020034 + t * (-0.000000576 + t * -0.0000000434))));
  return asec / 3600;
}

function multiply(a: Matrix3, b: Matrix3): Matrix3 {
  return [
    a[0] * b[0] + a[1] * b[3] + a[2] * b[6],
    a[0] * b[1] + a[1] * b[4] + a[2] * b[7],
    a[0] * b[2] + a[1] * b[5] + a[2] * b[8],
    a[3] * b[0] + a[4] * b[3] + a[5] * b[6],
    a[3] * b[1] + a[4] * b[4] + a[5] * b[7],
    a[3] * b[2] + a[4] * b[5] + a[5] * b[8],
    a[6] * b[0] + a[7] * b[3] + a[8] * b[6],
    a[6] * b[1] + a[7] * b[4] + a[8] * b[7],
    a[6] * b[2] + a[7] * b[5] + a[8] * b[8],
  ];
}

/** Frame rotation about x by `angle` radians (SOFA `eraRx` convention). */
function rx(angle: number): Matrix3 {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  return [1, 0, 0, 0, c, s, 0, -s, c];
}

/** Frame rotation about z by `angle` radians (SOFA `eraRz` convention). */
function rz(angle: number): Matrix3 {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  return [c, s, 0, -s, c, 0, 0, 0, 1];
}

/**
 * Rotation from the J2000 mean equator (EQJ, the frame of astronomy-engine's vectors) to the mean
 * ecliptic and equinox of date: R1(εA)·R3(χA)·R1(−ωA)·R3(−ψA)·R1(ε0), IAU 2006 P03 angles
 * (IERS Conventions 2010, eq. 5.39–5.40), `t` in TT centuries.
 */
function eqjToMeanEclipticOfDate(t: number): Matrix3 {
  const eps0 = 84381.406;
  const psiA =
    t * (5038.481507 + t * (-1.0790069 + t * (-0.00114045 + t * (0.000132851 + t * -0.0000000951))));
  const omegaA =
    eps0 + t * (-0.025754 + t * (0.0512623 + t * (-0.00772503 + t * (-0.000000467 + t * 0.0000003337))));
  const chiA = t * (10.556403 + t * (-2.3814292 + t * (-0.00121197 + t * (0.000170663 + t * -0.000000056))));
  const epsA = meanObliquityDeg(t) * 3600;
  let m = rx(eps0 * ASEC_TO_RAD);
  m = multiply(rz(-psiA * ASEC_TO_RAD), m);
  m = multiply(rx(-omegaA * ASEC_TO_RAD), m);
  m = multiply(rz(chiA * ASEC_TO_RAD), m);
  return multiply(rx(epsA * ASEC_TO_RAD), m);
}

/** Everything about the Earth's orientation that a chart needs at one instant. */
export interface EarthOrientation {
  readonly jdUT: number;
  readonly jdTT: number;
  /** Julian centuries of TT since J2000. */
  readonly tCenturies: number;
  readonly nutation: Nutation;
  readonly meanObliquityDeg: number;
  /** True obliquity ε = εA + Δε, degrees. */
  readonly trueObliquityDeg: number;
  /** EQJ → mean ecliptic of date (add Δψ to a longitude for the true equinox of date). */
  readonly eclipticMatrix: Matrix3;
  /** Time derivative of `eclipticMatrix`, per day. */
  readonly eclipticMatrixRate: Matrix3;
  /** Greenwich apparent sidereal time, degrees [0, 360). */
  readonly gastDeg: number;
}

/**
 * Earth rotation angle θ (IERS Conventions 2010, eq. 5.15), degrees [0, 360), from a UT1 Julian day.
 */
function earthRotationAngleDeg(jdUT: number): number {
  const du = jdUT - JD_J2000;
  // 1.00273781191135448·Du split as Du + 0.00273…·Du; the whole days of Du are whole turns.
  const frac = jdUT % 1;
  return normalizeDeg(360 * (0.779057273264 + 0.00273781191135448 * du + frac));
}

/**
 * Greenwich apparent sidereal time in degrees: ERA + IAU 2006 GMST polynomial + equation of the
 * equinoxes Δψ·cos ε + complementary terms (IERS Conventions 2010 §5.5.7).
 */
function iersApparentSiderealTimeDeg(
  jdUT: number,
  t: number,
  nutation: Nutation,
  trueOblDeg: number,
): number {
  const polyAsec =
    0.014506 +
    t * (4612.156534 + t * (1.3915817 + t * (-0.00000044 + t * (-0.000029956 + t * -0.0000000368))));
  const om = nutation.omegaRad;
  const eqEqAsec =
    nutation.dpsiDeg * 3600 * Math.cos(trueOblDeg / DEG_PER_RAD) +
    0.00264096 * Math.sin(om) +
    0.00006352 * Math.sin(2 * om);
  return normalizeDeg(earthRotationAngleDeg(jdUT) + (polyAsec + eqEqAsec) / 3600);
}

/** 1850-01-01 and 2050-01-01 (UT): outside this span the long-term sidereal time applies. */
const JD_LONG_TERM_BEFORE = 2396758.5;
const JD_LONG_TERM_AFTER = 2469807.5;
/** Offsets that make the long-term formula continuous with IERS 2010 at 1850 and 2050, degrees. */
const LONG_TERM_OFFSET_1850_DEG = 0.000378172;
const LONG_TERM_OFFSET_2050_DEG = 0.001385646;
/** Light time for 1 AU, days (IAU 2012 au, c). */
const LIGHT_TIME_AU_DAYS = 149597870.7 / 299792.458 / 86400;

/**
 * Long-term apparent sidereal time, degrees: the mean longitude of the Earth of Simon et al. (1994,
 * A&A 282, 663, eq. 3.5.b), shifted by the Sun–Earth light time, precessed to the mean ecliptic of
 * date, plus the UT hour angle and the equation of the equinoxes. This is Swiss Ephemeris 2.x's
 * default outside 1850–2050 (it departs from IERS 2010 by ~2″ in 2100); the reference charts were
 * computed with it, so the engine follows it there.
 */
function longTermApparentSiderealTimeDeg(
  jdUT: number,
  t: number,
  eclipticMatrix: Matrix3,
  nutation: Nutation,
  trueOblDeg: number,
): number {
  const tm = t / 10; // Julian millennia
  const lonJ2000Deg =
    100.46645683 +
    (1295977422.83429 * tm - 2.04411 * tm * tm - 0.00523 * tm * tm * tm) / 3600 -
    (LIGHT_TIME_AU_DAYS * 360) / 365.2425;
  const l = lonJ2000Deg / DEG_PER_RAD;
  const eps0 = 84381.406 / 3600 / DEG_PER_RAD;
  // J2000 ecliptic → J2000 equator (EQJ) → mean ecliptic of date.
  const v = [Math.cos(l), Math.sin(l) * Math.cos(eps0), Math.sin(l) * Math.sin(eps0)];
  const m = eclipticMatrix;
  const x = m[0] * (v[0] as number) + m[1] * (v[1] as number) + m[2] * (v[2] as number);
  const y = m[3] * (v[0] as number) + m[4] * (v[1] as number) + m[5] * (v[2] as number);
  const lonOfDateDeg = Math.atan2(y, x) * DEG_PER_RAD;
  const hourDeg = ((((jdUT - 0.5) % 1) + 1) % 1) * 360;
  const eqEqDeg = nutation.dpsiDeg * Math.cos(trueOblDeg / DEG_PER_RAD);
  const offset = jdUT <= JD_LONG_TERM_BEFORE ? LONG_TERM_OFFSET_1850_DEG : LONG_TERM_OFFSET_2050_DEG;
  return normalizeDeg(lonOfDateDeg + hourDeg + eqEqDeg - offset);
}

let cache: EarthOrientation | undefined;

/**
 * Earth orientation at a UT1 Julian day (ΔT from delta-t.ts). The last result is cached, because a
 * chart asks for it several times at the same instant.
 */
export function earthOrientation(jdUT: number): EarthOrientation {
  if (cache !== undefined && cache.jdUT === jdUT) return cache;
  const jdTT = jdTTFromJdUT(jdUT);
  const t = (jdTT - JD_J2000) / DAYS_PER_CENTURY;
  const nutation = nutationIau2000b(t);
  const meanObl = meanObliquityDeg(t);
  const m0 = eqjToMeanEclipticOfDate(t);
  const m1 = eqjToMeanEclipticOfDate(t + 1 / DAYS_PER_CENTURY);
  const rate = m1.map((v, i) => v - (m0[i] as number)) as unknown as Matrix3;
  const trueObl = meanObl + nutation.depsDeg;
  const result: EarthOrientation = {
    jdUT,
    jdTT,
    tCenturies: t,
    nutation,
    meanObliquityDeg: meanObl,
    trueObliquityDeg: trueObl,
    eclipticMatrix: m0,
    eclipticMatrixRate: rate,
    // Greenwich apparent sidereal time as the reference ephemeris defines it.
    gastDeg:
      jdUT <= JD_LONG_TERM_BEFORE || jdUT >= JD_LONG_TERM_AFTER
        ? longTermApparentSiderealTimeDeg(jdUT, t, m0, nutation, trueObl)
        : iersApparentSiderealTimeDeg(jdUT, t, nutation, trueObl),
  };
  cache = result;
  return result;
}
