import { describe, expect, it } from "vitest";
import { composeChartInterpretation } from "./compose/chart-interpretation.ts";
import { composeCosmicTodos } from "./compose/cosmic-todos.ts";
import { composeDailyHoroscope } from "./compose/daily-horoscope.ts";
import { composeThrowback } from "./compose/throwback.ts";
import { composeTransitDescription } from "./compose/transit-description.ts";
import { VOICES } from "./facts.ts";
import {
  familySeams,
  offSubjectTile,
  SEAM_FAMILIES,
  type SeamFamily,
  transitWithoutMeaning,
} from "./testing/independent.ts";
import { randomNatal, skyFor, transitsFor } from "./testing/random-facts.ts";

// Issue 28: a sentence checker with the reader's eyes (testing/independent.ts, no composer rule),
// over at least 10,000 generated texts for each seam family.
describe("seam families over at least 10,000 texts each", () => {
  it("finds none of issue 28's seams", () => {
    const texts = new Map<string, number>(SEAM_FAMILIES.map((f) => [f.name, 0]));
    const hits: string[] = [];
    let tiles = 0;
    let horoscopes = 0;
    const check = (text: string, kind: SeamFamily["applies"], source: string) => {
      for (const f of SEAM_FAMILIES)
        if (f.applies === "any" || f.applies === kind) texts.set(f.name, (texts.get(f.name) ?? 0) + 1);
      for (const h of familySeams(text, kind))
        if (hits.length < 20) hits.push(`${h.family} (${source}): ${h.at}`);
    };
    let meaningChecked = 0;
    // Horoscopes for 1,800 charts (tiles and transit lines), every other text for the first 700.
    for (let i = 0; i < 1800; i++) {
      const natal = randomNatal(`families-${i}`);
      const date = new Date(Date.UTC(2020, 0, 1) + i * 86_400_000 * 3).toISOString().slice(0, 10);
      const transits = transitsFor(natal, date);
      const day = { natal, transits, sky: skyFor(date) };
      for (const voice of VOICES) {
        const seed = `families-${i}`;
        const h = composeDailyHoroscope(day, voice, seed);
        horoscopes++;
        for (const text of [h.content, h.loveInsight, h.careerInsight, h.wellnessInsight])
          if (text) check(text, "horoscope", `horoscope ${seed} ${voice}`);
        const cited = h.basis.flatMap((b) => (b.kind === "transit" ? [b] : []));
        for (const text of [h.content, h.loveInsight, h.careerInsight, h.wellnessInsight]) {
          if (!text) continue;
          meaningChecked++;
          const bare = transitWithoutMeaning(text, cited);
          if (bare && hits.length < 20) hits.push(`a transit with no meaning (${seed} ${voice}): ${bare}`);
        }
        for (const [category, tile] of [
          ["love", h.loveInsight],
          ["career", h.careerInsight],
          ["wellness", h.wellnessInsight],
        ] as const) {
          if (!tile) continue;
          tiles++;
          const off = offSubjectTile(category, tile);
          if (off && hits.length < 20)
            hits.push(`${category} tile off its subject (${seed} ${voice}): ${off}`);
        }
        if (i >= 700) continue;
        for (const todo of composeCosmicTodos(day, voice, seed).todos) {
          check(todo.title, "todo", `todo ${seed}`);
          check(todo.explanation, "horoscope", `todo ${seed}`);
        }
        check(composeThrowback(day, voice, seed).content, "horoscope", `throwback ${seed}`);
        const transit = transits[i % Math.max(1, transits.length)];
        if (transit)
          check(
            composeTransitDescription({ transit, natal }, voice, seed).description,
            "horoscope",
            `radar ${seed}`,
          );
        const chart = composeChartInterpretation({ natal }, voice, seed);
        check(chart.interpretation, "any", `chart ${seed}`);
        for (const item of [...chart.strengths, ...chart.challenges, ...chart.lifeThemes])
          check(item, "list", `chart list ${seed}`);
      }
    }
    expect(hits).toEqual([]);
    for (const [family, n] of texts) expect(n, family).toBeGreaterThanOrEqual(10_000);
    expect(horoscopes).toBeGreaterThanOrEqual(3000);
    expect(meaningChecked).toBeGreaterThanOrEqual(10_000);
    expect(tiles).toBeGreaterThanOrEqual(10_000);
  }, 240_000);
});

describe("the seam checker sees what a reader sees", () => {
  it("flags each family of issue 28 on the issue's own examples", () => {
    const flagged = (text: string, kind: SeamFamily["applies"] = "any") =>
      familySeams(text, kind).map((h) => h.family);
    expect(flagged("The Moon lights up your 9th house of your beliefs.")).toContain('"house of your"');
    expect(flagged("It brings pressure to prove yourself to your confidence.")).toContain(
      '"brings X to your Y"',
    );
    expect(flagged("The main event today is the Sun sextiles your Leo Moon, exact today.")).toContain(
      '"the main event … the Sun sextiles"',
    );
    expect(flagged("With the urge to explain your point on the menu: which means trouble.")).toContain(
      'a clause jammed into "With … on the menu:"',
    );
    expect(flagged("They play tug-of-rope with you in the middle.")).toContain('"tug-of-rope"');
    expect(flagged("They support each other.", "list")).toContain('a list item starting "They"');
    expect(flagged("Exact at 07:39 UTC, 1.2° from exact.", "horoscope")).toContain(
      "degrees or clock times in the prose",
    );
    expect(
      offSubjectTile(
        "career",
        "For your Aries Jupiter and your work: make the place you live a little more comfortable.",
      ),
    ).not.toBeNull();
    const cited = [
      { transiting: "venus", natal: "moon" },
      { transiting: "mars", natal: "sun" },
    ];
    expect(
      transitWithoutMeaning(
        "Also in play: Venus trines your Leo Moon, exact today. Mars squares your Aries Sun, peaking tomorrow.",
        cited,
      ),
    ).toMatch(/^Also in play/);
  });
});
