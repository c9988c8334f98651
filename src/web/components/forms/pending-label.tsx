import { Loader2 } from "lucide-react";
import type { ReactNode } from "react";

/**
 * A submit button's content: the label, with a spinner in front while the call runs. The spinner is
 * hidden from assistive tech so the button's accessible name stays the label.
 */
export function PendingLabel({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <>
      {pending ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
      {children}
    </>
  );
}
