import { describe, expect, it } from "vitest";
import { formatDay, formatInstant } from "#web/lib/sky-format.ts";
import { makeTransit } from "#web/testing/transits.ts";
import { timeline, timingOf, weekStartOf } from "./transit-timing.ts";

// Monday 23 to Sunday 29 November 2026 in Brussels (UTC+1).
const WINDOW = { start: "2026-11-22T23:00:00.000Z", end: "2026-11-29T23:00:00.000Z" };
const ZONE = "Europe/Brussels";

describe("where a transit sits in a forecast window", () => {
  it("is exact in the window, builds from a later start, or is in orb all along", () => {
    expect(timingOf(makeTransit({ exactDate: "2026-11-24T10:00:00.000Z" }), WINDOW)).toEqual({
      kind: "exact",
      at: "2026-11-24T10:00:00.000Z",
    });
    // Enters orb on the 28th, exact only in January: it builds from the 28th.
    const builds = makeTransit({ date: "2026-11-28T02:45:00.000Z", exactDate: "2027-01-14T00:40:00.000Z" });
    expect(timingOf(builds, WINDOW)).toEqual({ kind: "builds", at: "2026-11-28T02:45:00.000Z" });
    // In orb since December 2025, exact in 2027: a background transit, not an event of this week.
    const slow = makeTransit({
      date: "2025-12-28T10:00:00.000Z",
      exactDate: "2027-02-23T09:03:00.000Z",
      endDate: "2027-05-08T11:45:00.000Z",
    });
    expect(timingOf(slow, WINDOW)).toEqual({ kind: "ongoing" });
  });

  it("weeks start on Monday", () => {
    expect(weekStartOf("2026-11-23")).toBe("2026-11-23");
    expect(weekStartOf("2026-11-29")).toBe("2026-11-23");
    expect(weekStartOf("2026-12-01")).toBe("2026-11-30");
  });

  it("groups by local week in time order, marks what is past, where now is and what is next", () => {
    const early = makeTransit({ id: 1, exactDate: "2026-11-23T08:00:00.000Z" });
    const late = makeTransit({ id: 2, exactDate: "2026-11-27T20:00:00.000Z" });
    const soon = makeTransit({ id: 3, exactDate: "2026-11-25T09:00:00.000Z" });
    // 22:30 UTC on Sunday the 29th is 23:30 in Brussels: still this week, its last moment.
    const sundayNight = makeTransit({ id: 4, exactDate: "2026-11-29T22:30:00.000Z" });
    const builds = makeTransit({ id: 5, date: "2026-11-24T12:00:00.000Z", exactDate: null });
    const slow = makeTransit({ id: 6, date: "2026-01-01T00:00:00.000Z", exactDate: null });
    const now = new Date("2026-11-24T18:00:00.000Z");
    const groups = timeline([slow, late, early, sundayNight, soon, builds], WINDOW, ZONE, now);
    expect(groups.map((group) => group.key)).toEqual(["2026-11-23", "ongoing"]);
    const week = groups[0];
    expect(week?.rows.map((row) => [row.transit.id, row.past, row.next])).toEqual([
      [1, true, false],
      [5, true, false],
      [3, false, true],
      [2, false, false],
      [4, false, false],
    ]);
    expect(week?.nowAt).toBe(2);
    expect(groups[1]?.rows.map((row) => row.transit.id)).toEqual([6]);
    expect(groups[1]?.nowAt).toBeNull();

    // A fortnight seen from the week before: two weeks, no "now" in either, the first exact is next.
    const fortnight = { start: WINDOW.start, end: "2026-12-06T23:00:00.000Z" };
    const monday = makeTransit({ id: 7, exactDate: "2026-11-30T10:00:00.000Z" });
    const later = timeline([monday, late], fortnight, ZONE, new Date("2026-11-16T12:00:00.000Z"));
    expect(later.map((group) => [group.key, group.nowAt, group.rows.map((row) => row.transit.id)])).toEqual([
      ["2026-11-23", null, [2]],
      ["2026-11-30", null, [7]],
    ]);
    expect(later[0]?.rows[0]?.next).toBe(true);
  });
});

describe("dates of the radar", () => {
  const now = new Date("2026-11-23T12:00:00.000Z");
  it("name the year only outside the current one, so a span over years never reads as weeks", () => {
    expect(formatDay("2026-12-28T10:00:00.000Z", ZONE, now)).toBe("Mon, Dec 28");
    expect(formatDay("2025-12-28T10:00:00.000Z", ZONE, now)).toBe("Sun, Dec 28, 2025");
    expect(formatInstant("2027-05-08T11:45:00.000Z", ZONE, now)).toBe("Sat, May 8, 2027 · 13:45");
  });
});
