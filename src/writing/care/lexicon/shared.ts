/**
 * Wordings that cross languages: a number of pills, a face that droops, days without food, a
 * weapon already bought, "not suicidal", a sign named as a sign. Tested on every question.
 */
import type { CrisisKind } from "./types.ts";

const PILL_WORDS =
  "(?:pills?|tablets?|capsules?|paracetamol\\w*|acetaminophen|tylenol|ibuprofen\\w*|aspirin\\w*|panadol|advil|codeine|xanax|valium|tabletten|pillen|comprimes|cachets|gelules|doliprane|dafalgan|efferalgan|pastillas|pildoras|comprimidos|pilulas|capsulas|pastiglie|pillole|compresse|tachipirin\\w*|nolotil|ben u ron|slaappillen|schlaftabletten|somniferes|somniferos|soniferos|sonniferi)";
const DAYS = "(?:days|tagen|tage|jours|dias|dagen|giorni|weeks|wochen|semaines|semanas|weken|settimane)";
const NUMBER =
  "(?:\\d+|two|three|four|five|six|seven|zwei|drei|vier|funf|deux|trois|quatre|cinq|dos|tres|cuatro|cinco|dois|duas|twee|drie|vijf|due|tre|quattro|cinque)";
const SIGN =
  "(?:aries|taurus|gemini|cancer|leo|virgo|libra|scorpio|sagittarius|capricorn|aquarius|pisces|widder|stier|zwillinge|krebs|lowe|jungfrau|waage|skorpion|schutze|steinbock|wassermann|fische|belier|taureau|gemeaux|lion|vierge|balance|scorpion|sagittaire|capricorne|verseau|poissons|tauro|geminis|escorpio|sagitario|capricornio|acuario|piscis|carneiro|touro|gemeos|caranguejo|leao|virgem|escorpiao|aquario|peixes|ram|tweelingen|kreeft|maagd|weegschaal|schorpioen|boogschutter|steenbok|waterman|vissen|ariete|toro|gemelli|cancro|leone|vergine|bilancia|scorpione|sagittario|capricorno|acquario|pesci)";
const BODY =
  "(?:sun|moon|rising|ascendant|venus|mars|mercury|jupiter|saturn|sonne|mond|aszendent|merkur|soleil|lune|mercure|saturne|sol|luna|ascendente|mercurio|saturno|lua|zon|maan|sole|sign|sternzeichen|signe|signo|segno|teken|sterrenbeeld)";
const PERSON =
  "(?:man|woman|men|women|guy|girl|boy|partner|boyfriend|girlfriend|husband|wife|friend|boss|baby|child|kid|son|daughter|mom|dad|season|energy|placement|placements|stellium|traits?|people|sun|moon|rising|mann|frau|saison|homme|femme|hombre|mujer|homem|mulher|uomo|donna|vrouw)";
const CONJ = "(?:and|und|et|y|e|en|or|oder|ou|o|of|vs|versus|with|mit|avec|con|com|met|x)";

// Dying and killing oneself, for the negated wishes above (folded spellings: no accents).
const DIE_EN =
  "die|be dead|kill my ?self|hurt my ?self|harm my ?self|end my life|commit suicide|suicide|unalive my ?self";
const DIE_DE =
  "sterben|tot sein|mich umbringen|mich toten|mir etwas antun|mir was antun|mir das leben nehmen";
const DIE_FR = "mourir|me tuer|me suicider|me faire du mal|en finir";
const DIE_ES = "morir|morirme|matarme|suicidarme|hacerme dano|quitarme la vida";
const DIE_PT = "morrer|me matar|matar me|me suicidar|suicidar me|me machucar";
const DIE_NL = "dood|sterven|dood gaan|doodgaan|zelfmoord|mezelf (?:iets )?aandoen|mezelf doden";
const DIE_IT = "morire|uccidermi|ammazzarmi|suicidarmi|farmi del male";

export const SHARED_HARMLESS: readonly string[] = [
  // The zodiac's Cancer ("Krebs", "Cancro") is the disease's name too.
  `${BODY} (?:in|im|en|em|in de|nel|in het|dans le|no|na|an) ${SIGN}`,
  `${SIGN} (?:${BODY}|${PERSON})`,
  `${SIGN} ${CONJ} (?:a |an |ein |eine |un |une |una |um |uma |een )?${SIGN}`,
  `(?:i am|im|i m|as a|as an|ich bin|bin|als|je suis|suis|soy|sou|ik ben|sono|being) (?:a |an |ein |eine |un |une |una |uno |um |uma |een )?${SIGN}`,
  `${SIGN}s (?:are|like|love|hate)`,
  // Negation: "not suicidal, just curious".
  "(?:not|never|nicht|kein|keine|pas|no soy|no estoy|nao sou|nao estou|niet|non sono|non mi sento|ne suis pas|bin nicht|ben niet) (?:\\w+ )?(?:suicid\\w*|suizid\\w*|selbstmordgefahrdet|lebensmude)",
  // A wish NOT to die, followed by an ordinary question: "I don't want to die alone", "no quiero
  // morir, solo quiero saber...", "ich will nicht sterben, sondern...". Only the wish to die is
  // negated here; "I don't want to live" is never cut out (a negation of living is a crisis).
  `(?:(?:do not|does not|did not|never|not|am not|i am not) (?:really |ever |even )?(?:want|wanna|going|plan|planning|intend|wish|trying) to|would never|will never|i will not) (?:${DIE_EN})`,
  `(?:will|mochte|moechte|wollte|werde|plane) (?:\\w+ )?nicht (?:${DIE_DE})|nicht (?:${DIE_DE}) (?:will|mochte|wollen)`,
  `(?:ne |n )?(?:veux|voudrais|vais|compte|souhaite) (?:pas|jamais) (?:${DIE_FR})|(?:pas|jamais) envie de (?:${DIE_FR})`,
  `(?:no|nunca|jamas) (?:quiero|quisiera|voy a|pienso|deseo) (?:${DIE_ES})`,
  `(?:nao|nunca|jamais) (?:quero|queria|vou|penso em|desejo) (?:${DIE_PT})`,
  `(?:wil|ga|zal|wilde) (?:\\w+ )?(?:niet|nooit) (?:${DIE_NL})|(?:niet|nooit|geen) (?:${DIE_NL}) (?:wil|gaan)`,
  `(?:non|mai) (?:voglio|vorrei|ho intenzione di|penso di|vado a) (?:${DIE_IT})`,
  // A holiday, not a vanishing.
  "(?:disappear|vanish|sumir|desaparecer|disparaitre|verschwinden|verdwijnen|sparire|scomparire|abtauchen|escape|escaper|fugir|huir|scappare|weg)(?: \\w+){0,5} (?:for a week|for the weekend|for a few days|weekend|vacation|holiday|holidays|vacances|vacaciones|ferias|vakantie|urlaub|vacanza|viaggio|trip|reis|reise|voyage|viaje|viagem|beach|praia|playa|plage|strand|spiaggia|montagna|mountains|montagne|berge|bergen|montana|montanha|island|isla|ilha|ile|insel|eiland|isola|settimana|semana|semaine|woche|week)",
];

/** Crisis wordings read in any language. */
export const SHARED_CRISIS: Partial<Record<CrisisKind, readonly string[]>> = {
  "self-harm": [
    // A wish to be dead, in any language: "I wish I were dead", "I'd rather be dead", "better
    // off dead", "ich wünschte, ich wäre tot", "ojalá estuviera muerta", "vorrei essere morto".
    "(?:wish\\w*|rather|better off|wunsch\\w*|ware (?:ich )?(?:lieber|besser)|lieber|ojala|preferiria|prefiero|quisiera|queria|preferia|gostaria de|vorrei|preferirei|preferisco|meglio|wou|wilde|liever|beter|voudrais|prefererais|aimerais|souhaite) (?:\\w+ ){0,3}(?:dead|tot|muert[oa]|mort[oa]?|morte|dood)(?! (?:tired|serious|end|line|ringer|beat|set|wrong|right|last|easy|gorgeous|quiet|silent|sea|lachen|moe|van het lachen|de rire|dal ridere|de risa|de rir))",
    // "easier if I wasn't alive", "better if I was gone", "if I were never born".
    "(?:better|easier|happier|simpler|fine|lighter) (?:\\w+ ){0,5}if i (?:was|were|am|had) (?:not (?:alive|here|around|born)|gone|dead|never (?:born|been born|here|existed))|wish i (?:had )?never (?:been born|existed|woke up)|(?:never|not) (?:to )?have been born",
    // Tired of living, in every language: "tired of life", "het leven moe", "stanca della vita".
    "(?:tired|sick|done|exhausted) (?:of|with) (?:living|life|being alive|existing|my life)|(?:het )?leven moe|levensmoe|moe van het leven|(?:mude|satt) (?:vom|des|das) leben|das leben satt|stanc[oa] della vita|cansad[oa] de la vida|cansad[oa] da vida|farto da vida|harto de la vida|(?:fatigue|las|lasse) de la vie",
    // The means ready: "I have the pills ready", "the rope is ready".
    "(?:pills|tablets|meds|rope|noose|razor|blades?|gun|tabletten|strick|cachets|corde|pastillas|cuerda|comprimidos|corda|pillen|touw|pillole|corda) (?:are |is |sind |liegen |sont |estan |estao |zijn |liggen |sono )?(?:ready|bereit|parat|pret|prete|prets|preparad[oa]s?|pront[oa]s?|klaar|pronte|pronti)",
  ],
  "medical-emergency": [
    `(?:[1-9]\\d|\\d{3}) (?:\\w+ ){0,2}${PILL_WORDS}`,
    `(?:bottle|box|pack|packet|strip|jar|flacon|boite|plaquette|packung|schachtel|caja|bote|frasco|caixa|cartela|doos|strip|pot|scatola|flacone|confezione) (?:\\w+ ){0,3}${PILL_WORDS}`,
    "(?:face|mouth|smile|cara|rosto|boca|gezicht|mond|viso|faccia|bocca|gesicht|mund|visage|bouche)(?: \\w+){0,5} (?:droop\\w*|crooked|lopsided|torcid\\w*|torto|torta|scheef|storto|storta|schief|hangt|hangend|de travers|se cae|caido|caida|ficou torto|tombe|cadente|paralys\\w*|paraliz\\w*|paralis\\w*|verlamd|gelahmt)",
    "(?:se le cae|le cuelga|descaid\\w*) (?:\\w+ ){0,4}(?:cara|boca)",
    "(?:he|she|my \\w+|grandpa|grandma|suddenly) (?:\\w+ )?(?:can not|cannot|could not|is unable to) (?:speak|talk|move (?:his|her) (?:arm|leg))|(?:no puede|no podia|nao consegue|nao conseguia|kan niet|kann nicht|n arrive plus a|narrive pas a|non riesce a|non riusciva a) (?:mas )?(?:hablar|falar|praten|spreken|sprechen|parler|parlare)",
  ],
  "eating-disorder": [
    `${NUMBER} ${DAYS} (?:without eating|without food|not eating|sin comer|sem comer|nichts|niks|niets|senza mangiare|sans manger|ohne essen|zonder eten|of not eating|of fasting)`,
    `(?:sin comer|sem comer|sans manger|senza mangiare|without eating|without food|ohne (?:zu )?essen|zonder (?:te )?eten|niks eten|nichts essen|nichts gegessen|niks gegeten|niet gegeten|mange plus|mange rien|non mangio|no como|nao como)(?: \\w+){0,6} (?:quiero seguir|quero continuar|veux continuer|voglio continuare|want to keep going|want to continue|will weitermachen|wil doorgaan|keep going|continue|bis ich|until i am|tot ik|hasta que|ate ficar|jusqu a|finche)`,
    "(?:thin|skinny|slim) enough|dunn genug|assez (?:mince|maigre)|suficientemente delgad\\w*|delgad[oa] suficiente|magr[oa] o suficiente|magr[oa] suficiente|dun genoeg|mager genoeg|abbastanza magr\\w*",
    `(?:on|im on|i am on) day ${NUMBER} (?:of )?(?:no food|not eating|without food|fasting|water fast\\w*)|how long can (?:you|i|a person|someone) (?:go|survive|last|live) without (?:food|eating)|day ${NUMBER} (?:of|without) (?:eating|food)`,
  ],
  violence: [
    "(?:messer|waffe|pistole|mes|wapen|pistool|couteau|arme|coltello|cuchillo|navaja|faca) (?:gekauft|besorgt|gekocht|geregeld|dabei|bij me|achete|comprato|comprado)\\b.{0,60}(?:ihn|sie|nachbar|ex|chef|sehen|hem|haar|buurman|lui|lei|vicino|lesson|lecon|lezione|leccion|licao|heute|vanavond|ce soir|stasera|esta noche|hoje)",
    "(?:already|al|ya|gia|schon|deja|ja) (?:\\w+ ){0,2}(?:knife|mes|navaja|cuchillo|coltello|messer|couteau|faca|gun|pistol\\w*|arma|wapen|waffe|rope)",
    "(?:bought|got|have|grabbed|sharpened|carrying|brought|gekauft|besorgt|achete|compre|comprei|gekocht|comprato) (?:a |my |the |ein |een |un |una |uma |il |nen |einen )?(?:knife|gun|weapon|machete|axe|rifle|pistol|messer|waffe|pistole|couteau|arme|cuchillo|navaja|pistola|faca|arma|mes|wapen|pistool|coltello)\\b.{0,60}(?:him|her|them|lesson|pay|neighbou?r|ex|boss|kill|tonight|teach|revenge|hurt|show|sehen|nachbar|lecon|voisin|vecino|vizinho|buurman|vicino|lezione|leccion|licao|lesje)",
  ],
};
