/**
 * ΔT = TT − UT1, the model the reference charts were computed with (Swiss Ephemeris 2.10 defaults).
 *
 * - Before 1955.0: the cubic-spline fit of Stephenson, Morrison & Hohenkerk (2016),
 *   "Measurement of the Earth's rotation: 720 BC to AD 2015", Proc. R. Soc. A 472: 20160404,
 *   corrected from their lunar tidal acceleration (−25.85″/cy²) to JPL DE431's (−25.80″/cy²) with the
 *   usual −0.000091 · Δṅ · (Y − 1955)² seconds, and joined to the table below by a linear ramp over the
 *   1000 days before 1955-01-01.
 * - 1955.0 to the end of the table: yearly values (1 January) from the Astronomical Almanac (pp. K8–K9)
 *   and IERS EOP data (ΔT = 32.184 s + (TAI − UTC) − (UT1 − UTC)), interpolated with Bessel's
 *   fourth-order formula on a 365.25-day step.
 * - After the table: the SMH2016 long-term cubic (UKHO/HMNAO "Length of day" pages)
 *   64 + 0.17367·B + 0.0008·B² + 4.0333e-6·B³ (B = years since 2000), with a linear term that fades
 *   the jump at the table end out over 100 years; after 2500 the parabola 42.5 + 32.5·u² (u in
 *   centuries since 2000).
 *
 * Agreement with the reference (Swiss Ephemeris 2.10.03) is at the millisecond level 1800–2400;
 * versus the Espenak–Meeus (2006) polynomials the difference is < 1 s for 1900–2020 and grows to
 * ~ 110 s by 2100 (their 2050–2150 branch), which would move the Moon by ~ 1′.
 */

const JD_J2000 = 2451545.0;
const SECONDS_PER_DAY = 86400;

/** First year of `TABLE_SECONDS` (value at 1 January of that year). */
const TABLE_START_YEAR = 1940;

/**
 * ΔT in seconds at 1 January of each year 1940–2028. 1974–2023 computed from IERS data, 2024–2028
 * extrapolated (the values Swiss Ephemeris 2.10.03 ships).
 */
const TABLE_SECONDS: readonly number[] = [
  // 1940–1949
  24.33, 24.83, 25.3, 25.7, 26.24, 26.77, 27.28, 27.78, 28.25, 28.71,
  // 1950–1959
  29.15, 29.57, 29.97, 30.36, 30.72, 31.07, 31.35, 31.68, 32.18, 32.68,
  // 1960–1969
  33.15, 33.59, 34.0, 34.47, 35.03, 35.73, 36.54, 37.43, 38.29, 39.2,
  // 1970–1979
  40.18, 41.17, 42.23, 43.37, 44.4841, 45.4761, 46.4567, 47.5214, 48.5344, 49.5862,
  // 1980–1989
  50.5387, 51.3808, 52.1668, 52.9565, 53.7882, 54.3427, 54.8713, 55.3222, 55.8197, 56.3,
  // 1990–1999
  56.8553, 57.5653, 58.3092, 59.1218, 59.9845, 60.7854, 61.6287, 62.2951, 62.9659, 63.4673,
  // 2000–2009
  63.8285, 64.0908, 64.2998, 64.4734, 64.5736, 64.6876, 64.8452, 65.1464, 65.4574, 65.7768,
  // 2010–2019
  66.0699, 66.3246, 66.603, 66.9069, 67.281, 67.6439, 68.1024, 68.5927, 68.9676, 69.2202,
  // 2020–2023 (IERS), 2024–2028 (extrapolated)
  69.3612, 69.3593, 69.2945, 69.1833, 69.1, 69.0, 68.9, 68.8, 68.8,
];

const TABLE_END_YEAR = TABLE_START_YEAR + TABLE_SECONDS.length - 1;

/** Julian day (UT) of 1955-01-01 00:00, where the table takes over from SMH2016. */
const JD_1955 = 2435108.5;
/** Start of the 1000-day ramp that joins SMH2016 to the table (1952-04-15). */
const JD_RAMP_START = JD_1955 - 1000;
/** Value of the ramp at 1955.0, seconds (table − spline at the join). */
const RAMP_SECONDS = 0.6610218;

/** Lunar tidal acceleration of JPL DE431 and of the SMH2016 fit, ″/cy². */
const TIDAL_ACC_DE431 = -25.8;
const TIDAL_ACC_SMH2016 = -25.85;

/**
 * SMH2016 spline segments from 1720 to 1956: [jdStart, jdEnd, a0, a1, a2, a3] with
 * ΔT = a0 + a1·t + a2·t² + a3·t³, t = (jd − jdStart) / (jdEnd − jdStart), seconds.
 */
const SMH2016_SEGMENTS: readonly (readonly [number, number, number, number, number, number])[] = [
  [2349276.5, 2378496.5, 10.73, -1.321, 62.25, -52.946], // 1720–1800
  [2378496.5, 2382148.5, 18.714, -4.457, -1.509, 2.507], // 1800–1810
  [2382148.5, 2385800.5, 15.255, 0.046, 6.012, -4.634], // 1810–1820
  [2385800.5, 2389453.5, 16.679, -1.831, -7.889, 3.799], // 1820–1830
  [2389453.5, 2393105.5, 10.758, -6.211, 3.509, -0.388], // 1830–1840
  [2393105.5, 2396758.5, 7.668, -0.357, 2.345, -0.338], // 1840–1850
  [2396758.5, 2398584.5, 9.317, 1.659, 0.332, -0.932], // 1850–1855
  [2398584.5, 2400410.5, 10.376, -0.472, -2.463, 1.596], // 1855–1860
  [2400410.5, 2402237.5, 9.038, -0.61, 2.325, -2.497], // 1860–1865
  [2402237.5, 2404063.5, 8.256, -3.45, -5.166, 2.729], // 1865–1870
  [2404063.5, 2405889.5, 2.369, -5.596, 3.02, -0.919], // 1870–1875
  [2405889.5, 2407715.5, -1.126, -2.312, 0.264, -0.037], // 1875–1880
  [2407715.5, 2409542.5, -3.211, -1.894, 0.154, 0.562], // 1880–1885
  [2409542.5, 2411368.5, -4.388, 0.101, 1.841, -1.438], // 1885–1890
  [2411368.5, 2413194.5, -3.884, -0.531, -2.473, 1.87], // 1890–1895
  [2413194.5, 2415020.5, -5.017, 0.134, 3.138, -0.232], // 1895–1900
  [2415020.5, 2416846.5, -1.977, 5.715, 2.443, -1.257], // 1900–1905
  [2416846.5, 2418672.5, 4.923, 6.828, -1.329, 0.72], // 1905–1910
  [2418672.5, 2420498.5, 11.142, 6.33, 0.831, -0.825], // 1910–1915
  [2420498.5, 2422324.5, 17.479, 5.518, -1.643, 0.262], // 1915–1920
  [2422324.5, 2424151.5, 21.617, 3.02, -0.856, 0.008], // 1920–1925
  [2424151.5, 2425977.5, 23.789, 1.333, -0.831, 0.127], // 1925–1930
  [2425977.5, 2427803.5, 24.418, 0.052, -0.449, 0.142], // 1930–1935
  [2427803.5, 2429629.5, 24.164, -0.419, -0.022, 0.702], // 1935–1940
  [2429629.5, 2431456.5, 24.426, 1.645, 2.086, -1.106], // 1940–1945
  [2431456.5, 2433282.5, 27.05, 2.499, -1.232, 0.614], // 1945–1950
  [2433282.5, 2434378.5, 28.932, 1.127, 0.22, -0.277], // 1950–1953
  [2434378.5, 2435473.5, 30.002, 0.737, -0.61, 0.631], // 1953–1956
];

/** Tidal-acceleration correction of a ΔT fitted with `tidalAccFit`, seconds (Morrison & Stephenson). */
function tidalCorrectionSeconds(yearGregorian: number, tidalAccFit: number): number {
  const b = yearGregorian - 1955;
  return -0.000091 * (TIDAL_ACC_DE431 - tidalAccFit) * b * b;
}

function smh2016Seconds(jdUT: number): number {
  const yearGregorian = 2000 + (jdUT - JD_J2000) / 365.2425;
  let dt: number | undefined;
  for (const [jd0, jd1, a0, a1, a2, a3] of SMH2016_SEGMENTS) {
    if (jdUT >= jd0 && jdUT < jd1) {
      const t = (jdUT - jd0) / (jd1 - jd0);
      dt = a0 + t * (a1 + t * (a2 + t * a3));
      break;
    }
  }
  if (dt === undefined) {
    // Outside 1720–1956 (never reached in the supported 1800–2400 range): SMH2016 long-term parabola.
    const u = (yearGregorian - 1825) / 100;
    dt = -320 + 32.5 * u * u;
  }
  return dt + tidalCorrectionSeconds(yearGregorian, TIDAL_ACC_SMH2016);
}

/** Bessel fourth-order interpolation in the yearly table, as the Astronomical Almanac recommends. */
function tableSeconds(year: number): number {
  const size = TABLE_SECONDS.length;
  const at = (i: number): number => TABLE_SECONDS[i] ?? 0;
  const floorYear = Math.floor(year);
  const iy = floorYear - TABLE_START_YEAR;
  let ans = at(iy);
  if (iy + 1 >= size) return ans;
  const p = year - floorYear;
  ans += p * (at(iy + 1) - at(iy));
  if (iy - 1 < 0 || iy + 2 >= size) return ans;
  const d = [0, 0, 0, 0, 0];
  let k = iy - 2;
  for (let i = 0; i < 5; i++) {
    d[i] = k < 0 || k + 1 >= size ? 0 : at(k + 1) - at(k);
    k += 1;
  }
  for (let i = 0; i < 4; i++) d[i] = (d[i + 1] ?? 0) - (d[i] ?? 0);
  let b = 0.25 * p * (p - 1);
  ans += b * ((d[1] ?? 0) + (d[2] ?? 0));
  for (let i = 0; i < 3; i++) d[i] = (d[i + 1] ?? 0) - (d[i] ?? 0);
  b = (2 * b) / 3;
  ans += (p - 0.5) * b * (d[1] ?? 0);
  if (iy - 2 < 0 || iy + 3 > size) return ans;
  for (let i = 0; i < 2; i++) d[i] = (d[i + 1] ?? 0) - (d[i] ?? 0);
  b = 0.125 * b * (p + 1) * (p - 2);
  ans += b * ((d[0] ?? 0) + (d[1] ?? 0));
  return ans;
}

function smhFutureCubicSeconds(yearsSince2000: number): number {
  const b = yearsSince2000;
  return ((b * 121) / 30000000) * b * b + (b * b) / 1250 + (b * 521) / 3000 + 64;
}

function futureSeconds(year: number): number {
  if (year >= 2500) {
    const u = 0.01 * (year - 2000);
    return u * u * 32.5 + 42.5;
  }
  let ans = smhFutureCubicSeconds(year - 2000);
  if (year <= TABLE_END_YEAR + 100) {
    // Fade the step between the last table value and the cubic out over 100 years.
    const step =
      smhFutureCubicSeconds(TABLE_END_YEAR - 2000) - (TABLE_SECONDS[TABLE_SECONDS.length - 1] ?? 0);
    ans += step * (year - (TABLE_END_YEAR + 100)) * 0.01;
  }
  return ans;
}

/**
 * ΔT = TT − UT1 in seconds for a Julian day in UT (sources in the module comment: SMH2016 before
 * 1955, Astronomical Almanac/IERS table 1955–2028, SMH2016 cubic after).
 */
export function deltaTSeconds(jdUT: number): number {
  if (jdUT < JD_1955) {
    let dt = smh2016Seconds(jdUT);
    if (jdUT >= JD_RAMP_START) dt += (1 - (JD_1955 - jdUT) / 1000) * RAMP_SECONDS;
    return dt;
  }
  // Julian-year count from 2000-01-01 00:00 UT, as the table's interpolation step assumes.
  const year = 2000 + (jdUT - 2451544.5) / 365.25;
  if (year <= TABLE_END_YEAR) return tableSeconds(year);
  return futureSeconds(year);
}

/** Julian day in TT (days) from a Julian day in UT1: jdTT = jdUT + ΔT / 86400. */
export function jdTTFromJdUT(jdUT: number): number {
  return jdUT + deltaTSeconds(jdUT) / SECONDS_PER_DAY;
}
