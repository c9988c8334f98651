import type { PlaceSuggestion } from "#contracts/birth-chart";
import {
  COORDINATE_SCALE,
  type GazetteerIndex,
  INDEX_FILE,
  itemOf,
  type KeyList,
  readGazetteerIndex,
} from "./gazetteer-index.ts";

/**
 * The built-in place search over the precomputed index (gazetteer-index.ts, built by
 * scripts/build-gazetteer.ts): GeoNames' cities with ≥ 1000 inhabitants, their region and country,
 * and the IANA zone of each from the time-zone boundary polygons, all resolved at build time.
 *
 * Search is accent- and case-insensitive. A hit is a prefix of the whole name ("new york" → New
 * York City) or of any word in it ("paulo" → São Paulo); ranked by match quality, then population.
 * The keys are two sorted lists searched by binary search.
 */

export const MAX_RESULTS = 10;
export const MIN_QUERY_CHARS = 3;

/** Lower case, accents removed, punctuation folded to spaces: "Liège" → "liege", "St.-Louis" → "st louis". */
export function normalize(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/['’`]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

export interface Gazetteer {
  search(query: string, limit?: number): PlaceSuggestion[];
  size: number;
}

/** Reads the index file (throws GazetteerIndexError when it is missing or corrupt). */
export function buildGazetteer(file: string = INDEX_FILE): Gazetteer {
  const index: GazetteerIndex = readGazetteerIndex(file);
  const countries = new Intl.DisplayNames(["en"], { type: "region" });
  const countryNames = index.countries.map((code) => safeCountryName(countries, code));

  const displayName = (place: number): string => {
    const name = itemOf(index.namesText, index.nameStarts, place);
    const region = index.regions[index.region[place] as number];
    const country = countryNames[index.country[place] as number];
    return [name, region && region !== name ? region : null, country].filter(Boolean).join(", ");
  };

  return {
    size: index.count,
    search(query: string, limit = MAX_RESULTS): PlaceSuggestion[] {
      const [namePart = "", ...qualifiers] = query.split(",");
      const needle = normalize(namePart);
      if (needle.length < MIN_QUERY_CHARS) return [];
      const qualifier = normalize(qualifiers.join(" "));

      // quality: 0 exact name, 1 prefix of the name, 2 prefix of a later word in the name.
      // A bounded top-k selection over the prefix ranges: no sorting of thousands of hits for "san".
      // A few spare places: GeoNames lists some towns twice, and duplicates are dropped below.
      const keep = qualifier ? Number.POSITIVE_INFINITY : limit + 5;
      const top: { city: number; quality: number; population: number }[] = [];
      const better = (q: number, pop: number, other: { quality: number; population: number }) =>
        q < other.quality || (q === other.quality && pop > other.population);
      const offer = (city: number, quality: number) => {
        const population = index.population[city] as number;
        const existing = top.findIndex((t) => t.city === city);
        if (existing >= 0) {
          if (!better(quality, population, top[existing] as (typeof top)[number])) return;
          top.splice(existing, 1);
        } else if (
          top.length >= keep &&
          !better(quality, population, top[top.length - 1] as (typeof top)[number])
        ) {
          return;
        }
        let at = top.length;
        while (at > 0 && better(quality, population, top[at - 1] as (typeof top)[number])) at--;
        top.splice(at, 0, { city, quality, population });
        if (top.length > keep) top.pop();
      };
      for (const [keys, isWord] of [
        [index.fullNames, false],
        [index.words, true],
      ] as const) {
        for (let i = lowerBound(keys, needle); i < keys.place.length; i++) {
          const key = itemOf(keys.text, keys.starts, i);
          if (!key.startsWith(needle)) break;
          offer(keys.place[i] as number, isWord ? 2 : key === needle ? 0 : 1);
        }
      }
      const seen = new Set<string>();
      const results: PlaceSuggestion[] = [];
      for (const { city: place } of top) {
        const name = displayName(place);
        if (seen.has(name) || (qualifier && !normalize(name).includes(qualifier))) continue;
        seen.add(name);
        results.push({
          displayName: name,
          latitude: (index.latitude[place] as number) / COORDINATE_SCALE,
          longitude: (index.longitude[place] as number) / COORDINATE_SCALE,
          timezone: index.zones[index.zone[place] as number] ?? "UTC",
        });
        if (results.length === limit) break;
      }
      return results;
    },
  };
}

function lowerBound(keys: KeyList, needle: string): number {
  let lo = 0;
  let hi = keys.place.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (itemOf(keys.text, keys.starts, mid) < needle) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function safeCountryName(names: Intl.DisplayNames, code: string): string {
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}
