/**
 * Geocentric apparent ecliptic longitudes of the Sun, Moon and planets, true ecliptic and equinox of
 * date, with their daily speed.
 *
 * Pipeline (Explanatory Supplement to the Astronomical Almanac, 3rd ed., ch. 7; Meeus ch. 33):
 * 1. Heliocentric J2000 (EQJ) positions of each planet and of the Earth (and its velocity), at
 *    TT = UT + ΔT with the engine's own ΔT (delta-t.ts): in 1899-08…2101-06 from the Chebyshev
 *    tables of planet-tables.ts (the complete VSOP87 for Mercury…Neptune and the Earth, Meeus ch. 37
 *    for Pluto); outside them from astronomy-engine (`HelioState`: truncated VSOP87, numerically
 *    integrated Pluto; its ΔT is ours, installed with `SetDeltaTFunction`).
 * 2. Light-time: the planet is taken at t − τ, τ = distance / c, iterated; from the tables directly,
 *    from astronomy-engine's state by a second-order Taylor step (Keplerian acceleration).
 * 3. Annual aberration from the Earth's velocity (relativistic formula, Expl. Suppl. eq. 7.40).
 * 4. IAU 2006 precession to the mean ecliptic of date, then + Δψ (IAU 2000B) for the true equinox.
 * The Moon is ELP/MPP02 (lunar-theory.ts, Chapront & Francou 2003; in 1899–2101 through its
 * Chebyshev table) taken at t − τ; for the Moon the Earth's motion during τ and the annual
 * aberration cancel, leaving this shift.
 *
 * Speeds are exact derivatives of the same pipeline (central difference of the longitude over
 * ±0.01 day of the tabulated positions), so `speed < 0` flags retrogradation correctly
 * even within minutes of a station.
 */
import { AstroTime, Body, C_AUDAY, HelioState, SetDeltaTFunction, type StateVector } from "astronomy-engine";
import { PLANETS, type PlanetName } from "../constants.ts";
import { clenshaw, DEG_PER_RAD, normalizeDeg, signedDeg } from "../math.ts";
import { deltaTSeconds } from "../time/delta-t.ts";
import { JD_J2000 } from "../time/julian.ts";
import { CHIRON_COEFFS, CHIRON_DEGREE, CHIRON_SEGMENT_DAYS, CHIRON_START_JD } from "./chiron.data.ts";
import { type EarthOrientation, earthOrientation, type Matrix3 } from "./earth-orientation.ts";
import { moonState, tableCovers, tablePosition, tableVelocity } from "./planet-tables.ts";

// astronomy-engine converts UT to TT with a global ΔT function; give it ours (Swiss Ephemeris
// compatible, see delta-t.ts) so its ephemerides are evaluated at the same TT as everything else.
SetDeltaTFunction((utDaysSinceJ2000: number) => deltaTSeconds(utDaysSinceJ2000 + JD_J2000));

/** Heliocentric gravitational constant k², AU³/day² (Gaussian constant squared). */
const GM_SUN = 0.01720209895 ** 2;
/** Geocentric gravitational constant of the Earth–Moon pair, AU³/day² (GM_sun · (M_E + M_M)/M_sun). */
const GM_EARTH_MOON = GM_SUN * (1 / 332946.0487 + 1 / 27068703.0);
/** Step for the numerical derivatives, days. */
const SPEED_STEP_DAYS = 0.01;

const ENGINE_BODY: Readonly<Record<Exclude<PlanetName, "sun" | "moon">, Body>> = {
  mercury: Body.Mercury,
  venus: Body.Venus,
  mars: Body.Mars,
  jupiter: Body.Jupiter,
  saturn: Body.Saturn,
  uranus: Body.Uranus,
  neptune: Body.Neptune,
  pluto: Body.Pluto,
};

/** Apparent geocentric position of one body. */
export interface BodyPosition {
  /** Apparent ecliptic longitude, true equinox of date, degrees [0, 360). */
  readonly lonDeg: number;
  /** Apparent ecliptic latitude, degrees. */
  readonly latDeg: number;
  /** Geocentric distance, AU. */
  readonly distanceAu: number;
  /** Daily motion in longitude, degrees/day (negative when retrograde). */
  readonly speedDegPerDay: number;
}

type Vec3 = [number, number, number];

interface Kinematics {
  readonly r: Vec3;
  readonly v: Vec3;
  readonly a: Vec3;
}

function kinematics(s: StateVector): Kinematics {
  const r: Vec3 = [s.x, s.y, s.z];
  const d3 = Math.hypot(s.x, s.y, s.z) ** 3;
  const k = d3 > 0 ? -GM_SUN / d3 : 0;
  return { r, v: [s.vx, s.vy, s.vz], a: [k * s.x, k * s.y, k * s.z] };
}

/** Position of a body `dt` days after its state epoch (second-order Taylor step). */
function propagate(k: Kinematics, dt: number): Vec3 {
  const h = 0.5 * dt * dt;
  return [
    k.r[0] + k.v[0] * dt + k.a[0] * h,
    k.r[1] + k.v[1] * dt + k.a[1] * h,
    k.r[2] + k.v[2] * dt + k.a[2] * h,
  ];
}

function velocityAt(k: Kinematics, dt: number): Vec3 {
  return [k.v[0] + k.a[0] * dt, k.v[1] + k.a[1] * dt, k.v[2] + k.a[2] * dt];
}

/** Where a heliocentric body is `dt` days after the epoch (EQJ, AU). */
type Track = (dt: number) => Vec3;

/** The Earth's heliocentric position and velocity around the epoch. */
interface EarthTrack {
  readonly pos: Track;
  readonly vel: Track;
}

/**
 * The tables are used when they cover the epoch with a day to spare (light-time is at most 0.2 day,
 * the speed step 0.01 day); otherwise astronomy-engine's truncated VSOP87 takes over.
 */
function inTables(jdTT: number): boolean {
  return tableCovers(jdTT - 1) && tableCovers(jdTT + 1);
}

// A chart asks for the Earth once for its bodies and once for Chiron, at the same instant.
let lastEarth: { readonly jdTT: number; readonly track: EarthTrack } | undefined;

function earthTrack(eo: EarthOrientation): EarthTrack {
  if (lastEarth?.jdTT === eo.jdTT) return lastEarth.track;
  const track = newEarthTrack(eo);
  lastEarth = { jdTT: eo.jdTT, track };
  return track;
}

function newEarthTrack(eo: EarthOrientation): EarthTrack {
  if (inTables(eo.jdTT)) {
    // Every body asks for the Earth at the same three instants (t, t ± the speed step): keep them.
    const jd = eo.jdTT;
    const h = SPEED_STEP_DAYS;
    const pos = [tablePosition("earth", jd - h), tablePosition("earth", jd), tablePosition("earth", jd + h)];
    const vel = [tableVelocity("earth", jd - h), tableVelocity("earth", jd), tableVelocity("earth", jd + h)];
    const slot = (dt: number) => (dt === 0 ? 1 : dt === h ? 2 : dt === -h ? 0 : -1);
    return {
      pos: (dt) => pos[slot(dt)] ?? tablePosition("earth", jd + dt),
      vel: (dt) => vel[slot(dt)] ?? tableVelocity("earth", jd + dt),
    };
  }
  const k = kinematics(HelioState(Body.Earth, engineTime(eo.jdUT)));
  return { pos: (dt) => propagate(k, dt), vel: (dt) => velocityAt(k, dt) };
}

/** Mercury…Pluto from the tables (Pluto: Meeus ch. 37, not in VSOP87); other years from astronomy-engine. */
function planetTrack(body: Exclude<PlanetName, "sun" | "moon">, eo: EarthOrientation): Track {
  if (inTables(eo.jdTT)) {
    const jd = eo.jdTT;
    return (dt) => tablePosition(body, jd + dt);
  }
  const k = kinematics(HelioState(ENGINE_BODY[body], engineTime(eo.jdUT)));
  return (dt) => propagate(k, dt);
}

/**
 * Apparent geocentric vector (EQJ, AU) of a planet `dt` days after the epoch: light-time
 * iteration from a first guess of τ (from 0, three passes leave τ within 10⁻⁸ of itself; from τ at
 * an instant 0.01 day away, off by ~10⁻⁶ day, two passes do the same), then relativistic annual
 * aberration with the Earth's velocity.
 */
function apparentFrom(planet: Track, earth: EarthTrack, dt: number, tauGuess: number, passes: number): Vec3 {
  const e = earth.pos(dt);
  let tau = tauGuess;
  let g: Vec3 = [0, 0, 0];
  for (let i = 0; i < passes; i++) {
    const p = planet(dt - tau);
    g = [p[0] - e[0], p[1] - e[1], p[2] - e[2]];
    tau = Math.hypot(g[0], g[1], g[2]) / C_AUDAY;
  }
  return aberrate(g, earth.vel(dt));
}

/** `positionFrom` for a planet: the light-time of t seeds the iterations at t ± the speed step. */
function planetPosition(eo: EarthOrientation, planet: Track, earth: EarthTrack): BodyPosition {
  const centre = apparentFrom(planet, earth, 0, 0, 3);
  // |apparent vector| is the light-time distance (aberration keeps the length).
  const tau = Math.hypot(centre[0], centre[1], centre[2]) / C_AUDAY;
  return positionFromVectors(
    eo,
    centre,
    apparentFrom(planet, earth, SPEED_STEP_DAYS, tau, 2),
    apparentFrom(planet, earth, -SPEED_STEP_DAYS, tau, 2),
  );
}

/** Apparent geocentric vector of the Sun (heliocentric origin) `dt` days after the epoch. */
function apparentSunVector(earth: EarthTrack, dt: number): Vec3 {
  const e = earth.pos(dt);
  return aberrate([-e[0], -e[1], -e[2]], earth.vel(dt));
}

/**
 * Annual aberration: p′ = (p/γ + (1 + p·V/(1 + 1/γ))·V) / (1 + p·V), with p the unit vector, V the
 * observer's velocity in units of c (Explanatory Supplement, 3rd ed., eq. 7.40). Keeps the length.
 */
function aberrate(g: Vec3, earthVelocity: Vec3): Vec3 {
  const d = Math.hypot(g[0], g[1], g[2]);
  const px = g[0] / d;
  const py = g[1] / d;
  const pz = g[2] / d;
  const vx = earthVelocity[0] / C_AUDAY;
  const vy = earthVelocity[1] / C_AUDAY;
  const vz = earthVelocity[2] / C_AUDAY;
  const invGamma = Math.sqrt(1 - (vx * vx + vy * vy + vz * vz));
  const pv = px * vx + py * vy + pz * vz;
  const w = 1 + pv / (1 + invGamma);
  const ax = invGamma * px + w * vx;
  const ay = invGamma * py + w * vy;
  const az = invGamma * pz + w * vz;
  const n = d / Math.hypot(ax, ay, az);
  return [ax * n, ay * n, az * n];
}

function rotate(m: Matrix3, v: Vec3): Vec3 {
  return [
    m[0] * v[0] + m[1] * v[1] + m[2] * v[2],
    m[3] * v[0] + m[4] * v[1] + m[5] * v[2],
    m[6] * v[0] + m[7] * v[1] + m[8] * v[2],
  ];
}

/**
 * True-equinox ecliptic longitude (degrees) of an EQJ vector `dt` days from the epoch; the
 * ecliptic-of-date matrix is taken linear in time (precession is slow). Only x and y are needed.
 */
function trueLongitudeDeg(eo: EarthOrientation, v: Vec3, dt: number): number {
  const m = eo.eclipticMatrix;
  const r = eo.eclipticMatrixRate;
  const x = (m[0] + r[0] * dt) * v[0] + (m[1] + r[1] * dt) * v[1] + (m[2] + r[2] * dt) * v[2];
  const y = (m[3] + r[3] * dt) * v[0] + (m[4] + r[4] * dt) * v[1] + (m[5] + r[5] * dt) * v[2];
  const dpsi = eo.nutation.dpsiDeg + eo.nutation.dpsiRateDegPerDay * dt;
  return Math.atan2(y, x) * DEG_PER_RAD + dpsi;
}

function positionFrom(eo: EarthOrientation, at: (dt: number) => Vec3): BodyPosition {
  return positionFromVectors(eo, at(0), at(SPEED_STEP_DAYS), at(-SPEED_STEP_DAYS));
}

/** Position and speed from the apparent EQJ vectors at t, t + step and t − step. */
function positionFromVectors(eo: EarthOrientation, v0: Vec3, vPlus: Vec3, vMinus: Vec3): BodyPosition {
  const e = rotate(eo.eclipticMatrix, v0);
  const lon0 = Math.atan2(e[1], e[0]) * DEG_PER_RAD + eo.nutation.dpsiDeg;
  const lonPlus = trueLongitudeDeg(eo, vPlus, SPEED_STEP_DAYS);
  const lonMinus = trueLongitudeDeg(eo, vMinus, -SPEED_STEP_DAYS);
  const distanceAu = Math.hypot(e[0], e[1], e[2]);
  return {
    lonDeg: normalizeDeg(lon0),
    latDeg: Math.asin(e[2] / distanceAu) * DEG_PER_RAD,
    distanceAu,
    speedDegPerDay: signedDeg(lonPlus - lonMinus) / (2 * SPEED_STEP_DAYS),
  };
}

function engineTime(jdUT: number): AstroTime {
  return new AstroTime(jdUT - JD_J2000);
}

/**
 * The Moon from ELP/MPP02 (lunar-theory.ts) taken at t − τ. Its acceleration for the ±0.01-day
 * speed step is the two-body one; the Sun's pull (~1 % of it) cancels in the central difference.
 */
function moonPosition(eo: EarthOrientation): BodyPosition {
  const s = moonState(eo.jdTT);
  const [x, y, z] = s.r;
  const d3 = Math.hypot(x, y, z) ** 3;
  const g = -GM_EARTH_MOON / d3;
  const k: Kinematics = { r: [x, y, z], v: [s.v[0], s.v[1], s.v[2]], a: [g * x, g * y, g * z] };
  const tau = Math.hypot(x, y, z) / C_AUDAY;
  return positionFrom(eo, (dt) => propagate(k, dt - tau));
}

/** Heliocentric EQJ position of Chiron (AU) at a TT Julian day, from the Chebyshev table. */
function chironHelio(jdTT: number): Vec3 {
  const k = Math.floor((jdTT - CHIRON_START_JD) / CHIRON_SEGMENT_DAYS);
  const segments = CHIRON_COEFFS.length / (3 * (CHIRON_DEGREE + 1));
  if (!(k >= 0 && k < segments)) throw new RangeError("Chiron is tabulated for 1900–2100 only");
  const x = (2 * (jdTT - CHIRON_START_JD - k * CHIRON_SEGMENT_DAYS)) / CHIRON_SEGMENT_DAYS - 1;
  const n = CHIRON_DEGREE + 1;
  const out: Vec3 = [0, 0, 0];
  for (let axis = 0; axis < 3; axis++) out[axis] = clenshaw(CHIRON_COEFFS, (3 * k + axis) * n, n, x);
  return out;
}

/**
 * Apparent geocentric position of 2060 Chiron: the tabulated heliocentric position taken at t − τ
 * (light-time iterated), minus the Earth, with annual aberration, like the planets.
 */
export function chironPosition(jdUT: number): BodyPosition {
  const eo = earthOrientation(jdUT);
  const earth = earthTrack(eo);
  return planetPosition(eo, (d) => chironHelio(eo.jdTT + d), earth);
}

/** Geocentric apparent positions of the ten chart bodies. */
export type Positions = Readonly<Record<PlanetName, BodyPosition>>;

/**
 * Apparent geocentric ecliptic longitude (true equinox of date), latitude, distance and daily speed
 * of one body at a UT1 Julian day. Sources: see the module comment (VSOP87 tables, astronomy-engine
 * outside them, IAU 2006/2000B, Explanatory Supplement).
 */
export function bodyPosition(body: PlanetName, jdUT: number): BodyPosition {
  const eo = earthOrientation(jdUT);
  if (body === "moon") return moonPosition(eo);
  const earth = earthTrack(eo);
  if (body === "sun") return positionFrom(eo, (dt) => apparentSunVector(earth, dt));
  return planetPosition(eo, planetTrack(body, eo), earth);
}

/**
 * Positions of all ten bodies at a UT1 Julian day (one Earth state shared by all). Accuracy against
 * JPL DE431 (Swiss Ephemeris), 1900–2100: see docs/astro.md.
 */
export function allPositions(jdUT: number): Positions {
  const eo = earthOrientation(jdUT);
  const earth = earthTrack(eo);
  const out: Partial<Record<PlanetName, BodyPosition>> = {};
  for (const body of PLANETS) {
    if (body === "moon") out.moon = moonPosition(eo);
    else if (body === "sun") out.sun = positionFrom(eo, (dt) => apparentSunVector(earth, dt));
    else {
      out[body] = planetPosition(eo, planetTrack(body, eo), earth);
    }
  }
  return out as Positions;
}
