import { MailCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { VERIFICATION_TOKEN_TTL_DAYS } from "#contracts/constants";
import { Alert, AlertDescription, AlertTitle } from "#web/components/ui/alert.tsx";
import { Button } from "#web/components/ui/button.tsx";

/** Reloads /auth on its Sign In tab, whichever tab the link that brought the person here asked for. */
function backToLogin() {
  window.history.replaceState(window.history.state, "", window.location.pathname);
  window.location.reload();
}

/** The 'Check Your Email' state after a successful registration (docs/product.md §3.1.2, §3.2). */
export function CheckEmail({ email }: { email: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form this replaces was longer: show the new state from the top of the page (under the
  // sticky header, not behind it) and move focus to its heading so it is announced.
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <section aria-labelledby="check-email-heading" className="grid gap-5 text-center">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-primary/15 text-primary">
        <MailCheck className="size-7" aria-hidden="true" />
      </span>
      <div className="grid gap-2">
        <h1
          ref={heading}
          tabIndex={-1}
          id="check-email-heading"
          className="scroll-mt-24 font-display text-2xl font-semibold outline-none sm:text-3xl"
        >
          Check Your Email
        </h1>
        <p className="font-semibold text-success">Registration successful!</p>
      </div>
      <p className="text-sm leading-relaxed text-muted-foreground">
        We have sent a verification email to
        {/* On its own line, so an address is never split in the middle (only one too long for the
            screen may wrap, anywhere rather than overflow). */}
        <strong
          data-testid="check-email-address"
          className="my-1 block text-base text-foreground [overflow-wrap:anywhere]"
        >
          {email}
        </strong>
        Please check your inbox and your spam folder.
      </p>
      <Alert variant="info" className="text-left">
        <div>
          <AlertTitle>Verify before you sign in</AlertTitle>
          <AlertDescription>
            You must click the link in the verification email before logging in. The link is valid for{" "}
            {VERIFICATION_TOKEN_TTL_DAYS} days.
          </AlertDescription>
        </div>
      </Alert>
      <Button type="button" size="lg" className="w-full" onClick={backToLogin}>
        Back to Login
      </Button>
    </section>
  );
}
