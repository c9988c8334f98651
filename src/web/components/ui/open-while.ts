/**
 * The open state of a dialog about one chosen thing (a user to delete, a planet to read): open
 * while something is chosen; closing it (Escape, the close button, a click outside) unchooses it.
 */
export function openWhile(chosen: unknown, unchoose: () => void) {
  return {
    open: chosen !== null,
    onOpenChange: (open: boolean) => (open ? undefined : unchoose()),
  };
}
