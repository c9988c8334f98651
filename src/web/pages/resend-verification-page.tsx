import { useMutation } from "@tanstack/react-query";
import { MailCheck } from "lucide-react";
import { type FormEvent, useState } from "react";
import { VERIFICATION_TOKEN_TTL_DAYS } from "#contracts/constants";
import { endpoints } from "#contracts/endpoints";
import { EmailField } from "#web/components/forms/account-fields.tsx";
import { messageOr, sendForMessage } from "#web/lib/api.ts";
import { AuthShell, RecoveryAlert, SubmitButton } from "./auth/auth-shell.tsx";

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
    <AuthShell
      title="Resend Verification Email"
      icon={MailCheck}
      heading="Resend Verification Email"
      description="Enter the email address you signed up with and we will send you a new verification link."
    >
      {resend.isError ? (
        <RecoveryAlert failed title="Error">
          {messageOr(resend.error, "Failed to resend verification email")}
        </RecoveryAlert>
      ) : null}
      {resend.isSuccess ? <RecoveryAlert>{SUCCESS_TEXT}</RecoveryAlert> : null}

      <form onSubmit={submit} className="grid gap-5">
        <EmailField
          id="resend-email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <SubmitButton pending={resend.isPending}>Send Verification Email</SubmitButton>
      </form>

      <p className="text-center text-xs text-muted-foreground">
        The verification link is valid for {VERIFICATION_TOKEN_TTL_DAYS} days.
      </p>
    </AuthShell>
  );
}
