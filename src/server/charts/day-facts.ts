import type { NatalChart } from "#astro/index";
import type { NatalFacts, SkyFacts, TransitFact } from "#writing/index";
import { natalFacts } from "./chart-facts.ts";
import { skyOfDay, transitsOfDay } from "./sky.ts";

/**
 * The facts a day's texts are written from — the natal chart, the transits to it in orb during the
 * reader's waking day, and the sky — as one pure function of a chart, a local date and a zone. It
 * runs in the day-facts worker threads (day-facts-pool.ts): about 10 ms of chart-engine work per
 * user and day that must not hold up the event loop.
 */
export interface DayFacts {
  natal: NatalFacts;
  transits: TransitFact[];
  sky: SkyFacts;
}

/**
 * The sky of a local day is the same for everyone in a zone (the morning digest writes thousands
 * of readings for the same few zones and one date), so each thread keeps the last few it worked out.
 */
const SKY_MEMORY = 64;
const skies = new Map<string, SkyFacts>();

function sharedSkyOfDay(date: string, zone: string): SkyFacts {
  const key = `${date}|${zone}`;
  let sky = skies.get(key);
  if (!sky) {
    sky = skyOfDay(date, zone);
    if (skies.size >= SKY_MEMORY) skies.delete(skies.keys().next().value as string);
    skies.set(key, sky);
  }
  return sky;
}

/** The day's facts of `chart` for the local date `date` in `zone` (IANA). */
export function computeDayFacts(chart: NatalChart, date: string, zone: string): DayFacts {
  return {
    natal: natalFacts(chart),
    transits: transitsOfDay(chart, date, zone),
    // A copy: the writer receives its own object, and the one kept here stays as computed.
    sky: structuredClone(sharedSkyOfDay(date, zone)),
  };
}
