import { setImmediate } from "node:timers/promises";
import { localDayRange } from "#astro/index";
import type { Horoscope, TodoItem } from "#contracts/today";
import type { AppContext } from "#server/app-context";
import { dayFacts, dayHoroscope, dayTodos } from "#server/charts/day-texts";
import type { UserRow } from "#server/db/schema";
import { POINT_NAME, type TransitFact, type Voice } from "#writing/index";
import type { DigestContent } from "./digest-mail.ts";
import { localClock } from "./digest-schedule.ts";

/**
 * What the digest says: the day's texts the Today page shows (the horoscope with its brief, and the
 * to-dos of the user's local date in their voice), read through the same shared layer Today uses
 * (charts/day-texts), so the mail and the page never disagree.
 */

const NO_CHART_FOR_DIGEST =
  "The digest is written from your birth chart. Add your birth date, time and place first.";

export interface DayTexts {
  horoscope: Horoscope;
  todos: TodoItem[];
  /** The day's transits to the chart (for Premium's exact times); empty unless asked for. */
  transits: TransitFact[];
}

/**
 * The day's horoscope and to-dos of `date` (the user's local date) in `voice`; from stored texts a
 * free member's digest costs two reads. `withTransits` adds the day's transits (Premium).
 */
export async function dayTexts(
  ctx: AppContext,
  user: UserRow,
  date: string,
  voice: Voice,
  withTransits = false,
): Promise<DayTexts> {
  const horoscope = await dayHoroscope(ctx, user, date, voice, NO_CHART_FOR_DIGEST);
  // Thousands of digests are written in a row: requests waiting meanwhile get their turn here.
  await setImmediate();
  const todos = await dayTodos(ctx, user, date, voice, NO_CHART_FOR_DIGEST);
  // The same facts the texts were written from when they were written just now (remembered), else one computation.
  const transits = withTransits ? (await dayFacts(ctx, user, date, NO_CHART_FOR_DIGEST)).transits : [];
  return { horoscope, todos, transits };
}

const SENTENCE = /[^.!?]+[.!?]+["”’)]*/g;
const sentencesOf = (text: string) => (text.match(SENTENCE) ?? [text]).map((s) => s.trim()).filter(Boolean);

/**
 * The digest's headline and three short lines: Today's brief (todayBrief, stored with the reading),
 * or for a reading stored before the brief existed, its first sentence and the tiles' first sentences.
 */
export function briefOf(horoscope: Horoscope, todos: TodoItem[]): Omit<DigestContent, "exactTransits"> {
  const todo = todos[0]?.title ?? "Read your day in full on Today.";
  // Today's own headline and do / avoid / watch, when the stored reading has them (ADR 037).
  if (horoscope.brief) {
    const b = horoscope.brief;
    return { headline: b.headline, lines: [`Do: ${b.do}`, `Avoid: ${b.avoid}`, `Watch: ${b.watch}`], todo };
  }
  // A reading stored before Today had a headline: its first sentence and the tiles' first sentences.
  const [headline = horoscope.content, ...spare] = sentencesOf(horoscope.content);
  const lines = [horoscope.loveInsight, horoscope.careerInsight, horoscope.wellnessInsight].map(
    (text) =>
      (text ? sentencesOf(text)[0] : undefined) ?? spare.shift() ?? "Nothing loud in your chart here today.",
  ) as [string, string, string];
  return { headline, lines, todo };
}

const planetName = (point: string) => POINT_NAME[point as keyof typeof POINT_NAME] ?? point;

/**
 * The transits that are exact within the user's local day, in time order, with the local time
 * ("14:32") and a label ("Mars square your Sun").
 */
export function exactTransitsOfDay(
  transits: readonly TransitFact[],
  date: string,
  zone: string | null,
): { label: string; localTime: string }[] {
  const { startUtc, endUtc } = localDayRange(date, zone ?? "UTC");
  const from = Date.parse(startUtc);
  const until = Date.parse(endUtc);
  return transits
    .filter((t) => t.perfects !== false && t.exactUtc)
    .map((t) => ({ t, at: Date.parse(t.exactUtc) }))
    .filter(({ at }) => at >= from && at < until)
    .sort((a, b) => a.at - b.at)
    .map(({ t, at }) => ({
      label: `${planetName(t.transiting)} ${t.aspect} your ${planetName(t.natal)}`,
      localTime: localClock(new Date(at), zone),
    }));
}
