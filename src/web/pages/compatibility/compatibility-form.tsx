import { Clock, Crown, HeartHandshake, Loader2, UserPlus } from "lucide-react";
import type { RefObject } from "react";
import type { UseFormReturn } from "react-hook-form";
import { COMPATIBILITY_MESSAGES, type SavedPerson } from "#contracts/compatibility";
import { BirthDateField, BirthTimeField } from "#web/components/forms/birth-moment-fields.tsx";
import { placeFieldsOf } from "#web/components/forms/place-fields.ts";
import { PlaceField } from "#web/components/forms/place-search.tsx";
import { TimeUnknownCheckbox } from "#web/components/forms/time-unknown-checkbox.tsx";
import { Alert, AlertDescription } from "#web/components/ui/alert.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { TextField } from "#web/components/ui/form-field.tsx";
import type { CompatibilityFormValues, CompatibilityPayload } from "./api.ts";

const SUBMIT_LABEL = "Calculate Compatibility";
const PENDING_LABEL = "Analyzing Cosmic Connection...";
const LOCKED_LABEL = "Premium Feature - Upgrade Required";
const SAVE_PERSON_LABEL = "Save This Person";
const SAVE_CHANGES_LABEL = "Save Changes";
const TIME_UNKNOWN_LABEL = "I don't know their birth time";

export type CompatibilityForm = UseFormReturn<CompatibilityFormValues, unknown, CompatibilityPayload>;

/**
 * The partner's birth data (docs/product.md §11.1, §11.4), validated with the server's own schema.
 * The form state lives in the page, so values survive while the result is shown.
 */
export function CompatibilityFormCard({
  form,
  formRef,
  onInvalid,
  placeText,
  onPlaceTextChange,
  premium,
  pending,
  onCalculate,
  editing,
  canSave,
  savePending,
  onSave,
  onCancelEdit,
}: {
  form: CompatibilityForm;
  /** The <form>, where a refused submit finds its first invalid field (`useFirstErrorInView`). */
  formRef: RefObject<HTMLFormElement | null>;
  /** A submit was refused by the schema. */
  onInvalid: () => void;
  /** The text in the place search box (a typed name without a pick has no coordinates). */
  placeText: string;
  onPlaceTextChange: (text: string) => void;
  premium: boolean;
  pending: boolean;
  onCalculate: (values: CompatibilityPayload) => void;
  /** The kept person being edited, if any: the form saves changes to them. */
  editing: SavedPerson | null;
  /** False when a free account keeps as many people as it may. */
  canSave: boolean;
  savePending: boolean;
  onSave: (values: CompatibilityPayload) => void;
  onCancelEdit: () => void;
}) {
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    clearErrors,
    formState: { errors },
  } = form;
  const place = placeFieldsOf(form, onPlaceTextChange);
  const timeKnown = watch("birthTimeKnown") !== false;

  const submit = handleSubmit((values) => {
    if (!premium || pending) return;
    onCalculate(values);
  }, onInvalid);

  const save = handleSubmit((values) => {
    if (savePending) return;
    onSave(values);
  }, onInvalid);

  const toggleTimeUnknown = () => {
    setValue("birthTimeKnown", !timeKnown, { shouldDirty: true });
    if (timeKnown) {
      // Unknown from now on: the time is not asked for, so neither is its message.
      setValue("birthTime", "");
      clearErrors("birthTime");
    }
  };

  return (
    <Card aria-labelledby="compatibility-form-title" data-testid="compatibility-form">
      <CardHeader className="px-4 sm:px-6">
        <CardTitle id="compatibility-form-title" className="flex items-center gap-2 font-display text-2xl">
          <HeartHandshake className="size-6 shrink-0 text-primary" aria-hidden="true" />
          Their birth details
        </CardTitle>
        <CardDescription>
          Their chart is cast for the exact moment and place they were born, then laid over yours.
        </CardDescription>
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        <form
          ref={formRef}
          onSubmit={submit}
          noValidate
          aria-busy={pending}
          aria-label="Their birth details"
          className="grid gap-6"
        >
          <TextField
            id="partner-name"
            label="Their Name"
            type="text"
            autoComplete="off"
            placeholder="e.g. Sam"
            maxLength={60}
            error={errors.partnerName?.message}
            {...register("partnerName")}
          />
          <div className="grid gap-6 sm:grid-cols-2">
            <BirthDateField
              id="partner-birth-date"
              error={errors.birthDate?.message}
              {...register("birthDate")}
            />
            <div className="grid gap-2">
              <BirthTimeField
                id="partner-birth-time"
                disabled={!timeKnown}
                error={timeKnown ? errors.birthTime?.message : undefined}
                {...register("birthTime")}
              />
              <TimeUnknownCheckbox unknown={!timeKnown} onToggle={toggleTimeUnknown}>
                {TIME_UNKNOWN_LABEL}
              </TimeUnknownCheckbox>
            </div>
          </div>
          {timeKnown ? null : (
            <Alert variant="info" data-testid="partner-time-unknown-note">
              <Clock aria-hidden="true" />
              <AlertDescription className="mt-0">
                Their chart will be cast for local noon, as yours is without a time: planets and signs count,
                houses and the rising sign are left out.
              </AlertDescription>
            </Alert>
          )}
          <PlaceField
            id="partner-birth-place"
            place={place}
            text={placeText}
            prompt="Type at least 3 letters, then pick their city: it sets the coordinates and time zone."
            chosenTestId="partner-place-chosen"
          />

          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:flex-wrap sm:justify-end">
            {editing ? (
              <Button type="button" variant="ghost" size="lg" onClick={onCancelEdit}>
                Cancel Editing
              </Button>
            ) : null}
            {editing || canSave ? (
              <Button
                type="button"
                variant="outline"
                size="lg"
                disabled={savePending}
                onClick={() => void save()}
                className="h-auto min-h-12 w-full py-2 sm:w-auto"
              >
                <UserPlus className="size-4" aria-hidden="true" />
                {editing ? `${SAVE_CHANGES_LABEL} to ${editing.partnerName}` : SAVE_PERSON_LABEL}
              </Button>
            ) : null}
            <Button
              type="submit"
              size="lg"
              disabled={!premium || pending}
              className="h-auto min-h-12 w-full py-2 text-center sm:w-auto"
            >
              {!premium ? (
                <Crown className="size-4" aria-hidden="true" />
              ) : pending ? (
                <Loader2 className="size-4 animate-spin" aria-hidden="true" />
              ) : (
                <HeartHandshake className="size-4" aria-hidden="true" />
              )}
              {!premium ? LOCKED_LABEL : pending ? PENDING_LABEL : SUBMIT_LABEL}
            </Button>
          </div>
          {!editing && !canSave ? (
            <p className="text-sm text-muted-foreground sm:text-right" data-testid="saved-people-full">
              {COMPATIBILITY_MESSAGES.savedLimit}
            </p>
          ) : null}
        </form>
      </CardContent>
    </Card>
  );
}
