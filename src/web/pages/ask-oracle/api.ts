import { z } from "zod";
import { endpoints } from "#contracts/endpoints";
import { type AskOracleInput, type OracleEntry, oracleEntrySchema } from "#contracts/insights";
import { api, messageOr } from "#web/lib/api.ts";
import type { ToastInput } from "#web/lib/use-toast.ts";

/** Ask the Oracle calls (docs/product.md §13.3) and the toasts of docs/product.md §13.5. All three are premium-only. */

const ASK_FAILED_FALLBACK = "Failed to ask the oracle";

export function fetchOracleToday(): Promise<OracleEntry | null> {
  return api.call(endpoints.insights.oracleToday, oracleEntrySchema.nullable());
}

export function fetchOracleHistory(): Promise<OracleEntry[]> {
  return api.call(endpoints.insights.oracleHistory, z.array(oracleEntrySchema));
}

export function askOracle(input: Required<AskOracleInput>): Promise<OracleEntry> {
  return api.call(endpoints.insights.askOracle, oracleEntrySchema, { body: input });
}

export function askFailureToast(error: unknown): ToastInput {
  return {
    title: "Oracle is silent",
    description: messageOr(error, ASK_FAILED_FALLBACK),
    variant: "destructive",
  };
}
