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
    // ADR 048: words of the training parts' no-reading questions that no cue above held.
    "gestorben|starb|verdriet|stierf|overleed|overlijd\\w*|faleceu|falecid\\w*|morreu|murio|e morto|e morta|ingeslapen|eingeschlafert|reincarn\\w*|reencarn\\w*|gereincarneerd|beerdigt|enterr\\w*|veglia funebre|deces",
  ].join("|"),
  "death-or-illness": [
    "die|dies|dying|death|dead|how long (?:does|do|has|have) (?:\\w+ ){1,3}(?:have|got|left)|cancer|tumou?r|chemo\\w*|surgery|operation|hospital\\w*|icu|ill|illness|sick|disease|recover\\w*|coma|stroke|heart attack|biops\\w*|prognos\\w*|terminal",
    "stirbt|sterben|tod|krebs|operation|krankenhaus|klinik|krank\\w*|genes\\w*|chemo\\w*|intensiv\\w*",
    "mourir|meurt|mort|cancer|operation|hopital|malad\\w*|guer\\w*|chimio\\w*|reanimation",
    "morir|muere|muerte|cancer|operacion|cirugia|hospital|enferm\\w*|recuper\\w*|quimio\\w*|uci",
    "morrer|morre|morte|cancer|operacao|cirurgia|hospital|doen\\w*|recuper\\w*|quimio\\w*|uti",
    "sterven|sterft|dood|kanker|operatie|ziekenhuis|ziek\\w*|beter worden|herstel\\w*|chemo\\w*",
    "morire|muore|morte|cancro|tumore|operazione|intervento|ospedale|malat\\w*|guari\\w*|chemio\\w*",
    // ADR 048: illnesses and their words in the training parts' no-reading questions.
    "palliati\\w*|paliativ\\w*|hospice|remission|remissao|remision|remissione|leu[ck]\\w*mi\\w*|leucem\\w*|lymphom\\w*|linfom\\w*|\\w*krebs|\\w*kanker|tumeur\\w*|\\w*tumor\\w*|transplant\\w*|trapiant\\w*|greffe|bypass\\w*|dialys\\w*|dialis\\w*|alzheimer\\w*|parkinson\\w*|scleros\\w*|sclerosi|esclerose|covid\\w*|maligno|maligne|kwaadaardig|bosartig|radiother\\w*|radioterap\\w*|bestraling|operiert|geopereerd|operer|operar|verpleeghuis|pflegeheim|ehpad|maison de retraite|casa de repouso|casa di riposo|nursing home|heart failure|kidney failure|nierenversagen|nierfalen|insuffisance|insuficiencia|insufficienza|doctor|arzt|medecin|dokter|huisarts|resonancia|irm|pneumon\\w*|polmonit\\w*|neumonia|schlaganfall|beroerte|herseninfarct|ictus|infarct\\w*|infarto|herzinfarkt|koma|rianimazione|intensive care|outlive|overleeft|uberlebt|survivre|sobreviv\\w*|sopravviv\\w*",
  ].join("|"),
  pregnancy: [
    "pregnan\\w*|baby|babies|conceiv\\w*|fertil\\w*|ivf|miscarr\\w*|due date|boy or girl",
    "schwanger\\w*|baby|kinderwunsch|fehlgeburt|befrucht\\w*",
    "enceinte|grossesse|bebe|fausse couche|fiv|fertilit\\w*",
    "embaraz\\w*|bebe|aborto|fertilidad|fiv|quedarme en cinta",
    "gravid\\w*|bebe|neném|aborto|fertilidade|fiv",
    "zwanger\\w*|baby|miskraam|ivf|vruchtbaar\\w*",
    "incinta|gravidanza|bambino|aborto|fecondazione|fertilit\\w*",
    // ADR 048: from the training parts' no-reading questions (no "twins": Gemini is "Zwillinge", "Gemelli", "Tweelingen").
    "embry\\w*|infertil\\w*|onvruchtbaar|unfruchtbar|esteril\\w*|sterile|engravid\\w*|concevoir|concebir|concepire|zwangerschap|ultraschall|ecografi\\w*|echografi\\w*|ultrasound|prematur\\w*|uitgerekend|hcg|fehlgeburt\\w*|terugplaatsing|junge oder madchen|garcon ou fille|nino o nina|menino ou menina|jongen of meisje|maschio o femmina",
  ].join("|"),
  medication: [
    "pills?|meds|medication|medicine|antidepress\\w*|dose|dosage|prescri\\w*|ssri\\w*|insulin|treatment|therapy|chemo\\w*",
    "tablette\\w*|medikament\\w*|antidepress\\w*|dosis|absetzen|behandlung|therapie",
    "medicament\\w*|cachet\\w*|traitement|antidepress\\w*|dose|pilule",
    "pastilla\\w*|medicament\\w*|medicacion|antidepres\\w*|dosis|tratamiento",
    "remedio\\w*|medicament\\w*|medicacao|antidepress\\w*|dose|tratamento|comprimido\\w*",
    "pil\\w*|medicijn\\w*|medicatie|antidepress\\w*|dosis|behandeling",
    "pastigli\\w*|farmac\\w*|medicin\\w*|antidepress\\w*|dose|terapia|cura",
    // ADR 048: medicines named in the training parts' no-reading questions.
    "sertralin\\w*|escitalopram|citalopram|fluoxetin\\w*|paroxetin\\w*|venlafaxin\\w*|quetiapin\\w*|prozac|xanax|zoloft|lexapro|lithium|litio|ritalin\\w*|concerta|ozempic|cortison\\w*|prednison\\w*|levothyrox\\w*|levotiroxin\\w*|eutirox|insulin\\w*|antibiot\\w*|benzos?|clonazepam|rivotril|oxazepam|diazepam|lorazepam|valium|depakin\\w*|statins?|\\w*pillen|\\w*tabletten|anxiolyti\\w*|ansiolitic\\w*|psychiat\\w*|psiquiatr\\w*|psichiatr\\w*|hormon\\w*|hormoontherap\\w*|taper\\w*|auszuschleichen|ausschleichen|absetz\\w*|weglassen|scalare",
  ].join("|"),
  diagnosis: [
    "diagnos\\w*|adhd|autis\\w*|bipolar|dementia|diabet\\w*|lump|symptom\\w*|test results?|scan|mri|blood test|do i have|disorder",
    "diagnose|adhs|autis\\w*|demenz|diabet\\w*|knoten|symptom\\w*|befund|habe ich|storung",
    "diagnost\\w*|tdah|autis\\w*|demence|diabet\\w*|grosseur|symptom\\w*|resultats|est ce que j ai|trouble",
    "diagnost\\w*|tdah|autis\\w*|demencia|diabet\\w*|bulto|sintoma\\w*|resultados|trastorno",
    "diagnost\\w*|tdah|autis\\w*|demencia|diabet\\w*|caroco|sintoma\\w*|exames?|transtorno",
    "diagnose|adhd|autis\\w*|dementie|diabet\\w*|knobbel|symptom\\w*|uitslag|heb ik|stoornis",
    "diagnos\\w*|adhd|autis\\w*|demenza|diabet\\w*|nodulo|sintom\\w*|esami|disturbo",
    // ADR 048: diagnoses named in the training parts' no-reading questions.
    "depress\\w*|depressao|depresion|bipola\\w*|dislessi\\w*|dyslex\\w*|dislex\\w*|dyslect\\w*|endometrio\\w*|melanom\\w*|moedervlek|grain de beaute|celiac\\w*|celiach\\w*|zoliakie|glaucom\\w*|fibromial\\w*|thyro\\w*|schilddru\\w*|schildklier|tiroide|tireoide|tinnitus|ulcer\\w*|ptsd|ocd|anxiety disorder",
  ].join("|"),
  legal: [
    "court|court case|lawsuit|sue|suing|custody|trial|judge|lawyer|attorney|verdict|appeal (?:the|my|his|her)|guilty|plead|visa|asylum|deport\\w*|prison sentence|prison|jail|divorce",
    "gericht|prozess|klage|sorgerecht|anwalt|richter|urteil|berufung|schuldig|visum|asyl|abschieb\\w*|gefangnis|scheidung",
    "tribunal|proces|plainte|garde|avocat|juge|verdict|appel|coupable|visa|asile|expuls\\w*|prison|divorce",
    "juicio|demanda|custodia|abogad\\w*|juez|sentencia|apelacion|culpable|visa|asilo|deport\\w*|carcel|divorcio",
    "tribunal|processo|guarda|advogad\\w*|juiz|sentenca|recurso|culpad\\w*|visto|asilo|deport\\w*|prisao|divorcio",
    "rechtbank|rechtszaak|voogdij|advocaat|rechter|vonnis|hoger beroep|schuldig|visum|asiel|uitgezet|gevangenis|scheiding",
    "tribunale|causa|processo|affidamento|avvocat\\w*|giudice|sentenza|appello|colpevole|visto|asilo|espuls\\w*|carcere|divorzio",
    // ADR 048: the law's words in the training parts' no-reading questions ("hearing", "appeal",
    // "audience" and "proces" alone stay out: everyday words in English or Dutch).
    "\\w*gericht\\w*|sorgerecht\\w*|poursuit\\w*|tribunal\\w*|juri|jury|udienza|audiencia|zitting|verhandlung|julgamento|convicted|verurteilt|condenad\\w*|condannat\\w*|veroordeeld|bewahrung|probation|parole|knast|galera|cadeia|restraining order|kontaktverbot|ordine restrittivo|asyl\\w*|asiel\\w*|aufenthalt\\w*|verblijfsvergunning|residence permit|work permit|titre de sejour|soggiorno|naturali[sz]ation|einburgerung|citizenship|cittadinanza|nacionalidad|nacionalidade|staatsburgerschaft|nationalite|abgeschoben|uitzetting|herencia|heranca|erbschaft|testament\\w*|eredita|nalatenschap|unfair dismissal|prud hom\\w*|kantonrechter",
  ].join("|"),
};
