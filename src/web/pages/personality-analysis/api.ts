import { type PersonalityAnalysis, personalityResponseSchema } from "#contracts/insights";
import { apiRequest } from "#web/lib/query-client.ts";

/** The Personality Analysis call (docs/product.md §15.1, §15.2): one stored analysis per voice, premium only. */

export const PERSONALITY_PATH = "/api/personality-analysis";

/** One cache entry per voice, so switching back to a voice already read is instant. */
export function personalityQueryKey(roastMode: boolean) {
  return [PERSONALITY_PATH, roastMode] as const;
}

export async function fetchPersonality(roastMode: boolean): Promise<PersonalityAnalysis> {
  const response = await apiRequest("GET", `${PERSONALITY_PATH}?roastMode=${roastMode}`);
  const parsed = personalityResponseSchema.safeParse(await response.json());
  if (!parsed.success) {
    throw new Error("The analysis came back incomplete. Please try again.");
  }
  return parsed.data.analysis;
}
