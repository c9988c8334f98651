import { useMutation } from "@tanstack/react-query";
import { ArrowLeft, CircleAlert, CircleCheck, MailCheck } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link } from "wouter";
import { VERIFICATION_TOKEN_TTL_DAYS } from "#contracts/constants";
import { endpoints } from "#contracts/endpoints";
import { EmailField } from "#web/components/forms/account-fields.tsx";
import { PendingLabel } from "#web/components/forms/pending-label.tsx";
import { Alert, AlertDescription, AlertTitle } from "#web/components/ui/alert.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader } from "#web/components/ui/card.tsx";
import { messageOr, sendForMessage } from "#web/lib/api.ts";
import { AuthShell } from "./auth/auth-shell.tsx";

const SUCCESS_TEXT = "A new verification email has been sent. Please check your inbox and spam folder.";

/** /resend-verification (docs/product.md §3.1.3, §3.4, §3.5): ask for a fresh verification link. */
export function ResendVerificationPage() {
  const [email, setEmail] = useState("");
  const resend = useMutation<void, Error, string>({
    mutationFn: async (address) => {
      await sendForMessage(endpoints.accounts.resendVerification, { body: { email: address } }, "");
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    resend.mutate(email.trim());
  };

  return (
    <AuthShell>
      <title>Resend Verification Email · Zero Fluff, All Astrology</title>
      <Card>
        <CardHeader>
          <span className="flex size-12 items-center justify-center rounded-xl bg-primary/15 text-primary">
            <MailCheck className="size-6" aria-hidden="true" />
          </span>
          <h1 className="mt-2 font-display text-2xl font-semibold sm:text-3xl">Resend Verification Email</h1>
          <CardDescription>
            Enter the email address you signed up with and we will send you a new verification link.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          {resend.isError ? (
            <Alert variant="destructive">
              <CircleAlert aria-hidden="true" />
              <div>
                <AlertTitle>Error</AlertTitle>
                <AlertDescription>
                  {messageOr(resend.error, "Failed to resend verification email")}
                </AlertDescription>
              </div>
            </Alert>
          ) : null}
          {resend.isSuccess ? (
            <Alert variant="success">
              <CircleCheck aria-hidden="true" />
              <AlertDescription className="mt-0">{SUCCESS_TEXT}</AlertDescription>
            </Alert>
          ) : null}

          <form onSubmit={submit} className="grid gap-5">
            <EmailField
              id="resend-email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <Button
              type="submit"
              size="lg"
              className="w-full"
              disabled={resend.isPending}
              aria-busy={resend.isPending}
            >
              <PendingLabel pending={resend.isPending}>Send Verification Email</PendingLabel>
            </Button>
          </form>

          <p className="text-center text-xs text-muted-foreground">
            The verification link is valid for {VERIFICATION_TOKEN_TTL_DAYS} days.
          </p>
          <Link
            href="/auth"
            className="inline-flex items-center justify-center gap-2 rounded text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back to Sign In
          </Link>
        </CardContent>
      </Card>
    </AuthShell>
  );
}
