import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { Check, Clock, Info, Loader2, X } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { type BirthInfo, type BirthInfoInput, birthInfoSchema } from "#contracts/birth-chart";
import type { PublicUser } from "#contracts/user";
import { BirthDateField, BirthTimeField } from "#web/components/forms/birth-moment-fields.tsx";
import { useFirstErrorInView } from "#web/components/forms/first-error.ts";
import { BIRTH_FIELDS, placeFieldsOf } from "#web/components/forms/place-fields.ts";
import { PlaceField } from "#web/components/forms/place-search.tsx";
import { Alert, AlertDescription } from "#web/components/ui/alert.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { fieldOf, messageOf } from "#web/lib/api.ts";
import { queryClient } from "#web/lib/query-client.ts";
import { invalidateChartDerived } from "#web/lib/query-keys.ts";
import { dismissAllToasts } from "#web/lib/use-toast.ts";
import { cn } from "#web/lib/utils.ts";
import { saveBirthInfo } from "./api.ts";

function defaultsFrom(user: PublicUser): BirthInfoInput {
  return {
    birthDate: user.birthDate ?? "",
    birthTime: user.birthTime?.slice(0, 5) ?? "",
    birthTimeKnown: user.birthTimeKnown,
    birthPlace: user.birthPlace ?? "",
    // Undefined until a place is chosen, so the schema reports the missing place.
    birthLatitude: user.birthLatitude ?? (undefined as unknown as number),
    birthLongitude: user.birthLongitude ?? (undefined as unknown as number),
    timezone: user.birthTimezone ?? "",
  };
}

/**
 * The birth information form (docs/product.md §6.1.1, §6.2, §6.4). The date and time are sent exactly as typed:
 * no Date ever reinterprets them (docs/architecture.md#cross-cutting-rules).
 */

export function BirthForm({ user, onClose }: { user: PublicUser; onClose?: () => void }) {
  const form = useForm<BirthInfoInput, unknown, BirthInfo>({
    resolver: zodResolver(birthInfoSchema),
    defaultValues: defaultsFrom(user),
    // The first error is brought into view by the page's order, not the library's: the library's
    // own focus skipped the place search, which is not a registered input.
    shouldFocusError: false,
  });
  const errorsInView = useFirstErrorInView();
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    setError,
    formState: { errors },
  } = form;
  const [placeText, setPlaceText] = useState(user.birthPlace ?? "");
  const [formError, setFormError] = useState<string | null>(null);
  const timeKnown = watch("birthTimeKnown") !== false;
  const place = placeFieldsOf(form, setPlaceText);

  const save = useMutation({
    mutationFn: saveBirthInfo,
    onSuccess: async ({ user: saved, chart }) => {
      // Every reading of the old chart goes; the saved user and chart show at once.
      const refreshed = invalidateChartDerived(queryClient, { user: saved, chart });
      onClose?.();
      // The first sign-in's "Welcome! … Start with your birth data" is done with: nothing covers
      // the new wheel and its Full screen button.
      dismissAllToasts();
      // The saved chart replaces the form: show it from its top, not from where the form ended.
      window.scrollTo({ top: 0, left: 0 });
      await refreshed;
    },
    onError: (error: Error) => {
      const message = messageOf(error);
      const field = fieldOf(error);
      const known = BIRTH_FIELDS.find((name) => name === field);
      if (known && known !== "birthTimeKnown") {
        setError(known === "birthLatitude" || known === "birthLongitude" ? "birthPlace" : known, {
          message,
        });
        errorsInView.reveal();
      } else {
        setFormError(message || "Saving your birth information failed. Please try again.");
      }
    },
  });

  const submit = handleSubmit((values) => {
    setFormError(null);
    save.mutate({
      ...values,
      birthTime: values.birthTimeKnown ? values.birthTime : "",
    });
  }, errorsInView.reveal);

  const toggleTimeUnknown = () => {
    const unknown = timeKnown;
    setValue("birthTimeKnown", !unknown, { shouldDirty: true });
    if (unknown) {
      setValue("birthTime", "");
      form.clearErrors("birthTime");
      focusPlaceWhenMomentDone();
    }
  };

  /**
   * Once the date and the time (or "I don't know") are in, the place search is the next thing to
   * fill: focus goes there, one tap fewer on a phone (issue 29). Only a picker's whole answer moves
   * it: on a touch screen the native time picker commits "HH:MM" at once, while a keyboard writes
   * "08:03" on the way to "08:30" and keeps its own Tab order.
   */
  const focusPlaceWhenMomentDone = () => {
    const { birthDate, birthTime, birthTimeKnown } = form.getValues();
    if (!birthDate || (birthTimeKnown !== false && !birthTime)) return;
    if (placeText) return;
    document.getElementById("birth-place")?.focus();
  };
  const momentPicked = () => {
    if (window.matchMedia?.("(pointer: coarse)").matches) focusPlaceWhenMomentDone();
  };
  const birthDateField = register("birthDate", { onChange: momentPicked });
  const birthTimeField = register("birthTime", { onChange: momentPicked });

  return (
    <Card aria-labelledby="birth-form-title" data-testid="birth-form" className="relative">
      <CardHeader className="pr-14">
        <CardTitle id="birth-form-title" className="font-display text-2xl">
          Birth Information
        </CardTitle>
        <CardDescription>
          Your chart is cast for the exact moment and place you were born. Nothing is guessed.
        </CardDescription>
        {onClose ? (
          <Button
            type="button"
            variant="ghost"
            size="icon"
            onClick={onClose}
            aria-label="Close the birth information form"
            className="absolute right-4 top-4"
          >
            <X className="size-5" aria-hidden="true" />
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        <form ref={errorsInView.ref} onSubmit={submit} noValidate className="grid gap-6">
          <div className="grid gap-6 sm:grid-cols-2">
            <BirthDateField id="birth-date" error={errors.birthDate?.message} {...birthDateField} />
            <div className="grid content-start gap-3">
              <BirthTimeField
                id="birth-time"
                disabled={!timeKnown}
                error={timeKnown ? errors.birthTime?.message : undefined}
                {...birthTimeField}
              />
              {/* A checkbox built from a button: its name comes from its text, so no label clashes with "Birth Time". */}
              {/* biome-ignore lint/a11y/useSemanticElements: a native checkbox's <label> would also match the "Birth Time" label. */}
              <button
                type="button"
                role="checkbox"
                aria-checked={!timeKnown}
                onClick={toggleTimeUnknown}
                className="flex w-fit items-center gap-2 rounded-md text-sm text-muted-foreground hover:text-foreground"
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    "flex size-4 items-center justify-center rounded border transition-colors",
                    timeKnown
                      ? "border-input bg-background/60"
                      : "border-primary bg-primary text-primary-foreground",
                  )}
                >
                  {timeKnown ? null : <Check className="size-3" strokeWidth={3} />}
                </span>
                I don't know my birth time
              </button>
            </div>
          </div>

          {timeKnown ? null : (
            <Alert variant="info">
              <Clock aria-hidden="true" />
              <AlertDescription className="mt-0">
                No problem: we cast your chart for local noon. Planets and signs still work, but houses and
                the rising sign (Ascendant) change every few minutes, so they need an exact time and are left
                out. Your Moon may also sit in one of two signs.
              </AlertDescription>
            </Alert>
          )}

          <PlaceField
            id="birth-place"
            place={place}
            text={placeText}
            prompt="Type at least 3 letters, then pick your city: it sets the coordinates and time zone."
          />

          <div className="flex gap-3 rounded-xl border border-primary/25 bg-primary/5 p-4 text-sm">
            <Info className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            <p className="text-foreground/85">
              <span className="font-semibold text-foreground">Birth time accuracy matters.</span> The rising
              sign and houses shift roughly every two hours, some of them in minutes. If you are not sure,
              check your birth certificate or contact the hospital where you were born.
            </p>
          </div>

          {formError ? (
            <Alert variant="destructive">
              <AlertDescription className="mt-0">{formError}</AlertDescription>
            </Alert>
          ) : null}

          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            {onClose ? (
              <Button type="button" variant="outline" onClick={onClose}>
                Cancel
              </Button>
            ) : null}
            <Button type="submit" size="lg" disabled={save.isPending}>
              {save.isPending ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : null}
              Save Birth Information
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
