import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Mail } from "lucide-react";
import { type FormEvent, useState } from "react";
import { DIGEST_MESSAGES, type Preferences, preferencesSchema } from "#contracts/digest";
import type { PublicUser } from "#contracts/user";
import { useFirstErrorInView } from "#web/components/forms/first-error.ts";
import { PendingLabel } from "#web/components/forms/pending-label.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { fieldOf, messageOr } from "#web/lib/api.ts";
import { isPremiumUser } from "#web/lib/auth.tsx";
import { hourLabel, savePreferences, sendDigestPreview } from "#web/lib/preferences.ts";
import { browserTimeZone } from "#web/lib/time-zone.ts";
import { toast } from "#web/lib/use-toast.ts";
import { failureToast } from "./failure-toast.ts";
import { RadioChoices } from "./radio-choices.tsx";
import { SettingsCard } from "./settings-card.tsx";

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
type Errors = Partial<Record<keyof Preferences, string>>;

const selectClass =
  "h-10 w-full rounded-md border border-input bg-background px-3 text-sm text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

/**
 * Morning digest & preferences (issue 30 §1, §4): the time zone (the browser's when none is
 * stored, editable), the digest opt-in (never pre-ticked: it shows what is stored, off by default),
 * its hour, the default voice, and "Send me today's now", a preview that does not use up the day's
 * scheduled digest.
 */
export function DigestCard({ user }: { user: PublicUser }) {
  const client = useQueryClient();
  const premium = isPremiumUser(user);
  const [values, setValues] = useState<Preferences>({
    timezone: user.timezone ?? browserTimeZone(),
    digestEnabled: user.digestEnabled,
    digestHour: user.digestHour,
    defaultRoast: user.defaultRoast,
  });
  const [errors, setErrors] = useState<Errors>({});
  const errorsInView = useFirstErrorInView();
  const set = <K extends keyof Preferences>(key: K, value: Preferences[K]) => {
    setValues((previous) => ({ ...previous, [key]: value }));
    setErrors((previous) => ({ ...previous, [key]: undefined }));
  };

  const save = useMutation<PublicUser, Error, Preferences>({
    mutationFn: (body) => savePreferences(client, body),
    onSuccess: () => toast({ title: "Preferences Saved", variant: "success" }),
    onError: (failure) => {
      const message = messageOr(failure, "Failed to save your preferences. Please try again.");
      toast({ title: "Not Saved", description: message, variant: "destructive" });
      const field = fieldOf(failure);
      if (field) {
        setErrors({ [field]: message });
        errorsInView.reveal();
      }
    },
  });
  const preview = useMutation<string, Error, void>({
    mutationFn: sendDigestPreview,
    onSuccess: (message) => toast({ title: "Digest Sent", description: message, variant: "success" }),
    onError: (failure) => failureToast("Not Sent", failure, "Failed to send the digest. Please try again."),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The contract's schema: the same sentences the server would answer.
    const parsed = preferencesSchema.safeParse({ ...values, timezone: values.timezone?.trim() || null });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof Preferences] ??= issue.message;
      setErrors(next);
      errorsInView.reveal();
      return;
    }
    save.mutate({ ...parsed.data, defaultRoast: premium && parsed.data.defaultRoast });
  };

  return (
    <SettingsCard
      id="morning-digest"
      icon={Mail}
      title="Morning Digest & Preferences"
      description="Your day by e-mail, at your hour, in your time zone."
    >
      <form ref={errorsInView.ref} className="grid gap-5" onSubmit={submit} noValidate>
        <label className="flex items-start gap-2.5 text-sm">
          <input
            type="checkbox"
            name="digestEnabled"
            className="mt-0.5 size-4 shrink-0 accent-primary"
            checked={values.digestEnabled}
            onChange={(event) => set("digestEnabled", event.target.checked)}
          />
          <span>
            E-mail me the morning digest: the day's headline, three short lines and one to-do
            {premium ? ", with the exact transit times" : ""}. Unsubscribe from any digest in one click.
          </span>
        </label>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="digest-hour" label="Digest hour" error={errors.digestHour} className="content-start">
            <select
              id="digest-hour"
              className={selectClass}
              value={values.digestHour}
              onChange={(event) => set("digestHour", Number(event.target.value))}
            >
              {HOURS.map((hour) => (
                <option key={hour} value={hour}>
                  {hourLabel(hour)}
                </option>
              ))}
            </select>
          </FormField>
          <FormField
            id="time-zone"
            label="Time zone"
            className="content-start"
            error={errors.timezone}
            hint={
              values.timezone === browserTimeZone() ? (
                "This device's time zone."
              ) : (
                <button
                  type="button"
                  className="text-primary underline-offset-4 hover:underline"
                  onClick={() => set("timezone", browserTimeZone())}
                >
                  Use this device's ({browserTimeZone()})
                </button>
              )
            }
          >
            <Input
              id="time-zone"
              value={values.timezone ?? ""}
              autoComplete="off"
              spellCheck={false}
              aria-invalid={errors.timezone ? true : undefined}
              aria-describedby={errors.timezone ? "time-zone-error" : "time-zone-hint"}
              onChange={(event) => set("timezone", event.target.value)}
            />
          </FormField>
        </div>
        <RadioChoices
          legend="Default voice"
          name="defaultRoast"
          options={[
            { value: false, label: "Normal" },
            { value: true, label: premium ? "Roast" : "Roast (Premium)", disabled: !premium },
          ]}
          value={values.defaultRoast}
          onChange={(roast) => set("defaultRoast", roast)}
          error={errors.defaultRoast}
        />
        {user.emailVerified ? null : <p className="text-sm text-amber-300">{DIGEST_MESSAGES.unverified}</p>}
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
            <PendingLabel pending={save.isPending}>Save Preferences</PendingLabel>
          </Button>
          <Button
            type="button"
            variant="outline"
            disabled={preview.isPending || !user.emailVerified}
            aria-busy={preview.isPending}
            onClick={() => preview.mutate()}
          >
            <PendingLabel pending={preview.isPending}>Send me today's now</PendingLabel>
          </Button>
        </div>
      </form>
    </SettingsCard>
  );
}
