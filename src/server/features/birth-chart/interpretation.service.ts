import type { FullInterpretation } from "#contracts/birth-chart";
import type { AppContext } from "#server/app-context";
import { natalFacts } from "#server/charts/chart-facts";
import { loadChart } from "#server/charts/chart-store";
import { chartPointPlacements, clientPointName } from "#server/charts/chart-view";
import type { UserRow } from "#server/db/schema";
import { badRequest } from "#server/errors";
import type { UserContext } from "#server/platform/request-context";
import { storedText, voiceOf } from "#server/platform/texts/read-text";
import {
  type ChartPoint,
  type FactsOf,
  NATAL_POINTS,
  type NatalPoint,
  PLANETS,
  type Planet,
  type Voice,
} from "#writing/index";

/** "Sun", "sun", "Rising" → a natal point of the stored chart. */
function pointOf(name: string): NatalPoint {
  const key = name.trim().toLowerCase();
  const point = key === "rising" || key === "ac" ? "ascendant" : key === "mc" ? "midheaven" : key;
  if (!(NATAL_POINTS as readonly string[]).includes(point)) throw badRequest(`Unknown planet "${name}"`);
  return point as NatalPoint;
}

/** "North Node", "Part of Fortune", "Black Moon Lilith", "chiron", … → a chart point, or null. */
function chartPointOf(name: string): ChartPoint | null {
  const key = name.toLowerCase().replace(/[^a-z]/g, "");
  const aliases: Record<string, ChartPoint> = {
    northnode: "northNode",
    southnode: "southNode",
    chiron: "chiron",
    lilith: "lilith",
    blackmoonlilith: "lilith",
    fortune: "fortune",
    partoffortune: "fortune",
  };
  return aliases[key] ?? null;
}

/** One planet's or chart point's interpretation, stored per user, point and voice (keyed and seeded by the point). */
async function storedInterpretation<K extends "planet-interpretation" | "point-interpretation">(
  ctx: AppContext,
  user: UserRow,
  kind: K,
  voice: Voice,
  key: NatalPoint | ChartPoint,
  facts: FactsOf<K>,
): Promise<{ interpretation: string }> {
  const text = await storedText(ctx, user, kind, voice, {
    key,
    seed: `${user.id}|${key}`,
    facts: () => facts,
  });
  return { interpretation: text.interpretation };
}

/**
 * One chart point's meaning (nodes, Chiron, Lilith, Part of Fortune), from the stored chart,
 * written once per user, point and voice; the texts are forgotten when the chart or its settings
 * change, so the node and the house follow the user's choice.
 */
async function pointInterpretation(
  ctx: AppContext,
  user: UserRow,
  point: ChartPoint,
  voice: Voice,
): Promise<{ interpretation: string }> {
  const chart = await loadChart(ctx, user);
  const placement = chartPointPlacements(chart)[point];
  if (!placement) throw badRequest("The Part of Fortune needs a birth time. Add your birth time to see it.");
  const contacts = (chart.pointAspects ?? []).flatMap((a) => {
    const [mine, other] = clientPointName(a.pointA) === point ? [a.pointA, a.pointB] : [a.pointB, a.pointA];
    if (clientPointName(mine) !== point || !(PLANETS as readonly string[]).includes(other)) return [];
    return [{ planet: other as Planet, type: a.aspect, orbDeg: a.orbDeg }];
  });
  return storedInterpretation(ctx, user, "point-interpretation", voice, point, {
    natal: natalFacts(chart),
    point,
    sign: placement.sign,
    house: chart.timeKnown ? placement.house : null,
    ...("day" in placement ? { day: placement.day } : {}),
    contacts,
  });
}

/**
 * One planet's interpretation, from the STORED chart (the client's sign/house claims are ignored),
 * written once per user, planet and voice. The chart points (nodes, Chiron, Lilith, Part of
 * Fortune) get their own shorter meaning.
 */
export async function planetInterpretation(
  rc: UserContext,
  { planetName, roastMode }: { planetName: string; roastMode: boolean },
): Promise<{ interpretation: string }> {
  const { app: ctx, user } = rc;
  const voice = voiceOf(rc, roastMode);
  const chartPoint = chartPointOf(planetName);
  if (chartPoint) return pointInterpretation(ctx, user, chartPoint, voice);
  const body = pointOf(planetName);
  const chart = await loadChart(ctx, user);
  if ((body === "ascendant" || body === "midheaven") && !chart.timeKnown) {
    throw badRequest("The angles need a birth time. Add your birth time to see them.");
  }
  return storedInterpretation(ctx, user, "planet-interpretation", voice, body, {
    natal: natalFacts(chart),
    body,
  });
}

/** The full chart interpretation; roast mode for premium and pro only. */
export async function fullInterpretation(
  rc: UserContext,
  { roastMode }: { roastMode: boolean },
): Promise<FullInterpretation> {
  const { app: ctx, user } = rc;
  // The voice is checked before the chart is read: a free member's roast is refused either way.
  const voice = voiceOf(rc, roastMode);
  const chart = await loadChart(ctx, user);
  const text = await storedText(ctx, user, "chart-interpretation", voice, {
    key: "full",
    seed: `${user.id}|chart`,
    facts: () => ({ natal: natalFacts(chart) }),
  });
  return {
    interpretation: {
      interpretation: text.interpretation,
      strengths: text.strengths,
      challenges: text.challenges,
      lifeThemes: text.lifeThemes,
    },
  };
}
