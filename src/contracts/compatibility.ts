import { z } from "zod";
import { birthInfoSchema } from "./birth-chart.ts";
import { birthDateField } from "./dates.ts";
import { oneLineText } from "./text.ts";

/** Compatibility (docs/product.md §11.1, §11.3, §11.4). */

const timeString = /^([01]\d|2[0-3]):[0-5]\d$/;
const place = birthInfoSchema.shape;

export const compatibilityRequestSchema = z.object({
  partnerName: oneLineText("Name").min(1, "Name is required").max(60, "Name must be at most 60 characters"),
  birthDate: birthDateField,
  birthTime: z
    .string({ message: "Birth time is required" })
    .min(1, "Birth time is required")
    .regex(timeString, "Birth time must be a time (HH:MM)"),
  birthPlace: place.birthPlace,
  birthLatitude: place.birthLatitude,
  birthLongitude: place.birthLongitude,
  timezone: place.timezone.default("UTC"),
  /** The texts in the roast voice (the scores are the same); absent means normal. */
  roastMode: z.boolean({ message: "roastMode must be true or false" }).optional(),
});
export type CompatibilityRequest = z.input<typeof compatibilityRequestSchema>;

const bigThreeSchema = z.object({
  sun: z.object({ sign: z.string() }),
  moon: z.object({ sign: z.string() }),
  /** Null when that chart's birth time is unknown. */
  ascendant: z.object({ sign: z.string() }).nullable(),
});

const blockBase = { score: z.number().int(), description: z.string(), examples: z.array(z.string()) };

export const compatibilityResultSchema = z.object({
  partnerName: z.string(),
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
} as const;
