import type { ReactNode } from "react";
import { PendingLabel } from "#web/components/forms/pending-label.tsx";
import { Button } from "#web/components/ui/button.tsx";

/**
 * Cancel and submit under an edit form of a settings card: stacked with the submit on top on phones,
 * right-aligned side by side on wider screens; both off while the change is being saved.
 */
export function FormActions({
  onCancel,
  pending,
  children,
}: {
  onCancel: () => void;
  pending: boolean;
  /** The submit button's label. */
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button type="submit" disabled={pending} aria-busy={pending}>
        <PendingLabel pending={pending}>{children}</PendingLabel>
      </Button>
    </div>
  );
}
