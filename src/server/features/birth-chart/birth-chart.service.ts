import type { NatalChart } from "#astro/index";
import type { BirthChartResponse, BirthInfo, ChartSettings } from "#contracts/birth-chart";
import type { PublicUser } from "#contracts/user";
import { hasBirthData, loadChart, recomputeChart, writeBirthData } from "#server/charts/chart-store";
import { signLabel, toChartData } from "#server/charts/chart-view";
import { badRequest } from "#server/errors";
import type { UserContext } from "#server/platform/request-context";
import { toPublicUser } from "#server/presenters/public-user";
import { chartBlurbs } from "./chart-texts.ts";

function toBirthChartResponse(chart: NatalChart, zone: string): BirthChartResponse {
  return {
    chartData: toChartData(chart, zone),
    sunSign: signLabel(chart.planets.sun.sign),
    moonSign: signLabel(chart.planets.moon.sign),
    risingSign: chart.ascendant ? signLabel(chart.ascendant.sign) : null,
    blurbs: chartBlurbs(chart),
  };
}

/**
 * Saves birth data and the chart cast from it; every text written from the old chart is forgotten
 * in the same transaction. A local time in a DST gap or overlap is accepted; the chart's time
 * report says which instant was used.
 */
export async function saveBirthInfo(
  rc: UserContext,
  input: BirthInfo,
): Promise<{ user: PublicUser; chart: BirthChartResponse }> {
  const { app: ctx } = rc;
  const userId = rc.user.id;
  const todayLatest = new Date(ctx.now().getTime() + 14 * 3600_000).toISOString().slice(0, 10);
  if (input.birthDate > todayLatest)
    throw badRequest("Birth date cannot be in the future", { field: "birthDate" });
  const saved = await ctx.db.transaction((tx) =>
    writeBirthData(
      tx,
      userId,
      {
        birthDate: input.birthDate,
        birthTime: input.birthTimeKnown ? input.birthTime : null,
        birthTimeKnown: input.birthTimeKnown,
        birthPlace: input.birthPlace,
        birthLatitude: input.birthLatitude,
        birthLongitude: input.birthLongitude,
        birthTimezone: input.timezone,
      },
      ctx.now(),
    ),
  );
  const chart = saved.chart ?? (await loadChart(ctx, saved.user));
  return {
    user: toPublicUser(saved.user, ctx.config.roles),
    chart: toBirthChartResponse(chart, input.timezone),
  };
}

export async function getBirthChart(rc: UserContext): Promise<BirthChartResponse> {
  const { app: ctx, user } = rc;
  return toBirthChartResponse(await loadChart(ctx, user), user.birthTimezone ?? "UTC");
}

/** Casts the chart again from the stored birth data (e.g. after an engine fix). */
export async function recastBirthChart(rc: UserContext): Promise<BirthChartResponse> {
  const { app: ctx, user } = rc;
  return toBirthChartResponse(await recomputeChart(ctx, user), user.birthTimezone ?? "UTC");
}

/**
 * Stores the user's house system and North Node (issue 31). A change recasts the stored chart with
 * them and forgets every text and transit of the old one in the same transaction (as a birth-data
 * change does), so every reading that mentions houses is written again in the chosen system.
 * Answers the user and, when there is birth data, the chart as it now stands.
 */
export async function saveChartSettings(
  rc: UserContext,
  input: ChartSettings,
): Promise<{ user: PublicUser; chart: BirthChartResponse | null }> {
  const { app: ctx } = rc;
  const saved = await ctx.db.transaction((tx) =>
    writeBirthData(tx, rc.user.id, { houseSystem: input.houseSystem, nodeType: input.nodeType }, ctx.now()),
  );
  const zone = saved.user.birthTimezone ?? "UTC";
  const chart = saved.chart ?? (hasBirthData(saved.user) ? await loadChart(ctx, saved.user) : null);
  return {
    user: toPublicUser(saved.user, ctx.config.roles),
    chart: chart ? toBirthChartResponse(chart, zone) : null,
  };
}
