import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation } from "wouter";

/**
 * Scroll like a native app: a new page opens at its top; Back and Forward (and a reload) return
 * to where that page was left. The browser's own restoration cannot do this for a single-page app
 * (it restores before the page's content exists), so each history entry gets a key in
 * `history.state`, its last scroll position is remembered under that key, and a restore waits for
 * the content to grow tall enough, giving up as soon as the person scrolls themselves. An entry
 * that already has a key was seen before: the person came back to it (Back, Forward, reload).
 * (popstate cannot tell: the router may render the new address before that event arrives.)
 */

const STORAGE_KEY = "scroll-positions";
const STATE_FIELD = "scrollKey";
/** How long a restore waits for a lazily loaded page and its data to grow tall enough, and holds. */
const RESTORE_WINDOW_MS = 5000;
/** Positions kept, so sessionStorage stays small in a long session. */
const MAX_ENTRIES = 50;

const positions = new Map<string, number>();

function readStored() {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "{}") as Record<string, unknown>;
    for (const [key, value] of Object.entries(stored))
      if (typeof value === "number") positions.set(key, value);
  } catch {
    // Storage unavailable or garbled: start without remembered positions.
  }
}

function remember(key: string, y: number) {
  positions.delete(key);
  positions.set(key, y);
  if (positions.size > MAX_ENTRIES) positions.delete(positions.keys().next().value as string);
}

function persist() {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(positions)));
  } catch {
    // Private mode or a full quota: positions then only last for this page load.
  }
}

/** The current history entry's key, and whether it had one already (an entry seen before). */
function entryKey(): { key: string; seen: boolean } {
  const state: unknown = window.history.state;
  const fields = state && typeof state === "object" ? (state as Record<string, unknown>) : {};
  const existing = fields[STATE_FIELD];
  if (typeof existing === "string") return { key: existing, seen: true };
  const key = Math.random().toString(36).slice(2, 12);
  window.history.replaceState({ ...fields, [STATE_FIELD]: key }, "");
  return { key, seen: false };
}

/**
 * Scrolls to `y` once the page is tall enough, and holds it there while the page is still filling
 * in: content that arrives above the view later (a card's text after its spinner) would otherwise
 * push the view down, as the browser keeps what is on screen in place. A move while the page's
 * height stays the same is somebody else's (the person, a link to an anchor): the restore then
 * stops, as it does when the person scrolls and at the end of the window.
 */
function restore(y: number): () => void {
  let frame = 0;
  let reached = false;
  let height = document.documentElement.scrollHeight;
  const deadline = performance.now() + RESTORE_WINDOW_MS;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of ["wheel", "touchstart", "keydown", "pointerdown"] as const) {
      window.removeEventListener(type, stop);
    }
  };
  for (const type of ["wheel", "touchstart", "keydown", "pointerdown"] as const) {
    window.addEventListener(type, stop, { passive: true });
  }
  const attempt = () => {
    const grown = document.documentElement.scrollHeight !== height;
    height = document.documentElement.scrollHeight;
    const off = Math.abs(window.scrollY - y) > 1;
    if (reached && off && !grown) return stop();
    if (off) window.scrollTo(0, y);
    reached ||= Math.abs(window.scrollY - y) <= 1;
    if (performance.now() > deadline) stop();
    else frame = requestAnimationFrame(attempt);
  };
  attempt();
  return stop;
}

export function ScrollManager() {
  const [location] = useLocation();
  const currentKey = useRef<string | null>(null);

  useEffect(() => {
    if ("scrollRestoration" in window.history) window.history.scrollRestoration = "manual";
    let scheduled = 0;
    const onScroll = () => {
      if (scheduled) return;
      scheduled = requestAnimationFrame(() => {
        scheduled = 0;
        if (currentKey.current) remember(currentKey.current, window.scrollY);
      });
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("pagehide", persist);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("pagehide", persist);
      cancelAnimationFrame(scheduled);
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change by design.
  useLayoutEffect(() => {
    const { key, seen } = entryKey();
    currentKey.current = key;
    if (!seen) {
      window.scrollTo(0, 0);
      return;
    }
    if (positions.size === 0) readStored();
    return restore(positions.get(key) ?? 0);
  }, [location]);

  return null;
}
