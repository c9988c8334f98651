import { Loader2 } from "lucide-react";
import { cn } from "#web/lib/utils.ts";

export function Spinner({ className, label = "Loading" }: { className?: string; label?: string }) {
  return (
    <Loader2
      role="status"
      aria-label={label}
      className={cn("h-6 w-6 animate-spin text-primary", className)}
    />
  );
}

/** The centred spinner shown while a page or the current user loads. */
export function PageSpinner() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner className="h-10 w-10" />
    </div>
  );
}
