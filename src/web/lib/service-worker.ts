import { toast } from "./use-toast.ts";

/**
 * The app's side of the service worker (src/web/public/sw.js, docs/decisions/019-pwa.md): it
 * registers the worker in production builds, tells it who is signed in so that personal offline
 * copies never outlive the session or reach another account, and offers a waiting new version.
 */

export type WorkerMessage = { type: "SKIP_WAITING" } | { type: "SESSION"; userId: number | null };

const UPDATE_TOAST = {
  title: "A new version is available",
  description: "Reload to use it.",
  actionLabel: "Reload",
} as const;

/** The message that records the signed-in user (or, with null, clears every personal copy). */
export function sessionMessage(userId: number | null): WorkerMessage {
  return { type: "SESSION", userId };
}

/**
 * A new worker waits to take over only when an older one controls the page; on the very first
 * install there is nothing to update, so nothing to offer.
 */
export function hasUpdateWaiting(
  registration: Pick<ServiceWorkerRegistration, "waiting">,
  controller: ServiceWorker | null,
): boolean {
  return registration.waiting !== null && controller !== null;
}

function supported(): boolean {
  return typeof navigator !== "undefined" && "serviceWorker" in navigator;
}

/** Tells the active worker about the session; a no-op where there is none (dev server, tests, old browsers). */
export function postSessionToWorker(userId: number | null) {
  if (!supported()) return;
  navigator.serviceWorker.ready
    .then((registration) => registration.active?.postMessage(sessionMessage(userId)))
    .catch(() => {});
}

function offerUpdate(worker: ServiceWorker) {
  toast({
    title: UPDATE_TOAST.title,
    description: UPDATE_TOAST.description,
    duration: Number.POSITIVE_INFINITY,
    action: {
      label: UPDATE_TOAST.actionLabel,
      onClick: () => {
        // Reload once the new worker controls the page, so the page and its worker match.
        navigator.serviceWorker.addEventListener("controllerchange", () => window.location.reload(), {
          once: true,
        });
        worker.postMessage({ type: "SKIP_WAITING" } satisfies WorkerMessage);
      },
    },
  });
}

function watchForUpdates(registration: ServiceWorkerRegistration) {
  if (hasUpdateWaiting(registration, navigator.serviceWorker.controller) && registration.waiting) {
    offerUpdate(registration.waiting);
  }
  registration.addEventListener("updatefound", () => {
    const installing = registration.installing;
    installing?.addEventListener("statechange", () => {
      if (installing.state === "installed" && navigator.serviceWorker.controller) offerUpdate(installing);
    });
  });
}

/**
 * Registers /sw.js in production builds only: under `vite` dev a worker would cache modules that
 * hot reload replaces.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !supported()) return;
  const register = () => {
    navigator.serviceWorker
      .register("/sw.js", { scope: "/" })
      .then(watchForUpdates)
      .catch((failure: unknown) => console.error("Service worker registration failed", failure));
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
