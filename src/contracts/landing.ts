import { z } from "zod";
import { LANDING_ITEMS_COUNT, TESTIMONIAL_MAX_CHARS, TESTIMONIAL_MIN_CHARS } from "./constants.ts";
import { TESTIMONIAL_STATUSES } from "./statuses.ts";

/** The landing page's real examples and real testimonials, and how members leave a testimonial. */

const count = z.coerce
  .number({ message: "count must be a number" })
  .int("count must be a whole number")
  .min(1, "count must be between 1 and 6")
  .max(6, "count must be between 1 and 6")
  .default(LANDING_ITEMS_COUNT);
export const landingCountQuerySchema = z.object({ count });

/** A testimonial as the landing page shows it; `sample` marks development seed data. */
export const testimonialSchema = z.object({
  quote: z.string(),
  author: z.string(),
  rating: z.number().int().min(1).max(5),
  sample: z.boolean(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

/** A quote the writer produced from the real sky of a given day. */
export const landingExampleSchema = z.object({
  quote: z.string(),
  /** The UTC day whose sky it was written from (YYYY-MM-DD). */
  date: z.string(),
  voice: z.enum(["normal", "roast"]),
  source: z.string(),
});
export type LandingExample = z.infer<typeof landingExampleSchema>;

export const TESTIMONIAL_MESSAGES = {
  rating: "Choose a rating from 1 to 5 stars",
  quoteShort: `Write at least ${TESTIMONIAL_MIN_CHARS} characters`,
  quoteLong: `Keep it under ${TESTIMONIAL_MAX_CHARS} characters`,
  consent: "Tick the box to let us publish your review",
  submitted: "Thank you! Your review will appear on the home page once we have checked it.",
} as const;

export const testimonialBodySchema = z.object({
  rating: z
    .number({ message: TESTIMONIAL_MESSAGES.rating })
    .int(TESTIMONIAL_MESSAGES.rating)
    .min(1, TESTIMONIAL_MESSAGES.rating)
    .max(5, TESTIMONIAL_MESSAGES.rating),
  quote: z
    .string({ message: TESTIMONIAL_MESSAGES.quoteShort })
    .trim()
    .min(TESTIMONIAL_MIN_CHARS, TESTIMONIAL_MESSAGES.quoteShort)
    .max(TESTIMONIAL_MAX_CHARS, TESTIMONIAL_MESSAGES.quoteLong),
  /** Must be ticked: nothing is published without the member's consent. */
  consent: z
    .boolean({ message: TESTIMONIAL_MESSAGES.consent })
    .refine((given) => given, TESTIMONIAL_MESSAGES.consent),
});
export type TestimonialBody = z.infer<typeof testimonialBodySchema>;

export { TESTIMONIAL_STATUSES };

/** The member's own testimonial and where it stands. */
export const myTestimonialSchema = z.object({
  testimonial: z
    .object({
      quote: z.string(),
      rating: z.number().int(),
      author: z.string(),
      status: z.enum(TESTIMONIAL_STATUSES),
      createdAt: z.string(),
    })
    .nullable(),
});
export type MyTestimonial = z.infer<typeof myTestimonialSchema>;

/** For the admins who review them. */
export const adminTestimonialSchema = z.object({
  id: z.number().int(),
  quote: z.string(),
  author: z.string(),
  rating: z.number().int(),
  status: z.enum(TESTIMONIAL_STATUSES),
  sample: z.boolean(),
  email: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type AdminTestimonial = z.infer<typeof adminTestimonialSchema>;

export const adminTestimonialsQuerySchema = z.object({ status: z.enum(TESTIMONIAL_STATUSES).optional() });
export const testimonialIdParamsSchema = z.object({
  id: z.coerce
    .number({ message: "id must be a number" })
    .int("id must be a whole number")
    .positive("id must be positive"),
});
