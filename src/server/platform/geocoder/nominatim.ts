import { createRequire } from "node:module";
import type { PlaceSuggestion } from "#contracts/birth-chart";

const require = createRequire(import.meta.url);
const REMOTE_TIMEOUT_MS = 4000;

interface NominatimPlace {
  lat: string;
  lon: string;
  display_name: string;
  address?: Record<string, string>;
}

/**
 * Searches a Nominatim-compatible server (`/search?q=…&format=jsonv2&addressdetails=1`). Nominatim
 * has no time zones, so each hit's zone comes from the same boundary data as the built-in search.
 */
export async function searchNominatim(
  baseUrl: string,
  query: string,
  limit: number,
): Promise<PlaceSuggestion[]> {
  const url = new URL("search", baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`);
  url.searchParams.set("q", query);
  url.searchParams.set("format", "jsonv2");
  url.searchParams.set("addressdetails", "1");
  url.searchParams.set("limit", String(limit));
  const response = await fetch(url, {
    headers: { accept: "application/json", "user-agent": "zero-fluff-all-astrology/1.0" },
    signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
  const places = (await response.json()) as NominatimPlace[];
  if (!Array.isArray(places)) throw new Error("geocoder answered something other than a list");
  const { find } = require("geo-tz/all") as { find: (lat: number, lon: number) => string[] };
  return places
    .map((place) => ({ place, latitude: Number(place.lat), longitude: Number(place.lon) }))
    .filter(({ latitude, longitude }) => Number.isFinite(latitude) && Number.isFinite(longitude))
    .slice(0, limit)
    .map(({ place, latitude, longitude }) => ({
      displayName: shortName(place),
      latitude,
      longitude,
      timezone: find(latitude, longitude)[0] ?? "UTC",
    }));
}

/** "City, Region, Country" from the address parts when present, else Nominatim's long name. */
function shortName(place: NominatimPlace): string {
  const a = place.address ?? {};
  const city = a.city ?? a.town ?? a.village ?? a.municipality ?? a.hamlet;
  const region = a.state ?? a.region ?? a.province ?? a.county;
  if (!city) return place.display_name;
  return [city, region && region !== city ? region : null, a.country].filter(Boolean).join(", ");
}
