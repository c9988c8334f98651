import { z } from "zod";
import {
  type BirthChartResponse,
  type BirthInfo,
  birthChartResponseSchema,
  fullInterpretationSchema,
  interpretResponseSchema,
} from "#contracts/birth-chart";
import { endpoints } from "#contracts/endpoints";
import { type PublicUser, publicUserSchema } from "#contracts/user";
import { ordinal } from "#web/components/chart/wheel-geometry.ts";
import { api, requestEndpoint } from "#web/lib/api.ts";

/** Calls of the birth chart page (docs/product.md §6.3) and the pure rules around them. */

/**
 * The form shows when the user lacks any of birthDate, birthTime (unless they said they do not
 * know it), birthPlace, latitude or longitude (docs/product.md §6.2).
 */
export function needsBirthInfo(user: PublicUser): boolean {
  return (
    !user.birthDate ||
    (user.birthTimeKnown && !user.birthTime) ||
    !user.birthPlace ||
    user.birthLatitude == null ||
    user.birthLongitude == null
  );
}

export { fetchBirthChart } from "#web/lib/sky-data.ts";

const savedBirthInfoSchema = z.object({ user: publicUserSchema, chart: birthChartResponseSchema });

export function saveBirthInfo(info: BirthInfo): Promise<{ user: PublicUser; chart: BirthChartResponse }> {
  return api.call(endpoints.birthChart.saveBirthInfo, savedBirthInfoSchema, { body: info });
}

export interface PlanetRequest {
  /** "Sun", "Moon", …, "Rising". */
  name: string;
  sign: string;
  house: number | null;
  longitude: number;
}

/** The prompt of docs/product.md §6.3: the planet in its sign and house, clear, inspiring, non-technical. */
function interpretPrompt(planet: PlanetRequest): string {
  const where = planet.house ? ` in the ${ordinal(planet.house)} house` : "";
  return (
    `Interpret ${planet.name} in ${planet.sign}${where} of my natal chart. ` +
    "Write in clear, inspiring, non-technical language, 150-300 words."
  );
}

export async function fetchPlanetInterpretation(planet: PlanetRequest, roastMode = false): Promise<string> {
  const body = await api.call(
    endpoints.birthChart.interpret,
    interpretResponseSchema.catch({ interpretation: "" }),
    {
      body: {
        prompt: interpretPrompt(planet),
        planet: { name: planet.name, sign: planet.sign, house: planet.house, longitude: planet.longitude },
        ...(roastMode ? { roastMode: true } : {}),
      },
    },
  );
  return body.interpretation;
}

export type FullReading =
  | {
      kind: "parsed";
      interpretation: string;
      strengths: string[];
      challenges: string[];
      lifeThemes: string[];
    }
  | { kind: "raw"; text: string }
  | { kind: "empty" };

/**
 * Reads a full interpretation response. The structured shape gives the text and the three lists;
 * a text that itself holds that JSON is unpacked; anything else shows as raw text, or
 * 'No interpretation available' (docs/product.md §6.1.4).
 */
function readFullInterpretation(body: unknown): FullReading {
  const parsed = fullInterpretationSchema.safeParse(body);
  if (parsed.success) {
    const inner = parsed.data.interpretation;
    const nested = tryJson(inner.interpretation);
    if (nested) return nested;
    if (!inner.interpretation.trim() && !inner.strengths.length && !inner.challenges.length) {
      return inner.lifeThemes.length ? { kind: "parsed", ...inner } : { kind: "empty" };
    }
    return { kind: "parsed", ...inner };
  }
  const candidate =
    body && typeof body === "object" && "interpretation" in body
      ? (body as { interpretation: unknown }).interpretation
      : body;
  if (typeof candidate === "string") {
    return tryJson(candidate) ?? (candidate.trim() ? { kind: "raw", text: candidate } : { kind: "empty" });
  }
  if (candidate && typeof candidate === "object") {
    const text = (candidate as { interpretation?: unknown }).interpretation;
    if (typeof text === "string" && text.trim()) return { kind: "raw", text };
  }
  return { kind: "empty" };
}

function tryJson(text: string): FullReading | null {
  const trimmed = text.trim();
  if (!trimmed.startsWith("{")) return null;
  try {
    const value = JSON.parse(trimmed) as unknown;
    const parsed = fullInterpretationSchema.shape.interpretation.safeParse(value);
    return parsed.success ? { kind: "parsed", ...parsed.data } : null;
  } catch {
    return null;
  }
}

export async function fetchFullInterpretation(roastMode: boolean): Promise<FullReading> {
  // Read as text: docs/product.md §6.1.4 shows a body that is not the contract's JSON as it is.
  const response = await requestEndpoint(endpoints.birthChart.fullInterpretation, { body: { roastMode } });
  const text = await response.text();
  try {
    return readFullInterpretation(JSON.parse(text));
  } catch {
    return text.trim() ? { kind: "raw", text } : { kind: "empty" };
  }
}
