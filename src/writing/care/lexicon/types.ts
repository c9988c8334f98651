/**
 * The shape of one language's wordings for the care screen's concepts. Each entry is a regular
 * expression source over the normalised text (lower case, no accents, contractions spelled out:
 * see ../normalise.ts); a word is matched whole, so "kill\w*" is a hand-written stem. German
 * sources may be written with umlauts: they match "ö", "o" and "oe" alike.
 */
export const LANGS = ["en", "de", "fr", "es", "pt", "nl", "it"] as const;
export type Lang = (typeof LANGS)[number];

/** What a crisis is about; each has its own first words in the reply. */
export const CRISIS_KINDS = [
  "self-harm",
  "abuse",
  "violence",
  "medical-emergency",
  "child-in-danger",
  "eating-disorder",
] as const;
export type CrisisKind = (typeof CRISIS_KINDS)[number];

/** Questions the stars must not read, though nobody is in danger from the question itself. */
export const NO_READING_KINDS = [
  "death-or-illness",
  "pregnancy",
  "medication",
  "diagnosis",
  "legal",
  "grief",
] as const;
export type NoReadingKind = (typeof NO_READING_KINDS)[number];

export interface Lexicon {
  lang: Lang;
  /** Everyday words of the language, to tell which language a question is in. */
  stopwords: readonly string[];
  /** Idioms and negations read as harmless: cut out of the text before the concepts are matched. */
  harmless: readonly string[];
  crisis: Partial<Record<CrisisKind, readonly string[]>>;
  /**
   * Threats read before the idioms are cut out: "he said he'd kill me if I left" must not lose
   * its "kill me" to "my boss will kill me".
   */
  threats: readonly string[];
  noReading: Partial<Record<NoReadingKind, readonly string[]>>;
  /**
   * Negation scope: a crisis wording right after one of `negators`, with only `fill` words between
   * ("not thinking about hurting myself", "aucune envie de me foutre en l'air"), is denied, not
   * said, and is cut out like an idiom. The rest of the question is still read: "I'm not suicidal
   * but I wish I could disappear" keeps its second half. Words that turn a denial into a question
   * or an inability ("why not", "can not", "should not") are excluded by the screen.
   */
  negation: { negators: readonly string[]; fill: readonly string[] };
  /** A decision whose object is not named ("should I end it"): the whole question, once trimmed. */
  unclear: readonly string[];
}
