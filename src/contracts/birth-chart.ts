import { z } from "zod";
import {
  HOUSE_SYSTEMS,
  type HouseSystem,
  NODE_TYPES,
  type NodeType,
  PLANETS,
  type PlanetName,
} from "#astro/constants";
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

export type { HouseSystem, NodeType };
export { HOUSE_SYSTEMS, NODE_TYPES };

/** The house systems as people read them (the engine's "WholeSign" is "Whole Sign"). */
export const HOUSE_SYSTEM_NAMES = {
  Placidus: "Placidus",
  Koch: "Koch",
  Equal: "Equal",
  WholeSign: "Whole Sign",
  Porphyry: "Porphyry",
  Regiomontanus: "Regiomontanus",
  Campanus: "Campanus",
} as const satisfies Readonly<Record<HouseSystem, string>>;

export const NODE_TYPE_NAMES: Readonly<Record<NodeType, string>> = {
  true: "True Node",
  mean: "Mean Node",
};

/**
 * The house-system line of a chart: the system's name, or the spec's "Equal (extreme latitude)"
 * beyond the polar circles and "Equal" where Placidus (or Koch) has no solution elsewhere (01 §2).
 */
const HOUSE_SYSTEM_LABELS = [
  "Placidus",
  "Koch",
  "Equal",
  "Whole Sign",
  "Porphyry",
  "Regiomontanus",
  "Campanus",
  "Equal (extreme latitude)",
] as const;

export const HOUSE_SYSTEM_MESSAGE = `House system must be one of ${HOUSE_SYSTEMS.map((s) => HOUSE_SYSTEM_NAMES[s]).join(", ")}`;
export const NODE_TYPE_MESSAGE = "Node must be the true node or the mean node";

/** The chart settings of Settings and the chart page (issue 31); the server answers with the same messages. */
export const chartSettingsSchema = z.object({
  houseSystem: z.enum(HOUSE_SYSTEMS, { message: HOUSE_SYSTEM_MESSAGE }),
  nodeType: z.enum(NODE_TYPES, { message: NODE_TYPE_MESSAGE }),
});
export type ChartSettings = z.infer<typeof chartSettingsSchema>;

/**
 * The chart points beyond the ten bodies as the client sees them: the North Node (true or mean,
 * per the user's setting), the South Node opposite it, Chiron, Black Moon Lilith and the Part of
 * Fortune (null without a birth time).
 */
export const CHART_POINT_KEYS = ["northNode", "southNode", "chiron", "lilith", "fortune"] as const;
export type ChartPointKey = (typeof CHART_POINT_KEYS)[number];

const chartPlanetSchema = z.object({
  longitude: z.number(),
  sign: z.string(),
  /** null when the birth time is unknown. */
  house: z.number().int().min(1).max(12).nullable(),
  speed: z.number(),
  retrograde: z.boolean(),
});

const chartAspectSchema = z.object({
  planet1: z.string(),
  planet2: z.string(),
  type: z.enum(["conjunction", "sextile", "square", "trine", "quincunx", "opposition"]),
  orb: z.number(),
  applying: z.boolean(),
});

/** How the local birth time became a UT instant ("How this was computed"). */
const timeReportSchema = z.object({
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

const chartPointSchema = chartPlanetSchema.extend({
  /** The Part of Fortune only: cast with the day formula (Sun above the horizon) or the night one. */
  day: z.boolean().optional(),
});

const chartPointsSchema = z.object({
  northNode: chartPointSchema,
  southNode: chartPointSchema,
  chiron: chartPointSchema,
  lilith: chartPointSchema,
  fortune: chartPointSchema.nullable(),
});

const chartDataSchema = z.object({
  planets: chartPlanetsSchema,
  points: chartPointsSchema,
  /** Aspects from the points to the ten bodies (smaller orbs; nodes and Fortune: conjunction and opposition only). */
  pointAspects: z.array(chartAspectSchema),
  /** The North Node the chart uses. */
  nodeType: z.enum(NODE_TYPES),
  ascendant: z.object({ longitude: z.number() }).nullable(),
  midheaven: z.object({ longitude: z.number() }).nullable(),
  houses: z.array(z.number()),
  houseSystem: z.enum(HOUSE_SYSTEM_LABELS).nullable(),
  /** The system the user chose; null without a birth time. */
  requestedHouseSystem: z.enum(HOUSE_SYSTEMS).nullable(),
  /** True when the chosen system fails at the birth place and equal houses stand in for it. */
  houseSystemFallback: z.boolean(),
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
