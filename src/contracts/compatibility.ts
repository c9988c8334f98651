import { z } from "zod";
import { birthInfoSchema } from "./birth-chart.ts";
import { birthDateField } from "./dates.ts";
import { oneLineText } from "./text.ts";

/** Compatibility (docs/product.md §11.1, §11.3, §11.4). */

const timeString = /^([01]\d|2[0-3]):[0-5]\d$/;
const place = birthInfoSchema.shape;

/** Free accounts keep this many people; Premium keeps any number (issue 29). */
export const FREE_SAVED_PEOPLE = 3;

/**
 * The partner's birth data, as the form holds it and the server checks it. "I don't know their
 * birth time" (`birthTimeKnown: false`) is treated like the user's own unknown time: a noon chart
 * without houses or a rising sign, and the time is not required.
 */
const partnerFields = {
  partnerName: oneLineText("Name").min(1, "Name is required").max(60, "Name must be at most 60 characters"),
  birthDate: birthDateField,
  birthTime: z.string({ message: "Birth time is required" }).default(""),
  birthTimeKnown: z.boolean({ message: "birthTimeKnown must be true or false" }).default(true),
  birthPlace: place.birthPlace,
  birthLatitude: place.birthLatitude,
  birthLongitude: place.birthLongitude,
};

/**
 * The time is required and checked only when it is known (the birth form's own rule and messages).
 * It runs even when other fields failed (`when`), so an empty form lists every missing field at
 * once, the time among them; the value may then be partly parsed, hence the type checks.
 */
function checkPartnerTime(value: { birthTime: unknown; birthTimeKnown: unknown }, ctx: z.RefinementCtx) {
  if (value.birthTimeKnown === false || typeof value.birthTime !== "string") return;
  if (!value.birthTime)
    ctx.addIssue({ code: "custom", path: ["birthTime"], message: "Birth time is required" });
  else if (!timeString.test(value.birthTime))
    ctx.addIssue({ code: "custom", path: ["birthTime"], message: "Birth time must be a time (HH:MM)" });
}
const partnerTimeCheck = {
  when: (payload: { value: unknown }) => typeof payload.value === "object" && payload.value !== null,
};

export const compatibilityRequestSchema = z
  .object({
    ...partnerFields,
    timezone: place.timezone.default("UTC"),
    /** The texts in the roast voice (the scores are the same); absent means normal. */
    roastMode: z.boolean({ message: "roastMode must be true or false" }).optional(),
  })
  .superRefine(checkPartnerTime, partnerTimeCheck);
export type CompatibilityRequest = z.input<typeof compatibilityRequestSchema>;
export type CompatibilityPayload = z.output<typeof compatibilityRequestSchema>;

/** A person kept for Compatibility (create and edit): the same fields and messages as the form. */
export const savedPersonInputSchema = z
  .object({ ...partnerFields, timezone: place.timezone })
  .superRefine(checkPartnerTime, partnerTimeCheck);
export type SavedPersonInput = z.output<typeof savedPersonInputSchema>;

export const savedPersonSchema = z.object({
  id: z.number().int(),
  partnerName: z.string(),
  birthDate: z.string(),
  /** "" when the time is unknown. */
  birthTime: z.string(),
  birthTimeKnown: z.boolean(),
  birthPlace: z.string(),
  birthLatitude: z.number(),
  birthLongitude: z.number(),
  timezone: z.string(),
});
export type SavedPerson = z.infer<typeof savedPersonSchema>;

export const savedPeopleResponseSchema = z.object({
  people: z.array(savedPersonSchema),
  /** How many this account may keep; null when there is no limit (Premium). */
  limit: z.number().int().nullable(),
});
export type SavedPeopleResponse = z.infer<typeof savedPeopleResponseSchema>;

const bigThreeSchema = z.object({
  sun: z.object({ sign: z.string() }),
  moon: z.object({ sign: z.string() }),
  /** Null when that chart's birth time is unknown. */
  ascendant: z.object({ sign: z.string() }).nullable(),
});

const blockBase = { score: z.number().int(), description: z.string(), examples: z.array(z.string()) };

export const compatibilityResultSchema = z.object({
  partnerName: z.string(),
  /** False when their birth time was not given: their chart is cast for noon, without houses. */
  partnerTimeKnown: z.boolean(),
  /** 0-100. */
  overall: z.number().int(),
  userChart: bigThreeSchema,
  partnerChart: bigThreeSchema,
  romantic: z.object({ ...blockBase, strengths: z.array(z.string()), challenges: z.array(z.string()) }),
  sexual: z.object({ ...blockBase, chemistry: z.array(z.string()), dynamics: z.array(z.string()) }),
  friendship: z.object({
    ...blockBase,
    commonInterests: z.array(z.string()),
    supportStyle: z.array(z.string()),
  }),
  work: z.object({ ...blockBase, collaboration: z.array(z.string()), roles: z.array(z.string()) }),
  /** The synastry aspects the texts rest on ("Why this?"). */
  basis: z.array(z.looseObject({ kind: z.string() })),
});
export type CompatibilityResult = z.infer<typeof compatibilityResultSchema>;

/** The last result the user computed, shown again on a revisit; null when there is none. */
export const lastCompatibilityResponseSchema = z.object({
  last: z.object({ request: compatibilityRequestSchema, result: compatibilityResultSchema }).nullable(),
});
export type LastCompatibility = z.infer<typeof lastCompatibilityResponseSchema>;

/** Score wording (docs/product.md §11.1, §11.4): 80+ exceptional, 60+ strong, 40+ moderate, else challenging. */
export function compatibilityWording(score: number): "Exceptional" | "Strong" | "Moderate" | "Challenging" {
  if (score >= 80) return "Exceptional";
  if (score >= 60) return "Strong";
  if (score >= 40) return "Moderate";
  return "Challenging";
}

export const COMPATIBILITY_MESSAGES = {
  noBirthData: "Compatibility compares two birth charts. Add your own birth date, time and place first.",
  failed: "Failed to calculate compatibility. Please try again.",
  savedLimit: `Free accounts keep up to ${FREE_SAVED_PEOPLE} people. Delete one, or upgrade to Premium to keep more.`,
  personNotFound: "That person is not in your saved list.",
  /** Shown with a result whose partner's birth time is unknown. */
  unknownPartnerTime:
    "Their birth time is unknown, so their chart is cast for noon: no houses and no rising sign in this reading.",
} as const;
