/**
 * The daily horoscope (Today page): the day's Moon against the natal chart, then the strongest
 * transits in orb that day, each named with its orb and exact time, what it means and what to do.
 *
 * Variety: every sentence carries something that belongs to this chart and this day (the date,
 * the orb, a countdown to exact, the natal sign or house), so a reader does not meet the same
 * sentence twice in a month, and two readers do not get the same text on the same day.
 */
import { MOON_TO_SUN, PHASE_TEXT } from "../content/moon.ts";
import { SIGN_TEXT } from "../content/signs.ts";
import type { Phrasings } from "../content/types.ts";
import {
  type Basis,
  type BasisItem,
  type NatalFacts,
  type SkyFacts,
  signDistance,
  type TransitFact,
  type Voice,
} from "../facts.ts";
import { hashString, Rng } from "../rng.ts";
import {
  fill,
  formatDateLong,
  formatDateShort,
  ordinal,
  PHASE_NAME,
  POINT_NAME,
  paragraph,
  SIGN_NAME,
  weekdayOf,
} from "../text.ts";
import {
  chooseTransits,
  dedupeBasis,
  exactPhrase,
  houseArea,
  houseOfLongitude,
  orbAndTiming,
  placementOf,
  rankTransits,
  say,
  transitAdvice,
  transitBasis,
  transitHeadline,
  transitKey,
  transitMeaning,
  usableTransits,
} from "./shared.ts";

export interface DailyHoroscopeFacts {
  natal: NatalFacts;
  /** Transits in orb during the local day. */
  transits: TransitFact[];
  sky: SkyFacts;
}

export interface DailyHoroscope {
  date: string;
  content: string;
  loveInsight?: string;
  careerInsight?: string;
  wellnessInsight?: string;
  luckyNumber?: number;
  basis: Basis;
}

const OPENINGS: Phrasings = {
  normal: [
    "{date}: the {phase} is in {moonSign}{house}{sunRel}",
    "On {date} the Moon spends the day in {moonSign} as a {phase}{house}{sunRel}",
    "{date} starts with the Moon in {moonSign} ({phase}){house}{sunRel}",
  ],
  roast: [
    "{date}: the {phase} is loitering in {moonSign}{house}{sunRel}",
    "{date}, and the Moon has parked itself in {moonSign} as a {phase}{house}{sunRel}",
    "On {date} the Moon wanders through {moonSign} ({phase}){house}{sunRel}",
  ],
};

const HOUSE_CLAUSES: Phrasings = {
  normal: [", moving through your {nth} house of {area}", ", lighting up your {nth} house ({area})"],
  roast: [", poking around your {nth} house of {area}", ", rummaging through your {nth} house ({area})"],
};

const TRANSIT_LINES: Phrasings = {
  normal: ["{headline}, {timing} — {meaning}", "{headline} ({orbNote}), {exact} — {meaning}"],
  roast: ["{headline}, {timing} — {meaning}", "{headline} ({orbNote}), {exact} — {meaning}"],
};

const ADVICE_LINES: Phrasings = {
  normal: [
    "Best use of this {natal} transit on {weekday}, {short}: {advice}",
    "For your {natal} on {short}: {advice}",
    "What to do about your {natal} on {weekday}, {short}: {advice}",
  ],
  roast: [
    "Homework for your {natal} on {weekday}, {short}: {advice}",
    "Instructions for your {natal}, {short}: {advice}",
    "{weekday} {short}, note to your {natal}: {advice}",
  ],
};

const LOVE_FALLBACK: Phrasings = {
  normal: [
    "With the Moon in {moonSign} and your Venus in {venusSign}, love goes best today {style}",
    "Your Venus in {venusSign} meets a {moonSign} Moon today: show affection {style}",
  ],
  roast: [
    "Your Venus in {venusSign} versus a {moonSign} Moon: today you flirt {style}",
    "With the Moon in {moonSign} and your Venus in {venusSign}, your love life operates {style}",
  ],
};

const CAREER_FALLBACK: Phrasings = {
  normal: [
    "With the Moon in {moonSign}, work suits {moonDay}; your Saturn in {saturnSign} adds {gift}",
    "A {moonSign} Moon favours {moonDay} at work, and your Saturn in {saturnSign} brings {gift}",
  ],
  roast: [
    "The {moonSign} Moon says work today is {moonDay}; your Saturn in {saturnSign} says use {gift}",
    "Work forecast with the Moon in {moonSign}: {moonDay}. Your Saturn in {saturnSign} offers {gift}, if you can find it",
  ],
};

const WELLNESS_LINES: Phrasings = {
  normal: [
    "Energy check: the {phase} in {moonSign} is {phaseText}",
    "Pace yourself with the {phase} in {moonSign}: {phaseText}",
  ],
  roast: [
    "Battery report: the {phase} in {moonSign} means {phaseText}",
    "Energy forecast from the {phase} in {moonSign}: {phaseText}",
  ],
};

/** A transit-based insight: "Headline, exact …. Advice." */
function transitInsight(t: TransitFact, facts: DailyHoroscopeFacts, voice: Voice, rng: Rng): string {
  const tz = facts.sky.timeZone ?? "UTC";
  return paragraph([
    `${transitHeadline(t, facts.natal)}, ${exactPhrase(t, facts.sky.dateLocal, tz)}`,
    transitAdvice(t, voice, rng),
  ]);
}

function pickCategory(
  transits: TransitFact[],
  categories: TransitFact["category"][],
): TransitFact | undefined {
  return rankTransits(transits.filter((t) => categories.includes(t.category)))[0];
}

const FAST: readonly TransitFact["transiting"][] = ["moon", "sun", "mercury", "venus", "mars"];

/** Two of the strongest transits plus, when there is one, the tightest fast-planet transit of the day. */
function pickDailyTransits(transits: TransitFact[], rng: Rng): TransitFact[] {
  const chosen = chooseTransits(transits, 2, rng);
  const fast = rankTransits(transits.filter((t) => FAST.includes(t.transiting) && !chosen.includes(t))).sort(
    (a, b) => a.orbDeg - b.orbDeg,
  );
  const extra = fast.find((t) => !chosen.some((c) => c.transiting === t.transiting)) ?? fast[0];
  if (extra) chosen.push(extra);
  else
    chosen.push(
      ...chooseTransits(
        transits.filter((t) => !chosen.includes(t)),
        1,
        rng,
      ),
    );
  return chosen.slice(0, 3);
}

/**
 * Composes the daily horoscope for one user and one local day.
 * Cites up to three transits in orb (at least two when the day has two), each with its orb in
 * degrees and its exact time in `sky.timeZone` (default UTC). The lucky number (1–99) is a hash
 * of the day's facts, so it is stable for the day and changes with it.
 */
export function composeDailyHoroscope(
  facts: DailyHoroscopeFacts,
  voice: Voice,
  seed: string,
): DailyHoroscope {
  const { natal, sky } = facts;
  const tz = sky.timeZone ?? "UTC";
  const rng = new Rng(`${seed}|daily|${sky.dateLocal}|${voice}`);
  const transits = usableTransits(facts.transits, natal);
  const basis: BasisItem[] = [];

  // Opening: the day's Moon against the natal chart.
  const moonPos = sky.positions.find((p) => p.body === "moon");
  const moonHouse = moonPos ? houseOfLongitude(natal, moonPos.longitudeDeg) : null;
  const sun = placementOf(natal, "sun");
  const houseClause =
    moonHouse === null
      ? ""
      : fill(say(rng, HOUSE_CLAUSES, voice), {
          nth: ordinal(moonHouse),
          area: houseArea(rng, moonHouse, voice),
        });
  const sunRelText = sun
    ? say(rng, MOON_TO_SUN[signDistance(sun.sign, sky.moonSign)] as Phrasings, voice)
    : "";
  const sunRel =
    sunRelText === "" ? "" : houseClause === "" ? `, ${sunRelText}` : `, and it sits ${sunRelText}`;
  const opening = fill(say(rng, OPENINGS, voice), {
    date: formatDateLong(sky.dateLocal),
    phase: PHASE_NAME[sky.moonPhase],
    moonSign: SIGN_NAME[sky.moonSign],
    house: houseClause,
    sunRel,
  });
  basis.push({ kind: "moon", sign: sky.moonSign, phase: sky.moonPhase, house: moonHouse });

  // Transits: up to three, each a fact-and-meaning sentence and an advice sentence.
  const chosen = pickDailyTransits(transits, rng.fork("choose"));
  const sentences: string[] = [opening];
  for (const t of chosen) {
    const trng = rng.fork(transitKey(t));
    const line = fill(say(trng, TRANSIT_LINES, voice), {
      headline: transitHeadline(t, natal),
      timing: orbAndTiming(t, sky.dateLocal, tz),
      orbNote: t.orbDeg < 0.05 ? "right on exact" : `orb ${t.orbDeg.toFixed(1)}°`,
      exact: exactPhrase(t, sky.dateLocal, tz),
      meaning: transitMeaning(t, voice, trng),
    });
    const advice = fill(say(trng, ADVICE_LINES, voice), {
      natal: POINT_NAME[t.natal],
      weekday: weekdayOf(sky.dateLocal),
      short: formatDateShort(sky.dateLocal),
      advice: transitAdvice(t, voice, trng),
    });
    sentences.push(line, advice);
    basis.push(transitBasis(t));
  }
  const content = paragraph(sentences);

  // Insights.
  const irng = rng.fork("insights");
  const love = pickCategory(transits, ["love"]);
  const venus = placementOf(natal, "venus");
  let loveInsight: string | undefined;
  if (love) {
    loveInsight = transitInsight(love, facts, voice, irng);
    basis.push(transitBasis(love));
  } else if (venus) {
    loveInsight = paragraph([
      fill(say(irng, LOVE_FALLBACK, voice), {
        moonSign: SIGN_NAME[sky.moonSign],
        venusSign: SIGN_NAME[venus.sign],
        style: say(irng, SIGN_TEXT[venus.sign].style, voice),
      }),
    ]);
  }

  const career = pickCategory(transits, ["career"]);
  const saturn = placementOf(natal, "saturn");
  let careerInsight: string | undefined;
  if (career) {
    careerInsight = transitInsight(career, facts, voice, irng);
    basis.push(transitBasis(career));
  } else if (saturn) {
    careerInsight = paragraph([
      fill(say(irng, CAREER_FALLBACK, voice), {
        moonSign: SIGN_NAME[sky.moonSign],
        moonDay: say(irng, SIGN_TEXT[sky.moonSign].moonDay, voice),
        saturnSign: SIGN_NAME[saturn.sign],
        gift: say(irng, SIGN_TEXT[saturn.sign].gift, voice),
      }),
    ]);
  }

  const wellness = pickCategory(transits, ["wellness"]);
  const wellnessParts = [
    fill(say(irng, WELLNESS_LINES, voice), {
      phase: PHASE_NAME[sky.moonPhase],
      moonSign: SIGN_NAME[sky.moonSign],
      phaseText: say(irng, PHASE_TEXT[sky.moonPhase], voice),
    }),
  ];
  if (wellness) {
    wellnessParts.push(
      `${transitHeadline(wellness, natal)}, ${exactPhrase(wellness, sky.dateLocal, tz)}, so ${transitAdvice(wellness, voice, irng)}`,
    );
    basis.push(transitBasis(wellness));
  }
  const wellnessInsight = paragraph(wellnessParts);

  const luckyNumber =
    (hashString(
      [
        sky.dateLocal,
        sky.moonSign,
        sky.moonPhaseAngleDeg.toFixed(1),
        ...transits.map((t) => `${transitKey(t)}@${t.exactUtc}`).sort(),
        ...natal.placements.map((p) => p.longitudeDeg.toFixed(2)),
      ].join("|"),
    ) %
      99) +
    1;

  const result: DailyHoroscope = {
    date: sky.dateLocal,
    content,
    luckyNumber,
    basis: dedupeBasis(basis),
  };
  if (loveInsight) result.loveInsight = loveInsight;
  if (careerInsight) result.careerInsight = careerInsight;
  result.wellnessInsight = wellnessInsight;
  return result;
}
