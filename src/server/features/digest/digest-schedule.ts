import { DateTime } from "luxon";
import { DIGEST_LATE_AFTER_MS } from "#contracts/digest";

/**
 * When a user's digest is due: the latest moment at or before `now` that is their digest hour on
 * the clock of their zone (UTC when they have none, or one the runtime does not know). The key is
 * that moment's local date, so each local day has exactly one digest slot, also across midnight
 * (at 00:30 the slot of a 23:00 digest is still yesterday's).
 */
export interface DigestSlot {
  /** The local date of the slot, YYYY-MM-DD: the delivery key. */
  key: string;
  /** The instant the slot opens. */
  at: Date;
}

export function latestSlot(now: Date, zone: string | null, hour: number): DigestSlot {
  let local = DateTime.fromJSDate(now, { zone: zone ?? "UTC" });
  if (!local.isValid) local = DateTime.fromJSDate(now, { zone: "UTC" });
  let slot = local.set({ hour, minute: 0, second: 0, millisecond: 0 });
  if (slot > local) {
    slot = local.minus({ days: 1 }).set({ hour, minute: 0, second: 0, millisecond: 0 });
  }
  return { key: slot.toISODate() ?? local.toISODate() ?? "", at: slot.toJSDate() };
}

/** Past the window: a digest that could not go out within 3 hours of its hour is skipped. */
export const isLate = (slotAt: Date, now: Date) => now.getTime() - slotAt.getTime() > DIGEST_LATE_AFTER_MS;

/** The local date of an instant in a zone (UTC for none or an unknown one). */
export function localDate(now: Date, zone: string | null): string {
  let local = DateTime.fromJSDate(now, { zone: zone ?? "UTC" });
  if (!local.isValid) local = DateTime.fromJSDate(now, { zone: "UTC" });
  return local.toISODate() ?? "";
}

/** "HH:mm" of an instant on the clock of a zone. */
export function localClock(instant: Date, zone: string | null): string {
  let local = DateTime.fromJSDate(instant, { zone: zone ?? "UTC" });
  if (!local.isValid) local = DateTime.fromJSDate(instant, { zone: "UTC" });
  return local.toFormat("HH:mm");
}
