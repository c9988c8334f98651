import { useSyncExternalStore } from "react";

/** Whether a CSS media query matches now, following it as the window or the device changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== "function") return () => {};
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => (typeof window.matchMedia === "function" ? window.matchMedia(query).matches : false),
    () => false,
  );
}

/** Tailwind's `md` breakpoint and up: the desktop layout with the header's icon links. */
export const WIDE_SCREEN = "(min-width: 48rem)";
/** A mouse or trackpad that can hover; touch screens cannot, so hover hints become tap hints there. */
export const CAN_HOVER = "(hover: hover) and (pointer: fine)";
