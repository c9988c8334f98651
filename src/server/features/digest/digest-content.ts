import { localDayRange } from "#astro/index";
import type { Horoscope, TodoItem } from "#contracts/today";
import type { AppContext } from "#server/app-context";
import { natalFacts } from "#server/charts/chart-facts";
import { chartOrConflict } from "#server/charts/chart-store";
import { skyOfDay, transitsOfDay } from "#server/charts/sky";
import type { UserRow } from "#server/db/schema";
import { getOrCreateText, storedTextsBetween } from "#server/platform/texts/text-store";
import { composeCosmicTodos } from "#writing/compose/cosmic-todos";
import { composeDailyHoroscope } from "#writing/compose/daily-horoscope";
import type { RecentDay } from "#writing/compose/memory";
import { todayBrief } from "#writing/compose/today-brief";
import type { Basis, TransitFact, Voice } from "#writing/facts";
import { cosmicTodosSchema, dailyHoroscopeSchema } from "#writing/schemas";
import { POINT_NAME } from "#writing/text";
import type { DigestContent } from "./digest-mail.ts";
import { localClock } from "./digest-schedule.ts";

/**
 * What the digest says, from the day's texts the Today page shows: the horoscope and the to-dos of
 * the user's local date in their voice, read from the text store or written once there under the
 * same key, seed and memory as Today writes them, so the mail and the page never disagree. (Features
 * do not import each other; this reaches the texts through the same shared layers Today uses.)
 */

export const NO_CHART_FOR_DIGEST =
  "The digest is written from your birth chart. Add your birth date, time and place first.";

const MEMORY_DAYS = 29;

function addDays(date: string, n: number): string {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y ?? 2000, (m ?? 1) - 1, (d ?? 1) + n)).toISOString().slice(0, 10);
}

async function earlierDays<T>(
  ctx: AppContext,
  user: UserRow,
  kind: "horoscope" | "todos",
  date: string,
  textsOf: (content: T) => string[],
): Promise<RecentDay[]> {
  const rows = await storedTextsBetween<T & { basis?: Basis }>(
    ctx,
    user.id,
    kind,
    addDays(date, -MEMORY_DAYS),
    addDays(date, -1),
  );
  const byDay = new Map<string, RecentDay & { texts: string[]; basis: Basis }>();
  for (const row of rows) {
    const day = byDay.get(row.key) ?? { date: row.key, texts: [], basis: [] };
    day.texts.push(...textsOf(row.content));
    day.basis.push(...(row.content.basis ?? []));
    byDay.set(row.key, day);
  }
  return [...byDay.values()];
}

const horoscopeTexts = (h: Horoscope) =>
  [h.content, h.loveInsight, h.careerInsight, h.wellnessInsight].filter((t): t is string => !!t);

export interface DayTexts {
  horoscope: Horoscope;
  todos: TodoItem[];
  /** The day's transits to the chart (for Premium's exact times); empty unless asked for. */
  transits: TransitFact[];
}

/**
 * The day's horoscope and to-dos of `date` (the user's local date) in `voice`. The day's facts
 * (transits, sky) are computed only when a text must be written or `withTransits` asks for them:
 * from stored texts a free member's digest costs two reads.
 */
export async function dayTexts(
  ctx: AppContext,
  user: UserRow,
  date: string,
  voice: Voice,
  withTransits = false,
): Promise<DayTexts> {
  const chart = await chartOrConflict(ctx, user, NO_CHART_FOR_DIGEST);
  const zone = user.timezone ?? "UTC";
  const cache: { facts?: ReturnType<typeof factsOf> } = {};
  function factsOf() {
    return {
      natal: natalFacts(chart),
      transits: transitsOfDay(chart, date, zone),
      sky: skyOfDay(date, zone),
    };
  }
  const getFacts = () => {
    cache.facts ??= factsOf();
    return cache.facts;
  };
  const seed = `${user.id}|${date}`;
  const horoscope = await getOrCreateText(
    ctx,
    user,
    { kind: "horoscope", key: date, mode: voice },
    async () => {
      const dayFacts = getFacts();
      const recent = await earlierDays(ctx, user, "horoscope", date, horoscopeTexts);
      const written = await ctx.writer.write(
        "daily-horoscope",
        dayFacts,
        voice,
        seed,
        dailyHoroscopeSchema,
        () => composeDailyHoroscope({ ...dayFacts, recent }, voice, seed),
      );
      // Stored with the reading exactly as Today stores it (ADR 037), so whichever is first to write
      // the day's horoscope, the page and the mail show the same headline and lines.
      const brief = todayBrief({ ...dayFacts, recent }, voice, seed);
      return { value: { ...written.value, brief }, source: written.source };
    },
  );
  const stored = await getOrCreateText(ctx, user, { kind: "todos", key: date, mode: voice }, async () => {
    const dayFacts = getFacts();
    const recent = await earlierDays(ctx, user, "todos", date, (t: { todos: TodoItem[] }) =>
      t.todos.map((item) => item.title),
    );
    return ctx.writer.write("cosmic-todos", dayFacts, voice, seed, cosmicTodosSchema, () =>
      composeCosmicTodos({ ...dayFacts, recent }, voice, seed),
    );
  });
  const transits = withTransits ? (cache.facts?.transits ?? transitsOfDay(chart, date, zone)) : [];
  return { horoscope, todos: stored.todos, transits };
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
