import type { Lexicon } from "./types.ts";

// Elisions are split by the normaliser: "l'ho" is "l ho", "un'altra" is "un altra".
const KIN =
  "(?:madre|mamma|padre|papa|genitori|nonna|nonno|nonni|fratello|sorella|figlio|figlia|figli|bambino|bambina|bimbo|bimba|marito|moglie|ragazzo|ragazza|fidanzato|fidanzata|compagno|compagna|partner|amico|amica|zio|zia|cugino|cugina|nipote|cane|gatto|gatta|capo|collega|vicino|vicina|ex|suocera|suocero|patrigno|matrigna)";
const MY = "(?:il mio|la mia|i miei|le mie|mio|mia|miei|mie|nostro|nostra)";
const ABUSER =
  "(?:lui|lei|loro|(?:il )?mio (?:marito|ragazzo|fidanzato|compagno|partner|padre|papa|patrigno|fratello|zio|ex|capo|figlio|nonno)|(?:la )?mia (?:moglie|ragazza|fidanzata|compagna|madre|mamma|matrigna|sorella|zia|ex)|(?:i )?miei genitori)";
const PILLS =
  "(?:pillole|pastiglie|compresse|capsule|farmaci|medicinali|(?:le|delle|mie|tue|sue) medicine|tachipirina|paracetamolo|ibuprofene|aspirine?|sonniferi|antidepressivi|ansiolitici|xanax|lexotan|benzodiazepine|insulina)";

export const IT: Lexicon = {
  lang: "it",
  stopwords: [
    "io",
    "il",
    "lo",
    "la",
    "i",
    "gli",
    "le",
    "e",
    "di",
    "che",
    "non",
    "un",
    "una",
    "per",
    "con",
    "mio",
    "mia",
    "miei",
    "quando",
    "devo",
    "dovrei",
    "voglio",
    "sono",
    "mi",
    "come",
    "ma",
    "piu",
    "molto",
    "sto",
    "gia",
    "ho",
    "del",
    "della",
    "questo",
    "lui",
    "lei",
    "va",
    "cosa",
  ],
  harmless: [
    "(?:morire|muoio|morendo|morto|morta|morti) (?:dal|dalle|di|della|dalla) (?:ridere|risate|fame|voglia|curiosita|noia|vergogna|sonno|caldo|freddo|paura|stanchezza)",
    "muoio dalla voglia|stanc[oa] mort[oa]|(?:il mio capo|mia madre|mia mamma|mio padre|i miei genitori|il mio ragazzo|la mia ragazza|lui|lei) mi (?:uccide|ammazza|uccidera|ammazzera|fa fuori)",
    "ammazzare il tempo|(?:ucciderei|farei follie) per (?:una|un)|(?:lasciare|mollare|chiudere con|rompere con) (?:il mio ragazzo|la mia ragazza|lui|lei|il mio fidanzato|la mia fidanzata)",
    "(?:non sono|non mi sento) (?:suicida|in pericolo)",
  ],
  crisis: {
    "self-harm": [
      "mi (?:ammazzo|uccido|sparo|butto giu)(?! (?:di|dal|dalle|dalla) )|(?:sono|mi sento) (?:\\w+ ){0,2}un peso",
      "(?:voglio|vorrei|ho voglia di|desidero|sogno di) (?:(?!(?:not|never|nicht|nie|kein|pas|jamais|no|nunca|nao|niet|nooit|geen|non|mai)\\b)\\w+ ){0,3}(?:morire|sparire (?:per sempre)|scomparire (?:per sempre)|non svegliarmi|smettere di esistere|uccidermi|ammazzarmi|non esserci|non esistere|farla finita)",
      "(?:modo|metodo|maniera) (?:\\w+ ){0,2}(?:indolore|veloce|facile|senza dolore|sicuro) (?:per|di) (?:morire|uccidermi|ammazzarmi|farla finita)|come (?:uccidermi|ammazzarmi|suicidarmi|farla finita)",
      "non (?:ce la faccio|reggo|sopporto) piu|non ne posso piu|non ho piu (?:la )?forz\\w*",
      "meglio senza (?:di )?me",
      "letter[ae] d addio|che senso ha (?:continuare a )?(?:vivere|la vita|svegliarsi)",
      "suicid\\w*|uccidermi|ammazzarmi|togliermi la vita|mi tolgo la vita|farla finita|farmi del male|mi faccio del male|tagliarmi|mi taglio|autolesion\\w*|impiccarmi|buttarmi (?:da|dal|dalla|giu|sotto)|avvelenarmi",
      "(?:voglio|vorrei|ho voglia di|desidero|preferirei) (?:solo |soltanto )?(?:morire|essere mort[oa]|sparire|scomparire|dormire per sempre|non svegliarmi|non esistere|non esserci piu|andarmene per sempre)",
      "non voglio (?:piu )?(?:vivere|esistere|svegliarmi|esserci|andare avanti)|non svegliarmi (?:mai )?piu|(?:stanc[oa]|stuf[oa]) di vivere|non ce la faccio piu|non ne posso piu|non reggo piu",
      "nessuno (?:sentirebbe|sentira|noterebbe) la mia (?:mancanza|assenza)|a nessuno mancherei|(?:sono|mi sento) un peso|(?:starebbero|stareste|sarebbero) meglio senza di me|la vita non ha (?:piu )?senso|non vale la pena vivere|nessun motivo per vivere|(?:regalare|regalando|regalato) (?:tutte )?le mie cose|lettera d addio|dire addio a tutti",
      `quante (?:\\w+ )?${PILLS} (?:per morire|servono|sono letali|sono mortali|uccidono)|prendere tutte le (?:mie )?${PILLS}`,
      "(?:buttarmi|gettarmi|saltare) (?:da|dal|dalla|sotto) (?:un |il |la )?(?:ponte|palazzo|tetto|balcone|finestra|treno)",
    ],
    abuse: [
      `${ABUSER} (?:\\w+ ){0,3}mi (?:picchia|picchiava|ha picchiat[oa]|colpisce|ha colpit[oa]|minaccia|ha minacciat[oa]|violenta|ha violentat[oa]|stupra|ha stuprat[oa]|strangola|spinge|controlla|chiude|ha chius[oa]|costringe|ha costrett[oa]|umilia|tocca|ha toccat[oa]|prende a (?:schiaffi|calci|pugni)|fa del male|ha fatto del male|maltratta)`,
      "violenza (?:domestica|di genere|sessuale)|abus\\w* sessual\\w*|stupr\\w*|(?:sono stat[oa]|fui) (?:violentat[oa]|stuprat[oa]|abusat[oa]|picchiat[oa]|aggredit[oa])|maltratt\\w*",
      `paura (?:di|del|della) (?:${MY} (?:marito|ragazzo|compagno|padre|madre|patrigno|ex)|lui|lei|tornare a casa|andare a casa)`,
      "minaccia di (?:uccidermi|ammazzarmi|picchiarmi|portarmi via i figli)|non mi lascia (?:uscire|vedere|lavorare|andare)|mi prende (?:i soldi|il telefono)",
    ],
    "child-in-danger": [
      "(?:bambino|bambina|figlio|figlia|bimbo|bimba|fratellino|sorellina) (?:e|viene|e stato|e stata) (?:picchiat[oa]|abusat[oa]|maltrattat[oa]|toccat[oa])|abuso su minori|pedofil\\w*",
      "(?:ho|io ho) (?:1[0-7]|[5-9]|dodici|tredici|quattordici|quindici|sedici|diciassette) anni.{0,80}(?:piu grande|adulto|uomo|professore|allenatore|zio|segreto|foto|nud\\w*|incontrar\\w*|tocca|picchia)",
      "(?:uomo|adulto|signore) (?:piu grande|adulto|di \\d\\d anni)|foto (?:nuda|nudo|nude)|(?:non dirlo|non dire niente) a (?:nessuno|i miei genitori)",
      "paura di (?:fare del male|scuotere) (?:a )?(?:mio|mia) (?:bambino|bambina|figlio|figlia|neonato)",
    ],
    violence: [
      "(?:voglio|vado a|sto per|devo|penso di|ho voglia di) (?:\\w+ ){0,3}(?:ammazzarlo|ammazzarla|ammazzarli|ucciderlo|ucciderla|ucciderli|accoltellarlo|accoltellarla|sparargli|spararle|avvelenarlo|avvelenarla|massacrarlo|massacrarla)|(?:gli|le) (?:sparo|tiro una coltellata)|(?:lo|la) (?:accoltello|avveleno|massacro|faccio fuori)",
      "accoltell\\w*|(?:lo|la|l) (?:ammazzo|uccido)|ammazzo (?:il|la|mio|mia)",
      "(?:voglio|vado a|sto per|ho voglia di|penso di) (?:ucciderlo|ucciderla|ucciderli|ammazzarlo|ammazzarla|ammazzarli|accoltellarlo|accoltellarla)|(?:uccidere|ammazzare) (?:mio|mia|qualcuno|tutti)",
    ],
    "medical-emergency": [
      "dolore (?:\\w+ ){0,2}(?:al|nel) petto|petto (?:\\w+ )?fa male",
      "dolore (?:al|nel) petto|dolore toracico|oppressione (?:al|nel) petto|petto (?:stretto|oppresso)|infarto|attacco (?:di cuore|cardiaco)|arresto cardiaco",
      "ictus|faccia (?:storta|cadente|paralizzata)|bocca storta|parla (?:male|in modo strano|biascicando)|braccio (?:sinistro )?(?:intorpidito|addormentato|formicola\\w*|paralizzato)|formicolio al braccio",
      "non (?:riesco|riesce|riusciva) a respirare|non respira|fame d aria|labbra (?:blu|viola)|soffoca\\w*",
      `(?:ho preso|ha preso|ho ingoiato|ha ingoiato|ho mandato giu|ho assunto) (?:\\d+|troppe|troppi|tante|tutte le|tutti i|una scatola (?:intera )?di|un intera scatola di|tutta la scatola di) (?:\\w+ )?${PILLS}|overdose|sovradosaggio|intossicazione|avvelenat\\w*`,
      "incosciente|privo di sensi|priva di sensi|non si sveglia|svenut\\w* e|convulsion\\w*|crisi epilettica|sanguina (?:molto|tantissimo)|emorragia|shock anafilattico|chiamare (?:il 112|il 118|un ambulanza|l ambulanza)",
    ],
    "eating-disorder": [
      "anoressi\\w*|bulimi\\w*|disturb\\w* (?:del comportamento )?alimentar\\w*|mi faccio vomitare|vomitare dopo (?:i pasti|aver mangiato|mangiato)|vomito dopo (?:i pasti|ogni pasto|mangiato)|non mangio da (?:\\d+|giorni|una settimana)|lassativi per dimagrire|mi affamo",
    ],
  },
  threats: [
    "mi (?:ammazza|uccide|ammazzera|uccidera)(?: \\w+){0,2} se (?:(?:lo|la) (?:lascio|mollo)|me ne vado|parlo|vado via|lo dico)",
  ],
  noReading: {
    "death-or-illness": [
      `${KIN} (?:\\w+ ){0,4}(?:morire|muore|morira|morendo|sopravvivere|sopravvivera|guarire|guarira|riprendersi|si riprendera|ce la fara|ce la fa|salvarsi|si salvera)`,
      `(?:quando|quanto tempo) (?:morira|vivra|resta a|ha ancora) (?:${MY} )?${KIN}|(?:${MY} )?${KIN} (?:morira|guarira|sopravvivera|ce la fara|sta morendo)|(?:morira|guarira|sopravvivera) (?:${MY} )?${KIN}`,
      `${MY} ${KIN} (?:ha il|ha un|ha la|e in|e ricoverat[oa]|e gravemente|e malat[oa]|e in coma|e in terapia intensiva) ?(?:cancro|tumore|alzheimer|demenza|ospedale|terapia intensiva|coma|malat[oa]|grave)`,
      "quando (?:moriro|morro)|come (?:moriro|morro)|data della mia morte",
    ],
    pregnancy: [
      "(?:avere|avro|aspettare|aspetto|aspettiamo|perdere|perso|tenere) (?:un |il |mio |un altro )?(?:bambino|bambina|figlio|figlia|bimbo|bimba|bebe)|(?:restare|restero|rimanere|rimarro|sono rimasta) incinta|(?:ciclo|mestruazioni) (?:in ritardo|non arriva|non arrivano)|ritardo del ciclo|embrion\\w*|ovulazione|test di gravidanza|in dolce attesa|diventare (?:mamma|madre|papa|padre)",
      "incinta|gravidanza|aborto|abortire|restare incinta|fertilita|fecondazione|tenere il bambino|test positivo",
    ],
    medication: [
      "(?:smettere|sospendere|ridurre|aumentare|prendere|iniziare) (?:\\w+ ){0,2}(?:pillole|farmaci|medicine|terapia|cura|antidepressivi|dose|psicofarmaci)|effetti collaterali|ricetta|dose|psicofarmaci",
      `${PILLS}|farmac\\w*|medicinal\\w*|terapia|smettere (?:i|il|la) (?:farmaci|cura|terapia)|la pillola|vaccin\\w*`,
    ],
    diagnosis: [
      "(?:nodulo|bozzo|neo|macchia|eruzione|cisti|sanguinamento|sangue) (?:\\w+ ){0,6}(?:grave|pericolos[oa]|maligno|maligna|benign[oa]|cancro|tumore|seri[oa]|preoccupante|qualcosa di brutto)|(?:risonanza|tac|radiografia|ecografia|analisi del sangue|esami del sangue|mammografia|biopsia|referto) (?:\\w+ ){0,3}(?:bene|male|buon\\w*|cattiv\\w*|normal\\w*|uscire|usciranno|andranno)|(?:medico|dottore|dottoressa|specialista|oncologo|ospedale|clinica|ginecolog\\w*) (?:\\w+ ){0,4}(?:trovato|detto|dice|pensa|vuole|mandato|appuntamento)|(?:cosa ho|che cosa ho|sono malat[oa])|malat\\w*",
      "diagnosi|cancro|tumore|sintom\\w*|biopsia|risultati? (?:della|delle|degli|del) (?:biopsia|analisi|esami|risonanza|tac)|operazione|intervento|chemio\\w*|malattia|andare dal medico",
    ],
    legal: [
      "dichiararmi colpevole|denunciar\\w*|padrone di casa|risarciment\\w*|l assicurazione (?:paga|paghera|rimborsa)|patente (?:ritirata|sospesa)|testimon\\w*",
      "udienza|sentenza|ricorso|appello|querela|multa|cauzione|fedina penale|imputat\\w*|accusat\\w*|pubblico ministero|testimon\\w*|assolt\\w*|assoluzione|domiciliari|cittadinanza|permesso di (?:soggiorno|lavoro)|eredita|testamento|successione|sfratto|vertenza|separazione|causa (?:di|per|contro|civile|penale)",
      "(?:vincere|vincero|vinco|perdere|perdero|perdo|fare|faro) (?:la |questa |una )?causa|la mia causa|causa (?:legale|di divorzio|in tribunale)",
      "tribunale|avvocat[oa]|fare causa|processo|giudice|affidamento|affido|divorzio|prigione|carcere|condann\\w*|denuncia|permesso di soggiorno|espulsione|firmare (?:il|questo) contratto|e legale|polizia",
    ],
    grief: [
      `${MY} (?:\\w+ )?${KIN} (?:e )?(?:mort[oa]|morto|deceduto|deceduta|scomparso|scomparsa|si e suicidat[oa]|ci ha lasciat[oa])|(?:morte|perdita|funerale) (?:di|del|della) ${MY} ${KIN}|(?:ho perso|perso) ${MY} ${KIN}|lutto|funerale|in paradiso|in cielo|aldila|un segno (?:da|di) (?:lui|lei|mio|mia)|defunt\\w*`,
    ],
  },
  unclear: [
    "vale (?:ancora )?la pena (?:andare avanti|continuare|vivere|lottare|resistere)",
    "devo (?:solo |semplicemente )?(?:smettere|mollare|lasciare)(?: e basta)?",
    "lo faccio",
    "(?:devo|dovrei|e il caso di) (?:gia )?(?:farla finita|smettere|finirla|mollare|arrendermi|andare|andarmene|lasciar perdere|lasciare tutto|farlo|fare il passo|chiudere|finire)",
    "(?:e|e gia) (?:ora|il momento|tempo) di (?:andare|andarmene|smettere|mollare|farla finita|arrendermi|lasciare)",
    "(?:e finita|e la fine)",
  ],
};
