import { type FullInterpretation, ROAST_PREMIUM_MESSAGE } from "#contracts/birth-chart";
import type { AppContext } from "#server/app-context";
import { natalFacts } from "#server/charts/chart-facts";
import { loadChart } from "#server/charts/chart-store";
import type { UserRow } from "#server/db/schema";
import { badRequest, forbidden } from "#server/errors";
import { isPremium } from "#server/platform/policy";
import type { UserContext } from "#server/platform/request-context";
import { getOrCreateText } from "#server/platform/texts/text-store";
import { composeChartInterpretation } from "#writing/compose/chart-interpretation";
import { composePlanetInterpretation } from "#writing/compose/planet-interpretation";
import { NATAL_POINTS, type NatalPoint, type Voice } from "#writing/facts";
import { chartInterpretationSchema, planetInterpretationSchema } from "#writing/schemas";

function voiceFor(ctx: AppContext, user: UserRow, roastMode: boolean): Voice {
  if (roastMode && !isPremium(user, ctx.now()))
    throw forbidden(ROAST_PREMIUM_MESSAGE, { code: "premium_required" });
  return roastMode ? "roast" : "normal";
}

/** "Sun", "sun", "Rising" → a natal point of the stored chart. */
function pointOf(name: string): NatalPoint {
  const key = name.trim().toLowerCase();
  const point = key === "rising" || key === "ac" ? "ascendant" : key === "mc" ? "midheaven" : key;
  if (!(NATAL_POINTS as readonly string[]).includes(point)) throw badRequest(`Unknown planet "${name}"`);
  return point as NatalPoint;
}

/**
 * One planet's interpretation, from the STORED chart (the client's sign/house claims are ignored),
 * written once per user, planet and voice.
 */
export async function planetInterpretation(
  rc: UserContext,
  { planetName, roastMode }: { planetName: string; roastMode: boolean },
): Promise<{ interpretation: string }> {
  const { app: ctx, user } = rc;
  const voice = voiceFor(ctx, user, roastMode);
  const body = pointOf(planetName);
  const chart = await loadChart(ctx, user);
  if ((body === "ascendant" || body === "midheaven") && !chart.timeKnown) {
    throw badRequest("The angles need a birth time. Add your birth time to see them.");
  }
  const facts = { natal: natalFacts(chart), body };
  const text = await getOrCreateText(ctx, user, { kind: "planet", key: body, mode: voice }, () =>
    ctx.writer.write(
      "planet-interpretation",
      facts,
      voice,
      `${user.id}|${body}`,
      planetInterpretationSchema,
      () => composePlanetInterpretation(facts, voice, `${user.id}|${body}`),
    ),
  );
  return { interpretation: text.interpretation };
}

/** The full chart interpretation; roast mode for premium and pro only. */
export async function fullInterpretation(
  rc: UserContext,
  { roastMode }: { roastMode: boolean },
): Promise<FullInterpretation> {
  const { app: ctx, user } = rc;
  const voice = voiceFor(ctx, user, roastMode);
  const chart = await loadChart(ctx, user);
  const facts = { natal: natalFacts(chart) };
  const seed = `${user.id}|chart`;
  const text = await getOrCreateText(ctx, user, { kind: "chart", key: "full", mode: voice }, () =>
    ctx.writer.write("chart-interpretation", facts, voice, seed, chartInterpretationSchema, () =>
      composeChartInterpretation(facts, voice, seed),
    ),
  );
  return {
    interpretation: {
      interpretation: text.interpretation,
      strengths: text.strengths,
      challenges: text.challenges,
      lifeThemes: text.lifeThemes,
    },
  };
}
