import { describe, expect, it } from "vitest";
import { VOICES } from "../facts.ts";
import { randomSynastry } from "../testing/random-facts.ts";
import { composeCompatibility } from "./compatibility.ts";

const NAMES = ["Alex", "Sam", "Jordan", "Robin", "Kim", "Noor", "Luca", "Mia", "Ines", "Tom", "Yara", "Bo"];

/** A couple whose four scores all fall in the "good" band. */
function goodCouple(i: number) {
  const facts = randomSynastry(`good-${i}`);
  return {
    ...facts,
    partnerName: NAMES[i % NAMES.length] as string,
    scores: { overall: 72, romantic: 74, sexual: 68, friendship: 77, work: 65 },
  };
}

describe("composeCompatibility", () => {
  it("gives two good couples few of the same example lines, in both voices", () => {
    for (const voice of VOICES) {
      let shared = 0;
      let total = 0;
      for (let i = 0; i < 60; i++) {
        const a = composeCompatibility(goodCouple(i), voice, `couple-${i}`);
        const b = composeCompatibility(goodCouple(i + 1), voice, `couple-${i + 1}`);
        for (const block of ["romantic", "sexual", "friendship", "work"] as const) {
          total += a[block].examples.length;
          shared += a[block].examples.filter((e) => b[block].examples.includes(e)).length;
        }
      }
      expect(shared / total, voice).toBeLessThan(0.15);
    }
  });

  it("writes the roast voice too, with the same scores", () => {
    const facts = goodCouple(3);
    const normal = composeCompatibility(facts, "normal", "s");
    const roast = composeCompatibility(facts, "roast", "s");
    expect(roast.romantic.score).toBe(normal.romantic.score);
    expect(roast.romantic.description).not.toBe(normal.romantic.description);
  });
});
