import { describe, expect, it } from "vitest";
import { skyOfDay } from "#server/charts/sky";
import { fileTestApp } from "#server/test-support/test-app";
import { composeDailyDose } from "#writing/index";

const t = fileTestApp({ now: new Date("2026-05-20T15:00:00Z") });

describe("GET /api/landing-examples", () => {
  it("serves the writer's quotes about the real sky of today and tomorrow, in both voices", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/landing-examples?count=3" });
    expect(response.statusCode).toBe(200);
    const examples = response.json() as { quote: string; date: string; voice: string; source: string }[];
    expect(examples.map(({ date, voice }) => `${date} ${voice}`)).toEqual([
      "2026-05-20 roast",
      "2026-05-20 normal",
      "2026-05-21 roast",
    ]);
    // Exactly what the composer writes from that day's computed sky: nothing invented for the page.
    const sky = skyOfDay("2026-05-20", "UTC");
    const expected = composeDailyDose(sky, "roast", "landing|2026-05-20");
    expect(examples[0]?.quote).toBe(`${expected.astroFact} ${expected.callToAction}`);
    expect(examples[0]?.quote).toMatch(
      /\b(Sun|Moon|Mercury|Venus|Mars|Jupiter|Saturn|Uranus|Neptune|Pluto)\b/,
    );
    expect(new Set(examples.map((e) => e.quote)).size).toBe(3);
  });

  it("follows the sky to the next day and refuses a count out of range", async () => {
    const before = (await t.app.inject({ method: "GET", url: "/api/landing-examples?count=1" })).json();
    t.setNow(new Date("2026-05-21T15:00:00Z"));
    const after = (await t.app.inject({ method: "GET", url: "/api/landing-examples?count=1" })).json();
    expect(after[0].date).toBe("2026-05-21");
    expect(after[0].quote).not.toBe(before[0].quote);
    expect((await t.app.inject({ method: "GET", url: "/api/landing-examples?count=7" })).statusCode).toBe(
      400,
    );
  });
});
