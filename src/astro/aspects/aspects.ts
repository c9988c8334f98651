/**
 * Aspects between ecliptic longitudes with the spec's orb table (01-foundations §9).
 * Separation is the shortest arc between the two longitudes (0–180°); an aspect holds when
 * |separation − angle| ≤ orb. Orbs of different aspects do not overlap, so at most one applies.
 */
import {
  ASPECTS,
  type AspectDefinition,
  type AspectName,
  AXIS_POINTS,
  POINT_ORB_DEG,
  type PointName,
} from "../constants.ts";
import { separationDeg, signedDeg } from "../math.ts";

/** A point taking part in an aspect: a name, a longitude and (optionally) a daily speed. */
export interface AspectPoint {
  readonly name: string;
  readonly longitudeDeg: number;
  /** Degrees/day; 0 or absent for a fixed point. */
  readonly speedDegPerDay?: number;
}

export interface Aspect {
  readonly pointA: string;
  readonly pointB: string;
  readonly aspect: AspectName;
  /** Exact angle of the aspect, degrees. */
  readonly angleDeg: number;
  /** Actual separation of the two points, degrees [0, 180]. */
  readonly separationDeg: number;
  /** |separation − angle|, degrees. */
  readonly orbDeg: number;
  /** Orb allowed for this aspect, degrees. */
  readonly maxOrbDeg: number;
  /** 1 when exact, falling linearly to 0 at the edge of the orb. */
  readonly exactness: number;
  /** True when the orb is shrinking (from the speeds); false when it grows or speeds are unknown. */
  readonly applying: boolean;
}

/** The aspect definition whose orb contains `separation` (degrees), if any. */
export function matchAspect(
  separation: number,
  table: readonly AspectDefinition[] = ASPECTS,
  orbOverrideDeg?: number,
): AspectDefinition | undefined {
  let best: AspectDefinition | undefined;
  let bestOrb = Number.POSITIVE_INFINITY;
  for (const def of table) {
    const orb = Math.abs(separation - def.angleDeg);
    if (orb <= (orbOverrideDeg ?? def.orbDeg) && orb < bestOrb) {
      best = def;
      bestOrb = orb;
    }
  }
  return best;
}

/**
 * The aspect between two points, or undefined. Applying/separating follows from the relative speed:
 * d(orb)/dt < 0 is applying.
 */
export function aspectBetween(
  a: AspectPoint,
  b: AspectPoint,
  table: readonly AspectDefinition[] = ASPECTS,
): Aspect | undefined {
  const diff = signedDeg(a.longitudeDeg - b.longitudeDeg);
  const separation = Math.abs(diff);
  const def = matchAspect(separation, table);
  if (def === undefined) return undefined;
  const deviation = separation - def.angleDeg;
  const relativeSpeed = (a.speedDegPerDay ?? 0) - (b.speedDegPerDay ?? 0);
  const separationRate = (diff >= 0 ? 1 : -1) * relativeSpeed;
  const orbRate = (deviation >= 0 ? 1 : -1) * separationRate;
  const orb = Math.abs(deviation);
  return {
    pointA: a.name,
    pointB: b.name,
    aspect: def.name,
    angleDeg: def.angleDeg,
    separationDeg: separationDeg(a.longitudeDeg, b.longitudeDeg),
    orbDeg: orb,
    maxOrbDeg: def.orbDeg,
    exactness: Math.max(0, 1 - orb / def.orbDeg),
    applying: orbRate < 0,
  };
}

/** All aspects among one set of points (each unordered pair once, in input order). */
export function aspectsWithin(points: readonly AspectPoint[]): Aspect[] {
  const out: Aspect[] = [];
  for (let i = 0; i < points.length; i++) {
    for (let j = i + 1; j < points.length; j++) {
      const found = aspectBetween(points[i] as AspectPoint, points[j] as AspectPoint);
      if (found !== undefined) out.push(found);
    }
  }
  return out;
}

/**
 * The aspect table of a chart point (constants.ts POINT_ORB_DEG): smaller orbs than the planets',
 * and only the conjunction and opposition for the nodes and the Part of Fortune.
 */
export function pointAspectTable(point: PointName): AspectDefinition[] {
  const axisOnly = AXIS_POINTS.includes(point);
  return ASPECTS.filter((d) => !axisOnly || d.name === "conjunction" || d.name === "opposition").map((d) => ({
    ...d,
    orbDeg: Math.min(d.orbDeg, POINT_ORB_DEG[point]),
  }));
}
