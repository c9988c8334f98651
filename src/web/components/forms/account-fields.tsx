import { forwardRef } from "react";
import { PASSWORD_MIN_LENGTH } from "#contracts/constants";
import { TextField, type TextFieldProps } from "#web/components/ui/form-field.tsx";
import { bindField, type FormBinding } from "./form-binding.ts";

type FieldProps = Omit<TextFieldProps, "type" | "label"> & { label?: TextFieldProps["label"] };

/**
 * The e-mail input of every account form (sign-in, sign-up, password reset, resend, settings):
 * the e-mail keyboard on phones and the browser's saved address, the same in each place.
 */
export const EmailField = forwardRef<HTMLInputElement, FieldProps>(function EmailField(
  { label = "Email", placeholder = "you@example.com", ...props },
  ref,
) {
  return (
    <TextField
      ref={ref}
      label={label}
      type="email"
      autoComplete="email"
      inputMode="email"
      placeholder={placeholder}
      {...props}
    />
  );
});

const NEW_PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters.`;

interface PasswordFieldProps extends FieldProps {
  /**
   * `current` lets the password manager fill the saved password; `new` asks it to suggest one and
   * shows the length rule before anyone trips over it; `confirm` repeats a new one.
   */
  purpose: "current" | "new" | "confirm";
}

/** The password input of every account form, with the autocomplete the browser needs for each use. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { purpose, label = "Password", hint, ...props },
  ref,
) {
  return (
    <TextField
      ref={ref}
      label={label}
      type="password"
      autoComplete={purpose === "current" ? "current-password" : "new-password"}
      hint={hint ?? (purpose === "new" ? NEW_PASSWORD_HINT : undefined)}
      {...props}
    />
  );
});

/** First and last name, side by side on wider screens: signing up and editing the profile. */
export function NameFields({
  form,
  idPrefix,
  className,
}: {
  form: FormBinding<"firstName" | "lastName">;
  /** Starts the inputs' ids: "register" gives register-first-name and register-last-name. */
  idPrefix: string;
  className: string;
}) {
  return (
    <div className={className}>
      <TextField
        id={`${idPrefix}-first-name`}
        label="First Name"
        autoComplete="given-name"
        {...bindField(form, "firstName")}
      />
      <TextField
        id={`${idPrefix}-last-name`}
        label="Last Name"
        autoComplete="family-name"
        {...bindField(form, "lastName")}
      />
    </div>
  );
}

/** A new password and its confirmation: signing up and resetting a forgotten one. */
export function NewPasswordFields({
  form,
  idPrefix,
  label,
}: {
  form: FormBinding<"password" | "confirmPassword">;
  /** Starts the inputs' ids: "reset" gives reset-password and reset-confirm-password. */
  idPrefix: string;
  label?: string;
}) {
  return (
    <>
      <PasswordField
        id={`${idPrefix}-password`}
        label={label}
        purpose="new"
        {...bindField(form, "password")}
      />
      <PasswordField
        id={`${idPrefix}-confirm-password`}
        label="Confirm Password"
        purpose="confirm"
        {...bindField(form, "confirmPassword")}
      />
    </>
  );
}
