import { Loader2 } from "lucide-react";

/**
 * The centred spinner shown while a page or the current user loads. It is a screen tall, as the
 * pages it stands for are: the footer waits below the fold instead of jumping there when the page
 * arrives (a shift in view is what users see and what Lighthouse counts). Apart from ./spinner.tsx, with
 * its classes written out, because it is in every page's first script and the class merger is not.
 */
export function PageSpinner() {
  return (
    <div className="flex min-h-screen items-center justify-center">
      <Loader2 role="status" aria-label="Loading" className="h-10 w-10 animate-spin text-primary" />
    </div>
  );
}
