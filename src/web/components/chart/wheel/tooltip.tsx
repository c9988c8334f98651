import type { ReactNode } from "react";
import { Tooltip } from "#web/components/ui/tooltip.tsx";

/** A multi-line tooltip whose trigger is an SVG element. */
export function WheelTooltip({ content, children }: { content: ReactNode; children: ReactNode }) {
  return (
    <Tooltip
      content={content}
      className="z-50 max-w-72 rounded-lg border border-border bg-popover px-3 py-2 text-xs leading-relaxed text-popover-foreground shadow-xl"
    >
      {children}
    </Tooltip>
  );
}
