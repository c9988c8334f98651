/**
 * The lunar points of a chart: the true (osculating) and mean ascending nodes and Black Moon Lilith
 * (the mean lunar apogee), apparent longitudes on the true ecliptic and equinox of date.
 *
 * - Mean node and mean perigee: polynomials of Chapront, Chapront-Touzé & Francou (1998) as given by
 *   Meeus, *Astronomical Algorithms*, 2nd ed., eq. 47.7 and ch. 50 (the mean perigee), referred to
 *   the mean equinox of date; the nutation in longitude Δψ takes them to the true equinox.
 * - Lilith: the mean apogee (perigee + 180°) lies on the mean lunar orbit, inclined by
 *   i = 5.1453964° (ELP); its ecliptic longitude is the projection node + atan2(cos i·sin u, cos u),
 *   u = apogee − node. The projection moves it by up to 0.12° (Swiss Ephemeris does the same).
 * - True node: where the osculating orbital plane (r × v of the geometric Moon from ELP/MPP02, see
 *   ephemeris/lunar-theory.ts) cuts the ecliptic of date; speed by central difference.
 */
import type { EarthOrientation, Matrix3 } from "../ephemeris/earth-orientation.ts";
import { moonState } from "../ephemeris/planet-tables.ts";
import { DEG_PER_RAD, normalizeDeg, signedDeg } from "../math.ts";

const DAYS_PER_CENTURY = 36525;
const MEAN_LUNAR_INCLINATION_RAD = 5.1453964 / DEG_PER_RAD;
/** Step of the true node's central difference, days (the node's short-period terms last ~2 weeks). */
const NODE_SPEED_STEP_DAYS = 0.05;

export interface PointLongitude {
  /** Apparent longitude, true equinox of date, degrees [0, 360). */
  readonly lonDeg: number;
  /** Degrees per day. */
  readonly speedDegPerDay: number;
}

/** Mean longitude of the ascending node (mean equinox of date), degrees, and its rate per century. */
function meanNode(t: number): [number, number] {
  const lon = 125.0445479 + t * (-1934.1362891 + t * (0.0020754 + t * (1 / 467441 - t / 60616000)));
  const rate = -1934.1362891 + t * (2 * 0.0020754 + t * (3 / 467441 - (4 * t) / 60616000));
  return [lon, rate];
}

/** Mean longitude of the lunar perigee (mean equinox of date), degrees, and its rate per century. */
function meanPerigee(t: number): [number, number] {
  const lon = 83.3532465 + t * (4069.0137287 + t * (-0.01032 + t * (-1 / 80053 + t / 18999000)));
  const rate = 4069.0137287 + t * (2 * -0.01032 + t * (-3 / 80053 + (4 * t) / 18999000));
  return [lon, rate];
}

/** Mean node on the true equinox of date. */
export function meanNodePoint(eo: EarthOrientation): PointLongitude {
  const [lon, rate] = meanNode(eo.tCenturies);
  return {
    lonDeg: normalizeDeg(lon + eo.nutation.dpsiDeg),
    speedDegPerDay: rate / DAYS_PER_CENTURY + eo.nutation.dpsiRateDegPerDay,
  };
}

function projectedApogeeDeg(t: number): number {
  const node = meanNode(t)[0];
  const u = (meanPerigee(t)[0] + 180 - node) / DEG_PER_RAD;
  return node + Math.atan2(Math.cos(MEAN_LUNAR_INCLINATION_RAD) * Math.sin(u), Math.cos(u)) * DEG_PER_RAD;
}

/** Black Moon Lilith: the mean apogee projected on the ecliptic, true equinox of date. */
export function lilithPoint(eo: EarthOrientation): PointLongitude {
  const t = eo.tCenturies;
  const dt = 1 / DAYS_PER_CENTURY; // one day
  const rate = signedDeg(projectedApogeeDeg(t + dt) - projectedApogeeDeg(t - dt)) / 2;
  return {
    lonDeg: normalizeDeg(projectedApogeeDeg(t) + eo.nutation.dpsiDeg),
    speedDegPerDay: rate + eo.nutation.dpsiRateDegPerDay,
  };
}

function rotate(m: Matrix3, v: readonly number[]): [number, number, number] {
  const [x, y, z] = v as [number, number, number];
  return [m[0] * x + m[1] * y + m[2] * z, m[3] * x + m[4] * y + m[5] * z, m[6] * x + m[7] * y + m[8] * z];
}

/** Longitude of the osculating ascending node on the mean ecliptic of date, degrees. */
function osculatingNodeDeg(eo: EarthOrientation, dt: number): number {
  const s = moonState(eo.jdTT + dt);
  const m = eo.eclipticMatrix.map(
    (x, i) => x + (eo.eclipticMatrixRate[i] as number) * dt,
  ) as unknown as Matrix3;
  const r = rotate(m, s.r);
  const v = rotate(m, s.v);
  // Orbit normal h = r × v; the ascending node points along ẑ × h = (−h_y, h_x, 0).
  const hx = r[1] * v[2] - r[2] * v[1];
  const hy = r[2] * v[0] - r[0] * v[2];
  return Math.atan2(hx, -hy) * DEG_PER_RAD;
}

/** True (osculating) ascending node, true equinox of date. */
export function trueNodePoint(eo: EarthOrientation): PointLongitude {
  const h = NODE_SPEED_STEP_DAYS;
  const rate = signedDeg(osculatingNodeDeg(eo, h) - osculatingNodeDeg(eo, -h)) / (2 * h);
  return {
    lonDeg: normalizeDeg(osculatingNodeDeg(eo, 0) + eo.nutation.dpsiDeg),
    speedDegPerDay: rate + eo.nutation.dpsiRateDegPerDay,
  };
}
