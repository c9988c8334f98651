import { type ComponentPropsWithoutRef, type ComponentRef, type ElementType, forwardRef } from "react";
import { cn } from "#web/lib/utils.ts";

/**
 * A Radix part dressed in the kit's classes: a `className` the caller passes is merged after them,
 * so it wins where the two conflict, and a ref reaches the part.
 */
export function styled<Part extends ElementType>(Part: Part, classes: string) {
  const Rendered = Part as ElementType;
  return forwardRef<ComponentRef<Part>, ComponentPropsWithoutRef<Part>>(function Styled(
    { className, ...props },
    ref,
  ) {
    return <Rendered ref={ref} className={cn(classes, className)} {...props} />;
  });
}
