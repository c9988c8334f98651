import {
  bodyPosition,
  findTransits,
  jdUTFromDate,
  localDayRange,
  localToUniversal,
  type NatalChart,
  PLANETS,
  type PlanetName,
  signOf,
  type Transit,
} from "#astro/index";
import { MOON_PHASES, type MoonPhase, type SkyEvent, type SkyFacts, type TransitFact } from "#writing/index";

/**
 * The sky of one local day and its transits to a natal chart, as the facts the writer reads.
 * Glue between the chart engine (pure, UT) and the writer (pure, facts): the day is the user's
 * local calendar day in their zone, its reference instant local noon.
 */

const MINUTE_MS = 60_000;

function noonOf(dateLocal: string, zone: string): Date {
  return new Date(localToUniversal(dateLocal, "12:00", zone).utc);
}

/** The eight conventional phases, each 45° of Sun–Moon elongation centred on 0°, 45°, 90° … */
export function moonPhaseOf(elongationDeg: number): MoonPhase {
  const normalized = ((elongationDeg % 360) + 360) % 360;
  return MOON_PHASES[Math.floor(((normalized + 22.5) % 360) / 45)] as MoonPhase;
}

const LUNATIONS: readonly [number, MoonPhase][] = [
  [0, "new"],
  [90, "first quarter"],
  [180, "full"],
  [270, "last quarter"],
];

/**
 * The Moon's phase as a day's texts name it: a lunation ("full", "new", the quarters) only on the
 * local day it is exact, so "Full Moon" is never said three days running; the days around it get
 * the crescent or gibbous name of their side. Elongations at the start and end of the day, degrees.
 */
export function dayMoonPhase(startDeg: number, endDeg: number): MoonPhase {
  const start = ((startDeg % 360) + 360) % 360;
  const span = (((endDeg - startDeg) % 360) + 360) % 360;
  for (const [angle, phase] of LUNATIONS) {
    const ahead = (angle - start + 360) % 360;
    // (start, end]: an instant at midnight belongs to the day that ends there, never to both.
    if (ahead > 0 && ahead <= span) return phase;
  }
  const mid = (start + span / 2) % 360;
  if (mid < 90) return "waxing crescent";
  if (mid < 180) return "waxing gibbous";
  if (mid < 270) return "waning gibbous";
  return "waning crescent";
}

/** Finds the minute in [a, b] where `changed(t)` flips from false to true (bisection). */
function bisectMinute(aMs: number, bMs: number, changed: (ms: number) => boolean): string {
  let lo = aMs;
  let hi = bMs;
  while (hi - lo > 1000) {
    const mid = (lo + hi) / 2;
    if (changed(mid)) hi = mid;
    else lo = mid;
  }
  // The first whole minute at which the change holds: rounding to the nearest minute could name a
  // minute before the crossing, where the old sign still reads.
  return new Date(Math.ceil(hi / MINUTE_MS) * MINUTE_MS).toISOString();
}

export const positionAt = (body: PlanetName, ms: number) => bodyPosition(body, jdUTFromDate(new Date(ms)));

/** Positions at local noon, the Moon's sign and phase, and the day's ingresses and stations. */
export function skyOfDay(dateLocal: string, zone: string): SkyFacts {
  const { startUtc, endUtc } = localDayRange(dateLocal, zone);
  const startMs = Date.parse(startUtc);
  const endMs = Date.parse(endUtc);
  const noonMs = noonOf(dateLocal, zone).getTime();
  const events: SkyEvent[] = [];
  const positions = PLANETS.map((body) => {
    const atNoon = positionAt(body, noonMs);
    const atStart = positionAt(body, startMs);
    const atEnd = positionAt(body, endMs);
    const startSign = signOf(atStart.lonDeg);
    if (startSign !== signOf(atEnd.lonDeg)) {
      const timeUtc = bisectMinute(startMs, endMs, (ms) => signOf(positionAt(body, ms).lonDeg) !== startSign);
      events.push({
        kind: "ingress",
        body,
        sign: signOf(positionAt(body, Date.parse(timeUtc)).lonDeg),
        timeUtc,
      });
    }
    if (
      body !== "sun" &&
      body !== "moon" &&
      Math.sign(atStart.speedDegPerDay) !== Math.sign(atEnd.speedDegPerDay)
    ) {
      const startsRetro = atStart.speedDegPerDay < 0;
      const timeUtc = bisectMinute(
        startMs,
        endMs,
        (ms) => positionAt(body, ms).speedDegPerDay < 0 !== startsRetro,
      );
      events.push({
        kind: "station",
        body,
        sign: signOf(atNoon.lonDeg),
        direction: startsRetro ? "direct" : "retrograde",
        timeUtc,
      });
    }
    return {
      body,
      sign: signOf(atNoon.lonDeg),
      longitudeDeg: atNoon.lonDeg,
      retrograde: atNoon.speedDegPerDay < 0,
    };
  });
  const sun = positions.find((p) => p.body === "sun")?.longitudeDeg ?? 0;
  const moon = positions.find((p) => p.body === "moon");
  const elongation = ((((moon?.longitudeDeg ?? 0) - sun) % 360) + 360) % 360;
  const elongationAt = (ms: number) => positionAt("moon", ms).lonDeg - positionAt("sun", ms).lonDeg;
  return {
    dateLocal,
    moonSign: moon?.sign ?? signOf(0),
    moonPhase: dayMoonPhase(elongationAt(startMs), elongationAt(endMs)),
    moonPhaseAngleDeg: elongation,
    events: events.sort((a, b) => a.timeUtc.localeCompare(b.timeUtc)),
    positions,
    timeZone: zone,
  };
}

/** Angular distance between two longitudes, degrees [0, 180]. */
export function separation(a: number, b: number): number {
  const d = Math.abs((((a - b) % 360) + 360) % 360);
  return d > 180 ? 360 - d : d;
}

/** One engine transit as a writer fact, with its orb at the reference instant. */
/** What a transit fact needs of an engine transit (a stored transit row provides the same). */
export type TransitFactSource = Pick<
  Transit,
  | "transitingPlanet"
  | "natalPoint"
  | "aspect"
  | "targetLongitudeDeg"
  | "exactUtc"
  | "orbStartUtc"
  | "orbEndUtc"
  | "applyingAtRangeStart"
  | "impact"
  | "category"
  | "minOrbDeg"
>;

export function toTransitFact(transit: TransitFactSource, referenceMs: number): TransitFact {
  const position = positionAt(transit.transitingPlanet, referenceMs);
  const orbDeg = Math.round(separation(position.lonDeg, transit.targetLongitudeDeg) * 100) / 100;
  const exactMs = transit.exactUtc ? Date.parse(transit.exactUtc) : null;
  return {
    transiting: transit.transitingPlanet,
    natal: transit.natalPoint,
    aspect: transit.aspect,
    orbDeg,
    exactUtc: transit.exactUtc ?? transit.orbStartUtc ?? new Date(referenceMs).toISOString(),
    applying: exactMs !== null ? exactMs > referenceMs : (transit.applyingAtRangeStart ?? false),
    impact: transit.impact,
    category: transit.category,
    transitingSign: signOf(position.lonDeg),
    retrograde: position.speedDegPerDay < 0,
    orbStartUtc: transit.orbStartUtc,
    orbEndUtc: transit.orbEndUtc,
    perfects: transit.exactUtc !== null,
    closestOrbDeg: Math.round(transit.minOrbDeg * 100) / 100,
  };
}

/** The reader's waking day, local: a daily text cites only what is in orb between these (ADR 032). */
const READER_DAY = { from: "06:00", until: "22:00" } as const;

/** The orb of the Moon's aspects, degrees: a Moon transit a daily text cites is also in orb at local noon. */
const NOON_ORB_DEG = 3;

/** The reader's waking day of a local date as UTC instants. */
export function readerDayOf(dateLocal: string, zone: string): { fromMs: number; untilMs: number } {
  return {
    fromMs: Date.parse(localToUniversal(dateLocal, READER_DAY.from, zone).utc),
    untilMs: Date.parse(localToUniversal(dateLocal, READER_DAY.until, zone).utc),
  };
}

/**
 * Transits to the chart within their 3° orb at some moment between 06:00 and 22:00 of the local
 * day, strongest first; a Moon aspect must also be in orb at local noon (it moves through its orb
 * in hours). Each carries the part of that window it is in orb (`dayWindow`).
 */
export function transitsOfDay(chart: NatalChart, dateLocal: string, zone: string): TransitFact[] {
  const { fromMs, untilMs } = readerDayOf(dateLocal, zone);
  const noonMs = noonOf(dateLocal, zone).getTime();
  return findTransits(chart, new Date(fromMs), new Date(untilMs))
    .sort((a, b) => b.impactScore - a.impactScore)
    .map((transit) => {
      const fact = toTransitFact(transit, noonMs);
      const startMs = transit.orbStartUtc ? Date.parse(transit.orbStartUtc) : fromMs;
      const endMs = transit.orbEndUtc ? Date.parse(transit.orbEndUtc) : untilMs;
      fact.dayWindow = {
        fromUtc: new Date(Math.max(startMs, fromMs)).toISOString(),
        untilUtc: new Date(Math.min(endMs, untilMs)).toISOString(),
      };
      return fact;
    })
    .filter((t) => t.transiting !== "moon" || t.orbDeg <= NOON_ORB_DEG);
}

/**
 * Transits of Sun to Pluto that perfect in the `days` after the local date, each as a fact seen
 * at its exact instant (for the Oracle's timing answers).
 */
export function upcomingTransits(
  chart: NatalChart,
  dateLocal: string,
  zone: string,
  days = 60,
): TransitFact[] {
  const { endUtc } = localDayRange(dateLocal, zone);
  const start = new Date(endUtc);
  const end = new Date(start.getTime() + days * 86_400_000);
  return findTransits(chart, start, end, { transitingPlanets: PLANETS.filter((p) => p !== "moon") })
    .filter((t) => t.exactInRange && t.exactUtc !== null)
    .map((t) => toTransitFact(t, Date.parse(t.exactUtc as string)));
}
