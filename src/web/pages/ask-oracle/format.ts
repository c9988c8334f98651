import type { OracleEntry } from "#contracts/insights";
import { localeFormat } from "#web/lib/date-format.ts";

/** Times of Oracle entries in the user's time zone (the browser's when it has none or an unknown one). */

function valid(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "14:05" */
export function formatAskedTime(iso: string, zone?: string): string {
  const date = valid(iso);
  if (!date) return iso;
  return localeFormat(date, { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: zone });
}

/** "November 23, 2024" */
export function formatAskedDate(iso: string, zone?: string): string {
  const date = valid(iso);
  if (!date) return iso;
  return localeFormat(date, { year: "numeric", month: "long", day: "numeric", timeZone: zone });
}

const TOPIC_LABELS: Record<OracleEntry["topic"], string> = {
  love: "Love",
  work: "Work",
  money: "Money",
  health: "Health",
  family: "Family",
  decision: "Decision",
  timing: "Timing",
  general: "General",
};

export function topicLabel(topic: string): string {
  return TOPIC_LABELS[topic as OracleEntry["topic"]] ?? "General";
}

/** An answer's paragraphs (blank-line separated). */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}
