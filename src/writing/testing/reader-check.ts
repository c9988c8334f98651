/**
 * A sentence checker with a reader's eyes for the writing tests (issue 28): a well-kept English
 * checker (retext-english with retext-indefinite-article and retext-repeated-words, through
 * unified; write-good's lexical-illusion check as a second opinion) plus our own patterns for the
 * seams a template leaves: doubled or stray punctuation, a space before a comma, a lower-case
 * sentence start, an empty bracket, a capital after a comma ("…, The"), a bare "a" or "an" at an
 * end. It imports nothing from `compose/`: it reads finished texts only. Test code only (the
 * checkers are devDependencies).
 */
import retextEnglish from "retext-english";
import retextIndefiniteArticle from "retext-indefinite-article";
import retextRepeatedWords from "retext-repeated-words";
import retextStringify from "retext-stringify";
import { unified } from "unified";
import writeGood from "write-good";

export interface ReaderFinding {
  /** Which checker saw it: "retext-indefinite-article", "retext-repeated-words", "write-good", "pattern: …". */
  source: string;
  message: string;
  at: string;
}

const processor = unified()
  .use(retextEnglish)
  .use(retextIndefiniteArticle)
  .use(retextRepeatedWords)
  .use(retextStringify)
  .freeze();

/** Our own patterns: seams a template or a slot can leave, each with the reader's name for it. */
const PATTERNS: readonly [string, RegExp][] = [
  ["doubled punctuation", /[,;:]\s*[,;:.]|\.\s*\.(?!\.)|\?\s*\./],
  ["space before punctuation", /\s[,;:.!?](?!\d)/],
  ["lower-case sentence start", /(?:^|[.!?]\s+)[a-z]/],
  ["empty brackets or quotes", /\(\s*\)|""|“”/],
  ["capital after a comma", /,\s(?:The|A|An|It|This|Your|You)\s(?!Moon\b)/],
  ["dangling article", /\b(?:a|an|the|your)\s*[.,;:!?]/],
  ["double space", / {2,}/],
  ["unfilled slot", /\{[A-Za-z]+\}|\bundefined\b|\bnull\b|\bNaN\b|\[object Object\]/],
  ["article before a vowel-sound planet or sign", /\ba (?:Aries|Aquarius|Ascendant|Uranus|eclipse|hour)\b/],
];

function excerpt(text: string, index: number): string {
  return text.slice(Math.max(0, index - 30), index + 40);
}

/** Sentences of a text (the checker's own split: after . ! ? and a space). */
function sentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+/).filter((x) => x.trim().length > 0);
}

/**
 * What the checkers find in one text (an empty list for a clean text). The English checker reads
 * sentence by sentence, and a sentence it has read before (in `seen`) is not read again: its
 * findings could only repeat (an article or a doubled word lives inside one sentence). Our
 * patterns and write-good read every whole text.
 */
export function checkLikeAReader(text: string, seen?: Set<string>): ReaderFinding[] {
  const out: ReaderFinding[] = [];
  for (const sentence of sentences(text)) {
    if (seen) {
      if (seen.has(sentence)) continue;
      seen.add(sentence);
    }
    const file = processor.processSync(sentence);
    for (const m of file.messages) {
      const start = m.place && "start" in m.place ? m.place.start.offset : m.place?.offset;
      out.push({
        source: m.source ?? "retext",
        message: m.reason,
        at: excerpt(sentence, typeof start === "number" ? start : 0),
      });
    }
  }
  // write-good: only its lexical illusions ("the the" across a line break), not its style advice.
  for (const s of writeGood(text, {
    passive: false,
    illusion: true,
    so: false,
    thereIs: false,
    weasel: false,
    adverb: false,
    tooWordy: false,
    cliches: false,
    eprime: false,
  }))
    out.push({ source: "write-good", message: s.reason, at: excerpt(text, s.index) });
  for (const [name, re] of PATTERNS) {
    const m = re.exec(text);
    if (m) out.push({ source: `pattern: ${name}`, message: name, at: excerpt(text, m.index) });
  }
  return out;
}

/** At least this many texts per group (issue 28). */
export const READER_MIN_TEXTS = 10_000;

/** Counts texts per group and keeps the first findings, for the reader-check tests. */
export class ReaderTally {
  readonly texts = new Map<string, number>();
  readonly findings: string[] = [];
  private readonly seen = new Set<string>();
  check(group: string, text: string | undefined, source: string): void {
    if (!text) return;
    this.texts.set(group, (this.texts.get(group) ?? 0) + 1);
    for (const f of checkLikeAReader(text, this.seen))
      if (this.findings.length < 25) this.findings.push(`${group} (${source}) ${f.source}: …${f.at}…`);
  }
}
