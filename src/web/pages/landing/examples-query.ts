import { useQuery } from "@tanstack/react-query";
import { LANDING_CACHE_MS, LANDING_ITEMS_COUNT } from "#contracts/constants";
import { endpoints } from "#contracts/endpoints";
import { type LandingExample, landingExampleSchema } from "#contracts/landing";
import { api } from "#web/lib/api.ts";
import { queryKeys } from "#web/lib/query-keys.ts";

/**
 * The writer's Daily Dose for the real sky of today and the next days, asked for once by the hero
 * (today's line) and the examples section (the rest). It is fetched in the browser, never baked in
 * at build time, so the page never shows a stale day (issue 29).
 */
const LANDING_EXAMPLES_ASKED = LANDING_ITEMS_COUNT + 1;

export function useLandingExamples() {
  return useQuery<LandingExample[], Error>({
    queryKey: queryKeys.landingExamples(LANDING_EXAMPLES_ASKED),
    queryFn: () =>
      api.call(endpoints.landingExamples, landingExampleSchema.array(), {
        query: { count: LANDING_EXAMPLES_ASKED },
      }),
    staleTime: LANDING_CACHE_MS,
  });
}

/** The hero's line: today's, in the normal voice (the first of the list is today's too). */
export function todaysExample(examples: LandingExample[] | undefined): LandingExample | undefined {
  const today = examples?.[0]?.date;
  return examples?.find((example) => example.date === today && example.voice === "normal") ?? examples?.[0];
}

/** "2026-05-20" → "May 20" (the sky's UTC day). */
export function dayLabel(date: string): string {
  const [year, month, day] = date.split("-").map(Number);
  return new Date(Date.UTC(year ?? 2000, (month ?? 1) - 1, day ?? 1)).toLocaleDateString("en-US", {
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}
