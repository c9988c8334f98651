/**
 * The words the spelling fix may restore (see ../normalise.ts `fixSpelling`): the screen's key
 * words that people misspell in a hurry, in every language it reads. Short and specific on
 * purpose: a word here pulls its near misses towards it, so an everyday word must never be one
 * edit away from an entry unless it is listed in KNOWN as well.
 */
const KEY: readonly string[] = [
  // English
  "suicide", "suicidal", "myself", "himself", "herself", "overdose", "overdosed", "paracetamol",
  "acetaminophen", "ibuprofen", "tylenol", "tablets", "anymore", "breathe", "breathing", "unconscious",
  "unalive", "disappear", "disappeared", "burden", "existing", "strangled", "strangles", "choking",
  "abused", "abusive", "assaulted", "molested", "groomed", "threatens", "threatened",
  "anorexia", "anorexic", "bulimia", "bulimic", "starving", "purging", "vomiting", "laxatives",
  "chest", "stroke", "seizure", "bleeding", "poisoned", "wrists", "cutting", "harming", "hurting",
  "killing", "living", "pointless", "hopeless", "worthless", "goodbye", "nobody", "everyone", "funeral",
  "pregnant", "pregnancy", "miscarriage", "abortion", "medication", "antidepressants", "diagnosis",
  "cancer", "custody", "lawyer", "grandma", "grandpa", "grandmother", "grandfather", "husband",
  "boyfriend", "girlfriend", "passed", "tingling", "drooping", "slurred", "numbness",
  // German
  "selbstmord", "umbringen", "sterben", "tabletten", "vergewaltigt", "geschlagen", "magersucht",
  "bulimie", "brustschmerzen", "schlaganfall", "herzinfarkt", "lebensmude", "aufwachen", "schwanger",
  "medikamente", "gestorben", "verstorben",
  // French
  "suicider", "suicidaire", "mourir", "disparaitre", "reveiller", "comprimes", "medicaments",
  "frappe", "violee", "anorexie", "boulimie", "poitrine", "respirer", "enceinte", "decede",
  // Spanish
  "suicidarme", "matarme", "morirme", "desaparecer", "despertar", "pastillas", "golpea",
  "anorexia", "bulimia", "respirar", "embarazada", "fallecio",
  // Portuguese
  "suicidio", "morrer", "acordar", "comprimidos", "gravida", "faleceu",
  // Dutch
  "zelfmoord", "dood", "pillen", "verkracht", "geslagen", "overleden", "zwanger",
  // Italian
  "uccidermi", "ammazzarmi", "morire", "svegliarmi", "pastiglie", "pillole", "picchia", "anoressia",
  "incinta",
];

/** Everyday words one edit away from a key word: never "fixed". */
const KNOWN: readonly string[] = [
  "breath", "breathed", "chess", "chests", "strike", "stoke", "stroked", "strokes", "bleeding", "living",
  "giving", "loving", "lining", "liking", "killing", "filling", "willing", "billing", "milling",
  "passes", "paused", "cutting", "putting", "gutting", "hunting", "hurting", "burning", "harming",
  "charming", "farming", "warming", "funeral", "general", "mourir", "mourrir", "nobody", "somebody",
  "starting", "staring", "starring", "storing", "raised", "rapper", "abusers", "existing", "exiting",
  "burdens", "borden", "tablet", "table", "tables", "cancel", "cancer", "dancer", "lancer", "answer",
  "husband", "pregnant", "golpe", "matar", "mort", "morte", "dode", "doet", "doen", "despertador",
  "respirer", "respiro", "acordo", "acordei", "morre", "morrem", "morri", "morro", "desaparece",
  "everyone", "everyones", "anyone", "anymore", "myself", "yourself", "itself", "himself", "herself",
  "poisoned", "poison", "prison", "chesty", "choosing", "chasing", "closing", "raped", "rapid", "ripped",
  "taped", "roped", "reaped", "wrists", "writes", "wrist", "passed", "parsed", "tingling", "tinkling",
  "abusive", "abused", "amused", "accused", "abuses", "threat", "threats", "through", "throat",
  "meditation", "meditating", "meditate", "mediation", "layer", "layers", "player", "lower", "cheat",
  "cheats", "golpes", "rated", "raged", "raced", "lawyers", "starling", "starving", "string",
];

function build() {
  const known = new Set<string>([...KEY, ...KNOWN]);
  const byInitial = new Map<string, string[]>();
  for (const word of new Set(KEY)) {
    const initial = word[0] ?? "";
    const list = byInitial.get(initial) ?? [];
    list.push(word);
    byInitial.set(initial, list);
  }
  return { known: known as ReadonlySet<string>, byInitial: byInitial as ReadonlyMap<string, readonly string[]> };
}

export const KEY_WORDS = build();
