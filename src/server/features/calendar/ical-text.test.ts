import ical from "ical-generator";
import { describe, expect, it } from "vitest";
import { foldLines } from "./ical-text.ts";

const unfold = (text: string) => text.replace(/\r\n /g, "");

describe("iCalendar line folding", () => {
  it("folds exactly as ical-generator does, multi-byte characters and emoji included", () => {
    const calendar = ical({ name: "Zero Fluff: exact transits" });
    calendar.createEvent({
      id: "a@b",
      start: new Date("2026-12-01T14:32:00Z"),
      summary: "Mars square your Sun",
      description: `Exact: Tue 1 Dec, 15:32 (Europe/Brussels). ${"Déjà vu, naïve café — ✨🪐 ".repeat(12)}`,
    });
    const theirs = calendar.toString();
    expect(theirs).toMatch(/\r\n /);
    expect(foldLines(unfold(theirs))).toBe(theirs);
  });

  it("keeps every line within 75 octets and never splits a character", () => {
    const folded = foldLines(`DESCRIPTION:${"🪐é".repeat(100)}`);
    for (const line of folded.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(unfold(folded)).toBe(`DESCRIPTION:${"🪐é".repeat(100)}`);
    expect(folded).not.toContain("\uFFFD");
  });
});
