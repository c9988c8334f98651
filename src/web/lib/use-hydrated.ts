import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the prerendered HTML and while React takes it over, true from then on. A prerendered
 * form keeps its submit button disabled until then: pressed earlier, the browser would submit the
 * form itself, as a GET with the fields (a password among them) in the address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
