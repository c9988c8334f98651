/**
 * Impact and category of a transit. Our own documented rules (docs/astro.md §Transits), not a
 * published standard: the slower the transiting body, the closer the aspect and the more personal
 * the natal point, the stronger the transit.
 *
 * score = planetWeight(transiting) × aspectWeight × pointWeight(natal) × orbFactor,
 * orbFactor = 1 − minOrb / (2 × transit orb)  (1 when the pass is exact, 0.5 at the orb's edge);
 * impact = high if score ≥ 2, medium if score ≥ 0.8, else low.
 *
 * Category, first rule that matches: love (Venus on either side); career (Saturn, Jupiter or the
 * Midheaven on either side, or the Sun transiting); wellness (Mars, the Moon or the Ascendant on
 * either side); otherwise general.
 */
import { type AspectName, type PlanetName, TRANSITING_PLANET_WEIGHT } from "../constants.ts";

export type NatalPointName = PlanetName | "ascendant" | "midheaven";
export type TransitImpact = "high" | "medium" | "low";
export type TransitCategory = "love" | "career" | "general" | "wellness";

const ASPECT_WEIGHT: Readonly<Record<AspectName, number>> = {
  conjunction: 1,
  opposition: 0.9,
  square: 0.9,
  trine: 0.7,
  sextile: 0.5,
  quincunx: 0.4,
};

const NATAL_POINT_WEIGHT: Readonly<Record<NatalPointName, number>> = {
  sun: 1,
  moon: 1,
  ascendant: 1,
  midheaven: 0.9,
  mercury: 0.7,
  venus: 0.7,
  mars: 0.7,
  jupiter: 0.6,
  saturn: 0.6,
  uranus: 0.4,
  neptune: 0.4,
  pluto: 0.4,
};

const HIGH_IMPACT_SCORE = 2;
const MEDIUM_IMPACT_SCORE = 0.8;

/** Impact score and class of a transit pass (rules in the module comment). */
export function transitImpact(
  transiting: PlanetName,
  aspect: AspectName,
  natalPoint: NatalPointName,
  minOrbDeg: number,
  transitOrbDeg: number,
): { score: number; impact: TransitImpact } {
  const orbFactor = 1 - Math.min(minOrbDeg, transitOrbDeg) / (2 * transitOrbDeg);
  const score =
    TRANSITING_PLANET_WEIGHT[transiting] * ASPECT_WEIGHT[aspect] * NATAL_POINT_WEIGHT[natalPoint] * orbFactor;
  const impact: TransitImpact =
    score >= HIGH_IMPACT_SCORE ? "high" : score >= MEDIUM_IMPACT_SCORE ? "medium" : "low";
  return { score, impact };
}

/** Category of a transit (rules in the module comment). */
export function transitCategory(transiting: PlanetName, natalPoint: NatalPointName): TransitCategory {
  if (transiting === "venus" || natalPoint === "venus") return "love";
  if (
    transiting === "saturn" ||
    transiting === "jupiter" ||
    transiting === "sun" ||
    natalPoint === "saturn" ||
    natalPoint === "jupiter" ||
    natalPoint === "midheaven"
  ) {
    return "career";
  }
  if (transiting === "mars" || transiting === "moon" || natalPoint === "mars" || natalPoint === "moon") {
    return "wellness";
  }
  if (natalPoint === "ascendant") return "wellness";
  return "general";
}
