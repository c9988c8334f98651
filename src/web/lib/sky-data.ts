import { type BirthChartResponse, birthChartResponseSchema } from "#contracts/birth-chart";
import { type Horoscope, horoscopeSchema } from "#contracts/today";
import { type TransitsResponse, transitsResponseSchema } from "#contracts/transits";
import { api } from "./api.ts";

/**
 * The reads of the chart and what is derived from it that several screens show (the birth chart
 * page, Today, Transit Radar and the dashboard's sky summary), so no page reaches into another
 * page's folder for them. Their query keys are in query-keys.ts.
 */

export const HOROSCOPE_PATH = "/api/horoscope/today";
export const TRANSITS_PATH = "/api/transits";

export type RangeDays = 7 | 14 | 30 | 60;

/** What a transit list shows: a forecast window of `days` from today, or the transits of one local day. */
export type TransitView = { mode: "range"; days: RangeDays } | { mode: "day"; date: string };

export function fetchBirthChart(): Promise<BirthChartResponse> {
  return api.get("/api/birth-chart", birthChartResponseSchema);
}

export function fetchHoroscope(roastMode: boolean): Promise<Horoscope | null> {
  return api.get(`${HOROSCOPE_PATH}?roastMode=${roastMode}`, horoscopeSchema.nullable());
}

export function fetchTransits(view: TransitView): Promise<TransitsResponse> {
  const query = view.mode === "range" ? `days=${view.days}` : `date=${encodeURIComponent(view.date)}`;
  return api.get(`${TRANSITS_PATH}?${query}`, transitsResponseSchema);
}
