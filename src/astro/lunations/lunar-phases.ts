/**
 * The Moon's four main phases — new, first quarter, full, last quarter — as the instants the
 * Sun–Moon elongation (the Moon's apparent ecliptic longitude minus the Sun's, mod 360°) reaches
 * 0°, 90°, 180° and 270°, on the engine's own positions (positions.ts), so a phase's sign agrees
 * with the Moon of every chart and transit the app shows.
 *
 * The elongation grows 10–14° a day and never turns back, so sampling it once every 6 hours
 * brackets each crossing in a step where it moves less than 4°, and bisection then narrows the
 * bracket to well under a second (the elongation moves ~0.0002° in a second).
 */
import { LUNAR_PHASES, type LunarPhaseName, type SignName } from "../constants.ts";
import { bodyPosition } from "../ephemeris/positions.ts";
import { normalizeDeg, signedDeg } from "../math.ts";
import { assertSupportedInstant, isoFromJdUT, jdUTFromDate } from "../time/julian.ts";
import { signOf } from "../zodiac.ts";

export interface LunarPhase {
  readonly phase: LunarPhaseName;
  /** The exact instant, ISO 8601 UTC. */
  readonly utc: string;
  /** The Moon's apparent ecliptic longitude then, degrees [0, 360). */
  readonly moonLonDeg: number;
  readonly moonSign: SignName;
}

const SAMPLE_STEP_DAYS = 0.25;
/** Bisection stops below this bracket, days (~0.01 s). */
const TOLERANCE_DAYS = 1e-7;

/** Sun–Moon elongation at a UT Julian day, degrees [0, 360). */
export function moonElongationDeg(jdUT: number): number {
  return normalizeDeg(bodyPosition("moon", jdUT).lonDeg - bodyPosition("sun", jdUT).lonDeg);
}

/** The quarter (0–3) whose angle lies in (from, to], the elongation moving forward from `from`. */
function quarterCrossed(fromDeg: number, toDeg: number): number | null {
  const span = normalizeDeg(toDeg - fromDeg);
  for (let q = 0; q < 4; q++) {
    const ahead = normalizeDeg(q * 90 - fromDeg);
    if (ahead > 0 && ahead <= span) return q;
  }
  return null;
}

/** The instant in [a, b] where the elongation reaches `targetDeg`, by bisection. */
function crossingJd(a: number, b: number, targetDeg: number): number {
  let lo = a;
  let hi = b;
  while (hi - lo > TOLERANCE_DAYS) {
    const mid = (lo + hi) / 2;
    // Within a bracket the elongation is within 4° of the target, so the signed difference is monotonic.
    if (signedDeg(moonElongationDeg(mid) - targetDeg) < 0) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** The main phases whose exact instant falls in [start, end), in time order. */
export function findLunarPhases(start: Date, end: Date): LunarPhase[] {
  assertSupportedInstant(start, "start");
  assertSupportedInstant(end, "end");
  const jdStart = jdUTFromDate(start);
  const jdEnd = jdUTFromDate(end);
  const found: LunarPhase[] = [];
  // Start the bracket one step early so a phase exactly at `start` is not missed.
  let jd = jdStart - SAMPLE_STEP_DAYS;
  let elongation = moonElongationDeg(jd);
  while (jd < jdEnd) {
    const next = jd + SAMPLE_STEP_DAYS;
    const nextElongation = moonElongationDeg(next);
    const quarter = quarterCrossed(elongation, nextElongation);
    if (quarter !== null) {
      const exact = crossingJd(jd, next, quarter * 90);
      if (exact >= jdStart && exact < jdEnd) {
        const moonLonDeg = bodyPosition("moon", exact).lonDeg;
        found.push({
          phase: LUNAR_PHASES[quarter] as LunarPhaseName,
          utc: isoFromJdUT(exact),
          moonLonDeg,
          moonSign: signOf(moonLonDeg),
        });
      }
    }
    jd = next;
    elongation = nextElongation;
  }
  return found;
}
