import type { HTMLAttributes } from "react";
import { cn } from "#web/lib/utils.ts";
import { styled } from "./styled.tsx";

const VARIANTS = {
  default: "border-border bg-card text-card-foreground",
  info: "border-secondary/50 bg-secondary/10 text-foreground",
  success: "border-success/50 bg-success/10 text-foreground",
  destructive: "border-destructive/60 bg-destructive/10 text-foreground",
} as const;

export interface AlertProps extends HTMLAttributes<HTMLDivElement> {
  variant?: keyof typeof VARIANTS;
}

/**
 * An inline message box. Destructive alerts are announced at once (role alert), the others
 * politely (role status); pass `role` to override.
 */
export function Alert({ className, variant = "default", role, ...props }: AlertProps) {
  return (
    <div
      role={role ?? (variant === "destructive" ? "alert" : "status")}
      className={cn(
        "relative flex w-full gap-3 rounded-xl border p-4 text-sm [&>svg]:mt-0.5 [&>svg]:size-5 [&>svg]:shrink-0",
        variant === "success" && "[&>svg]:text-success",
        variant === "destructive" && "[&>svg]:text-red-400",
        variant === "info" && "[&>svg]:text-secondary",
        VARIANTS[variant],
        className,
      )}
      {...props}
    />
  );
}

export const AlertTitle = styled("p", "font-semibold leading-tight");

export const AlertDescription = styled("div", "mt-1 text-sm leading-relaxed text-foreground/85");
