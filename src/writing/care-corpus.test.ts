import { describe, expect, it } from "vitest";
import { screenFreeText } from "#writing/safety";
import {
  CARE_TARGETS,
  type CareMeasure,
  type CarePart,
  type CareScores,
  formatCareMiss,
  loadCareCorpus,
  scoreCare,
} from "#writing/testing/care-eval";

// Issue 25's targets for the care screen, on both parts of the care corpus
// (src/writing/testdata/care-corpus/README.md). A held-out miss is named by id and concept only:
// the screen is never tuned on held-out wording.
const scores: Record<CarePart, CareScores> = {
  dev: scoreCare(loadCareCorpus("dev"), screenFreeText, "dev"),
  heldout: scoreCare(loadCareCorpus("heldout"), screenFreeText, "heldout"),
};

const missed = (s: CareScores, measure: CareMeasure) =>
  s.misses
    .filter((m) => m.measure === measure)
    .map(formatCareMiss)
    .join("\n");

describe.each(["heldout", "dev"] as const)("care screen on the %s part", (part) => {
  const s = scores[part];

  it(`gives the crisis reply to at least ${CARE_TARGETS.crisisRecall * 100} % of crisis questions`, () => {
    expect(s.crisisRecall.share, missed(s, "crisis-recall")).toBeGreaterThanOrEqual(
      CARE_TARGETS.crisisRecall,
    );
  });

  it(`gives no reading to at least ${CARE_TARGETS.noReading * 100} % of no-reading questions`, () => {
    expect(s.noReading.share, missed(s, "no-reading")).toBeGreaterThanOrEqual(CARE_TARGETS.noReading);
  });

  it(`gives the crisis reply to at most ${CARE_TARGETS.harmlessFalseAlarm * 100} % of harmless questions`, () => {
    expect(s.harmlessFalseAlarm.share, missed(s, "harmless-false-alarm")).toBeLessThanOrEqual(
      CARE_TARGETS.harmlessFalseAlarm,
    );
  });

  it(`asks what is meant (or gives care) for at least ${CARE_TARGETS.unclearHandled * 100} % of unclear questions`, () => {
    expect(s.unclearHandled.share, missed(s, "unclear-handled")).toBeGreaterThanOrEqual(
      CARE_TARGETS.unclearHandled,
    );
  });
});
