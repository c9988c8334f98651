import type { FastifyBaseLogger } from "fastify";
import type { PlaceSuggestion } from "#contracts/birth-chart";
import type { Config } from "#server/config";
import { buildGazetteer, type Gazetteer, MAX_RESULTS, MIN_QUERY_CHARS, normalize } from "./gazetteer.ts";
import { searchNominatim } from "./nominatim.ts";

export interface Geocoder {
  search(query: string): Promise<PlaceSuggestion[]>;
  /** Builds the built-in index now (called after start-up so the first search is fast). */
  warm(): void;
}

/**
 * Place search: a Nominatim-compatible remote when GEOCODER_URL is set, with the built-in
 * gazetteer as fallback; the built-in one alone otherwise. Failures never reach the user as
 * errors: the list is empty and the log says why.
 */
// The gazetteer is read-only data: one copy per process, however many apps (tests) use it.
let shared: Gazetteer | null = null;
const builtIn = () => {
  shared ??= buildGazetteer();
  return shared;
};

export function createGeocoder(config: Config, log: Pick<FastifyBaseLogger, "warn">): Geocoder {
  return {
    warm: () => void builtIn(),
    async search(query) {
      if (normalize(query.split(",")[0] ?? "").length < MIN_QUERY_CHARS) return [];
      if (config.geocoderUrl) {
        try {
          const remote = await searchNominatim(config.geocoderUrl, query, MAX_RESULTS);
          if (remote.length > 0) return remote;
        } catch (error) {
          log.warn({ err: error }, "remote geocoder failed; using the built-in gazetteer");
        }
      }
      try {
        return builtIn().search(query);
      } catch (error) {
        log.warn({ err: error }, "built-in gazetteer failed");
        return [];
      }
    },
  };
}
