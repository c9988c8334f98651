import type { HTMLAttributes } from "react";
import { cn } from "#web/lib/utils.ts";

const VARIANTS = {
  default: "border-border bg-muted text-foreground",
  premium: "border-primary/40 bg-primary/15 text-primary",
  secondary: "border-secondary/50 bg-secondary/15 text-violet-200",
  success: "border-success/40 bg-success/15 text-success",
  destructive: "border-destructive/50 bg-destructive/15 text-red-300",
} as const;

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  variant?: keyof typeof VARIANTS;
}

/** A small pill label such as 'Premium Feature' or 'Verified'. */
export function Badge({ className, variant = "default", ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-semibold",
        VARIANTS[variant],
        className,
      )}
      {...props}
    />
  );
}
