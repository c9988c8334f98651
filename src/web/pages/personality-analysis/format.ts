import { localeFormat } from "#web/lib/date-format.ts";

/** "Generated on …" in the user's own time zone: "November 23, 2026 at 14:32"; the input when it is no date. */
export function formatGeneratedAt(iso: string, timeZone: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  const date = localeFormat(instant, { year: "numeric", month: "long", day: "numeric", timeZone });
  const time = localeFormat(instant, { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone });
  return `${date} at ${time}`;
}
