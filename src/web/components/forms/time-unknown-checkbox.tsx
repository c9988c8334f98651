import { Check } from "lucide-react";
import { cn } from "#web/lib/utils.ts";

/**
 * "I don't know … birth time": a checkbox built from a button, so its name comes from its text and
 * no <label> clashes with the "Birth Time" field's own label (the birth form's pattern).
 */
export function TimeUnknownCheckbox({
  unknown,
  onToggle,
  children,
}: {
  unknown: boolean;
  onToggle: () => void;
  children: string;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a native checkbox's <label> would also match the "Birth Time" label.
    <button
      type="button"
      role="checkbox"
      aria-checked={unknown}
      onClick={onToggle}
      className="flex min-h-6 w-fit items-center gap-2 rounded-md text-sm text-muted-foreground hover:text-foreground"
    >
      <span
        aria-hidden="true"
        className={cn(
          "flex size-4 items-center justify-center rounded border transition-colors",
          unknown ? "border-primary bg-primary text-primary-foreground" : "border-input bg-background/60",
        )}
      >
        {unknown ? <Check className="size-3" strokeWidth={3} /> : null}
      </span>
      {children}
    </button>
  );
}
