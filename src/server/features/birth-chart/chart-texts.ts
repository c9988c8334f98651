import type { NatalChart } from "#astro/index";
import { natalFacts } from "#server/charts/chart-facts";
import { composeChartBlurbs } from "#writing/index";

/**
 * The Chart Interpretation card's short readings. Deterministic for a chart (the seed is the
 * birth instant and place), cheap, and computed with the chart response, so not stored.
 */
export function chartBlurbs(chart: NatalChart): { bigThree: string; elements: string; aspects: string } {
  const seed = `${chart.utc}|${chart.latDeg}|${chart.lonDeg}`;
  const { bigThree, elements, aspects } = composeChartBlurbs({ natal: natalFacts(chart) }, "normal", seed);
  return { bigThree, elements, aspects };
}
