/**
 * The Cosmic To-Do List: exactly five tasks a day, each tied to a fact of the reader's chart and
 * day (a transit, the natal house the Moon crosses, the Moon's sign and phase), with an
 * explanation that names the fact in plain words.
 *
 * Fresh days: titles come from pools by transit and aspect family, by the natal point a transit
 * touches, by the natal house the Moon crosses, by the Moon's sign and phase. A title the reader
 * saw in the last seven days never comes back (the server passes earlier days' titles as
 * `recent`), and titles the reader has never seen come before ones seen longer ago.
 */
import { PHASE_TASKS, PHASE_TEXT } from "../content/moon.ts";
import { PLANET_TEXT } from "../content/planets.ts";
import { SIGN_TEXT } from "../content/signs.ts";
import { HOUSE_TASKS, POINT_TASKS } from "../content/todos.ts";
import type { Phrasings } from "../content/types.ts";
import type { Basis, BasisItem, NatalFacts, SkyFacts, TransitFact, Voice } from "../facts.ts";
import { dayPhaseOf } from "../phase.ts";
import { hashString } from "../rng.ts";
import { dayNumber, fill, ordinal, PHASE_NAME, paragraph, SIGN_NAME } from "../text.ts";
import { REST_DAYS } from "./daily-horoscope.ts";
import { DailyPicker } from "./daily-writer.ts";
import { ReaderMemory, type RecentDay, readerKey } from "./memory.ts";
import {
  dedupeBasis,
  exactOn,
  familyOf,
  houseOfLongitude,
  isSlow,
  plainHeadline,
  rankTransits,
  timingPhrase,
  transitBasis,
  transitKey,
  usableTransits,
} from "./shared.ts";

export interface CosmicTodosFacts {
  natal: NatalFacts;
  transits: TransitFact[];
  sky: SkyFacts;
  /** Earlier days' to-do titles (and bases) this reader was shown; see memory.ts. */
  recent?: RecentDay[];
}

interface CosmicTodo {
  id: string;
  title: string;
  explanation: string;
}

export interface CosmicTodos {
  date: string;
  todos: CosmicTodo[];
  basis: Basis;
}

/** Number of tasks per day. */
const TODOS_PER_DAY = 5;

/** A title seen this many days ago or fewer is not used again. */
export const TODO_COOLDOWN_DAYS = 7;

const TRANSIT_WHY: Phrasings = {
  normal: ["{headline}, {timing}: {gist}", "{headline}, {timing}, which brings {gist}"],
  roast: ["{headline}, {timing}. Translation: {gist}", "{headline}, {timing}, which means {gist}"],
};

const MOON_HOUSE_WHY: Phrasings = {
  normal: [
    "The Moon in {sign} crosses your {nth} house today, a day for {moonDay}",
    "With the Moon in {sign} in your {nth} house, today favours {moonDay}",
  ],
  roast: [
    "The Moon in {sign} is poking around your {nth} house today: {moonDay}. Channel it",
    "Moon in {sign}, parked in your {nth} house: {moonDay}. Use it for something useful",
  ],
};

const MOON_WHY: Phrasings = {
  normal: [
    "The Moon is in {sign} today, a day for {moonDay}",
    "With the Moon in {sign}, today favours {moonDay}",
  ],
  roast: [
    "The Moon is in {sign}, which means {moonDay}. Channel it",
    "Moon in {sign} today: {moonDay}. Use it for something useful",
  ],
};

const PHASE_WHY: Phrasings = {
  normal: ["The {phase} in {sign} is {phaseText}", "Today's {phase} brings {phaseText}"],
  roast: ["The {phase} in {sign} says: {phaseText}", "Today's {phase} means {phaseText}"],
};

interface Slot {
  /** Candidate titles, best first. */
  titles: string[];
  explanation: string;
  basis: BasisItem[];
}

/**
 * Composes today's five tasks. Ids are `${date}-1` … `${date}-5`; the order of the facts behind
 * them is the same in both voices, so a task keeps its id when the reader switches voice.
 */
export function composeCosmicTodos(facts: CosmicTodosFacts, voice: Voice, _seed: string): CosmicTodos {
  const { natal, sky } = facts;
  const tz = sky.timeZone ?? "UTC";
  const day = dayNumber(sky.dateLocal);
  const memory = new ReaderMemory(sky.dateLocal, facts.recent);
  const pick = new DailyPicker(voice, readerKey(natal), day, memory);
  const transits = rankTransits(usableTransits(facts.transits, natal));

  // The day's facts behind the tasks: up to three transits (one per transiting planet), the natal
  // house the Moon crosses, the Moon's sign and its phase, then more transits.
  // A long transit behind yesterday's tasks rests for a week, a fast one for two days, unless it is
  // exact today: the list then follows the day instead of the same slow transit every morning.
  const fresh = (t: TransitFact) => {
    const since = memory.daysSinceCited(t);
    return since === null || exactOn(t, sky.dateLocal, tz) || since > (isSlow(t) ? REST_DAYS.slow : 2);
  };
  const chosen: TransitFact[] = [];
  for (const t of [...transits.filter(fresh), ...transits]) {
    if (chosen.length >= 3) break;
    if (!chosen.some((c) => c.transiting === t.transiting)) chosen.push(t);
  }
  const extra = [
    ...transits.filter((t) => !chosen.includes(t) && fresh(t)),
    ...transits.filter((t) => !chosen.includes(t) && !fresh(t)),
  ];

  const transitSlot = (t: TransitFact): Slot => {
    const fam = familyOf(t);
    const gist = pick.voiced(PLANET_TEXT[t.transiting].gist[fam], `todo-gist|${transitKey(t)}`)[0] as string;
    const explanation = paragraph([
      fill(pick.voiced(TRANSIT_WHY, "todo-why")[0] as string, {
        headline: plainHeadline(t, natal),
        timing: timingPhrase(t, sky.dateLocal, tz, voice, day + hashString(transitKey(t))),
        gist,
      }),
    ]);
    const byTransit = pick.order(PLANET_TEXT[t.transiting].tasks[fam][voice], `todo|${t.transiting}|${fam}`);
    const byPoint = pick.order(POINT_TASKS[t.natal][voice], `todo-point|${t.natal}`);
    // Alternate the two pools so a transit that lasts a week does not empty one of them.
    const titles: string[] = [];
    for (let i = 0; i < Math.max(byTransit.length, byPoint.length); i++) {
      const first = (day + i) % 2 === 0 ? byTransit : byPoint;
      const second = first === byTransit ? byPoint : byTransit;
      if (first[i]) titles.push(first[i] as string);
      if (second[i]) titles.push(second[i] as string);
    }
    return { titles, explanation, basis: [transitBasis(t, dayPhaseOf(t, sky.dateLocal, tz))] };
  };

  const moonPos = sky.positions.find((p) => p.body === "moon");
  const moonHouse = moonPos ? houseOfLongitude(natal, moonPos.longitudeDeg) : null;
  const moonDay = pick.voiced(SIGN_TEXT[sky.moonSign].moonDay, `todo-moon-day|${sky.moonSign}`)[0] as string;
  const moonBasis: BasisItem = { kind: "moon", sign: sky.moonSign, phase: sky.moonPhase, house: moonHouse };
  const moonSignTitles = pick.order(SIGN_TEXT[sky.moonSign].moonTasks[voice], `todo-moon|${sky.moonSign}`);
  const moonSlot: Slot =
    moonHouse !== null
      ? {
          titles: [
            ...pick.order((HOUSE_TASKS[moonHouse - 1] as Phrasings)[voice], `todo-house|${moonHouse}`),
            ...moonSignTitles,
          ],
          explanation: paragraph([
            fill(pick.voiced(MOON_HOUSE_WHY, "todo-moon-house")[0] as string, {
              sign: SIGN_NAME[sky.moonSign],
              nth: ordinal(moonHouse),
              moonDay,
            }),
          ]),
          basis: [moonBasis],
        }
      : {
          titles: moonSignTitles,
          explanation: paragraph([
            fill(pick.voiced(MOON_WHY, "todo-moon")[0] as string, { sign: SIGN_NAME[sky.moonSign], moonDay }),
          ]),
          basis: [moonBasis],
        };
  const phaseSlot: Slot = {
    titles: [
      ...pick.order(PHASE_TASKS[sky.moonPhase][voice], `todo-phase|${sky.moonPhase}`),
      ...(moonHouse !== null ? moonSignTitles : []),
    ],
    explanation: paragraph([
      fill(pick.voiced(PHASE_WHY, "todo-phase-why")[0] as string, {
        phase: PHASE_NAME[sky.moonPhase],
        sign: SIGN_NAME[sky.moonSign],
        phaseText: pick.voiced(PHASE_TEXT[sky.moonPhase], `todo-phase-text|${sky.moonPhase}`)[0] as string,
      }),
    ]),
    basis: [moonBasis],
  };

  const slots: Slot[] = [...chosen.map(transitSlot), moonSlot, phaseSlot, ...extra.map(transitSlot)];

  // Titles: never one seen in the cooldown window or already used today; unseen titles first.
  const used = new Set<string>();
  // Two titles that share two content words ("Plan one trip…", "Plan a trip…") are one task twice.
  const words = (title: string) => new Set(title.toLowerCase().match(/[a-z']{4,}/g) ?? []);
  const similar = (title: string) => {
    const mine = words(title);
    return [...used].some((other) => [...words(other)].filter((w) => mine.has(w)).length >= 2);
  };
  const usable = (title: string) => {
    if (used.has(title) || similar(title)) return false;
    const since = memory.daysSinceClause(title);
    return since === null || since > TODO_COOLDOWN_DAYS;
  };
  const freshest = (titles: readonly string[]) =>
    titles
      .filter(usable)
      .map((title, i) => ({ title, i, age: memory.daysSinceClause(title) ?? Number.POSITIVE_INFINITY }))
      .sort((a, b) => b.age - a.age || a.i - b.i)[0]?.title;

  const items: { title: string; explanation: string }[] = [];
  const basis: BasisItem[] = [];
  for (const slot of slots) {
    if (items.length >= TODOS_PER_DAY) break;
    const title = freshest(slot.titles);
    if (!title) continue;
    used.add(title);
    items.push({ title, explanation: slot.explanation });
    basis.push(...slot.basis);
  }
  // A day with few transits: fill from the natal chart's own points, the Sun first.
  for (const point of ["sun", "moon", "venus", "mars", "mercury", "jupiter", "saturn"] as const) {
    if (items.length >= TODOS_PER_DAY) break;
    const p = natal.placements.find((x) => x.body === point);
    if (!p) continue;
    const title = freshest(pick.order(POINT_TASKS[point][voice], `todo-point|${point}`));
    if (!title) continue;
    used.add(title);
    items.push({ title, explanation: moonSlot.explanation });
  }
  // Last resort (only on a very quiet week): the least recently seen title of the Moon's pools.
  const everything = [...moonSlot.titles, ...phaseSlot.titles];
  while (items.length < TODOS_PER_DAY) {
    const title = everything
      .filter((t) => !used.has(t))
      .sort((a, b) => (memory.daysSinceClause(b) ?? 99) - (memory.daysSinceClause(a) ?? 99))[0];
    if (!title) break;
    used.add(title);
    items.push({ title, explanation: phaseSlot.explanation });
  }

  return {
    date: sky.dateLocal,
    todos: items.slice(0, TODOS_PER_DAY).map((item, i) => ({ id: `${sky.dateLocal}-${i + 1}`, ...item })),
    basis: dedupeBasis(basis),
  };
}
