import type { Aspect, ChartPoints, FortunePlacement, NatalChart, PointPlacement } from "#astro/index";
import { degreeInSign, houseOfLongitude, POLAR_LATITUDE_LIMIT_DEG, signOf } from "#astro/index";
import { type ChartData, type ChartPointKey, HOUSE_SYSTEM_NAMES, PLANET_KEYS } from "#contracts/birth-chart";

/** "aries" → "Aries". */
export const signLabel = (sign: string) => sign.charAt(0).toUpperCase() + sign.slice(1);

/**
 * The house-system line: the name of the system used, or, when the chosen system failed at the
 * birth place and equal houses stand in, the spec's "Equal (extreme latitude)" beyond the polar
 * circles and "Equal" where it has no solution elsewhere (01 §2).
 */
function houseSystemLabel(chart: NatalChart): ChartData["houseSystem"] {
  if (!chart.timeKnown || !chart.houseSystem) return null;
  if (!isHouseFallback(chart)) return HOUSE_SYSTEM_NAMES[chart.houseSystem];
  return Math.abs(chart.latDeg) > POLAR_LATITUDE_LIMIT_DEG ? "Equal (extreme latitude)" : "Equal";
}

/** The chosen system could not be used (Placidus or Koch at polar latitudes) and Equal stands in. */
function isHouseFallback(chart: NatalChart): boolean {
  return chart.timeKnown && chart.houseSystem !== null && chart.houseSystem !== chart.requestedHouseSystem;
}

type ChartPoint = NonNullable<ChartData["points"]["fortune"]>;

function pointView(p: PointPlacement): ChartPoint {
  return {
    longitude: p.longitudeDeg,
    sign: signLabel(p.sign),
    house: p.house,
    speed: p.speedDegPerDay,
    retrograde: p.retrograde,
  };
}

/**
 * The chart points as the client names them: the North Node the user chose (true or mean), the
 * South Node opposite it, Chiron, Lilith and the Part of Fortune (null without a birth time). Call
 * on a current chart (one with points, chart-store.ts isCurrentChart).
 */
export function chartPointPlacements(
  chart: NatalChart,
): Record<Exclude<ChartPointKey, "fortune">, PointPlacement> & { fortune: FortunePlacement | null } {
  const points = chart.points as ChartPoints;
  const north = chart.nodeType === "mean" ? points.meanNode : points.trueNode;
  const southLon = (north.longitudeDeg + 180) % 360;
  const south: PointPlacement = {
    ...north,
    longitudeDeg: southLon,
    sign: signOf(southLon),
    degreeInSign: degreeInSign(southLon),
    house: chart.houses ? houseOfLongitude(southLon, chart.houses) : null,
  };
  return {
    northNode: north,
    southNode: south,
    chiron: points.chiron,
    lilith: points.lilith,
    fortune: points.fortune,
  };
}

function pointsView(chart: NatalChart): ChartData["points"] {
  const p = chartPointPlacements(chart);
  return {
    northNode: pointView(p.northNode),
    southNode: pointView(p.southNode),
    chiron: pointView(p.chiron),
    lilith: pointView(p.lilith),
    fortune: p.fortune ? { ...pointView(p.fortune), day: p.fortune.day } : null,
  };
}

/** The client's name of an engine aspect point: the North Node by role, not by kind. */
export const clientPointName = (name: string): string =>
  name === "trueNode" || name === "meanNode" ? "northNode" : name;

const aspectView = (a: Aspect) => ({
  planet1: clientPointName(a.pointA),
  planet2: clientPointName(a.pointB),
  type: a.aspect,
  orb: Math.round(a.orbDeg * 100) / 100,
  applying: a.applying,
});

/** The engine's chart as the spec's chartData (01 §3), with aspects, speeds and the time report. */
export function toChartData(chart: NatalChart, zone: string): ChartData {
  const planets = Object.fromEntries(
    PLANET_KEYS.map((key) => {
      const p = chart.planets[key];
      return [
        key,
        {
          longitude: p.longitudeDeg,
          sign: signLabel(p.sign),
          house: p.house,
          speed: p.speedDegPerDay,
          retrograde: p.retrograde,
        },
      ];
    }),
  ) as ChartData["planets"];
  const local = chart.localTime;
  return {
    planets,
    ascendant: chart.ascendant ? { longitude: chart.ascendant.longitudeDeg } : null,
    midheaven: chart.midheaven ? { longitude: chart.midheaven.longitudeDeg } : null,
    houses: chart.houses ? [...chart.houses] : [],
    houseSystem: houseSystemLabel(chart),
    requestedHouseSystem: chart.timeKnown ? chart.requestedHouseSystem : null,
    houseSystemFallback: isHouseFallback(chart),
    aspects: chart.aspects.map(aspectView),
    points: pointsView(chart),
    pointAspects: (chart.pointAspects ?? []).map(aspectView),
    nodeType: chart.nodeType ?? "true",
    timeKnown: chart.timeKnown,
    ...(chart.moonSignRange ? { moonSignRange: chart.moonSignRange.signs.map(signLabel) } : {}),
    timeReport: {
      utc: chart.utc,
      zone,
      offsetMinutes: local?.offsetMinutes ?? 0,
      kind: local?.kind ?? "normal",
      note:
        local?.note ??
        (chart.timeKnown
          ? ""
          : "Birth time unknown: the chart is cast for local noon, without houses or angles."),
    },
  };
}
