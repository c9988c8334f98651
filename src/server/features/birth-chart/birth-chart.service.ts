import { eq } from "drizzle-orm";
import { computeChartWithUnknownTime, computeNatalChartFromLocal, type NatalChart } from "#astro/index";
import type { BirthChartResponse, BirthInfo } from "#contracts/birth-chart";
import type { PublicUser } from "#contracts/user";
import type { AppContext } from "#server/app-context";
import { birthCharts, transits, type UserRow, users } from "#server/db/schema";
import { badRequest, conflict, HttpError, notFound, unauthorized } from "#server/errors";
import { deleteUserTexts } from "#server/platform/texts/text-store";
import { toPublicUser } from "../accounts/accounts.service.ts";
import { chartBlurbs } from "./chart-texts.ts";
import { signLabel, toChartData } from "./chart-view.ts";

export const NO_BIRTH_DATA_MESSAGE =
  "No birth chart yet. Enter your birth date, time and place on the Birth Chart page to create it.";

/** Birth data complete enough to cast a chart. */
function hasBirthData(user: UserRow): boolean {
  return (
    !!user.birthDate &&
    (!!user.birthTime || !user.birthTimeKnown) &&
    user.birthLatitude !== null &&
    user.birthLongitude !== null &&
    !!user.birthTimezone
  );
}

/** Casts the chart from stored birth data; engine range errors become 400 with its message. */
export function castChart(birth: {
  date: string;
  time: string | null;
  timeKnown: boolean;
  zone: string;
  latDeg: number;
  lonDeg: number;
}): NatalChart {
  try {
    if (!birth.timeKnown || !birth.time) {
      return computeChartWithUnknownTime({
        date: birth.date,
        zone: birth.zone,
        latDeg: birth.latDeg,
        lonDeg: birth.lonDeg,
      });
    }
    return computeNatalChartFromLocal({
      date: birth.date,
      time: birth.time,
      zone: birth.zone,
      latDeg: birth.latDeg,
      lonDeg: birth.lonDeg,
    });
  } catch (error) {
    if (error instanceof RangeError || error instanceof TypeError) throw badRequest(error.message);
    throw error;
  }
}

const birthOf = (user: UserRow) => ({
  date: user.birthDate as string,
  time: user.birthTime,
  timeKnown: user.birthTimeKnown,
  zone: user.birthTimezone as string,
  latDeg: user.birthLatitude as number,
  lonDeg: user.birthLongitude as number,
});

export function toBirthChartResponse(chart: NatalChart, zone: string): BirthChartResponse {
  return {
    chartData: toChartData(chart, zone),
    sunSign: signLabel(chart.planets.sun.sign),
    moonSign: signLabel(chart.planets.moon.sign),
    risingSign: chart.ascendant ? signLabel(chart.ascendant.sign) : null,
    blurbs: chartBlurbs(chart),
  };
}

/**
 * Saves birth data and the chart cast from it, and forgets every text written from the old chart
 * (DESIGN.md §6). A local time in a DST gap or overlap is accepted; the chart's time report says
 * which instant was used.
 */
export async function saveBirthInfo(
  ctx: AppContext,
  userId: number,
  input: BirthInfo,
): Promise<{ user: PublicUser; chart: BirthChartResponse }> {
  const todayLatest = new Date(ctx.now().getTime() + 14 * 3600_000).toISOString().slice(0, 10);
  if (input.birthDate > todayLatest)
    throw badRequest("Birth date cannot be in the future", { field: "birthDate" });
  const birthTime = input.birthTimeKnown ? input.birthTime : null;
  const chart = castChart({
    date: input.birthDate,
    time: birthTime,
    timeKnown: input.birthTimeKnown,
    zone: input.timezone,
    latDeg: input.birthLatitude,
    lonDeg: input.birthLongitude,
  });
  const now = ctx.now();
  const user = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({
        birthDate: input.birthDate,
        birthTime,
        birthTimeKnown: input.birthTimeKnown,
        birthPlace: input.birthPlace,
        birthLatitude: input.birthLatitude,
        birthLongitude: input.birthLongitude,
        birthTimezone: input.timezone,
      })
      .where(eq(users.id, userId))
      .returning();
    if (!row) throw unauthorized();
    await tx
      .insert(birthCharts)
      .values({ userId, chart, computedAt: now })
      .onConflictDoUpdate({ target: birthCharts.userId, set: { chart, computedAt: now } });
    await forgetChartDerivedData({ db: tx as unknown as AppContext["db"] }, userId);
    return row;
  });
  return { user: toPublicUser(user), chart: toBirthChartResponse(chart, input.timezone) };
}

/** The stored chart, cast now if the birth data exists but no chart was stored yet. */
export async function loadChart(ctx: AppContext, user: UserRow): Promise<NatalChart> {
  const [stored] = await ctx.db.select().from(birthCharts).where(eq(birthCharts.userId, user.id)).limit(1);
  if (stored) return stored.chart as NatalChart;
  if (!hasBirthData(user)) throw notFound(NO_BIRTH_DATA_MESSAGE);
  return recomputeChart(ctx, user);
}

/**
 * The chart for a feature that reads it (horoscope, transits, oracle, …): without birth data that
 * is 409 with the feature's own message, which its page turns into "complete your birth chart".
 */
export async function chartOrConflict(ctx: AppContext, user: UserRow, message: string): Promise<NatalChart> {
  try {
    return await loadChart(ctx, user);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404)
      throw conflict(message, { code: "no_birth_chart" });
    throw error;
  }
}

/** Casts the chart again from the stored birth data and stores it (POST /api/birth-chart). */
export async function recomputeChart(ctx: AppContext, user: UserRow): Promise<NatalChart> {
  if (!hasBirthData(user)) throw notFound(NO_BIRTH_DATA_MESSAGE);
  const chart = castChart(birthOf(user));
  const now = ctx.now();
  await ctx.db
    .insert(birthCharts)
    .values({ userId: user.id, chart, computedAt: now })
    .onConflictDoUpdate({ target: birthCharts.userId, set: { chart, computedAt: now } });
  return chart;
}

export async function getBirthChart(ctx: AppContext, user: UserRow): Promise<BirthChartResponse> {
  return toBirthChartResponse(await loadChart(ctx, user), user.birthTimezone ?? "UTC");
}

/** Birth data edited elsewhere (profile): the old chart and its texts no longer hold. */
export async function invalidateChart(ctx: Pick<AppContext, "db">, userId: number): Promise<void> {
  await ctx.db.delete(birthCharts).where(eq(birthCharts.userId, userId));
  await forgetChartDerivedData(ctx, userId);
}

/** Everything computed from the old chart: its texts and its transits (they are recalculated on demand). */
async function forgetChartDerivedData(ctx: Pick<AppContext, "db">, userId: number): Promise<void> {
  await deleteUserTexts(ctx, userId);
  await ctx.db.delete(transits).where(eq(transits.userId, userId));
}
