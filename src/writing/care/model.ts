/**
 * The care screen's second layer: a linear classifier over hashed words, word pairs and character
 * n-grams of the normalised question, trained on the corpus's development and training parts
 * (scripts/train-care-model.ts) and shipped as weights (model.data.ts). It reads what the word
 * lists cannot: a crisis in wordings nobody wrote down, a misspelling the lists never met. It only
 * ever adds care to the lists' decision (screen.ts), never takes it away. Pure: no I/O.
 * See docs/decisions/038-care-classifier.md.
 *
 * Home-made rather than a library: inference is a sum of a few hundred weights, and the ML
 * libraries on npm either want dense matrices (tens of MB for this feature space) or native code.
 */

import { fmix32 } from "../rng.ts";
import { CLASS_NAMES, classesOf, NEGATION_CLASS } from "./lexicon/classes.ts";
import { CRISIS_KINDS, type CrisisKind } from "./lexicon/types.ts";
import { CARE_MODEL } from "./model.data.ts";
import type { LinearModel } from "./model-shape.ts";

/** The decision classes, in the order of the model's outputs. */
export const DECISIONS = ["ok", "unclear", "no-reading", "crisis"] as const;
type Decision = (typeof DECISIONS)[number];

/** FNV-1a over UTF-16 units: stable across runs and platforms, cheap, and good enough to spread n-grams. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * A feature's hash as the ensemble's member `member` sees it (ADR 061): member 0 takes it as it is,
 * each other one through its own mix (murmur3's finaliser), so two features that share a bucket in
 * one member rarely share one in another, and the members' errors differ.
 */
export function spreadFeature(hash: number, member: number): number {
  return member === 0 ? hash : fmix32((hash ^ Math.imul(member, 0x9e3779b1)) >>> 0);
}

/** How far apart two words may be for their classes to count as a pair, and a negator to reach a class. */
const PAIR_WINDOW = 5;
const NEGATION_REACH = 3;

const CLASS_HASH = CLASS_NAMES.map((name) => hash(`k:${name}`));
const NEGATED_HASH = CLASS_NAMES.map((name) => hash(`kn:${name}`));
/** One hash per unordered pair of classes, at a * n + b with a < b. */
const PAIR_HASH = CLASS_NAMES.flatMap((a, i) =>
  CLASS_NAMES.map((b, j) => (i < j ? hash(`kk:${a}+${b}`) : 0)),
);

/**
 * The features of a normalised question: each word, each pair of neighbouring words, and the
 * character 3- to 5-grams of the whole text with its spaces (so "kms", "better off" and a word's
 * misspelt middle all count); then the concept classes its words belong to (lexicon/classes.ts),
 * each pair of classes met within five words, and each class a negator reaches (ADR 056), so
 * "besser dran ohne mich" shares features with "better off without me". Returned as hashes;
 * repeats are kept out.
 */
export function featureHashes(normalised: string): number[] {
  const seen = new Set<number>();
  const words = normalised.split(" ").filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    seen.add(hash(`w:${words[i]}`));
    if (i + 1 < words.length) seen.add(hash(`b:${words[i]} ${words[i + 1]}`));
  }
  const n = CLASS_NAMES.length;
  const at = words.map(classesOf);
  for (let i = 0; i < at.length; i++) {
    const here = at[i] ?? [];
    if (here.length === 0) continue;
    let negated = false;
    for (let j = Math.max(0, i - NEGATION_REACH); j < i && !negated; j++) {
      negated = (at[j] ?? []).includes(NEGATION_CLASS);
    }
    for (const a of here) {
      seen.add(CLASS_HASH[a] ?? 0);
      if (negated && a !== NEGATION_CLASS) seen.add(NEGATED_HASH[a] ?? 0);
      for (let j = i + 1; j < Math.min(at.length, i + PAIR_WINDOW); j++) {
        for (const b of at[j] ?? []) {
          if (a !== b) seen.add(PAIR_HASH[Math.min(a, b) * n + Math.max(a, b)] ?? 0);
        }
      }
    }
  }
  const padded = ` ${words.join(" ")} `;
  for (let n = 3; n <= 5; n++) {
    for (let i = 0; i + n <= padded.length; i++) seen.add(hash(`c:${padded.slice(i, i + n)}`));
  }
  return [...seen];
}

interface Decoded {
  dim: number;
  classes: number;
  scale: number;
  bias: readonly number[];
  weights: Int8Array;
}

function decode(model: LinearModel): Decoded {
  const bytes = Uint8Array.from(atob(model.weights), (c) => c.charCodeAt(0));
  return { ...model, weights: new Int8Array(bytes.buffer) };
}

/** Softmax probabilities of one model for the features. */
function probabilities(model: Decoded, features: readonly number[]): number[] {
  const { dim, classes, scale, bias, weights } = model;
  // Each feature counts 1/√n (as in training), so a long question is not more certain than a short one.
  const v = scale / Math.sqrt(Math.max(1, features.length));
  const logits = new Array<number>(classes).fill(0);
  for (const f of features) {
    const row = (f % dim) * classes;
    for (let k = 0; k < classes; k++) logits[k] = (logits[k] ?? 0) + (weights[row + k] ?? 0);
  }
  for (let k = 0; k < classes; k++) logits[k] = (logits[k] ?? 0) * v + (bias[k] ?? 0);
  const top = Math.max(...logits);
  const exp = logits.map((l) => Math.exp(l - top));
  const sum = exp.reduce((a, b) => a + b, 0);
  return exp.map((e) => e / sum);
}

let decoded: { decision: Decoded[]; crisisKind: Decoded } | undefined;
function models() {
  decoded ??= {
    decision: CARE_MODEL.decision.map(decode),
    crisisKind: decode(CARE_MODEL.crisisKind),
  };
  return decoded;
}

/** The decision members' probabilities, averaged. */
function decisionProbabilities(members: readonly Decoded[], features: readonly number[]): number[] {
  const sum = new Array<number>(DECISIONS.length).fill(0);
  members.forEach((member, m) => {
    const own = m === 0 ? features : features.map((f) => spreadFeature(f, m));
    probabilities(member, own).forEach((p, k) => {
      sum[k] = (sum[k] ?? 0) + p / members.length;
    });
  });
  return sum;
}

export interface ModelReading {
  /** Probability of each decision. */
  p: Record<Decision, number>;
  /** What the model would answer: a class whose probability reaches its threshold, the gravest first. */
  decision: Decision;
  crisis: CrisisKind;
}

function argmax(values: readonly number[]): number {
  let best = 0;
  for (let i = 1; i < values.length; i++) if ((values[i] ?? 0) > (values[best] ?? 0)) best = i;
  return best;
}

/** The model's reading of a normalised question (see normaliseFreeText). */
export function readWithModel(normalised: string): ModelReading {
  const m = models();
  const features = featureHashes(normalised);
  const probs = decisionProbabilities(m.decision, features);
  const p = Object.fromEntries(DECISIONS.map((d, i) => [d, probs[i] ?? 0])) as Record<Decision, number>;
  const t = CARE_MODEL.thresholds;
  const decision: Decision =
    p.crisis >= t.crisis
      ? "crisis"
      : p["no-reading"] >= t.noReading
        ? "no-reading"
        : p.unclear >= t.unclear
          ? "unclear"
          : "ok";
  const crisis = CRISIS_KINDS[argmax(probabilities(m.crisisKind, features))] ?? "self-harm";
  return { p, decision, crisis };
}
