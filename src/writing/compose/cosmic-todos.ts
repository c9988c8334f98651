/**
 * The Cosmic To-Do List: exactly five tasks a day, each tied to a transit of the day or to the
 * day's Moon, with an explanation that names the fact behind it.
 */
import { PHASE_TASKS, PHASE_TEXT } from "../content/moon.ts";
import { PLANET_TEXT } from "../content/planets.ts";
import { SIGN_TEXT } from "../content/signs.ts";
import type { Phrasings } from "../content/types.ts";
import type { Basis, BasisItem, NatalFacts, SkyFacts, TransitFact, Voice } from "../facts.ts";
import { Rng } from "../rng.ts";
import { fill, PHASE_NAME, paragraph, SIGN_NAME } from "../text.ts";
import {
  chooseTransits,
  dedupeBasis,
  exactPhrase,
  familyOf,
  rankTransits,
  say,
  transitBasis,
  transitHeadline,
  transitKey,
  transitMeaning,
  usableTransits,
} from "./shared.ts";

export interface CosmicTodosFacts {
  natal: NatalFacts;
  transits: TransitFact[];
  sky: SkyFacts;
}

export interface CosmicTodo {
  id: string;
  title: string;
  explanation: string;
}

export interface CosmicTodos {
  date: string;
  todos: CosmicTodo[];
  basis: Basis;
}

/** Number of tasks per day (spec 01-foundations §9). */
export const TODOS_PER_DAY = 5;

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

/**
 * Composes today's five tasks: up to three from the day's strongest transits (one per transiting
 * planet), then the Moon's sign and phase. Ids are `${date}-1` … `${date}-5`.
 */
export function composeCosmicTodos(facts: CosmicTodosFacts, voice: Voice, seed: string): CosmicTodos {
  const { natal, sky } = facts;
  const tz = sky.timeZone ?? "UTC";
  const rng = new Rng(`${seed}|todos|${sky.dateLocal}|${voice}`);
  const transits = usableTransits(facts.transits, natal);
  const basis: BasisItem[] = [];
  const items: { title: string; explanation: string }[] = [];
  const usedTitles = new Set<string>();

  const addItem = (titles: readonly string[], explanation: string): boolean => {
    const fresh = rng.shuffle(titles).find((t) => !usedTitles.has(t));
    if (!fresh) return false;
    usedTitles.add(fresh);
    items.push({ title: fresh, explanation });
    return true;
  };

  const chosen = chooseTransits(transits, 3, rng.fork("choose"));
  for (const t of rankTransits(chosen)) {
    const trng = rng.fork(transitKey(t));
    const why = paragraph([
      `${transitHeadline(t, natal)}, ${exactPhrase(t, sky.dateLocal, tz)} — ${transitMeaning(t, voice, trng)}`,
    ]);
    if (addItem(PLANET_TEXT[t.transiting].tasks[familyOf(t)][voice], why)) basis.push(transitBasis(t));
  }

  const moonWhy = paragraph([
    fill(say(rng, MOON_WHY, voice), {
      sign: SIGN_NAME[sky.moonSign],
      moonDay: say(rng, SIGN_TEXT[sky.moonSign].moonDay, voice),
    }),
  ]);
  const phaseWhy = paragraph([
    fill(say(rng, PHASE_WHY, voice), {
      phase: PHASE_NAME[sky.moonPhase],
      sign: SIGN_NAME[sky.moonSign],
      phaseText: say(rng, PHASE_TEXT[sky.moonPhase], voice),
    }),
  ]);
  basis.push({ kind: "moon", sign: sky.moonSign, phase: sky.moonPhase, house: null });

  // Fill to five: Moon sign, Moon phase, then more transits, then the other Moon tasks.
  addItem(SIGN_TEXT[sky.moonSign].moonTasks[voice], moonWhy);
  if (items.length < TODOS_PER_DAY) addItem(PHASE_TASKS[sky.moonPhase][voice], phaseWhy);
  for (const t of rankTransits(transits)) {
    if (items.length >= TODOS_PER_DAY) break;
    if (chosen.includes(t)) continue;
    const trng = rng.fork(`extra-${transitKey(t)}`);
    const why = paragraph([
      `${transitHeadline(t, natal)}, ${exactPhrase(t, sky.dateLocal, tz)} — ${transitMeaning(t, voice, trng)}`,
    ]);
    if (addItem(PLANET_TEXT[t.transiting].tasks[familyOf(t)][voice], why)) basis.push(transitBasis(t));
  }
  while (items.length < TODOS_PER_DAY) {
    if (
      !addItem(SIGN_TEXT[sky.moonSign].moonTasks[voice], moonWhy) &&
      !addItem(PHASE_TASKS[sky.moonPhase][voice], phaseWhy)
    ) {
      // Both pools exhausted (a day without transits): use the other voice's phrasing of the Moon tasks.
      const other: Voice = voice === "normal" ? "roast" : "normal";
      if (
        !addItem([...SIGN_TEXT[sky.moonSign].moonTasks[other], ...PHASE_TASKS[sky.moonPhase][other]], moonWhy)
      )
        break;
    }
  }

  return {
    date: sky.dateLocal,
    todos: items.slice(0, TODOS_PER_DAY).map((item, i) => ({ id: `${sky.dateLocal}-${i + 1}`, ...item })),
    basis: dedupeBasis(basis),
  };
}
