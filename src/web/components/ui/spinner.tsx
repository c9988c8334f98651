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
