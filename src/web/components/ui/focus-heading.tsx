import { type ReactNode, useEffect, useRef } from "react";
import { cn } from "#web/lib/utils.ts";

/**
 * A section's h2 that takes the focus when it appears (or once `focus` turns true): a result or a
 * reply that replaces the form the focus was in, so keyboard and screen reader users land on it
 * rather than on a vanished button. Focusable by script only, and without a focus ring.
 */
export function FocusHeading({
  id,
  focus = true,
  className,
  children,
}: {
  id: string;
  focus?: boolean;
  className: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <h2 id={id} ref={ref} tabIndex={-1} className={cn("outline-none", className)}>
      {children}
    </h2>
  );
}
