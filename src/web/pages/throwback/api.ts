import type { z } from "zod";
import type { ThrowbackHistory, throwbackCountSchema, throwbackSchema } from "#contracts/today";
import { THROWBACK_MESSAGES } from "#contracts/today";
import { apiRequest } from "#web/lib/query-client.ts";
import type { ToastInput } from "#web/lib/use-toast.ts";
import { statusOf } from "../today/api.ts";

/** Throwback calls (docs/product.md §14.3) and the toasts of docs/product.md §14.5. */

export type Throwback = z.infer<typeof throwbackSchema>;
export type ThrowbackCount = z.infer<typeof throwbackCountSchema>;

export type { ThrowbackHistory };
export type ThrowbackEntry = ThrowbackHistory["entries"][number];

export const THROWBACK_COUNT_KEY = ["/api/throwback-count"] as const;
/** The user's stored throwbacks and the date opened today, so a reload keeps today's reading. */
export const THROWBACK_HISTORY_KEY = ["/api/throwback-history"] as const;
export const GENERATION_FAILED_FALLBACK = "Failed to generate throwback horoscope";

export interface ThrowbackRequest {
  date: string;
  roastMode: boolean;
}

export async function generateThrowback(request: ThrowbackRequest): Promise<Throwback> {
  const response = await apiRequest("POST", "/api/throwback-horoscope", request);
  return (await response.json()) as Throwback;
}

/** The `message` of a JSON error body, or null (HTML pages and network errors have none). */
export function jsonMessage(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  const body = error.message.replace(/^\d{3}: /, "");
  try {
    const parsed = JSON.parse(body) as { message?: unknown; error?: unknown };
    const message = parsed.message ?? parsed.error;
    return typeof message === "string" && message.trim() ? message : null;
  } catch {
    return null;
  }
}

export function throwbackFailureToast(error: unknown): ToastInput {
  const status = statusOf(error);
  if (status === 403) {
    return {
      title: "Premium Feature",
      description: jsonMessage(error) ?? THROWBACK_MESSAGES.premiumOnly,
      variant: "destructive",
    };
  }
  if (status === 429) {
    return {
      title: "Daily limit reached",
      description: THROWBACK_MESSAGES.dailyLimit,
      variant: "destructive",
    };
  }
  return {
    title: "Generation failed",
    description: jsonMessage(error) ?? GENERATION_FAILED_FALLBACK,
    variant: "destructive",
  };
}
