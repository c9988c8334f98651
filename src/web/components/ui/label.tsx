import type { LabelHTMLAttributes } from "react";
import { cn } from "#web/lib/utils.ts";

/** A visible form label; always pass `htmlFor` so the field is reachable by its label. */
export function Label({ className, ...props }: LabelHTMLAttributes<HTMLLabelElement>) {
  // biome-ignore lint/a11y/noLabelWithoutControl: callers tie the label to its control through htmlFor.
  return <label className={cn("text-sm font-medium leading-none text-foreground", className)} {...props} />;
}
