/**
 * Facts the writing engine reads. Plain JSON data that the server builds from the chart engine's
 * output (src/astro); the writer never computes astronomy itself. Degrees are ecliptic degrees,
 * instants are ISO 8601 UTC strings, local dates are "YYYY-MM-DD".
 */

// The bodies, signs and aspects are the chart engine's (one definition for the whole product).
import {
  ASPECT_NAMES,
  type AspectName,
  PLANETS,
  type PlanetName,
  SIGNS,
  type SignName,
} from "#astro/constants";

export { PLANETS, SIGNS };
export type Planet = PlanetName;

export const ANGLES = ["ascendant", "midheaven"] as const;
export type Angle = (typeof ANGLES)[number];

/** A natal point a transit or synastry aspect can touch: a planet or an angle. */
export type NatalPoint = Planet | Angle;
export const NATAL_POINTS: readonly NatalPoint[] = [...PLANETS, ...ANGLES];

export type Sign = SignName;

export const ASPECT_TYPES = ASPECT_NAMES;
export type AspectType = AspectName;

export const MOON_PHASES = [
  "new",
  "waxing crescent",
  "first quarter",
  "waxing gibbous",
  "full",
  "waning gibbous",
  "last quarter",
  "waning crescent",
] as const;
export type MoonPhase = (typeof MOON_PHASES)[number];

export type Element = "fire" | "earth" | "air" | "water";
export type Modality = "cardinal" | "fixed" | "mutable";

export type Voice = "normal" | "roast";
export const VOICES: readonly Voice[] = ["normal", "roast"];

/** A body or angle of the natal chart. `house` is null when the birth time is unknown. */
export interface Placement {
  body: NatalPoint;
  sign: Sign;
  house: number | null;
  longitudeDeg: number;
  retrograde: boolean;
}

/** An aspect between two natal points (orb in degrees). */
export interface NatalAspect {
  a: NatalPoint;
  b: NatalPoint;
  type: AspectType;
  orbDeg: number;
  applying: boolean;
}

export interface NatalFacts {
  placements: Placement[];
  ascendantSign: Sign | null;
  midheavenSign: Sign | null;
  aspects: NatalAspect[];
  /** False when the birth time is unknown: no houses, no angles. */
  timeKnown: boolean;
  /** The twelve house cusps, degrees (1st first), when the birth time is known. */
  houseCuspsDeg?: number[] | null;
}

export type TransitImpact = "high" | "medium" | "low";
export type TransitCategory = "love" | "career" | "general" | "wellness";

/** One transit pass of a moving planet to a natal point. */
export interface TransitFact {
  transiting: Planet;
  natal: NatalPoint;
  aspect: AspectType;
  /** Orb at the moment the text is about (the day's reference instant), degrees. */
  orbDeg: number;
  /** Exact instant of this pass, ISO UTC. */
  exactUtc: string;
  /** True while the orb is closing. */
  applying: boolean;
  impact: TransitImpact;
  category: TransitCategory;
  transitingSign: Sign;
  retrograde: boolean;
  /** When the pass enters the transit orb, ISO UTC, if known. */
  orbStartUtc?: string | null;
  /** When the pass leaves the transit orb, ISO UTC, if known. */
  orbEndUtc?: string | null;
  /**
   * False for a pass that comes close but turns at a station before it is exact; `exactUtc` then
   * holds only when the pass entered orb and must not be called "exact".
   */
  perfects?: boolean;
  /** The smallest orb the pass reaches, degrees (0 when it perfects). */
  closestOrbDeg?: number;
  /**
   * The part of the reader's day (06:00–22:00 local) the pass is within orb, ISO UTC: the window a
   * daily text may cite it in, shown under "Why this?" (ADR 032).
   */
  dayWindow?: { fromUtc: string; untilUtc: string } | null;
}

/** A sign change or a station of a planet during the day. */
export interface SkyEvent {
  kind: "ingress" | "station";
  body: Planet;
  /** Sign entered (ingress) or sign of the station. */
  sign: Sign;
  /** Stations only: the direction the planet turns to. */
  direction?: "retrograde" | "direct";
  timeUtc: string;
}

export interface SkyPosition {
  body: Planet;
  sign: Sign;
  longitudeDeg: number;
  retrograde: boolean;
}

/** The sky of one local day (positions at the day's reference instant, usually local noon). */
export interface SkyFacts {
  dateLocal: string;
  moonSign: Sign;
  moonPhase: MoonPhase;
  /** Sun–Moon elongation, 0–360°, 0 = new, 180 = full. */
  moonPhaseAngleDeg: number;
  events: SkyEvent[];
  positions: SkyPosition[];
  /** IANA zone used to print exact times (default UTC). */
  timeZone?: string;
}

export interface BigThree {
  sun: Sign;
  moon: Sign;
  /** Null when the birth time is unknown. */
  rising: Sign | null;
}

/** An aspect between a point of the user's chart (`a`) and one of the partner's chart (`b`). */
export interface SynastryAspect {
  a: NatalPoint;
  b: NatalPoint;
  type: AspectType;
  orbDeg: number;
}

interface CompatibilityScores {
  overall: number;
  romantic: number;
  sexual: number;
  friendship: number;
  work: number;
}

export interface SynastryFacts {
  aspects: SynastryAspect[];
  /** 0–100 each. */
  scores: CompatibilityScores;
  userBigThree: BigThree;
  partnerBigThree: BigThree;
  partnerName: string;
}

/** One fact a text rests on ("why this?"). */
export type BasisItem =
  | { kind: "placement"; body: NatalPoint; sign: Sign; house: number | null; retrograde: boolean }
  | { kind: "aspect"; a: NatalPoint; b: NatalPoint; aspect: AspectType; orbDeg: number }
  | {
      kind: "transit";
      transiting: Planet;
      natal: NatalPoint;
      aspect: AspectType;
      orbDeg: number;
      exact: string;
      /** The phase the text states (ADR 032): for the whole day in a stored daily text, at the reading moment otherwise. */
      phase?: "applying" | "exact-today" | "separating" | "over";
      /** When the pass is within orb during the reader's day (06:00–22:00 local), ISO UTC. */
      inOrbFrom?: string;
      inOrbUntil?: string;
    }
  | { kind: "moon"; sign: Sign; phase: MoonPhase; house: number | null }
  | {
      kind: "sky";
      body: Planet;
      sign: Sign;
      retrograde: boolean;
      event?: "ingress" | "station";
      /** When the ingress or station happens, ISO UTC. */
      exact?: string;
    }
  /** An aspect between two moving bodies of the day's sky, exact at `exact` (ISO UTC). */
  | { kind: "sky-aspect"; a: Planet; b: Planet; aspect: AspectType; exact: string }
  | { kind: "synastry"; a: NatalPoint; b: NatalPoint; aspect: AspectType; orbDeg: number }
  /** The day's lucky number and where it comes from: the degree a body occupies in its sign. */
  | { kind: "lucky"; number: number; body: Planet; sign: Sign; degree: number };

export type Basis = BasisItem[];

/** Element of each sign. */
export const SIGN_ELEMENT: Readonly<Record<Sign, Element>> = {
  aries: "fire",
  leo: "fire",
  sagittarius: "fire",
  taurus: "earth",
  virgo: "earth",
  capricorn: "earth",
  gemini: "air",
  libra: "air",
  aquarius: "air",
  cancer: "water",
  scorpio: "water",
  pisces: "water",
};

/** Modality of each sign. */
export const SIGN_MODALITY: Readonly<Record<Sign, Modality>> = {
  aries: "cardinal",
  cancer: "cardinal",
  libra: "cardinal",
  capricorn: "cardinal",
  taurus: "fixed",
  leo: "fixed",
  scorpio: "fixed",
  aquarius: "fixed",
  gemini: "mutable",
  virgo: "mutable",
  sagittarius: "mutable",
  pisces: "mutable",
};

/** Aspect families: how an aspect behaves in the text. */
export type AspectFamily = "fusion" | "flow" | "friction";
export const ASPECT_FAMILY: Readonly<Record<AspectType, AspectFamily>> = {
  conjunction: "fusion",
  sextile: "flow",
  trine: "flow",
  square: "friction",
  opposition: "friction",
  quincunx: "friction",
};

/** Sign of an ecliptic longitude in degrees. */
export function signOfLongitude(longitudeDeg: number): Sign {
  const norm = ((longitudeDeg % 360) + 360) % 360;
  return SIGNS[Math.floor(norm / 30) % 12] as Sign;
}

/** Number of signs from `from` to `to` counted forward, 0–11. */
export function signDistance(from: Sign, to: Sign): number {
  return (SIGNS.indexOf(to) - SIGNS.indexOf(from) + 12) % 12;
}
