import { z } from "zod";
import { endpoints } from "#contracts/endpoints";
import { type TodoItem, todoItemSchema } from "#contracts/today";
import { api } from "#web/lib/api.ts";

/** The Today page's calls (docs/product.md §5.3): the horoscope never retries, the to-do list retries once. */

export { fetchHoroscope } from "#web/lib/sky-data.ts";

export function fetchTodos(date: string, roastMode = false): Promise<TodoItem[]> {
  return api.call(endpoints.today.todos, z.array(todoItemSchema), {
    query: { date, roastMode: roastMode ? true : undefined },
  });
}
