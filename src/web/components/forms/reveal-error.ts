import { type RefObject, useEffect } from "react";

/**
 * Errors where the eyes are (issue 29): a form's message that arrives after a submit (a declined
 * card, a refusal from the server) is scrolled into view and the field to fix takes the focus, so
 * a phone user sees it without hunting above the fold. The page's scroll padding (styles.css)
 * keeps both clear of the sticky header and the bottom tab bar.
 */
function revealError(message: HTMLElement | null, field?: HTMLElement | null) {
  if (!message) return;
  // The field first without scrolling, then the message: with the message in view, the field to
  // fix (just above it, in every form that uses this) is most often in view as well.
  field?.focus({ preventScroll: true });
  message.scrollIntoView({ block: "nearest" });
  if (field && !inView(field)) field.scrollIntoView({ block: "nearest" });
}

function inView(element: HTMLElement): boolean {
  const box = element.getBoundingClientRect();
  return box.top >= 0 && box.bottom <= window.innerHeight;
}

/** Runs `revealError` each time `error` changes to a new message. */
export function useRevealError(
  error: string | null | undefined,
  message: RefObject<HTMLElement | null>,
  field?: () => HTMLElement | null,
) {
  useEffect(() => {
    if (error) revealError(message.current, field?.());
  }, [error, message, field]);
}
