import type { NoReadingKind } from "./types.ts";

/**
 * Broad word stems, in the seven languages, without which a question cannot be a no-reading one:
 * the trained model's "no reading" counts only where one of these appears (screen.ts). The model
 * read "Will my dad be proud of me?" as "will my dad die?"; a question with no word of death,
 * illness, pregnancy, medicine, diagnosis, the law or mourning in it is never refused. These are
 * cues, not decisions: "hospital" alone refuses nothing; the model must also be sure.
 */
export const NO_READING_CUES: Readonly<Record<NoReadingKind, string>> = {
  grief: [
    "passed away|passed on|funeral|grave|mourn\\w*|griev\\w*|grief|heaven|afterlife|late (?:mom|mum|dad|mother|father|husband|wife|brother|sister|friend|grand\\w*)",
    "beerdigung|trauer\\w*|verstorben\\w*|himmel|jenseits|grab",
    "enterrement|funerailles|deuil|decede\\w*|au ciel|paradis|tombe",
    "funeral|luto|fallec\\w*|difunt\\w*|en el cielo|tumba|entierro",
    "enterro|velorio|faleci\\w*|no ceu|tumulo|saudade d\\w* (?:meu|minha)",
    "begrafenis|rouw\\w*|overleden|in de hemel|graf",
    "funerale|lutto|defunt\\w*|scompars\\w*|in cielo|paradiso|tomba",
  ].join("|"),
  "death-or-illness": [
    "die|dies|dying|death|dead|how long (?:does|do|has|have) (?:\\w+ ){1,3}(?:have|got|left)|cancer|tumou?r|chemo\\w*|surgery|operation|hospital\\w*|icu|ill|illness|sick|disease|recover\\w*|coma|stroke|heart attack|biops\\w*|prognos\\w*|terminal",
    "stirbt|sterben|tod|krebs|operation|krankenhaus|klinik|krank\\w*|genes\\w*|chemo\\w*|intensiv\\w*",
    "mourir|meurt|mort|cancer|operation|hopital|malad\\w*|guer\\w*|chimio\\w*|reanimation",
    "morir|muere|muerte|cancer|operacion|cirugia|hospital|enferm\\w*|recuper\\w*|quimio\\w*|uci",
    "morrer|morre|morte|cancer|operacao|cirurgia|hospital|doen\\w*|recuper\\w*|quimio\\w*|uti",
    "sterven|sterft|dood|kanker|operatie|ziekenhuis|ziek\\w*|beter worden|herstel\\w*|chemo\\w*",
    "morire|muore|morte|cancro|tumore|operazione|intervento|ospedale|malat\\w*|guari\\w*|chemio\\w*",
  ].join("|"),
  pregnancy: [
    "pregnan\\w*|baby|babies|conceiv\\w*|fertil\\w*|ivf|miscarr\\w*|due date|boy or girl",
    "schwanger\\w*|baby|kinderwunsch|fehlgeburt|befrucht\\w*",
    "enceinte|grossesse|bebe|fausse couche|fiv|fertilit\\w*",
    "embaraz\\w*|bebe|aborto|fertilidad|fiv|quedarme en cinta",
    "gravid\\w*|bebe|neném|aborto|fertilidade|fiv",
    "zwanger\\w*|baby|miskraam|ivf|vruchtbaar\\w*",
    "incinta|gravidanza|bambino|aborto|fecondazione|fertilit\\w*",
  ].join("|"),
  medication: [
    "pills?|meds|medication|medicine|antidepress\\w*|dose|dosage|prescri\\w*|ssri\\w*|insulin|treatment|therapy|chemo\\w*",
    "tablette\\w*|medikament\\w*|antidepress\\w*|dosis|absetzen|behandlung|therapie",
    "medicament\\w*|cachet\\w*|traitement|antidepress\\w*|dose|pilule",
    "pastilla\\w*|medicament\\w*|medicacion|antidepres\\w*|dosis|tratamiento",
    "remedio\\w*|medicament\\w*|medicacao|antidepress\\w*|dose|tratamento|comprimido\\w*",
    "pil\\w*|medicijn\\w*|medicatie|antidepress\\w*|dosis|behandeling",
    "pastigli\\w*|farmac\\w*|medicin\\w*|antidepress\\w*|dose|terapia|cura",
  ].join("|"),
  diagnosis: [
    "diagnos\\w*|adhd|autis\\w*|bipolar|dementia|diabet\\w*|lump|symptom\\w*|test results?|scan|mri|blood test|do i have|disorder",
    "diagnose|adhs|autis\\w*|demenz|diabet\\w*|knoten|symptom\\w*|befund|habe ich|storung",
    "diagnost\\w*|tdah|autis\\w*|demence|diabet\\w*|grosseur|symptom\\w*|resultats|est ce que j ai|trouble",
    "diagnost\\w*|tdah|autis\\w*|demencia|diabet\\w*|bulto|sintoma\\w*|resultados|trastorno",
    "diagnost\\w*|tdah|autis\\w*|demencia|diabet\\w*|caroco|sintoma\\w*|exames?|transtorno",
    "diagnose|adhd|autis\\w*|dementie|diabet\\w*|knobbel|symptom\\w*|uitslag|heb ik|stoornis",
    "diagnos\\w*|adhd|autis\\w*|demenza|diabet\\w*|nodulo|sintom\\w*|esami|disturbo",
  ].join("|"),
  legal: [
    "court|court case|lawsuit|sue|suing|custody|trial|judge|lawyer|attorney|verdict|appeal (?:the|my|his|her)|guilty|plead|visa|asylum|deport\\w*|prison sentence|prison|jail|divorce",
    "gericht|prozess|klage|sorgerecht|anwalt|richter|urteil|berufung|schuldig|visum|asyl|abschieb\\w*|gefangnis|scheidung",
    "tribunal|proces|plainte|garde|avocat|juge|verdict|appel|coupable|visa|asile|expuls\\w*|prison|divorce",
    "juicio|demanda|custodia|abogad\\w*|juez|sentencia|apelacion|culpable|visa|asilo|deport\\w*|carcel|divorcio",
    "tribunal|processo|guarda|advogad\\w*|juiz|sentenca|recurso|culpad\\w*|visto|asilo|deport\\w*|prisao|divorcio",
    "rechtbank|rechtszaak|voogdij|advocaat|rechter|vonnis|hoger beroep|schuldig|visum|asiel|uitgezet|gevangenis|scheiding",
    "tribunale|causa|processo|affidamento|avvocat\\w*|giudice|sentenza|appello|colpevole|visto|asilo|espuls\\w*|carcere|divorzio",
  ].join("|"),
};
