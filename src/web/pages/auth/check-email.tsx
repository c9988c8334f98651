import { MailCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { VERIFICATION_TOKEN_TTL_DAYS } from "#contracts/constants";
import { Alert, AlertDescription, AlertTitle } from "#web/components/ui/alert.tsx";
import { Button } from "#web/components/ui/button.tsx";

/** The 'Check Your Email' state after a successful registration (spec 01 §2, §4). */
export function CheckEmail({ email }: { email: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form this replaces was longer: bring the new state into view and announce it.
  useEffect(() => heading.current?.focus(), []);
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
        We have sent a verification email to <strong className="break-all text-foreground">{email}</strong>.
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
      <Button type="button" size="lg" className="w-full" onClick={() => window.location.reload()}>
        Back to Login
      </Button>
    </section>
  );
}
