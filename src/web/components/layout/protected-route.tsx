import type { ReactNode } from "react";
import { Redirect } from "wouter";
import { PageSpinner } from "#web/components/ui/page-spinner.tsx";
import { useAuth } from "#web/lib/auth.tsx";

/**
 * Spinner while the current user loads; without a user, a redirect (to / by default, to /auth
 * for the Daily Dose and Oracle pages — docs/product.md §2.2); otherwise the page.
 */
export function ProtectedRoute({ children, redirectTo = "/" }: { children: ReactNode; redirectTo?: string }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageSpinner />;
  if (!user) return <Redirect to={redirectTo} replace />;
  return <>{children}</>;
}
