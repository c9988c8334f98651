import { SIGN_LABELS, type SignLabel } from "#web/lib/zodiac.ts";
/**
 * Pure maths and formatting for the natal chart wheel (docs/product.md §6.4): longitudes to screen angles,
 * planet collision spreading, degree labels and calendar-date formatting. No DOM, no Date in the
 * user's zone: a birth date or time is only ever read as the string the user typed.
 */

/** The wheel's viewBox edge, in px (docs/product.md §6.4: wheel size 800 px). */
export const WHEEL_SIZE = 800;
export const WHEEL_CENTER = WHEEL_SIZE / 2;

/** Planets closer than this on the wheel are nudged apart (docs/product.md §6.4). */
export const MIN_SEPARATION_DEG = 12;
/** The size of one nudge (docs/product.md §6.4). */
export const NUDGE_DEG = 6;

/** 0 ≤ result < 360. */
export function normalizeDeg(deg: number): number {
  const value = deg % 360;
  return value < 0 ? value + 360 : value === 0 ? 0 : value;
}

/** The signed difference b − a folded into (−180, 180]. */
export function signedDelta(a: number, b: number): number {
  const d = normalizeDeg(b - a);
  return d > 180 ? d - 360 : d;
}

/**
 * The screen angle of an ecliptic longitude, in degrees counter-clockwise from 3 o'clock (the
 * maths convention, y up). Standard orientation: the Ascendant sits at 180° (9 o'clock, the left)
 * and the zodiac runs counter-clockwise from there, so the MC lands near the top.
 * Without an Ascendant (unknown birth time) 0° Aries takes its place on the left.
 */
export function screenAngle(longitude: number, ascendant: number | null | undefined): number {
  return normalizeDeg(180 + (longitude - (ascendant ?? 0)));
}

export interface Point {
  x: number;
  y: number;
}

/** SVG coordinates (y down) of a screen angle at a radius from the wheel's centre. */
function polar(angleDeg: number, radius: number, center = WHEEL_CENTER): Point {
  const rad = (angleDeg * Math.PI) / 180;
  return { x: round2(center + radius * Math.cos(rad)), y: round2(center - radius * Math.sin(rad)) };
}

/** SVG coordinates of a longitude at a radius, oriented by the Ascendant. */
export function longitudeToPoint(
  longitude: number,
  radius: number,
  ascendant: number | null | undefined,
  center = WHEEL_CENTER,
): Point {
  return polar(screenAngle(longitude, ascendant), radius, center);
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * An annular sector between two longitudes (counter-clockwise from `from` to `to`), as an SVG path.
 * Used for the zodiac segments and the house hover areas.
 */
export function ringSegmentPath(
  from: number,
  to: number,
  innerRadius: number,
  outerRadius: number,
  ascendant: number | null | undefined,
  center = WHEEL_CENTER,
): string {
  const span = normalizeDeg(to - from) || 360;
  const large = span > 180 ? 1 : 0;
  const o1 = longitudeToPoint(from, outerRadius, ascendant, center);
  const o2 = longitudeToPoint(from + span, outerRadius, ascendant, center);
  const i2 = longitudeToPoint(from + span, innerRadius, ascendant, center);
  const i1 = longitudeToPoint(from, innerRadius, ascendant, center);
  // Longitude grows counter-clockwise on screen; in SVG (y down) that is sweep-flag 0.
  return [
    `M ${o1.x} ${o1.y}`,
    `A ${outerRadius} ${outerRadius} 0 ${large} 0 ${o2.x} ${o2.y}`,
    `L ${i2.x} ${i2.y}`,
    `A ${innerRadius} ${innerRadius} 0 ${large} 1 ${i1.x} ${i1.y}`,
    "Z",
  ].join(" ");
}

/** The longitude halfway from `from` to `to`, going counter-clockwise (the way houses run). */
export function midpointLongitude(from: number, to: number): number {
  return normalizeDeg(from + normalizeDeg(to - from) / 2);
}

export interface SpreadInput {
  id: string;
  longitude: number;
}

export interface SpreadPlacement {
  id: string;
  /** The true longitude. */
  longitude: number;
  /** Where the glyph is drawn, as a longitude (differs from `longitude` after nudging). */
  displayLongitude: number;
}

/**
 * Collision spreading (docs/product.md §6.4): whenever two neighbouring planets are closer than 12° on the
 * wheel they are nudged 6° further apart (half each way, so a cluster stays centred on its true
 * position), pass after pass until every neighbour is at least 12° away. The order around the
 * wheel never changes. An exact conjunction thus ends 12° apart (two nudges); a 10° pair ends 16°
 * apart (one nudge); pairs 12° or more apart are left alone.
 */
export function spreadPlanets(
  planets: readonly SpreadInput[],
  minSeparation = MIN_SEPARATION_DEG,
  nudge = NUDGE_DEG,
): SpreadPlacement[] {
  const sorted = planets
    .map((planet, index) => ({ ...planet, index, longitude: normalizeDeg(planet.longitude) }))
    .sort((a, b) => a.longitude - b.longitude || a.index - b.index);
  const n = sorted.length;
  // Unwrapped display positions: increasing, within one turn of the first.
  const display = sorted.map((planet) => planet.longitude);
  const fits = n * minSeparation <= 360;
  const maxPasses = 500;

  if (n >= 2 && fits) {
    for (let pass = 0; pass < maxPasses; pass += 1) {
      let moved = false;
      for (let i = 0; i < n; i += 1) {
        // Neighbours around the circle; the last pair wraps past 360° back to the first planet.
        const j = (i + 1) % n;
        const a = display[i] as number;
        const b = (display[j] as number) + (j === 0 ? 360 : 0);
        if (b - a < minSeparation - 1e-9) {
          display[i] = a - nudge / 2;
          display[j] = (display[j] as number) + nudge / 2;
          moved = true;
        }
      }
      if (!moved) break;
    }
  }

  const byIndex = new Map<number, SpreadPlacement>();
  sorted.forEach((planet, k) => {
    byIndex.set(planet.index, {
      id: planet.id,
      longitude: planet.longitude,
      displayLongitude: normalizeDeg(display[k] as number),
    });
  });
  return planets.map((_, index) => byIndex.get(index) as SpreadPlacement);
}

/** The signs as the wheel shows them, in zodiac order (one list for the whole web app). */
export const SIGN_NAMES = SIGN_LABELS;
export type { SignLabel };

export interface HousePlace {
  /** 1 to 12. */
  number: number;
  cusp: number;
  /** The next house's cusp, where this house ends. */
  next: number;
  /** Where the house number sits, halfway between the cusps. */
  label: Point;
  /** The cusp line, from the inner ring out to the zodiac. */
  from: Point;
  to: Point;
  /** Houses 1, 4, 7 and 10 start at an angle and get a stronger line. */
  angular: boolean;
}

/** Where each house's number and cusp line go, the same for the desktop and the phone wheel. */
export function houseLayout(
  cusps: readonly number[],
  radii: { inner: number; number: number; zodiacInner: number },
  asc: number | null,
): HousePlace[] {
  return cusps.map((cusp, index) => {
    const next = cusps[(index + 1) % 12] as number;
    return {
      number: index + 1,
      cusp,
      next,
      label: longitudeToPoint(midpointLongitude(cusp, next), radii.number, asc),
      from: longitudeToPoint(cusp, radii.inner, asc),
      to: longitudeToPoint(cusp, radii.zodiacInner, asc),
      angular: index % 3 === 0,
    };
  });
}

/** A longitude split into sign, degree and arc-minute within the sign (rounded to the minute). */
export function degreeParts(longitude: number): { sign: SignLabel; degree: number; minute: number } {
  const totalMinutes = Math.round(normalizeDeg(longitude) * 60) % (360 * 60);
  const signIndex = Math.floor(totalMinutes / 1800);
  const within = totalMinutes % 1800;
  return {
    sign: SIGN_NAMES[signIndex] as SignLabel,
    degree: Math.floor(within / 60),
    minute: within % 60,
  };
}

/** The position within its sign, e.g. 14°32′. */
export function formatDegree(longitude: number): string {
  const { degree, minute } = degreeParts(longitude);
  return `${degree}°${String(minute).padStart(2, "0")}′`;
}

/** e.g. "14°32′ Pisces". */
export function formatPosition(longitude: number): string {
  const { sign } = degreeParts(longitude);
  return `${formatDegree(longitude)} ${sign}`;
}

/** A UTC offset in minutes as "UTC+01:00" / "UTC−03:30". */
export function formatOffset(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? "−" : "+";
  const abs = Math.abs(Math.round(offsetMinutes));
  const hours = String(Math.floor(abs / 60)).padStart(2, "0");
  const minutes = String(abs % 60).padStart(2, "0");
  return `UTC${sign}${hours}:${minutes}`;
}

/** "1990-03-14T07:30:00.000Z" → "1990-03-14 07:30 UT", by reading the string. */
export function formatUtInstant(iso: string): string {
  const match = /^(-?\d{4,6}-\d{2}-\d{2})T(\d{2}:\d{2})(?::(\d{2}))?/.exec(iso);
  if (!match) return iso;
  return `${match[1]} ${match[2]}${match[3] && match[3] !== "00" ? `:${match[3]}` : ""} UT`;
}

/** 1 → "1st", 2 → "2nd", 11 → "11th". */
export function ordinal(n: number): string {
  const mod100 = n % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${n}th`;
  switch (n % 10) {
    case 1:
      return `${n}st`;
    case 2:
      return `${n}nd`;
    case 3:
      return `${n}rd`;
    default:
      return `${n}th`;
  }
}

/**
 * How to anchor a label placed inward of a glyph at `point` so the text runs toward the centre
 * and never back over the glyph: near 3 o'clock it ends at the point, near 9 o'clock it starts
 * there, elsewhere it is centred.
 */
export function inwardTextAnchor(
  point: Point,
  radius: number,
  center = WHEEL_CENTER,
): "start" | "middle" | "end" {
  const dx = (point.x - center) / radius;
  if (dx > 0.5) return "end";
  if (dx < -0.5) return "start";
  return "middle";
}
