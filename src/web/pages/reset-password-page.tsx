import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { KeyRound } from "lucide-react";
import { useForm } from "react-hook-form";
import { Link, useSearch } from "wouter";
import { z } from "zod";
import { ACCOUNT_MESSAGES, emailOnlySchema, resetPasswordSchema } from "#contracts/auth";
import { endpoints } from "#contracts/endpoints";
import { EmailField, NewPasswordFields } from "#web/components/forms/account-fields.tsx";
import { useFirstErrorInView } from "#web/components/forms/first-error.ts";
import { bindField } from "#web/components/forms/form-binding.ts";
import { messageOr, sendForMessage } from "#web/lib/api.ts";
import { AuthShell, RecoveryAlert, SubmitButton } from "./auth/auth-shell.tsx";

const LINK_CLASS = "rounded font-medium text-primary underline-offset-4 hover:underline";

/** New password twice, with the sign-up rules and messages (docs/product.md §3.1.4, §3.4). */
const newPasswordFormSchema = z
  .object({ password: resetPasswordSchema.shape.password, confirmPassword: z.string() })
  .refine((value) => value.password === value.confirmPassword, {
    message: "Passwords don't match",
    path: ["confirmPassword"],
  });
type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;

/**
 * /reset-password: without a token, ask for the e-mail address and mail a reset link; with
 * ?token=…, choose the new password.
 */
export function ResetPasswordPage() {
  const token = new URLSearchParams(useSearch()).get("token");
  return (
    <AuthShell
      title="Reset Password"
      icon={KeyRound}
      heading={token ? "Choose a new password" : "Reset your password"}
      description={
        token
          ? "Pick a new password for your account. You will use it the next time you sign in."
          : "Enter the email address of your account and we will send you a link to reset your password."
      }
    >
      {token ? <NewPasswordStep token={token} /> : <RequestLinkStep />}
    </AuthShell>
  );
}

function RequestLinkStep() {
  const errorsInView = useFirstErrorInView();
  const form = useForm<{ email: string }>({
    resolver: zodResolver(emailOnlySchema),
    shouldFocusError: false,
    defaultValues: { email: "" },
  });
  const request = useMutation<string, Error, { email: string }>({
    mutationFn: async (body) => {
      return sendForMessage(endpoints.accounts.forgotPassword, { body }, ACCOUNT_MESSAGES.forgotSent);
    },
  });

  return (
    <>
      {request.isError ? (
        <RecoveryAlert failed title="Error">
          {messageOr(request.error, "Failed to send the reset link. Please try again.")}
        </RecoveryAlert>
      ) : null}
      {request.isSuccess ? <RecoveryAlert>{request.data}</RecoveryAlert> : null}
      <form
        ref={errorsInView.ref}
        noValidate
        onSubmit={form.handleSubmit((values) => request.mutate(values), errorsInView.reveal)}
        className="grid gap-5"
      >
        <EmailField id="forgot-email" {...bindField(form, "email")} />
        <SubmitButton pending={request.isPending}>Send Reset Link</SubmitButton>
      </form>
    </>
  );
}

function NewPasswordStep({ token }: { token: string }) {
  const errorsInView = useFirstErrorInView();
  const form = useForm<NewPasswordForm>({
    resolver: zodResolver(newPasswordFormSchema),
    shouldFocusError: false,
    defaultValues: { password: "", confirmPassword: "" },
  });
  const reset = useMutation<string, Error, string>({
    mutationFn: async (password) => {
      return sendForMessage(
        endpoints.accounts.resetPassword,
        { body: { token, password } },
        ACCOUNT_MESSAGES.resetDone,
      );
    },
  });

  if (reset.isSuccess) {
    return (
      <RecoveryAlert title="Password changed">
        {reset.data}{" "}
        <Link href="/auth" className={LINK_CLASS}>
          Sign in now
        </Link>
      </RecoveryAlert>
    );
  }

  return (
    <>
      {reset.isError ? (
        <RecoveryAlert failed title="Error">
          {messageOr(reset.error, "Failed to reset your password. Please try again.")}{" "}
          <Link href="/reset-password" className={LINK_CLASS}>
            Request a new reset link
          </Link>
        </RecoveryAlert>
      ) : null}
      <form
        ref={errorsInView.ref}
        noValidate
        onSubmit={form.handleSubmit((values) => reset.mutate(values.password), errorsInView.reveal)}
        className="grid gap-5"
      >
        <NewPasswordFields form={form} idPrefix="reset" label="New Password" />
        <SubmitButton pending={reset.isPending}>Reset Password</SubmitButton>
      </form>
    </>
  );
}
