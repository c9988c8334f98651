import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { Mail, Pencil, UserRound } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { profileSchema } from "#contracts/auth";
import { endpoints } from "#contracts/endpoints";
import { type PublicUser, publicUserSchema } from "#contracts/user";
import { EmailField, NameFields } from "#web/components/forms/account-fields.tsx";
import { useFirstErrorInView } from "#web/components/forms/first-error.ts";
import { bindField } from "#web/components/forms/form-binding.ts";
import { Alert, AlertDescription } from "#web/components/ui/alert.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { api } from "#web/lib/api.ts";
import { formatTimestampDate } from "#web/lib/dates.ts";
import { queryClient } from "#web/lib/query-client.ts";
import { queryKeys } from "#web/lib/query-keys.ts";
import { toast } from "#web/lib/use-toast.ts";
import { failureToast } from "./failure-toast.ts";
import { FormActions } from "./form-actions.tsx";
import { DetailList, SettingsCard } from "./settings-card.tsx";

const nameAndEmailSchema = profileSchema.pick({ firstName: true, lastName: true, email: true });
interface NameAndEmail {
  firstName: string;
  lastName: string;
  email: string;
}

/** The notice for an e-mail change that waits for confirmation through the mailed link. */
function pendingEmailText(address: string): string {
  return `We sent a link to ${address} — your sign-in address changes once you confirm it.`;
}

/** Account Information (docs/product.md §9.1, §9.2, §9.5): details, and an edit form toggled by Edit Profile. */
export function AccountInfoCard({ user }: { user: PublicUser }) {
  const [editing, setEditing] = useState(false);
  const errorsInView = useFirstErrorInView();
  const form = useForm<NameAndEmail>({
    resolver: zodResolver(nameAndEmailSchema),
    shouldFocusError: false,
    defaultValues: { firstName: user.firstName, lastName: user.lastName, email: user.email },
  });

  const update = useMutation<PublicUser, Error, NameAndEmail>({
    mutationFn: async (values) => {
      // The profile call takes the birth fields too; they are sent back unchanged.
      return api.call(endpoints.accounts.profile, publicUserSchema, {
        body: {
          ...values,
          birthDate: user.birthDate,
          birthTime: user.birthTime,
          birthPlace: user.birthPlace,
        },
      });
    },
    onSuccess: (updated, values) => {
      queryClient.setQueryData(queryKeys.user, updated);
      const emailChangePending =
        !!updated.pendingEmail && values.email.trim().toLowerCase() !== user.email.toLowerCase();
      toast({
        title: "Profile Updated",
        description: emailChangePending
          ? pendingEmailText(updated.pendingEmail ?? values.email)
          : "Your profile has been updated successfully.",
        variant: "success",
      });
      setEditing(false);
    },
    onError: (failure) => {
      failureToast("Update Failed", failure, "Failed to update profile. Please try again.");
    },
  });

  const startEditing = () => {
    form.reset({ firstName: user.firstName, lastName: user.lastName, email: user.email });
    update.reset();
    setEditing(true);
  };

  return (
    <SettingsCard
      id="account-information"
      icon={UserRound}
      title="Account Information"
      description="Your name, username and sign-in address."
    >
      {editing ? (
        <form
          ref={errorsInView.ref}
          noValidate
          aria-label="Edit profile"
          onSubmit={form.handleSubmit((values) => update.mutate(values), errorsInView.reveal)}
          className="grid gap-4"
        >
          <NameFields form={form} idPrefix="profile" className="grid gap-4 sm:grid-cols-2" />
          <EmailField
            id="profile-email"
            hint="Changing it sends a confirmation link to the new address."
            {...bindField(form, "email")}
          />
          <FormActions onCancel={() => setEditing(false)} pending={update.isPending}>
            Save
          </FormActions>
        </form>
      ) : (
        <div className="grid gap-5">
          <DetailList
            items={[
              { label: "Name", value: `${user.firstName} ${user.lastName}`.trim() || "—" },
              { label: "Username", value: user.username },
              { label: "Email", value: user.email },
              { label: "Member since", value: formatTimestampDate(user.createdAt) },
            ]}
          />
          {user.pendingEmail ? (
            <Alert variant="info">
              <Mail aria-hidden="true" />
              <AlertDescription className="mt-0">{pendingEmailText(user.pendingEmail)}</AlertDescription>
            </Alert>
          ) : null}
          <div>
            <Button type="button" variant="outline" onClick={startEditing}>
              <Pencil className="size-4" aria-hidden="true" />
              Edit Profile
            </Button>
          </div>
        </div>
      )}
    </SettingsCard>
  );
}
