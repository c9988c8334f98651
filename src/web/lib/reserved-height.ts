import { type CSSProperties, type RefObject, useEffect, useRef, useState } from "react";

/**
 * Loading boxes that hold the place of what replaces them (docs/decisions/029-signed-in-pages-in-a-blink.md).
 * A box remembers the height its loaded content last had, per name and per layout width, in
 * localStorage; while it loads again it is at least that tall, so the content below it (the next
 * card, the footer) is where it will stay. On a first visit nothing is remembered and the box takes
 * `fallback`, a screen by default: what follows starts below the fold, where moving is not a shift.
 */

const PREFIX = "zf:height:";
/** The widths where the layout changes (Tailwind's sm, md, lg, xl): a height is kept per band. */
const BREAKPOINTS = [640, 768, 1024, 1280];

function storageKey(name: string): string {
  const band = BREAKPOINTS.filter((width) => window.innerWidth >= width).length;
  return `${PREFIX}${name}:${band}`;
}

/** The height `name` last had at this width, in CSS pixels, or null when none is known. */
function rememberedHeight(name: string): number | null {
  if (typeof window === "undefined") return null;
  try {
    const height = Number(window.localStorage.getItem(storageKey(name)));
    return Number.isFinite(height) && height > 0 ? height : null;
  } catch {
    // Storage may be off (private modes, a full quota): the fallback applies.
    return null;
  }
}

/** Keeps the height of `element` under `name` for the next visit while `active`. */
function useRememberHeight(ref: RefObject<HTMLElement | null>, name: string, active: boolean) {
  useEffect(() => {
    const element = ref.current;
    if (!active || !element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => {
      const height = Math.round(element.getBoundingClientRect().height);
      if (height <= 0) return;
      try {
        window.localStorage.setItem(storageKey(name), String(height));
      } catch {
        // Not remembered: the next visit uses the fallback.
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, name, active]);
}

/**
 * For a box whose content loads: put `ref` and `style` on an element that holds both the loading
 * state and the loaded content. Until `ready`, it is as tall as it was last time (or `fallback`);
 * once ready it takes its content's height, which is remembered.
 */
export function useReservedHeight<T extends HTMLElement = HTMLDivElement>(
  name: string,
  ready: boolean,
  fallback = "100vh",
): { ref: RefObject<T | null>; style: CSSProperties | undefined } {
  const ref = useRef<T>(null);
  const [reserved] = useState(() => rememberedHeight(name));
  useRememberHeight(ref, name, ready);
  return { ref, style: ready ? undefined : { minHeight: reserved ? `${reserved}px` : fallback } };
}
