import { z } from "zod";
import { PLANETS, type PlanetName } from "#astro/constants";
import { isIanaZone } from "./auth.ts";
import { BIRTH_DATE_MIN, birthDateField, isCalendarDate } from "./dates.ts";
import { oneLineText, proseText } from "./text.ts";

/**
 * Birth data, the chart and its interpretations (docs/product.md §6.3, §6.4, §6.6). The same schemas validate
 * the birth form in the browser and the bodies on the server.
 */

/** The answer to a roast request from a free user (horoscope and chart interpretations). */
export const ROAST_PREMIUM_MESSAGE =
  "Roast mode is a Premium feature. Upgrade to Premium to get roasted by your own chart.";

// Re-exported for the forms and the other contracts that have always imported them from here.
export { BIRTH_DATE_MIN, isCalendarDate };

const timeString = /^([01]\d|2[0-3]):[0-5]\d$/;

export const birthInfoSchema = z
  .object({
    birthDate: birthDateField,
    birthTime: z.string({ message: "Birth time is required" }).default(""),
    /** Beyond the spec: "I don't know my birth time" gives a chart without houses and angles. */
    birthTimeKnown: z.boolean().default(true),
    birthPlace: oneLineText("Birth place")
      .min(1, "Birth place is required")
      .max(200, "Birth place must be at most 200 characters"),
    birthLatitude: z
      .number({ message: "Latitude must be a number from -90 to 90" })
      .min(-90, "Latitude must be a number from -90 to 90")
      .max(90, "Latitude must be a number from -90 to 90"),
    birthLongitude: z
      .number({ message: "Longitude must be a number from -180 to 180" })
      .min(-180, "Longitude must be a number from -180 to 180")
      .max(180, "Longitude must be a number from -180 to 180"),
    timezone: z
      .string({ message: "Timezone is required" })
      .min(1, "Timezone is required")
      .max(64, "Timezone must be a valid IANA time zone, e.g. Europe/Brussels")
      .refine(isIanaZone, "Timezone must be a valid IANA time zone, e.g. Europe/Brussels"),
  })
  .superRefine((value, ctx) => {
    if (!value.birthTimeKnown) return;
    if (!value.birthTime)
      ctx.addIssue({ code: "custom", path: ["birthTime"], message: "Birth time is required" });
    else if (!timeString.test(value.birthTime))
      ctx.addIssue({ code: "custom", path: ["birthTime"], message: "Birth time must be a time (HH:MM)" });
  });
export type BirthInfoInput = z.input<typeof birthInfoSchema>;
export type BirthInfo = z.output<typeof birthInfoSchema>;

export const geocodeQuerySchema = z.object({ place: oneLineText("Place").max(200).default("") });
export const placeSuggestionSchema = z.object({
  displayName: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  timezone: z.string(),
});
export type PlaceSuggestion = z.infer<typeof placeSuggestionSchema>;

export const PLANET_KEYS = PLANETS;
export type PlanetKey = PlanetName;

export const HOUSE_SYSTEM_LABELS = ["Placidus", "Equal", "Equal (extreme latitude)"] as const;

const chartPlanetSchema = z.object({
  longitude: z.number(),
  sign: z.string(),
  /** null when the birth time is unknown. */
  house: z.number().int().min(1).max(12).nullable(),
  speed: z.number(),
  retrograde: z.boolean(),
});

export const chartAspectSchema = z.object({
  planet1: z.string(),
  planet2: z.string(),
  type: z.enum(["conjunction", "sextile", "square", "trine", "quincunx", "opposition"]),
  orb: z.number(),
  applying: z.boolean(),
});

/** How the local birth time became a UT instant ("How this was computed"). */
export const timeReportSchema = z.object({
  utc: z.string(),
  zone: z.string(),
  offsetMinutes: z.number(),
  kind: z.enum(["normal", "gap", "overlap"]),
  note: z.string(),
});

/**
 * Every planet by name, as an object with one property each (not a record keyed by an enum), so
 * the OpenAPI document lists the properties it requires.
 */
const chartPlanetsSchema = z.object(
  Object.fromEntries(PLANET_KEYS.map((key) => [key, chartPlanetSchema])) as Record<
    (typeof PLANET_KEYS)[number],
    typeof chartPlanetSchema
  >,
);

export const chartDataSchema = z.object({
  planets: chartPlanetsSchema,
  ascendant: z.object({ longitude: z.number() }).nullable(),
  midheaven: z.object({ longitude: z.number() }).nullable(),
  houses: z.array(z.number()),
  houseSystem: z.enum(HOUSE_SYSTEM_LABELS).nullable(),
  aspects: z.array(chartAspectSchema),
  timeKnown: z.boolean(),
  /** With an unknown time: the signs the Moon passes through that day. */
  moonSignRange: z.array(z.string()).optional(),
  timeReport: timeReportSchema,
});
export type ChartData = z.infer<typeof chartDataSchema>;

export const birthChartResponseSchema = z.object({
  chartData: chartDataSchema,
  sunSign: z.string(),
  moonSign: z.string(),
  risingSign: z.string().nullable(),
  /** Short readings for the 'Chart Interpretation' card. */
  blurbs: z.object({ bigThree: z.string(), elements: z.string(), aspects: z.string() }),
});
export type BirthChartResponse = z.infer<typeof birthChartResponseSchema>;

export const interpretRequestSchema = z.object({
  prompt: proseText("Prompt").max(2000).optional(),
  planet: z.object({
    name: z.string().min(1).max(20),
    sign: z.string().max(20).optional(),
    house: z.number().int().nullable().optional(),
    longitude: z.number().optional(),
  }),
  roastMode: z.boolean().optional(),
});
export const interpretResponseSchema = z.object({ interpretation: z.string() });

export const regenerateRequestSchema = z.object({ roastMode: z.boolean().default(false) });
export const fullInterpretationSchema = z.object({
  interpretation: z.object({
    interpretation: z.string(),
    strengths: z.array(z.string()),
    challenges: z.array(z.string()),
    lifeThemes: z.array(z.string()),
  }),
});
export type FullInterpretation = z.infer<typeof fullInterpretationSchema>;
