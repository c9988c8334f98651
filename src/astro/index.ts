/**
 * Public API of the chart engine (pure: no I/O, no clock, no environment). Everything returned is
 * a plain JSON-serialisable object: store it with JSON.stringify and read it back with JSON.parse.
 * Sources and accuracy: docs/astro.md.
 */

export type { Aspect } from "./aspects/aspects.ts";

export { findSkyAspects } from "./aspects/sky-aspects.ts";
export type {
  ChartPoints,
  FortunePlacement,
  NatalChart,
  NodeType,
  PointPlacement,
} from "./chart.ts";
export { computeChartWithUnknownTime, computeNatalChart, computeNatalChartFromLocal } from "./chart.ts";
export type {
  HouseSystem,
  PlanetName,
} from "./constants.ts";
export {
  ASPECTS,
  PLANETS,
  POLAR_LATITUDE_LIMIT_DEG,
  TRANSIT_ORB_DEG,
} from "./constants.ts";

export { bodyPosition } from "./ephemeris/positions.ts";

export { houseOfLongitude } from "./houses/house-systems.ts";
export { findLunarPhases } from "./lunations/lunar-phases.ts";

export { compatibilityScores } from "./synastry/compatibility-scores.ts";

export { findSynastryAspects } from "./synastry/synastry.ts";

export { jdUTFromDate } from "./time/julian.ts";

export { localDateOf, localDayRange, localToUniversal } from "./time/local-time.ts";

export type { Transit } from "./transits/transits.ts";
export { findTransits } from "./transits/transits.ts";
export { degreeInSign, signOf } from "./zodiac.ts";
