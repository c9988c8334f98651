/**
 * The care screen: reads what a question is about, by concepts in seven languages, before any
 * reading, limit or plan check sees it. Pure: no I/O. See docs/decisions/023-care-screen.md.
 *
 * 1. Normalise (normalise.ts): case, accents, leetspeak, stretched letters, contractions, slang,
 *    the key words' misspellings.
 * 2. Cut out idioms and negations ("dying to know", "my boss will kill me", "a Cancer man").
 * 3. Crisis concepts, then no-reading concepts, in the question's own language first.
 * 4. A decision whose object is not named ("should I end it") is unclear: no verdict.
 * 5. The old "the stars don't do that" kinds: injection, harm to others, lottery, weather, nonsense.
 * 6. A trained classifier reads it as well and may only make the outcome graver (model.ts).
 */
import {
  type CrisisKind,
  type Lang,
  LEXICONS,
  NO_READING_CUES,
  type NoReadingKind,
  SHARED_CRISIS,
  SHARED_HARMLESS,
  SHARED_NO_READING,
} from "./lexicon/index.ts";
import { readWithModel } from "./model.ts";
import { normaliseFreeText } from "./normalise.ts";

export type OutOfScopeKind = "weather" | "lottery" | "harm-to-others" | "injection" | "nonsense";

export type Screening =
  | { kind: "ok" }
  | { kind: "crisis"; crisis: CrisisKind; lang?: Lang }
  | { kind: "no-reading"; reason: NoReadingKind; lang?: Lang }
  | { kind: "unclear"; lang?: Lang }
  | { kind: "out-of-scope"; reason: OutOfScopeKind };

/** German wordings are written with umlauts and match "ö", "o" and "oe" alike; accents are dropped. */
function source(pattern: string, lang: Lang): string {
  const expanded =
    lang === "de"
      ? pattern
          .replace(/ä/g, "(?:a|ae)")
          .replace(/ö/g, "(?:o|oe)")
          .replace(/ü/g, "(?:u|ue)")
          .replace(/ß/g, "ss")
      : pattern;
  return expanded.normalize("NFKD").replace(/\p{M}/gu, "");
}

/** One expression for a list of wordings, each matched as whole words. */
function anyOf(patterns: readonly string[], lang: Lang, whole = false): RegExp | null {
  if (patterns.length === 0) return null;
  const body = patterns.map((p) => source(p, lang)).join("|");
  return whole ? new RegExp(`^(?:${body})$`) : new RegExp(`(?<![a-z0-9])(?:${body})(?![a-z0-9])`);
}

const CRISIS_ORDER: readonly CrisisKind[] = [
  "child-in-danger",
  "medical-emergency",
  "abuse",
  "self-harm",
  "violence",
  "eating-disorder",
];
const NO_READING_ORDER: readonly NoReadingKind[] = [
  "grief",
  "death-or-illness",
  "pregnancy",
  "medication",
  "diagnosis",
  "legal",
];

interface Compiled {
  lang: Lang;
  stopwords: ReadonlySet<string>;
  crisis: [CrisisKind, RegExp][];
  noReading: [NoReadingKind, RegExp][];
  unclear: RegExp | null;
  threats: RegExp | null;
}

const COMPILED: readonly Compiled[] = LEXICONS.map((lexicon) => ({
  lang: lexicon.lang,
  stopwords: new Set(lexicon.stopwords),
  crisis: CRISIS_ORDER.flatMap((kind): [CrisisKind, RegExp][] => {
    const rx = anyOf(lexicon.crisis[kind] ?? [], lexicon.lang);
    return rx ? [[kind, rx]] : [];
  }),
  noReading: NO_READING_ORDER.flatMap((kind): [NoReadingKind, RegExp][] => {
    const rx = anyOf(lexicon.noReading[kind] ?? [], lexicon.lang);
    return rx ? [[kind, rx]] : [];
  }),
  unclear: anyOf(lexicon.unclear, lexicon.lang, true),
  threats: anyOf(lexicon.threats, lexicon.lang),
}));

/** The cross-language wordings, tried after every language's own. */
const SHARED: readonly [CrisisKind, RegExp][] = CRISIS_ORDER.flatMap((kind): [CrisisKind, RegExp][] => {
  const rx = anyOf(SHARED_CRISIS[kind] ?? [], "en");
  return rx ? [[kind, rx]] : [];
});

const SHARED_NR: readonly [NoReadingKind, RegExp][] = NO_READING_ORDER.flatMap(
  (kind): [NoReadingKind, RegExp][] => {
    const rx = anyOf(SHARED_NO_READING[kind] ?? [], "en");
    return rx ? [[kind, rx]] : [];
  },
);

const HARMLESS = new RegExp(
  `(?<![a-z0-9])(?:${[
    ...LEXICONS.flatMap((lexicon) => lexicon.harmless.map((p) => source(p, lexicon.lang))),
    ...SHARED_HARMLESS,
  ].join("|")})(?![a-z0-9])`,
  "g",
);

/**
 * Wordings whose crisis lies in the negation itself: "I don't see the point", "wouldn't they be
 * better off", "nicht mehr aufwachen", "no quiero vivir". A negator before them is part of the
 * crisis, never a denial of it.
 */
const NOT_DENIED = [
  "(?:see |find |any |the )*(?:point|sense|reason)",
  "better|besser|mieux|mejor|melhor|beter|meglio",
  "sinn|zin|sentido|senso|sens",
  "worth|wert|la peine|vale|de moeite",
  "(?:any|no)? ?more|anymore|mehr|plus|mas|mais|meer|piu",
  "(?:a )?way out|ausweg|issue|salida|saida|uitweg|via d uscita|uscita",
  "wake|aufwach\\w*|reveill\\w*|despert\\w*|acord\\w*|wakker|svegli\\w*",
  "go on|keep going|weiter\\w*|continu\\w*|segui\\w*|door\\w*|andare avanti",
  "live|living|alive|leben|vivre|vivir|viver|leven|vivere|exist\\w*|be here|here|hier|ici|aqui|qui|da sein|around",
  "miss|vermiss\\w*|manqu\\w*|extra\\w*|sentir\\w* (?:la|a) falta|mis\\w*|mancare",
  "care|notice|matter",
].join("|");

/**
 * Negation scope, one expression per language: a negator, up to four filler words, then any crisis
 * wording ("not thinking about hurting myself", "nao to querendo me matar"). A negator right after
 * "why", "should", "can" or "if" asks or cannot rather than denies ("why shouldn't I kill myself",
 * "I can't kill myself, I'm too scared") and does not count, nor does a "no" that is said ("if I say
 * no he pushes me").
 */
const NEGATED: readonly [RegExp, RegExp][] = LEXICONS.map((lexicon) => {
  const crisis = [
    ...Object.values(lexicon.crisis).flatMap((patterns) => patterns ?? []),
    ...Object.values(SHARED_CRISIS).flatMap((patterns) => patterns ?? []),
  ].map((p) => source(p, lexicon.lang));
  const negators = lexicon.negation.negators.map((p) => source(p, lexicon.lang)).join("|");
  const fill = lexicon.negation.fill.map((p) => source(p, lexicon.lang)).join("|");
  // A question without any of the language's negators skips the long expression entirely.
  const quick = new RegExp(`(?<![a-z0-9])(?:${negators}) `);
  const full = new RegExp(
    // The cheap look at the negator comes first, so most positions fail before the lookbehinds.
    `(?<![a-z0-9])(?=(?:${negators}) )(?<!(?:why|how|should|can|could|if|pourquoi|por que|porque|warum|waarom|perche)(?: [a-z0-9]+){0,2} )(?<!(?:say|says|said|saying|digo|dizer|disse|dico|dire|dis|dit|decir|dije|sage|sagen|zeg|zeggen) )(?:${negators})(?: (?:${fill})){0,4} (?!(?:${NOT_DENIED})(?![a-z0-9]))(?:${crisis.join("|")})(?![a-z0-9])`,
    "g",
  );
  return [quick, full];
});

/** The normalised text with every known idiom and negation ("dying to know", "not suicidal") cut out. */
export function maskHarmless(normalised: string): string {
  let masked = normalised.replace(HARMLESS, " _ ");
  for (const [quick, full] of NEGATED) if (quick.test(masked)) masked = masked.replace(full, " _ ");
  return masked;
}

/**
 * The language with the most everyday words in the text, or undefined when none stands out (then
 * the language whose own wordings match is taken).
 */
function detectLang(normalised: string): Lang | undefined {
  const words = normalised.split(" ");
  let best: Lang | undefined;
  let bestScore = 0;
  let tied = false;
  for (const { lang, stopwords } of COMPILED) {
    let score = 0;
    for (const word of words) if (stopwords.has(word)) score++;
    if (score > bestScore) {
      best = lang;
      bestScore = score;
      tied = false;
    } else if (score === bestScore && score > 0) {
      tied = true;
    }
  }
  return tied ? undefined : best;
}

/** Words around a bare decision that name no object: "oracle, should I just end it now?". */
const FILLER =
  /^(?:(?:oracle|dear oracle|hey|hi|hello|ok|okay|so|well|um|uh|please|pls|honestly|seriously|be honest|tell me|just|really|yes or no|ja oder nein|oui ou non|si o no|sim ou nao|ja of nee|si o no|orakel|oraculo|oracolo|oracle)\s+)+|(?:\s+(?:please|pls|now|tonight|today|already|ou pas|ou non|o no|ou nao|of niet|oder nicht|o si|or what|this evening|right now|heute nacht|heute abend|cette nuit|esta noche|hoje a noite|a noite|vannacht|vanavond|stanotte|ya|ja|adesso|yes or no|or not|lol|honestly|oracle|jetzt|heute|maintenant|ce soir|ahora|hoy|agora|hoje|nu|vandaag|ora|oggi|stasera|bitte|svp|por favor|alsjeblieft|per favore|ja oder nein|oui ou non|si o no|sim ou nao|ja of nee))+$/g;

/**
 * Whether the question names what it is about with a determiner and a noun ("quit my job", "end
 * things with my boyfriend", "take the offer", "meinen Job kündigen"), leaving astrology words
 * and moments aside ("my moon is in scorpio", "is tonight the night" name no object of a decision). Only determiners that are not
 * also object pronouns count: "la faccio finita", "le faire", "het doen" name nothing.
 */
export function namesAnObject(normalised: string): boolean {
  return NAMED_OBJECT.test(normalised.replace(NOT_AN_OBJECT, " "));
}

/** Determiner phrases that name no object of a decision: astrology words and moments in time. */
const NOT_AN_OBJECT =
  /(?<![a-z0-9])(?:my|mi|mis|mon|ma|mes|mein|meine|meinen|meinem|meu|minha|mijn|mio|mia|the|der|die|das|den|dem|le|la|les|el|los|las|o|a|os|as|de|het|il|lo|un|une|un|una|um|uma|een|a|an|ein|eine|einen|uno)\s+(?:sun|moon|rising|chart|sign|signs|stars|planets|transits?|horoscope|saturn|jupiter|mars|venus|mercury|pluto|neptune|uranus|sonne|mond|aszendent|horoskop|sterne|soleil|lune|ascendant|horoscope|astres|sol|luna|ascendente|horoscopo|estrellas|astros|mapa|zon|maan|sterren|oroscopo|stelle|segno|carta|tarot|cards?|karten|cartas|kaarten|carte|night|day|moment|time|right time|right moment|end|nacht|tag|zeitpunkt|augenblick|ende|nuit|jour|moment|fin|noche|dia|momento|final|noite|fim|dag|tijd|eind|notte|giorno|fine)(?![a-z0-9])/g;

const NAMED_OBJECT =
  /(?<![a-z0-9])(?:my|the|a|an|his|her|our|their|your|mein|meine|meinen|meinem|meiner|einen|eine|ein|einem|den|dem|mon|ma|mes|un|une|son|sa|ses|notre|nos|leur|leurs|cette|ces|mi|mis|una|su|sus|el|los|meu|minha|meus|minhas|um|uma|seu|sua|mijn|een|zijn|onze|mio|mia|miei|mie|il|uno|suo|gli)\s+[a-z]{3,}/;

/** The languages to try, the question's own first. */
function ordered(lang: Lang | undefined): readonly Compiled[] {
  if (!lang) return COMPILED;
  return [...COMPILED.filter((c) => c.lang === lang), ...COMPILED.filter((c) => c.lang !== lang)];
}

const rx = (source: string): RegExp => new RegExp(`(?<![a-z0-9])(?:${source})(?![a-z0-9])`);

const OUT_OF_SCOPE: readonly [OutOfScopeKind, RegExp][] = [
  [
    "injection",
    rx(
      "ignore (?:all |the |your )?(?:previous|prior|above|earlier) (?:instructions|prompts?|rules)|system prompt|you are now|act as (?:a|an|my)|jailbreak|developer mode|pretend (?:you are|to be)|disregard (?:your|the|all) (?:rules|instructions)",
    ),
  ],
  [
    "harm-to-others",
    rx(
      "(?:how (?:do|can|could) i|help me|best way to) (?:hurt|get revenge on|ruin|destroy|stalk|hack|poison|curse|hex|manipulate|blackmail|punish)|(?:curse|hex|jinx) (?:him|her|them|my)",
    ),
  ],
  [
    "lottery",
    rx(
      "lottery|lotto|euromillions|powerball|winning numbers|jackpot|scratch ?cards?|(?:which|what) (?:horse|team) (?:will )?win|betting tips?|crypto (?:pump|moon)|which (?:stock|coin)s? (?:should i|to) buy",
    ),
  ],
  [
    "weather",
    rx(
      "weather|will it (?:rain|snow)|rain (?:today|tomorrow|this weekend)|forecast for (?:the )?(?:weekend|week)|temperature (?:today|tomorrow)",
    ),
  ],
];

/** No word of two letters or more with a vowel in it, or one "word" typed as a key-mash. */
function isNonsense(normalised: string): boolean {
  const words = normalised.split(" ").filter(Boolean);
  const real = words.filter(
    (word) => /[aeiouy]/.test(word) && word.length >= 2 && !/[^aeiouy']{6,}/.test(word),
  );
  if (real.length === 0) return true;
  return words.length === 1 && (words[0]?.length ?? 0) > 20;
}

const RANK: Readonly<Record<Screening["kind"], number>> = {
  crisis: 3,
  "no-reading": 2,
  unclear: 1,
  "out-of-scope": 0,
  ok: 0,
};

/**
 * Screens one piece of free text: crisis, no reading, unclear, out of scope, or ok. The text is
 * read as typed first, then with the key words' misspellings fixed; the second reading can only
 * add care ("sucide" is read as "suicide"), never take it away.
 */
export function screenFreeText(text: string): Screening {
  const lists = screenWithLists(text);
  return lists.kind === "crisis" ? lists : withModel(lists, normaliseFreeText(text));
}

/** The word lists' reading alone (steps 1–5), without the classifier: for the measures, which show what each layer adds. */
export function screenWithLists(text: string): Screening {
  const plain = normaliseFreeText(text, { spelling: false });
  const first = classify(plain);
  if (first.kind === "crisis") return first;
  const fixed = normaliseFreeText(text);
  if (fixed === plain) return first;
  const second = classify(fixed);
  return RANK[second.kind] > RANK[first.kind] ? second : first;
}

/**
 * The trained classifier (model.ts) reads the question too, and its reading wins only when it is
 * graver: it can add care to what the word lists found, never take it away. The lists keep
 * deciding the kind when they found one; the model names it otherwise.
 */
function withModel(lists: Screening, normalised: string): Screening {
  // The model reads the question with the lists' known idioms cut out, as the lists do, so "dying
  // to know" or "Suicide Squad" weigh nothing; it was trained on text cut the same way.
  const masked = maskHarmless(normalised);
  const model = readWithModel(masked);
  if (RANK[model.decision] <= RANK[lists.kind]) return lists;
  // Asking back what "it" means is not for a decision whose object is named ("should I quit my
  // job?"), nor for a question the stars do not answer (the weather, a key-mash), which keeps its
  // own reply. The gate was a short decision pointing with a pronoun until ADR 051: out of fold on the
  // training parts that let 22 % of unclear questions through, a named object lets 76 %, for 0.3 %
  // of ordinary questions asked back instead of 0.1 %.
  if (model.decision === "unclear" && (lists.kind === "out-of-scope" || namesAnObject(normalised)))
    return lists;
  // Its no-reading counts only where a word of death, illness, pregnancy, medicine, diagnosis, the
  // law or mourning appears (lexicon/cues.ts): trained on "will my dad die"-like questions, it
  // once read "Will my dad be proud of me?" the same way (ADR 038), and a refusal there fails an
  // everyday question. The cue also names the reason, so the reply fits.
  if (model.decision === "no-reading") {
    const reason = noReadingCue(masked);
    return reason ? withLang({ kind: "no-reading", reason }, detectLang(normalised)) : lists;
  }
  const lang = detectLang(normalised);
  switch (model.decision) {
    case "crisis":
      return withLang({ kind: "crisis", crisis: model.crisis }, lang);
    case "unclear":
      return withLang({ kind: "unclear" }, lang);
    default:
      return lists;
  }
}

const CUES: readonly [NoReadingKind, RegExp][] = NO_READING_ORDER.map((kind) => [
  kind,
  new RegExp(`(?<![a-z0-9])(?:${NO_READING_CUES[kind]})(?![a-z0-9])`),
]);

/** The no-reading kind whose cue words the (masked, normalised) question contains, if any. */
export function noReadingCue(masked: string): NoReadingKind | undefined {
  return CUES.find(([, cue]) => cue.test(masked))?.[0];
}

function classify(normalised: string): Screening {
  const lang = detectLang(normalised);
  const langs = ordered(lang);
  for (const compiled of langs) {
    if (compiled.threats?.test(normalised))
      return withLang({ kind: "crisis", crisis: "abuse" }, lang ?? compiled.lang);
  }
  const masked = maskHarmless(normalised);
  for (const compiled of langs) {
    for (const [crisis, pattern] of compiled.crisis) {
      if (pattern.test(masked)) return withLang({ kind: "crisis", crisis }, lang ?? compiled.lang);
    }
  }
  for (const [crisis, pattern] of SHARED) {
    if (pattern.test(masked)) return withLang({ kind: "crisis", crisis }, lang);
  }
  for (const compiled of langs) {
    for (const [reason, pattern] of compiled.noReading) {
      if (pattern.test(masked)) return withLang({ kind: "no-reading", reason }, lang ?? compiled.lang);
    }
  }
  for (const [reason, pattern] of SHARED_NR) {
    if (pattern.test(masked)) return withLang({ kind: "no-reading", reason }, lang);
  }
  const bare = normalised.replace(FILLER, "").trim();
  for (const compiled of langs) {
    if (compiled.unclear?.test(bare)) return withLang({ kind: "unclear" }, lang ?? compiled.lang);
  }
  for (const [reason, pattern] of OUT_OF_SCOPE) {
    if (pattern.test(masked)) return { kind: "out-of-scope", reason };
  }
  if (isNonsense(normalised)) return { kind: "out-of-scope", reason: "nonsense" };
  return { kind: "ok" };
}

function withLang<T extends object>(screening: T, lang: Lang | undefined): T & { lang?: Lang } {
  return lang ? { ...screening, lang } : screening;
}
