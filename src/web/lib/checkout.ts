import { useCallback, useState } from "react";
import { SUBSCRIPTION_MESSAGES } from "#contracts/payments";
import { toast } from "./use-toast.ts";

/**
 * Starting a checkout, as every upgrade button does: ask the server for a session, then send the
 * browser to its URL (Stripe's page, or our built-in one). The failure toasts and their texts are
 * the product's: an authentication problem asks the visitor to log in, anything else says the
 * checkout failed and why.
 */

export const CHECKOUT_TOASTS = {
  authTitle: "Authentication Required",
  authDescription: "Please log in to continue with your purchase",
  failedTitle: "Checkout Failed",
  failedFallback: "Failed to start checkout process. Please try again.",
  noUrl: "No checkout URL received",
} as const;

/** Where to go: the server's checkout URL. Throws with the server's reason (or the fallback text). */
export async function requestCheckoutUrl(): Promise<string> {
  const response = await fetch("/api/create-checkout-session", { method: "POST", credentials: "include" });
  const body = (await response.json().catch(() => ({}))) as {
    url?: unknown;
    error?: unknown;
    message?: unknown;
  };
  if (!response.ok) {
    const reason =
      typeof body.error === "string" ? body.error : typeof body.message === "string" ? body.message : "";
    // The status goes first, as with every failed call, so a 401 is recognised whatever the text.
    throw new Error(`${response.status}: ${reason || SUBSCRIPTION_MESSAGES.checkoutFailed}`);
  }
  if (typeof body.url !== "string" || !body.url) throw new Error(CHECKOUT_TOASTS.noUrl);
  return body.url;
}

/** The toast for a failed start. */
export function checkoutFailureToast(error: unknown) {
  const message = error instanceof Error ? error.message : "";
  if (/\b401\b/.test(message) || message.includes("Authentication")) {
    toast({
      title: CHECKOUT_TOASTS.authTitle,
      description: CHECKOUT_TOASTS.authDescription,
      variant: "destructive",
    });
    return;
  }
  const reason = message.replace(/^\d{3}: /, "");
  toast({
    title: CHECKOUT_TOASTS.failedTitle,
    description: reason || CHECKOUT_TOASTS.failedFallback,
    variant: "destructive",
  });
}

/** Goes to a checkout URL; kept apart so tests can watch where the browser was sent. */
export const checkoutNavigation = {
  go(url: string) {
    window.location.assign(url);
  },
};

/** `start()` for an upgrade button, and whether it is under way (the button shows 'Starting checkout...'). */
export function useCheckout(): { start: () => Promise<void>; starting: boolean } {
  const [starting, setStarting] = useState(false);
  const start = useCallback(async () => {
    setStarting(true);
    try {
      checkoutNavigation.go(await requestCheckoutUrl());
      // Stay "starting" while the browser leaves the page.
    } catch (error) {
      checkoutFailureToast(error);
      setStarting(false);
    }
  }, []);
  return { start, starting };
}
