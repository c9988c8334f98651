import type { PlanetKey } from "#contracts/birth-chart";
import { ASPECT_STYLE, PLANET_INFO } from "#web/components/chart/chart-lore.ts";
import { localeFormat } from "#web/lib/date-format.ts";

/** Names, glyphs and times for the Transit Radar, always in the user's own time zone. */

const POINT_LABELS: Record<string, string> = { ascendant: "Ascendant", midheaven: "Midheaven" };

function capitalise(value: string): string {
  return value
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

function planetInfo(key: string) {
  return Object.hasOwn(PLANET_INFO, key) ? PLANET_INFO[key as PlanetKey] : null;
}

/** "mars" → "Mars", "ascendant" → "Ascendant", "north_node" → "North Node". */
export function pointLabel(name: string): string {
  const key = name.toLowerCase();
  return planetInfo(key)?.label ?? POINT_LABELS[key] ?? capitalise(key);
}

/** The planet's glyph (text presentation) and colour; angles get "AC"/"MC". */
export function pointGlyph(name: string): { glyph: string; color: string | null } {
  const key = name.toLowerCase();
  const info = planetInfo(key);
  if (info) return { glyph: info.glyph, color: info.color };
  if (key === "ascendant") return { glyph: "AC", color: null };
  if (key === "midheaven") return { glyph: "MC", color: null };
  return { glyph: capitalise(key).charAt(0) || "?", color: null };
}

export function aspectInfo(aspect: string): { label: string; glyph: string | null; color: string | null } {
  const key = aspect.toLowerCase();
  const style = Object.hasOwn(ASPECT_STYLE, key) ? ASPECT_STYLE[key as keyof typeof ASPECT_STYLE] : null;
  return { label: key, glyph: style?.glyph ?? null, color: style?.color ?? null };
}

function validDate(iso: string): Date | null {
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** The year in `timeZone` of an instant, to leave it out of dates in the current year. */
function yearIn(instant: Date, timeZone: string): string {
  return localeFormat(instant, { timeZone, year: "numeric" });
}

/**
 * The calendar day of an instant in `timeZone`, with the year only when it is not the year of `now`,
 * so a span over years never reads as weeks.
 */
function formatDate(
  iso: string,
  timeZone: string,
  now: Date,
  parts: Pick<Intl.DateTimeFormatOptions, "weekday">,
): string {
  const instant = validDate(iso);
  if (!instant) return iso;
  const otherYear = yearIn(instant, timeZone) !== yearIn(now, timeZone);
  return localeFormat(instant, {
    timeZone,
    ...parts,
    month: "short",
    day: "numeric",
    ...(otherYear ? { year: "numeric" } : {}),
  });
}

/** "Mon, Nov 23", or "Sun, Dec 28, 2025" outside the current year. */
export function formatDay(iso: string, timeZone: string, now: Date = new Date()): string {
  return formatDate(iso, timeZone, now, { weekday: "short" });
}

/** "Nov 23", or "Dec 28, 2025" outside the current year. */
export function formatShortDay(iso: string, timeZone: string, now: Date = new Date()): string {
  return formatDate(iso, timeZone, now, {});
}

/** The local clock time: "14:32". */
export function formatClock(iso: string, timeZone: string): string {
  const instant = validDate(iso);
  if (!instant) return iso;
  return localeFormat(instant, { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
}

/** An instant in `timeZone`: "Mon, Nov 23 · 14:32" (with the year outside the current one). */
export function formatInstant(iso: string, timeZone: string, now: Date = new Date()): string {
  if (!validDate(iso)) return iso;
  return `${formatDay(iso, timeZone, now)} · ${formatClock(iso, timeZone)}`;
}
