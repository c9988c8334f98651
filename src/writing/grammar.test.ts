import { describe, expect, it } from "vitest";
import { article, fixArticles, plural, polish, sentence } from "./grammar.ts";
import { findSeams } from "./testing/seams.ts";

describe("grammar", () => {
  it.each([
    ["Aries", "an"],
    ["Aquarius", "an"],
    ["Uranus", "a"],
    ["unique", "a"],
    ["urge", "an"],
    ["hour", "an"],
    ["honest", "an"],
    ["one-off", "a"],
    ["8th", "an"],
    ["11th", "an"],
    ["18-month", "an"],
    ["1st", "a"],
    ["MC", "an"],
    ["Scorpio", "a"],
    ["opposition", "an"],
  ])("says %s takes '%s'", (word, art) => {
    expect(article(word)).toBe(art);
  });

  it("makes every article agree, keeping its capital", () => {
    expect(fixArticles("a Aries Moon and an Scorpio Sun form a opposition")).toBe(
      "an Aries Moon and a Scorpio Sun form an opposition",
    );
    expect(fixArticles("A Aquarius Moon")).toBe("An Aquarius Moon");
    expect(fixArticles("a 'urgent' task")).toBe("an 'urgent' task");
  });

  it("counts with the right plural, polishes spaces and finishes sentences", () => {
    expect(plural(1, "day")).toBe("1 day");
    expect(plural(3, "day")).toBe("3 days");
    expect(polish("a  Aries ,moon")).toBe("an Aries,moon");
    expect(sentence("a uranus transit")).toBe("A uranus transit.");
  });

  it("finds the seams the scanner is for", () => {
    const kinds = (t: string) => findSeams(t).map((s) => s.kind);
    expect(kinds("You have a Aries Moon.")).toContain("article");
    expect(kinds("Your your Venus.")).toContain("doubled word");
    expect(kinds("The Moon is in .")).toContain("empty slot");
    expect(kinds("It is undefined.")).toContain("placeholder");
    expect(kinds("Mars (retrograde squares Venus.")).toContain("unbalanced ()");
    expect(kinds("First. second.")).toContain("lower-case sentence start");
    expect(kinds("Orb 0.0° today.")).toContain("0.0°");
    expect(findSeams("An Aries Moon sits in your 8th house. Exhibit A: Mars.")).toEqual([]);
  });
});
