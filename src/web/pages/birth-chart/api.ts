import {
  type BirthChartResponse,
  type BirthInfo,
  birthChartResponseSchema,
  fullInterpretationSchema,
} from "#contracts/birth-chart";
import type { PublicUser } from "#contracts/user";
import { ordinal } from "#web/components/chart/wheel-geometry.ts";
import { apiRequest } from "#web/lib/query-client.ts";

/** Calls of the birth chart page (docs/product.md §6.3) and the pure rules around them. */

export const BIRTH_CHART_KEY = ["/api/birth-chart"] as const;
export const INTERPRET_KEY = "/api/interpret";
export const FULL_INTERPRETATION_KEY = "/api/regenerate-birth-chart";

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

/** The HTTP status of an "<status>: <body>" error, if it has one. */
export function statusOf(error: unknown): number | null {
  const match = error instanceof Error ? /^(\d{3}): /.exec(error.message) : null;
  return match ? Number(match[1]) : null;
}

export async function fetchBirthChart(): Promise<BirthChartResponse> {
  const response = await apiRequest("GET", BIRTH_CHART_KEY[0]);
  return birthChartResponseSchema.parse(await response.json());
}

export async function saveBirthInfo(
  info: BirthInfo,
): Promise<{ user: PublicUser; chart: BirthChartResponse }> {
  const response = await apiRequest("POST", "/api/birth-info", info);
  return (await response.json()) as { user: PublicUser; chart: BirthChartResponse };
}

export interface PlanetRequest {
  /** "Sun", "Moon", …, "Rising". */
  name: string;
  sign: string;
  house: number | null;
  longitude: number;
}

/** The prompt of docs/product.md §6.3: the planet in its sign and house, clear, inspiring, non-technical. */
export function interpretPrompt(planet: PlanetRequest): string {
  const where = planet.house ? ` in the ${ordinal(planet.house)} house` : "";
  return (
    `Interpret ${planet.name} in ${planet.sign}${where} of my natal chart. ` +
    "Write in clear, inspiring, non-technical language, 150-300 words."
  );
}

export async function fetchPlanetInterpretation(planet: PlanetRequest): Promise<string> {
  const response = await apiRequest("POST", INTERPRET_KEY, {
    prompt: interpretPrompt(planet),
    planet: { name: planet.name, sign: planet.sign, house: planet.house, longitude: planet.longitude },
  });
  const body = (await response.json()) as { interpretation?: unknown };
  return typeof body.interpretation === "string" ? body.interpretation : "";
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
export function readFullInterpretation(body: unknown): FullReading {
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
  const response = await apiRequest("POST", FULL_INTERPRETATION_KEY, { roastMode });
  const text = await response.text();
  try {
    return readFullInterpretation(JSON.parse(text));
  } catch {
    return text.trim() ? { kind: "raw", text } : { kind: "empty" };
  }
}
