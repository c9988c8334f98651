import type { Lexicon } from "./types.ts";

// Elisions are split by the normaliser: "j'ai" is "j ai", "m'a frappée" is "m a frappee".
const KIN =
  "(?:mere|maman|pere|papa|parents|grand mere|grand pere|mamie|papi|papy|grands parents|frere|soeur|fils|fille|enfant|bebe|mari|femme|epoux|epouse|copain|copine|conjoint|conjointe|compagnon|compagne|partenaire|ami|amie|oncle|tante|cousin|cousine|neveu|niece|petit fils|petite fille|chien|chat|patron|patronne|collegue|voisin|voisine|ex|beau pere|belle mere)";
const MY = "(?:mon|ma|mes|notre|nos)";
const ABUSER =
  "(?:il|elle|ils|mon (?:mari|copain|conjoint|compagnon|partenaire|pere|beau pere|frere|oncle|ex|patron|fils|petit ami)|ma (?:femme|copine|conjointe|compagne|partenaire|mere|belle mere|soeur|tante|ex|petite amie)|mes parents)";
const PILLS =
  "(?:cachets|comprimes|pilules|medicaments|doliprane|dafalgan|efferalgan|paracetamol|ibuprofene|aspirine|somniferes|antidepresseurs|anxiolytiques|xanax|lexomil|insuline|gelules)";

export const FR: Lexicon = {
  lang: "fr",
  stopwords: [
    "je",
    "j",
    "est",
    "le",
    "la",
    "les",
    "et",
    "de",
    "du",
    "des",
    "mon",
    "ma",
    "mes",
    "que",
    "qui",
    "pas",
    "ne",
    "un",
    "une",
    "pour",
    "dois",
    "devrais",
    "quand",
    "va",
    "vais",
    "suis",
    "moi",
    "me",
    "il",
    "elle",
    "plus",
    "avec",
    "tout",
    "ce",
    "ai",
    "au",
    "en",
    "est ce",
    "on",
    "mais",
  ],
  harmless: [
    "(?:mourir|meurs|mort|morte|morts|crever|creve) (?:de|d) (?:rire|faim|envie|curiosite|ennui|honte|chaud|froid|fatigue|trouille|peur)",
    "mort de rire|mdr|je meurs d envie|meurt d envie|a mourir d ennui|mortellement ennuyeux",
    "(?:mon patron|ma patronne|ma mere|maman|mon pere|papa|mes parents|mon chef|ma cheffe|ma femme|mon mari|il|elle|ils|elles|ca|ce|tu) (?:va|vont|veut|vas|aller) me tuer",
    "(?:ca|ce \\w+|cette \\w+|il|elle|tu) me tue(?: de rire)?",
    "tuer le temps|tue l amour|(?:je )?(?:boufferais|mangerais|tuerais pour) (?:une|un|des) (?:pizza|burger|kebab|biere|cafe)",
    "(?:rompre|casser|en finir|finir|terminer|arreter) avec (?:mon|ma|lui|elle|mon copain|ma copine|cette relation|notre relation)",
    "(?:je ne suis pas|pas) suicidaire",
  ],
  crisis: {
    "self-harm": [
      "je suis (?:\\w+ ){0,2}(?:un fardeau|un poids|de trop)",
      "(?:veux|voudrais|envie de|aimerais|souhaite|souhaiterais|reve de) (?:(?!(?:not|never|nicht|nie|kein|pas|jamais|no|nunca|nao|niet|nooit|geen|non|mai)\\b)\\w+ ){0,3}(?:mourir|disparaitre (?:pour toujours|a jamais|pour de bon)|ne plus me reveiller|ne plus exister|ne plus etre la|me tuer|me suicider|en finir|crever)",
      "(?:moyen|facon|methode|maniere) (?:\\w+ ){0,2}(?:indolore|rapide|facile|sans douleur|sure?) (?:de|pour) (?:mourir|me tuer|en finir|me suicider)|comment (?:me tuer|me suicider|en finir|mourir sans)",
      "je (?:n en peux|ne tiens|n y arrive|ne supporte) plus|j en peux plus|plus la force|je veux plus rien",
      "(?:dormir|m endormir) et (?:ne )?(?:plus|jamais|pas) (?:\\w+ )?(?:me )?reveiller|(?:plus jamais|jamais plus) me reveiller|plus me reveiller",
      "personne (?:ne )?(?:me )?(?:remarquerait|regretterait|manquerait|verrait|s en rendrait compte|pleurerait)|si je (?:disparaissais|mourais|n etais plus la|partais pour toujours)",
      "lettres? d adieu|a quoi bon (?:continuer|vivre|me lever|tout ca|rester en vie)",
      "combien (?:\\w+ ){0,5}(?:pour mourir|pour en finir|pour ne plus me reveiller|mortel\\w*|letal\\w*)",
      "en finir avec (?:la vie|ma vie|mes jours|tout|l existence|moi)",
      "suicid\\w*|me (?:tuer|suicider|faire du mal|blesser|couper|scarifier|pendre|jeter (?:sous|du|d un|par)|tirer une balle|noyer|empoisonner|foutre en l air|supprimer)|scarif\\w*|automutil\\w*|me taillade\\w*",
      "mettre fin (?:a|à) (?:mes jours|ma vie|tout|mon existence)|en finir(?: avec (?:la vie|tout|moi|ma vie|mes jours|tout ca|l existence))?$|en finir (?:ce soir|aujourd hui|maintenant|une bonne fois|pour de bon)|(?:veux|vais|voudrais|envie d|pense a|compte) en finir",
      "(?:envie de|veux|voudrais|aimerais|prefererais|souhaite|j ai envie de|j aimerais) (?:juste |simplement )?(?:mourir|etre mort|etre morte|disparaitre|dormir pour toujours|ne plus me reveiller|ne plus exister|ne plus etre la|partir pour toujours|en finir)",
      "(?:ne )?(?:veux|voudrais) plus (?:vivre|exister|etre la|me reveiller)|(?:ne )?plus envie de vivre|pas envie de (?:vivre|me reveiller)|ne (?:plus|jamais) me reveiller|marre de (?:la vie|vivre|tout)|fatigue de vivre|lasse? de vivre",
      "(?:personne ne|nul ne) (?:me )?(?:regretterait|remarquerait|manquerait|pleurerait)|personne ne remarquerait (?:si|mon)|je (?:ne )?manquerais a personne|(?:un|le) fardeau pour|je suis (?:un fardeau|de trop|un poids)|(?:seraient|serait|sera|seront) mieux sans moi",
      "(?:sauter|me jeter) (?:du|d un|de la|depuis|par|sous) (?:pont|toit|immeuble|fenetre|balcon|falaise|train|metro)",
      `(?:combien|quelle dose) (?:de )?(?:\\w+ )?${PILLS} (?:pour mourir|faut il|sont mortels|pour en finir|pour ne plus)|(?:avaler|prendre) (?:toute? |tous )?(?:la boite|les|mes) ${PILLS}(?: d un coup| ce soir)?`,
      "la vie (?:n a plus|na plus|n a pas|na pas) de sens|aucune raison de vivre|rien (?:ne )?me retient|plus aucune raison|je n en peux plus|j en peux plus|je ne tiens plus|je (?:donne|distribue) (?:toutes )?mes affaires|lettre d adieu|dire adieu a tout le monde",
    ],
    abuse: [
      "me surveille|m interdit de (?:voir|sortir|travailler|parler)|(?:prend|prends|garde|confisque|controle) (?:mon|mes) (?:argent|telephone|portable|papiers|carte|salaire)",
      `${ABUSER} (?:\\w+ ){0,3}(?:me|m) (?:frappe|frappait|bat|battait|a frappe\\w*|a battu\\w*|menace|menacait|a menace\\w*|viole|a viole\\w*|etrangle|a etrangle\\w*|pousse|a pousse\\w*|enferme|a enferme\\w*|controle|force|oblige|a force\\w*|fait du mal|fait peur|insulte|humilie|gifle|a gifle\\w*|cogne|tape|touche|a touche\\w*|agresse|a agresse\\w*)`,
      "violences? conjugales?|violence domestique|(?:j ai ete|ete|ai ete|me suis fait) (?:violee?|agressee?|battue?|frappee?)|viol\\b|abus\\w* sexuel\\w*|agression sexuelle|inceste|emprise",
      `peur (?:de|d) (?:${MY} (?:mari|copain|conjoint|compagnon|pere|mere|beau pere|ex|parents)|lui|elle|rentrer(?: chez moi| a la maison)?)`,
      "menace de (?:me tuer|me frapper|prendre les enfants)|(?:ne me laisse|me laisse) pas (?:sortir|partir|voir mes|travailler)|me prend (?:mon argent|mon telephone|mes papiers)",
    ],
    "child-in-danger": [
      "(?:enfant|fils|fille|bebe|petit frere|petite soeur) (?:est|a ete) (?:battu|battue|frappe|frappee|maltraite|maltraitee|abuse|abusee|touche|touchee)|maltraitance|pedo\\w*",
      "(?:j ai|jai) (?:1[0-7]|[5-9]|douze|treize|quatorze|quinze|seize|dix sept) ans.{0,80}(?:plus age|adulte|homme|prof|entraineur|oncle|secret|nudes|photos|rencontrer|touche|frappe)",
      "(?:homme|adulte|mec) (?:plus age|adulte|de \\d\\d ans)|photos (?:nue|nues|denudees)|nudes|(?:le dire|rien dire|en parler) a (?:personne|mes parents)",
      "peur de (?:faire du mal|blesser|secouer) (?:a )?(?:mon|mes|ma) (?:bebe|enfant|enfants)",
    ],
    violence: [
      "(?:vais|veux|envie de|voudrais|compte|pense) (?:\\w+ ){0,3}(?:le|la|les|l) (?:tuer|buter|poignarder|etrangler|empoisonner|descendre|tabasser|cramer|planter)|(?:tuer|buter|poignarder|planter|empoisonner) (?:mon|ma|mes|ce|cette|mon ex|mon voisin)",
      "(?:vais|veux|envie de|voudrais|pense a) (?:le|la|les) (?:tuer|buter|poignarder|etrangler|empoisonner|descendre)|(?:tuer|buter|poignarder) (?:mon|ma|quelqu un|tout le monde|mes)",
    ],
    "medical-emergency": [
      "douleur (?:\\w+ ){0,2}(?:dans la|a la|sur la) poitrine|mal (?:\\w+ )?a la poitrine",
      "douleur (?:dans la|a la|sur la|thoracique|au thorax)(?: poitrine)?|mal (?:a|au|dans) (?:la poitrine|thorax|le thorax|le coeur)|poitrine (?:serree|oppressee|qui serre|qui brule)|oppression (?:dans|a) la poitrine|crise cardiaque|infarctus|arret cardiaque",
      "avc|accident vasculaire|visage (?:qui tombe|paralyse|de travers)|bouche (?:de travers|tordue)|(?:parle|parlait) (?:mal|bizarrement)|bras (?:gauche )?(?:engourdi|qui picote|fourmille|paralyse)|fourmillements? dans le bras",
      "(?:ne|n) respire (?:plus|pas)|(?:n arrive|narrive|j arrive) (?:pas|plus) a respirer|(?:du mal|peine) a respirer|etouffe|levres bleues",
      `(?:ai|a|avons) (?:pris|avale|avaler) (?:\\d+|trop de|plein de|tous mes|toutes mes|toute la boite de|une boite (?:entiere )?de|la boite de) (?:\\w+ )?${PILLS}|surdose|overdose|intoxication|empoisonne\\w*`,
      "inconscient\\w*|ne se reveille pas|evanoui\\w* et|convulsion\\w*|crise d epilepsie|saigne (?:beaucoup|abondamment|enormement)|hemorragie|choc anaphylactique|appeler le (?:15|samu|112)|le samu",
    ],
    "eating-disorder": [
      "(?:ne )?mange (?:plus|rien) depuis",
      "anorexi\\w*|boulimi\\w*|hyperphagi\\w*|trouble\\w* (?:du comportement )?alimentaire\\w*|(?:je )?me fais vomir|vomir apres (?:les repas|avoir mange|chaque repas|manger)|(?:pas|rien) mange depuis (?:\\d+|des|plusieurs|trois|deux|une semaine)|je ne mange plus|laxatifs pour maigrir|je m affame",
    ],
  },
  threats: [
    "me tuer(?: \\w+){0,2} si je (?:pars|le quitte|la quitte|m en vais|parle|porte plainte)|(?:va|vais|veut) me tuer si",
  ],
  noReading: {
    "death-or-illness": [
      `${KIN} (?:\\w+ ){0,4}(?:mourir|meurt|mourra|mourant|mourante|survivre|survivra|guerir|guerira|s en sortir|s en sortira|se remettre|se remettra)`,
      `(?:quand|est ce que|va t|combien de temps) (?:${MY} )?${KIN} (?:va|vont|va t (?:il|elle)|vivra|mourra|va mourir|guerira|survivra|s en sortir|a encore|reste)|${MY} ${KIN} (?:va|vat il|va t il|va t elle) (?:mourir|guerir|survivre|s en sortir)|(?:mourir|mourra|deces de) ${MY} ${KIN}`,
      `${MY} ${KIN} (?:a|est atteint\\w* d un|est atteint\\w* de|est en|est a l|est malade|est mourant\\w*|est en fin de vie|est en soins palliatifs|est dans le coma|est|a un|a une) (?:cancer|tumeur|alzheimer|demence|hopital|reanimation|coma|soins intensifs|grave|gravement malade|condamne\\w*|mourant\\w*|malade|en fin de vie|soins palliatifs|atteint\\w*)`,
      "quand (?:vais je|est ce que je vais|je vais) mourir|comment (?:vais je|je vais) mourir|date de ma mort|l annee de ma mort",
    ],
    pregnancy: [
      "(?:avoir|attendre|perdre|garder) (?:un |le |mon |notre |un deuxieme )?(?:bebe|enfant)|(?:vais je|vais|est ce que je vais|allons nous|on va) (?:avoir|attendre) (?:un |le )?(?:bebe|enfant)|(?:j attends|elle attend|nous attendons) (?:un |le )?(?:bebe|enfant)|(?:regles|regle) (?:en retard|ne (?:viennent|sont) pas)|retard de regles|embryon\\w*|ovulation|test de grossesse|procreation",
      "enceinte|grossesse|fausse couche|avortement|ivg|fiv|fertilite|tomber enceinte|garder le bebe|test positif",
    ],
    medication: [
      "(?:arreter|stopper|diminuer|augmenter|sauter|prendre|commencer) (?:\\w+ ){0,2}(?:traitement|cachets|comprimes|pilule|dose|antidepresseurs|anxiolytiques|medocs)|medocs|effets? secondaires?|posologie",
      `${PILLS}|medicament\\w*|traitement|ordonnance|arreter (?:mon|mes|le) (?:traitement|medicament\\w*)|la pilule|vaccin\\w*`,
    ],
    diagnosis: [
      "(?:grosseur|bosse|grain de beaute|tache|eruption|plaque|kyste|saignement|sang) (?:\\w+ ){0,6}(?:grave|dangereu\\w*|maligne?|benigne?|cancer\\w*|serieu\\w*|inquietant\\w*|rien de grave)|(?:irm|scanner|radio|echographie|prise de sang|analyses? de sang|mammographie|depistage|biopsie) (?:\\w+ ){0,3}(?:bons?|mauvais|normaux|normal|resultats?|montrer|revenir|etre)|(?:medecin|docteur|generaliste|specialiste|oncologue|hopital|clinique|gyneco\\w*) (?:\\w+ ){0,4}(?:trouve|dit|pense|veut|envoye|rendez vous)|(?:qu est ce que j ai|qu ai je|suis je malade)|malade\\w*|maladie\\w*",
      "(?:j ai|ai je|est ce que j ai|aurais je) (?:un |une )?(?:cancer|tumeur|diabete|maladie)",
      "diagnostic|cancer|tumeur|symptome\\w*|biopsie|resultats? (?:d analyse|des examens|de la biopsie|du scanner|de l irm)|operation|chimio\\w*|maladie|chez le medecin|aller voir un medecin",
    ],
    legal: [
      "plaider coupable|poursuivre en justice|attaquer en justice|proprietaire (?:\\w+ ){0,3}(?:caution|expuls\\w*|tribunal)|indemnis\\w*|dommages et interets|l assurance (?:va )?(?:payer|rembourser)|permis (?:de conduire )?(?:suspendu|retire|annule)|temoin",
      "(?:gagner|perdre|gagnerai|perdrai|gagne|perds) (?:le |mon |ce |notre |l )?(?:proces|affaire|dossier|recours|appel|litige|jugement)|jugement|audience|proces|procedure\\w*|litige|prud ?hommes|condamn\\w*|acquitt\\w*|sursis|amende|caution|garde a vue|casier judiciaire|mis en examen|inculp\\w*|temoign\\w*|recours|faire appel|mon appel|naturalisation|nationalite|carte de sejour|papiers|regularisation|testament|heritage|succession|expuls\\w*|huissier",
      "proces|avocat|avocate|tribunal|juge|plainte|porter plainte|garde (?:des|de mes) enfants|garde alternee|divorce|prison|condamne|titre de sejour|expulsion|visa|signer (?:le|ce) contrat|est ce legal|c est legal|police",
    ],
    grief: [
      `${MY} (?:\\w+ )?${KIN} (?:est|sont)? ?(?:mort|morte|morts|decede|decedee|parti pour toujours|nous a quittes|s est suicide\\w*)|(?:deces|mort|perte|enterrement) (?:de|d) ${MY} ${KIN}|(?:perdu|perdre) ${MY} ${KIN}|deuil|funerailles|enterrement|obseques|au paradis|au ciel|l au dela|un signe de (?:lui|elle|mon|ma)|defunt\\w*|feu mon|feue ma`,
    ],
  },
  unclear: [
    "(?:ca|est ce que ca|cela) vaut (?:encore |vraiment )?(?:la peine|le coup) (?:de continuer|de vivre|de m accrocher|de rester|de tenir)",
    "(?:dois je |devrais je |je dois |je devrais |faut il )?y mettre fin|(?:je )?le fais(?: ou pas| ou non)?",
    "(?:est ce que je dois|est ce que je devrais|dois je|devrais je|je dois|je devrais|faut il|il faut que je) (?:tout )?(?:arreter|en finir|le faire|partir|lacher|abandonner|y aller|sauter le pas|laisser tomber|mettre fin a tout ca|m arreter|tout arreter)",
    "(?:est ce (?:que c est )?|c est|est il) (?:le moment|l heure|le temps) (?:de|d) (?:partir|arreter|en finir|lacher prise|abandonner|y aller)",
    "(?:c est|est ce) (?:fini|la fin)",
  ],
};
