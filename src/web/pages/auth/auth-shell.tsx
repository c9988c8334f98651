import type { ReactNode } from "react";

/** The narrow, centred column the one-form account pages (resend, reset) share. */
export function AuthShell({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
      <div className="mx-auto w-full max-w-md">{children}</div>
    </div>
  );
}
