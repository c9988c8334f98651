import { describe, expect, it } from "vitest";
import { ASPECT_TYPES, PLANETS, type Planet, SIGNS, type Sign } from "../facts.ts";
import { findGuardHits } from "../guard.ts";
import { Rng } from "../rng.ts";
import { dailyDoseSchema } from "../schemas.ts";
import { consecutiveDates, skyFor } from "../testing/random-facts.ts";
import { formatClock } from "../text.ts";
import { composeDailyDose, type DailyDoseFacts, type SkyAspectFact } from "./daily-dose.ts";

const ZONES = ["UTC", "Europe/Brussels", "America/Los_Angeles", "Asia/Kolkata"];

/** A toy day with a few exact aspects at random times (the engine's own are tested in src/astro). */
function dayWithAspects(date: string, seed: string): DailyDoseFacts {
  const rng = new Rng(`aspects|${date}|${seed}`);
  const aspects: SkyAspectFact[] = [];
  for (let i = 0; i < rng.int(5); i++) {
    const [a, b] = rng.sample(PLANETS, 2) as [Planet, Planet];
    aspects.push({
      a,
      b,
      aspect: rng.pick(ASPECT_TYPES.filter((x) => x !== "quincunx")),
      exactUtc: `${date}T${String(rng.int(24)).padStart(2, "0")}:${String(rng.int(60)).padStart(2, "0")}:00.000Z`,
      aSign: rng.pick(SIGNS) as Sign,
      bSign: rng.pick(SIGNS) as Sign,
      separationDeg: rng.float() * 360 - 180,
    });
  }
  return { ...skyFor(date), timeZone: rng.pick(ZONES), aspects };
}

const DAYS = consecutiveDates("2026-01-01", 120);

describe("composeDailyDose", () => {
  it("is valid, short enough for the card, guarded and fully filled on every day, in both voices", () => {
    for (const date of DAYS) {
      const facts = dayWithAspects(date, "v");
      for (const voice of ["normal", "roast"] as const) {
        for (let press = 0; press < 4; press++) {
          const dose = composeDailyDose(facts, voice, `u|${press}`);
          expect(dailyDoseSchema.safeParse(dose).success).toBe(true);
          expect(dose.astroFact.length).toBeLessThanOrEqual(280);
          expect(dose.callToAction.length).toBeLessThanOrEqual(140);
          for (const text of [dose.astroFact, dose.callToAction]) {
            expect(findGuardHits(text)).toEqual([]);
            expect(text).not.toMatch(/[{}]|undefined|NaN|null|\[object/);
            expect(text).toMatch(/^[A-Z]/);
            expect(text).toMatch(/[.!?]$/);
          }
          expect(dose.basis.length).toBeGreaterThan(0);
        }
      }
    }
  });

  it("states the clock time of a timed event in the reader's zone and names what the basis names", () => {
    let timed = 0;
    for (const date of DAYS) {
      const facts = dayWithAspects(date, "t");
      for (let press = 0; press < 5; press++) {
        const dose = composeDailyDose(facts, "roast", `t|${press}`);
        const item = dose.basis.find((b) => b.kind === "sky-aspect" || (b.kind === "sky" && b.exact));
        if (!item || !("exact" in item) || !item.exact) continue;
        timed += 1;
        expect(dose.astroFact).toContain(formatClock(item.exact, facts.timeZone));
        if (item.kind === "sky-aspect") {
          for (const body of [item.a, item.b]) expect(dose.astroFact.toLowerCase()).toContain(body);
        }
      }
    }
    expect(timed).toBeGreaterThan(100);
  });

  it("never repeats the fact or the call to action of the previous press", () => {
    for (const date of DAYS.slice(0, 30)) {
      // A quiet day (no aspects, no events) leaves the fewest phrasings to choose from.
      const quiet: DailyDoseFacts = { ...skyFor(date), events: [], aspects: [] };
      for (const facts of [quiet, dayWithAspects(date, "r")]) {
        let previous = composeDailyDose(facts, "roast", "r|0");
        for (let press = 1; press < 40; press++) {
          const dose = composeDailyDose(facts, "roast", `r|${press}`, { avoid: previous });
          expect(dose.astroFact).not.toBe(previous.astroFact);
          expect(dose.callToAction).not.toBe(previous.callToAction);
          // A named phase is an instant: without an exact lunation that day, the Moon is only
          // crescent or gibbous.
          if (facts === quiet) expect(dose.astroFact).not.toMatch(/New Moon|Full Moon|quarter/i);
          previous = dose;
        }
      }
    }
  });

  it("varies from press to press and is the same for the same seed", () => {
    const facts = dayWithAspects("2026-03-20", "vary");
    const presses = Array.from({ length: 30 }, (_, i) => composeDailyDose(facts, "roast", `v|${i}`));
    expect(new Set(presses.map((d) => d.astroFact)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(presses.map((d) => d.callToAction)).size).toBeGreaterThanOrEqual(8);
    expect(composeDailyDose(facts, "roast", "v|3")).toEqual(presses[3]);
  });

  it("calls a Sun–Moon conjunction, opposition and squares by their lunation names", () => {
    const base = { ...skyFor("2026-05-01"), events: [], positions: [], timeZone: "UTC" };
    const lunation = (aspect: "conjunction" | "opposition" | "square", separationDeg: number) => ({
      ...base,
      aspects: [
        {
          a: "moon",
          b: "sun",
          aspect,
          exactUtc: "2026-05-01T17:54:00.000Z",
          aSign: "scorpio",
          bSign: "taurus",
          separationDeg,
        },
      ] satisfies SkyAspectFact[],
    });
    const texts = (facts: DailyDoseFacts) =>
      Array.from({ length: 12 }, (_, i) => composeDailyDose(facts, "normal", `l|${i}`).astroFact).join(" ");
    expect(texts(lunation("conjunction", 0))).toMatch(/New Moon in Scorpio.*17:54 UTC/);
    expect(texts(lunation("opposition", 180))).toMatch(/Full Moon in Scorpio/);
    expect(texts(lunation("square", 90))).toMatch(/first-quarter Moon in Scorpio/i);
    expect(texts(lunation("square", -90))).toMatch(/last-quarter Moon in Scorpio/i);
  });
});
