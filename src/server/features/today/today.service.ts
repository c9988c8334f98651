import { localDateOf } from "#astro/index";
import type { Horoscope, ThrowbackHistory, TodoItem } from "#contracts/today";
import { THROWBACK_MESSAGES } from "#contracts/today";
import type { AppContext } from "#server/app-context";
import { natalFacts } from "#server/charts/chart-facts";
import { chartOrConflict } from "#server/charts/chart-store";
import { dayHoroscope, dayTodos, zoneOf } from "#server/charts/day-texts";
import { skyOfDay, transitsOfDay } from "#server/charts/sky";
import type { UserRow } from "#server/db/schema";
import { badRequest, forbidden } from "#server/errors";
import { mayUseThrowback } from "#server/platform/policy";
import type { UserContext } from "#server/platform/request-context";
import { readText, voiceOf } from "#server/platform/texts/read-text";
import { listTexts } from "#server/platform/texts/text-store";
import { TEXT_KINDS } from "#writing/index";
import { claimedThrowbackDate, claimThrowbackDate, throwbackCount } from "./throwback-limit.ts";

const NO_CHART_FOR_TODAY =
  "Your horoscope is computed from your birth chart. Add your birth date, time and place first.";

function userToday(ctx: AppContext, user: UserRow): string {
  return localDateOf(ctx.now(), zoneOf(user));
}

/** Today's horoscope in the user's zone, written once per (user, date, voice). */
export async function todaysHoroscope(
  rc: UserContext,
  { roastMode }: { roastMode: boolean },
): Promise<Horoscope> {
  const { app: ctx, user } = rc;
  const voice = voiceOf(rc, roastMode);
  const date = userToday(ctx, user);
  return dayHoroscope(ctx, user, date, voice, NO_CHART_FOR_TODAY);
}

/**
 * The five cosmic to-dos of a day; the date must be the user's today (± 1 day for zone edges).
 * roastMode (premium) gives the same tasks in the roast voice.
 */
export async function cosmicTodos(
  rc: UserContext,
  { date, roastMode = false }: { date: string; roastMode?: boolean },
): Promise<TodoItem[]> {
  const { app: ctx, user } = rc;
  const voice = voiceOf(rc, roastMode);
  const today = userToday(ctx, user);
  const dayMs = 86_400_000;
  if (Math.abs(Date.parse(date) - Date.parse(today)) > dayMs) {
    throw badRequest(`The to-do list is only available for today (${today}).`, { field: "date" });
  }
  const todos = await dayTodos(ctx, user, date, voice, NO_CHART_FOR_TODAY);
  return todos.map(({ id, title, explanation }) => ({ id, title, explanation }));
}

export async function throwbackUsage(rc: UserContext) {
  const { app: ctx, user } = rc;
  if (!mayUseThrowback(user, ctx.now()))
    throw forbidden(THROWBACK_MESSAGES.premiumOnly, { code: "premium_required" });
  return throwbackCount(ctx, user.id, userToday(ctx, user));
}

/** How many past throwbacks the history returns: a long session of use, not the whole archive. */
const THROWBACK_HISTORY_LIMIT = 60;
type StoredThrowback = Pick<ThrowbackHistory["entries"][number], "date" | "content" | "basis">;

/**
 * The throwbacks the user generated (kept in the text store), newest first, and the date claimed
 * on their local today, so a reload shows today's reading instead of losing it.
 */
export async function throwbackHistory(rc: UserContext): Promise<ThrowbackHistory> {
  const { app: ctx, user } = rc;
  if (!mayUseThrowback(user, ctx.now()))
    throw forbidden(THROWBACK_MESSAGES.premiumOnly, { code: "premium_required" });
  const [todayDate, rows] = await Promise.all([
    claimedThrowbackDate(ctx, user.id, userToday(ctx, user)),
    listTexts(ctx, user.id, TEXT_KINDS.throwback.stored, THROWBACK_HISTORY_LIMIT),
  ]);
  // Stored throwbacks are the writer's output, validated against the throwback schema when written.
  const entries = rows.map((row) => {
    const { date, content, basis } = row.content as StoredThrowback;
    return { date, content, basis, roastMode: row.mode === "roast", createdAt: row.createdAt.toISOString() };
  });
  return { todayDate, entries };
}

/**
 * A horoscope for a past date (1900-01-01 through the user's today): that day's transits to the
 * natal chart. Premium tier only; one distinct date per local day, claimed atomically.
 */
export async function throwbackHoroscope(
  rc: UserContext,
  { date, roastMode }: { date: string; roastMode: boolean },
) {
  const { app: ctx, user } = rc;
  if (!mayUseThrowback(user, ctx.now()))
    throw forbidden(THROWBACK_MESSAGES.premiumOnly, { code: "premium_required" });
  const today = userToday(ctx, user);
  if (date > today) throw badRequest(THROWBACK_MESSAGES.future, { field: "date" });
  const chart = await chartOrConflict(ctx, user, NO_CHART_FOR_TODAY);
  const claim = await claimThrowbackDate(ctx, user.id, today, date);
  try {
    // Throwback is premium-tier only, so the roast check of readText always passes here.
    return await readText(rc, "throwback", {
      key: date,
      roastMode,
      seed: `${user.id}|throwback|${date}`,
      facts: () => {
        const zone = zoneOf(user);
        return {
          natal: natalFacts(chart),
          transits: transitsOfDay(chart, date, zone),
          sky: skyOfDay(date, zone),
          // On the birth date the sky is the chart itself: the throwback has its own text then.
          birthDate: user.birthDate,
        };
      },
    });
  } catch (error) {
    await claim.release();
    throw error;
  }
}
