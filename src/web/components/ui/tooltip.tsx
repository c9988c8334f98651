import * as TooltipPrimitive from "@radix-ui/react-tooltip";
import { createContext, type ReactNode, useContext } from "react";
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from "#contracts/constants";

/** True inside a TooltipProvider: its tooltips share one skip delay. */
const InGroup = createContext(false);

/**
 * 700 ms open delay, 300 ms skip delay: Radix's defaults, named by the spec (01 §9). Wrap a group
 * of tooltips (the header's icons) in one, so moving from one to the next opens it at once; a lone
 * Tooltip brings its own, so the app's root needs none (and a visitor's first script no tooltips).
 */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <InGroup.Provider value={true}>
      <TooltipPrimitive.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
        {children}
      </TooltipPrimitive.Provider>
    </InGroup.Provider>
  );
}

export function Tooltip({
  content,
  children,
  className,
}: {
  content: ReactNode;
  children: ReactNode;
  /** Replaces the default compact look, e.g. for multi-line explanations. */
  className?: string;
}) {
  const inGroup = useContext(InGroup);
  const tooltip = (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          sideOffset={6}
          collisionPadding={8}
          className={
            className ??
            "z-50 rounded-md border border-border bg-popover px-3 py-1.5 text-xs text-popover-foreground shadow-md"
          }
        >
          {content}
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
  return inGroup ? tooltip : <TooltipProvider>{tooltip}</TooltipProvider>;
}
