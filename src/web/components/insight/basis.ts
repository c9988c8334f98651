import { localeFormat } from "#web/lib/date-format.ts";
import { formatExactTime } from "#web/lib/dates.ts";

/** Plain sentences for the chart facts a text rests on (the "Why this?" list). */

export type BasisEntry = { kind: string } & Record<string, unknown>;

const POINT_NAMES: Record<string, string> = { ascendant: "Ascendant", midheaven: "Midheaven" };

function capitalise(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

function text(entry: BasisEntry, field: string): string | null {
  const value = entry[field];
  return typeof value === "string" && value.length > 0 ? value : null;
}

function num(entry: BasisEntry, field: string): number | null {
  const value = entry[field];
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

function pointName(value: string): string {
  return POINT_NAMES[value] ?? capitalise(value);
}

/** "1st", "2nd", "11th": a house or degree number as read aloud. */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${{ 1: "st", 2: "nd", 3: "rd" }[n % 10] ?? "th"}`;
}

function orb(entry: BasisEntry): string | null {
  const value = num(entry, "orbDeg");
  return value === null ? null : `orb ${value.toFixed(1)}°`;
}

function houseClause(entry: BasisEntry): string | null {
  const house = num(entry, "house");
  return house === null ? null : `your ${ordinal(house)} house`;
}

/** The part of the reader's day (06:00–22:00) a daily text's transit is in orb: "in orb 06:00–13:40". */
function dayWindow(entry: BasisEntry): string | null {
  const from = text(entry, "inOrbFrom");
  const until = text(entry, "inOrbUntil");
  if (!from || !until) return null;
  const clock = (iso: string) =>
    localeFormat(new Date(iso), { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  return `in orb ${clock(from)}–${clock(until)}`;
}

function joinParts(parts: (string | null)[]): string {
  return parts.filter((part): part is string => !!part).join(" · ");
}

/** One fact as a sentence, e.g. "Mars square your Venus · orb 1.2° · exact Nov 23, 14:03"; null when unknown. */
export function describeBasis(entry: BasisEntry, now: Date = new Date()): string | null {
  switch (entry.kind) {
    case "transit": {
      const transiting = text(entry, "transiting");
      const natal = text(entry, "natal");
      const aspect = text(entry, "aspect");
      if (!transiting || !natal || !aspect) return null;
      const exact = text(entry, "exact");
      return joinParts([
        `${pointName(transiting)} ${aspect} your ${pointName(natal)}`,
        orb(entry),
        exact ? `exact ${formatExactTime(exact, now)}` : null,
        dayWindow(entry),
      ]);
    }
    case "moon": {
      const sign = text(entry, "sign");
      if (!sign) return null;
      const phase = text(entry, "phase");
      return joinParts([
        `Moon in ${capitalise(sign)}${phase ? ` (${phase})` : ""}`,
        houseClause(entry) ? `in ${houseClause(entry)}` : null,
      ]);
    }
    case "placement": {
      const body = text(entry, "body");
      const sign = text(entry, "sign");
      if (!body || !sign) return null;
      return joinParts([
        `Your ${pointName(body)} in ${capitalise(sign)}${entry.retrograde === true ? " (retrograde)" : ""}`,
        houseClause(entry),
      ]);
    }
    case "aspect":
    case "synastry": {
      const a = text(entry, "a");
      const b = text(entry, "b");
      const aspect = text(entry, "aspect");
      if (!a || !b || !aspect) return null;
      const other = entry.kind === "synastry" ? "their" : "your";
      return joinParts([`Your ${pointName(a)} ${aspect} ${other} ${pointName(b)}`, orb(entry)]);
    }
    case "sky": {
      const body = text(entry, "body");
      const sign = text(entry, "sign");
      if (!body || !sign) return null;
      const event = text(entry, "event");
      const what =
        event === "ingress"
          ? `${pointName(body)} enters ${capitalise(sign)}`
          : event === "station"
            ? `${pointName(body)} stations in ${capitalise(sign)}`
            : `${pointName(body)} in ${capitalise(sign)}`;
      return `${what}${entry.retrograde === true ? " (retrograde)" : ""}`;
    }
    case "lucky": {
      const number = num(entry, "number");
      const body = text(entry, "body");
      const sign = text(entry, "sign");
      if (number === null || !body || !sign) return null;
      return `Lucky number ${number}: the ${pointName(body)} is in the ${ordinal(number)} degree of ${capitalise(sign)} at noon`;
    }
    default:
      return null;
  }
}
