import type { TRANSIT_STATUSES } from "#contracts/transits";
import {
  type GenerateTransitsResponse,
  TRANSIT_MESSAGES,
  type Transit,
  type TransitsResponse,
} from "#contracts/transits";
import { apiRequest } from "#web/lib/query-client.ts";
import type { ToastInput } from "#web/lib/use-toast.ts";
import { jsonMessage } from "../throwback/api.ts";

/** Transit Radar calls (docs/product.md §7.3) and the toasts of docs/product.md §7.5. */

export const TRANSITS_PATH = "/api/transits";
export const GENERATION_FAILED_FALLBACK = "Failed to generate transit forecast. Please try again.";

export type TransitStatus = (typeof TRANSIT_STATUSES)[number];
export type RangeDays = 7 | 14 | 30 | 60;

/** What the list shows: a forecast window of `days` from today, or the transits of one local day. */
export type TransitView = { mode: "range"; days: RangeDays } | { mode: "day"; date: string };

/** Every list query starts with TRANSITS_PATH, so one invalidation refreshes both views. */
export function transitsQueryKey(view: TransitView) {
  return view.mode === "range"
    ? ([TRANSITS_PATH, { days: view.days }] as const)
    : ([TRANSITS_PATH, { date: view.date }] as const);
}

export async function fetchTransits(view: TransitView): Promise<TransitsResponse> {
  const query = view.mode === "range" ? `days=${view.days}` : `date=${encodeURIComponent(view.date)}`;
  const response = await apiRequest("GET", `${TRANSITS_PATH}?${query}`);
  return (await response.json()) as TransitsResponse;
}

export interface GenerateRequest {
  /** "YYYY-MM-DD" in Single Day view; left out in Time Range view (the server starts from today). */
  date?: string;
  days: RangeDays;
}

export async function generateTransits(request: GenerateRequest): Promise<GenerateTransitsResponse> {
  const response = await apiRequest("POST", `${TRANSITS_PATH}/generate`, request);
  return (await response.json()) as GenerateTransitsResponse;
}

export async function fetchTransitStatus(id: number): Promise<TransitStatus> {
  const response = await apiRequest("GET", `${TRANSITS_PATH}/status/${id}`);
  const body = (await response.json()) as { status: TransitStatus };
  return body.status;
}

export async function clearTransitCache(userId: number): Promise<string> {
  const response = await apiRequest("DELETE", `/api/admin/clear-transit-cache/${userId}`);
  const text = await response.text();
  try {
    const body = JSON.parse(text) as { message?: unknown };
    if (typeof body.message === "string" && body.message.trim()) return body.message;
  } catch {
    // An empty or non-JSON body still means the cache is gone.
  }
  return TRANSIT_MESSAGES.cacheCleared;
}

export function isWriting(transit: Pick<Transit, "status">): boolean {
  return transit.status === "pending" || transit.status === "processing";
}

/** The toast after Generate Forecast: cached, calculated, or nothing found. */
export function generationToast(result: GenerateTransitsResponse): ToastInput {
  if (result.cached) {
    return { title: "Transits Retrieved", description: result.message || TRANSIT_MESSAGES.cached };
  }
  if (result.transits.length > 0) {
    return {
      title: "Transits Calculated",
      description: TRANSIT_MESSAGES.calculated(result.transits.length),
      variant: "success",
    };
  }
  return { title: "No Transits Found", description: result.message || TRANSIT_MESSAGES.noneFound };
}

export function generationFailureToast(error: unknown): ToastInput {
  return {
    title: "Generation Failed",
    description: jsonMessage(error) ?? GENERATION_FAILED_FALLBACK,
    variant: "destructive",
  };
}
