import { useCallback, useState } from "react";

/**
 * The done set of the cosmic to-do list, held only in the browser (docs/product.md §3.6, §5.6, §6.6–4): one
 * localStorage entry per user id and date, so every new day starts empty.
 */

export function todoStorageKey(userId: number, date: string): string {
  return `cosmic-todos:${userId}:${date}`;
}

function readIds(key: string): string[] {
  try {
    const raw = window.localStorage.getItem(key);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}

function writeIds(key: string, ids: string[]) {
  try {
    if (ids.length === 0) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(ids));
  } catch {
    // Storage full or blocked (private mode): the ticks still work for this visit.
  }
}

export function useTodoCompletion(userId: number, date: string) {
  const key = todoStorageKey(userId, date);
  const [state, setState] = useState(() => ({ key, ids: readIds(key) }));
  // A new user or a new day: load that day's set (React's "adjust state on prop change" pattern).
  let current = state;
  if (state.key !== key) {
    current = { key, ids: readIds(key) };
    setState(current);
  }
  const done = new Set(current.ids);

  const ids = current.ids;
  /** Flips one task and returns the new done set. */
  const toggle = useCallback(
    (id: string): Set<string> => {
      const next = ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id];
      writeIds(key, next);
      setState({ key, ids: next });
      return new Set(next);
    },
    [key, ids],
  );

  return { done, toggle };
}
