import { useCallback, useEffect, useRef, useState } from "react";

/**
 * The first error in view, on every form (issue 29): when a submit is refused, the first invalid
 * control in the form's own order takes the focus, is scrolled to the middle of the screen (clear
 * of the sticky header and of the phone's tab bar), and its message is read out once by a shared
 * live region. Forms mark their invalid controls with `aria-invalid="true"` and point
 * `aria-describedby` at the message (`TextField` and `FormField` do both), so this reads the page,
 * not the form library: react-hook-form forms and hand-written ones reveal their errors the same way.
 */
export function revealFirstInvalid(root: ParentNode | null | undefined): HTMLElement | null {
  const field = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!field) return null;
  field.focus({ preventScroll: true });
  // Centred, not "nearest": the label above the control and the message under it come along.
  field.scrollIntoView({ block: "center" });
  const message = messageOf(field);
  // A message that is a live region itself (role="alert") is already read out when it appears.
  if (message && !isLive(message)) {
    const text = message.textContent?.trim();
    if (text) announce(text);
  }
  return field;
}

/** The control's error message (an id in aria-describedby ending in "-error", else the first). */
function messageOf(field: HTMLElement): HTMLElement | null {
  const ids = field.getAttribute("aria-describedby")?.split(/\s+/) ?? [];
  const id = ids.find((candidate) => candidate.endsWith("-error")) ?? ids[0];
  return id ? document.getElementById(id) : null;
}

function isLive(element: HTMLElement): boolean {
  return element.closest('[role="alert"], [aria-live="assertive"], [aria-live="polite"]') !== null;
}

const REGION_ID = "form-error-announcer";

/**
 * Says `message` through one assertive live region for the whole app. The region is created on the
 * first use and filled a moment later: a screen reader announces a change to a region it already
 * knows, not a region that appears with its text. Emptied first, so the same message twice is read
 * twice.
 */
export function announce(message: string): void {
  let region = document.getElementById(REGION_ID);
  if (!region) {
    region = document.createElement("div");
    region.id = REGION_ID;
    // aria-live without role="alert": the page's own alerts stay the only ones a test or a
    // screen reader's list of alerts finds.
    region.setAttribute("aria-live", "assertive");
    region.setAttribute("aria-atomic", "true");
    region.className = "sr-only";
    document.body.append(region);
  }
  const target = region;
  target.textContent = "";
  window.setTimeout(() => {
    target.textContent = message;
  }, 50);
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
