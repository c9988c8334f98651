import type { ReactNode } from "react";
import { ErrorBoundary } from "react-error-boundary";
import { useLocation } from "wouter";

/**
 * A page that fails to render (most often its chunk did not arrive: the network came back a moment
 * after the tap, or a deploy replaced the file) shows a short notice with a way out, inside the
 * header and tab bar, instead of a blank screen. Going to another page clears it. "Try again"
 * reloads, because a browser keeps a failed module import for the life of the document.
 */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return (
    <ErrorBoundary FallbackComponent={PageFailed} resetKeys={[location]}>
      {children}
    </ErrorBoundary>
  );
}

function PageFailed() {
  return (
    <div
      className="mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-16 text-center"
      data-testid="page-failed"
    >
      <h1 className="font-display text-2xl font-semibold">This page didn't load</h1>
      <p role="alert" className="text-muted-foreground">
        Something went wrong on the way. Check your connection and try again.
      </p>
      {/* Written out rather than ui/button.tsx: this sits in every page's first script. */}
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="inline-flex h-10 items-center justify-center rounded-lg bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary/90"
      >
        Try again
      </button>
    </div>
  );
}
