import type { FieldValues, UseFormReturn } from "react-hook-form";
import type { PlaceSuggestion } from "#contracts/birth-chart";

/** The birth fields a birth form sends (the user's own, a partner's), as the server names them in a 400. */
export const BIRTH_FIELDS = [
  "birthDate",
  "birthTime",
  "birthTimeKnown",
  "birthPlace",
  "birthLatitude",
  "birthLongitude",
  "timezone",
] as const;

/** What a picked place fills in: its name, coordinates and time zone. */
interface PlaceValues {
  birthPlace: string;
  birthLatitude: number;
  birthLongitude: number;
  timezone?: string;
}

/**
 * The place search's side of a birth form: picking a suggestion fills the name, coordinates and zone;
 * typing clears them (a typed name without a pick has no coordinates or zone yet). Also the one
 * message shown under 'Birth Place' and whether a place is chosen, with what was chosen.
 */
export function placeFieldsOf<T extends FieldValues & PlaceValues, U>(
  form: UseFormReturn<T, unknown, U>,
  setPlaceText: (text: string) => void,
) {
  // Only the four place fields are touched, which every birth form has.
  const { setValue, watch, formState } = form as unknown as UseFormReturn<PlaceValues>;
  const { errors } = formState;
  const timezone = watch("timezone");
  const latitude = watch("birthLatitude");
  const longitude = watch("birthLongitude");

  const pickPlace = (place: PlaceSuggestion) => {
    setPlaceText(place.displayName);
    const options = { shouldValidate: formState.isSubmitted, shouldDirty: true } as const;
    setValue("birthPlace", place.displayName, options);
    setValue("birthLatitude", place.latitude, options);
    setValue("birthLongitude", place.longitude, options);
    setValue("timezone", place.timezone, options);
  };

  const typePlace = (text: string) => {
    setPlaceText(text);
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

  return { pickPlace, typePlace, placeError, placeChosen, timezone, latitude, longitude };
}
