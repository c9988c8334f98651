import { type PlaceSuggestion, placeSuggestionSchema } from "#contracts/birth-chart";
import { endpoints } from "#contracts/endpoints";
import { api } from "#web/lib/api.ts";

/** Place suggestions; any failure is logged and yields an empty list (docs/product.md §6.5). */
export async function searchPlaces(place: string, signal?: AbortSignal): Promise<PlaceSuggestion[]> {
  try {
    return await api.call(endpoints.geocode, placeSuggestionSchema.array(), { query: { place }, signal });
  } catch (error) {
    if (signal?.aborted) return [];
    console.error("Place search failed", error);
    return [];
  }
}
