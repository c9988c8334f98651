import { findSkyAspects, localDayRange, signOf } from "#astro/index";
import { skyOfDay } from "#server/charts/sky";
import type { DailyDoseFacts } from "#writing/index";

/**
 * The facts a Daily Dose is written from: the sky of the reader's local day (positions at noon,
 * the Moon's sign and phase, ingresses and stations) and every aspect between two moving bodies
 * that is exact during that day, all with the reader's zone for clock times. The same for every
 * reader in a zone on a date, so a few recent days are kept.
 */
const cache = new Map<string, DailyDoseFacts>();
const CACHE_SIZE = 64;

export function doseFactsOfDay(dateLocal: string, zone: string): DailyDoseFacts {
  const key = `${dateLocal}|${zone}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const { startUtc, endUtc } = localDayRange(dateLocal, zone);
  const aspects = findSkyAspects(new Date(startUtc), new Date(endUtc)).map((x) => ({
    a: x.a,
    b: x.b,
    aspect: x.aspect,
    exactUtc: x.exactUtc,
    aSign: signOf(x.aLongitudeDeg),
    bSign: signOf(x.bLongitudeDeg),
    separationDeg: x.separationDeg,
  }));
  const facts: DailyDoseFacts = { ...skyOfDay(dateLocal, zone), aspects };
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  cache.set(key, facts);
  return facts;
}
