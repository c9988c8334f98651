import type { z } from "zod";
import { endpoints } from "#contracts/endpoints";
import type { ThrowbackHistory, throwbackCountSchema } from "#contracts/today";
import { THROWBACK_MESSAGES, throwbackSchema } from "#contracts/today";
import { api, errorCodeOf, messageOr } from "#web/lib/api.ts";
import type { ToastInput } from "#web/lib/use-toast.ts";

/** Throwback calls (docs/product.md §14.3) and the toasts of docs/product.md §14.5. */

export type Throwback = z.infer<typeof throwbackSchema>;
export type ThrowbackCount = z.infer<typeof throwbackCountSchema>;

export type { ThrowbackHistory };
export type ThrowbackEntry = ThrowbackHistory["entries"][number];

const GENERATION_FAILED_FALLBACK = "Failed to generate throwback horoscope";

export interface ThrowbackRequest {
  date: string;
  roastMode: boolean;
}

export function generateThrowback(request: ThrowbackRequest): Promise<Throwback> {
  return api.call(endpoints.today.throwback, throwbackSchema, { body: request });
}

export function throwbackFailureToast(error: unknown): ToastInput {
  const code = errorCodeOf(error);
  if (code === "premium_required") {
    return {
      title: "Premium Feature",
      description: messageOr(error, THROWBACK_MESSAGES.premiumOnly),
      variant: "destructive",
    };
  }
  if (code === "daily_limit") {
    return {
      title: "Daily limit reached",
      description: THROWBACK_MESSAGES.dailyLimit,
      variant: "destructive",
    };
  }
  return {
    title: "Generation failed",
    description: messageOr(error, GENERATION_FAILED_FALLBACK),
    variant: "destructive",
  };
}
