/**
 * The writing engine's second entry, for tests, scripts and bench only (scripts/boundaries.ts holds
 * it; the app imports ../index.ts): made-up facts to write from, the measures of
 * `npm run writing:measures`, the care corpus's scoring, and what scripts/train-care-model.ts
 * fits the care screen's classifier with, and what scripts/care-known-words.ts lists real words
 * near the key words with.
 */

export { KEY } from "../care/lexicon/key-words.ts";
export { DECISIONS, featureHashes, spreadFeature } from "../care/model.ts";
export type { LinearModel } from "../care/model-shape.ts";
export { nearestKeyWord, normaliseFreeText } from "../care/normalise.ts";
export { maskHarmless, namesAnObject, noReadingCue, screenWithLists } from "../care/screen.ts";
export {
  formatCareMiss,
  formatCareScores,
  JUDGED_PARTS,
  loadCareCorpus,
  scoreCare,
  screenMedianMicros,
} from "./care-eval.ts";
export { formatMeasures, type Measures, type MeasureUser, measureWriting } from "./measures.ts";
export { consecutiveDates, natalAspects, randomNatal, skyFor, transitsFor } from "./random-facts.ts";
