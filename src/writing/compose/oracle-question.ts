/**
 * Reading the Oracle's question: what kind of answer it asks for (a decision, a yes or no, a date,
 * a how or a why), the two options of an either/or question, and the question put back in the
 * second person so the answer can name it ("should you move to Berlin?"). A question is only
 * echoed when it is plain text: short, no markup, no guarded topic, no swearing.
 */
import { findGuardHits } from "../guard.ts";

type QuestionKind = "should" | "yesno" | "when" | "how" | "why" | "what" | "other";

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

const AUX = "will|would|does|do|did|is|are|am|can|could|was|were|has|have|may|might|should|shall";
const PRONOUN = /^(?:you|it|this|that|things|they|he|she|there|now|everything|anyone|someone)$/i;
const DETERMINER = /^(?:your|the|this|that|a|an|his|her|their|these|those|my)$/i;

/** "like" → "likes", "miss" → "misses", "try" → "tries", "have" → "has" (after "does"). */
function thirdPerson(verb: string): string {
  if (/^have$/i.test(verb)) return "has";
  if (/(?:s|sh|ch|x|z|o)$/i.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/i.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

/** Common verbs in their base form: where a noun subject ends ("will your business idea | work"). */
const BASE_VERB = new RegExp(
  `^(?:${[
    "work",
    "text",
    "call",
    "come",
    "get",
    "like",
    "love",
    "want",
    "go",
    "be",
    "find",
    "happen",
    "change",
    "improve",
    "last",
    "pay",
    "see",
    "say",
    "hold",
    "need",
    "make",
    "take",
    "give",
    "help",
    "succeed",
    "grow",
    "end",
    "start",
    "stay",
    "leave",
    "move",
    "miss",
    "notice",
    "reply",
    "answer",
    "ask",
    "accept",
    "agree",
    "forgive",
    "understand",
    "turn",
    "go",
    "win",
    "lose",
    "sell",
    "buy",
    "open",
    "close",
    "mean",
    "feel",
    "think",
    "know",
    "care",
    "matter",
    "look",
    "bring",
    "keep",
    "let",
    "choose",
    "propose",
    "return",
    "respond",
    "work",
    "hire",
    "promote",
    "approve",
    "calm",
    "settle",
    "fit",
    "suit",
    "do",
    "have",
  ].join("|")})$`,
  "i",
);
const COPULA = /^(?:is|are|am|was|were)$/i;

/**
 * The subject at the start of `words`: a pronoun, a name, or a noun phrase ("your business idea");
 * 0 when it cannot be told apart from the rest. After a modal or "do", a noun phrase runs up to a
 * common verb; after "is", it is the determiner and one word ("is your boyfriend | the one").
 */
function subjectLength(words: readonly string[], aux: string): number {
  const w = words[0];
  if (w === undefined) return 0;
  const next = words[1] ?? "";
  const demonstrative = /^(?:this|that)$/i.test(w);
  // "is this a good year" (this alone) against "is this week the right time" (this week).
  const alone = COPULA.test(aux)
    ? next === "" || /^(?:a|an|the|worth|really|right|good|ok|okay|normal|true|real|it|going)$/i.test(next)
    : next === "" || BASE_VERB.test(next);
  let n = 0;
  if ((PRONOUN.test(w) && (!demonstrative || alone)) || /^[A-Z][a-z]+$/.test(w)) n = 1;
  else if (DETERMINER.test(w)) {
    if (COPULA.test(aux)) n = words.length > 1 ? 2 : 0;
    else {
      for (let i = 1; i <= 4 && i < words.length; i++)
        if (BASE_VERB.test(words[i] as string)) {
          n = i;
          break;
        }
    }
  }
  if (n > 0 && COPULA.test(aux) && words[n] === "and") return 0;
  return n;
}

/**
 * What the question is about, as an indirect question for the answer's first sentence
 * ("Should I move to Porto?" → "whether to move to Porto"; "When will I meet someone new?" →
 * "when you will meet someone new"); null when the question is not echoable or not plain enough
 * to turn (the answer then names the topic instead).
 */
export function aboutPhrase(question: string): string | null {
  const parsed = parseQuestion(question);
  if (!parsed.restated) return null;
  const q = parsed.restated.replace(/\?$/, "").trim();
  const lower = (q.charAt(0).toLowerCase() + q.slice(1)).replace(
    /^when is the (?:right|best|good) (?:time|moment) to (.+)$/i,
    "when should you $1",
  );
  // "should you …", "do you think you should …", "is it a good idea to …": whether to ….
  const should =
    /^(?:should|shall) you (?!and\b)(.+)$/i.exec(lower) ??
    /^do you think you should (.+)$/i.exec(lower) ??
    /^(?:is it|would it be) (?:a good idea|the right (?:time|moment|call)|wise|smart|time|worth it) to (.+)$/i.exec(
      lower,
    );
  if (should?.[1]) return `whether to ${should[1]}`;
  // A question word (with its noun: "which one", "how soon"), an auxiliary, a subject, the rest.
  const wh = new RegExp(
    `^(when|why|how(?: soon| long| much| many| often)?|what(?: time)?|which(?: \\w+)?|where|who)\\s+(${AUX})\\s+(.+)$`,
    "i",
  ).exec(lower);
  const yesno = new RegExp(`^(${AUX})\\s+(.+)$`, "i").exec(lower);
  const lead = wh ? (wh[1] as string) : "whether";
  const aux = ((wh ? wh[2] : yesno?.[1]) ?? "").toLowerCase();
  const rest = wh ? (wh[3] as string) : yesno?.[2];
  if (!rest || !aux) return null;
  const words = rest.split(" ");
  const n = subjectLength(words, aux);
  if (n === 0) return null;
  const subject = words.slice(0, n).join(" ");
  const tail = words.slice(n);
  if (aux === "should" || aux === "shall") {
    if (subject !== "you") return null;
    return `${lead} to ${tail.join(" ")}`.trim();
  }
  if (aux === "do" || aux === "does") {
    if (tail.length === 0) return null;
    const verb = aux === "does" ? thirdPerson(tail[0] as string) : (tail[0] as string);
    // "how do you make friends" reads best as "how to make friends".
    if (aux === "do" && subject === "you" && wh && lead !== "why") return `${lead} to ${tail.join(" ")}`;
    return `${lead} ${subject} ${[verb, ...tail.slice(1)].join(" ")}`;
  }
  if (aux === "did") return null;
  // "am" only comes as "are you" after the flip; "is it" → "it is".
  return tail.length > 0 ? `${lead} ${subject} ${aux} ${tail.join(" ")}` : `${lead} ${subject} ${aux}`;
}
