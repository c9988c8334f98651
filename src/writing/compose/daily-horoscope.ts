/**
 * The daily horoscope (Today page), written for a phone screen and a daily reader:
 *
 * - It leads with the day's one big thing (the strongest transit the reader has not just read
 *   about, or one that is exact today), says what it brings and what to do, adds a second transit,
 *   the Moon (sign and house) and, once a week, a line on a long Jupiter-to-Pluto transit.
 * - Plain words: at most 120 words, short sentences, no degrees and no clock times (the orbs and
 *   exact times are in the basis, which the page shows under "Why this?").
 * - Fresh days: the server passes what the reader was shown on earlier days (`recent`). A transit
 *   cited in the last three days (six for Jupiter to Pluto) is not cited again unless it is exact
 *   today; no sentence the reader already read comes back (dates and numbers masked); advice
 *   clauses come from large pools, least recently read first. The insight tiles never repeat a
 *   transit or a clause of the main text.
 */
import {
  ADVICE,
  BACKGROUND,
  CAREER_FALLBACK,
  CATEGORY_ADVICE,
  ELEMENT_ADVICE,
  EVENT,
  INSIGHT_ADVICE,
  INSIGHT_TRANSIT,
  LEAD,
  LOVE_FALLBACK,
  MEANING,
  MOON_DAY,
  MOON_HOUSE,
  MOON_SIGN,
  SECOND,
  SECOND_USE,
  WELLNESS_PHASE,
} from "../content/daily.ts";
import { HOUSE_TEXT } from "../content/houses.ts";
import { MOON_TO_SUN, PHASE_TEXT } from "../content/moon.ts";
import { PLANET_TEXT, POINT_TOUCH } from "../content/planets.ts";
import { SIGN_TEXT } from "../content/signs.ts";
import type { Phrasings } from "../content/types.ts";
import {
  type Basis,
  type BasisItem,
  type NatalFacts,
  SIGN_ELEMENT,
  type SkyEvent,
  type SkyFacts,
  signDistance,
  type TransitFact,
  type Voice,
} from "../facts.ts";
import { article, capitalize } from "../grammar.ts";
import { dayPhaseOf } from "../phase.ts";
import { hashString } from "../rng.ts";
import { dayNumber, ordinal, PHASE_NAME, POINT_NAME, paragraph, SIGN_NAME, wordCount } from "../text.ts";
import { DailyPicker } from "./daily-writer.ts";
import { ReaderMemory, type RecentDay, readerKey } from "./memory.ts";
import {
  dedupeBasis,
  exactOn,
  familyOf,
  houseOfLongitude,
  isSlow,
  placementOf,
  plainHeadline,
  rankTransits,
  skyEventBasis,
  timingPhrase,
  transitBasis,
  transitKey,
  transitNoun,
  untilPhrase,
  usableTransits,
  yourPoint,
} from "./shared.ts";

export interface DailyHoroscopeFacts {
  natal: NatalFacts;
  /** Transits in orb during the local day. */
  transits: TransitFact[];
  sky: SkyFacts;
  /** What this reader was shown on earlier days (see memory.ts); none for a first day. */
  recent?: RecentDay[];
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

/** The main text fits a phone screen. */
export const MAIN_TEXT_MAX_WORDS = 120;

/** Days a cited transit rests before it is cited again (unless it is exact that day). */
export const REST_DAYS = { fast: 3, slow: 6 } as const;

export interface DayPlan {
  lead: TransitFact | null;
  second: TransitFact | null;
  background: TransitFact | null;
  love: TransitFact | null;
  career: TransitFact | null;
  wellness: TransitFact | null;
}

/**
 * Which transit goes where today. A pure function of the day's transits and the reader's memory:
 * the lead is the strongest fresh transit (exact today first; Jupiter to Pluto only when exact),
 * the second the tightest fresh one of another planet, the background the strongest fresh slow
 * one, and each insight the strongest fresh transit of its category not used above.
 */
export function planDay(
  transits: readonly TransitFact[],
  dateLocal: string,
  timeZone: string,
  memory: ReaderMemory,
): DayPlan {
  const exact = (t: TransitFact) => exactOn(t, dateLocal, timeZone);
  const fresh = (t: TransitFact) => {
    const since = memory.daysSinceCited(t);
    if (since === null || exact(t)) return true;
    return since > (isSlow(t) ? REST_DAYS.slow : REST_DAYS.fast);
  };
  const ranked = rankTransits(transits).sort((a, b) => Number(exact(b)) - Number(exact(a)));
  const daily = ranked.filter((t) => fresh(t) && (!isSlow(t) || exact(t)));
  const lead = daily.find((t) => t.transiting !== "moon") ?? daily[0] ?? null;
  const others = daily.filter((t) => t !== lead).sort((a, b) => a.orbDeg - b.orbDeg);
  const second =
    others.find((t) => t.transiting !== lead?.transiting && t.natal !== lead?.natal) ??
    others.find((t) => t.transiting !== lead?.transiting) ??
    others[0] ??
    null;
  const background = ranked.find((t) => isSlow(t) && t !== lead && fresh(t)) ?? null;
  const used = new Set([lead, second, background].filter((t): t is TransitFact => t !== null));
  const forCategory = (category: TransitFact["category"]) => {
    const t = ranked.find((x) => x.category === category && !used.has(x) && fresh(x)) ?? null;
    if (t) used.add(t);
    return t;
  };
  return {
    lead,
    second,
    background,
    love: forCategory("love"),
    career: forCategory("career"),
    wellness: forCategory("wellness"),
  };
}

function eventText(e: SkyEvent): string {
  const body = POINT_NAME[e.body];
  if (e.kind === "ingress") return `${body} enters ${SIGN_NAME[e.sign]}`;
  return e.direction === "retrograde"
    ? `${body} turns retrograde in ${SIGN_NAME[e.sign]}`
    : `${body} turns direct in ${SIGN_NAME[e.sign]}`;
}

/**
 * Composes the daily horoscope for one reader and one local day. The lucky number is the degree
 * the Moon occupies in its sign at the day's reference instant (1–30), stated in the basis.
 */
export function composeDailyHoroscope(
  facts: DailyHoroscopeFacts,
  voice: Voice,
  _seed: string,
): DailyHoroscope {
  const { natal, sky } = facts;
  const tz = sky.timeZone ?? "UTC";
  const day = dayNumber(sky.dateLocal);
  const memory = new ReaderMemory(sky.dateLocal, facts.recent);
  const pick = new DailyPicker(voice, readerKey(natal), day, memory);
  const transits = usableTransits(facts.transits, natal);
  const plan = planDay(transits, sky.dateLocal, tz, memory);
  const basis: BasisItem[] = [];

  const timing = (t: TransitFact) =>
    timingPhrase(t, sky.dateLocal, tz, voice, day + hashString(transitKey(t)));
  const gists = (t: TransitFact) =>
    pick.voiced(PLANET_TEXT[t.transiting].gist[familyOf(t)], `gist|${transitKey(t)}`);
  const touch = (t: TransitFact) => pick.voiced(POINT_TOUCH[t.natal], `touch|${t.natal}`)[0] as string;
  const advice = (t: TransitFact) =>
    pick.clauses(
      PLANET_TEXT[t.transiting].advice[familyOf(t)][voice],
      `advice|${t.transiting}|${familyOf(t)}`,
    );

  // A transit named with its timing, and its place in the basis: alike wherever a transit is cited.
  const headlineSentence = (frames: Phrasings, key: string, t: TransitFact) =>
    pick.sentence(pick.voiced(frames, key), { headline: plainHeadline(t, natal), timing: timing(t) }).text;
  const cite = (t: TransitFact): void => {
    basis.push(transitBasis(t, dayPhaseOf(t, sky.dateLocal, tz)));
  };

  // Parts of the main text, in reading order, each with a priority for the word limit (lower drops first).
  const parts: { text: string; keep: number }[] = [];

  const { lead, second, background } = plan;
  if (lead) {
    parts.push({
      text: headlineSentence(LEAD, "lead", lead),
      keep: 9,
    });
    parts.push({
      text: pick.sentence(
        pick.voiced(MEANING, "meaning"),
        { touch: touch(lead) },
        { name: "gist", values: gists(lead) },
      ).text,
      keep: 7,
    });
    parts.push({
      text: pick.sentence(
        pick.voiced(ADVICE, "advice"),
        {},
        { name: "advice", values: advice(lead), clause: true },
      ).text,
      keep: 8,
    });
    cite(lead);
  }
  if (second) {
    parts.push({
      text: headlineSentence(SECOND, "second", second),
      keep: 6,
    });
    parts.push({
      text: pick.sentence(
        pick.voiced(SECOND_USE, "second-use"),
        { gist: gists(second)[0] as string },
        { name: "advice", values: advice(second), clause: true },
      ).text,
      // Dropped together with the line naming the second transit: never a transit with no meaning.
      keep: 6,
    });
    cite(second);
  }

  // The Moon: sign and house (or its angle to the natal Sun), and what the day suits.
  const moonPos = sky.positions.find((p) => p.body === "moon");
  const moonHouse = moonPos ? houseOfLongitude(natal, moonPos.longitudeDeg) : null;
  const moonName = `the ${PHASE_NAME[sky.moonPhase]}`;
  const sun = placementOf(natal, "sun");
  if (moonHouse !== null) {
    const area = pick.voiced(
      HOUSE_TEXT[moonHouse - 1]?.area ?? { normal: [""], roast: [""] },
      `area|${moonHouse}`,
    );
    parts.push({
      text: pick.sentence(
        pick.voiced(MOON_HOUSE, "moon-house"),
        {
          Moon: capitalize(moonName),
          moon: moonName,
          sign: SIGN_NAME[sky.moonSign],
          nth: ordinal(moonHouse),
        },
        { name: "area", values: area },
      ).text,
      keep: 5,
    });
  } else if (sun) {
    const rel = MOON_TO_SUN[signDistance(sun.sign, sky.moonSign)] as Phrasings;
    parts.push({
      text: pick.sentence(
        pick.voiced(MOON_SIGN, "moon-sign"),
        { Moon: capitalize(moonName), sign: SIGN_NAME[sky.moonSign] },
        { name: "sunRel", values: pick.voiced(rel, `sun-rel|${signDistance(sun.sign, sky.moonSign)}`) },
      ).text,
      keep: 5,
    });
  }
  parts.push({
    text: pick.sentence(
      pick.voiced(MOON_DAY, "moon-day"),
      {},
      { name: "moonDay", values: pick.voiced(SIGN_TEXT[sky.moonSign].moonDay, `moon-day|${sky.moonSign}`) },
    ).text,
    keep: 2,
  });
  basis.push({ kind: "moon", sign: sky.moonSign, phase: sky.moonPhase, house: moonHouse });

  const event = sky.events.find((e) => e.body !== "moon" && (e.kind === "station" || e.body !== "sun"));
  if (event) {
    parts.push({
      text: pick.sentence(pick.voiced(EVENT, "event"), { event: eventText(event) }).text,
      keep: 1,
    });
    basis.push(skyEventBasis(event));
  }
  if (background) {
    parts.push({
      text: pick.sentence(
        pick.voiced(BACKGROUND, "background"),
        { transit: transitNoun(background, natal), until: untilPhrase(background, sky.dateLocal, tz) },
        { name: "gist", values: gists(background) },
      ).text,
      keep: 4,
    });
    cite(background);
  }

  let kept = parts;
  while (wordCount(paragraph(kept.map((p) => p.text))) > MAIN_TEXT_MAX_WORDS && kept.length > 1) {
    const lowest = Math.min(...kept.map((p) => p.keep));
    kept = kept.filter((p) => p.keep !== lowest);
  }
  const content = paragraph(kept.map((p) => p.text));

  // Insight tiles: their own transits and clauses, never the main text's.
  const insight = (category: "love" | "career" | "wellness", t: TransitFact | null): string | null => {
    if (!t) return null;
    cite(t);
    return paragraph([
      headlineSentence(INSIGHT_TRANSIT, `insight|${category}`, t),
      pick.sentence(
        pick.voiced(INSIGHT_ADVICE[category], `insight-advice|${category}`),
        { point: yourPoint(natal, t.natal) },
        {
          name: "advice",
          values: pick.clauses(
            // The tile's own subject only: a career tile never advises on the home (issue 28).
            CATEGORY_ADVICE[category][familyOf(t)][voice],
            `${category}|${familyOf(t)}`,
          ),
          clause: true,
        },
      ).text,
    ]);
  };
  const moonElement = SIGN_ELEMENT[sky.moonSign];
  const fallback = (
    category: "love" | "career",
    body: "venus" | "saturn",
    frames: Phrasings,
  ): string | null => {
    const p = placementOf(natal, body);
    if (!p) return null;
    return paragraph([
      pick.sentence(
        pick.voiced(frames, `fallback|${category}`),
        {
          moonSign: SIGN_NAME[sky.moonSign],
          moonArticle: article(SIGN_NAME[sky.moonSign]),
          venusSign: SIGN_NAME[p.sign],
          saturnSign: SIGN_NAME[p.sign],
        },
        {
          name: "advice",
          values: pick.clauses(
            [...ELEMENT_ADVICE[category][moonElement][voice], ...CATEGORY_ADVICE[category].flow[voice]],
            `${category}|${moonElement}`,
          ),
          clause: true,
        },
      ).text,
    ]);
  };
  const loveInsight = insight("love", plan.love) ?? fallback("love", "venus", LOVE_FALLBACK);
  const careerInsight = insight("career", plan.career) ?? fallback("career", "saturn", CAREER_FALLBACK);
  const natalMoon = placementOf(natal, "moon");
  const phaseLine = pick.sentence(
    pick.voiced(WELLNESS_PHASE, "wellness-phase"),
    {
      phase: PHASE_NAME[sky.moonPhase],
      moonSign: SIGN_NAME[sky.moonSign],
      natalMoon: natalMoon ? SIGN_NAME[natalMoon.sign] : SIGN_NAME[sky.moonSign],
    },
    { name: "phaseText", values: pick.voiced(PHASE_TEXT[sky.moonPhase], `phase|${sky.moonPhase}`) },
  ).text;
  const wellnessTransit = insight("wellness", plan.wellness);
  const wellnessInsight = paragraph([phaseLine, ...(wellnessTransit ? [wellnessTransit] : [])]);

  const result: DailyHoroscope = { date: sky.dateLocal, content, basis: [] };
  if (loveInsight) result.loveInsight = loveInsight;
  if (careerInsight) result.careerInsight = careerInsight;
  result.wellnessInsight = wellnessInsight;
  if (moonPos && Number.isFinite(moonPos.longitudeDeg)) {
    const inSign = ((moonPos.longitudeDeg % 30) + 30) % 30;
    result.luckyNumber = Math.floor(inSign) + 1;
    basis.push({
      kind: "lucky",
      number: result.luckyNumber,
      body: "moon",
      sign: moonPos.sign,
      degree: Math.round(inSign * 100) / 100,
    });
  }
  result.basis = dedupeBasis(basis);
  return result;
}
