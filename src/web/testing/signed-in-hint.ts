// Test set-up for the web tests (happy-dom): the browser holds the server's signed-in hint, so the
// app asks /api/user and each test's fake API decides who, if anyone, is signed in.
import { SIGNED_IN_HINT_COOKIE } from "#contracts/user";

/** Gives the browser the hint the server sets with a session cookie, or takes it away. */
export function setSignedInHint(present: boolean) {
  const cookie = present
    ? `${SIGNED_IN_HINT_COOKIE}=1; path=/`
    : `${SIGNED_IN_HINT_COOKIE}=; path=/; max-age=0`;
  // biome-ignore lint/suspicious/noDocumentCookie: happy-dom has no Cookie Store API; this is the browser's own state.
  document.cookie = cookie;
}

if (typeof document !== "undefined") setSignedInHint(true);
