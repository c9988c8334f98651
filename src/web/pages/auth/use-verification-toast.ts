import { useEffect } from "react";
import { toast } from "#web/lib/use-toast.ts";

/**
 * Verification links land on /auth?verified=1 or /auth?verified=0&reason=expired|invalid. Shows
 * the matching toast once, then drops the query string so a reload does not repeat it.
 */
export function useVerificationToast() {
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const verified = params.get("verified");
    if (verified === null) return;

    if (verified === "1") {
      toast({
        title: "Email verified!",
        description: "Your email address is confirmed. Sign in to continue.",
        variant: "success",
      });
    } else if (params.get("reason") === "expired") {
      toast({
        title: "Verification link expired",
        description:
          "This link is no longer valid. Request a new verification link and we will send you a fresh one.",
        variant: "destructive",
      });
    } else {
      toast({
        title: "Verification link invalid",
        description:
          "This link is not valid or has already been used. Request a new verification link if you still need one.",
        variant: "destructive",
      });
    }
    window.history.replaceState(window.history.state, "", window.location.pathname + window.location.hash);
  }, []);
}
