/**
 * Reading the Oracle's question: what kind of answer it asks for (a decision, a yes or no, a date,
 * a how or a why), the two options of an either/or question, and the question put back in the
 * second person so the answer can name it ("should you move to Berlin?"). A question is only
 * echoed when it is plain text: short, no markup, no guarded topic, no swearing.
 */
import { findGuardHits } from "../guard.ts";

export type QuestionKind = "should" | "yesno" | "when" | "how" | "why" | "what" | "other";

export interface ParsedQuestion {
  kind: QuestionKind;
  /** The question in the second person, lower-case start, ending in "?"; null when not echoable. */
  restated: string | null;
  /** The two options of "A or B?", in the second person; null otherwise. */
  options: [string, string] | null;
  /** A request ("Tell me…") rather than a question. */
  request: boolean;
}

const MAX_ECHO_CHARS = 110;
const PLAIN = /^[\p{L}\p{N} ,'’\-–.&/]+$/u;
const SWEARING = /\b(?:fuck\w*|shit\w*|bitch\w*|cunt\w*|asshole\w*|bastard\w*|dick\w*|piss\w*)\b/i;
const STEADY_OPTION = /\b(?:stay|keep|wait|remain|current|same|not|no|don't|do not|hold|leave it)\b/i;

const FLIPS: [RegExp, string][] = [
  [/\bam I\b/gi, "are you"],
  [/\bI am\b/gi, "you are"],
  [/\bwas I\b/gi, "were you"],
  [/\bI was\b/gi, "you were"],
  [/\bI['’]m\b/gi, "you're"],
  [/\bI['’]ve\b/gi, "you've"],
  [/\bI['’]ll\b/gi, "you'll"],
  [/\bI['’]d\b/gi, "you'd"],
  [/\bmyself\b/gi, "yourself"],
  [/\bourselves\b/gi, "yourselves"],
  [/\bmine\b/gi, "yours"],
  [/\bours\b/gi, "yours"],
  [/\bmy\b/gi, "your"],
  [/\bour\b/gi, "your"],
  [/\bme\b/gi, "you"],
  [/\bus\b/gi, "you"],
  [/\bwe\b/gi, "you"],
  [/\bI\b/g, "you"],
  [/\bi\b/g, "you"],
];

/** The question in the second person ("my" → "your", "I am" → "you are"). */
export function secondPerson(text: string): string {
  // One pass per rule on a copy where already-flipped words are protected by a marker.
  let out = text;
  const done: string[] = [];
  for (const [pattern, replacement] of FLIPS) {
    out = out.replace(pattern, () => {
      done.push(replacement);
      return `⟦${done.length - 1}⟧`;
    });
  }
  return out.replace(/⟦(\d+)⟧/g, (_m, i: string) => done[Number(i)] ?? "");
}

function kindOf(q: string): QuestionKind {
  const s = q.toLowerCase();
  if (/^(?:should|shall) (?:i|we)\b/.test(s)) return "should";
  if (
    /^(?:is (?:it|now|this) (?:a good|the right|the best|wise|smart)|would it be (?:wise|smart|good|a good idea)|do you think i should)\b/.test(
      s,
    )
  )
    return "should";
  if (/^(?:when|what time|how long|how soon|by when)\b/.test(s)) return "when";
  if (/^how\b/.test(s)) return "how";
  if (/^why\b/.test(s)) return "why";
  if (/^(?:will|would|does|do|did|is|are|am|can|could|was|were|has|have|may|might)\b/.test(s)) return "yesno";
  if (/^(?:what|which|who|where)\b/.test(s)) return "what";
  return "other";
}

/** The first question of the text (up to its "?"), or the whole text. */
function mainQuestion(text: string): string {
  const trimmed = text.replace(/\s+/g, " ").trim();
  const q = /[^?]*\?/.exec(trimmed)?.[0] ?? trimmed;
  return q.replace(/[?!.\s]+$/, "").trim();
}

export function parseQuestion(question: string): ParsedQuestion {
  const q = mainQuestion(question);
  const kind = kindOf(q);
  const echoable =
    q.length > 0 &&
    q.length <= MAX_ECHO_CHARS &&
    PLAIN.test(q) &&
    !/\byou(?:r|rs|rself)?\b/i.test(q) &&
    !/https?|www\.|\.com\b/i.test(q) &&
    !SWEARING.test(q) &&
    findGuardHits(q).length === 0;
  const restatedRaw = echoable ? secondPerson(q) : null;
  const restated = restatedRaw ? `${restatedRaw.charAt(0).toLowerCase()}${restatedRaw.slice(1)}?` : null;
  let options: [string, string] | null = null;
  if (restatedRaw && (kind === "should" || kind === "yesno" || kind === "what")) {
    const body = restatedRaw.replace(/^(?:should|shall|will|would|can|could|do|does|is|are)\s+you\s+/i, "");
    const parts = body.split(/,? or /i);
    if (parts.length === 2) {
      const [a, b] = parts.map((p) => p.trim()) as [string, string];
      if (a.length > 0 && b.length > 0 && !/^(?:not|no|never)$/i.test(b)) options = [a, b];
    }
  }
  const request =
    kind === "other" && !/\?/.test(question) && /^(?:tell|give|show|help|say|read|explain)\b/i.test(q);
  return { kind, restated, options, request };
}

/**
 * Which option the chart leans to: with a supportive sky the bolder one (the option that is not
 * "stay", "keep", "wait"…, else the first), with a hard one the steadier one (else the second).
 */
export function leanOption(
  options: [string, string],
  supportive: boolean,
): { option: string; other: string } {
  const [a, b] = options;
  const steadyA = STEADY_OPTION.test(a);
  const steadyB = STEADY_OPTION.test(b);
  const bold = steadyA && !steadyB ? b : a;
  const steady = bold === a ? b : a;
  return supportive ? { option: bold, other: steady } : { option: steady, other: bold };
}
