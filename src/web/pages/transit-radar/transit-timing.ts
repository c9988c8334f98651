import type { Transit } from "#contracts/transits";
import { addDays, utcDateOf } from "#web/lib/dates.ts";
import { todayIn } from "#web/lib/time-zone.ts";

/**
 * Where a transit sits in a forecast window, so the list can be read as a timeline: the moment it
 * belongs to, the week of that moment in the user's zone, and where "now" falls among them.
 */

export type TransitTiming =
  /** Exact inside the window. */
  | { kind: "exact"; at: string }
  /** Comes into orb inside the window; exact later, or never this pass. */
  | { kind: "builds"; at: string }
  /** Already in orb when the window opens and exact outside it (or never): a slow background transit. */
  | { kind: "ongoing" };

export interface Window {
  start: string;
  end: string;
}

export function timingOf(transit: Transit, window: Window): TransitTiming {
  const start = Date.parse(window.start);
  const end = Date.parse(window.end);
  const exact = transit.exactDate ? Date.parse(transit.exactDate) : Number.NaN;
  if (transit.exactDate && exact >= start && exact < end) return { kind: "exact", at: transit.exactDate };
  if (Date.parse(transit.date) > start) return { kind: "builds", at: transit.date };
  return { kind: "ongoing" };
}

/** The Monday ("YYYY-MM-DD") of the local week holding `date`. */
export function weekStartOf(date: string): string {
  const weekday = utcDateOf(date)?.getUTCDay() ?? 1;
  return addDays(date, -((weekday + 6) % 7));
}

export interface TimelineRow {
  transit: Transit;
  timing: TransitTiming;
  /** The moment already passed (exact earlier today, or entered orb earlier this week). */
  past: boolean;
  /** The soonest exact moment still ahead in the list. */
  next: boolean;
}

export interface TimelineGroup {
  /** "YYYY-MM-DD" of the week's Monday, or "ongoing". */
  key: string;
  rows: TimelineRow[];
  /** Index in `rows` before which "now" falls, when it falls inside this group. */
  nowAt: number | null;
}

/**
 * Groups a window's transits into local weeks by the moment each belongs to (in time order),
 * followed by the background transits in orb all along; marks what is past, where now falls and
 * which exact moment comes next.
 */
export function timeline(
  transits: readonly Transit[],
  window: Window,
  timeZone: string,
  now: Date = new Date(),
): TimelineGroup[] {
  const nowMs = now.getTime();
  const rows = transits.map((transit) => {
    const timing = timingOf(transit, window);
    const at = timing.kind === "ongoing" ? null : Date.parse(timing.at);
    return { transit, timing, at, past: at !== null && at < nowMs, next: false };
  });
  const dated = rows.filter((row) => row.at !== null).sort((a, b) => (a.at ?? 0) - (b.at ?? 0));
  const upcomingExact = dated.find((row) => !row.past && row.timing.kind === "exact");
  if (upcomingExact) upcomingExact.next = true;

  const groups: TimelineGroup[] = [];
  const thisWeek = weekStartOf(todayIn(timeZone, now));
  for (const row of dated) {
    const week = weekStartOf(todayIn(timeZone, new Date(row.at ?? 0)));
    let group = groups.at(-1);
    if (!group || group.key !== week) {
      group = { key: week, rows: [], nowAt: null };
      groups.push(group);
    }
    group.rows.push({ transit: row.transit, timing: row.timing, past: row.past, next: row.next });
  }
  for (const group of groups) {
    if (group.key !== thisWeek) continue;
    const firstAhead = group.rows.findIndex((row) => !row.past);
    group.nowAt = firstAhead === -1 ? group.rows.length : firstAhead;
  }
  const ongoing = rows.filter((row) => row.at === null);
  if (ongoing.length > 0) {
    groups.push({
      key: "ongoing",
      rows: ongoing.map((row) => ({ transit: row.transit, timing: row.timing, past: false, next: false })),
      nowAt: null,
    });
  }
  return groups;
}
