import type { FastifyBaseLogger } from "fastify";
import type { PlaceSuggestion } from "#contracts/birth-chart";
import type { Config } from "#server/config";
import { buildGazetteer, type Gazetteer, MAX_RESULTS, MIN_QUERY_CHARS, normalize } from "./gazetteer.ts";
import { checkGazetteerIndex } from "./gazetteer-index.ts";
import { searchNominatim } from "./nominatim.ts";

export interface Geocoder {
  search(query: string): Promise<PlaceSuggestion[]>;
  /** Checks the built-in index file now (called at start-up) so a damaged one is reported early. */
  warm(): void;
}

/**
 * Place search: a Nominatim-compatible remote when GEOCODER_URL is set, with the built-in
 * gazetteer as fallback; the built-in one alone otherwise. Failures never reach the user as
 * errors: the list is empty and the log says why.
 */
// The gazetteer is read-only data: one copy per process, however many apps (tests) use it, loaded
// on the first search (~15 MB that a server nobody searches on never needs). A missing or corrupt
// index is reported once, then the built-in search answers nothing until a restart.
let shared: Gazetteer | Error | null = null;
const builtIn = (log: Pick<FastifyBaseLogger, "error">): Gazetteer | null => {
  if (shared === null) {
    try {
      shared = buildGazetteer();
    } catch (error) {
      shared = error as Error;
      log.error({ err: error }, (error as Error).message);
    }
  }
  return shared instanceof Error ? null : shared;
};

export function createGeocoder(config: Config, log: Pick<FastifyBaseLogger, "warn" | "error">): Geocoder {
  return {
    warm() {
      try {
        checkGazetteerIndex();
      } catch (error) {
        log.error({ err: error }, (error as Error).message);
      }
    },
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
        return builtIn(log)?.search(query) ?? [];
      } catch (error) {
        log.warn({ err: error }, "built-in gazetteer failed");
        return [];
      }
    },
  };
}
