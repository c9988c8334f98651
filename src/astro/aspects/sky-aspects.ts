/**
 * Exact aspects between two moving bodies of the sky ("the Moon squares Saturn at 14:03"), found
 * by root-finding: the separation of every pair is sampled hourly, a sign change of
 * (separation − aspect angle) brackets the instant, and false position on the full ephemeris
 * narrows it to under a second. The fastest relative motion (Moon against a retrograde inner planet, about
 * 0.7°/h) cannot cross and re-cross an aspect within one sample step, so none is missed except
 * a separation that only touches the angle and turns back, which is not a crossing.
 */
import { ASPECTS, type AspectName, PLANETS, type PlanetName } from "../constants.ts";
import { bodyPosition } from "../ephemeris/positions.ts";
import { signedDeg } from "../math.ts";
import { jdUTFromDate, unixMsFromJdUT } from "../time/julian.ts";

export interface SkyAspect {
  /** The faster body by mean motion (the one "doing" the aspect in a sentence). */
  a: PlanetName;
  b: PlanetName;
  aspect: AspectName;
  /** Exact instant, ISO UTC to the second. */
  exactUtc: string;
  /** Apparent ecliptic longitudes at the exact instant, degrees [0, 360). */
  aLongitudeDeg: number;
  bLongitudeDeg: number;
  /** Longitude of `a` minus that of `b` at the exact instant, degrees (−180, 180]. */
  separationDeg: number;
}

/** Bodies from the fastest to the slowest mean motion. */
const BY_MEAN_SPEED: readonly PlanetName[] = [
  "moon",
  "mercury",
  "venus",
  "sun",
  "mars",
  "jupiter",
  "saturn",
  "uranus",
  "neptune",
  "pluto",
];

const STEP_DAYS = 1 / 24;
const SECOND_DAYS = 1 / 86_400;

/**
 * The zero of a smooth function in [lo, hi] where it changes sign, by false position with the
 * Illinois modification (Dowell & Jarratt 1971): over an hour the separation is nearly linear, so
 * two or three evaluations reach a second, where bisection needs twelve.
 */
function refineCrossing(f: (jd: number) => number, lo: number, hi: number, fLo: number, fHi: number): number {
  let a = lo;
  let b = hi;
  let fa = fLo;
  let fb = fHi;
  let side = 0;
  for (let i = 0; i < 40 && b - a > SECOND_DAYS; i++) {
    const c = (a * fb - b * fa) / (fb - fa);
    const fc = f(c);
    if (fc === 0) return c;
    if (Math.sign(fc) === Math.sign(fb)) {
      b = c;
      fb = fc;
      if (side === -1) fa /= 2;
      side = -1;
    } else {
      a = c;
      fa = fc;
      if (side === 1) fb /= 2;
      side = 1;
    }
    // Close enough in longitude: 1e-6° is well under a second of any body's motion.
    if (Math.abs(fc) < 1e-6) return c;
  }
  return (a + b) / 2;
}

/** Signed offsets of (a − b) from an aspect: 0° and 180° once, the others on both sides. */
function targetsOf(angleDeg: number): number[] {
  return angleDeg === 0 || angleDeg === 180 ? [angleDeg] : [angleDeg, -angleDeg];
}

/**
 * Every exact aspect (the five Ptolemaic ones by default) between two of the ten bodies in
 * [start, end), in time order. Window up to a few days; longer windows work but cost linearly.
 */
export function findSkyAspects(
  start: Date,
  end: Date,
  aspects: readonly AspectName[] = ["conjunction", "sextile", "square", "trine", "opposition"],
): SkyAspect[] {
  const jdStart = jdUTFromDate(start);
  const jdEnd = jdUTFromDate(end);
  if (!(jdEnd > jdStart)) return [];
  const steps = Math.ceil((jdEnd - jdStart) / STEP_DAYS);
  const grid = Array.from({ length: steps + 1 }, (_, i) => Math.min(jdEnd, jdStart + i * STEP_DAYS));
  const samples = new Map<PlanetName, number[]>(
    PLANETS.map((body) => [body, grid.map((jd) => bodyPosition(body, jd).lonDeg)]),
  );
  const lon = (body: PlanetName, jd: number) => bodyPosition(body, jd).lonDeg;
  const found: SkyAspect[] = [];
  const chosen = ASPECTS.filter((a) => aspects.includes(a.name));

  for (let i = 0; i < BY_MEAN_SPEED.length; i++) {
    for (let j = i + 1; j < BY_MEAN_SPEED.length; j++) {
      const a = BY_MEAN_SPEED[i] as PlanetName;
      const b = BY_MEAN_SPEED[j] as PlanetName;
      const la = samples.get(a) as number[];
      const lb = samples.get(b) as number[];
      for (const def of chosen) {
        for (const target of targetsOf(def.angleDeg)) {
          const offset = (k: number) => signedDeg((la[k] as number) - (lb[k] as number) - target);
          for (let k = 0; k < steps; k++) {
            const f0 = offset(k);
            const f1 = offset(k + 1);
            // A real crossing, not the jump from +180° to −180° on the far side of the circle (an
            // exact zero on a sample is counted once, by the step that ends on it).
            if (Math.sign(f0) === Math.sign(f1) || f0 === 0 || Math.abs(f0 - f1) > 90) continue;
            const jd = refineCrossing(
              (at) => signedDeg(lon(a, at) - lon(b, at) - target),
              grid[k] as number,
              grid[k + 1] as number,
              f0,
              f1,
            );
            if (jd < jdStart || jd >= jdEnd) continue;
            const aLon = lon(a, jd);
            const bLon = lon(b, jd);
            found.push({
              a,
              b,
              aspect: def.name,
              exactUtc: new Date(Math.round(unixMsFromJdUT(jd) / 1000) * 1000).toISOString(),
              aLongitudeDeg: aLon,
              bLongitudeDeg: bLon,
              separationDeg: -signedDeg(bLon - aLon) || 0,
            });
          }
        }
      }
    }
  }
  return found.sort((x, y) => x.exactUtc.localeCompare(y.exactUtc));
}
