import type { QueryClient } from "@tanstack/react-query";
import { z } from "zod";
import {
  type BirthChartResponse,
  birthChartResponseSchema,
  type ChartSettings,
  HOUSE_SYSTEM_NAMES,
  HOUSE_SYSTEMS,
} from "#contracts/birth-chart";
import { endpoints } from "#contracts/endpoints";
import { type PublicUser, publicUserSchema } from "#contracts/user";
import { api } from "./api.ts";
import { invalidateChartDerived } from "./query-keys.ts";

/**
 * The chart settings (house system and North Node, issue 31), saved from Settings and from the
 * birth chart page. The server recasts the chart and forgets its texts, so every reading of the
 * old chart is reset here too; the new user and chart show at once.
 */
const savedSchema = z.object({ user: publicUserSchema, chart: birthChartResponseSchema.nullable() });

export async function saveChartSettings(
  client: QueryClient,
  settings: ChartSettings,
): Promise<{ user: PublicUser; chart: BirthChartResponse | null }> {
  const saved = await api.call(endpoints.birthChart.settings, savedSchema, { body: settings });
  await invalidateChartDerived(client, { user: saved.user, ...(saved.chart ? { chart: saved.chart } : {}) });
  return saved;
}

/** The house systems in the order a picker lists them, with their names. */
export const HOUSE_SYSTEM_OPTIONS = HOUSE_SYSTEMS.map((value) => ({
  value,
  label: HOUSE_SYSTEM_NAMES[value],
}));

/** The one-line definition of each system, shown beside the picker (ADR 040 has the full ones). */
export const HOUSE_SYSTEM_HINTS: Readonly<Record<(typeof HOUSE_SYSTEMS)[number], string>> = {
  Placidus:
    "Time-based: divides each planet's daily arc above and below the horizon in thirds. Fails beyond the polar circles.",
  Koch: "Time-based, from the Midheaven's arc (birthplace system). Fails beyond the polar circles.",
  Equal: "Twelve 30° houses from the Ascendant. Works everywhere.",
  WholeSign: "Each sign is one house, starting with the rising sign. The oldest system; works everywhere.",
  Porphyry: "Each quadrant between the angles cut in three equal parts. Works everywhere.",
  Regiomontanus:
    "Equal 30° slices of the celestial equator, projected to the ecliptic. Distorted near the poles.",
  Campanus: "Equal 30° slices of the prime vertical, projected to the ecliptic. Distorted near the poles.",
};
