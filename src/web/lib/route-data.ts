import { FREE_TRANSIT_DAYS } from "#contracts/constants";
import { maybeSignedIn } from "./auth-session.ts";
import { queryClient } from "./query-client.ts";
import { queryKeys } from "./query-keys.ts";
import { fetchBirthChart, fetchHoroscope, fetchTransits } from "./sky-data.ts";

/**
 * The first screen's reads of a signed-in page, started as the page's script starts, alongside
 * /api/user instead of after it (docs/decisions/029-signed-in-pages-in-a-blink.md). They use the
 * keys and calls the pages use, so a page finds its data in the cache or already on its way. Only
 * reads that do not depend on who the user is: the horoscope in the normal voice (a premium member
 * starts there too), the chart, and the first transit window every plan starts with.
 */
const horoscope = () =>
  queryClient.prefetchQuery({ queryKey: queryKeys.horoscope(false), queryFn: () => fetchHoroscope(false) });
const chart = () => queryClient.prefetchQuery({ queryKey: queryKeys.birthChart, queryFn: fetchBirthChart });
/** The transit list's first window, and the dashboard's week: the same seven days. */
const WEEK = { mode: "range", days: FREE_TRANSIT_DAYS } as const;
const transits = () =>
  queryClient.prefetchQuery({ queryKey: queryKeys.transits(WEEK), queryFn: () => fetchTransits(WEEK) });

const FIRST_READS: Record<string, (() => Promise<void>)[]> = {
  "/today": [horoscope],
  "/birth-chart": [chart],
  "/transit-radar": [transits],
  "/dashboard": [horoscope, chart, transits],
};

/** Starts the reads of `pathname`'s first screen (none for other pages). */
export function prefetchRouteData(pathname: string): void {
  // Without the signed-in hint nobody is signed in: the reads would only answer 401 (console errors).
  if (!maybeSignedIn(document.cookie)) return;
  for (const read of FIRST_READS[pathname] ?? []) void read();
}
