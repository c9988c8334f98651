import type { z } from "zod";
import {
  COMPATIBILITY_MESSAGES,
  type CompatibilityRequest,
  type CompatibilityResult,
  type compatibilityRequestSchema,
  compatibilityResultSchema,
} from "#contracts/compatibility";
import { api, fieldOf, messageOr } from "#web/lib/api.ts";
import type { ToastInput } from "#web/lib/use-toast.ts";

/** The Compatibility call (docs/product.md §11.3) and the failure toast of docs/product.md §11.5. */

export const CALCULATE_PATH = "/api/compatibility/calculate";

/** What the form holds while it is edited. */
export type CompatibilityFormValues = CompatibilityRequest;
/** What the schema hands over once valid: trimmed name, time zone set. */
export type CompatibilityPayload = z.output<typeof compatibilityRequestSchema>;

export const FORM_FIELDS = [
  "partnerName",
  "birthDate",
  "birthTime",
  "birthPlace",
  "birthLatitude",
  "birthLongitude",
  "timezone",
] as const;
export type FormFieldName = (typeof FORM_FIELDS)[number];

/** An empty form. The coordinates stay undefined until a place is picked, so the schema reports it. */
export function emptyForm(): CompatibilityFormValues {
  return {
    partnerName: "",
    birthDate: "",
    birthTime: "",
    birthPlace: "",
    birthLatitude: undefined as unknown as number,
    birthLongitude: undefined as unknown as number,
    timezone: "",
  };
}

export function calculateCompatibility(payload: CompatibilityPayload): Promise<CompatibilityResult> {
  return api.send("POST", CALCULATE_PATH, payload, compatibilityResultSchema);
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
  if (!known) return null;
  return known === "birthLatitude" || known === "birthLongitude" || known === "timezone"
    ? "birthPlace"
    : known;
}

export { signGlyph, signName } from "#web/lib/zodiac.ts";

/** A score as a whole percent from 0 to 100. */
export function clampScore(score: number): number {
  return Math.min(100, Math.max(0, Math.round(score)));
}
