import { forwardRef } from "react";
import { PASSWORD_MIN_LENGTH } from "#contracts/constants";
import { TextField, type TextFieldProps } from "#web/components/ui/form-field.tsx";

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
