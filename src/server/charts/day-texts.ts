import type { Horoscope, TodoItem } from "#contracts/today";
import type { AppContext } from "#server/app-context";
import { chartOrConflict } from "#server/charts/chart-store";
import type { DayFacts } from "#server/charts/day-facts";
import type { UserRow } from "#server/db/schema";
import { storedText } from "#server/platform/texts/read-text";
import { storedTextsBetween } from "#server/platform/texts/text-store";
import { type Basis, type RecentDay, TEXT_KINDS, todayBrief, type Voice } from "#writing/index";

/**
 * A user's daily texts (the horoscope with Today's brief, and the cosmic to-dos), written once per
 * (user, local date, voice) into the text store and read back after. Today, the e-mail digest and
 * the "Today" push all read them here, so the page, the mail and the notification say the same
 * thing whichever asks first.
 */

/** The user's zone decides their day (spec: tasks refresh at local midnight). */
export const zoneOf = (user: UserRow) => user.timezone ?? "UTC";

/**
 * The facts of one local day for this user: natal chart, transits in orb, the sky. Worked out in
 * a worker thread (ctx.dayFacts) and remembered for the chart version, so the horoscope, the to-dos
 * and the digest's exact times of one day cost one computation between them.
 */
export async function dayFacts(
  ctx: AppContext,
  user: UserRow,
  date: string,
  noChart: string,
): Promise<DayFacts> {
  const zone = zoneOf(user);
  // texts_version moves with every birth-data change, so a remembered result is of the current chart.
  const key = `${user.id}|${user.textsVersion}|${date}|${zone}`;
  let facts = ctx.dayFacts.recall(key);
  if (!facts) {
    const chart = await chartOrConflict(ctx, user, noChart);
    facts = ctx.dayFacts.remember(key, () => ctx.dayFacts.compute(chart, date, zone));
  }
  // Each caller its own copy: nothing a writer does to its facts reaches the next one.
  return structuredClone(await facts);
}

/** How many earlier days the writer remembers for a daily reader. */
const MEMORY_DAYS = 29;

function addDays(date: string, n: number): string {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y ?? 2000, (m ?? 1) - 1, (d ?? 1) + n)).toISOString().slice(0, 10);
}

/**
 * What the user was shown on the earlier days (both voices), as the writer's memory: the daily
 * texts are then fresh for someone who reads every day. Days the user did not open have no
 * stored text and nothing to avoid.
 */
async function earlierDays<T>(
  ctx: AppContext,
  user: UserRow,
  kind: "daily-horoscope" | "cosmic-todos",
  date: string,
  textsOf: (content: T) => string[],
): Promise<RecentDay[]> {
  const rows = await storedTextsBetween<T & { basis?: Basis }>(
    ctx,
    user.id,
    TEXT_KINDS[kind].stored,
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

/** What the reader met in a day's horoscope: the reading, its tiles and its brief (so no line repeats). */
const horoscopeTexts = (h: Horoscope) =>
  [
    h.content,
    h.loveInsight,
    h.careerInsight,
    h.wellnessInsight,
    h.brief?.headline,
    h.brief?.do,
    h.brief?.avoid,
    h.brief?.watch,
  ].filter((t): t is string => !!t);

/** The day's horoscope in `voice`, with Today's brief (ADR 037) stored in the same row. */
export function dayHoroscope(
  ctx: AppContext,
  user: UserRow,
  date: string,
  voice: Voice,
  noChart: string,
): Promise<Horoscope> {
  const seed = `${user.id}|${date}`;
  return storedText(ctx, user, "daily-horoscope", voice, {
    key: date,
    seed,
    // The memory of earlier days is the built-in composer's; the model gets the day (kinds.ts).
    facts: async () => ({
      ...(await dayFacts(ctx, user, date, noChart)),
      recent: await earlierDays(ctx, user, "daily-horoscope", date, horoscopeTexts),
    }),
    // Today's shape: the headline and do / avoid / watch from the same facts and memory, stored
    // with the reading so both stay the same all day.
    complete: (reading, facts): Horoscope => ({ ...reading, brief: todayBrief(facts, voice, seed) }),
  });
}

/** The day's five cosmic to-dos in `voice`. */
export async function dayTodos(
  ctx: AppContext,
  user: UserRow,
  date: string,
  voice: Voice,
  noChart: string,
): Promise<TodoItem[]> {
  const stored = await storedText(ctx, user, "cosmic-todos", voice, {
    key: date,
    seed: `${user.id}|${date}`,
    facts: async () => ({
      ...(await dayFacts(ctx, user, date, noChart)),
      recent: await earlierDays(ctx, user, "cosmic-todos", date, (t: { todos: TodoItem[] }) =>
        t.todos.map((item) => item.title),
      ),
    }),
  });
  return stored.todos;
}
