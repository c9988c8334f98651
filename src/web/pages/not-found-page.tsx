import { AlertCircle, ArrowLeft } from "lucide-react";
import { Link } from "wouter";
import { useAuth } from "#web/lib/auth.tsx";

/**
 * The catch-all screen, with the spec's exact texts (01 §2) and a way back home under them. The
 * card and the outlined large button are written out (the classes `Card`, `CardContent` and
 * `Button` give them), as the header's Sign In link is: those components bring the class merger
 * and with it the UI kit and the data layer, about 110 KB gzip, into a page that needs neither
 * (docs/decisions/042-signed-in-first-load-measured.md).
 */
export function NotFoundPage() {
  const { user } = useAuth();
  return (
    <div className="flex min-h-[60vh] w-full items-center justify-center px-4">
      <div className="rounded-2xl border border-border bg-card/80 text-card-foreground shadow-xl backdrop-blur w-full max-w-md">
        <div className="p-6 pt-6">
          <div className="mb-4 flex gap-2">
            <AlertCircle className="h-8 w-8 text-destructive" aria-hidden />
            <h1 className="text-2xl font-bold">404 Page Not Found</h1>
          </div>
          <p className="mt-4 text-sm text-muted-foreground">Did you forget to add the page to the router?</p>
          <Link
            href={user ? "/dashboard" : "/"}
            className="inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors disabled:pointer-events-none disabled:opacity-50 border border-border bg-transparent hover:bg-accent text-foreground h-12 px-6 text-base mt-6 w-full"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back to home
          </Link>
        </div>
      </div>
    </div>
  );
}
