import { useQuery } from "@tanstack/react-query";
import { MONTH_NAMES } from "#contracts/calendar";
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

/**
 * "2026-05-20" → "May 20" (the sky's UTC day). Written out rather than through Intl: the first Intl
 * date format a page builds loads the locale's data, the largest single task of the landing page's
 * main thread on a phone, for two words.
 */
export function dayLabel(date: string): string {
  const [, month, day] = date.split("-").map(Number);
  const name = MONTH_NAMES[(month ?? 0) - 1];
  return name && day ? `${name} ${day}` : date;
}
