import { DE } from "./de.ts";
import { EN } from "./en.ts";
import { ES } from "./es.ts";
import { FR } from "./fr.ts";
import { IT } from "./it.ts";
import { NL } from "./nl.ts";
import { PT } from "./pt.ts";
import type { Lexicon } from "./types.ts";

export type { CrisisKind, Lang, Lexicon, NoReadingKind } from "./types.ts";
export { LANGS } from "./types.ts";

export const LEXICONS: readonly Lexicon[] = [EN, DE, FR, ES, PT, NL, IT];

const SIGN =
  "(?:aries|taurus|gemini|cancer|leo|virgo|libra|scorpio|sagittarius|capricorn|aquarius|pisces|widder|stier|zwillinge|krebs|lowe|jungfrau|waage|skorpion|schutze|steinbock|wassermann|fische|belier|taureau|gemeaux|lion|vierge|balance|scorpion|sagittaire|capricorne|verseau|poissons|tauro|geminis|escorpio|sagitario|capricornio|acuario|piscis|carneiro|touro|gemeos|caranguejo|leao|virgem|escorpiao|sagitario|capricornio|aquario|peixes|ram|stier|tweelingen|kreeft|maagd|weegschaal|schorpioen|boogschutter|steenbok|waterman|vissen|ariete|toro|gemelli|cancro|leone|vergine|bilancia|scorpione|sagittario|capricorno|acquario|pesci)";
const BODY =
  "(?:sun|moon|rising|ascendant|venus|mars|mercury|jupiter|saturn|sonne|mond|aszendent|merkur|soleil|lune|ascendant|mercure|saturne|sol|luna|ascendente|mercurio|saturno|lua|zon|maan|sole|sign|sternzeichen|signe|signo|segno|teken|sterrenbeeld)";
const PERSON =
  "(?:man|woman|men|women|guy|girl|boy|partner|boyfriend|girlfriend|husband|wife|friend|boss|baby|child|kid|son|daughter|mom|dad|season|energy|placement|placements|stellium|traits?|people|mann|frau|saison|homme|femme|hombre|mujer|homem|mulher|uomo|donna|vrouw)";

/**
 * The zodiac's Cancer ("Krebs", "Cancro") is the disease's name too: a sign named as a sign is
 * cut out before the concepts are matched, so "I'm a Cancer, will I find love?" is ordinary.
 */
export const ASTRO_HARMLESS: readonly string[] = [
  `${BODY} (?:in|im|en|em|in de|nel|in het|dans le|no|na|a|an|de) ${SIGN}`,
  `${SIGN} (?:${BODY}|${PERSON}|and|und|et|y|e|en|or|oder|ou|o|of|vs|versus|with|mit|avec|con|com|met)`,
  `(?:and|und|et|y|e|en|or|oder|ou|o|of|vs|with|mit|avec|con|com|met|a|an|as|am|ein|eine|als|un|une|uno|una|um|uma|een|du|de|ist|bin|soy|sou|sono|suis|ben|is|sind) ${SIGN}(?! (?:diagnosis|treatment|cells?|patient|zellen|behandlung|diagnose|patienten|traitement|tratamiento|tratamento|cura|terapia))`,
  `${SIGN}s (?:are|like|love|hate)`,
];
