import { describe, expect, it } from "vitest";
import { findGuardHits, passesGuard } from "./guard.ts";

describe("guard", () => {
  it("flags each guarded topic", () => {
    const samples: Record<string, string> = {
      "self-harm and death": "you could die of boredom",
      "illness and medical conditions": "your flu is a sign",
      violence: "you want to punch the printer",
      "appearance and the body": "your weight says a lot",
      "group identity": "typical for your religion",
    };
    for (const [topic, text] of Object.entries(samples)) {
      expect(findGuardHits(text).map((h) => h.topic)).toContain(topic);
    }
  });

  it("lets ordinary astrology text through, including the sign Cancer and words like transit or stable", () => {
    for (const text of [
      "Your Moon in Cancer wants a stable home and a quiet evening.",
      "The transit of Mars squares your natal Venus; I'll keep it short.",
      "Nobody will guess that your Sun in Leo wants applause.",
    ]) {
      expect(passesGuard(text), text).toBe(true);
    }
  });
});
