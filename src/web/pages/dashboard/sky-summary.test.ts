import { describe, expect, it } from "vitest";
import { makeTransit } from "#web/testing/transits.ts";
import { headlineOf, nextExactTransit } from "./sky-summary.tsx";

describe("the home screen's sky", () => {
  it("makes today's reading one line: the first sentence, without the date, cut at a comma", () => {
    expect(headlineOf("Venus gives you nerve today. Use it.")).toBe("Venus gives you nerve today.");
    expect(
      headlineOf(
        "Monday, November 23: the Full Moon is in Taurus, moving through your 1st house of your personal style and first impressions, and it sits two signs from your Sun. More.",
      ),
    ).toBe(
      "The Full Moon is in Taurus, moving through your 1st house of your personal style and first impressions…",
    );
  });

  it("picks the soonest exact moment still ahead", () => {
    const now = new Date("2026-11-23T12:00:00Z");
    const past = makeTransit({ id: 1, exactDate: "2026-11-23T08:00:00Z" });
    const later = makeTransit({ id: 2, exactDate: "2026-11-27T08:00:00Z" });
    const soon = makeTransit({ id: 3, exactDate: "2026-11-24T08:00:00Z" });
    const never = makeTransit({ id: 4, exactDate: null });
    expect(nextExactTransit([past, later, never, soon], now)?.id).toBe(3);
    expect(nextExactTransit([past, never], now)).toBeNull();
  });
});
