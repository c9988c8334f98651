import { describe, expect, it } from "vitest";
import { screenFreeText } from "#writing/safety";
import {
  CARE_TARGETS,
  type CareMeasure,
  type CareScores,
  formatCareMiss,
  loadCareCorpus,
  scoreCare,
} from "#writing/testing/care-eval";

// The care screen on both parts of the care corpus (src/writing/testdata/care-corpus/README.md).
// A held-out miss is named by id and concept only: the screen is never tuned on held-out wording.
const dev = scoreCare(loadCareCorpus("dev"), screenFreeText, "dev");
const heldout = scoreCare(loadCareCorpus("heldout"), screenFreeText, "heldout");

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
 * The held-out part does NOT meet issue 25's targets yet (ADR 023, "Figures": crisis recall 71.9 %
 * against 99 %, no-reading 85.5 % against 98 %, harmless false alarms 2.9 % against 2 %, unclear
 * 63.2 % against 95 %); the issue stays open. Until it does, these floors are the figures measured
 * when the screen was merged, so a change that makes the screen worse on wording it has never
 * seen fails here. Raise them as the screen improves; never lower them, and never tune the screen
 * on held-out text to pass them. `npm run writing:measures` prints the gap to the targets.
 */
const HELD_OUT_FLOOR = {
  crisisRecall: 0.719,
  noReading: 0.85,
  harmlessFalseAlarm: 0.029,
  unclearHandled: 0.63,
};

describe("care screen on the held-out part: no worse than when it was merged", () => {
  it("crisis recall", () => {
    expect(heldout.crisisRecall.share).toBeGreaterThanOrEqual(HELD_OUT_FLOOR.crisisRecall);
  });
  it("no-reading accuracy", () => {
    expect(heldout.noReading.share).toBeGreaterThanOrEqual(HELD_OUT_FLOOR.noReading);
  });
  it("harmless questions given the crisis reply", () => {
    expect(heldout.harmlessFalseAlarm.share).toBeLessThanOrEqual(HELD_OUT_FLOOR.harmlessFalseAlarm);
  });
  it("unclear questions handled", () => {
    expect(heldout.unclearHandled.share).toBeGreaterThanOrEqual(HELD_OUT_FLOOR.unclearHandled);
  });
});
