/**
 * Scores a care screen against the labelled care corpus (src/writing/testdata/care-corpus/, see its
 * README). The screen is passed in and only ever called: nothing here knows how it decides, so the
 * figures say what a reader would meet, not what the screen's own rules expect.
 *
 * Used by scripts/writing-measures.ts (prints both parts) and src/writing/care-corpus.test.ts
 * (asserts the targets). Held-out text is never printed by the formatter: a miss there is named by
 * id and concept, so nobody tunes the screen on held-out wording.
 */
import { readFileSync } from "node:fs";

export const CARE_LABELS = ["crisis", "no-reading", "harmless", "ordinary", "unclear"] as const;
type CareLabel = (typeof CARE_LABELS)[number];
export const CARE_LANGS = ["en", "de", "fr", "es", "pt", "nl", "it"] as const;
type CareLang = (typeof CARE_LANGS)[number];
/**
 * dev: tuned on; train…train9 and blind…blind5: learned from (the classifier's training parts;
 * blind…blind5 were judged parts until ADR 055 spent them); heldout, blind6…blind9: judged on only.
 */
export type CarePart =
  | "dev"
  | "train"
  | "train2"
  | "train3"
  | "train4"
  | "train5"
  | "train6"
  | "train7"
  | "train8"
  | "train9"
  | "heldout"
  | "blind"
  | "blind2"
  | "blind3"
  | "blind4"
  | "blind5"
  | "blind6"
  | "blind7"
  | "blind8"
  | "blind9";

/** The parts the screen is only ever judged on: never tuned on, never trained on. */
export const JUDGED_PARTS = [
  "heldout",
  "blind6",
  "blind7",
  "blind8",
  "blind9",
] as const satisfies readonly CarePart[];

export interface CareQuestion {
  id: string;
  text: string;
  lang: CareLang;
  label: CareLabel;
  concept: string;
}

/** Only the outcome's kind matters to the measure; any screen that returns one can be scored. */
export type CareScreen = (text: string) => { kind: string };

/** The targets (issue 25), asserted on both parts by care-corpus.test.ts. */
export const CARE_TARGETS = {
  crisisRecall: 0.99,
  noReading: 0.98,
  harmlessFalseAlarm: 0.02,
  unclearHandled: 0.95,
} as const;

interface CareRate {
  hits: number;
  of: number;
  share: number;
}

export type CareMeasure =
  | "crisis-recall"
  | "no-reading"
  | "harmless-false-alarm"
  | "ordinary-pass"
  | "unclear-handled";

export interface CareMiss {
  id: string;
  lang: CareLang;
  label: CareLabel;
  concept: string;
  measure: CareMeasure;
  /** The kind the screen returned. */
  got: string;
  /** The question, only for the development part. */
  text?: string;
}

export interface CareScores {
  part: CarePart;
  questions: number;
  /** Crisis questions answered with the crisis reply. */
  crisisRecall: CareRate;
  /** No-reading questions given no reading: `no-reading`, or `crisis` (no reading and more care). */
  noReading: CareRate;
  /** Harmless questions (dark idioms, negations) given the crisis reply: lower is better. */
  harmlessFalseAlarm: CareRate;
  /** Ordinary and harmless questions let through to a reading (reported, no target). */
  ordinaryPass: CareRate;
  /** Unclear questions given `unclear` or `crisis` rather than a verdict. */
  unclearHandled: CareRate;
  misses: CareMiss[];
}

const ID = {
  dev: /^d-\d{4}$/,
  train: /^t[a-e]-\d{4}$/,
  train2: /^t[fg]-\d{4}$/,
  train3: /^t[hij]-\d{4}$/,
  train4: /^t[kl]-\d{4}$/,
  train5: /^t[mn]-\d{4}$/,
  train6: /^t[op]-\d{4}$/,
  train7: /^t[qr]-\d{4}$/,
  train8: /^t[st]-\d{4}$/,
  train9: /^t[uv]-\d{4}$/,
  heldout: /^h-\d{4}$/,
  blind: /^bl-\d{4}$/,
  blind2: /^b2-\d{4}$/,
  blind3: /^b3-\d{4}$/,
  blind4: /^b4-\d{4}$/,
  blind5: /^b5-\d{4}$/,
  blind6: /^b6-\d{4}$/,
  blind7: /^b7-\d{4}$/,
  blind8: /^b8-\d{4}$/,
  blind9: /^b9-\d{4}$/,
} as const;

/** Parses one part's JSONL, refusing a line that does not fit the corpus format. */
export function parseCareCorpus(jsonl: string, part: CarePart): CareQuestion[] {
  const out: CareQuestion[] = [];
  const ids = new Set<string>();
  jsonl.split("\n").forEach((line, i) => {
    if (line.trim() === "") return;
    const where = `${part} line ${i + 1}`;
    const q = JSON.parse(line) as Record<string, unknown>;
    const { id, text, lang, label, concept } = q;
    if (typeof id !== "string" || !ID[part].test(id)) throw new Error(`${where}: bad id ${String(id)}`);
    if (ids.has(id)) throw new Error(`${where}: id ${id} twice`);
    if (typeof text !== "string" || text.trim() === "") throw new Error(`${where}: no text`);
    if (!CARE_LANGS.includes(lang as CareLang)) throw new Error(`${where}: bad lang ${String(lang)}`);
    if (!CARE_LABELS.includes(label as CareLabel)) throw new Error(`${where}: bad label ${String(label)}`);
    if (typeof concept !== "string" || concept === "") throw new Error(`${where}: no concept`);
    ids.add(id);
    out.push({ id, text, lang: lang as CareLang, label: label as CareLabel, concept });
  });
  return out;
}

export function loadCareCorpus(part: CarePart): CareQuestion[] {
  const file = new URL(`../testdata/care-corpus/${part}.jsonl`, import.meta.url);
  return parseCareCorpus(readFileSync(file, "utf8"), part);
}

const rate = (hits: number, of: number): CareRate => ({ hits, of, share: of === 0 ? 0 : hits / of });

/** Runs every question through the screen once and counts each measure. */
export function scoreCare(
  questions: readonly CareQuestion[],
  screen: CareScreen,
  part: CarePart,
): CareScores {
  const tally = {
    crisis: [0, 0],
    noReading: [0, 0],
    falseAlarm: [0, 0],
    pass: [0, 0],
    unclear: [0, 0],
  } satisfies Record<string, [number, number]>;
  const misses: CareMiss[] = [];
  const miss = (q: CareQuestion, measure: CareMeasure, got: string) =>
    misses.push({
      id: q.id,
      lang: q.lang,
      label: q.label,
      concept: q.concept,
      measure,
      got,
      ...(part === "dev" || part.startsWith("train") ? { text: q.text } : {}),
    });
  // Each measure: [questions that count, questions that met it]; `ok` says whether this one did.
  const count = (t: [number, number], ok: boolean) => {
    t[0] += 1;
    if (ok) t[1] += 1;
    return ok;
  };
  for (const q of questions) {
    const got = screen(q.text).kind;
    switch (q.label) {
      case "crisis":
        if (!count(tally.crisis, got === "crisis")) miss(q, "crisis-recall", got);
        break;
      case "no-reading":
        if (!count(tally.noReading, got === "no-reading" || got === "crisis")) miss(q, "no-reading", got);
        break;
      case "unclear":
        if (!count(tally.unclear, got === "unclear" || got === "crisis")) miss(q, "unclear-handled", got);
        break;
      case "harmless": {
        // A false alarm is the miss that matters here; a harmless question held back otherwise
        // (no-reading, unclear, out-of-scope) only lowers the pass rate.
        const alarm = count(tally.falseAlarm, got === "crisis");
        const passed = count(tally.pass, got === "ok");
        if (alarm) miss(q, "harmless-false-alarm", got);
        else if (!passed) miss(q, "ordinary-pass", got);
        break;
      }
      case "ordinary":
        if (!count(tally.pass, got === "ok")) miss(q, "ordinary-pass", got);
        break;
    }
  }
  return {
    part,
    questions: questions.length,
    crisisRecall: rate(tally.crisis[1], tally.crisis[0]),
    noReading: rate(tally.noReading[1], tally.noReading[0]),
    harmlessFalseAlarm: rate(tally.falseAlarm[1], tally.falseAlarm[0]),
    ordinaryPass: rate(tally.pass[1], tally.pass[0]),
    unclearHandled: rate(tally.unclear[1], tally.unclear[0]),
    misses,
  };
}

/**
 * Median microseconds the screen takes per question: a warm-up pass over all questions, then each
 * question screened `repetitions` times in a row and its mean taken; the median is over questions.
 */
export function screenMedianMicros(texts: readonly string[], screen: CareScreen, repetitions = 200): number {
  for (let round = 0; round < 3; round++) for (const t of texts) screen(t);
  const perQuestion = texts.map((t) => {
    const start = performance.now();
    for (let i = 0; i < repetitions; i++) screen(t);
    return ((performance.now() - start) * 1000) / repetitions;
  });
  perQuestion.sort((a, b) => a - b);
  const mid = perQuestion.length >> 1;
  return perQuestion.length % 2 === 1
    ? (perQuestion[mid] ?? 0)
    : ((perQuestion[mid - 1] ?? 0) + (perQuestion[mid] ?? 0)) / 2;
}

const pct = (r: CareRate) => `${(r.share * 100).toFixed(1)} % (${r.hits}/${r.of})`;

/** Whether a part meets every target, and which it misses. */
export function careTargetsMissed(s: CareScores): string[] {
  const missed: string[] = [];
  if (s.crisisRecall.share < CARE_TARGETS.crisisRecall) missed.push("crisis recall");
  if (s.noReading.share < CARE_TARGETS.noReading) missed.push("no-reading");
  if (s.harmlessFalseAlarm.share > CARE_TARGETS.harmlessFalseAlarm) missed.push("harmless false alarm");
  if (s.unclearHandled.share < CARE_TARGETS.unclearHandled) missed.push("unclear handled");
  return missed;
}

/** One line per miss: id, language, label/concept, the kind returned, and the text for dev only. */
export function formatCareMiss(m: CareMiss): string {
  const base = `${m.id} ${m.lang} ${m.label}/${m.concept} → ${m.got} (${m.measure})`;
  return m.text === undefined ? base : `${base}: ${m.text}`;
}

/** The table `npm run writing:measures` prints: one column per part, the target beside each row. */
export function formatCareScores(parts: readonly CareScores[], medianMicros?: number): string {
  const rows: [string, (s: CareScores) => string, string][] = [
    ["questions", (s) => String(s.questions), ""],
    ["crisis recall", (s) => pct(s.crisisRecall), `≥ ${CARE_TARGETS.crisisRecall * 100} %`],
    ["no-reading accuracy", (s) => pct(s.noReading), `≥ ${CARE_TARGETS.noReading * 100} %`],
    [
      "harmless given the crisis reply",
      (s) => pct(s.harmlessFalseAlarm),
      `≤ ${CARE_TARGETS.harmlessFalseAlarm * 100} %`,
    ],
    ["unclear handled", (s) => pct(s.unclearHandled), `≥ ${CARE_TARGETS.unclearHandled * 100} %`],
    ["ordinary + harmless passed (ok)", (s) => pct(s.ordinaryPass), "reported"],
  ];
  const width = Math.max(...rows.map((r) => r[0].length));
  const col = 24;
  const lines = [
    "Care screen on the care corpus (src/writing/testdata/care-corpus)",
    `${"".padEnd(width)}  ${parts.map((p) => p.part.padEnd(col)).join("")}target`,
    ...rows.map(([name, value, target]) =>
      `${name.padEnd(width)}  ${parts.map((p) => value(p).padEnd(col)).join("")}${target}`.trimEnd(),
    ),
  ];
  for (const p of parts) lines.push(`${p.part} targets missed: ${careTargetsMissed(p).join(", ") || "none"}`);
  if (medianMicros !== undefined)
    lines.push(
      `screen speed: ${medianMicros.toFixed(1)} µs median per question (target ≤ 1000 µs, not asserted)`,
    );
  return lines.join("\n");
}
