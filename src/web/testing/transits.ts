import type { Transit, TransitsResponse } from "#contracts/transits";

/** Test data for the Transit Radar page. */

let nextId = 100;

export function makeTransit(overrides: Partial<Transit> = {}): Transit {
  const id = overrides.id ?? nextId++;
  const category = overrides.category ?? "general";
  return {
    id,
    status: "done",
    date: "2026-11-20T08:00:00.000Z",
    exactDate: "2026-11-23T14:03:00.000Z",
    endDate: "2026-11-26T19:30:00.000Z",
    transitingPlanet: { name: "saturn" },
    natalPlanet: { name: "sun" },
    aspectType: "trine",
    impact: "low",
    category,
    orb: 2.5,
    phase: "applying",
    description: `Description of transit ${id}.`,
    metadata: { category, retrograde: false, pass: 1, passCount: 1 },
    ...overrides,
  };
}

export function makeResponse(
  transits: Transit[],
  overrides: Partial<Omit<TransitsResponse, "transits">> = {},
): TransitsResponse {
  return {
    transits,
    limits: { isRestricted: false, maxDays: 60, maxTransits: null, hiddenCount: 0 },
    range: { start: "2026-11-21T05:00:00.000Z", end: "2026-11-28T05:00:00.000Z", days: 7 },
    canClearCache: false,
    ...overrides,
  };
}

/**
 * One sample transit: who aspects whom, how strongly, in which area. The metadata follows the
 * category (one pass, direct) unless `extra` says otherwise.
 */
function sample(
  id: number,
  [transiting, aspectType, natal]: [string, Transit["aspectType"], string],
  impact: Transit["impact"],
  category: Transit["category"],
  description: string,
  extra: Partial<Transit> = {},
): Transit {
  return makeTransit({
    id,
    transitingPlanet: { name: transiting },
    natalPlanet: { name: natal },
    aspectType,
    impact,
    category,
    description,
    ...extra,
  });
}

/** Four transits: two high (love, career), one medium (love), one low (wellness). */
export function sampleTransits(): Transit[] {
  return [
    sample(1, ["mars", "square", "venus"], "high", "love", "Mars is pressing on your Venus. Say the thing.", {
      orb: 1.234,
      date: "2026-11-21T10:00:00.000Z",
      endDate: "2026-11-25T16:45:00.000Z",
    }),
    sample(
      2,
      ["mercury", "opposition", "midheaven"],
      "high",
      "career",
      "Mercury argues with your Midheaven.",
      {
        orb: 0.4,
        exactDate: null,
        metadata: { category: "career", retrograde: true, pass: 2, passCount: 3 },
      },
    ),
    sample(3, ["venus", "sextile", "moon"], "medium", "love", "Venus soothes your Moon."),
    sample(4, ["jupiter", "conjunction", "ascendant"], "low", "wellness", "Jupiter sits on your Ascendant."),
  ];
}
