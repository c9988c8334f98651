/**
 * The shape of the care classifier's weights, apart from model.ts because model.data.ts (generated
 * by scripts/train-care-model.ts) is typed by it and model.ts imports that file.
 */

/** A linear model over `dim` hashed buckets: int8 weights times `scale`, one column per class. */
export interface LinearModel {
  dim: number;
  classes: number;
  scale: number;
  bias: readonly number[];
  /** base64 of dim × classes signed bytes, bucket-major. */
  weights: string;
}

/** The shipped model: what it was trained on, its decision thresholds and its two classifiers. */
export interface CareModelData {
  trainedOn: { files: readonly string[]; sha256: string; questions: number };
  thresholds: { crisis: number; noReading: number; unclear: number };
  /**
   * The decision classifier's members (ADR 061): each reads the same features spread over its own
   * buckets (`spreadFeature` in model.ts); their probabilities are averaged.
   */
  decision: readonly LinearModel[];
  crisisKind: LinearModel;
}
