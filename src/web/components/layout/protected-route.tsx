import { type ReactNode, useEffect, useState } from "react";
import { Redirect } from "wouter";
import { PageSpinner } from "#web/components/ui/page-spinner.tsx";
import { useAuth } from "#web/lib/auth.tsx";

/** The words of the offline stand-in (issue 29). */
const OFFLINE_TEXT = "You're offline; this page needs the network.";

/**
 * Spinner while the current user loads; without a user, a redirect (to / by default, to /auth
 * for the Daily Dose and Oracle pages — docs/product.md §2.2); otherwise the page. A page opened
 * without a network (the service worker then serves the app's shell, public/sw.js) shows a short
 * notice in its place, inside the header and tab bar, unless its answers are kept for offline
 * reading (`offlineReadable`: Today and the birth chart).
 */
export function ProtectedRoute({
  children,
  redirectTo = "/",
  offlineReadable = false,
}: {
  children: ReactNode;
  redirectTo?: string;
  offlineReadable?: boolean;
}) {
  const { user, isLoading } = useAuth();
  const offline = useOpenedOffline();
  if (isLoading) return <PageSpinner />;
  if (!user) return <Redirect to={redirectTo} replace />;
  if (offline && !offlineReadable) return <OfflineNotice />;
  return <>{children}</>;
}

/**
 * True when the page was opened without a network, until the network is back (then the page
 * loads). A page already open when the network drops stays as it is: what it shows is still true.
 */
function useOpenedOffline(): boolean {
  const [offline, setOffline] = useState(
    () => typeof navigator !== "undefined" && navigator.onLine === false,
  );
  useEffect(() => {
    if (!offline) return;
    const back = () => setOffline(false);
    window.addEventListener("online", back);
    return () => window.removeEventListener("online", back);
  }, [offline]);
  return offline;
}

function OfflineNotice() {
  return (
    <div
      className="mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-16 text-center"
      data-testid="offline-notice"
    >
      <h1 className="font-display text-2xl font-semibold">Offline</h1>
      <p role="status" className="text-muted-foreground">
        {OFFLINE_TEXT}
      </p>
    </div>
  );
}
