/**
 * House cusps for the supported systems and the planet → house rule.
 *
 * Definitions (Holden, "The Elements of House Division", 1977; Swiss Ephemeris documentation §6,
 * "House systems"; Meeus for the spherical formulas):
 * - Placidus: cusps 11/12 where a point has covered 1/3 and 2/3 of its diurnal semi-arc since
 *   rising…culminating, cusps 2/3 likewise on the nocturnal semi-arc; solved by fixed-point
 *   iteration on right ascension to 1e-10°.
 * - Koch: ascendants at the sidereal times when the MC degree had covered 1/3, 2/3 of its diurnal
 *   semi-arc (and 1/3, 2/3 of it after the present for cusps 2/3).
 * - Regiomontanus: great circles through the north and south points cutting the equator every 30°.
 * - Campanus: great circles through the north and south points cutting the prime vertical every 30°.
 * - Porphyry: each quadrant between the angles trisected in ecliptic longitude.
 * - Equal: cusp i = Asc + 30(i − 1). Whole Sign: cusp i = start of the Ascendant's sign + 30(i − 1).
 *
 * Polar rule (docs/astro.md, reference README): beyond |lat| 66.5° (or when Placidus/Koch have no
 * solution) Placidus and Koch become Equal houses and the result says `houseSystem: "Equal"`; at such
 * latitudes the Ascendant is first turned by 180° when it falls west of the MC.
 */
import { type HouseSystem, POLAR_LATITUDE_LIMIT_DEG } from "../constants.ts";
import { atan2Deg, cosDeg, DEG_PER_RAD, normalizeDeg, signedDeg, sinDeg, tanDeg } from "../math.ts";
import { ascendantDeg, eclipticLongitudeOfRightAscensionDeg, midheavenDeg } from "./angles.ts";

export interface HouseResult {
  /** Ascendant longitude, degrees [0, 360). */
  readonly ascendantDeg: number;
  /** Midheaven longitude, degrees [0, 360). */
  readonly midheavenDeg: number;
  /** Twelve cusp longitudes, degrees; index 0 = cusp of house 1. */
  readonly cusps: readonly number[];
  /** The system actually used (`"Equal"` after a polar fallback). */
  readonly houseSystem: HouseSystem;
}

const PLACIDUS_TOLERANCE_DEG = 1e-10;
const PLACIDUS_MAX_ITERATIONS = 200;

/** Diurnal semi-arc (degrees) of a declination at a latitude, or undefined if it never rises/sets. */
function diurnalSemiArcDeg(decDeg: number, latDeg: number): number | undefined {
  const x = tanDeg(latDeg) * tanDeg(decDeg);
  if (x > 1 || x < -1) return undefined;
  return 90 + Math.asin(x) * DEG_PER_RAD;
}

/**
 * One Placidus cusp: `fraction` of the diurnal semi-arc east of the meridian (cusps 11, 12) or,
 * with `below`, of the nocturnal semi-arc past the Ascendant (cusps 2, 3).
 */
function placidusCuspDeg(
  ramc: number,
  latDeg: number,
  oblDeg: number,
  fraction: number,
  below: boolean,
): number | undefined {
  let ra = ramc + (below ? 90 + 90 * fraction : 90 * fraction);
  let lon = eclipticLongitudeOfRightAscensionDeg(ra, oblDeg);
  for (let i = 0; i < PLACIDUS_MAX_ITERATIONS; i++) {
    const decDeg = Math.asin(sinDeg(oblDeg) * sinDeg(lon)) * DEG_PER_RAD;
    const dsa = diurnalSemiArcDeg(decDeg, latDeg);
    if (dsa === undefined) return undefined;
    ra = below ? ramc + dsa + fraction * (180 - dsa) : ramc + fraction * dsa;
    const next = eclipticLongitudeOfRightAscensionDeg(ra, oblDeg);
    const delta = Math.abs(signedDeg(next - lon));
    lon = next;
    if (delta < PLACIDUS_TOLERANCE_DEG) return lon;
  }
  return undefined;
}

function placidusCusps(
  ramc: number,
  latDeg: number,
  oblDeg: number,
): [number, number, number, number] | undefined {
  const c11 = placidusCuspDeg(ramc, latDeg, oblDeg, 1 / 3, false);
  const c12 = placidusCuspDeg(ramc, latDeg, oblDeg, 2 / 3, false);
  const c2 = placidusCuspDeg(ramc, latDeg, oblDeg, 1 / 3, true);
  const c3 = placidusCuspDeg(ramc, latDeg, oblDeg, 2 / 3, true);
  if (c11 === undefined || c12 === undefined || c2 === undefined || c3 === undefined) return undefined;
  return [c11, c12, c2, c3];
}

function kochCusps(
  ramc: number,
  latDeg: number,
  oblDeg: number,
  mc: number,
): [number, number, number, number] | undefined {
  const decMc = Math.asin(sinDeg(oblDeg) * sinDeg(mc)) * DEG_PER_RAD;
  const dsa = diurnalSemiArcDeg(decMc, latDeg);
  if (dsa === undefined) return undefined;
  const asc = (offsetDeg: number) => ascendantDeg(ramc + offsetDeg, latDeg, oblDeg);
  return [asc((-2 * dsa) / 3), asc(-dsa / 3), asc(dsa / 3), asc((2 * dsa) / 3)];
}

type Vec3 = readonly [number, number, number];

function cross(a: Vec3, b: Vec3): Vec3 {
  return [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
}

/** Is `lon` inside the counter-clockwise arc from `from` to `to` (degrees)? */
function inArc(lon: number, from: number, to: number): boolean {
  return normalizeDeg(lon - from) < normalizeDeg(to - from);
}

/**
 * Intersection of the ecliptic with the great circle through the north–south axis of the horizon and
 * the equatorial vector `q`; of the two antipodal points, the one inside the arc `from`→`to`.
 */
function circleThroughMeridianAxisDeg(
  ramc: number,
  latDeg: number,
  oblDeg: number,
  q: Vec3,
  from: number,
  to: number,
): number {
  const north: Vec3 = [-sinDeg(latDeg) * cosDeg(ramc), -sinDeg(latDeg) * sinDeg(ramc), cosDeg(latDeg)];
  const eclipticPole: Vec3 = [0, -sinDeg(oblDeg), cosDeg(oblDeg)];
  const d = cross(cross(north, q), eclipticPole);
  const lon = atan2Deg(d[1] * cosDeg(oblDeg) + d[2] * sinDeg(oblDeg), d[0]);
  if (inArc(lon, from, to)) return lon;
  return normalizeDeg(lon + 180);
}

type QuadrantPoints = readonly [Vec3, Vec3, Vec3, Vec3];

/**
 * Cusps 11, 12, 2 and 3 of a system that divides a great circle and projects the division `points`
 * (for cusps 11, 12, 2, 3, as equatorial vectors) onto the ecliptic through the north–south axis of
 * the horizon.
 */
function meridianAxisCusps(
  ramc: number,
  latDeg: number,
  oblDeg: number,
  asc: number,
  mc: number,
  points: QuadrantPoints,
): [number, number, number, number] {
  const at = (q: Vec3, from: number, to: number) =>
    circleThroughMeridianAxisDeg(ramc, latDeg, oblDeg, q, from, to);
  const ic = normalizeDeg(mc + 180);
  return [at(points[0], mc, asc), at(points[1], mc, asc), at(points[2], asc, ic), at(points[3], asc, ic)];
}

/** Regiomontanus divides the equator: its points 30°, 60°, 120°, 150° east of the meridian. */
function regiomontanusPoints(ramc: number): QuadrantPoints {
  const at = (hourAngleEastDeg: number): Vec3 => {
    const ra = ramc + hourAngleEastDeg;
    return [cosDeg(ra), sinDeg(ra), 0];
  };
  return [at(30), at(60), at(120), at(150)];
}

/** Campanus divides the prime vertical: its points at altitudes 60°, 30°, −30°, −60° in the east. */
function campanusPoints(ramc: number, latDeg: number): QuadrantPoints {
  const zenith: Vec3 = [cosDeg(latDeg) * cosDeg(ramc), cosDeg(latDeg) * sinDeg(ramc), sinDeg(latDeg)];
  const east: Vec3 = [-sinDeg(ramc), cosDeg(ramc), 0];
  const at = (altitudeDeg: number): Vec3 => {
    const c = cosDeg(altitudeDeg);
    const s = sinDeg(altitudeDeg);
    return [c * east[0] + s * zenith[0], c * east[1] + s * zenith[1], c * east[2] + s * zenith[2]];
  };
  return [at(60), at(30), at(-30), at(-60)];
}

function porphyryCusps(asc: number, mc: number): [number, number, number, number] {
  const upper = normalizeDeg(asc - mc);
  const lower = 180 - upper;
  return [
    normalizeDeg(mc + upper / 3),
    normalizeDeg(mc + (2 * upper) / 3),
    normalizeDeg(asc + lower / 3),
    normalizeDeg(asc + (2 * lower) / 3),
  ];
}

function fromQuadrant(asc: number, mc: number, [c11, c12, c2, c3]: readonly number[]): number[] {
  const ic = normalizeDeg(mc + 180);
  const dsc = normalizeDeg(asc + 180);
  const q = [c11, c12, c2, c3].map((c) => normalizeDeg(c as number));
  return [
    asc,
    q[2] as number,
    q[3] as number,
    ic,
    normalizeDeg((q[0] as number) + 180),
    normalizeDeg((q[1] as number) + 180),
    dsc,
    normalizeDeg((q[2] as number) + 180),
    normalizeDeg((q[3] as number) + 180),
    mc,
    q[0] as number,
    q[1] as number,
  ];
}

function equalCusps(startDeg: number): number[] {
  return Array.from({ length: 12 }, (_, i) => normalizeDeg(startDeg + 30 * i));
}

/**
 * Ascendant, Midheaven and the twelve cusps (degrees) of `system` for the right ascension of the
 * meridian `ramcDeg` (local apparent sidereal time × 15), geographic latitude `latDeg` and true
 * obliquity `oblDeg`, with the polar rule described in the module comment.
 */
export function computeHouses(
  ramcDeg: number,
  latDeg: number,
  oblDeg: number,
  system: HouseSystem,
): HouseResult {
  const mc = midheavenDeg(ramcDeg, oblDeg);
  let asc = ascendantDeg(ramcDeg, latDeg, oblDeg);
  const polar = Math.abs(latDeg) > POLAR_LATITUDE_LIMIT_DEG;
  if (polar && signedDeg(asc - mc) < 0) asc = normalizeDeg(asc + 180);
  const equal = (): HouseResult => ({
    ascendantDeg: asc,
    midheavenDeg: mc,
    cusps: equalCusps(asc),
    houseSystem: "Equal",
  });
  const quadrant = (q: readonly number[] | undefined): HouseResult =>
    q === undefined
      ? equal()
      : { ascendantDeg: asc, midheavenDeg: mc, cusps: fromQuadrant(asc, mc, q), houseSystem: system };
  switch (system) {
    case "Placidus":
      return polar ? equal() : quadrant(placidusCusps(ramcDeg, latDeg, oblDeg));
    case "Koch":
      return polar ? equal() : quadrant(kochCusps(ramcDeg, latDeg, oblDeg, mc));
    case "Regiomontanus":
      return quadrant(meridianAxisCusps(ramcDeg, latDeg, oblDeg, asc, mc, regiomontanusPoints(ramcDeg)));
    case "Campanus":
      return quadrant(meridianAxisCusps(ramcDeg, latDeg, oblDeg, asc, mc, campanusPoints(ramcDeg, latDeg)));
    case "Porphyry":
      return quadrant(porphyryCusps(asc, mc));
    case "Equal":
      return equal();
    case "WholeSign":
      return {
        ascendantDeg: asc,
        midheavenDeg: mc,
        cusps: equalCusps(Math.floor(asc / 30) * 30),
        houseSystem: "WholeSign",
      };
  }
}

/**
 * House (1–12) of an ecliptic longitude: the house i with lon in [cusp_i, cusp_{i+1}) counter-
 * clockwise, so a point exactly on a cusp belongs to the house that cusp opens.
 */
export function houseOfLongitude(lonDeg: number, cusps: readonly number[]): number {
  for (let i = 0; i < 12; i++) {
    const start = cusps[i] as number;
    const end = cusps[(i + 1) % 12] as number;
    const width = normalizeDeg(end - start);
    if (normalizeDeg(lonDeg - start) < width) return i + 1;
  }
  // Only reachable with degenerate (coincident) cusps: fall back to the nearest preceding cusp.
  let best = 1;
  let bestGap = 361;
  for (let i = 0; i < 12; i++) {
    const gap = normalizeDeg(lonDeg - (cusps[i] as number));
    if (gap < bestGap) {
      bestGap = gap;
      best = i + 1;
    }
  }
  return best;
}
