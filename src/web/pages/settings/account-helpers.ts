const LONG_DATE: Intl.DateTimeFormatOptions = { year: "numeric", month: "long", day: "numeric" };

/** An ISO timestamp as "March 5, 2026"; '—' when absent or unreadable. */
export function formatLongDate(value: string | null | undefined): string {
  if (!value) return "—";
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "—" : date.toLocaleDateString("en-US", LONG_DATE);
}

/** A calendar date "YYYY-MM-DD" as "May 15, 1990", read as a local date so it never shifts a day. */
export function formatBirthDate(value: string | null | undefined): string {
  if (!value) return "—";
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return date.toLocaleDateString("en-US", LONG_DATE);
}

/** "14:30:00" or "14:30" as "14:30"; '—' when absent. */
export function formatBirthTime(value: string | null | undefined): string {
  if (!value) return "—";
  return /^\d{2}:\d{2}/.exec(value)?.[0] ?? value;
}
