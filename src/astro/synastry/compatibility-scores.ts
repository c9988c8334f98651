import { SIGNS, type SignName } from "../constants.ts";
import type { NatalPointName } from "../transits/transit-rules.ts";
import { signOf } from "../zodiac.ts";
import type { SynastryAspect, SynastryChartInput } from "./synastry.ts";

/**
 * Compatibility scores (0–100) from synastry, per area of life. Documented in docs/astro.md:
 * every inter-chart aspect adds weight(pair, area) × tone(aspect, area) × closeness, the Sun and
 * Moon elements add a little, and the sum is squashed into 5–95 so that no pair of charts is
 * "perfect" or "doomed". Deterministic and symmetric in the two charts.
 */

type CompatibilityArea = "romantic" | "sexual" | "friendship" | "work";
export interface CompatibilityScoreSet {
  readonly overall: number;
  readonly romantic: number;
  readonly sexual: number;
  readonly friendship: number;
  readonly work: number;
}

type Pair = `${NatalPointName}-${NatalPointName}`;

/** Which pairs of points matter for an area (unordered; pairs not listed count 0.2). */
const PAIR_WEIGHT: Readonly<Record<CompatibilityArea, Partial<Record<Pair, number>>>> = {
  romantic: {
    "sun-moon": 3,
    "moon-moon": 2,
    "venus-mars": 3,
    "venus-venus": 2,
    "sun-venus": 2,
    "moon-venus": 2.5,
    "venus-ascendant": 2,
    "sun-sun": 1,
    "moon-ascendant": 1.5,
    "sun-ascendant": 1.5,
    "venus-saturn": 1.5,
    "moon-saturn": 1,
    "venus-jupiter": 1,
  },
  sexual: {
    "venus-mars": 3,
    "mars-mars": 2,
    "mars-pluto": 2,
    "venus-pluto": 2,
    "moon-mars": 1.5,
    "mars-ascendant": 1.5,
    "sun-mars": 1.5,
    "moon-pluto": 1,
    "venus-venus": 1,
  },
  friendship: {
    "sun-sun": 2,
    "moon-moon": 2,
    "mercury-mercury": 2,
    "sun-moon": 1.5,
    "sun-jupiter": 2,
    "moon-jupiter": 1.5,
    "sun-mercury": 1.5,
    "moon-mercury": 1,
    "venus-jupiter": 1,
    "sun-uranus": 1,
    "mercury-jupiter": 1,
  },
  work: {
    "sun-saturn": 2,
    "mercury-saturn": 2,
    "mercury-mercury": 2,
    "mars-mars": 1.5,
    "sun-mars": 1.5,
    "jupiter-saturn": 1.5,
    "sun-midheaven": 2,
    "saturn-midheaven": 1.5,
    "mercury-mars": 1,
    "sun-jupiter": 1,
    "mars-saturn": 1,
  },
};
const OTHER_PAIR_WEIGHT = 0.2;

/** How an aspect feels in an area: friction reads as chemistry in bed and as drag at work. */
const TONE: Readonly<Record<CompatibilityArea, Record<SynastryAspect["aspect"], number>>> = {
  romantic: { conjunction: 0.9, trine: 1, sextile: 0.8, square: -0.6, opposition: -0.1, quincunx: -0.3 },
  sexual: { conjunction: 1, trine: 0.8, sextile: 0.6, square: 0.3, opposition: 0.6, quincunx: -0.2 },
  friendship: { conjunction: 0.7, trine: 1, sextile: 0.9, square: -0.6, opposition: -0.3, quincunx: -0.3 },
  work: { conjunction: 0.6, trine: 0.9, sextile: 0.9, square: -0.7, opposition: -0.4, quincunx: -0.4 },
};

/** Weight of the element match of (user, partner) Sun and Moon signs per area. */
const ELEMENT_WEIGHT: Readonly<
  Record<CompatibilityArea, { sunSun: number; moonMoon: number; sunMoon: number }>
> = {
  romantic: { sunSun: 0.6, moonMoon: 1, sunMoon: 1 },
  sexual: { sunSun: 0.5, moonMoon: 0.5, sunMoon: 0.5 },
  friendship: { sunSun: 1, moonMoon: 0.8, sunMoon: 0.6 },
  work: { sunSun: 1, moonMoon: 0.3, sunMoon: 0.5 },
};

/** Share of each area in the overall score. */
const OVERALL_SHARE: Readonly<Record<CompatibilityArea, number>> = {
  romantic: 0.35,
  sexual: 0.15,
  friendship: 0.25,
  work: 0.25,
};

const ELEMENTS = ["fire", "earth", "air", "water"] as const;
type Element = (typeof ELEMENTS)[number];

function elementOf(sign: SignName): Element {
  return ELEMENTS[SIGNS.indexOf(sign) % 4] as Element;
}

/** Same element +1, fire–air or earth–water +0.6, otherwise −0.4. */
export function elementHarmony(a: SignName, b: SignName): number {
  const x = elementOf(a);
  const y = elementOf(b);
  if (x === y) return 1;
  const pair = [x, y].sort().join("-");
  return pair === "air-fire" || pair === "earth-water" ? 0.6 : -0.4;
}

function pairWeight(area: CompatibilityArea, a: NatalPointName, b: NatalPointName): number {
  const table = PAIR_WEIGHT[area];
  return table[`${a}-${b}` as Pair] ?? table[`${b}-${a}` as Pair] ?? OTHER_PAIR_WEIGHT;
}

/** 0–100 from a raw sum: 50 at 0, approaching 5 and 95 at the extremes. */
function squash(sum: number): number {
  return Math.round(50 + 45 * Math.tanh(sum / 6));
}

export function compatibilityScores(
  user: SynastryChartInput,
  partner: SynastryChartInput,
  aspects: readonly SynastryAspect[],
): CompatibilityScoreSet {
  const sunU = signOf(user.planets.sun.longitudeDeg);
  const sunP = signOf(partner.planets.sun.longitudeDeg);
  const moonU = signOf(user.planets.moon.longitudeDeg);
  const moonP = signOf(partner.planets.moon.longitudeDeg);
  const scores = {} as Record<CompatibilityArea, number>;
  for (const area of Object.keys(PAIR_WEIGHT) as CompatibilityArea[]) {
    let sum = 0;
    for (const a of aspects) {
      // A wide aspect still counts for something; an exact one counts fully.
      const closeness = 0.3 + 0.7 * a.exactness;
      sum += pairWeight(area, a.pointA, a.pointB) * TONE[area][a.aspect] * closeness;
    }
    const w = ELEMENT_WEIGHT[area];
    sum +=
      w.sunSun * elementHarmony(sunU, sunP) +
      w.moonMoon * elementHarmony(moonU, moonP) +
      (w.sunMoon * (elementHarmony(sunU, moonP) + elementHarmony(moonU, sunP))) / 2;
    scores[area] = squash(sum);
  }
  const overall = Math.round(
    (Object.keys(OVERALL_SHARE) as CompatibilityArea[]).reduce(
      (t, area) => t + OVERALL_SHARE[area] * scores[area],
      0,
    ),
  );
  return { overall, ...scores };
}
