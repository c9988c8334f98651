/**
 * Transits: aspects from the moving bodies to the points of a natal chart, with exact times found by
 * root-finding, the times the aspect enters and leaves the transit orb, and one record per pass
 * (a retrograde station can make the same aspect exact up to three times).
 *
 * Method: each transiting body's apparent longitude is tracked (longitude-track.ts: exact samples,
 * Hermite interpolation, split at stations). For every natal point and aspect the target longitudes
 * are natal ± angle; the crossings of target − orb, target and target + orb are solved on the
 * monotonic pieces; exact crossings of planets are then polished with Newton steps on the full
 * ephemeris (the Moon's interpolation is already good to ~0.1 s). Orb windows that overlap the
 * requested range are followed outside it until they close, so their entry and exit are real.
 */
import { ASPECTS, type AspectName, PLANETS, type PlanetName, TRANSIT_ORB_DEG } from "../constants.ts";
import { bodyPosition } from "../ephemeris/positions.ts";
import { normalizeDeg, signedDeg } from "../math.ts";
import { jdUTFromDate, MS_PER_DAY, unixMsFromJdUT } from "../time/julian.ts";
import { LongitudeTrack, type Station, type TrackPiece } from "./longitude-track.ts";
import {
  type NatalPointName,
  type TransitCategory,
  type TransitImpact,
  transitCategory,
  transitImpact,
} from "./transit-rules.ts";

/** One pass of a transiting body over an aspect to a natal point. */
export interface Transit {
  readonly transitingPlanet: PlanetName;
  readonly natalPoint: NatalPointName;
  readonly aspect: AspectName;
  /** Exact aspect angle, degrees. */
  readonly angleDeg: number;
  /** Natal point's longitude, degrees. */
  readonly natalLongitudeDeg: number;
  /** Longitude the transiting body must reach for the aspect to be exact, degrees. */
  readonly targetLongitudeDeg: number;
  /** Exact time of this pass, ISO UTC rounded to the minute; null if the pass never perfects. */
  readonly exactUtc: string | null;
  /** True when `exactUtc` falls inside the requested range. */
  readonly exactInRange: boolean;
  /** When this pass comes within the transit orb (ISO UTC, minute); null if not found within the search limit. */
  readonly orbStartUtc: string | null;
  /** When this pass leaves the orb (or reaches the station that separates it from the next pass). */
  readonly orbEndUtc: string | null;
  /** 1-based number of this pass among the exact passes of one continuous orb window. */
  readonly pass: number;
  /** Number of exact passes in that window (1–3; 1 also for a window that never perfects). */
  readonly passCount: number;
  /** Transiting body retrograde at the exact time (or mid-range for a pass that never perfects). */
  readonly retrograde: boolean;
  /** Smallest orb reached during the pass, degrees (0 when exact). */
  readonly minOrbDeg: number;
  /** Orb at the start of the requested range, degrees, or null if not in orb then. */
  readonly orbAtRangeStartDeg: number | null;
  /** Whether the transiting body is approaching exactness at the start of the range. */
  readonly applyingAtRangeStart: boolean | null;
  readonly impact: TransitImpact;
  readonly impactScore: number;
  readonly category: TransitCategory;
}

/** Minimal view of a natal chart that transits need (a `NatalChart` fits). */
export interface TransitNatalInput {
  readonly timeKnown: boolean;
  readonly planets: Readonly<Record<PlanetName, { readonly longitudeDeg: number }>>;
  readonly ascendant: { readonly longitudeDeg: number } | null;
  readonly midheaven: { readonly longitudeDeg: number } | null;
}

export interface TransitOptions {
  /** Transit orb, degrees (default 3). */
  readonly orbDeg?: number;
  /** Transiting bodies (default all ten, Moon included). */
  readonly transitingPlanets?: readonly PlanetName[];
  /** Natal points (default the ten bodies, plus Ascendant and MC when the birth time is known). */
  readonly natalPoints?: readonly NatalPointName[];
}

/** Longest range accepted by {@link findTransits}, days. */
const MAX_TRANSIT_RANGE_DAYS = 400;
/** How far outside the range an orb window is followed before giving up, days. */
const MAX_WINDOW_SEARCH_DAYS = 2200;

const INITIAL_PAD_DAYS: Readonly<Record<PlanetName, number>> = {
  sun: 5,
  moon: 1,
  mercury: 12,
  venus: 12,
  mars: 20,
  jupiter: 40,
  saturn: 60,
  uranus: 100,
  neptune: 100,
  pluto: 100,
};

interface Target {
  readonly natalPoint: NatalPointName;
  readonly natalLongitudeDeg: number;
  readonly aspect: AspectName;
  readonly angleDeg: number;
  readonly lonDeg: number;
}

interface Crossing {
  readonly jd: number;
  readonly kind: "edge" | "exact";
}

interface Window {
  readonly start: number | null;
  readonly end: number | null;
  readonly exacts: number[];
}

function natalPointsOf(
  natal: TransitNatalInput,
  requested?: readonly NatalPointName[],
): [NatalPointName, number][] {
  const out: [NatalPointName, number][] = [];
  const names: readonly NatalPointName[] =
    requested ?? (natal.timeKnown ? [...PLANETS, "ascendant", "midheaven"] : PLANETS);
  for (const name of names) {
    if (name === "ascendant" || name === "midheaven") {
      const angle = natal[name];
      if (natal.timeKnown && angle !== null) out.push([name, angle.longitudeDeg]);
    } else {
      out.push([name, natal.planets[name].longitudeDeg]);
    }
  }
  return out;
}

function targetsOf(points: readonly [NatalPointName, number][]): Target[] {
  const targets: Target[] = [];
  for (const [natalPoint, natalLongitudeDeg] of points) {
    for (const def of ASPECTS) {
      const offsets =
        def.angleDeg === 0 || def.angleDeg === 180 ? [def.angleDeg] : [def.angleDeg, -def.angleDeg];
      for (const offset of offsets) {
        targets.push({
          natalPoint,
          natalLongitudeDeg,
          aspect: def.name,
          angleDeg: def.angleDeg,
          lonDeg: normalizeDeg(natalLongitudeDeg + offset),
        });
      }
    }
  }
  return targets;
}

/** All orb-edge and exact levels of all targets, sorted by longitude in [0, 360). */
interface LevelTable {
  readonly values: Float64Array;
  readonly target: Int32Array;
  readonly exact: Uint8Array;
}

function levelTable(targets: readonly Target[], orb: number): LevelTable {
  const rows: [number, number, number][] = [];
  targets.forEach((t, i) => {
    rows.push([normalizeDeg(t.lonDeg - orb), i, 0], [t.lonDeg, i, 1], [normalizeDeg(t.lonDeg + orb), i, 0]);
  });
  rows.sort((a, b) => a[0] - b[0]);
  return {
    values: Float64Array.from(rows, (r) => r[0]),
    target: Int32Array.from(rows, (r) => r[1]),
    exact: Uint8Array.from(rows, (r) => r[2]),
  };
}

/** First index whose value is > x (strict) or ≥ x, by binary search. */
function lowerBound(values: Float64Array, x: number, strict: boolean): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const v = values[mid] as number;
    if (strict ? v <= x : v < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Crossings of every level (target ± orb, target; all multiples of 360°) on the monotonic pieces,
 * grouped per target in time order. A level is crossed in a rising piece when it lies in
 * (start, end], in a falling one when it lies in [end, start).
 */
function crossingsByTarget(
  track: LongitudeTrack,
  pieces: readonly TrackPiece[],
  table: LevelTable,
  targetCount: number,
): Crossing[][] {
  const out: Crossing[][] = Array.from({ length: targetCount }, () => []);
  const { values } = table;
  for (const piece of pieces) {
    const rising = piece.lonEnd > piece.lonStart;
    if (piece.lonEnd === piece.lonStart) continue;
    const lo = Math.min(piece.lonStart, piece.lonEnd);
    const hi = Math.max(piece.lonStart, piece.lonEnd);
    for (let k = Math.floor(lo / 360); k <= Math.floor(hi / 360); k++) {
      const base = 360 * k;
      // Rising: levels in (lo, hi]; falling: levels in [lo, hi).
      let i = lowerBound(values, lo - base, rising);
      for (; i < values.length; i++) {
        const v = (values[i] as number) + base;
        if (rising ? v > hi : v >= hi) break;
        const list = out[table.target[i] as number] as Crossing[];
        list.push({ jd: track.solve(piece, v), kind: table.exact[i] === 1 ? "exact" : "edge" });
      }
    }
  }
  for (const list of out) if (list.length > 1) list.sort((a, b) => a.jd - b.jd);
  return out;
}

function windowsOf(
  track: LongitudeTrack,
  crossings: readonly Crossing[],
  target: number,
  orb: number,
): Window[] {
  const windows: Window[] = [];
  let inOrb = Math.abs(signedDeg(track.at(track.jdStart).lon - target)) <= orb;
  let start: number | null = inOrb ? null : Number.NaN;
  let exacts: number[] = [];
  for (const c of crossings) {
    if (c.kind === "exact") {
      if (inOrb) exacts.push(c.jd);
      continue;
    }
    if (inOrb) {
      windows.push({ start, end: c.jd, exacts });
      exacts = [];
      inOrb = false;
    } else {
      start = c.jd;
      inOrb = true;
    }
  }
  if (inOrb) windows.push({ start, end: null, exacts });
  return windows;
}

function isoMinute(jd: number): string {
  const ms = unixMsFromJdUT(jd);
  return new Date(Math.round(ms / 60_000) * 60_000).toISOString();
}

/** Newton polish of an exact crossing on the real ephemeris (planets only). */
function polishExact(
  body: PlanetName,
  jd: number,
  target: number,
  stepDays: number,
): { jd: number; speed: number } {
  let t = jd;
  let p = bodyPosition(body, t);
  for (let i = 0; i < 3; i++) {
    const err = signedDeg(p.lonDeg - target);
    if (Math.abs(p.speedDegPerDay) < 1e-3 || Math.abs(err) < 1e-9) break;
    const next = t - err / p.speedDegPerDay;
    if (Math.abs(next - jd) > stepDays) break;
    t = next;
    p = bodyPosition(body, t);
  }
  return { jd: t, speed: p.speedDegPerDay };
}

function stationsBetween(stations: readonly Station[], from: number, to: number): Station[] {
  return stations.filter((s) => s.jd > from && s.jd < to);
}

interface BodyScan {
  readonly track: LongitudeTrack;
  readonly pieces: TrackPiece[];
  readonly stations: Station[];
  readonly windows: Map<Target, Window[]>;
}

function scanBody(
  body: PlanetName,
  targets: readonly Target[],
  jdStart: number,
  jdEnd: number,
  orb: number,
): BodyScan {
  let padBefore = INITIAL_PAD_DAYS[body];
  let padAfter = INITIAL_PAD_DAYS[body];
  const track = new LongitudeTrack(body, jdStart - padBefore, jdEnd + padAfter);
  const table = levelTable(targets, orb);
  for (;;) {
    const { pieces, stations } = track.pieces();
    const crossings = crossingsByTarget(track, pieces, table, targets.length);
    const windows = new Map<Target, Window[]>();
    let openBefore = false;
    let openAfter = false;
    targets.forEach((target, i) => {
      const list = windowsOf(track, crossings[i] as Crossing[], target.lonDeg, orb).filter(
        (w) => (w.start === null || w.start < jdEnd) && (w.end === null || w.end > jdStart),
      );
      if (list.length === 0) return;
      windows.set(target, list);
      for (const w of list) {
        if (w.start === null) openBefore = true;
        if (w.end === null) openAfter = true;
      }
    });
    const canBefore = openBefore && padBefore < MAX_WINDOW_SEARCH_DAYS;
    const canAfter = openAfter && padAfter < MAX_WINDOW_SEARCH_DAYS;
    if (!canBefore && !canAfter) return { track, pieces, stations, windows };
    if (canBefore) padBefore = Math.min(padBefore * 2, MAX_WINDOW_SEARCH_DAYS);
    if (canAfter) padAfter = Math.min(padAfter * 2, MAX_WINDOW_SEARCH_DAYS);
    track.extendTo(jdStart - padBefore, jdEnd + padAfter);
  }
}

/**
 * Every transit (transiting body → natal point, spec aspects, 3° orb by default) whose orb window
 * overlaps [startUtc, endUtc), one record per exact pass, sorted by exact time (or window start).
 * Times are UT; for a "today" view pass the user's local day converted with `localDayRange`.
 * Throws RangeError/TypeError for an invalid range (end ≤ start, longer than 400 days, or years
 * outside 1800–2400).
 */
export function findTransits(
  natal: TransitNatalInput,
  startUtc: Date,
  endUtc: Date,
  options: TransitOptions = {},
): Transit[] {
  if (!(startUtc instanceof Date) || !Number.isFinite(startUtc.getTime())) {
    throw new TypeError("startUtc must be a valid Date");
  }
  if (!(endUtc instanceof Date) || !Number.isFinite(endUtc.getTime())) {
    throw new TypeError("endUtc must be a valid Date");
  }
  if (endUtc.getTime() <= startUtc.getTime()) throw new RangeError("endUtc must be after startUtc");
  if (endUtc.getTime() - startUtc.getTime() > MAX_TRANSIT_RANGE_DAYS * MS_PER_DAY) {
    throw new RangeError(`endUtc must be within ${MAX_TRANSIT_RANGE_DAYS} days of startUtc`);
  }
  for (const [field, d] of [
    ["startUtc", startUtc],
    ["endUtc", endUtc],
  ] as const) {
    const y = d.getUTCFullYear();
    if (y < 1800 || y > 2400)
      throw new RangeError(`${field} year ${y} is outside the supported range 1800–2400`);
  }
  const orb = options.orbDeg ?? TRANSIT_ORB_DEG;
  if (!(orb > 0 && orb < 30)) throw new RangeError("orbDeg must be between 0 and 30");
  const jdStart = jdUTFromDate(startUtc);
  const jdEnd = jdUTFromDate(endUtc);
  const targets = targetsOf(natalPointsOf(natal, options.natalPoints));
  const bodies = options.transitingPlanets ?? PLANETS;
  const out: (Transit & { sortKey: number })[] = [];
  for (const body of bodies) {
    const scan = scanBody(body, targets, jdStart, jdEnd, orb);
    const startLon = scan.track.at(jdStart);
    for (const [target, windows] of scan.windows) {
      const devAtStart = signedDeg(startLon.lon - target.lonDeg);
      const inOrbAtStart = Math.abs(devAtStart) <= orb;
      for (const w of windows) {
        const startsInWindow =
          (w.start === null || w.start <= jdStart) && (w.end === null || w.end >= jdStart);
        const orbAtRangeStartDeg = inOrbAtStart && startsInWindow ? Math.abs(devAtStart) : null;
        const applyingAtRangeStart =
          orbAtRangeStartDeg === null ? null : Math.sign(devAtStart) * Math.sign(startLon.speed) < 0;
        const passes = w.exacts.length === 0 ? [null] : w.exacts;
        const passCount = passes.length;
        passes.forEach((rawExact, i) => {
          // Split a multi-pass window at the stations between consecutive exact crossings.
          const prev = i > 0 ? (w.exacts[i - 1] as number) : null;
          const next = i < passCount - 1 ? (w.exacts[i + 1] as number) : null;
          const stationBefore =
            prev !== null && rawExact !== null
              ? stationsBetween(scan.stations, prev, rawExact)[0]
              : undefined;
          const stationAfter =
            next !== null && rawExact !== null
              ? stationsBetween(scan.stations, rawExact, next)[0]
              : undefined;
          const passStart = stationBefore?.jd ?? w.start;
          const passEnd = stationAfter?.jd ?? w.end;
          if ((passStart !== null && passStart >= jdEnd) || (passEnd !== null && passEnd <= jdStart)) return;
          let exactJd: number | null = null;
          let retrograde: boolean;
          let minOrbDeg: number;
          if (rawExact !== null) {
            if (body === "moon") {
              exactJd = rawExact;
              retrograde = false;
            } else {
              const polished = polishExact(body, rawExact, target.lonDeg, scan.track.stepDays);
              exactJd = polished.jd;
              retrograde = polished.speed < 0;
            }
            minOrbDeg = 0;
          } else {
            const lo = Math.max(w.start ?? jdStart, jdStart);
            const hi = Math.min(w.end ?? jdEnd, jdEnd);
            retrograde = scan.track.at(0.5 * (lo + hi)).speed < 0;
            const candidates = stationsBetween(
              scan.stations,
              w.start ?? scan.track.jdStart,
              w.end ?? scan.track.jdEnd,
            );
            minOrbDeg = Math.min(orb, ...candidates.map((s) => Math.abs(signedDeg(s.lon - target.lonDeg))));
          }
          const { score, impact } = transitImpact(body, target.aspect, target.natalPoint, minOrbDeg, orb);
          out.push({
            transitingPlanet: body,
            natalPoint: target.natalPoint,
            aspect: target.aspect,
            angleDeg: target.angleDeg,
            natalLongitudeDeg: target.natalLongitudeDeg,
            targetLongitudeDeg: target.lonDeg,
            exactUtc: exactJd === null ? null : isoMinute(exactJd),
            exactInRange: exactJd !== null && exactJd >= jdStart && exactJd < jdEnd,
            orbStartUtc: passStart === null ? null : isoMinute(passStart),
            orbEndUtc: passEnd === null ? null : isoMinute(passEnd),
            pass: i + 1,
            passCount,
            retrograde,
            minOrbDeg,
            orbAtRangeStartDeg,
            applyingAtRangeStart,
            impact,
            impactScore: Math.round(score * 1000) / 1000,
            category: transitCategory(body, target.natalPoint),
            sortKey: exactJd ?? passStart ?? jdStart,
          });
        });
      }
    }
  }
  out.sort((a, b) => a.sortKey - b.sortKey);
  return out.map(({ sortKey: _sortKey, ...transit }) => transit);
}
