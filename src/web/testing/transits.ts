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

/** Four transits: two high (love, career), one medium (love), one low (wellness). */
export function sampleTransits(): Transit[] {
  return [
    makeTransit({
      id: 1,
      transitingPlanet: { name: "mars" },
      natalPlanet: { name: "venus" },
      aspectType: "square",
      impact: "high",
      category: "love",
      orb: 1.234,
      exactDate: "2026-11-23T14:03:00.000Z",
      date: "2026-11-21T10:00:00.000Z",
      endDate: "2026-11-25T16:45:00.000Z",
      description: "Mars is pressing on your Venus. Say the thing.",
      metadata: { category: "love", retrograde: false, pass: 1, passCount: 1 },
    }),
    makeTransit({
      id: 2,
      transitingPlanet: { name: "mercury" },
      natalPlanet: { name: "midheaven" },
      aspectType: "opposition",
      impact: "high",
      category: "career",
      orb: 0.4,
      exactDate: null,
      description: "Mercury argues with your Midheaven.",
      metadata: { category: "career", retrograde: true, pass: 2, passCount: 3 },
    }),
    makeTransit({
      id: 3,
      transitingPlanet: { name: "venus" },
      natalPlanet: { name: "moon" },
      aspectType: "sextile",
      impact: "medium",
      category: "love",
      description: "Venus soothes your Moon.",
      metadata: { category: "love", retrograde: false, pass: 1, passCount: 1 },
    }),
    makeTransit({
      id: 4,
      transitingPlanet: { name: "jupiter" },
      natalPlanet: { name: "ascendant" },
      aspectType: "conjunction",
      impact: "low",
      category: "wellness",
      description: "Jupiter sits on your Ascendant.",
      metadata: { category: "wellness", retrograde: false, pass: 1, passCount: 1 },
    }),
  ];
}
