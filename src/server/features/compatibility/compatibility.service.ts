import { compatibilityScores, findSynastryAspects } from "#astro/index";
import {
  COMPATIBILITY_MESSAGES,
  type CompatibilityRequest,
  type CompatibilityResult,
} from "#contracts/compatibility";
import { bigThreeOf } from "#server/charts/chart-facts";
import { castChart, chartOrConflict } from "#server/charts/chart-store";
import { signLabel } from "#server/charts/chart-view";
import { badRequest } from "#server/errors";
import type { UserContext } from "#server/platform/request-context";
import { composeCompatibility } from "#writing/compose/compatibility";
import type { BigThree, SynastryFacts, Voice } from "#writing/facts";
import { compatibilitySchema } from "#writing/schemas";

/** Compatibility (docs/product.md §11.1): the partner's chart against the user's, scored and described. */

export const COMPATIBILITY_RATE_MESSAGE =
  "That is a lot of compatibility reports for one hour. Take a breath and try again later.";

function chartView(three: BigThree): CompatibilityResult["userChart"] {
  return {
    sun: { sign: signLabel(three.sun) },
    moon: { sign: signLabel(three.moon) },
    ascendant: three.rising ? { sign: signLabel(three.rising) } : null,
  };
}

export async function calculateCompatibility(
  rc: UserContext,
  input: Required<Omit<CompatibilityRequest, "timezone" | "roastMode">> & {
    timezone: string;
    roastMode?: boolean;
  },
): Promise<CompatibilityResult> {
  const { app: ctx, user } = rc;
  const todayLatest = new Date(ctx.now().getTime() + 14 * 3600_000).toISOString().slice(0, 10);
  if (input.birthDate > todayLatest)
    throw badRequest("Birth date cannot be in the future", { field: "birthDate" });
  const userChart = await chartOrConflict(ctx, user, COMPATIBILITY_MESSAGES.noBirthData);
  const partnerChart = castChart({
    date: input.birthDate,
    time: input.birthTime,
    timeKnown: true,
    zone: input.timezone,
    latDeg: input.birthLatitude,
    lonDeg: input.birthLongitude,
  });

  const aspects = findSynastryAspects(userChart, partnerChart);
  const scores = compatibilityScores(userChart, partnerChart, aspects);
  const facts: SynastryFacts = {
    aspects: aspects.map((a) => ({ a: a.pointA, b: a.pointB, type: a.aspect, orbDeg: a.orbDeg })),
    scores,
    userBigThree: bigThreeOf(userChart),
    partnerBigThree: bigThreeOf(partnerChart),
    partnerName: input.partnerName,
  };
  const seed = `${user.id}|compat|${input.partnerName}|${input.birthDate}|${input.birthTime}`;
  const voice: Voice = input.roastMode ? "roast" : "normal";
  const { value } = await ctx.writer.write("compatibility", facts, voice, seed, compatibilitySchema, () =>
    composeCompatibility(facts, voice, seed),
  );
  return {
    partnerName: input.partnerName,
    overall: scores.overall,
    userChart: chartView(facts.userBigThree),
    partnerChart: chartView(facts.partnerBigThree),
    romantic: value.romantic,
    sexual: value.sexual,
    friendship: value.friendship,
    work: value.work,
    basis: value.basis,
  };
}
