import type { AskOracleInput, OracleEntry } from "#contracts/insights";
import { apiRequest } from "#web/lib/query-client.ts";
import type { ToastInput } from "#web/lib/use-toast.ts";
import { jsonMessage } from "../throwback/api.ts";

/** Ask the Oracle calls (docs/product.md §13.3) and the toasts of docs/product.md §13.5. All three are premium-only. */

export const ORACLE_TODAY_PATH = "/api/oracle-today";
export const ORACLE_HISTORY_PATH = "/api/oracle-history";
export const ASK_ORACLE_PATH = "/api/ask-oracle";

/** Today's session is keyed by the local day too, so the page moves on by itself at midnight. */
export function oracleTodayKey(day: string) {
  return [ORACLE_TODAY_PATH, day] as const;
}
export const ORACLE_TODAY_PREFIX = [ORACLE_TODAY_PATH] as const;
export const ORACLE_HISTORY_KEY = [ORACLE_HISTORY_PATH] as const;

export const ASK_FAILED_FALLBACK = "Failed to ask the oracle";

export async function fetchOracleToday(): Promise<OracleEntry | null> {
  const response = await apiRequest("GET", ORACLE_TODAY_PATH);
  const text = await response.text();
  return text ? (JSON.parse(text) as OracleEntry | null) : null;
}

export async function fetchOracleHistory(): Promise<OracleEntry[]> {
  const response = await apiRequest("GET", ORACLE_HISTORY_PATH);
  const body = (await response.json()) as unknown;
  return Array.isArray(body) ? (body as OracleEntry[]) : [];
}

export async function askOracle(input: Required<AskOracleInput>): Promise<OracleEntry> {
  const response = await apiRequest("POST", ASK_ORACLE_PATH, input);
  return (await response.json()) as OracleEntry;
}

export function askFailureToast(error: unknown): ToastInput {
  return {
    title: "Oracle is silent",
    description: jsonMessage(error) ?? ASK_FAILED_FALLBACK,
    variant: "destructive",
  };
}

/** The `field` of a JSON error body (400 names the invalid field), or null. */
export function errorField(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  try {
    const parsed = JSON.parse(error.message.replace(/^\d{3}: /, "")) as { field?: unknown };
    return typeof parsed.field === "string" ? parsed.field : null;
  } catch {
    return null;
  }
}
