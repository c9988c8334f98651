/**
 * A body's apparent longitude sampled on a uniform grid with exact speeds and read back by cubic
 * Hermite interpolation (value + derivative at both ends of each step). Between samples the curve is
 * split at stations (zeros of the interpolated speed) into monotonic pieces, so a level is crossed
 * at most once per piece and crossings are found by bisection on the cubic — root-finding, not
 * sampling. Interpolation error with the steps used here is below 1e-4°; planet crossings are
 * then polished with Newton steps on the real ephemeris.
 */
import type { PlanetName } from "../constants.ts";
import { bodyPosition } from "../ephemeris/positions.ts";
import { signedDeg } from "../math.ts";

/**
 * Sampling step per body, days: the largest step whose Hermite error stayed ≤ ~2e-4° over
 * 1945–2055 (measured against the full ephemeris), i.e. < 1 s of time for the Moon.
 */
const TRACK_STEP_DAYS: Readonly<Record<PlanetName, number>> = {
  sun: 8,
  moon: 1,
  mercury: 1,
  venus: 2,
  mars: 4,
  jupiter: 8,
  saturn: 10,
  uranus: 12,
  neptune: 12,
  pluto: 12,
};

/** A monotonic stretch of the interpolated longitude curve. */
export interface TrackPiece {
  readonly jdStart: number;
  readonly jdEnd: number;
  /** Unwrapped longitude at the ends, degrees. */
  readonly lonStart: number;
  readonly lonEnd: number;
}

export interface Station {
  readonly jd: number;
  /** Unwrapped longitude at the station, degrees. */
  readonly lon: number;
  /** "retrograde" when the body turns backwards there, "direct" when it resumes. */
  readonly turns: "retrograde" | "direct";
}

/**
 * Apparent longitude of one body (unwrapped, degrees) and its speed (degrees/day) on a uniform
 * grid of UT Julian days, extendable in both directions; positions from ephemeris/positions.ts.
 */
export class LongitudeTrack {
  readonly body: PlanetName;
  readonly stepDays: number;
  private readonly anchor: number;
  /** Index of the first sample (relative to `anchor`). */
  private first = 0;
  private lon: number[] = [];
  private speed: number[] = [];

  constructor(body: PlanetName, jdFrom: number, jdTo: number) {
    this.body = body;
    this.stepDays = TRACK_STEP_DAYS[body];
    this.anchor = Math.floor(jdFrom / this.stepDays) * this.stepDays;
    const p = bodyPosition(body, this.anchor);
    this.lon = [p.lonDeg];
    this.speed = [p.speedDegPerDay];
    this.extendTo(jdFrom, jdTo);
  }

  get jdStart(): number {
    return this.anchor + this.first * this.stepDays;
  }

  get jdEnd(): number {
    return this.anchor + (this.first + this.lon.length - 1) * this.stepDays;
  }

  /** Adds samples so that the track covers [jdFrom, jdTo]. */
  extendTo(jdFrom: number, jdTo: number): void {
    const h = this.stepDays;
    while (this.jdEnd < jdTo) {
      const jd = this.jdEnd + h;
      const p = bodyPosition(this.body, jd);
      const prev = this.lon[this.lon.length - 1] as number;
      this.lon.push(prev + signedDeg(p.lonDeg - prev));
      this.speed.push(p.speedDegPerDay);
    }
    const before: number[] = [];
    const beforeSpeed: number[] = [];
    let start = this.jdStart;
    let prev = this.lon[0] as number;
    while (start > jdFrom) {
      start -= h;
      const p = bodyPosition(this.body, start);
      const v = prev + signedDeg(p.lonDeg - prev);
      before.push(v);
      beforeSpeed.push(p.speedDegPerDay);
      prev = v;
    }
    if (before.length > 0) {
      this.lon = before.reverse().concat(this.lon);
      this.speed = beforeSpeed.reverse().concat(this.speed);
      this.first -= before.length;
    }
  }

  /** Interpolated unwrapped longitude (degrees) and speed (degrees/day) at `jd` inside the track. */
  at(jd: number): { lon: number; speed: number } {
    const h = this.stepDays;
    const x = (jd - this.jdStart) / h;
    const k = Math.min(Math.max(Math.floor(x), 0), this.lon.length - 2);
    return this.hermite(k, x - k);
  }

  private hermite(k: number, u: number): { lon: number; speed: number } {
    const h = this.stepDays;
    const p0 = this.lon[k] as number;
    const p1 = this.lon[k + 1] as number;
    const m0 = (this.speed[k] as number) * h;
    const m1 = (this.speed[k + 1] as number) * h;
    const u2 = u * u;
    const u3 = u2 * u;
    const lon =
      (2 * u3 - 3 * u2 + 1) * p0 + (u3 - 2 * u2 + u) * m0 + (-2 * u3 + 3 * u2) * p1 + (u3 - u2) * m1;
    const d =
      (6 * u2 - 6 * u) * p0 + (3 * u2 - 4 * u + 1) * m0 + (-6 * u2 + 6 * u) * p1 + (3 * u2 - 2 * u) * m1;
    return { lon, speed: d / h };
  }

  /** Zeros of the interpolated speed in step k, as fractions u in (0, 1), ascending. */
  private speedRoots(k: number): number[] {
    const h = this.stepDays;
    const p0 = this.lon[k] as number;
    const p1 = this.lon[k + 1] as number;
    const m0 = (this.speed[k] as number) * h;
    const m1 = (this.speed[k + 1] as number) * h;
    // d/du of the Hermite cubic = a u² + b u + c.
    const a = 6 * p0 + 3 * m0 - 6 * p1 + 3 * m1;
    const b = -6 * p0 - 4 * m0 + 6 * p1 - 2 * m1;
    const c = m0;
    const roots: number[] = [];
    if (Math.abs(a) < 1e-15) {
      if (Math.abs(b) > 1e-15) roots.push(-c / b);
    } else {
      const disc = b * b - 4 * a * c;
      if (disc >= 0) {
        const s = Math.sqrt(disc);
        const q = -0.5 * (b + (b >= 0 ? s : -s));
        roots.push(q / a);
        if (q !== 0) roots.push(c / q);
      }
    }
    return roots.filter((u) => u > 0 && u < 1).sort((x, y) => x - y);
  }

  /** Monotonic pieces and stations (where consecutive pieces change direction) over the track. */
  pieces(): { pieces: TrackPiece[]; stations: Station[] } {
    const pieces: TrackPiece[] = [];
    const h = this.stepDays;
    for (let k = 0; k < this.lon.length - 1; k++) {
      const t0 = this.jdStart + k * h;
      const cuts = [0, ...this.speedRoots(k), 1];
      for (let i = 0; i < cuts.length - 1; i++) {
        const ua = cuts[i] as number;
        const ub = cuts[i + 1] as number;
        if (ub - ua < 1e-12) continue;
        const a = this.hermite(k, ua);
        const b = this.hermite(k, ub);
        pieces.push({ jdStart: t0 + ua * h, jdEnd: t0 + ub * h, lonStart: a.lon, lonEnd: b.lon });
      }
    }
    const stations: Station[] = [];
    let prevDir = 0;
    for (const piece of pieces) {
      const dir = Math.sign(piece.lonEnd - piece.lonStart);
      if (dir === 0) continue;
      if (prevDir !== 0 && dir !== prevDir) {
        stations.push({ jd: piece.jdStart, lon: piece.lonStart, turns: dir < 0 ? "retrograde" : "direct" });
      }
      prevDir = dir;
    }
    return { pieces, stations };
  }

  /**
   * Time (jd) in a monotonic piece where the interpolated longitude equals `level`: Newton steps on
   * the cubic, kept inside a shrinking bracket (bisection when a step leaves it).
   */
  solve(piece: TrackPiece, level: number): number {
    let lo = piece.jdStart;
    let hi = piece.jdEnd;
    const rising = piece.lonEnd >= piece.lonStart;
    const span = piece.lonEnd - piece.lonStart;
    let t = span === 0 ? 0.5 * (lo + hi) : lo + ((level - piece.lonStart) / span) * (hi - lo);
    for (let i = 0; i < 40; i++) {
      const { lon, speed } = this.at(t);
      const err = lon - level;
      if (err === 0) return t;
      if (err < 0 === rising) lo = t;
      else hi = t;
      let next = speed !== 0 ? t - err / speed : Number.NaN;
      if (!(next > lo && next < hi)) next = 0.5 * (lo + hi);
      if (Math.abs(next - t) < 1e-8 || hi - lo < 1e-8) return next;
      t = next;
    }
    return t;
  }
}
