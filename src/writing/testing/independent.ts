/**
 * The measures' own eyes (issue 28, ADR 032): reading a text the way a reader would, without any
 * of the composer's comparisons or rules. Nothing here imports from `compose/`: sentences are
 * split, masked and compared by this module's own rules; tense claims are read from the words;
 * seams are found by patterns written from the reader's side. The truth they are checked against
 * comes from the astro engine (through `MeasureUser` in measures.ts), never from the writer.
 * (The planet names come from text.ts: names, not rules.)
 */
import type { NatalPoint } from "../facts.ts";
import { POINT_NAME } from "../text.ts";

/** Sentences of a prose text: split after . ! ? followed by a space and a capital or a quote. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=["“‘(]?[A-Z0-9])/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

const WEEKDAYS = "monday|tuesday|wednesday|thursday|friday|saturday|sunday";
const MONTHS =
  "january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec";
const DAY_WORDS = new RegExp(`\\b(?:${WEEKDAYS}|${MONTHS}|today|tomorrow|yesterday|tonight)\\b`, "g");

/** A sentence as a reader remembers it: lower case, numbers and calendar words blurred, no punctuation. */
function blur(sentence: string): string {
  return sentence
    .toLowerCase()
    .replace(/[’']/g, "'")
    .replace(DAY_WORDS, "~")
    .replace(/\d+(?:[.,:]\d+)*(?:st|nd|rd|th|°)?/g, "~")
    .replace(/[^a-z~' ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** True when two blurred sentences differ by at most one word (one word swapped, added or dropped). */
function oneWordApart(a: string, b: string): boolean {
  if (a === b) return true;
  const x = a.split(" ");
  const y = b.split(" ");
  if (Math.abs(x.length - y.length) > 1) return false;
  let i = 0;
  while (i < x.length && i < y.length && x[i] === y[i]) i++;
  let j = 0;
  while (j < x.length - i && j < y.length - i && x[x.length - 1 - j] === y[y.length - 1 - j]) j++;
  return x.length - i - j <= 1 && y.length - i - j <= 1;
}

/**
 * Counts the sentences a reader meets again: a sentence equal to, or one word away from, a
 * sentence read earlier (on an earlier day or earlier the same day).
 */
export class RepeatCounter {
  private readonly seen: string[] = [];
  private readonly exact = new Set<string>();
  total = 0;
  repeated = 0;

  read(sentence: string): boolean {
    const b = blur(sentence);
    this.total++;
    // Sentences of three words or fewer ("Do it.") repeat naturally; they are counted, never flagged.
    const again = b.split(" ").length > 3 && (this.exact.has(b) || this.seen.some((s) => oneWordApart(s, b)));
    if (again) this.repeated++;
    if (!this.exact.has(b)) {
      this.exact.add(b);
      this.seen.push(b);
    }
    return again;
  }
}

// ── Tense claims a sentence makes about a transit, read from its words. ──

export type TenseClaim = "ahead" | "exact-today" | "past" | "over";

const CLAIMS: readonly [TenseClaim, RegExp][] = [
  [
    "ahead",
    /\b(?:still building|building (?:to|until|slowly|up)|warming up|getting louder|slow build|on the way to its peak|one (?:day|sleep) from its peak|taking its time|(?:peaking|exact|peaks) (?:tomorrow|on |this |tonight|in the small hours|later)|is still building)/i,
  ],
  ["exact-today", /\b(?:exact today|peaking today|at its peak today|full volume today)\b/i],
  [
    "past",
    /\b(?:easing|fading|past (?:its peak|exact)|peaked|on its way out|lingering|leaving the building|already easing|earlier today)\b/i,
  ],
  ["over", /\b(?:just over|technically over|done for (?:this pass|now))\b/i],
];

/** The tense claims of one sentence. */
export function tenseClaims(sentence: string): TenseClaim[] {
  return CLAIMS.filter(([, re]) => re.test(sentence)).map(([claim]) => claim);
}

/** A part of the day the sentence names ("this afternoon"), as the local hour it ends. */
export function partOfDayEnd(sentence: string): number | null {
  const m = /\b(in the small hours|this morning|this afternoon|this evening|tonight)\b/i.exec(sentence);
  if (!m) return null;
  return {
    "in the small hours": 5,
    "this morning": 12,
    "this afternoon": 17,
    "this evening": 21,
    tonight: 24,
  }[(m[1] as string).toLowerCase() as "tonight"];
}

/** The sentences of a text that name a transit: its moving planet and "your … <natal point>". */
export function sentencesNaming(text: string, transiting: string, natal: string): string[] {
  const mover = POINT_NAME[transiting as NatalPoint] ?? transiting;
  const target = POINT_NAME[natal as NatalPoint] ?? natal;
  const moverRe = new RegExp(`\\b${mover}\\b`);
  const targetRe = new RegExp(`\\byour (?:natal )?(?:[A-Z][a-z]+ )?${target}\\b`);
  return sentencesOf(text).filter((s) => {
    if (!targetRe.test(s)) return false;
    // "your Aries Sun" names the natal Sun; the mover must be named apart from the target.
    return moverRe.test(s.replace(targetRe, ""));
  });
}

// ── Seam families: what a reader trips on (issue 28). ──

export interface SeamFamily {
  name: string;
  /** Which texts the family applies to ("any" for every text). */
  applies: "any" | "horoscope" | "todo" | "list";
  find(text: string): string | null;
}

const at = (text: string, m: RegExpExecArray | null) =>
  m ? text.slice(Math.max(0, m.index - 30), m.index + 50) : null;

/** The seam families of issue 28, each a pattern of its own. */
export const SEAM_FAMILIES: readonly SeamFamily[] = [
  { name: '"house of your"', applies: "any", find: (t) => at(t, /\bhouse of your\b/i.exec(t)) },
  {
    name: '"brings X to your Y"',
    applies: "any",
    find: (t) => at(t, /\bbrings? [^.;:]{3,80}? to your\b/i.exec(t)),
  },
  {
    name: '"the main event … the Sun sextiles"',
    applies: "any",
    find: (t) =>
      at(
        t,
        /\b(?:is|was) (?:the )?(?:Sun|Moon|Mercury|Venus|Mars|Jupiter|Saturn|Uranus|Neptune|Pluto) (?:sextiles|trines|squares|opposes|conjuncts|is conjunct)\b/.exec(
          t,
        ),
      ),
  },
  {
    name: 'a clause jammed into "With … on the menu:"',
    applies: "any",
    find: (t) => at(t, /\bWith [^.:]{0,120}\bon the menu: [^.]*\b(?:which|Translation|expect)\b/i.exec(t)),
  },
  { name: '"tug-of-rope"', applies: "any", find: (t) => at(t, /tug[- ]of[- ]rope/i.exec(t)) },
  {
    name: 'a list item starting "They"',
    applies: "list",
    find: (t) => at(t, /^They\b/.exec(t)),
  },
  {
    name: "degrees or clock times in the prose",
    applies: "horoscope",
    find: (t) => at(t, /°|\b\d{1,2}:\d{2}\b|\bUTC\b/.exec(t)),
  },
];

/** Seams of the families that apply to a kind of text. */
export function familySeams(text: string, kind: SeamFamily["applies"]): { family: string; at: string }[] {
  const out: { family: string; at: string }[] = [];
  for (const f of SEAM_FAMILIES) {
    if (f.applies !== "any" && f.applies !== kind) continue;
    const hit = f.find(text);
    if (hit !== null) out.push({ family: f.name, at: hit });
  }
  return out;
}

// ── Families that need the text's context. ──

const NOT_THE_SUBJECT: Readonly<Record<"love" | "career" | "wellness", RegExp>> = {
  love: /\b(?:boss|inbox|invoice|colleague|spreadsheet|salary|desk|meeting)s?\b/i,
  career: /\b(?:the place you live|your home|crush|date night|partner|flirt|your ex)\b/i,
  wellness: /\b(?:boss|invoice|crush|flirt|date night|salary)\b/i,
};

/** Tile advice that misses the tile's subject: a career tile advising on the home, and so on. */
export function offSubjectTile(category: "love" | "career" | "wellness", tile: string): string | null {
  return at(tile, NOT_THE_SUBJECT[category].exec(tile));
}

/**
 * A transit named with no meaning: a sentence that names a transit and its timing, followed by
 * nothing, or by a sentence that names another transit (so the first one is left unexplained).
 */
export function transitWithoutMeaning(
  text: string,
  transits: readonly { transiting: string; natal: string }[],
): string | null {
  const sentences = sentencesOf(text);
  const names = (s: string) => transits.some((t) => sentencesNaming(s, t.transiting, t.natal).length > 0);
  for (let i = 0; i < sentences.length; i++) {
    const s = sentences[i] as string;
    // A sentence that names a transit and its timing and carries no meaning of its own …
    if (!names(s) || tenseClaims(s).length === 0) continue;
    const claimAt = Math.max(...CLAIMS.map(([, re]) => s.search(re)));
    if (/[:;]|\bwhich\b|\bbrings\b|\bmeans\b/.test(s.slice(claimAt))) continue;
    const next = sentences[i + 1];
    // … must be followed by one that says what it means, not by the next transit or the end.
    if (next === undefined || names(next)) return s;
  }
  return null;
}

// ── The Oracle's answer and Today's headline, read as a reader would (issue 28). ──

/** Words as a reader counts them: runs of non-space characters. */
export function wordsOf(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

const QUESTION_STOP = new Set(
  (
    "should shall will would could can does did have has were what when which where why how who whom this that these those " +
    "with about from into your mine mind ever really right good idea time worth there their they them then than just still " +
    "some something anything over under after before next year week month today tomorrow soon finally again back more much many"
  ).split(" "),
);

/** A word's rough stem: "moving", "moves" and "move" all give "mov". */
function stem(word: string): string {
  return word
    .toLowerCase()
    .replace(/(?:ing|ed|es|s|e|y)$/, "")
    .slice(0, 6);
}

/** The question's own content words (four letters or more, no question words, no "I/me/my"). */
function subjectWords(question: string): string[] {
  return (question.toLowerCase().match(/[a-z]{4,}/g) ?? []).filter((w) => !QUESTION_STOP.has(w));
}

const WEEKDAY_OR_MONTH =
  /\b(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/;
const VERDICT_WORDS =
  /\b(?:yes|no|not yet|wait|hold off|hold that thought|go ahead|do it|don't|do not|the odds|no promises|no chart can promise|cannot guarantee|not quickly|not this week|maybe later|more likely|improving|creeping up)\b/i;

export interface OracleReading {
  words: number;
  /** The first sentence (own split) carries the answer: a yes / no / wait, an option, or a date. */
  verdictFirst: boolean;
  /** The first sentence names what was asked about: at least half the question's content words. */
  namesSubject: boolean;
}

/**
 * Reads an Oracle answer to a question that asks for a verdict (should, will, A or B, when):
 * its length, whether the first sentence gives the verdict, and whether it names the subject.
 */
export function readOracleAnswer(question: string, answer: string): OracleReading {
  const first = sentencesOf(answer)[0] ?? "";
  const stems = new Set((first.toLowerCase().match(/[a-z]{3,}/g) ?? []).map(stem));
  const content = subjectWords(question);
  const named = content.filter((w) => stems.has(stem(w))).length;
  const options = /\b(\w+(?: \w+){0,3}) or (?:stay|keep|\w+)(?: \w+){0,3}/i.exec(question);
  const when = /^\s*when\b/i.test(question);
  const verdictFirst =
    VERDICT_WORDS.test(first) ||
    (when && WEEKDAY_OR_MONTH.test(first)) ||
    (options !== null && /\b(?:says|answer|verdict|two)\b[^.]*:/i.test(first));
  return {
    words: wordsOf(answer),
    verdictFirst,
    namesSubject: content.length === 0 || named >= Math.ceil(content.length / 2),
  };
}

/** Questions that ask for a verdict, for the Oracle's measures (written for the measures, not the composer). */
export const VERDICT_QUESTIONS = [
  "Should I move to Porto?",
  "Should I quit my job this spring?",
  "Will my sister forgive me?",
  "Should I move to Berlin or stay in Ghent?",
  "When will I find a new flat?",
  "Should I text my ex?",
  "Is it a good idea to start a podcast?",
  "Will the interview go well?",
  "Should I buy the house or keep renting?",
  "When should I launch my shop?",
  "Can I trust my new manager?",
  "Should I adopt a cat?",
] as const;
