import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { type RegisterForm, registerFormSchema } from "#contracts/auth";
import { EmailField, NameFields, NewPasswordFields } from "#web/components/forms/account-fields.tsx";
import { useFirstErrorInView } from "#web/components/forms/first-error.ts";
import { bindField } from "#web/components/forms/form-binding.ts";
import { PendingLabel } from "#web/components/forms/pending-label.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { TextField } from "#web/components/ui/form-field.tsx";
import { errorCodeOf, fieldOf, messageOr } from "#web/lib/api.ts";
import { useAuthActions } from "#web/lib/auth-actions.ts";

const FIELDS = ["firstName", "lastName", "username", "email", "password"] as const;
type Field = (typeof FIELDS)[number];

/** Which field a refused registration is about: the server's `field`, or the code of a taken name. */
function refusedField(error: unknown): Field | undefined {
  const named = fieldOf(error);
  if (named && (FIELDS as readonly string[]).includes(named)) return named as Field;
  const code = errorCodeOf(error);
  if (code === "email_taken") return "email";
  if (code === "username_taken") return "username";
  return undefined;
}

/**
 * Sign Up tab (docs/product.md §3.1.1, §3.4). The confirmation is stripped before sending; the success and
 * failure toasts come from registerMutation, and a refusal about one field is also shown under it.
 */
export function SignUpForm({
  onRegistered,
  focusFirst = false,
}: {
  onRegistered: (email: string) => void;
  /** A "get started" link opened this tab: the first field takes the typing at once (issue 29). */
  focusFirst?: boolean;
}) {
  const { registerMutation } = useAuthActions();
  const errorsInView = useFirstErrorInView();
  const form = useForm<RegisterForm>({
    resolver: zodResolver(registerFormSchema),
    shouldFocusError: false,
    defaultValues: {
      firstName: "",
      lastName: "",
      username: "",
      email: "",
      password: "",
      confirmPassword: "",
    },
  });
  const { setFocus } = form;
  useEffect(() => {
    if (focusFirst) setFocus("firstName");
  }, [focusFirst, setFocus]);
  const pending = registerMutation.isPending;

  const submit = form.handleSubmit((values) => {
    const { confirmPassword: _confirmation, ...input } = values;
    registerMutation.mutate(input, {
      onSuccess: () => onRegistered(input.email),
      onError: (failure) => {
        const field = refusedField(failure);
        if (!field) return;
        form.setError(field, { message: messageOr(failure, "") || undefined });
        errorsInView.reveal();
      },
    });
  }, errorsInView.reveal);

  return (
    <form
      ref={errorsInView.ref}
      noValidate
      aria-labelledby="sign-up-heading"
      onSubmit={submit}
      className="grid gap-5"
    >
      <div className="grid gap-1.5">
        <h1 id="sign-up-heading" className="font-display text-2xl font-semibold sm:text-3xl">
          Create an account
        </h1>
        <p className="text-sm text-muted-foreground">Start your cosmic journey with personalized astrology</p>
      </div>

      <NameFields form={form} idPrefix="register" className="grid gap-5 sm:grid-cols-2" />
      <TextField
        id="register-username"
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        {...bindField(form, "username")}
      />
      <EmailField id="register-email" {...bindField(form, "email")} />
      <NewPasswordFields form={form} idPrefix="register" />

      <Button type="submit" size="lg" className="w-full" disabled={pending} aria-busy={pending}>
        <PendingLabel pending={pending}>Create Account</PendingLabel>
      </Button>
    </form>
  );
}
