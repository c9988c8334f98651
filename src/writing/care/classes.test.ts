import { describe, expect, it } from "vitest";
import { CLASS_NAMES, CONCEPT_CLASSES, classesOf } from "./lexicon/classes.ts";
import { featureHashes } from "./model.ts";
import { normaliseFreeText } from "./normalise.ts";

// The concept classes the care model reads beside its n-grams (ADR 056).
const names = (word: string) => classesOf(word).map((id) => CLASS_NAMES[id]);

describe("the concept classes", () => {
  const entries = Object.values(CONCEPT_CLASSES).flatMap((lines) => lines.flatMap((line) => line.split(" ")));

  it("list one line per language, seven in all", () => {
    for (const lines of Object.values(CONCEPT_CLASSES)) expect(lines).toHaveLength(7);
  });

  it("are written as the screen reads them, so every whole word can match", () => {
    const unreachable = entries
      .filter((entry) => !entry.endsWith("*"))
      .filter((entry) => normaliseFreeText(entry) !== entry);
    expect(unreachable).toEqual([]);
  });

  it("keep stems long enough not to swallow everyday words", () => {
    const short = entries.filter((entry) => entry.endsWith("*") && entry.length < 5);
    expect(short).toEqual([]);
  });

  it("match a stem as a word's beginning and a whole word only whole", () => {
    expect(names("umbringen")).toContain("KILL");
    expect(names("zelfmoordgedachten")).toContain("DIE");
    expect(names("pills")).toContain("PILLS");
    expect(names("pillow")).not.toContain("PILLS");
    expect(names("planets")).toEqual([]);
  });
});

describe("the model's class features", () => {
  const shared = (a: string, b: string) => {
    const left = new Set(featureHashes(normaliseFreeText(a)));
    return featureHashes(normaliseFreeText(b)).filter((f) => left.has(f)).length;
  };

  it("let one idea in two languages share features that no n-gram shares", () => {
    expect(
      shared("everyone would be better off without me", "alle wären besser dran ohne mich"),
    ).toBeGreaterThan(shared("everyone would be better off without me", "alle sind heute im kino"));
  });
});
