import type { Horoscope, TodoItem } from "#contracts/today";
import { apiRequest } from "#web/lib/query-client.ts";

/** The Today page's calls (docs/product.md §5.3): the horoscope never retries, the to-do list retries once. */

export const HOROSCOPE_PATH = "/api/horoscope/today";
export const TODO_PATH = "/api/cosmic-todo";

export async function fetchHoroscope(roastMode: boolean): Promise<Horoscope | null> {
  const response = await apiRequest("GET", `${HOROSCOPE_PATH}?roastMode=${roastMode}`);
  const text = await response.text();
  return text ? (JSON.parse(text) as Horoscope | null) : null;
}

export async function fetchTodos(date: string, roastMode = false): Promise<TodoItem[]> {
  const mode = roastMode ? "&roastMode=true" : "";
  const response = await apiRequest("GET", `${TODO_PATH}?date=${encodeURIComponent(date)}${mode}`);
  const body = (await response.json()) as unknown;
  return Array.isArray(body) ? (body as TodoItem[]) : [];
}

/** The HTTP status of an Error("<status>: <body>") from apiRequest, or null. */
export function statusOf(error: unknown): number | null {
  if (!(error instanceof Error)) return null;
  const match = /^(\d{3}): /.exec(error.message);
  return match ? Number(match[1]) : null;
}
