import {
  COMPATIBILITY_MESSAGES,
  type CompatibilityPayload,
  type CompatibilityRequest,
  type CompatibilityResult,
  compatibilityResultSchema,
  type LastCompatibility,
  lastCompatibilityResponseSchema,
  type SavedPeopleResponse,
  type SavedPerson,
  type SavedPersonInput,
  savedPeopleResponseSchema,
  savedPersonSchema,
} from "#contracts/compatibility";
import { endpoints } from "#contracts/endpoints";
import { messageSchema } from "#contracts/user";
import { BIRTH_FIELDS } from "#web/components/forms/place-fields.ts";
import { api, fieldOf, messageOr } from "#web/lib/api.ts";
import { queryKeys } from "#web/lib/query-keys.ts";
import type { ToastInput } from "#web/lib/use-toast.ts";

/** The Compatibility call (docs/product.md §11.3) and the failure toast of docs/product.md §11.5. */

/** What the form holds while it is edited. */
export type CompatibilityFormValues = CompatibilityRequest;
/** What the schema hands over once valid: trimmed name, time zone set. */
export type { CompatibilityPayload };

/** This page's reads (issue 29): the last result (reset with the chart) and the kept people. */
export const compatibilityKeys = { last: queryKeys.compatibilityLast, people: queryKeys.compatibilityPeople };

const FORM_FIELDS = ["partnerName", ...BIRTH_FIELDS] as const;

/** An empty form. The coordinates stay undefined until a place is picked, so the schema reports it. */
export function emptyForm(): CompatibilityFormValues {
  return {
    partnerName: "",
    birthDate: "",
    birthTime: "",
    birthTimeKnown: true,
    birthPlace: "",
    birthLatitude: undefined as unknown as number,
    birthLongitude: undefined as unknown as number,
    timezone: "",
  };
}

export function calculateCompatibility(payload: CompatibilityPayload): Promise<CompatibilityResult> {
  return api.call(endpoints.compatibility.calculate, compatibilityResultSchema, { body: payload });
}

export function fetchLastCompatibility(): Promise<LastCompatibility> {
  return api.call(endpoints.compatibility.last, lastCompatibilityResponseSchema);
}

export function fetchSavedPeople(): Promise<SavedPeopleResponse> {
  return api.call(endpoints.compatibility.people, savedPeopleResponseSchema);
}

export function savePerson(person: SavedPersonInput): Promise<SavedPerson> {
  return api.call(endpoints.compatibility.addPerson, savedPersonSchema, { body: person });
}

export function editPerson({ id, ...person }: SavedPersonInput & { id: number }): Promise<SavedPerson> {
  return api.call(endpoints.compatibility.updatePerson, savedPersonSchema, { params: { id }, body: person });
}

export function deletePerson(id: number): Promise<unknown> {
  return api.call(endpoints.compatibility.deletePerson, messageSchema, { params: { id } });
}

/** The form's values for a kept person or a past request. */
export function formValuesOf(
  person: Omit<SavedPerson, "id"> | CompatibilityPayload,
): CompatibilityFormValues {
  return {
    partnerName: person.partnerName,
    birthDate: person.birthDate,
    birthTime: person.birthTimeKnown ? person.birthTime : "",
    birthTimeKnown: person.birthTimeKnown,
    birthPlace: person.birthPlace,
    birthLatitude: person.birthLatitude,
    birthLongitude: person.birthLongitude,
    timezone: person.timezone,
  };
}

export function calculationFailureToast(error: unknown): ToastInput {
  return {
    title: "Calculation Failed",
    description: messageOr(error, COMPATIBILITY_MESSAGES.failed),
    variant: "destructive",
  };
}

/**
 * The form field a 400 names, mapped to the control that shows it: the coordinates and zone come
 * from the place search, so their messages show under 'Birth Place'. Null when none matches.
 */
export function fieldOfError(
  error: unknown,
): "partnerName" | "birthDate" | "birthTime" | "birthPlace" | null {
  const field = fieldOf(error);
  const known = FORM_FIELDS.find((name) => name === field);
  if (!known || known === "birthTimeKnown") return null;
  return known === "birthLatitude" || known === "birthLongitude" || known === "timezone"
    ? "birthPlace"
    : known;
}

export { signGlyph, signName } from "#web/lib/zodiac.ts";

/** A score as a whole percent from 0 to 100. */
export function clampScore(score: number): number {
  return Math.min(100, Math.max(0, Math.round(score)));
}
