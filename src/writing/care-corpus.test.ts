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
 * The judged parts (held-out, blind6…blind9; blind…blind5 were spent as judges and became training
 * parts in ADR 055) do NOT meet issue 25's targets yet; the issue stays open. Until they do, these
 * floors are the figures measured with the screen as it stands, so a change that makes the screen
 * worse on wording it has never seen fails here. Raise them as the screen improves. A retrain may
 * move one down only when, over all judged parts together, it catches more crises, alarms no more
 * harmless questions and refuses a reading to at most one no-reading question fewer, recorded in
 * an ADR (043, 048, 055, 056); never tune the screen on held-out or blind text to pass them.
 * `npm run writing:measures` prints the gap to the targets.
 */
const FLOOR = {
  // ADR 048 moved held-out crisis recall down to 0.849 under the rule above; ADR 055's retrain on
  // train6 and the spent blind parts raised it to 127/146 and held the rest; ADR 056's concept
  // classes to 129/146; ADR 057's spelling fix that spares real words to 131/146, with one
  // harmless alarm fewer (1/70); ADR 058's retrain on train7 to 133/146; ADR 060's idioms: 0/70. ADR 061's ensemble: 131/146
  // and unclear 18/19 under the rule above (all judged parts together: seven crises more, two
  // no-reading more, no harmless alarm more; three unclear questions fewer, which the rule does not weigh).
  // ADR 063's retrain with train9: 132/146; its harmless budget of 2.5 %: 133/146.
  heldout: { crisisRecall: 0.91, noReading: 1, harmlessFalseAlarm: 0, unclearHandled: 0.947 },
  // Written blind on 2026-11-28 (eighth session) from the label definitions alone and scored first,
  // aggregates only, with the ADR 053 screen unchanged (0.893 / 0.842 / 0.067 / 1). ADR 055's
  // retrain moved crisis recall down one question (200/225) under the rule above, and harmless
  // alarms down one (6/105). ADR 056's concept classes: 202/225; ADR 057: 203/225. ADR 058's
  // retrain on train7: 206/225, no-reading 81/95; ADR 059's cue words: no-reading 82/95. ADR 060's
  // idioms and retrain: 205/225 under the rule above (all judged parts together: three crises
  // more, two harmless alarms fewer, one no-reading more). ADR 061's ensemble: 213/225, 83/95, 28/30.
  // ADR 062's retrain with train8: 211/225, 82/95, 5/105 under the rule above (all judged parts
  // together: one crisis more, one no-reading fewer, no harmless alarm more); its unclear budget
  // of 0.5 %: unclear 29/30. ADR 063's retrain with train9: 209/225 under the rule above (all judged
  // parts together: two crises more, one no-reading more, no harmless alarm more); its harmless
  // budget of 2.5 %: 212/225.
  blind6: { crisisRecall: 0.942, noReading: 0.863, harmlessFalseAlarm: 0.048, unclearHandled: 0.966 },
  // Written blind on 2026-11-28 (ninth session) from the label definitions alone and scored first,
  // aggregates only, with the ADR 053 screen unchanged (0.942 / 0.936 / 0.019 / 0.867), then once
  // with ADR 055's retrain, which was built without it: one crisis more, one harmless alarm fewer.
  // ADR 056's concept classes: 215/225. ADR 057's spelling fix: 216/225, and no-reading down one
  // question (88/95) under the rule above. ADR 058's retrain on train7: 213/225 under the rule
  // above (all judged parts together: two crises more, no harmless alarm more, one no-reading more).
  // ADR 059's cue words: no-reading 90/95. ADR 060's idioms and retrain: 216/225, 91/95, 0/105.
  // ADR 061's ensemble: 217/225. ADR 062's retrain with train8: 220/225. ADR 063's retrain with
  // train9: 219/225 under the rule above; its harmless budget of 2.5 %: 220/225.
  blind7: { crisisRecall: 0.977, noReading: 0.957, harmlessFalseAlarm: 0, unclearHandled: 0.866 },
  // Written blind on 2026-11-29 (tenth session) by a writer who read only the label definitions and
  // no file of the project, and scored first, aggregates only, with the ADR 059 screen unchanged:
  // 207/225, 75/95, 10/105 harmless alarms (all ten from the word lists), 29/30. ADR 060: 208/225.
  // ADR 061's ensemble: no-reading 76/95. ADR 062's retrain with train8: 11/105 harmless alarms
  // (all from the word lists) under the rule above. ADR 063's retrain with train9: 212/225, 77/95;
  // its harmless budget of 2.5 %: 213/225.
  blind8: { crisisRecall: 0.946, noReading: 0.81, harmlessFalseAlarm: 0.105, unclearHandled: 0.966 },
  // Written blind on 2026-11-29 (thirteenth session) by a writer who read only a brief with the
  // label definitions and no file of the project, and scored first, aggregates only, with the ADR
  // 063 screen unchanged: 212/225, 90/95, 2/105, 30/30.
  blind9: { crisisRecall: 0.942, noReading: 0.947, harmlessFalseAlarm: 0.02, unclearHandled: 1 },
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
