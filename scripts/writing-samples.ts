/**
 * Prints one example of every text the built-in writer produces, in both voices, for one fixed
 * chart (hand-written below: a person born 14 June 1992, 12:30 in Amsterdam) and one fixed day.
 *
 *   npm run -s writing:samples
 */
import {
  composeChartBlurbs,
  composeChartInterpretation,
  composeCompatibility,
  composeCosmicTodos,
  composeDailyDose,
  composeDailyHoroscope,
  composeOracleAnswer,
  composePersonality,
  composePlanetInterpretation,
  composeThrowback,
  composeTransitDescription,
  type NatalAspect,
  type NatalFacts,
  type NatalPoint,
  type Placement,
  type Planet,
  type SkyFacts,
  type SynastryFacts,
  signOfLongitude,
  type TransitFact,
  todayBrief,
  VOICES,
} from "#writing/index";
import { natalAspects } from "#writing/testing/index";

// --- The natal chart (tropical, Placidus-like cusps simplified to 30° steps from the Ascendant). ---
const ASC = 165.2; // 15°12' Virgo
const natalLongitudes: Record<Planet | "ascendant" | "midheaven", [number, boolean]> = {
  sun: [83.6, false], // 23°36' Gemini
  moon: [338.1, false], // 8°06' Pisces
  mercury: [69.4, false], // 9°24' Gemini
  venus: [94.2, false], // 4°12' Cancer
  mars: [44.8, false], // 14°48' Taurus
  jupiter: [155.3, false], // 5°18' Virgo
  saturn: [317.4, true], // 17°24' Aquarius R
  uranus: [286.2, true], // 16°12' Capricorn R
  neptune: [287.6, true], // 17°36' Capricorn R
  pluto: [200.5, true], // 20°30' Libra R
  ascendant: [ASC, false],
  midheaven: [72.4, false], // 12°24' Gemini
};
const cusps = Array.from({ length: 12 }, (_, i) => (ASC + i * 30) % 360);
const houseOf = (lon: number) => Math.floor(((((lon - ASC) % 360) + 360) % 360) / 30) + 1;

const placements: Placement[] = (Object.keys(natalLongitudes) as NatalPoint[]).map((body) => {
  const [lon, retro] = natalLongitudes[body];
  return {
    body,
    sign: signOfLongitude(lon),
    house: body === "ascendant" ? 1 : body === "midheaven" ? 10 : houseOf(lon),
    longitudeDeg: lon,
    retrograde: retro,
  };
});

// The aspects at the chart engine's natal orbs, found as for the test charts; orbs to two decimals.
const aspects: NatalAspect[] = natalAspects(placements, () => false).map((a) => ({
  ...a,
  orbDeg: Math.round(a.orbDeg * 100) / 100,
}));
const natal: NatalFacts = {
  placements,
  ascendantSign: "virgo",
  midheavenSign: "gemini",
  aspects,
  timeKnown: true,
  houseCuspsDeg: cusps,
};

// --- The day: Sunday 22 November 2026, sky at noon UTC (positions rounded). ---
const sky: SkyFacts = {
  dateLocal: "2026-11-22",
  moonSign: "aquarius",
  moonPhase: "first quarter",
  moonPhaseAngleDeg: 86.5,
  events: [],
  positions: [
    { body: "sun", sign: "sagittarius", longitudeDeg: 240.3, retrograde: false },
    { body: "moon", sign: "aquarius", longitudeDeg: 326.8, retrograde: false },
    { body: "mercury", sign: "scorpio", longitudeDeg: 231.9, retrograde: true },
    { body: "venus", sign: "scorpio", longitudeDeg: 214.6, retrograde: false },
    { body: "mars", sign: "virgo", longitudeDeg: 170.9, retrograde: false },
    { body: "jupiter", sign: "leo", longitudeDeg: 143.1, retrograde: false },
    { body: "saturn", sign: "aries", longitudeDeg: 4.9, retrograde: true },
    { body: "uranus", sign: "gemini", longitudeDeg: 60.2, retrograde: true },
    { body: "neptune", sign: "pisces", longitudeDeg: 359.6, retrograde: true },
    { body: "pluto", sign: "aquarius", longitudeDeg: 303.9, retrograde: false },
  ],
};

const transits: TransitFact[] = [
  {
    transiting: "mars",
    natal: "ascendant",
    aspect: "conjunction",
    orbDeg: 5.7 - 5.0,
    exactUtc: "2026-11-23T21:40:00Z",
    applying: true,
    impact: "high",
    category: "wellness",
    transitingSign: "virgo",
    retrograde: false,
    orbStartUtc: "2026-11-16T08:12:00Z",
    orbEndUtc: "2026-11-30T10:05:00Z",
  },
  {
    transiting: "venus",
    natal: "pluto",
    aspect: "conjunction",
    orbDeg: 5.9 - 3.9,
    exactUtc: "2026-11-20T09:18:00Z",
    applying: false,
    impact: "medium",
    category: "love",
    transitingSign: "scorpio",
    retrograde: false,
    orbStartUtc: "2026-11-17T14:02:00Z",
    orbEndUtc: "2026-11-24T16:30:00Z",
  },
  {
    transiting: "sun",
    natal: "sun",
    aspect: "opposition",
    orbDeg: 3.3 - 0.6,
    exactUtc: "2026-11-25T10:55:00Z",
    applying: true,
    impact: "high",
    category: "career",
    transitingSign: "sagittarius",
    retrograde: false,
    orbStartUtc: "2026-11-22T08:30:00Z",
    orbEndUtc: "2026-11-28T13:20:00Z",
  },
  {
    transiting: "pluto",
    natal: "saturn",
    aspect: "quincunx",
    orbDeg: 1.5,
    exactUtc: "2027-02-09T04:11:00Z",
    applying: true,
    impact: "medium",
    category: "career",
    transitingSign: "aquarius",
    retrograde: false,
  },
  {
    transiting: "jupiter",
    natal: "venus",
    aspect: "sextile",
    orbDeg: 1.1,
    exactUtc: "2026-12-03T17:26:00Z",
    applying: true,
    impact: "medium",
    category: "love",
    transitingSign: "leo",
    retrograde: false,
  },
];

const partner: SynastryFacts = {
  partnerName: "Sam",
  scores: { overall: 72, romantic: 78, sexual: 64, friendship: 85, work: 51 },
  userBigThree: { sun: "gemini", moon: "pisces", rising: "virgo" },
  partnerBigThree: { sun: "libra", moon: "cancer", rising: "sagittarius" },
  aspects: [
    { a: "venus", b: "moon", type: "conjunction", orbDeg: 1.4 },
    { a: "sun", b: "sun", type: "trine", orbDeg: 3.2 },
    { a: "mars", b: "venus", type: "quincunx", orbDeg: 0.9 },
    { a: "mercury", b: "mercury", type: "trine", orbDeg: 2.1 },
    { a: "saturn", b: "mars", type: "square", orbDeg: 1.8 },
    { a: "moon", b: "jupiter", type: "sextile", orbDeg: 2.6 },
  ],
};

const throwbackDay = {
  date: "2008-09-15",
  natal,
  sky: {
    ...sky,
    dateLocal: "2008-09-15",
    moonSign: "pisces",
    moonPhase: "full",
    moonPhaseAngleDeg: 178,
  } as SkyFacts,
  transits: [
    {
      transiting: "saturn",
      natal: "sun",
      aspect: "square",
      orbDeg: 0.8,
      exactUtc: "2008-09-04T02:10:00Z",
      applying: false,
      impact: "high",
      category: "career",
      transitingSign: "virgo",
      retrograde: false,
    },
    {
      transiting: "uranus",
      natal: "moon",
      aspect: "conjunction",
      orbDeg: 1.9,
      exactUtc: "2008-05-30T11:45:00Z",
      applying: false,
      impact: "high",
      category: "wellness",
      transitingSign: "pisces",
      retrograde: true,
    },
  ] satisfies TransitFact[],
};

const print = (title: string, value: unknown) => {
  console.log(`\n### ${title}\n`);
  console.log(typeof value === "string" ? value : JSON.stringify(value, null, 2));
};
const omitBasis = <T extends { basis: unknown }>(v: T) => {
  const { basis: _basis, ...rest } = v;
  return rest;
};

for (const voice of VOICES) {
  const seed = `sample-user|${voice}`;
  console.log(`\n\n================ ${voice.toUpperCase()} VOICE ================`);
  const horoscope = composeDailyHoroscope({ natal, transits, sky }, voice, seed);
  print("Daily horoscope", omitBasis(horoscope));
  print("Daily horoscope basis", horoscope.basis);
  print("Today's shape (todayBrief)", todayBrief({ natal, transits, sky }, voice, seed));
  print("Cosmic to-do list", composeCosmicTodos({ natal, transits, sky }, voice, seed).todos);
  print(
    "Transit description (Mars conjunct Ascendant)",
    composeTransitDescription({ transit: transits[0] as TransitFact, natal }, voice, seed).description,
  );
  print(
    "Planet interpretation (Venus)",
    composePlanetInterpretation({ natal, body: "venus" }, voice, seed).interpretation,
  );
  print("Chart blurbs", omitBasis(composeChartBlurbs({ natal }, voice, seed)));
  print("Full chart interpretation", omitBasis(composeChartInterpretation({ natal }, voice, seed)));
  print("Compatibility with Sam", omitBasis(composeCompatibility(partner, voice, seed)));
  for (const question of [
    "Will things work out with the guy I met last month?",
    "Should I ask for a raise before the end of the year?",
    "Should I move to Lisbon or stay in Amsterdam?",
    "When should I launch my shop?",
    "I can't sleep well lately. What should I do?",
    "I want to die",
  ]) {
    print(
      `Oracle: "${question}"`,
      omitBasis(
        composeOracleAnswer(
          {
            question,
            natal,
            transits,
            dateLocal: sky.dateLocal,
            moon: { sign: sky.moonSign, phase: sky.moonPhase },
          },
          voice,
          seed,
        ),
      ),
    );
  }
  print("Throwback (2008-09-15)", omitBasis(composeThrowback(throwbackDay, voice, seed)));
  print("Personality analysis", omitBasis(composePersonality({ natal }, voice, seed)));
  print("Daily Dose of Zero", omitBasis(composeDailyDose(sky, voice, seed)));
}
