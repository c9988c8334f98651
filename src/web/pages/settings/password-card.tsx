import { useMutation } from "@tanstack/react-query";
import { KeyRound, Lock } from "lucide-react";
import { type FormEvent, useState } from "react";
import { PASSWORD_MIN_LENGTH } from "#contracts/constants";
import { endpoints } from "#contracts/endpoints";
import { PasswordField } from "#web/components/forms/account-fields.tsx";
import { useFirstErrorInView } from "#web/components/forms/first-error.ts";
import { Button } from "#web/components/ui/button.tsx";
import { fieldOf, messageOr, sendForMessage } from "#web/lib/api.ts";
import { toast } from "#web/lib/use-toast.ts";
import { FormActions } from "./form-actions.tsx";
import { SettingsCard } from "./settings-card.tsx";

interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const EMPTY: PasswordChange = { currentPassword: "", newPassword: "", confirmPassword: "" };

/**
 * Password & Security (docs/product.md §9.1, §9.2, §9.4). The client checks match and length first and
 * answers with toasts; the form is cleared and closed on success or cancel.
 */
export function PasswordCard() {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<PasswordChange>(EMPTY);
  // Each refusal is also written under the field it is about, not only in the toast.
  const [errors, setErrors] = useState<Partial<Record<keyof PasswordChange, string>>>({});
  const errorsInView = useFirstErrorInView();

  const close = () => {
    setValues(EMPTY);
    setErrors({});
    setOpen(false);
  };

  const change = useMutation<string, Error, PasswordChange>({
    mutationFn: async (body) => {
      return sendForMessage(
        endpoints.accounts.password,
        { body },
        "Your password has been changed successfully.",
      );
    },
    onSuccess: (message) => {
      toast({ title: "Password Updated", description: message, variant: "success" });
      close();
    },
    onError: (failure) => {
      const message = messageOr(failure, "Failed to change password. Please try again.");
      toast({ title: "Password Change Failed", description: message, variant: "destructive" });
      const field = fieldOf(failure);
      if (field && field in EMPTY) {
        setErrors({ [field]: message });
        errorsInView.reveal();
      }
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (values.newPassword !== values.confirmPassword) {
      const description = "New password and confirm password do not match.";
      toast({ title: "Password Mismatch", description, variant: "destructive" });
      setErrors({ confirmPassword: description });
      errorsInView.reveal();
      return;
    }
    if (values.newPassword.length < PASSWORD_MIN_LENGTH) {
      const description = "Password must be at least 6 characters long.";
      toast({ title: "Password Too Short", description, variant: "destructive" });
      setErrors({ newPassword: description });
      errorsInView.reveal();
      return;
    }
    change.mutate(values);
  };

  const field = (name: keyof PasswordChange) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((previous) => ({ ...previous, [name]: event.target.value }));
      setErrors((previous) => ({ ...previous, [name]: undefined }));
    },
  });

  return (
    <SettingsCard
      id="password-security"
      icon={Lock}
      title="Password & Security"
      description="Changing your password signs you out everywhere else."
    >
      {open ? (
        <form ref={errorsInView.ref} aria-label="Change password" onSubmit={submit} className="grid gap-4">
          <PasswordField
            id="current-password"
            label="Current Password"
            purpose="current"
            required
            {...field("currentPassword")}
          />
          <PasswordField
            id="new-password"
            label="New Password"
            purpose="new"
            required
            {...field("newPassword")}
          />
          <PasswordField
            id="confirm-new-password"
            label="Confirm New Password"
            purpose="confirm"
            required
            {...field("confirmPassword")}
          />
          <FormActions onCancel={close} pending={change.isPending}>
            Update Password
          </FormActions>
        </form>
      ) : (
        <Button type="button" variant="outline" onClick={() => setOpen(true)}>
          <KeyRound className="size-4" aria-hidden="true" />
          Change Password
        </Button>
      )}
    </SettingsCard>
  );
}
