import { useCallback, useEffect, useRef, useState } from "react";

/**
 * The first error in view, on every form (issue 29): when a submit is refused, the first invalid
 * control in the form's own order takes the focus and is scrolled to the middle of the screen
 * (clear of the sticky header and of the phone's tab bar). Forms mark their invalid controls with
 * `aria-invalid="true"` and point `aria-describedby` at the message (`TextField` and `FormField` do
 * both), so taking the focus is what announces the message: a screen reader reads the field's name,
 * "invalid" and its description. No second copy of the text is put in a live region (it would be
 * read twice, and be a second element with the same words on the page). This reads the page, not
 * the form library: react-hook-form forms and hand-written ones reveal their errors the same way.
 */
export function revealFirstInvalid(root: ParentNode | null | undefined): HTMLElement | null {
  const field = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!field) return null;
  field.focus({ preventScroll: true });
  // Centred, not "nearest": the label above the control and the message under it come along.
  field.scrollIntoView({ block: "center" });
  return field;
}

/**
 * A form's handle on `revealFirstInvalid`: put `ref` on the <form> and call `reveal()` whenever a
 * submit was refused (react-hook-form's `onInvalid`, a failed schema check, a 400 naming a field).
 * The reveal runs after React has drawn the new messages, so it finds the fields they mark.
 */
export function useFirstErrorInView<T extends HTMLElement = HTMLFormElement>() {
  const ref = useRef<T>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt === 0) return;
    // The messages may commit a render later than the attempt: react-hook-form calls onInvalid
    // before it publishes the errors, and inside a submit event React draws each update at once.
    // So when nothing is marked yet, look again on the next frames, for half a second at most.
    let frame = 0;
    const until = performance.now() + 500;
    const look = () => {
      if (revealFirstInvalid(ref.current) || performance.now() > until) return;
      frame = requestAnimationFrame(look);
    };
    look();
    return () => cancelAnimationFrame(frame);
  }, [attempt]);
  const reveal = useCallback(() => setAttempt((n) => n + 1), []);
  return { ref, reveal };
}
