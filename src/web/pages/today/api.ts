import { z } from "zod";
import { type Horoscope, horoscopeSchema, type TodoItem, todoItemSchema } from "#contracts/today";
import { api } from "#web/lib/api.ts";

/** The Today page's calls (docs/product.md §5.3): the horoscope never retries, the to-do list retries once. */

export const HOROSCOPE_PATH = "/api/horoscope/today";
export const TODO_PATH = "/api/cosmic-todo";

export function fetchHoroscope(roastMode: boolean): Promise<Horoscope | null> {
  return api.get(`${HOROSCOPE_PATH}?roastMode=${roastMode}`, horoscopeSchema.nullable());
}

export function fetchTodos(date: string, roastMode = false): Promise<TodoItem[]> {
  const mode = roastMode ? "&roastMode=true" : "";
  return api.get(`${TODO_PATH}?date=${encodeURIComponent(date)}${mode}`, z.array(todoItemSchema));
}
