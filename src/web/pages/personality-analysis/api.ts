import { z } from "zod";
import { endpoints } from "#contracts/endpoints";
import { type PersonalityAnalysis, personalityResponseSchema } from "#contracts/insights";
import { api } from "#web/lib/api.ts";

/** The Personality Analysis call (docs/product.md §15.1, §15.2): one stored analysis per voice, premium only. */

export async function fetchPersonality(roastMode: boolean): Promise<PersonalityAnalysis> {
  const body = await api.call(endpoints.insights.personality, z.unknown(), { query: { roastMode } });
  // An incomplete analysis gets a sentence for people rather than the schema's report.
  const parsed = personalityResponseSchema.safeParse(body);
  if (!parsed.success) {
    throw new Error("The analysis came back incomplete. Please try again.");
  }
  return parsed.data.analysis;
}
