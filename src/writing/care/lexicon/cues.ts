import type { NoReadingKind } from "./types.ts";

/*
 * ADR 059: the people (and pets) a time-left or mourning question is about, per language, so that
 * "wie lange hat oma noch" is a cue and "wie lange hat der laden noch offen" is not.
 */
const KIN = {
  en: "(?:grand\\w*|gran|granny|nan|nana|nanna|dad|daddy|mum|mom|mother|father|husband|wife|brother|sister|son|daughter|baby|uncle|aunt|auntie|cousin|friend|partner|boyfriend|girlfriend|dog|cat|horse|rabbit|\\w+ (?:dad|mum|mom))",
  de: "(?:oma|opa|uroma|uropa|gro(?:ss|s)mutter|gro(?:ss|s)vater|mama|papa|mutter|vater|mann|frau|bruder|schwester|sohn|tochter|onkel|tante|freund|freundin|schwieger\\w+|hund|katze|pferd|kater)",
  fr: "(?:grand mere|grand pere|mamie|papy|papi|mamy|mere|pere|maman|papa|mari|femme|frere|soeur|fils|fille|oncle|tante|parrain|marraine|ami|amie|copain|copine|chien|chat|cheval)",
  es: "(?:abuel\\w*|mama|papa|madre|padre|marido|esposo|esposa|mujer|hermano|hermana|hijo|hija|tio|tia|amigo|amiga|novio|novia|suegr\\w*|perro|perrito|gato|gatito|caballo)",
  pt: "(?:avo|avozinha|vovo|vo|mae|pai|marido|esposa|mulher|irmao|irma|filho|filha|tio|tia|tia avo|amigo|amiga|namorado|namorada|sogr\\w*|padrasto|madrasta|cao|cachorro|gato|cavalo)",
  nl: "(?:oma|opa|overgrootmoeder|overgrootvader|moeder|vader|mama|papa|man|vrouw|broer|zus|zoon|dochter|oom|tante|vriend|vriendin|schoon\\w+|hond|kat|paard|konijn)",
  it: "(?:nonn\\w*|bisnonn\\w*|prozi\\w*|mamma|papa|madre|padre|marito|moglie|fratello|sorella|figlio|figlia|zio|zia|amico|amica|fidanzat\\w*|suocer\\w*|cane|gatto|cavallo)",
};

/** "Passed" as a death, not as passing a test, a person in the street or out (fainting). */
const PASSED = "passed(?! (?:me|us|him|them|by|the|an?|my|his|her|their|your|our|out|it)(?![a-z0-9]))";

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
    // ADR 059: the dead spoken of without a word of death, bound to a person where the words are
    // everyday ones ("since my dad passed", "depuis que papy est parti", "kijkt opa mee van boven").
    `(?:since|after|when|who|that) (?:\\w+ ){0,2}(?:${PASSED}|died)|${KIN.en} (?:who |that )?(?:${PASSED}|died)|lost (?:my|our) (?:\\w+ )?${KIN.en}|pain of losing|after this life|at peace now|(?:watching|looking down) (?:over |on )?(?:me |us )?from (?:up there|above|heaven)|todestag|${KIN.de} (?:ist )?(?:jetzt |schon )?tot|wiedergeboren|(?:depuis que|quand) (?:\\w+ ){0,2}est partie?|est partie? (?:si jeune|trop tot)|de la haut|(?:est|repose) en paix|desde que se fue (?:mi|nuestro|nuestra) ${KIN.es}|sufrio al final|despues de esta vida|(?:desde que|quando) (?:\\w+ ){0,2}partiu|antes de partir|la de cima|sofreu no (?:fim|final)|er niet meer is|mee van boven|verongelukt|${KIN.nl} verloren|gestorven|geest van|na dit leven|se n e andata|lassu|dopo questa vita`,
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
    // ADR 059: another's time left, said without a word of death ("will grandpa make it to
    // christmas", "wie lange hat oma noch", "quanto tempo gli resta a mio nonno"), bound to a
    // person; and illnesses the lists above lack, from the training parts' uncued questions.
    `${KIN.en} (?:\\w+ )?(?:make it|makes it|pull through|live|survive) (?:to|through|past|until|till|another)|pass away|going to pass|gonna pass|(?:will|is) (?:my |our )?(?:\\w+ )?${KIN.en} (?:still )?(?:be )?alive|how (?:long|many (?:years|months)) (?:does|do|has|have|will) (?:my |our )?(?:\\w+ )?(?:${KIN.en}|he|she) (?:\\w+ ){0,3}(?:left|to live)|(?:her|his) time is (?:coming|near|up)|kick the bucket|is this (?:her|his|its) last|(?:her|his|its) last (?:days|weeks|summer|winter|christmas|birthday)|end of (?:her |his )?life|walk again|seizures?|epilep\\w*|migraines?|arthritis|lupus|asthma|eczema|psoriasis|copd|immunotherap\\w*`,
    `${KIN.de} (?:den \\w+ )?noch erleben|schafft es (?:mein\\w* |unser\\w* )?${KIN.de} noch|noch lange zu leben|wie lange (?:hat|lebt) (?:mein\\w* |unser\\w* )?${KIN.de} noch|wie alt wird (?:mein\\w*|unser\\w*) ${KIN.de}|abschied nehmen|sterbedatum|bandscheib\\w*|rheuma\\w*|drusenfieber|pfeiffer\\w*|wieder laufen|abgebaut`,
    `(?:il|elle) lui reste|combien de temps (?:il |elle )?(?:lui )?reste|verra pas (?:le|la|les|son|sa|noel)|va (?:t il |t elle )?tenir jusqu|phase terminale|fin de vie|partir (?:avant|bientot)|partira avant|hernie|asthme|la mono|mononucleose|perd la memoire|oublier nos`,
    `(?:cuanto|cuanto tiempo) (?:de vida )?le queda a (?:mi |nuestro |nuestra )?${KIN.es}|le queda de vida|cuanto vivira|(?:llegara|aguantara) (?:hasta|a su)|sale vivo|quirofano|malito|otitis|artritis|apnea|volver a caminar`,
    `quanto tempo de vida|quanto tempo (?:\\w+ ){0,2}(?:o |a )?(?:meu|minha) (?:\\w+ )?${KIN.pt} (?:ainda )?(?:tem|vive)|lhe resta|passa do natal|passa desse ano|aguenta ate|aguentar ate|vai resistir|internad\\w*|chamar a familia|bronquite|enxaqueca|voltar a andar`,
    `hoe lang (?:heeft|leeft) (?:mijn |ons |onze |de )?${KIN.nl} nog|haalt (?:hij|ze|zij) het|gaat (?:hij|ze|zij) heen|einde nadert|beademing|euthanasie|hernia|blaasontsteking|copd|hersenvliesontsteking|weer lopen`,
    `quanto tempo (?:gli|le) resta a (?:mio |mia )?${KIN.it}|(?:gli|le) resta (?:ancora )?da vivere|resta ancora (?:tanto|poco) a|arriva a (?:vedere|natale|pasqua|\\d+ anni)|se ne va\\b|ultima estate|gotta|asma|ernia|epiless\\w*|camminare di nuovo`,
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
    // ADR 059: trying for a child and its clinics, from the training parts' uncued questions.
    "sperm count|sperm\\w* (?:test|quality)|(?:wife|partner|girlfriend|she|we) (?:is |are |s |re )?expecting|insemina\\w*|icsi|pma|fivet|embryo transfer|il transfer|on essaie|sale de cuentas|nene o nena|prenada|abortendo|kindje|kind ein (?:madchen|junge)|zu fruh kommen|vai dar positivo",
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
    // ADR 059: medicines and their prescribers named in the training parts' uncued questions.
    "methylphenidat\\w*|methadon\\w*|roaccutane|isotretino\\w*|ophtalmo|anticonce\\w*|anticoncep\\w*|statines?|angstremmers|epilepsiemedicatie",
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
    // ADR 059: symptoms asked about and conditions named in the training parts' uncued questions.
    "dizziness|narcissist|inner ear|taubheit\\w*|zysten?|pco|zwangsstorung|blutdruck|vertiges?|analyses de sang|haut potentiel|tda|migranas?|vitiligo|manchas (?:en la piel|blancas|rojas)|dor de cabeca|buikpijn|prikkelbare darm|risonanza|neurolog\\w*",
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
    // ADR 059: the law's words in the training parts' uncued questions.
    "green card|freigesprochen|angezeigt|enterbt|pflichtteil|einklagen|reconnaissance de dette|en justice|mis papeles|los papeles|despido|demando|archivan el caso|ser preso|partilha de bens|omgangsregeling|(?:win|verlies) ik de zaak|contest (?:\\w+ )?will",
  ].join("|"),
};
