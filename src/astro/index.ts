/**
 * Public API of the chart engine (pure: no I/O, no clock, no environment). Everything returned is
 * a plain JSON-serialisable object: store it with JSON.stringify and read it back with JSON.parse.
 * Sources and accuracy: docs/astro.md.
 */

export type { Aspect, AspectPoint } from "./aspects/aspects.ts";
export { aspectBetween, aspectsAcross, aspectsWithin } from "./aspects/aspects.ts";
export type { SkyAspect } from "./aspects/sky-aspects.ts";
export { findSkyAspects } from "./aspects/sky-aspects.ts";
export type {
  AnglePlacement,
  ChartPoints,
  FortunePlacement,
  LocalChartInput,
  MoonSignRange,
  NatalChart,
  NatalChartInput,
  NodeType,
  PlanetPlacement,
  PointPlacement,
  UnknownTimeChartInput,
} from "./chart.ts";
export { computeChartWithUnknownTime, computeNatalChart, computeNatalChartFromLocal } from "./chart.ts";
export type {
  AspectDefinition,
  AspectName,
  HouseSystem,
  PlanetName,
  PointName,
  SignName,
} from "./constants.ts";
export {
  ASPECT_NAMES,
  ASPECTS,
  AXIS_POINTS,
  HOUSE_SYSTEMS,
  MAX_YEAR,
  MIN_YEAR,
  PLANETS,
  POINT_ORB_DEG,
  POINTS,
  POLAR_LATITUDE_LIMIT_DEG,
  SIGNS,
  TRANSIT_ORB_DEG,
} from "./constants.ts";
export type { BodyPosition } from "./ephemeris/positions.ts";
export { bodyPosition, chironPosition } from "./ephemeris/positions.ts";
export type { HouseResult } from "./houses/house-systems.ts";
export { computeHouses, houseOfLongitude } from "./houses/house-systems.ts";
export type { CompatibilityArea, CompatibilityScoreSet } from "./synastry/compatibility-scores.ts";
export { compatibilityScores } from "./synastry/compatibility-scores.ts";
export type { SynastryAspect, SynastryChartInput } from "./synastry/synastry.ts";
export { findSynastryAspects } from "./synastry/synastry.ts";
export { deltaTSeconds, jdTTFromJdUT } from "./time/delta-t.ts";
export { isoFromJdUT, jdUTFromDate } from "./time/julian.ts";
export type { LocalTimeKind, UniversalTimeResult } from "./time/local-time.ts";
export { localDateOf, localDayRange, localToUniversal } from "./time/local-time.ts";
export type {
  NatalPointName,
  TransitCategory,
  TransitImpact,
} from "./transits/transit-rules.ts";
export {
  ASPECT_WEIGHT,
  NATAL_POINT_WEIGHT,
  TRANSITING_PLANET_WEIGHT,
  transitCategory,
  transitImpact,
} from "./transits/transit-rules.ts";
export type { Transit, TransitNatalInput, TransitOptions } from "./transits/transits.ts";
export { findTransits, MAX_TRANSIT_RANGE_DAYS } from "./transits/transits.ts";
export { degreeInSign, signOf, signsBetween } from "./zodiac.ts";
