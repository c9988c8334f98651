import { useCallback, useState } from "react";
import { z } from "zod";
import { endpoints } from "#contracts/endpoints";
import { SUBSCRIPTION_MESSAGES } from "#contracts/payments";
import { ApiError, api, isSignedOut, messageOr } from "./api.ts";
import { toast } from "./use-toast.ts";

/**
 * Starting a checkout, as every upgrade button does: ask the server for a session, then send the
 * browser to its URL (Stripe's page, or our built-in one). The failure toasts and their texts are
 * the product's: an authentication problem asks the visitor to log in, anything else says the
 * checkout failed and why.
 */

const CHECKOUT_TOASTS = {
  authTitle: "Authentication Required",
  authDescription: "Please log in to continue with your purchase",
  failedTitle: "Checkout Failed",
  failedFallback: "Failed to start checkout process. Please try again.",
  noUrl: "No checkout URL received",
} as const;

/** Where to go: the server's checkout URL. Throws with the server's reason (or the fallback text). */
async function requestCheckoutUrl(): Promise<string> {
  const { url } = await api.call(endpoints.subscription.createCheckout, checkoutUrlSchema);
  if (!url) throw new Error(CHECKOUT_TOASTS.noUrl);
  return url;
}

/** A success without a usable URL is reported as such, not as a parse error. */
const checkoutUrlSchema = z.looseObject({ url: z.string().optional() }).catch({});

/** The toast for a failed start. */
function checkoutFailureToast(error: unknown) {
  if (isSignedOut(error)) {
    toast({
      title: CHECKOUT_TOASTS.authTitle,
      description: CHECKOUT_TOASTS.authDescription,
      variant: "destructive",
    });
    return;
  }
  // The checkout answers carry their reason in `error` too (checkoutErrorSchema); it wins.
  const reason =
    error instanceof ApiError
      ? typeof error.body?.error === "string"
        ? error.body.error
        : messageOr(error, SUBSCRIPTION_MESSAGES.checkoutFailed)
      : error instanceof Error
        ? error.message
        : "";
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
