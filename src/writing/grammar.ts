/**
 * The one grammar helper every template goes through, in both voices: "a" or "an" by sound,
 * plurals with their number, capitals at sentence starts. `fill` and `paragraph` (text.ts) call
 * `polish`, so a template that writes "a {sign} Moon" reads "an Aries Moon" whatever the slot holds.
 * Pure string functions.
 */

// Words that start with a vowel letter but a consonant sound ("a unique", "a Uranus transit",
// "a one-off", "a European") and words that start with a silent h ("an hour", "an honest").
const VOWEL_LETTER_CONSONANT_SOUND =
  /^(?:uni(?!nt|mp|nh|nd|nf|ns|nv|nl|nc|nk)|use|usu|usa|uti|ura|ure|uro|ufo|euro|eu|ewe|one(?![a-z])|once|ouija)/;
const SILENT_H = /^(?:hour|honest|honou?r|heir)/;
// Letters whose names start with a vowel sound, for abbreviations read letter by letter ("an MC").
const VOWEL_SOUND_LETTER = /^[AEFHILMNORSX]/;

/** "a" or "an" before a word or phrase, by how its first word sounds. */
export function article(phrase: string): "a" | "an" {
  const word = phrase.replace(/^[\s"'“‘(]+/, "");
  if (word.length === 0) return "a";
  if (/^\d/.test(word)) {
    // "an 8th", "an 11th", "an 18-month", "an 80s song"; "a 1st", "a 100".
    return /^8|^1[18](?!\d)/.test(word) ? "an" : "a";
  }
  const first = /^[A-Za-z]+/.exec(word)?.[0] ?? "";
  if (first.length >= 2 && first === first.toUpperCase()) {
    return VOWEL_SOUND_LETTER.test(first) ? "an" : "a";
  }
  const lower = word.toLowerCase();
  if (SILENT_H.test(lower)) return "an";
  if (VOWEL_LETTER_CONSONANT_SOUND.test(lower)) return "a";
  return /^[aeiou]/.test(lower) ? "an" : "a";
}

/** "1 day", "3 days", "1 planet", "2 planets"; `many` for irregular plurals. */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

export function capitalize(text: string): string {
  return text.length === 0 ? text : text[0]?.toUpperCase() + text.slice(1);
}

const ARTICLE_BEFORE_WORD = /\b(a|an|A|An|AN)(\s+)(["'“‘(]?[A-Za-z0-9])/g;

/** Every "a"/"an" in a text made to agree with the word after it, keeping its capital. */
export function fixArticles(text: string): string {
  return text.replace(
    ARTICLE_BEFORE_WORD,
    (match, art: string, space: string, next: string, offset: number) => {
      const rest = text.slice(offset + art.length + space.length);
      const right = article(rest);
      if (art.toLowerCase() === right) return match;
      const cased = art[0] === "A" ? capitalize(right) : right;
      return `${cased}${space}${next}`;
    },
  );
}

/**
 * The finishing pass for any generated text: articles agree, runs of spaces collapse, and a space
 * never sits before a comma or full stop.
 */
export function polish(text: string): string {
  return fixArticles(text)
    .replace(/[ \t]{2,}/g, " ")
    .replace(/ +([,.;:!?])/g, "$1");
}

/** One sentence: polished, capitalised, ending in punctuation. */
export function sentence(text: string): string {
  const t = polish(text.trim());
  if (t.length === 0) return t;
  const c = capitalize(t);
  return /[.!?]["'”’)]?$/.test(c) ? c : `${c}.`;
}

/** A list item or a short phrase shown on its own: polished and capitalised, no full stop added. */
export function item(text: string): string {
  return capitalize(polish(text.trim()));
}
