import { type BirthChartResponse, birthChartResponseSchema } from "#contracts/birth-chart";
import { endpoints } from "#contracts/endpoints";
import { type Horoscope, horoscopeSchema } from "#contracts/today";
import { type TransitsResponse, transitsResponseSchema } from "#contracts/transits";
import { api } from "./api.ts";

/**
 * The reads of the chart and what is derived from it that several screens show (the birth chart
 * page, Today, Transit Radar and the dashboard's sky summary), so no page reaches into another
 * page's folder for them. Their query keys are in query-keys.ts.
 */

export type RangeDays = 7 | 14 | 30 | 60;

/** What a transit list shows: a forecast window of `days` from today, or the transits of one local day. */
export type TransitView = { mode: "range"; days: RangeDays } | { mode: "day"; date: string };

export function fetchBirthChart(): Promise<BirthChartResponse> {
  return api.call(endpoints.birthChart.chart, birthChartResponseSchema);
}

export function fetchHoroscope(roastMode: boolean): Promise<Horoscope | null> {
  return api.call(endpoints.today.horoscope, horoscopeSchema.nullable(), { query: { roastMode } });
}

export function fetchTransits(view: TransitView): Promise<TransitsResponse> {
  const query = view.mode === "range" ? { days: view.days } : { date: view.date };
  return api.call(endpoints.transits.list, transitsResponseSchema, { query });
}
