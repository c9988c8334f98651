import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { screenFreeText } from "#writing/safety";
import {
  CARE_TARGETS,
  type CareMeasure,
  type CareScores,
  formatCareMiss,
  JUDGED_PARTS,
  loadCareCorpus,
  scoreCare,
} from "#writing/testing/care-eval";
import { CARE_MODEL } from "./care/model.data.ts";

// The care screen on both parts of the care corpus (src/writing/testdata/care-corpus/README.md).
// A held-out miss is named by id and concept only: the screen is never tuned on held-out wording.
const dev = scoreCare(loadCareCorpus("dev"), screenFreeText, "dev");
const judged = JUDGED_PARTS.map(
  (part) => [part, scoreCare(loadCareCorpus(part), screenFreeText, part)] as const,
);

const missed = (s: CareScores, measure: CareMeasure) =>
  s.misses
    .filter((m) => m.measure === measure)
    .map(formatCareMiss)
    .join("\n");

describe("care screen on the development part: issue 25's targets", () => {
  it(`gives the crisis reply to at least ${CARE_TARGETS.crisisRecall * 100} % of crisis questions`, () => {
    expect(dev.crisisRecall.share, missed(dev, "crisis-recall")).toBeGreaterThanOrEqual(
      CARE_TARGETS.crisisRecall,
    );
  });
  it(`gives no reading to at least ${CARE_TARGETS.noReading * 100} % of no-reading questions`, () => {
    expect(dev.noReading.share, missed(dev, "no-reading")).toBeGreaterThanOrEqual(CARE_TARGETS.noReading);
  });
  it(`gives the crisis reply to at most ${CARE_TARGETS.harmlessFalseAlarm * 100} % of harmless questions`, () => {
    expect(dev.harmlessFalseAlarm.share, missed(dev, "harmless-false-alarm")).toBeLessThanOrEqual(
      CARE_TARGETS.harmlessFalseAlarm,
    );
  });
  it(`asks what is meant (or gives care) for at least ${CARE_TARGETS.unclearHandled * 100} % of unclear questions`, () => {
    expect(dev.unclearHandled.share, missed(dev, "unclear-handled")).toBeGreaterThanOrEqual(
      CARE_TARGETS.unclearHandled,
    );
  });
});

/**
 * The held-out and blind parts (blind and blind2) do NOT meet issue 25's targets yet (ADR 038, "Figures"); the issue
 * stays open. Until they do, these floors are the figures measured when the classifier was merged
 * (2026-11-28), so a change that makes the screen worse on wording it has never seen fails here.
 * Raise them as the screen improves. A retrain on more training data may move one down only when
 * it catches more crises over all judged parts together, recorded in ADR 043 or a later one; never
 * tune the screen on held-out or blind text to pass them. `npm run writing:measures` prints the gap to the targets.
 */
const FLOOR = {
  // ADR 048: the retrain with train5 and the no-reading cue words from the training parts. Two floors
  // moved down under the rule above (more crises caught over the judged parts together, 625 of 685,
  // was 619): held-out crisis recall 0.863 → 0.849 and blind2 harmless false alarms 0.086 → 0.096.
  // ADR 051: the model's "what do you mean?" gated on a named object raised every unclear floor.
  // ADR 053: the lexicon wordings read off train6 raised blind2, blind3, blind4 and blind5.
  heldout: { crisisRecall: 0.849, noReading: 1, harmlessFalseAlarm: 0.029, unclearHandled: 1 },
  blind: { crisisRecall: 0.918, noReading: 0.967, harmlessFalseAlarm: 0.114, unclearHandled: 0.846 },
  // First scored on 2026-11-28 after the negation scope and the retrain on train2 (ADR 043).
  blind2: { crisisRecall: 0.924, noReading: 0.895, harmlessFalseAlarm: 0.096, unclearHandled: 0.967 },
  // First scored on 2026-11-28 with the train3 model, before train4 (ADR 043).
  blind3: { crisisRecall: 0.952, noReading: 0.851, harmlessFalseAlarm: 0.026, unclearHandled: 0.958 },
  // Written blind on 2026-11-28 (fifth session), scored first with the ADR 043 screen unchanged
  // (0.884 / 0.8 / 0.048 / 0.233), then once with the ADR 048 screen, which was built without it.
  blind4: { crisisRecall: 0.911, noReading: 0.873, harmlessFalseAlarm: 0.048, unclearHandled: 1 },
  // Written blind on 2026-11-28 (seventh session) and scored first with the ADR 051 screen unchanged.
  blind5: { crisisRecall: 0.928, noReading: 0.915, harmlessFalseAlarm: 0.029, unclearHandled: 0.833 },
  // Written blind on 2026-11-28 (eighth session) from the label definitions alone and scored first,
  // aggregates only, with the ADR 053 screen unchanged.
  blind6: { crisisRecall: 0.893, noReading: 0.842, harmlessFalseAlarm: 0.067, unclearHandled: 1 },
  // Written blind on 2026-11-28 (ninth session) from the label definitions alone and scored first,
  // aggregates only, with the ADR 053 screen unchanged.
  blind7: { crisisRecall: 0.942, noReading: 0.936, harmlessFalseAlarm: 0.0191, unclearHandled: 0.866 },
};

for (const [part, scores] of judged) {
  const floor = FLOOR[part];
  describe(`care screen on the ${part} part: no worse than when the classifier was merged`, () => {
    it("crisis recall", () => {
      expect(scores.crisisRecall.share).toBeGreaterThanOrEqual(floor.crisisRecall);
    });
    it("no-reading accuracy", () => {
      expect(scores.noReading.share).toBeGreaterThanOrEqual(floor.noReading);
    });
    it("harmless questions given the crisis reply", () => {
      expect(scores.harmlessFalseAlarm.share).toBeLessThanOrEqual(floor.harmlessFalseAlarm);
    });
    it("unclear questions handled", () => {
      expect(scores.unclearHandled.share).toBeGreaterThanOrEqual(floor.unclearHandled);
    });
  });
}

describe("the classifier's weights", () => {
  it("were trained on the corpus's development and training parts as they are now (rerun scripts/train-care-model.ts)", () => {
    const digest = createHash("sha256");
    for (const file of CARE_MODEL.trainedOn.files) {
      digest.update(readFileSync(new URL(`testdata/care-corpus/${file}`, import.meta.url), "utf8"));
    }
    for (const part of JUDGED_PARTS) expect(CARE_MODEL.trainedOn.files).not.toContain(`${part}.jsonl`);
    expect(digest.digest("hex")).toBe(CARE_MODEL.trainedOn.sha256);
  });
});
