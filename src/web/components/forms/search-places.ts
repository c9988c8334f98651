import { type PlaceSuggestion, placeSuggestionSchema } from "#contracts/birth-chart";

/** Place suggestions; any failure is logged and yields an empty list (docs/product.md §6.5). */
export async function searchPlaces(place: string, signal?: AbortSignal): Promise<PlaceSuggestion[]> {
  try {
    const response = await fetch(`/api/geocode?place=${encodeURIComponent(place)}`, {
      credentials: "include",
      signal,
    });
    if (!response.ok)
      throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
    const parsed = placeSuggestionSchema.array().safeParse(await response.json());
    if (!parsed.success) throw new Error("Unexpected geocode response");
    return parsed.data;
  } catch (error) {
    if (signal?.aborted) return [];
    console.error("Place search failed", error);
    return [];
  }
}
