/**
 * One "now" for every text that mentions a transit (ADR 032). The phase of a transit pass at a
 * reading moment, in the reader's zone: applying, exact today (before or after the exact minute),
 * separating or over. Pure: the moment is passed in (the server's clock), never read here.
 *
 * The Oracle, the daily texts, the radar and "Why this?" all take their tense from this one
 * function, so they cannot disagree.
 */
import type { TransitFact } from "./facts.ts";
import { formatClock, localDateOf, localHour } from "./text.ts";

const TRANSIT_PHASES = ["applying", "exact-today", "separating", "over"] as const;
export type TransitPhase = (typeof TRANSIT_PHASES)[number];

/** What a phase needs of a transit pass: its exact instant and orb window (ISO UTC). */
export type PhaseSource = Pick<TransitFact, "exactUtc" | "perfects" | "orbStartUtc" | "orbEndUtc">;

export interface PhaseAt {
  phase: TransitPhase;
  /** For "exact-today": true before the exact minute, false from it on. */
  beforeExact: boolean;
  /** Local date and time ("HH:MM your time") of the exact instant; null for a pass that never perfects. */
  exactLocalDate: string | null;
  exactLocalTime: string | null;
}

/**
 * The phase of a pass at `momentUtc` in `timeZone`. A pass that never perfects is applying until
 * the middle of its orb window, separating after it.
 */
export function transitPhaseAt(t: PhaseSource, momentUtc: string, timeZone: string): PhaseAt {
  const m = Date.parse(momentUtc);
  const end = t.orbEndUtc ? Date.parse(t.orbEndUtc) : Number.POSITIVE_INFINITY;
  const perfects = t.perfects !== false;
  const exactLocalDate = perfects ? localDateOf(t.exactUtc, timeZone) : null;
  const exactLocalTime = perfects ? formatClock(t.exactUtc, timeZone) : null;
  const base = { exactLocalDate, exactLocalTime };
  if (m >= end) return { phase: "over", beforeExact: false, ...base };
  if (!perfects) {
    const start = t.orbStartUtc ? Date.parse(t.orbStartUtc) : Date.parse(t.exactUtc);
    const middle = Number.isFinite(end) ? (start + end) / 2 : start;
    return { phase: m < middle ? "applying" : "separating", beforeExact: m < middle, ...base };
  }
  const exact = Date.parse(t.exactUtc);
  if (exactLocalDate === localDateOf(momentUtc, timeZone))
    return { phase: "exact-today", beforeExact: m < exact, ...base };
  return { phase: m < exact ? "applying" : "separating", beforeExact: m < exact, ...base };
}

/**
 * The phase of a pass for a whole local day, as a stored daily text states it: the same at every
 * moment of that day (exact today, or applying / separating by the exact date). A stored text
 * never says "still building" or "this afternoon": those depend on the minute of reading.
 */
export function dayPhaseOf(t: PhaseSource, dateLocal: string, timeZone: string): TransitPhase {
  if (t.perfects === false) {
    const start = t.orbStartUtc ? Date.parse(t.orbStartUtc) : Date.parse(t.exactUtc);
    const end = t.orbEndUtc ? Date.parse(t.orbEndUtc) : start;
    return localDateOf(new Date((start + end) / 2).toISOString(), timeZone) > dateLocal
      ? "applying"
      : "separating";
  }
  const exactDate = localDateOf(t.exactUtc, timeZone);
  return exactDate === dateLocal ? "exact-today" : exactDate > dateLocal ? "applying" : "separating";
}

/**
 * True when a day phase (a stored daily text) and a moment phase (the Oracle, the radar at the
 * reading moment) tell the same story: the moment may only have moved on within the day.
 */
export function phasesAgree(day: TransitPhase, moment: TransitPhase): boolean {
  if (day === moment) return true;
  // Later in the day a separating or exact pass may have left its orb.
  return moment === "over" && (day === "separating" || day === "exact-today");
}

/** Part of the local day an instant falls in, as words ("this morning"). */
export function partOfDay(iso: string, timeZone: string): string {
  const hour = localHour(iso, timeZone);
  if (hour < 5) return "in the small hours";
  if (hour < 12) return "this morning";
  if (hour < 17) return "this afternoon";
  if (hour < 21) return "this evening";
  return "tonight";
}
