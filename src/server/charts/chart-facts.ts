import type { NatalChart } from "#astro/index";
import { type BigThree, type NatalFacts, PLANETS, type Placement } from "#writing/index";

/** The engine's natal chart as the facts the writer reads (src/writing/facts.ts). */
export function natalFacts(chart: NatalChart): NatalFacts {
  const placements: Placement[] = PLANETS.map((body) => {
    const p = chart.planets[body];
    return { body, sign: p.sign, house: p.house, longitudeDeg: p.longitudeDeg, retrograde: p.retrograde };
  });
  if (chart.ascendant) {
    placements.push({
      body: "ascendant",
      sign: chart.ascendant.sign,
      house: 1,
      longitudeDeg: chart.ascendant.longitudeDeg,
      retrograde: false,
    });
  }
  if (chart.midheaven) {
    placements.push({
      body: "midheaven",
      sign: chart.midheaven.sign,
      house: 10,
      longitudeDeg: chart.midheaven.longitudeDeg,
      retrograde: false,
    });
  }
  return {
    placements,
    ascendantSign: chart.ascendant?.sign ?? null,
    midheavenSign: chart.midheaven?.sign ?? null,
    aspects: chart.aspects.map((a) => ({
      a: a.pointA as NatalFacts["aspects"][number]["a"],
      b: a.pointB as NatalFacts["aspects"][number]["b"],
      type: a.aspect,
      orbDeg: a.orbDeg,
      applying: a.applying,
    })),
    timeKnown: chart.timeKnown,
    ...(chart.houses ? { houseCuspsDeg: [...chart.houses] } : {}),
  };
}

/** Sun, Moon and rising sign of a chart; no rising when the birth time is unknown. */
export function bigThreeOf(chart: NatalChart): BigThree {
  return {
    sun: chart.planets.sun.sign,
    moon: chart.planets.moon.sign,
    rising: chart.timeKnown && chart.ascendant ? chart.ascendant.sign : null,
  };
}
