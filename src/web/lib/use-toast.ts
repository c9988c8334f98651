import { useSyncExternalStore } from "react";
import { TOAST_LIMIT } from "#contracts/constants";

/** A tiny toast store: at most TOAST_LIMIT toasts; a new one replaces the oldest (docs/product.md §19.3). */
export interface ToastItem {
  id: number;
  title?: string;
  description?: string;
  variant?: "default" | "destructive" | "success";
  /** One button beside the text (e.g. "Reload"); the toast closes when it is pressed. */
  action?: { label: string; onClick: () => void };
  /** Milliseconds before it closes by itself; Infinity keeps it until dismissed. Default TOAST_DURATION_MS. */
  duration?: number;
  open: boolean;
}

export type ToastInput = Omit<ToastItem, "id" | "open">;

let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function toast(input: ToastInput): number {
  const id = nextId++;
  toasts = [{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT);
  emit();
  return id;
}

export function dismissToast(id: number) {
  toasts = toasts.filter((item) => item.id !== id);
  emit();
}

/** Closes every toast: a page that replaces what a toast talked about (the first chart) clears it. */
export function dismissAllToasts() {
  toasts = [];
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}
