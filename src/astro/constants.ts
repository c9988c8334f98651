/**
 * Constants of the chart engine: the bodies, the signs and the aspect table (orbs from the product
 * spec 01-foundations §9). Plain data, safe to serialise.
 */

/** The ten chart bodies, in the order of the reference output. */
export const PLANETS = [
  "sun",
  "moon",
  "mercury",
  "venus",
  "mars",
  "jupiter",
  "saturn",
  "uranus",
  "neptune",
  "pluto",
] as const;

export type PlanetName = (typeof PLANETS)[number];

/**
 * The chart points beyond the ten bodies, in the order of the reference output: the true and mean
 * lunar nodes, the South Node (true node + 180°), Black Moon Lilith (mean lunar apogee), 2060 Chiron
 * and the Part of Fortune.
 */
export const POINTS = ["trueNode", "meanNode", "southNode", "lilith", "chiron", "fortune"] as const;

export type PointName = (typeof POINTS)[number];

/**
 * Largest orb of an aspect to a point, degrees, by point (smaller than the planets' because a point
 * has no body). Nodes and the Part of Fortune take conjunctions and oppositions only; Chiron and
 * Lilith take every aspect at these orbs (the quincunx keeps its own 3° when that is smaller).
 */
export const POINT_ORB_DEG: Readonly<Record<PointName, number>> = {
  trueNode: 3,
  meanNode: 3,
  southNode: 3,
  lilith: 3,
  chiron: 4,
  fortune: 3,
};

/** Which North Node a chart's aspects use: the true (osculating) node or the mean one. */
export const NODE_TYPES = ["true", "mean"] as const;

export type NodeType = (typeof NODE_TYPES)[number];

/** Points that aspect only by conjunction and opposition. */
export const AXIS_POINTS: readonly PointName[] = ["trueNode", "meanNode", "southNode", "fortune"];

/** The twelve tropical signs, 30° each, Aries starting at 0°. */
/** The Moon's four main phases, in order: Sun–Moon elongation 0°, 90°, 180°, 270° (lunations/). */
export const LUNAR_PHASES = ["new", "first quarter", "full", "last quarter"] as const;
export type LunarPhaseName = (typeof LUNAR_PHASES)[number];

export const SIGNS = [
  "aries",
  "taurus",
  "gemini",
  "cancer",
  "leo",
  "virgo",
  "libra",
  "scorpio",
  "sagittarius",
  "capricorn",
  "aquarius",
  "pisces",
] as const;

export type SignName = (typeof SIGNS)[number];

export const ASPECT_NAMES = ["conjunction", "sextile", "square", "trine", "quincunx", "opposition"] as const;

export type AspectName = (typeof ASPECT_NAMES)[number];

export interface AspectDefinition {
  readonly name: AspectName;
  /** Exact separation in degrees. */
  readonly angleDeg: number;
  /** Largest allowed deviation from `angleDeg` for a natal or synastry aspect, degrees. */
  readonly orbDeg: number;
}

/** Aspect angles and natal orbs (spec 01-foundations §9). */
export const ASPECTS: readonly AspectDefinition[] = [
  { name: "conjunction", angleDeg: 0, orbDeg: 7 },
  { name: "sextile", angleDeg: 60, orbDeg: 6 },
  { name: "square", angleDeg: 90, orbDeg: 7 },
  { name: "trine", angleDeg: 120, orbDeg: 7 },
  { name: "quincunx", angleDeg: 150, orbDeg: 3 },
  { name: "opposition", angleDeg: 180, orbDeg: 7 },
];

/** Orb of a transit (transiting body to natal point), degrees. */
export const TRANSIT_ORB_DEG = 3;

/**
 * What the transiting body adds to a transit's impact, the slower the more (transits/transit-rules.ts;
 * the writer's made-up facts score theirs with it too).
 */
export const TRANSITING_PLANET_WEIGHT: Readonly<Record<PlanetName, number>> = {
  pluto: 5,
  neptune: 5,
  uranus: 5,
  saturn: 4,
  jupiter: 3,
  mars: 2,
  sun: 2,
  venus: 1.5,
  mercury: 1,
  moon: 0.5,
};

export const HOUSE_SYSTEMS = [
  "Placidus",
  "Koch",
  "Equal",
  "WholeSign",
  "Porphyry",
  "Regiomontanus",
  "Campanus",
] as const;

export type HouseSystem = (typeof HOUSE_SYSTEMS)[number];

/** Latitude beyond which Placidus (and Koch) fall back to Equal houses, degrees (absolute value). */
export const POLAR_LATITUDE_LIMIT_DEG = 66.5;

/** Supported civil-year range of inputs. */
export const MIN_YEAR = 1800;
export const MAX_YEAR = 2400;
