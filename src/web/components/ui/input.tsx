import { forwardRef, type InputHTMLAttributes } from "react";
import { cn } from "#web/lib/utils.ts";

/** A text input in the cosmic theme; `aria-invalid` paints the border red. */
export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input(
  { className, type = "text", ...props },
  ref,
) {
  return (
    <input
      ref={ref}
      type={type}
      className={cn(
        // 16 px text on phones keeps iOS from zooming into the field.
        "flex h-11 w-full rounded-lg border border-input bg-background/60 px-3 py-2 text-base text-foreground sm:text-sm",
        "placeholder:text-muted-foreground/70 transition-colors",
        "hover:border-primary/40 focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring",
        "aria-[invalid=true]:border-destructive disabled:cursor-not-allowed disabled:opacity-50",
        className,
      )}
      {...props}
    />
  );
});
