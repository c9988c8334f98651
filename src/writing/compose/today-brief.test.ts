import { describe, expect, it } from "vitest";
import { VOICES } from "../facts.ts";
import { passesGuard } from "../guard.ts";
import { todayBriefSchema } from "../schemas.ts";
import { randomNatal, skyFor, transitsFor } from "../testing/random-facts.ts";
import { composeDailyHoroscope } from "./daily-horoscope.ts";
import { BRIEF_HEADLINE_MAX_WORDS, BRIEF_LINE_MAX_WORDS, todayBrief } from "./today-brief.ts";

const words = (s: string) => s.split(/\s+/).filter(Boolean).length;

describe("todayBrief: today's shape", () => {
  it("gives a headline of at most 12 words and three short lines, in both voices, for many days", () => {
    for (let i = 0; i < 400; i++) {
      const natal = randomNatal(`brief-${i}`, i % 5 === 0 ? { timeKnown: false } : undefined);
      const date = new Date(Date.UTC(2024, 0, 1) + i * 86_400_000 * 2).toISOString().slice(0, 10);
      const day = { natal, transits: transitsFor(natal, date), sky: skyFor(date) };
      for (const voice of VOICES) {
        const b = todayBrief(day, voice, `brief-${i}`);
        expect(todayBriefSchema.safeParse(b).success, JSON.stringify(b)).toBe(true);
        expect(words(b.headline), b.headline).toBeLessThanOrEqual(BRIEF_HEADLINE_MAX_WORDS);
        expect(b.headline).not.toMatch(/[.!?]$/);
        for (const line of [b.do, b.avoid, b.watch]) {
          expect(line).toMatch(/^[A-Z].*[.!?]$/);
          expect(words(line), line).toBeLessThanOrEqual(BRIEF_LINE_MAX_WORDS + 2);
          // A stored daily text: no clock-relative tense, no degrees or clock times (ADR 032).
          expect(line).not.toMatch(/°|\d{1,2}:\d{2}|this (?:morning|afternoon|evening)|still building/);
        }
        expect(passesGuard(Object.values(b).join(" ")), JSON.stringify(b)).toBe(true);
        if (!natal.timeKnown) expect(Object.values(b).join(" ")).not.toMatch(/Ascendant|Midheaven|house/);
      }
    }
  });

  it("leads with the horoscope's own lead transit and is deterministic", () => {
    const natal = randomNatal("brief-lead", { timeKnown: true });
    const date = "2026-03-10";
    const day = { natal, transits: transitsFor(natal, date), sky: skyFor(date) };
    for (const voice of VOICES) {
      const h = composeDailyHoroscope(day, voice, "s");
      const b = todayBrief(day, voice, "s");
      expect(todayBrief(day, voice, "s")).toEqual(b);
      const lead = h.basis.find((x) => x.kind === "transit");
      if (lead?.kind === "transit") {
        const mover = lead.transiting[0]?.toUpperCase() + lead.transiting.slice(1);
        expect(b.headline).toContain(mover);
      }
    }
  });
});
