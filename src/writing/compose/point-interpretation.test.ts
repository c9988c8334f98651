import { describe, expect, it } from "vitest";
import { CHART_POINTS } from "../content/points.ts";
import { ASPECT_TYPES, PLANETS, SIGNS, VOICES } from "../facts.ts";
import { findGuardHits } from "../guard.ts";
import { Rng } from "../rng.ts";
import { schemaCheck } from "../testing/compose-all.ts";
import { randomNatal } from "../testing/random-facts.ts";
import { findSeams } from "../testing/seams.ts";
import { wordCount } from "../text.ts";
import { composePointInterpretation, POINT_INTERPRETATION_WORDS } from "./point-interpretation.ts";

const BAD_TOKENS = /\b(?:undefined|NaN|null)\b|\[object Object\]|\$\{|\{\w+\}|\{\}|[ \t]{2,}|\.\./;

function randomFacts(i: number) {
  const rng = new Rng(`point-${i}`);
  const timeKnown = i % 5 !== 0;
  const natal = randomNatal(`point-${i}`, { timeKnown });
  const point = CHART_POINTS[i % CHART_POINTS.length] ?? "chiron";
  const axis = point !== "chiron" && point !== "lilith";
  const contacts = Array.from({ length: rng.int(5) }, () => ({
    planet: rng.pick(PLANETS),
    type: axis ? rng.pick(["conjunction", "opposition"] as const) : rng.pick(ASPECT_TYPES),
    orbDeg: rng.int(400) / 100,
  }));
  return {
    natal,
    point,
    sign: rng.pick(SIGNS),
    house: timeKnown ? 1 + rng.int(12) : null,
    ...(point === "fortune" ? { day: rng.int(2) === 0 } : {}),
    contacts,
  };
}

describe("the meaning of a chart point", () => {
  it("stays within its words, names its sign, and shows no seam, placeholder or guarded topic, in both voices", () => {
    const problems: string[] = [];
    for (let i = 0; i < 400; i++) {
      const facts = randomFacts(i);
      for (const voice of VOICES) {
        const { interpretation, basis } = composePointInterpretation(facts, voice, `seed-${i}`);
        const where = `${facts.point} ${voice} #${i}`;
        const schemaError = schemaCheck("planet-interpretation", { interpretation, basis });
        if (schemaError) problems.push(`${where}: schema ${schemaError}`);
        const words = wordCount(interpretation);
        if (words < POINT_INTERPRETATION_WORDS.min || words > POINT_INTERPRETATION_WORDS.max)
          problems.push(`${where}: ${words} words`);
        const sign = facts.sign.charAt(0).toUpperCase() + facts.sign.slice(1);
        if (!interpretation.includes(sign)) problems.push(`${where}: no ${sign}`);
        const bad = BAD_TOKENS.exec(interpretation);
        if (bad) problems.push(`${where}: "${bad[0]}" in ${interpretation}`);
        for (const hit of findGuardHits(interpretation))
          problems.push(`${where}: guard ${hit.topic} "${hit.match}"`);
        for (const seam of findSeams(interpretation)) problems.push(`${where}: ${seam.kind} …${seam.at}…`);
      }
      if (problems.length > 20) break;
    }
    expect(problems.slice(0, 20)).toEqual([]);
  });

  it("speaks differently in the roast voice and names the house only with a birth time", () => {
    const facts = {
      ...randomFacts(1),
      point: "chiron" as const,
      sign: "cancer" as const,
      house: 3,
      contacts: [],
    };
    const normal = composePointInterpretation(facts, "normal", "s").interpretation;
    const roast = composePointInterpretation(facts, "roast", "s").interpretation;
    expect(normal).not.toBe(roast);
    expect(normal).toMatch(/Chiron/);
    expect(normal).toMatch(/3rd house/);
    const noTime = composePointInterpretation({ ...facts, house: null }, "normal", "s").interpretation;
    expect(noTime).not.toMatch(/\d(st|nd|rd|th) house/);
    expect(noTime).toMatch(/birth time/);
  });

  it("names its tightest contacts and says whether the Part of Fortune is a day or a night one", () => {
    const base = randomFacts(4);
    const text = composePointInterpretation(
      {
        ...base,
        point: "fortune",
        day: false,
        contacts: [
          { planet: "venus", type: "opposition", orbDeg: 2.5 },
          { planet: "mars", type: "conjunction", orbDeg: 0.4 },
        ],
      },
      "normal",
      "s",
    ).interpretation;
    expect(text).toMatch(/Mars/);
    expect(text).toMatch(/Venus/);
    expect(text.indexOf("Mars")).toBeLessThan(text.indexOf("Venus"));
    expect(text).toMatch(/night/);
  });
});
