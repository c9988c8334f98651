/**
 * The care screen's first step: one plain spelling of what was typed, so the concept rules see
 * "I'm", "im", "Im", "I am" and "i'mmm" alike. Pure: no I/O.
 *
 * Order matters: accents and case first, then look-alike digits and symbols (leetspeak), then
 * letters typed three times or more, then apostrophes and contractions, then slang, and last the
 * spelling fix for the screen's own key words (edit distance, see `fixSpelling`).
 */
import { distance } from "fastest-levenshtein";
import { KEY_WORDS } from "./lexicon/key-words.ts";

/** Lower case, no accents, look-alike digits as letters, a letter typed three times or more kept once. */
function foldText(text: string): string {
  return (
    text
      .replace(/ß/g, "ss")
      // Ligatures that NFKD leaves whole: "sœur", "cœur", "Cæsar".
      .replace(/œ/g, "oe")
      .replace(/Œ/g, "oe")
      .replace(/æ/g, "ae")
      .replace(/Æ/g, "ae")
      .normalize("NFKD")
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      .replace(/[’‘`´ʼ]/g, "'")
      .replace(/(?<=[a-z])0|0(?=[a-z])/g, "o")
      .replace(/(?<=[a-z])1|1(?=[a-z])/g, "i")
      .replace(/(?<=[a-z])3|3(?=[a-z])/g, "e")
      .replace(/(?<=[a-z])4|4(?=[a-z])/g, "a")
      .replace(/(?<=[a-z])7|7(?=[a-z])/g, "t")
      .replace(/(?<=[a-z])[$5]|[$5](?=[a-z])/g, "s")
      .replace(/@/g, "a")
      .replace(/([a-z])\1{2,}/g, "$1")
      // A hyphen joins words ("self-harm", "quitarme-la", "matar-me"): read it as a space.
      .replace(/[^a-z0-9'\s]/g, " ")
      .replace(/\s+/g, " ")
      .trim()
  );
}

/**
 * English contractions, with or without the apostrophe, spelled out; French and Italian elisions
 * ("j'ai", "l'ho", "m'a") split into two words. Slang with a fixed meaning spelled out too.
 */
const WHOLE_WORDS: Readonly<Record<string, string>> = {
  ive: "i have",
  dont: "do not",
  doesnt: "does not",
  didnt: "did not",
  cant: "can not",
  cannot: "can not",
  couldnt: "could not",
  wont: "will not",
  wouldnt: "would not",
  shouldnt: "should not",
  isnt: "is not",
  arent: "are not",
  wasnt: "was not",
  werent: "were not",
  havent: "have not",
  hasnt: "has not",
  hadnt: "had not",
  aint: "am not",
  youre: "you are",
  theyre: "they are",
  hes: "he is",
  shes: "she is",
  thats: "that is",
  whats: "what is",
  wanna: "want to",
  gonna: "going to",
  gotta: "got to",
  tryna: "trying to",
  imma: "i am going to",
  ima: "i am going to",
  kinda: "kind of",
  u: "you",
  ur: "your",
  pls: "please",
  plz: "please",
  rn: "right now",
  tmrw: "tomorrow",
  bc: "because",
  cuz: "because",
  coz: "because",
  bf: "boyfriend",
  gf: "girlfriend",
  mum: "mom",
  mummy: "mom",
  mommy: "mom",
  kms: "kill myself",
  kmsl: "kill myself",
  kys: "kill yourself",
  ctb: "kill myself",
  sh: "self harm",
  od: "overdose",
  oded: "overdosed",
  dv: "domestic violence",
  myslef: "myself",
  myslf: "myself",
  mysef: "myself",
  kil: "kill",
  kiling: "killing",
  kll: "kill",
  suside: "suicide",
  sucide: "suicide",
  suiside: "suicide",
  // French, Spanish and Portuguese chat spellings.
  jveux: "je veux",
  jsuis: "je suis",
  chuis: "je suis",
  jpeux: "je peux",
  jvais: "je vais",
  jme: "je me",
  jai: "j ai",
  chui: "je suis",
  qro: "quero",
  qero: "quero",
  pra: "para",
  vc: "voce",
  tb: "tambem",
  tbm: "tambem",
  xq: "porque",
  pq: "porque",
  q: "que",
  tmb: "tambien",
  nn: "nao",
  mn: "mijn",
  ff: "even",
  meself: "myself",
  // Hurried spellings of the key words too short for the edit-distance fix.
  wnat: "want",
  wnt: "want",
  watn: "want",
  wnana: "want to",
  wana: "want to",
  diee: "die",
  ded: "dead",
  suicidial: "suicidal",
};

const CONTRACTION_TAILS: readonly [RegExp, string][] = [
  [/\bcan't\b/g, "can not"],
  [/\bwon't\b/g, "will not"],
  [/\bain't\b/g, "am not"],
  [/n't\b/g, " not"],
  [/\bi'm\b/g, "i am"],
  [/'re\b/g, " are"],
  [/'ve\b/g, " have"],
  [/'ll\b/g, " will"],
  [/\bi'd\b/g, "i would"],
  // "he's gone", "it's killing me": "is" is the reading the rules need; possessives keep their "s".
  [/\b(he|she|it|that|what|there|who)'s\b/g, "$1 is"],
];

/** Case, accents, leetspeak, stretched letters, contractions and slang, then the key words' spelling. */
export function normaliseFreeText(text: string, { spelling = true }: { spelling?: boolean } = {}): string {
  let folded = foldText(text);
  for (const [pattern, replacement] of CONTRACTION_TAILS) folded = folded.replace(pattern, replacement);
  // "ill be gone", "id rather die": the apostrophe-less "I'll" and "I'd", read only where a verb follows.
  folded = folded
    .replace(
      /\bill (?=(?:be|not|never|do|go|just|kill|end|make|take|see|probably|finally|jump|die|leave)\b)/g,
      "i will ",
    )
    .replace(/\bid (?=(?:never|rather|love|like|be|want|kill|die|sooner|just)\b)/g, "i would ");
  // What is left of an apostrophe is an elision ("j'ai", "l'ho", "dell'anno") or a possessive.
  folded = folded.replace(/'s\b/g, "s").replace(/'/g, " ");
  const words = folded.split(" ").filter(Boolean);
  return words
    .map((word) => WHOLE_WORDS[word] ?? (spelling ? fixSpelling(word) : word))
    .join(" ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(DYE, "$1 die");
}

/** "want to dye" is a hurried "die" unless something is being dyed. */
const DYE =
  /\b(want to|going to|wish i could|ready to|i will|just) dye\b(?! (?:my|her|his|the|it|them|your|our|a|this|that))/g;

/**
 * A word close to one of the screen's key words (one edit for words up to seven letters, two
 * beyond) is read as that key word: "suicde", "sucide", "overdoes", "paracetemol", "mysef". Only
 * words of five letters or more, with the same first letter, and never a known word: a key word
 * itself, a real word of one of the seven languages (generated from dictionaries, see
 * lexicon/real-words.data.ts) or one listed by hand ("pills" stays "pills", Dutch "sterren" never
 * becomes "sterben").
 */
function fixSpelling(word: string): string {
  if (KEY_WORDS.known.has(word)) return word;
  return nearestKeyWord(word) ?? word;
}

/**
 * The key word the spelling fix's distance rule reads `word` as, whether or not `word` is known;
 * undefined when none is close enough. Exported for scripts/care-known-words.ts, which lists the
 * real words this rule would rewrite.
 */
export function nearestKeyWord(word: string): string | undefined {
  if (word.length < 5) return undefined;
  const candidates = KEY_WORDS.byInitial.get(word[0] ?? "");
  if (!candidates) return undefined;
  const allowed = word.length >= 8 ? 2 : 1;
  let best: string | undefined;
  let bestDistance = allowed + 1;
  for (const candidate of candidates) {
    if (Math.abs(candidate.length - word.length) > allowed) continue;
    const d = distance(word, candidate);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}
