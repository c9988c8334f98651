import { Crown, HeartHandshake, Loader2 } from "lucide-react";
import type { UseFormReturn } from "react-hook-form";
import type { PlaceSuggestion } from "#contracts/birth-chart";
import { BirthDateField, BirthTimeField } from "#web/components/forms/birth-moment-fields.tsx";
import { PlaceSearch } from "#web/components/forms/place-search.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { FormField, TextField } from "#web/components/ui/form-field.tsx";
import type { CompatibilityFormValues, CompatibilityPayload } from "./api.ts";

export const SUBMIT_LABEL = "Calculate Compatibility";
export const PENDING_LABEL = "Analyzing Cosmic Connection...";
export const LOCKED_LABEL = "Premium Feature - Upgrade Required";

export type CompatibilityForm = UseFormReturn<CompatibilityFormValues, unknown, CompatibilityPayload>;

/**
 * The partner's birth data (docs/product.md §11.1, §11.4), validated with the server's own schema.
 * The form state lives in the page, so values survive while the result is shown.
 */
export function CompatibilityFormCard({
  form,
  placeText,
  onPlaceTextChange,
  premium,
  pending,
  onCalculate,
}: {
  form: CompatibilityForm;
  /** The text in the place search box (a typed name without a pick has no coordinates). */
  placeText: string;
  onPlaceTextChange: (text: string) => void;
  premium: boolean;
  pending: boolean;
  onCalculate: (values: CompatibilityPayload) => void;
}) {
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    formState: { errors },
  } = form;
  const timezone = watch("timezone");
  const latitude = watch("birthLatitude");
  const longitude = watch("birthLongitude");

  const submit = handleSubmit((values) => {
    if (!premium || pending) return;
    onCalculate(values);
  });

  const pickPlace = (place: PlaceSuggestion) => {
    onPlaceTextChange(place.displayName);
    const options = { shouldValidate: form.formState.isSubmitted, shouldDirty: true } as const;
    setValue("birthPlace", place.displayName, options);
    setValue("birthLatitude", place.latitude, options);
    setValue("birthLongitude", place.longitude, options);
    setValue("timezone", place.timezone, options);
  };

  const typePlace = (text: string) => {
    onPlaceTextChange(text);
    // A typed name without a chosen suggestion has no coordinates or zone yet.
    setValue("birthPlace", "");
    setValue("birthLatitude", undefined as unknown as number);
    setValue("birthLongitude", undefined as unknown as number);
    setValue("timezone", "");
  };

  const placeError =
    errors.birthPlace?.message ??
    errors.timezone?.message ??
    errors.birthLatitude?.message ??
    errors.birthLongitude?.message;
  const placeChosen = !!timezone && typeof latitude === "number" && typeof longitude === "number";

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
            <BirthTimeField
              id="partner-birth-time"
              error={errors.birthTime?.message}
              {...register("birthTime")}
            />
          </div>
          <FormField
            id="partner-birth-place"
            label="Birth Place"
            error={placeError}
            hint={
              placeChosen ? (
                <span data-testid="partner-place-chosen">
                  {Number(latitude).toFixed(4)}, {Number(longitude).toFixed(4)} · {timezone}
                </span>
              ) : (
                "Type at least 3 letters, then pick their city: it sets the coordinates and time zone."
              )
            }
          >
            <PlaceSearch
              id="partner-birth-place"
              value={placeText}
              onTextChange={typePlace}
              onPick={pickPlace}
              invalid={!!placeError}
              describedBy={placeError ? "partner-birth-place-error" : "partner-birth-place-hint"}
            />
          </FormField>

          <div className="flex justify-end">
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
        </form>
      </CardContent>
    </Card>
  );
}
