/**
 * Today's shape (issue 28, ADR 037): a headline of at most 12 words and three short lines (do,
 * avoid, watch) that the Today page shows above the tiles, with the full reading one tap away.
 * Also the e-mail digest's summary of the day.
 *
 * It reads the same day facts as the daily horoscope and plans the day with the same `planDay`,
 * so the headline is about the horoscope's lead transit and "watch" about its second one (with
 * the same memory; without `recent` the plan is the first-day plan). Like every stored daily text
 * it uses words true for the whole local day ("exact today", "easing since Friday"; ADR 032).
 * Pure and deterministic: the same facts, voice and seed give the same lines.
 */
import { BRIEF_AVOID, BRIEF_THEME, MOON_AVOID, MOON_DO, MOON_THEME } from "../content/brief.ts";
import { HOUSE_TEXT } from "../content/houses.ts";
import { PLANET_TEXT } from "../content/planets.ts";
import { type NatalFacts, SIGN_ELEMENT, type SkyFacts, type TransitFact, type Voice } from "../facts.ts";
import { capitalize } from "../grammar.ts";
import { hashString, Rng } from "../rng.ts";
import { dayNumber, ordinal, PHASE_NAME, SIGN_NAME, wordCount } from "../text.ts";
import { planDay } from "./daily-horoscope.ts";
import { ReaderMemory, type RecentDay } from "./memory.ts";
import {
  familyOf,
  houseOfLongitude,
  plainHeadline,
  timingPhrase,
  transitKey,
  usableTransits,
} from "./shared.ts";

export interface TodayBriefFacts {
  natal: NatalFacts;
  /** The day's transits, as for the daily horoscope (in orb within the reader's day window). */
  transits: TransitFact[];
  sky: SkyFacts;
  /**
   * What the reader was shown on earlier days; pass the horoscope's memory (which holds the earlier
   * days' brief lines too) to match its lead and not repeat a line.
   */
  recent?: RecentDay[];
}

export interface TodayBrief {
  /** At most 12 words, no full stop: the day's one big thing. */
  headline: string;
  /** One short line: what to do today (a sentence with its full stop). */
  do: string;
  /** One short line: what to leave alone today. */
  avoid: string;
  /** One short line: the second thing in the sky to keep an eye on. */
  watch: string;
}

/** The headline's limit, in words. */
export const BRIEF_HEADLINE_MAX_WORDS = 12;
/** Each of the three lines aims at this many words (the shortest phrasing wins beyond it). */
export const BRIEF_LINE_MAX_WORDS = 14;

const sentence = (s: string) => `${capitalize(s.trim())}${/[.!?]$/.test(s.trim()) ? "" : "."}`;

/**
 * The first phrasing in the seed's order that fits the limit and that the reader has not met
 * lately (the lines of earlier days are in the memory: a daily reader sees each day's lines), else
 * the first that fits, else the shortest.
 */
function fitting(pool: readonly string[], rng: Rng, limit: number, extra = 0, memory?: ReaderMemory): string {
  const shuffled = rng.shuffle(pool);
  const fits = (s: string) => wordCount(s) + extra <= limit;
  return (
    shuffled.find((s) => fits(s) && !memory?.seenSentence(sentence(s))) ??
    shuffled.find(fits) ??
    [...pool].sort((a, b) => wordCount(a) - wordCount(b))[0] ??
    ""
  );
}

/**
 * The day in four short lines, from the day facts the horoscope uses (see the module comment).
 * `seed` picks among phrasings; the server passes the horoscope's seed (`${userId}|${date}`).
 */
export function todayBrief(facts: TodayBriefFacts, voice: Voice, seed = ""): TodayBrief {
  const { natal, sky } = facts;
  const tz = sky.timeZone ?? "UTC";
  const rng = new Rng(`${seed}|brief|${sky.dateLocal}|${voice}`);
  const memory = new ReaderMemory(sky.dateLocal, facts.recent);
  const plan = planDay(usableTransits(facts.transits, natal), sky.dateLocal, tz, memory);
  const element = SIGN_ELEMENT[sky.moonSign];
  const timing = (t: TransitFact) =>
    timingPhrase(t, sky.dateLocal, tz, voice, dayNumber(sky.dateLocal) + hashString(transitKey(t)));

  const lead = plan.lead;
  let headline: string;
  let doLine: string;
  let avoid: string;
  if (lead) {
    const head = capitalize(plainHeadline(lead, natal));
    const theme = fitting(
      BRIEF_THEME[lead.transiting][familyOf(lead)][voice],
      rng,
      BRIEF_HEADLINE_MAX_WORDS,
      wordCount(head),
    );
    headline = `${head}: ${theme}`;
    // The sign of the natal point goes first when the headline runs long ("your Venus").
    if (wordCount(headline) > BRIEF_HEADLINE_MAX_WORDS)
      headline = `${capitalize(plainHeadline(lead, null))}: ${theme}`;
    doLine = sentence(
      fitting(
        PLANET_TEXT[lead.transiting].advice[familyOf(lead)][voice],
        rng,
        BRIEF_LINE_MAX_WORDS,
        0,
        memory,
      ),
    );
    avoid = sentence(fitting(BRIEF_AVOID[lead.transiting][voice], rng, BRIEF_LINE_MAX_WORDS, 0, memory));
  } else {
    headline = `The Moon in ${SIGN_NAME[sky.moonSign]}: ${fitting(MOON_THEME[element][voice], rng, 8)}`;
    doLine = sentence(fitting(MOON_DO[element][voice], rng, BRIEF_LINE_MAX_WORDS, 0, memory));
    avoid = sentence(fitting(MOON_AVOID[element][voice], rng, BRIEF_LINE_MAX_WORDS, 0, memory));
  }

  // Watch: the horoscope's second transit with its day timing, else the Moon's house or sign.
  let watch: string;
  const second = plan.second ?? (lead ? null : (plan.love ?? plan.career ?? plan.wellness));
  if (second) {
    watch = sentence(`${plainHeadline(second, natal)}, ${timing(second)}`);
    if (wordCount(watch) > BRIEF_LINE_MAX_WORDS)
      watch = sentence(`${plainHeadline(second, null)}, ${timing(second)}`);
  } else {
    const moonPos = sky.positions.find((x) => x.body === "moon");
    const house = moonPos ? houseOfLongitude(natal, moonPos.longitudeDeg) : null;
    const moon = `The ${PHASE_NAME[sky.moonPhase]} in ${SIGN_NAME[sky.moonSign]}`;
    const label = house !== null ? HOUSE_TEXT[house - 1]?.label : undefined;
    watch =
      house !== null && label
        ? sentence(`${moon} crosses your ${ordinal(house)} house: ${label}`)
        : sentence(`${moon} sets the mood`);
  }
  return { headline, do: doLine, avoid, watch };
}
