/**
 * Seeded generator of plausible facts for tests (not astronomy: mean motions with a retrograde
 * wobble, good enough to exercise every branch of the composers). Never used by product code.
 */
import { ASPECTS, TRANSITING_PLANET_WEIGHT } from "#astro/constants";
import {
  ANGLES,
  ASPECT_TYPES,
  type AspectType,
  type BigThree,
  MOON_PHASES,
  type MoonPhase,
  type NatalAspect,
  type NatalFacts,
  type NatalPoint,
  PLANETS,
  type Placement,
  type Planet,
  type SkyFacts,
  type SkyPosition,
  type SynastryAspect,
  type SynastryFacts,
  signOfLongitude,
  type TransitCategory,
  type TransitFact,
  type TransitImpact,
} from "../facts.ts";
import { Rng } from "../rng.ts";

// The chart engine's aspect table: its angles, and its natal orbs for natal and synastry aspects.
const ASPECT_ANGLE = Object.fromEntries(ASPECTS.map((a) => [a.name, a.angleDeg])) as Record<
  AspectType,
  number
>;
const NATAL_ORB = Object.fromEntries(ASPECTS.map((a) => [a.name, a.orbDeg])) as Record<AspectType, number>;

const norm = (x: number): number => ((x % 360) + 360) % 360;
/** Signed difference a − b folded into (−180, 180]. */
const diff = (a: number, b: number): number => {
  const d = norm(a - b);
  return d > 180 ? d - 360 : d;
};

/** Aspect between two longitudes within the given orbs, if any. */
function aspectOf(
  lonA: number,
  lonB: number,
  orbs: Record<AspectType, number>,
): { type: AspectType; orbDeg: number; delta: number; angle: number } | null {
  const sep = diff(lonA, lonB);
  for (const type of ASPECT_TYPES) {
    const angle = ASPECT_ANGLE[type];
    for (const target of angle === 0 || angle === 180 ? [angle] : [angle, -angle]) {
      const delta = diff(sep, target);
      if (Math.abs(delta) <= orbs[type]) return { type, orbDeg: Math.abs(delta), delta, angle: target };
    }
  }
  return null;
}

/**
 * The aspects among a chart's placements at the natal orbs, each pair once in placement order;
 * `applying` is asked once for each aspect found.
 */
export function natalAspects(placements: readonly Placement[], applying: () => boolean): NatalAspect[] {
  const aspects: NatalAspect[] = [];
  for (let i = 0; i < placements.length; i++) {
    for (let j = i + 1; j < placements.length; j++) {
      const a = placements[i] as Placement;
      const b = placements[j] as Placement;
      const asp = aspectOf(a.longitudeDeg, b.longitudeDeg, NATAL_ORB);
      if (asp)
        aspects.push({ a: a.body, b: b.body, type: asp.type, orbDeg: asp.orbDeg, applying: applying() });
    }
  }
  return aspects;
}

/** A random natal chart. */
export function randomNatal(seed: string, options: { timeKnown?: boolean } = {}): NatalFacts {
  const rng = new Rng(`natal|${seed}`);
  const timeKnown = options.timeKnown ?? rng.float() < 0.8;
  const sunLon = rng.float() * 360;
  const lon: Record<Planet, number> = {
    sun: sunLon,
    moon: rng.float() * 360,
    mercury: norm(sunLon + (rng.float() * 2 - 1) * 27),
    venus: norm(sunLon + (rng.float() * 2 - 1) * 46),
    mars: rng.float() * 360,
    jupiter: rng.float() * 360,
    saturn: rng.float() * 360,
    uranus: rng.float() * 360,
    neptune: rng.float() * 360,
    pluto: rng.float() * 360,
  };
  const asc = rng.float() * 360;
  const mc = norm(asc + 270 + (rng.float() * 2 - 1) * 25);
  const cusps = Array.from({ length: 12 }, (_, i) => norm(asc + i * 30));
  const houseOf = (l: number): number => Math.floor(norm(l - asc) / 30) + 1;
  const placements: Placement[] = PLANETS.map((body) => ({
    body,
    sign: signOfLongitude(lon[body]),
    house: timeKnown ? houseOf(lon[body]) : null,
    longitudeDeg: Math.round(lon[body] * 1000) / 1000,
    retrograde: body !== "sun" && body !== "moon" && rng.float() < 0.25,
  }));
  if (timeKnown) {
    placements.push(
      { body: "ascendant", sign: signOfLongitude(asc), house: 1, longitudeDeg: asc, retrograde: false },
      { body: "midheaven", sign: signOfLongitude(mc), house: 10, longitudeDeg: mc, retrograde: false },
    );
  }
  const aspects = natalAspects(placements, () => rng.float() < 0.5);
  return {
    placements,
    ascendantSign: timeKnown ? signOfLongitude(asc) : null,
    midheavenSign: timeKnown ? signOfLongitude(mc) : null,
    aspects,
    timeKnown,
    houseCuspsDeg: timeKnown ? cusps : null,
  };
}

const J2000_MS = Date.UTC(2000, 0, 1, 12);
const MEAN: Record<Planet, [number, number]> = {
  sun: [280.46, 0.9856474],
  moon: [218.32, 13.176396],
  mercury: [0, 0],
  venus: [0, 0],
  mars: [355.45, 0.524],
  jupiter: [34.4, 0.0831],
  saturn: [50.08, 0.0335],
  uranus: [314.05, 0.0117],
  neptune: [304.35, 0.006],
  pluto: [238.93, 0.004],
};
const WOBBLE: Record<Planet, [number, number]> = {
  sun: [0, 1],
  moon: [0, 1],
  mercury: [22, 116],
  venus: [44, 584],
  mars: [16, 780],
  jupiter: [5.5, 399],
  saturn: [3.2, 378],
  uranus: [2.2, 370],
  neptune: [1.4, 367],
  pluto: [1.3, 367],
};

/** Toy longitude of a planet `days` after J2000. */
function toyLongitude(body: Planet, days: number): number {
  const sun = MEAN.sun[0] + MEAN.sun[1] * days;
  const [amp, period] = WOBBLE[body];
  const wobble = amp * Math.sin((2 * Math.PI * days) / period);
  if (body === "mercury" || body === "venus") return norm(sun + wobble);
  const [l0, n] = MEAN[body];
  return norm(l0 + n * days + wobble);
}

function toySpeed(body: Planet, days: number): number {
  return diff(toyLongitude(body, days + 0.01), toyLongitude(body, days - 0.01)) / 0.02;
}

function daysOf(dateLocal: string): number {
  const [y, m, d] = dateLocal.split("-").map(Number);
  return (Date.UTC(y ?? 2000, (m ?? 1) - 1, d ?? 1, 12) - J2000_MS) / 86_400_000;
}

/** The toy sky at local noon (UTC) of a date. */
export function skyFor(dateLocal: string): SkyFacts {
  const days = daysOf(dateLocal);
  const positions: SkyPosition[] = PLANETS.map((body) => {
    const l = toyLongitude(body, days);
    return { body, sign: signOfLongitude(l), longitudeDeg: l, retrograde: toySpeed(body, days) < 0 };
  });
  const sun = toyLongitude("sun", days);
  const moon = toyLongitude("moon", days);
  const angle = norm(moon - sun);
  const events: SkyFacts["events"] = [];
  for (const body of PLANETS) {
    const before = signOfLongitude(toyLongitude(body, days - 0.5));
    const after = signOfLongitude(toyLongitude(body, days + 0.5));
    if (before !== after)
      events.push({ kind: "ingress", body, sign: after, timeUtc: `${dateLocal}T12:00:00Z` });
    const s0 = toySpeed(body, days - 0.5);
    const s1 = toySpeed(body, days + 0.5);
    if (body !== "sun" && body !== "moon" && Math.sign(s0) !== Math.sign(s1)) {
      events.push({
        kind: "station",
        body,
        sign: signOfLongitude(toyLongitude(body, days)),
        direction: s1 < 0 ? "retrograde" : "direct",
        timeUtc: `${dateLocal}T12:00:00Z`,
      });
    }
  }
  return {
    dateLocal,
    moonSign: signOfLongitude(moon),
    moonPhase: MOON_PHASES[Math.floor(norm(angle + 22.5) / 45) % 8] as MoonPhase,
    moonPhaseAngleDeg: angle,
    events,
    positions,
  };
}

function categoryOf(t: Planet, n: NatalPoint): TransitCategory {
  if (t === "venus" || n === "venus") return "love";
  if (
    t === "saturn" ||
    t === "jupiter" ||
    n === "saturn" ||
    n === "jupiter" ||
    n === "midheaven" ||
    t === "sun"
  )
    return "career";
  if (t === "mars" || t === "moon" || n === "mars" || n === "moon" || n === "ascendant") return "wellness";
  return "general";
}

/** Transits (orb 3°) of the toy sky of a date to a natal chart. */
export function transitsFor(natal: NatalFacts, dateLocal: string): TransitFact[] {
  const days = daysOf(dateLocal);
  const out: TransitFact[] = [];
  const natalPoints = natal.placements.filter(
    (p) => natal.timeKnown || !(ANGLES as readonly string[]).includes(p.body),
  );
  for (const body of PLANETS) {
    const lon = toyLongitude(body, days);
    const speed = toySpeed(body, days);
    for (const p of natalPoints) {
      const asp = aspectOf(lon, p.longitudeDeg, {
        conjunction: 3,
        sextile: 3,
        square: 3,
        trine: 3,
        quincunx: 3,
        opposition: 3,
      });
      if (!asp) continue;
      const safeSpeed = Math.abs(speed) < 0.02 ? (speed < 0 ? -0.02 : 0.02) : speed;
      const toExactDays = Math.max(-150, Math.min(150, -asp.delta / safeSpeed));
      const exactMs = J2000_MS + (days + toExactDays) * 86_400_000;
      const spanDays = Math.min(300, 3 / Math.abs(safeSpeed));
      const score = TRANSITING_PLANET_WEIGHT[body] * (1 - asp.orbDeg / 6);
      const impact: TransitImpact = score >= 2 ? "high" : score >= 0.8 ? "medium" : "low";
      out.push({
        transiting: body,
        natal: p.body,
        aspect: asp.type,
        orbDeg: asp.orbDeg,
        exactUtc: new Date(Math.round(exactMs / 60_000) * 60_000).toISOString(),
        applying: toExactDays > 0,
        impact,
        category: categoryOf(body, p.body),
        transitingSign: signOfLongitude(lon),
        retrograde: speed < 0,
        orbStartUtc: new Date(Math.round((exactMs - spanDays * 86_400_000) / 60_000) * 60_000).toISOString(),
        orbEndUtc: new Date(Math.round((exactMs + spanDays * 86_400_000) / 60_000) * 60_000).toISOString(),
      });
    }
  }
  return out;
}

function bigThreeOf(n: NatalFacts): BigThree {
  const sign = (b: NatalPoint) => n.placements.find((p) => p.body === b)?.sign ?? "aries";
  return { sun: sign("sun"), moon: sign("moon"), rising: n.ascendantSign };
}

/** Synastry facts between two random charts. */
export function randomSynastry(seed: string, options: { timeKnown?: boolean } = {}): SynastryFacts {
  const user = randomNatal(`${seed}|user`, options);
  const partner = randomNatal(`${seed}|partner`, options);
  const rng = new Rng(`synastry|${seed}`);
  const aspects: SynastryAspect[] = [];
  for (const a of user.placements) {
    for (const b of partner.placements) {
      const asp = aspectOf(a.longitudeDeg, b.longitudeDeg, NATAL_ORB);
      if (asp) aspects.push({ a: a.body, b: b.body, type: asp.type, orbDeg: asp.orbDeg });
    }
  }
  const score = () => Math.round(rng.float() * 100);
  const names = ["Alex", "Sam", "Jordan", "Robin", "Kim", "Noor", "Luca", "Mia"];
  return {
    aspects,
    scores: { overall: score(), romantic: score(), sexual: score(), friendship: score(), work: score() },
    userBigThree: bigThreeOf(user),
    partnerBigThree: bigThreeOf(partner),
    partnerName: rng.pick(names),
  };
}

/** Consecutive dates "YYYY-MM-DD" from a start date. */
export function consecutiveDates(start: string, count: number): string[] {
  const [y, m, d] = start.split("-").map(Number);
  const base = Date.UTC(y ?? 2000, (m ?? 1) - 1, d ?? 1);
  return Array.from({ length: count }, (_, i) => new Date(base + i * 86_400_000).toISOString().slice(0, 10));
}
