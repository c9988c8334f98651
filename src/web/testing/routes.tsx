import type { Horoscope, TodoItem } from "#contracts/today";

/** Test support for the Today and Throwback pages (happy-dom): their data, and the app's fake API. */

export {
  findToast,
  makeUser,
  mockRoutes,
  type RecordedCall,
  type RouteHandler,
  renderWithApp as renderPage,
  resetApp,
} from "./app.tsx";

export function makeHoroscope(overrides: Partial<Horoscope> = {}): Horoscope {
  return {
    date: "2024-11-23",
    content: "Mars is pressing on your Venus. Say the thing you have been rehearsing.",
    loveInsight: "Honesty beats a perfect text.",
    careerInsight: "Finish the boring task first.",
    wellnessInsight: "Sleep is not optional.",
    luckyNumber: 7,
    basis: [
      {
        kind: "transit",
        transiting: "mars",
        natal: "venus",
        aspect: "square",
        orbDeg: 1.23,
        exact: "2024-11-23T14:03:00.000Z",
      },
      { kind: "moon", sign: "taurus", phase: "waxing crescent", house: 5 },
    ],
    ...overrides,
  };
}

export function makeTodos(): TodoItem[] {
  return ["one", "two", "three", "four", "five"].map((id, index) => ({
    id,
    title: `Task ${index + 1}`,
    explanation: `Because of transit ${index + 1}.`,
  }));
}
