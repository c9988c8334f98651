import { describe, expect, it } from "vitest";
import { readingSections } from "./planet-dialog.tsx";

describe("a planet reading, made scannable", () => {
  const text =
    "The Sun describes your core drive. In Pisces, it works through empathy and imagination. That is a gift and a drain. " +
    "In the 12th house it works backstage. Solitude recharges you. Schedule it.\n\nThe trick is boundaries: say no before you are empty.";

  it("leads with the opening sentence about the sign, then paragraphs of at most two sentences", () => {
    expect(readingSections(text, "Pisces")).toEqual({
      takeaway: "In Pisces, it works through empathy and imagination.",
      paragraphs: [
        "The Sun describes your core drive. That is a gift and a drain.",
        "In the 12th house it works backstage. Solitude recharges you.",
        "Schedule it.",
        "The trick is boundaries: say no before you are empty.",
      ],
    });
  });

  it("takes the first sentence when none of the opening ones names the sign", () => {
    expect(readingSections(text, "Leo").takeaway).toBe("The Sun describes your core drive.");
    expect(readingSections("Short and sweet.")).toEqual({ takeaway: "Short and sweet.", paragraphs: [] });
    expect(readingSections("  ")).toEqual({ takeaway: "", paragraphs: [] });
  });
});
