import { endpoints } from "#contracts/endpoints";
import type { TRANSIT_STATUSES } from "#contracts/transits";
import {
  type GenerateTransitsResponse,
  generateTransitsResponseSchema,
  TRANSIT_MESSAGES,
  type Transit,
  transitStatusSchema,
} from "#contracts/transits";
import { api, messageOr, sendForMessage } from "#web/lib/api.ts";
import type { ToastInput } from "#web/lib/use-toast.ts";

/** Transit Radar calls (docs/product.md §7.3) and the toasts of docs/product.md §7.5. */

import type { RangeDays } from "#web/lib/sky-data.ts";

export { fetchTransits, type RangeDays, type TransitView } from "#web/lib/sky-data.ts";

const GENERATION_FAILED_FALLBACK = "Failed to generate transit forecast. Please try again.";

export type TransitStatus = (typeof TRANSIT_STATUSES)[number];

export interface GenerateRequest {
  /** "YYYY-MM-DD" in Single Day view; left out in Time Range view (the server starts from today). */
  date?: string;
  days: RangeDays;
}

export function generateTransits(request: GenerateRequest): Promise<GenerateTransitsResponse> {
  return api.call(endpoints.transits.generate, generateTransitsResponseSchema, { body: request });
}

export async function fetchTransitStatus(id: number): Promise<TransitStatus> {
  return (await api.call(endpoints.transits.status, transitStatusSchema, { params: { id } })).status;
}

/** An empty answer still means the cache is gone. */
export function clearTransitCache(userId: number): Promise<string> {
  return sendForMessage(endpoints.transits.clearCache, { params: { userId } }, TRANSIT_MESSAGES.cacheCleared);
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
    description: messageOr(error, GENERATION_FAILED_FALLBACK),
    variant: "destructive",
  };
}
