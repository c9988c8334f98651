import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { ArrowLeft, CircleAlert, CircleCheck, KeyRound } from "lucide-react";
import { useForm } from "react-hook-form";
import { Link, useSearch } from "wouter";
import { z } from "zod";
import { ACCOUNT_MESSAGES, emailOnlySchema, resetPasswordSchema } from "#contracts/auth";
import { endpoints } from "#contracts/endpoints";
import { EmailField, PasswordField } from "#web/components/forms/account-fields.tsx";
import { useFirstErrorInView } from "#web/components/forms/first-error.ts";
import { PendingLabel } from "#web/components/forms/pending-label.tsx";
import { Alert, AlertDescription, AlertTitle } from "#web/components/ui/alert.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader } from "#web/components/ui/card.tsx";
import { messageOr, sendForMessage } from "#web/lib/api.ts";
import { AuthShell } from "./auth/auth-shell.tsx";

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
    <AuthShell>
      <title>Reset Password · Zero Fluff, All Astrology</title>
      <Card>
        <CardHeader>
          <span className="flex size-12 items-center justify-center rounded-xl bg-primary/15 text-primary">
            <KeyRound className="size-6" aria-hidden="true" />
          </span>
          <h1 className="mt-2 font-display text-2xl font-semibold sm:text-3xl">
            {token ? "Choose a new password" : "Reset your password"}
          </h1>
          <CardDescription>
            {token
              ? "Pick a new password for your account. You will use it the next time you sign in."
              : "Enter the email address of your account and we will send you a link to reset your password."}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          {token ? <NewPasswordStep token={token} /> : <RequestLinkStep />}
          <Link
            href="/auth"
            className={`inline-flex items-center justify-center gap-2 text-sm ${LINK_CLASS}`}
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back to Sign In
          </Link>
        </CardContent>
      </Card>
    </AuthShell>
  );
}

function ErrorAlert({ title, message }: { title: string; message: string }) {
  return (
    <Alert variant="destructive">
      <CircleAlert aria-hidden="true" />
      <div>
        <AlertTitle>{title}</AlertTitle>
        <AlertDescription>{message}</AlertDescription>
      </div>
    </Alert>
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
        <ErrorAlert
          title="Error"
          message={messageOr(request.error, "Failed to send the reset link. Please try again.")}
        />
      ) : null}
      {request.isSuccess ? (
        <Alert variant="success">
          <CircleCheck aria-hidden="true" />
          <AlertDescription className="mt-0">{request.data}</AlertDescription>
        </Alert>
      ) : null}
      <form
        ref={errorsInView.ref}
        noValidate
        onSubmit={form.handleSubmit((values) => request.mutate(values), errorsInView.reveal)}
        className="grid gap-5"
      >
        <EmailField
          id="forgot-email"
          error={form.formState.errors.email?.message}
          {...form.register("email")}
        />
        <Button
          type="submit"
          size="lg"
          className="w-full"
          disabled={request.isPending}
          aria-busy={request.isPending}
        >
          <PendingLabel pending={request.isPending}>Send Reset Link</PendingLabel>
        </Button>
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
  const { errors } = form.formState;
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
      <Alert variant="success">
        <CircleCheck aria-hidden="true" />
        <div>
          <AlertTitle>Password changed</AlertTitle>
          <AlertDescription>
            {reset.data}{" "}
            <Link href="/auth" className={LINK_CLASS}>
              Sign in now
            </Link>
          </AlertDescription>
        </div>
      </Alert>
    );
  }

  return (
    <>
      {reset.isError ? (
        <Alert variant="destructive">
          <CircleAlert aria-hidden="true" />
          <div>
            <AlertTitle>Error</AlertTitle>
            <AlertDescription>
              {messageOr(reset.error, "Failed to reset your password. Please try again.")}{" "}
              <Link href="/reset-password" className={LINK_CLASS}>
                Request a new reset link
              </Link>
            </AlertDescription>
          </div>
        </Alert>
      ) : null}
      <form
        ref={errorsInView.ref}
        noValidate
        onSubmit={form.handleSubmit((values) => reset.mutate(values.password), errorsInView.reveal)}
        className="grid gap-5"
      >
        <PasswordField
          id="reset-password"
          label="New Password"
          purpose="new"
          error={errors.password?.message}
          {...form.register("password")}
        />
        <PasswordField
          id="reset-confirm-password"
          label="Confirm Password"
          purpose="confirm"
          error={errors.confirmPassword?.message}
          {...form.register("confirmPassword")}
        />
        <Button
          type="submit"
          size="lg"
          className="w-full"
          disabled={reset.isPending}
          aria-busy={reset.isPending}
        >
          <PendingLabel pending={reset.isPending}>Reset Password</PendingLabel>
        </Button>
      </form>
    </>
  );
}
