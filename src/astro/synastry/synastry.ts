/**
 * Synastry: aspects from every point of one chart to every point of another, with the natal orb
 * table (spec 01-foundations §9). Angles (Ascendant, Midheaven) take part only for charts whose
 * birth time is known. Applying/separating is not meaningful between two fixed charts and is
 * always false here.
 */
import { type Aspect, type AspectPoint, aspectBetween } from "../aspects/aspects.ts";
import { PLANETS, type PlanetName } from "../constants.ts";
import type { NatalPointName } from "../transits/transit-rules.ts";

/** Minimal view of a chart for synastry (a `NatalChart` fits). */
export interface SynastryChartInput {
  readonly timeKnown: boolean;
  readonly planets: Readonly<Record<PlanetName, { readonly longitudeDeg: number }>>;
  readonly ascendant: { readonly longitudeDeg: number } | null;
  readonly midheaven: { readonly longitudeDeg: number } | null;
}

export interface SynastryAspect extends Aspect {
  /** Point of chart A. */
  readonly pointA: NatalPointName;
  /** Point of chart B. */
  readonly pointB: NatalPointName;
}

function pointsOf(chart: SynastryChartInput): AspectPoint[] {
  const points: AspectPoint[] = PLANETS.map((name) => ({
    name,
    longitudeDeg: chart.planets[name].longitudeDeg,
  }));
  if (chart.timeKnown && chart.ascendant !== null) {
    points.push({ name: "ascendant", longitudeDeg: chart.ascendant.longitudeDeg });
  }
  if (chart.timeKnown && chart.midheaven !== null) {
    points.push({ name: "midheaven", longitudeDeg: chart.midheaven.longitudeDeg });
  }
  return points;
}

/**
 * Inter-chart aspects between chart `a` and chart `b` (each of a's points against each of b's),
 * tightest first. Orbs: conjunction 7, sextile 6, square 7, trine 7, quincunx 3, opposition 7.
 */
export function findSynastryAspects(a: SynastryChartInput, b: SynastryChartInput): SynastryAspect[] {
  const out: SynastryAspect[] = [];
  for (const p of pointsOf(a)) {
    for (const q of pointsOf(b)) {
      const found = aspectBetween(p, q);
      if (found !== undefined) {
        out.push({
          ...found,
          pointA: p.name as NatalPointName,
          pointB: q.name as NatalPointName,
          applying: false,
        });
      }
    }
  }
  return out.sort((x, y) => x.orbDeg - y.orbDeg);
}
