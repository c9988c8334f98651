/**
 * Natal charts: positions, angles, houses, natal aspects, and the unknown-birth-time variant.
 * Results are plain JSON-serialisable objects (ISO strings and numbers only) so that the server can
 * store them as they are and read them back without revival.
 */
import {
  type Aspect,
  type AspectPoint,
  aspectBetween,
  aspectsWithin,
  pointAspectTable,
} from "./aspects/aspects.ts";
import {
  HOUSE_SYSTEMS,
  type HouseSystem,
  type NodeType,
  PLANETS,
  type PlanetName,
  type PointName,
  type SignName,
} from "./constants.ts";
import { type EarthOrientation, earthOrientation } from "./ephemeris/earth-orientation.ts";
import { allPositions, type BodyPosition, chironPosition, type Positions } from "./ephemeris/positions.ts";
import { ramcDeg } from "./houses/angles.ts";
import { computeHouses, houseOfLongitude } from "./houses/house-systems.ts";
import { lilithPoint, meanNodePoint, type PointLongitude, trueNodePoint } from "./points/lunar-points.ts";
import { partOfFortune, sunAltitudeDeg } from "./points/part-of-fortune.ts";
import { deltaTSeconds } from "./time/delta-t.ts";
import { assertSupportedInstant, jdUTFromDate } from "./time/julian.ts";
import { localToUniversal, parseLocalDate, type UniversalTimeResult } from "./time/local-time.ts";
import { degreeInSign, signOf, signsBetween } from "./zodiac.ts";

/** One body in a chart. */
interface PlanetPlacement {
  /** Apparent geocentric ecliptic longitude, true equinox of date, degrees [0, 360). */
  readonly longitudeDeg: number;
  /** Apparent ecliptic latitude, degrees. */
  readonly latitudeDeg: number;
  /** Daily motion in longitude, degrees/day. */
  readonly speedDegPerDay: number;
  readonly retrograde: boolean;
  readonly sign: SignName;
  /** Degrees within the sign, [0, 30). */
  readonly degreeInSign: number;
  /** House 1–12, or null when the birth time is unknown. */
  readonly house: number | null;
}

/** One chart point (node, Lilith, Chiron, Part of Fortune). */
export interface PointPlacement {
  /** Apparent longitude, true equinox of date, degrees [0, 360). */
  readonly longitudeDeg: number;
  /** Daily motion in longitude, degrees/day (0 for the Part of Fortune, which follows the Ascendant). */
  readonly speedDegPerDay: number;
  readonly retrograde: boolean;
  readonly sign: SignName;
  readonly degreeInSign: number;
  /** House 1–12, or null when the birth time is unknown. */
  readonly house: number | null;
}

export interface FortunePlacement extends PointPlacement {
  /** True when the day formula (Asc + Moon − Sun) was used: the Sun was above the horizon. */
  readonly day: boolean;
}

/** The chart points; `fortune` is null when the birth time is unknown (it needs the Ascendant). */
export interface ChartPoints {
  readonly trueNode: PointPlacement;
  readonly meanNode: PointPlacement;
  readonly southNode: PointPlacement;
  readonly lilith: PointPlacement;
  readonly chiron: PointPlacement;
  readonly fortune: FortunePlacement | null;
}

/** Which North Node a reading uses: the osculating (true) one by default, or the mean one. */
export type { NodeType };

interface AnglePlacement {
  readonly longitudeDeg: number;
  readonly sign: SignName;
  readonly degreeInSign: number;
}

/** The Moon's possible signs over the local birth day (unknown birth time). */
interface MoonSignRange {
  /** Moon longitude at local 00:00, degrees. */
  readonly startLongitudeDeg: number;
  /** Moon longitude at local 23:59, degrees. */
  readonly endLongitudeDeg: number;
  readonly startSign: SignName;
  readonly endSign: SignName;
  /** Every sign the Moon is in during the day, in order. */
  readonly signs: readonly SignName[];
  /** UT instants used for the start and end of the day. */
  readonly startUtc: string;
  readonly endUtc: string;
}

export interface NatalChart {
  /** Schema version of this object, bumped if its shape changes. */
  readonly schemaVersion: 1;
  /** Birth instant, ISO 8601 UTC (read as UT1). For an unknown time: local noon. */
  readonly utc: string;
  readonly jdUT: number;
  /** ΔT = TT − UT used, seconds. */
  readonly deltaTSeconds: number;
  readonly latDeg: number;
  readonly lonDeg: number;
  readonly timeKnown: boolean;
  readonly planets: Readonly<Record<PlanetName, PlanetPlacement>>;
  /** Null when the birth time is unknown. */
  readonly ascendant: AnglePlacement | null;
  readonly midheaven: AnglePlacement | null;
  /** Twelve cusp longitudes (index 0 = house 1), or null when the time is unknown. */
  readonly houses: readonly number[] | null;
  /** System actually used (`"Equal"` after the polar fallback), or null when the time is unknown. */
  readonly houseSystem: HouseSystem | null;
  /** System the caller asked for. */
  readonly requestedHouseSystem: HouseSystem;
  /** Aspects among the ten bodies (spec orbs), strongest first. */
  readonly aspects: readonly Aspect[];
  /** Nodes, Lilith, Chiron and the Part of Fortune; absent on charts stored before they existed. */
  readonly points?: ChartPoints;
  /**
   * Aspects from the chart points to the ten bodies (the points' smaller orbs, constants.ts
   * POINT_ORB_DEG), strongest first. Kept apart from `aspects` so that readers written for the ten
   * bodies see only those.
   */
  readonly pointAspects?: readonly Aspect[];
  /** The North Node the aspects use (`trueNode` or `meanNode`); absent on older charts. */
  readonly nodeType?: NodeType;
  /** Present for a chart with unknown birth time. */
  readonly moonSignRange?: MoonSignRange;
  /** Bodies whose sign changes during the local birth day (unknown birth time only). */
  readonly signUncertain?: readonly PlanetName[];
  /** How the local birth time was converted, when the chart was made from local time. */
  readonly localTime?: UniversalTimeResult;
}

export interface NatalChartInput {
  /** Birth instant (UT1). */
  readonly utc: Date;
  /** Geographic latitude, degrees north positive, −90…90. */
  readonly latDeg: number;
  /** Geographic longitude, degrees east positive, −180…180. */
  readonly lonDeg: number;
  /** Default "Placidus". */
  readonly houseSystem?: HouseSystem;
  /** Compute natal aspects (default true); the CLI turns them off. */
  readonly withAspects?: boolean;
  /** North Node used in aspects (default "true"). Both nodes are always in `points`. */
  readonly nodeType?: NodeType;
  /** Compute the chart points (default true); the CLI skips them unless asked (`--points`). */
  readonly withPoints?: boolean;
}

/** Throws a RangeError/TypeError naming the field for an unusable latitude or longitude. */
function assertCoordinates(latDeg: unknown, lonDeg: unknown): void {
  if (typeof latDeg !== "number" || !Number.isFinite(latDeg))
    throw new TypeError("latDeg must be a finite number");
  if (typeof lonDeg !== "number" || !Number.isFinite(lonDeg))
    throw new TypeError("lonDeg must be a finite number");
  if (latDeg < -90 || latDeg > 90) throw new RangeError(`latDeg ${latDeg} is outside −90…90`);
  if (lonDeg < -180 || lonDeg > 180) throw new RangeError(`lonDeg ${lonDeg} is outside −180…180`);
}

function assertHouseSystem(system: unknown): asserts system is HouseSystem {
  if (!(HOUSE_SYSTEMS as readonly unknown[]).includes(system)) {
    throw new RangeError(`houseSystem must be one of ${HOUSE_SYSTEMS.join(", ")}`);
  }
}

function angle(lonDeg: number): AnglePlacement {
  return { longitudeDeg: lonDeg, sign: signOf(lonDeg), degreeInSign: degreeInSign(lonDeg) };
}

function placement(p: BodyPosition, house: number | null): PlanetPlacement {
  return {
    longitudeDeg: p.lonDeg,
    latitudeDeg: p.latDeg,
    speedDegPerDay: p.speedDegPerDay,
    retrograde: p.speedDegPerDay < 0,
    sign: signOf(p.lonDeg),
    degreeInSign: degreeInSign(p.lonDeg),
    house,
  };
}

function bodyAspectPoints(planets: Readonly<Record<PlanetName, PlanetPlacement>>): AspectPoint[] {
  return PLANETS.map((name) => ({
    name,
    longitudeDeg: planets[name].longitudeDeg,
    speedDegPerDay: planets[name].speedDegPerDay,
  }));
}

function natalAspects(planets: Readonly<Record<PlanetName, PlanetPlacement>>): Aspect[] {
  return aspectsWithin(bodyAspectPoints(planets)).sort((a, b) => b.exactness - a.exactness);
}

function southOf(north: PointPlacement): { longitudeDeg: number; speedDegPerDay: number } {
  return { longitudeDeg: (north.longitudeDeg + 180) % 360, speedDegPerDay: north.speedDegPerDay };
}

/** Aspects from the points (with the chosen North Node) to the ten bodies, strongest first. */
function pointAspects(
  planets: Readonly<Record<PlanetName, PlanetPlacement>>,
  points: ChartPoints,
  nodeType: NodeType,
): Aspect[] {
  const bodies = bodyAspectPoints(planets);
  const out: Aspect[] = [];
  const north: PointName = nodeType === "mean" ? "meanNode" : "trueNode";
  for (const name of [north, "southNode", "lilith", "chiron", "fortune"] as const) {
    // The South Node is the point opposite the North Node the reading uses.
    const p = name === "southNode" ? southOf(points[north]) : points[name];
    if (p === null) continue;
    const table = pointAspectTable(name);
    const point = { name, longitudeDeg: p.longitudeDeg, speedDegPerDay: p.speedDegPerDay };
    for (const body of bodies) {
      const found = aspectBetween(point, body, table);
      if (found !== undefined) out.push(found);
    }
  }
  return out.sort((a, b) => b.exactness - a.exactness);
}

function pointPlacement(p: PointLongitude, cusps: readonly number[] | null): PointPlacement {
  return {
    longitudeDeg: p.lonDeg,
    speedDegPerDay: p.speedDegPerDay,
    retrograde: p.speedDegPerDay < 0,
    sign: signOf(p.lonDeg),
    degreeInSign: degreeInSign(p.lonDeg),
    house: cusps === null ? null : houseOfLongitude(p.lonDeg, cusps),
  };
}

/**
 * Nodes, Lilith, Chiron and (with a known time) the Part of Fortune. The Part of Fortune uses the
 * Ascendant as the houses give it (`ascDeg`) and the Sun's altitude for day or night.
 */
function chartPoints(
  eo: EarthOrientation,
  positions: Positions,
  houses: {
    readonly ascDeg: number;
    readonly ramcDeg: number;
    readonly latDeg: number;
    readonly cusps: readonly number[];
  } | null,
): ChartPoints {
  const cusps = houses?.cusps ?? null;
  const trueNode = trueNodePoint(eo);
  const chiron = chironPosition(eo.jdUT);
  let fortune: FortunePlacement | null = null;
  if (houses !== null) {
    const sun = positions.sun;
    const altitude = sunAltitudeDeg(
      sun.lonDeg,
      sun.latDeg,
      eo.trueObliquityDeg,
      houses.ramcDeg,
      houses.latDeg,
    );
    const f = partOfFortune(houses.ascDeg, sun.lonDeg, positions.moon.lonDeg, altitude);
    fortune = { ...pointPlacement({ lonDeg: f.lonDeg, speedDegPerDay: 0 }, cusps), day: f.day };
  }
  const points: ChartPoints = {
    trueNode: pointPlacement(trueNode, cusps),
    meanNode: pointPlacement(meanNodePoint(eo), cusps),
    southNode: pointPlacement(
      { lonDeg: (trueNode.lonDeg + 180) % 360, speedDegPerDay: trueNode.speedDegPerDay },
      cusps,
    ),
    lilith: pointPlacement(lilithPoint(eo), cusps),
    chiron: pointPlacement({ lonDeg: chiron.lonDeg, speedDegPerDay: chiron.speedDegPerDay }, cusps),
    fortune,
  };
  assertFinite(Object.values(points).flatMap((p) => (p === null ? [] : [p.longitudeDeg, p.speedDegPerDay])));
  return points;
}

function assertFinite(values: readonly number[]): void {
  for (const v of values) {
    if (!Number.isFinite(v)) throw new RangeError("chart computation produced a non-finite value");
  }
}

/**
 * Natal chart for a UT instant and place: apparent positions (positions.ts), Ascendant/MC from
 * apparent sidereal time and true obliquity, houses (Placidus by default, polar Equal fallback),
 * planet houses and natal aspects. Accuracy: see docs/astro.md (≤ 25″ planets, ≤ 5″ Sun/Moon/angles
 * versus JPL DE431).
 */
export function computeNatalChart(input: NatalChartInput): NatalChart {
  assertSupportedInstant(input.utc, "utc");
  assertCoordinates(input.latDeg, input.lonDeg);
  const system = input.houseSystem ?? "Placidus";
  assertHouseSystem(system);
  const jdUT = jdUTFromDate(input.utc);
  const eo = earthOrientation(jdUT);
  const positions = allPositions(jdUT);
  const ramc = ramcDeg(eo.gastDeg, input.lonDeg);
  const houses = computeHouses(ramc, input.latDeg, eo.trueObliquityDeg, system);
  assertFinite([houses.ascendantDeg, houses.midheavenDeg, ...houses.cusps]);
  const planets = {} as Record<PlanetName, PlanetPlacement>;
  for (const name of PLANETS) {
    const p = positions[name];
    assertFinite([p.lonDeg, p.speedDegPerDay]);
    planets[name] = placement(p, houseOfLongitude(p.lonDeg, houses.cusps));
  }
  const nodeType = input.nodeType ?? "true";
  const points =
    input.withPoints === false
      ? undefined
      : chartPoints(eo, positions, {
          ascDeg: houses.ascendantDeg,
          ramcDeg: ramc,
          latDeg: input.latDeg,
          cusps: houses.cusps,
        });
  return {
    schemaVersion: 1,
    utc: input.utc.toISOString(),
    jdUT,
    deltaTSeconds: deltaTSeconds(jdUT),
    latDeg: input.latDeg,
    lonDeg: input.lonDeg,
    timeKnown: true,
    planets,
    ascendant: angle(houses.ascendantDeg),
    midheaven: angle(houses.midheavenDeg),
    houses: houses.cusps,
    houseSystem: houses.houseSystem,
    requestedHouseSystem: system,
    aspects: input.withAspects === false ? [] : natalAspects(planets),
    ...(points === undefined
      ? {}
      : {
          points,
          pointAspects: input.withAspects === false ? [] : pointAspects(planets, points, nodeType),
          nodeType,
        }),
  };
}

export interface LocalChartInput {
  /** Local civil date "YYYY-MM-DD". */
  readonly date: string;
  /** Local civil time "HH:MM" or "HH:MM:SS". */
  readonly time: string;
  /** IANA zone, e.g. "Europe/Brussels". */
  readonly zone: string;
  readonly latDeg: number;
  readonly lonDeg: number;
  readonly houseSystem?: HouseSystem;
  readonly nodeType?: NodeType;
}

/**
 * Natal chart from local civil time (converted with {@link localToUniversal}; the conversion,
 * including any DST gap/overlap note, is kept in `localTime`).
 */
export function computeNatalChartFromLocal(input: LocalChartInput): NatalChart {
  assertCoordinates(input.latDeg, input.lonDeg);
  const local = localToUniversal(input.date, input.time, input.zone);
  const chart = computeNatalChart({
    utc: new Date(local.unixMs),
    latDeg: input.latDeg,
    lonDeg: input.lonDeg,
    ...(input.houseSystem === undefined ? {} : { houseSystem: input.houseSystem }),
    ...(input.nodeType === undefined ? {} : { nodeType: input.nodeType }),
  });
  return { ...chart, localTime: local };
}

export interface UnknownTimeChartInput {
  /** Local civil date "YYYY-MM-DD". */
  readonly date: string;
  /** IANA zone of the birth place. */
  readonly zone: string;
  readonly latDeg: number;
  readonly lonDeg: number;
  /** North Node used in aspects (default "true"). */
  readonly nodeType?: NodeType;
}

/**
 * Chart for a birth date without a time: positions at local noon, `timeKnown: false`, no angles,
 * houses or planet houses, and the Moon's possible signs from local 00:00 to 23:59 (the Moon moves
 * 12–15° a day). Other bodies that change sign that day are listed in `signUncertain`.
 */
export function computeChartWithUnknownTime(input: UnknownTimeChartInput): NatalChart {
  assertCoordinates(input.latDeg, input.lonDeg);
  parseLocalDate(input.date);
  const noon = localToUniversal(input.date, "12:00", input.zone);
  const startLocal = localToUniversal(input.date, "00:00", input.zone);
  const endLocal = localToUniversal(input.date, "23:59", input.zone);
  const utc = new Date(noon.unixMs);
  assertSupportedInstant(utc, "date");
  const jdUT = jdUTFromDate(utc);
  const positions = allPositions(jdUT);
  const atStart = allPositions(jdUTFromDate(new Date(startLocal.unixMs)));
  const atEnd = allPositions(jdUTFromDate(new Date(endLocal.unixMs)));
  const planets = {} as Record<PlanetName, PlanetPlacement>;
  const signUncertain: PlanetName[] = [];
  for (const name of PLANETS) {
    const p = positions[name];
    assertFinite([p.lonDeg, p.speedDegPerDay]);
    planets[name] = placement(p, null);
    if (signOf(atStart[name].lonDeg) !== signOf(atEnd[name].lonDeg)) signUncertain.push(name);
  }
  const nodeType = input.nodeType ?? "true";
  const points = chartPoints(earthOrientation(jdUT), positions, null);
  const moonStart = atStart.moon.lonDeg;
  const moonEnd = atEnd.moon.lonDeg;
  return {
    schemaVersion: 1,
    utc: utc.toISOString(),
    jdUT,
    deltaTSeconds: deltaTSeconds(jdUT),
    latDeg: input.latDeg,
    lonDeg: input.lonDeg,
    timeKnown: false,
    planets,
    ascendant: null,
    midheaven: null,
    houses: null,
    houseSystem: null,
    requestedHouseSystem: "Placidus",
    aspects: natalAspects(planets),
    points,
    pointAspects: pointAspects(planets, points, nodeType),
    nodeType,
    moonSignRange: {
      startLongitudeDeg: moonStart,
      endLongitudeDeg: moonEnd,
      startSign: signOf(moonStart),
      endSign: signOf(moonEnd),
      signs: signsBetween(moonStart, moonEnd),
      startUtc: startLocal.utc,
      endUtc: endLocal.utc,
    },
    signUncertain,
    localTime: noon,
  };
}
