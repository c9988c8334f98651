import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Link } from "wouter";
import { loginSchema } from "#contracts/auth";
import { EmailField, PasswordField } from "#web/components/forms/account-fields.tsx";
import { useFirstErrorInView } from "#web/components/forms/first-error.ts";
import { bindField } from "#web/components/forms/form-binding.ts";
import { PendingLabel } from "#web/components/forms/pending-label.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { useAuthActions } from "#web/lib/auth-actions.ts";
import { useHydrated } from "#web/lib/use-hydrated.ts";

interface SignInValues {
  email: string;
  password: string;
}

/**
 * Sign In tab (docs/product.md §3.1.1, §3.4): the toasts for success and failure come from loginMutation; a
 * refusal is also written under the field it is about, where the eye already is.
 */
export function SignInForm() {
  const { loginMutation } = useAuthActions();
  // No default values: the form is prerendered, and what someone typed before the page came alive
  // is then read from the fields instead of being replaced with empty ones.
  const form = useForm<SignInValues>({ resolver: zodResolver(loginSchema), shouldFocusError: false });
  const errorsInView = useFirstErrorInView();
  const hydrated = useHydrated();
  const pending = loginMutation.isPending;

  return (
    <form
      ref={errorsInView.ref}
      noValidate
      aria-labelledby="sign-in-heading"
      onSubmit={form.handleSubmit(
        (values) =>
          loginMutation.mutate(values, {
            onError: (failure) => {
              form.setError(failure.requiresVerification ? "email" : "password", {
                message: failure.message,
              });
              errorsInView.reveal();
            },
          }),
        errorsInView.reveal,
      )}
      className="grid gap-5"
    >
      <div className="grid gap-1.5">
        <h1 id="sign-in-heading" className="font-display text-2xl font-semibold sm:text-3xl">
          Welcome back
        </h1>
        <p className="text-sm text-muted-foreground">Enter your credentials to access your account</p>
      </div>

      <EmailField id="login-email" {...bindField(form, "email")} />
      <PasswordField id="login-password" purpose="current" {...bindField(form, "password")} />
      <div className="-mt-2 flex justify-end">
        <Link
          href="/reset-password"
          className="rounded text-sm text-primary underline-offset-4 hover:underline"
        >
          Forgot your password?
        </Link>
      </div>

      <Button type="submit" size="lg" className="w-full" disabled={pending || !hydrated} aria-busy={pending}>
        <PendingLabel pending={pending}>Sign In</PendingLabel>
      </Button>
    </form>
  );
}
