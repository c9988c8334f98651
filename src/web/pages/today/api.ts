import { z } from "zod";
import { type TodoItem, todoItemSchema } from "#contracts/today";
import { api } from "#web/lib/api.ts";

/** The Today page's calls (docs/product.md §5.3): the horoscope never retries, the to-do list retries once. */

export { fetchHoroscope, HOROSCOPE_PATH } from "#web/lib/sky-data.ts";
export const TODO_PATH = "/api/cosmic-todo";

export function fetchTodos(date: string, roastMode = false): Promise<TodoItem[]> {
  const mode = roastMode ? "&roastMode=true" : "";
  return api.get(`${TODO_PATH}?date=${encodeURIComponent(date)}${mode}`, z.array(todoItemSchema));
}
