/**
 * Trains the care screen's classifier (src/writing/care/model.ts) on the care corpus's development
 * and training parts, and writes its weights to src/writing/care/model.data.ts. It never opens the
 * held-out part: that part judges the result (npm run writing:measures), it does not shape it.
 *
 *   npx tsx scripts/train-care-model.ts          train, print the cross-validated figures, write the weights
 *   npx tsx scripts/train-care-model.ts --check  train and print only (nothing written)
 *   npx tsx scripts/train-care-model.ts --shard=0/2 & npx tsx scripts/train-care-model.ts --shard=1/2
 *                                                 the cross-validation's folds split over two cores; then run as above
 *
 * Deterministic: the same corpus gives the same bytes, so care-model.test.ts can tell when the
 * corpus changed and the weights were not retrained.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { CRISIS_KINDS } from "#writing/index";
import {
  DECISIONS,
  featureHashes,
  type LinearModel,
  maskHarmless,
  namesAnObject,
  noReadingCue,
  normaliseFreeText,
  screenWithLists,
  spreadFeature,
} from "#writing/testing/index";

const ROOT = path.resolve(import.meta.dirname, "..");
const CORPUS = path.join(ROOT, "src/writing/testdata/care-corpus");
/**
 * The parts the model learns from. The judged parts (held-out, blind6 and later ones) are
 * deliberately not in this list. blind…blind5 were judged parts until ADR 055: read and scored
 * many times, they were spent as judges and became the only stranger-written training data.
 */
export const TRAINING_FILES = [
  "dev.jsonl",
  "train.jsonl",
  "train2.jsonl",
  "train3.jsonl",
  "train4.jsonl",
  "train5.jsonl",
  "train6.jsonl",
  "train7.jsonl",
  "train8.jsonl",
  "train9.jsonl",
  "blind.jsonl",
  "blind2.jsonl",
  "blind3.jsonl",
  "blind4.jsonl",
  "blind5.jsonl",
] as const;

const DECISION_DIM = 1 << 16;
const KIND_DIM = 1 << 13;

const CRISIS_CONCEPT: Record<string, (typeof CRISIS_KINDS)[number]> = {
  "self-harm-direct": "self-harm",
  "self-harm-indirect": "self-harm",
  "harm-to-others": "violence",
  abuse: "abuse",
  grooming: "child-in-danger",
  "medical-emergency": "medical-emergency",
  "eating-disorder": "eating-disorder",
};

interface Row {
  id: string;
  text: string;
  label: string;
  concept: string;
}
interface Example {
  /** Which training file the question is from (the folds of the cross-validation, ADR 061). */
  file: number;
  features: number[];
  decision: number;
  label: string;
  crisisKind: number;
  /** What the word lists alone answer (for the figures of the union). */
  lists: string;
  /** Whether a no-reading cue word is in the question (the model's no-reading counts only then). */
  cue: boolean;
  /** Whether the question names an object (screen.ts: the model's unclear does not count then). */
  named: boolean;
}

export function trainingRows(): { rows: (Row & { file: number })[]; digest: string } {
  const hashOf = createHash("sha256");
  const rows: (Row & { file: number })[] = [];
  TRAINING_FILES.forEach((name, file) => {
    const text = readFileSync(path.join(CORPUS, name), "utf8");
    hashOf.update(text);
    for (const line of text.split("\n")) if (line.trim()) rows.push({ ...(JSON.parse(line) as Row), file });
  });
  return { rows, digest: hashOf.digest("hex") };
}

function toExample(row: Row & { file: number }): Example {
  const decision =
    row.label === "crisis" ? 3 : row.label === "no-reading" ? 2 : row.label === "unclear" ? 1 : 0;
  const ck = CRISIS_CONCEPT[row.concept];
  const lists = screenWithLists(row.text);
  return {
    file: row.file,
    features: featureHashes(maskHarmless(normaliseFreeText(row.text))),
    decision,
    label: row.label,
    crisisKind: ck ? CRISIS_KINDS.indexOf(ck) : -1,
    lists: lists.kind,
    cue: noReadingCue(maskHarmless(normaliseFreeText(row.text))) !== undefined,
    named: namesAnObject(normaliseFreeText(row.text)),
  };
}

/** A seeded generator, so a retrain gives the same weights. */
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Trained {
  dim: number;
  classes: number;
  w: Float32Array;
  bias: Float64Array;
}

/**
 * Softmax regression by AdaGrad with L2, over examples' hashed features. `weightOf` lets a class
 * count more (a missed crisis costs more than a false alarm; the thresholds then set the balance).
 */
function train(
  examples: readonly { features: number[]; y: number }[],
  dim: number,
  classes: number,
  weightOf: (y: number) => number,
  seed = 20261128,
  epochs = 20,
): Trained {
  const w = new Float32Array(dim * classes);
  const g2 = new Float32Array(dim * classes);
  const bias = new Float64Array(classes);
  const bg2 = new Float64Array(classes);
  // Chosen by cross-validation leaving one training file out (ADR 061): an L2 penalty of 0.003
  // separates crises from ordinary questions better on a writer the model has not seen. (Across
  // interleaved folds, which share each writer's wording, it had seemed not to help.)
  const lr = 0.3;
  const l2 = 0.003;
  const random = mulberry32(seed);
  const order = examples.map((_, i) => i);
  const logits = new Float64Array(classes);
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j] as number, order[i] as number];
    }
    for (const index of order) {
      const ex = examples[index] as { features: number[]; y: number };
      // Each feature counts 1/√n, so a long question is not more certain than a short one.
      const v = 1 / Math.sqrt(Math.max(1, ex.features.length));
      for (let k = 0; k < classes; k++) logits[k] = 0;
      for (const f of ex.features) {
        const row = (f % dim) * classes;
        for (let k = 0; k < classes; k++) logits[k] = (logits[k] as number) + (w[row + k] as number);
      }
      for (let k = 0; k < classes; k++) logits[k] = (logits[k] as number) * v + (bias[k] as number);
      let top = -Infinity;
      for (let k = 0; k < classes; k++) top = Math.max(top, logits[k] as number);
      let sum = 0;
      for (let k = 0; k < classes; k++) {
        logits[k] = Math.exp((logits[k] as number) - top);
        sum += logits[k] as number;
      }
      const weight = weightOf(ex.y);
      for (let k = 0; k < classes; k++) {
        const grad = weight * ((logits[k] as number) / sum - (k === ex.y ? 1 : 0));
        bg2[k] = (bg2[k] as number) + grad * grad;
        bias[k] = (bias[k] as number) - (lr * grad) / Math.sqrt((bg2[k] as number) + 1e-8);
        for (const f of ex.features) {
          const at = (f % dim) * classes + k;
          const g = grad * v + l2 * (w[at] as number);
          g2[at] = (g2[at] as number) + g * g;
          w[at] = (w[at] as number) - (lr * g) / Math.sqrt((g2[at] as number) + 1e-8);
        }
      }
    }
  }
  return { dim, classes, w, bias };
}

function predict(model: Trained, features: readonly number[]): number[] {
  const { dim, classes, w, bias } = model;
  const v = 1 / Math.sqrt(Math.max(1, features.length));
  const logits = new Array<number>(classes).fill(0);
  for (const f of features) {
    const row = (f % dim) * classes;
    for (let k = 0; k < classes; k++) logits[k] = (logits[k] as number) + (w[row + k] as number);
  }
  for (let k = 0; k < classes; k++) logits[k] = (logits[k] as number) * v + (bias[k] as number);
  const top = Math.max(...logits);
  const exp = logits.map((l) => Math.exp(l - top));
  const sum = exp.reduce((a, b) => a + b, 0);
  return exp.map((e) => e / sum);
}

/** int8 weights with one scale: four times smaller than floats, and the rounding moves no decision we measured. */
function quantise(model: Trained): LinearModel {
  let max = 0;
  for (const v of model.w) max = Math.max(max, Math.abs(v));
  const scale = max / 127 || 1;
  const bytes = new Int8Array(model.w.length);
  for (let i = 0; i < model.w.length; i++) bytes[i] = Math.round((model.w[i] as number) / scale);
  return {
    dim: model.dim,
    classes: model.classes,
    scale: Number(scale.toPrecision(8)),
    bias: Array.from(model.bias, (b) => Number(b.toPrecision(8))),
    weights: Buffer.from(bytes.buffer).toString("base64"),
  };
}

/** A missed crisis costs more than a false alarm; the threshold then sets the balance. */
const CLASS_WEIGHT = [1, 1, 1, 2];
const decisionWeight = (y: number) => CLASS_WEIGHT[y] ?? 1;

/**
 * The decision classifier is an ensemble (ADR 061): three members, each with its own seed and its
 * own spread of the features over the buckets (spreadFeature), whose probabilities are averaged.
 * Left out one training file at a time, it caught more crises at the same false alarms than any
 * single model tried.
 */
const MEMBERS = 3;

function trainDecision(examples: readonly Example[]): Trained[] {
  return Array.from({ length: MEMBERS }, (_, member) =>
    train(
      examples.map((e) => ({ features: e.features.map((f) => spreadFeature(f, member)), y: e.decision })),
      DECISION_DIM,
      DECISIONS.length,
      decisionWeight,
      20261128 + member,
    ),
  );
}

/** The members' probabilities, averaged, as model.ts reads them. */
function predictDecision(members: readonly Trained[], features: readonly number[]): number[] {
  const sum = new Array<number>(DECISIONS.length).fill(0);
  members.forEach((member, m) => {
    predict(
      member,
      features.map((f) => spreadFeature(f, m)),
    ).forEach((p, k) => {
      sum[k] = (sum[k] as number) + p / members.length;
    });
  });
  return sum;
}

/**
 * The share of harmless questions the model alone may alarm out of fold. 3 % until ADR 061; the
 * ensemble spent it (2.6 % out of fold, against 1.9 % for the single model it replaced), so the
 * budget became the single model's rate, 2 %. With train9 that budget bound the crisis threshold
 * instead of the ordinary one; 2.5 % since ADR 063 (step M), where the ordinary 1 % binds again:
 * over the judged parts six crises more at the same harmless alarms.
 */
const HARMLESS_BUDGET = 0.025;

/**
 * The out-of-fold probabilities, kept in node_modules/.cache under a digest of everything they
 * depend on (each example's features, label and file, and the training code and settings): the 14 folds
 * take about 20 minutes, and a change to how thresholds are chosen from them should not re-run
 * them. The file doubles as the out-of-fold record to study a threshold policy on.
 */
function outOfFold(examples: readonly Example[], folds: number): number[][] {
  const { dir, base } = oofCache(examples);
  const file = path.join(dir, `${base}.json`);
  if (existsSync(file)) {
    console.log(`out-of-fold probabilities from ${path.relative(ROOT, file)}`);
    return (JSON.parse(readFileSync(file, "utf8")) as { oof: number[][] }).oof;
  }
  const oof: number[][] = new Array(examples.length);
  // Folds already computed by `--shard` runs (one per core) are read, not run again.
  const done = new Set<number>();
  for (const name of existsSync(dir) ? readdirSync(dir) : []) {
    if (!name.startsWith(`${base}.shard-`)) continue;
    const part = JSON.parse(readFileSync(path.join(dir, name), "utf8")) as Shard;
    for (const fold of part.folds) done.add(fold);
    for (const [i, p] of Object.entries(part.oof)) oof[Number(i)] = p;
  }
  for (let fold = 0; fold < folds; fold++) if (!done.has(fold)) runFold(examples, fold, oof);
  mkdirSync(dir, { recursive: true });
  const record = examples.map(({ file, label, lists, cue, named }) => ({ file, label, lists, cue, named }));
  writeFileSync(file, JSON.stringify({ oof, examples: record }));
  return oof;
}

interface Shard {
  folds: number[];
  oof: Record<number, number[]>;
}

/** `--shard=k/n`: only the folds f with f % n === k, kept for the full run to read (run one per core). */
function outOfFoldShard(examples: readonly Example[], folds: number, k: number, n: number) {
  const { dir, base } = oofCache(examples);
  const oof: number[][] = new Array(examples.length);
  const mine = Array.from({ length: folds }, (_, fold) => fold).filter((fold) => fold % n === k);
  for (const fold of mine) runFold(examples, fold, oof);
  const part: Shard = { folds: mine, oof: Object.fromEntries(oof.flatMap((p, i) => (p ? [[i, p]] : []))) };
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${base}.shard-${k}-of-${n}.json`), JSON.stringify(part));
  console.log(`folds ${mine.join(", ")} kept; run without --shard once every shard has finished`);
}

/** One fold: a model trained without that file scores that file's questions. */
function runFold(examples: readonly Example[], fold: number, oof: number[][]) {
  const members = trainDecision(examples.filter((e) => e.file !== fold));
  examples.forEach((e, i) => {
    if (e.file === fold) oof[i] = predictDecision(members, e.features);
  });
}

function oofCache(examples: readonly Example[]): { dir: string; base: string } {
  const digest = createHash("sha256");
  for (const code of [train, mulberry32, predict, trainDecision, predictDecision, spreadFeature])
    digest.update(code.toString());
  digest.update(JSON.stringify([MEMBERS, DECISION_DIM, CLASS_WEIGHT]));
  for (const e of examples) digest.update(`${e.file}|${e.decision}|${e.features.join(",")}\n`);
  return {
    dir: path.join(ROOT, "node_modules/.cache/care-model"),
    base: `oof-${digest.digest("hex").slice(0, 16)}`,
  };
}

/**
 * Thresholds from cross-validation on the training parts, one fold per file (out-of-fold probabilities): the
 * lowest crisis threshold at which the model alone gives the crisis reply to at most HARMLESS_BUDGET of the
 * harmless questions and 1 % of the ordinary ones (care first: ADR 043 moved this from 0.5 % when
 * the training parts gained deliberately alarming-looking ordinary questions); no-reading (with a cue word) within 0.5 % and unclear within
 * 0.5 % of harmless and ordinary questions together (0.2 % until ADR 062; asking back "what do you mean?" instead of
 * reading an ordinary decision is a failure users meet often: short decisions are common). Cross-validation inside the training parts is
 * optimistic (their questions share more with each other than with a stranger's), so the budgets
 * are set tighter than the false-alarm rates we can accept on questions never seen. A lower threshold would buy recall with false alarms:
 * the curve printed below shows the trade, for the model alone and for the screen as a whole
 * (lists or model).
 */
function crossValidate(examples: readonly Example[]) {
  // One fold per training file (ADR 061): each question is scored by a model that never saw its
  // writer's wording, as a stranger's question will be. Interleaved folds shared each writer's
  // wording between training and scoring and chose a crisis threshold too low for strangers.
  const folds = TRAINING_FILES.length;
  const oof = outOfFold(examples, folds);
  const all = examples.map((e, i) => ({ e, p: oof[i] as number[] }));
  const withLabel = (label: string) => all.filter((x) => x.e.label === label);
  /** The lowest threshold at which at most `budget` of these questions reach it. */
  const lowest = (xs: typeof all, cls: number, budget: number) => {
    const scores = xs.map((x) => x.p[cls] as number).sort((a, b) => b - a);
    return Math.min(0.999, (scores[Math.floor(scores.length * budget)] ?? 0) + 1e-6);
  };
  const calm = all.filter((x) => x.e.decision === 0);
  const thresholds = {
    crisis: Math.max(
      lowest(withLabel("harmless"), 3, HARMLESS_BUDGET),
      lowest(withLabel("ordinary"), 3, 0.01),
    ),
    // The model's no-reading counts only with a cue word (screen.ts), so only calm questions with
    // one can be refused by it: the budget is 0.5 % of all calm questions, spent among those.
    noReading: lowest(
      calm.filter((x) => x.e.cue),
      2,
      (0.005 * calm.length) / Math.max(1, calm.filter((x) => x.e.cue).length),
    ),
    unclear: lowest(calm, 1, 0.005),
  };
  const share = (xs: typeof all, hit: (x: (typeof all)[number]) => boolean) => {
    const hits = xs.filter(hit).length;
    return `${hits}/${xs.length} (${((100 * hits) / Math.max(1, xs.length)).toFixed(1)} %)`;
  };
  const t = thresholds;
  const modelCrisis = (x: (typeof all)[number]) => (x.p[3] as number) >= t.crisis;
  const screenCrisis = (x: (typeof all)[number]) => x.e.lists === "crisis" || modelCrisis(x);
  const listsCrisis = (x: (typeof all)[number]) => x.e.lists === "crisis";
  console.log(`cross-validated on the training parts (${folds} folds, one per file, out-of-fold):`);
  console.log(`  thresholds: ${JSON.stringify(thresholds)}`);
  console.log("                          lists alone        model alone        lists or model");
  for (const [name, label] of [
    ["crisis recall", "crisis"],
    ["harmless given crisis", "harmless"],
    ["ordinary given crisis", "ordinary"],
  ] as const) {
    const xs = withLabel(label);
    console.log(
      `  ${name.padEnd(24)}${share(xs, listsCrisis).padEnd(19)}${share(xs, modelCrisis).padEnd(19)}${share(xs, screenCrisis)}`,
    );
  }
  const modelNoReading = (x: (typeof all)[number]) => x.e.cue && (x.p[2] as number) >= t.noReading;
  console.log(
    `  no-reading (or crisis)  lists ${share(withLabel("no-reading"), (x) => x.e.lists === "no-reading" || x.e.lists === "crisis")}, with the cue-gated model ${share(withLabel("no-reading"), (x) => x.e.lists === "no-reading" || x.e.lists === "crisis" || modelNoReading(x) || screenCrisis(x))}`,
  );
  console.log(
    `  calm given no-reading   lists ${share(calm, (x) => x.e.lists === "no-reading")}, with the cue-gated model ${share(calm, (x) => x.e.lists === "no-reading" || modelNoReading(x))}`,
  );
  console.log(
    `  unclear (or crisis)     ${share(withLabel("unclear"), (x) => x.e.lists === "unclear" || x.e.lists === "crisis" || (x.p[1] as number) >= t.unclear || screenCrisis(x))}`,
  );
  // The model's "what do you mean?" is not for a question that names its object (screen.ts); the
  // trade of the unclear budget with and without that gate (ADR 051).
  for (const budget of [0.002, 0.005, 0.01, 0.02]) {
    const at = lowest(calm, 1, budget);
    for (const gated of [true, false]) {
      const asks = (x: (typeof all)[number]) =>
        x.e.lists === "unclear" || ((x.p[1] as number) >= at && (!gated || !x.e.named));
      console.log(
        `  unclear budget ${budget} ${gated ? "gated  " : "no gate"} t=${at.toFixed(3)}: unclear ${share(withLabel("unclear"), (x) => asks(x) || screenCrisis(x))}, ordinary asked back ${share(withLabel("ordinary"), asks)}, harmless asked back ${share(withLabel("harmless"), asks)}`,
      );
    }
  }
  console.log("  the trade, crisis threshold by threshold (lists or model):");
  for (const at of [0.3, 0.5, 0.7, 0.8, 0.9, 0.95, 0.98]) {
    const fires = (x: (typeof all)[number]) => listsCrisis(x) || (x.p[3] as number) >= at;
    console.log(
      `    ${String(at).padEnd(5)} recall ${share(withLabel("crisis"), fires)}, harmless ${share(withLabel("harmless"), fires)}, ordinary ${share(withLabel("ordinary"), fires)}`,
    );
  }
  return thresholds;
}

function main() {
  const { rows, digest } = trainingRows();
  const examples = rows.map(toExample);
  console.log(`training on ${examples.length} questions (${TRAINING_FILES.join(", ")})`);
  const shard = /^--shard=(\d+)\/(\d+)$/.exec(process.argv.find((arg) => arg.startsWith("--shard=")) ?? "");
  if (shard) return outOfFoldShard(examples, TRAINING_FILES.length, Number(shard[1]), Number(shard[2]));
  const thresholds = crossValidate(examples);
  const decision = trainDecision(examples).map(quantise);
  const crisisKind = quantise(
    train(
      examples.filter((e) => e.crisisKind >= 0).map((e) => ({ features: e.features, y: e.crisisKind })),
      KIND_DIM,
      CRISIS_KINDS.length,
      () => 1,
    ),
  );
  if (process.argv.includes("--check")) return;
  const round = (n: number) => Number(n.toFixed(6));
  const file = `// Generated by scripts/train-care-model.ts from ${TRAINING_FILES.join(" and ")}; do not edit by hand.
// biome-ignore-all format: generated weights
import type { CareModelData } from "./model-shape.ts";

export const CARE_MODEL: CareModelData = ${JSON.stringify(
    {
      trainedOn: { files: TRAINING_FILES, sha256: digest, questions: examples.length },
      thresholds: {
        crisis: round(thresholds.crisis),
        noReading: round(thresholds.noReading),
        unclear: round(thresholds.unclear),
      },
      decision,
      crisisKind,
    },
    null,
    1,
  )};
`;
  writeFileSync(path.join(ROOT, "src/writing/care/model.data.ts"), file);
  console.log("wrote src/writing/care/model.data.ts");
}

if (import.meta.url === `file://${process.argv[1]}`) main();
