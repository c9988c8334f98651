/**
 * Concept classes for the care model (model.ts, ADR 056): hand-written sets of words that mean the
 * same thing across the seven languages and across synonyms, so a wording learned in one language
 * or with one word also counts for the same idea in another. The model's n-grams see "besser dran
 * ohne mich" and "better off without me" as unrelated; as classes both read BETTER + WITHOUT + SELF.
 *
 * Each class lists words in the normalised spelling the screen reads (../normalise.ts: lower case,
 * no accents, umlauts dropped, contractions spelled out, apostrophes and hyphens as spaces), one
 * line per language: en, de, fr, es, pt, nl, it. An entry ending in "*" is a stem and matches any
 * word it begins (only where no everyday word shares the stem); every other entry matches whole.
 * A word may be in several classes ("poids" is a burden and a weight). These are features the
 * model learns weights for, not rules: a class decides nothing by itself. Pure: no I/O.
 */

export const CONCEPT_CLASSES = {
  SELF: [
    "i me myself mine",
    "ich mich mir selbst selber",
    "je moi moimeme",
    "yo me mi conmigo mismo misma",
    "eu me mim comigo",
    "ik mij mezelf",
    "io mi me stesso stessa",
  ],
  MY: [
    "my",
    "mein meine meinen meinem meiner meines",
    "mon mes",
    "mi mis",
    "meu minha meus minhas",
    "mijn",
    "mio mia miei mie",
  ],
  DIE: [
    "die dying death dead suicide suicidal unalive deathbed",
    "sterben tod tot tote toten suizid* selbstmord* freitod",
    "mourir meurs mort morte suicid* crever",
    "muero morirme muerte muerto muerta",
    "morrer morro morte morto morta morrendo",
    "sterf dood dode doodgaan zelfmoord* zelfdoding",
    "morire muoio morte morto morta",
  ],
  KILL: [
    "kill killing murder unalive",
    "umbringen umbring* toten erschiessen",
    "tuer tue buter flinguer",
    "matar matarme mato",
    "matar mato matando",
    "doden vermoorden moorden",
    "uccidermi uccider* ammazz* sparar*",
  ],
  // Someone else's death (third person, past): "will my dad die" is no reading, "I want to die" a crisis.
  DIED: [
    "died dies passed",
    "starb stirbt gestorben verstorben* verstarb",
    "meurt mourut decede* deces",
    "murio muere fallecio fallecid*",
    "morre faleceu falecid*",
    "stierf sterft overleden",
    "morto morta muore mori deceduto deceduta scomparso scomparsa",
  ],
  SLEEP: [
    "sleep asleep sleeping wake waking woke awake",
    "schlafen schlaf einschlafen aufwachen aufwach* wach",
    "dormir dors endormir endormi* reveil* reveiller",
    "dormir dormirme duermo despertar despert*",
    "dormir durmo acordar acorde acordasse",
    "slapen slaap inslapen wakker ontwaken ontwaak*",
    "dormire dormo addormentar* sveglia* svegli* risvegli*",
  ],
  DISAPPEAR: [
    "disappear* vanish* gone away absent",
    "verschwinden verschwind* weg fort",
    "disparaitre disparaitre disparais disparaissais disparu disparue partir partais parti",
    "desaparecer desaparec* irme desaparezco",
    "sumir sumi sumo desaparecer desaparec* embora",
    "verdwijnen verdwijn* verdwenen",
    "sparire sparisco spari* andarmene scomparire",
  ],
  EXIST: [
    "exist* alive here around living life lives",
    "existieren existier* dasein leben lebe lebens",
    "exister existe existence vivre ici vie",
    "existir existo existencia vivir vivo aqui vida",
    "existir existo existencia viver vivo aqui vida",
    "bestaan besta leven leef hier",
    "esistere esisto esist* vivere vivo qui vita",
  ],
  ENDING: [
    "end ending ended finish finished over done quit stop enough quitting surrender",
    "schluss ende beenden beende aufhoren aufhoeren aufhor* genug vorbei fertig aufgeben aufgegeben",
    "fin finir fini finie terminer termine arreter assez abandonner abandonne",
    "fin final acabar acabo acabarlo terminar termino terminarlo basta rendirme rendir* desistir",
    "fim final acabar acabo acabou terminar termino chega basta desistir desisto desisti",
    "einde eind stoppen stop ermee klaar genoeg afgelopen opgeven opgegeven",
    "finire finita finito farla finirla chiudere chiudo smettere smetto basta arrendermi arrender* mollare mollo",
  ],
  // "nicht mehr", "plus jamais", "per sempre": what turns sleep, leaving or stopping into a crisis.
  FOREVER: [
    "forever anymore longer permanently eternally never again good",
    "mehr nie niemals nimmer ewig immer endgultig endgueltig",
    "plus jamais toujours definitivement bon",
    "mas nunca jamas siempre definitivamente",
    "mais nunca jamais sempre definitivamente vez",
    "meer nooit altijd voorgoed definitief eeuwig",
    "piu mai sempre definitivamente",
  ],
  BETTER: [
    "better easier happier relieved relief",
    "besser dran leichter glucklicher erleichtert",
    "mieux soulage soulages soulagee heureux",
    "mejor mejores aliviado aliviados",
    "melhor melhores aliviado aliviados",
    "beter makkelijker gelukkiger opgelucht",
    "meglio sollevato sollevati felici",
  ],
  WITHOUT: ["without", "ohne", "sans", "sin", "sem", "zonder", "senza"],
  BURDEN: [
    "burden burdens weight load trouble",
    "last belastung zumutung",
    "fardeau poids charge",
    "carga estorbo peso",
    "fardo peso estorvo",
    "last blok",
    "peso fardello",
  ],
  GOODBYE: [
    "goodbye bye farewell letter letters note notes testament insurance",
    "abschied* verabschied* brief briefe lebewohl tschuss testament versicherung",
    "adieu adieux revoir lettre lettres testament assurance",
    "despedida despedir* adios carta cartas testamento seguro",
    "despedida despedir* adeus carta cartas bilhete testamento seguro",
    "afscheid vaarwel brief brieven testament verzekering",
    "addio addii lettera lettere biglietto testamento assicurazione",
  ],
  SORRY: [
    "sorry apologise apologize apologised apologized apologies forgive forgiven",
    "entschuldig* verzeih* vergeb*",
    "pardon desole desolee excuses pardonne pardonner",
    "perdon perdona perdonar* disculpa disculpas",
    "desculpa desculpas desculp* perdao perdoar perdoe",
    "sorry excuses vergeef vergeven",
    "scusa scuse scusate perdono perdonare perdonami",
  ],
  GIVE_AWAY: [
    "gave give giving given donate donated",
    "verschenkt verschenk* weggegeben weggeben hergegeben",
    "donner donnes offert",
    "regale regalado regalar donado",
    "doei doado doar",
    "weggegeven weggeven",
    "regalato regalata regalare",
  ],
  BELONGINGS: [
    "stuff things belongings possessions cat dog cats dogs pet",
    "sachen zeug klamotten besitz katze hund kater",
    "affaires trucs chat chien",
    "cosas gato perro perrito",
    "coisas gato cachorro",
    "spullen kat hond",
    "cose roba gatto cane",
  ],
  PLAN: [
    "plan planned planning prepared ready organised organized sorted decided chosen picked",
    "geplant vorbereitet bereit organisiert entschieden ausgesucht",
    "prevu prepare prete organise choisi",
    "planeado preparado listo lista organizado decidi elegi",
    "planejado planejei preparado pronto pronta organizei decidi escolhi",
    "gepland voorbereid geregeld besloten gekozen",
    "pianificato preparato pronto pronta organizzato deciso scelto",
  ],
  PILLS: [
    "pill pills tablet* meds medication* medicine* dose dosage overdose* paracetamol tylenol ibuprofen acetaminophen xanax benzos",
    "tablett* pillen medikament* schlaftablett* uberdosis ueberdosis",
    "comprime* cachet cachets medicament* surdose* doliprane somnifere*",
    "pastill* medicament* sobredosis comprimido*",
    "comprimido* remedio* medicament* overdose",
    "pil pillen medicijn* slaappil*",
    "pastigli* pillol* farmac* sonnifer* overdose",
  ],
  // "the whole box", "die ganze Packung": with PILLS and INGESTED, an overdose in any language.
  CONTAINER: [
    "bottle box pack packet whole entire",
    "flasche packung schachtel ganze",
    "boite plaquette flacon",
    "caja frasco entera",
    "caixa frasco cartela inteira",
    "doos strip flesje potje hele",
    "flacone scatola confezione blister intera",
  ],
  INGESTED: [
    "swallowed took taken ate drank drunk",
    "geschluckt schlucken genommen eingenommen getrunken",
    "avale avalee pris prise bu",
    "trague tragado tome tomado bebi",
    "engoli engolido tomei tomado bebi ingeri",
    "geslikt ingenomen genomen gedronken",
    "ingoiato ingoiata preso bevuto",
  ],
  METHOD: [
    "bridge roof rooftop jump jumping edge ledge cliff balcony window floor building tower rope noose hang hanging hanged belt train tracks rails platform railway",
    "brucke bruecke dach hochhaus springen balkon fenster parkhaus klippe seil strick aufhangen aufhaengen erhang* gurtel zug gleis gleise bahnsteig schienen",
    "pont toit sauter saute balcon fenetre falaise etage immeuble corde pendre pendaison ceinture train rails voie quai",
    "puente tejado azotea saltar salto balcon ventana acantilado piso edificio cuerda soga colgarme ahorcar* cinturon tren vias anden",
    "ponte telhado pular pulo saltar varanda janela penhasco predio andar corda forca enforcar* cinto trem trilhos linha plataforma",
    "brug dak springen balkon raam flat klif verdieping touw strop ophangen ophang* riem trein spoor rails perron",
    "ponte tetto saltare salto buttarmi balcone finestra precipizio palazzo corda cappio impicc* cintura treno binari binario",
  ],
  WEAPON: [
    "gun guns pistol rifle shoot shot knife knives",
    "waffe pistole gewehr erschiessen messer",
    "arme pistolet fusil couteau",
    "arma pistola escopeta cuchillo",
    "arma pistola revolver faca",
    "wapen pistool geweer",
    "arma pistola fucile coltello",
  ],
  CUT: [
    "cut cutting cuts blade blades razor razors blood bleed bleeding scar scars wrist wrists",
    "schneiden ritzen ritze ritz* klinge rasierklinge* blut blute blutet narbe narben pulsader*",
    "couper coupe coupures lame lames rasoir sang saigne cicatrice* poignet poignets veines",
    "cortar cortarme corte cortes cuchilla navaja sangre sangra cicatri* munecas venas",
    "cortar cortei corte cortes lamina gilete sangue sangra cicatri* pulsos",
    "snijden snij mesje mesjes scheermes bloed bloedt litteken* polsen",
    "tagliare tagliarmi taglio tagli lametta lamette rasoio sangue sanguina cicatric* polsi vene",
  ],
  TIRED: [
    "tired exhausted weary drained worn sick fed",
    "mude muede erschopft erschoepft kaputt satt",
    "fatigue fatiguee epuise epuisee creve marre lasse",
    "cansado cansada agotado agotada harto harta",
    "cansado cansada exausto exausta esgotado esgotada farto farta",
    "moe uitgeput kapot beu",
    "stanco stanca esausto esausta stufo stufa sfinito sfinita",
  ],
  HOPELESS: [
    "point pointless meaning meaningless hopeless hope empty nothing useless worth bother",
    "sinn sinnlos* hoffnung* hoffnungslos* nichts ausweg* lohnt",
    "sens espoir desespoir desespere* vide rien inutile issue peine",
    "sentido esperanza desesper* vacio vacia nada salida vale pena",
    "sentido esperanca desesper* vazio vazia nada saida vale pena",
    "zin zinloos hoop leeg niks niets uitweg moeite",
    "senso speranza dispera* vuoto vuota niente nulla uscita vale pena",
  ],
  WORTHLESS: [
    "worthless failure useless disgusting loser pathetic waste",
    "wertlos versager* nutzlos ekelhaft",
    "nul nulle inutile degoutant minable",
    "fracaso fracasado inutil asco basura",
    "fracasso fracassado inutil nojo lixo",
    "waardeloos mislukkeling nutteloos walgelijk",
    "fallito fallita inutile schifo",
  ],
  PAIN: [
    "pain hurt hurts hurting suffer suffering agony torment unbearable",
    "schmerz schmerzen leid leide leiden qualen unertraglich unertraeglich weh",
    "douleur souffre souffrir souffrance insupportable supporte",
    "dolor sufro sufrir sufrimiento aguanto aguantar insoportable",
    "dor dores sofro sofrer sofrimento aguento aguentar insuportavel",
    "pijn lijden lijd ondraaglijk volhouden",
    "dolore soffro soffrire sofferenza insopportabile sopporto reggo",
  ],
  ALONE: [
    "alone lonely nobody noone miss notice care",
    "allein alleine einsam niemand vermissen vermisst",
    "seul seule personne manquer manquerait",
    "solo sola soledad nadie extranar extranaria",
    "sozinho sozinha solidao ninguem falta",
    "alleen eenzaam niemand missen",
    "solo sola solitudine nessuno mancare mancherei accorgerebbe",
  ],
  PEACE: [
    "peace rest quiet escape free freedom",
    "ruhe frieden erlosung erloesung erlost frei",
    "paix repos tranquille libere delivrance",
    "paz descanso descansar libre liberarme",
    "paz descanso descansar sossego livre libertar",
    "rust vrede verlossing vrij",
    "pace riposo riposare tranquillo libero liberarmi",
  ],
  AFTERLIFE: [
    "afterlife heaven reincarnation reincarnated",
    "jenseits himmel",
    "dela ciel paradis reincarnation",
    "cielo paraiso reencarnacion",
    "ceu paraiso reencarnacao",
    "hiernamaals hemel",
    "aldila cielo paradiso reincarnazione",
  ],
  CONTINUE: [
    "continue continuing carry keep",
    "weiter weitermachen weiterleben",
    "continuer avancer",
    "continuar seguir sigo seguire",
    "continuar seguir sigo",
    "doorgaan verder",
    "continuare avanti andare",
  ],
  WANT: [
    "want wish rather desire",
    "mochte moechte wunsche wuensche wollte",
    "veux voudrais envie souhaite",
    "quiero quisiera ojala gustaria",
    "quero queria desejo oxala",
    "wil wilde wens",
    "voglio vorrei desidero magari",
  ],
  FAMILY: [
    "family mom dad mother father parents sister brother kids children son daughter stepdad stepmom uncle grandpa grandma",
    "familie mama papa mutter vater eltern schwester bruder kinder sohn tochter stiefvater onkel opa oma",
    "famille maman mere pere parents soeur frere enfants fils fille oncle papi mamie",
    "familia mama papa madre padre padres hermana hermano hijos hijo hija padrastro tio abuelo abuela",
    "familia mae pai pais irma irmao filhos filho filha padrasto tio avo",
    "familie mama papa moeder vader ouders zus zusje broer kinderen zoon dochter stiefvader oom opa oma",
    "famiglia mamma papa madre padre genitori sorella fratello figli figlio figlia patrigno zio nonno nonna",
  ],
  PARTNER: [
    "husband wife boyfriend girlfriend partner ex",
    "mann frau freund freundin partner ehemann ehefrau",
    "mari femme copain copine conjoint",
    "marido esposa esposo novio novia pareja",
    "marido esposa namorado namorada companheiro",
    "man vrouw vriend vriendin partner",
    "marito moglie ragazzo ragazza fidanzato fidanzata compagno compagna",
  ],
  VIOLENCE: [
    "hit hits hitting beat beats beating punch punches slap slaps kick kicks choke chokes choked strangled push pushes shoves threaten* bruise bruises locked lock locks trapped control controls phone money",
    "schlagt schlaegt schlagen geschlagen schlug prugelt pruegelt wurgt wuergt wurg* tritt schubst droht bedroh* blaue eingesperrt einsperren sperrt kontrolliert handy geld",
    "frappe tape gifle gifles etrangle* pousse menace* bleus cogne enferme enfermee controle telephone argent",
    "golpea golpe golpes pega pegar cachetada bofetada patea ahorca empuja amenaza* moretones encierra encerrada controla celular dinero",
    "bate bater apanho tapa tapas chuta estrangul* empurra ameaca* roxos hematoma* tranca trancada controla celular dinheiro",
    "slaat slaan geslagen schopt wurgt duwt dreigt bedreig* blauwe opgesloten sluit controleert telefoon geld",
    "picchia botte schiaffi schiaffo calci strangol* spinge minaccia* lividi rinchiude rinchiusa controlla telefono soldi",
  ],
  FEAR: [
    "afraid scared fear terrified frightened",
    "angst furchte fuerchte verangstigt",
    "peur effraye terrifie",
    "miedo asustado asustada aterrado",
    "medo assustado assustada apavorado",
    "bang angst doodsbang",
    "paura spaventato spaventata terrorizzato",
  ],
  // Ages 10 to 17 written as digits count as a minor: with ADULT, SECRET or SEXUAL, grooming.
  MINOR: [
    "minor kid child teen teenager underage girl boy 10 11 12 13 14 15 16 17",
    "minderjahrig minderjaehrig jugendlich* madchen maedchen junge",
    "enfant mineur mineure ado gamin gamine",
    "nino nina menor adolescente chico chica",
    "crianca menor adolescente menino menina",
    "minderjarig tiener meisje jongen",
    "bambino bambina minorenne ragazzino ragazzina",
  ],
  ADULT: [
    "adult older grown man coach teacher trainer tutor guy",
    "erwachsen* alter alterer aelterer lehrer trainer typ",
    "adulte vieux prof entraineur mec",
    "adulto mayor profesor entrenador tipo",
    "adulto velho professor treinador cara",
    "volwassen* oudere leraar trainer vent",
    "adulto professore prof allenatore tizio",
  ],
  SECRET: [
    "secret secrets secretly hide",
    "geheim geheimnis heimlich",
    "secret secrete cachette",
    "secreto secreta escondidas",
    "segredo segredinho escondido",
    "geheim geheimpje stiekem",
    "segreto segreta nascosto",
  ],
  SEXUAL: [
    "touch touched touches touching sex sexual nude nudes naked kiss kissed bed private",
    "anfassen fasst angefasst beruhrt beruehrt nackt nacktbilder kuss kusst sex sexuell bett",
    "toucher touche nue nudes bisou embrasse sexe sexuel",
    "tocar toca toco desnudo desnuda besar beso sexo sexual cama",
    "tocar toca pelado pelada nudes beijar beijo sexo sexual cama",
    "aanraken aangeraakt naakt zoenen kus seks seksueel bed",
    "toccare tocca nudo nuda baciare bacio sesso sessuale letto",
  ],
  ONLINE: [
    "online chat app discord snapchat instagram insta dm dms message messages meet photos pics",
    "chat nachricht nachrichten treffen fotos bilder",
    "chat message messages rencontrer photos",
    "chat mensaje mensajes quedar fotos",
    "chat mensagem mensagens encontrar fotos",
    "chat bericht berichten afspreken fotos",
    "chat messaggio messaggi incontrare foto",
  ],
  BODY_EMERGENCY: [
    "chest breath breathe breathing numb face droop drooping slurred unconscious seizure collapsed fainted pulse lips",
    "brust atmen atmet atem luft taub gesicht hangt bewusstlos krampf anfall ohnmacht zusammengebrochen",
    "poitrine respir* souffle engourdi visage inconscient* convuls* evanoui* effondre",
    "pecho respir* aire entumecido cara inconscient* convuls* desmay*",
    "peito respir* dormente rosto inconscient* convuls* desmai*",
    "borst adem ademen ademt lucht gevoelloos gezicht bewusteloos stuipen flauw",
    "petto respir* fiato intorpidito faccia viso incosciente convuls* svenut*",
  ],
  HELP: [
    "help ambulance emergency 911 112 999",
    "hilfe notarzt notruf krankenwagen",
    "aide secours urgences samu",
    "ayuda urgencias ambulancia socorro",
    "ajuda socorro emergencia ambulancia samu",
    "hulp ambulance spoed",
    "aiuto ambulanza soccorso emergenza",
  ],
  ALCOHOL: [
    "alcohol drunk vodka wine beer whisky",
    "alkohol betrunken wein bier",
    "alcool bourre vin biere",
    "alcohol borracho vino cerveza",
    "alcool bebado vinho cerveja",
    "alcohol dronken wijn bier",
    "alcol ubriaco vino birra",
  ],
  FOOD: [
    "eat eating ate food meal meals starve starving fasting purge purging vomit* puke laxative* binge* skip skipped weight kilo kilos kg pounds lbs calorie* fat skinny thin",
    "essen esse isst gegessen mahlzeit* hungern hunger fasten erbrechen erbrech* kotzen abfuhrmittel fressattack* gewicht abnehmen kalorien dick dunn duenn",
    "manger mange nourriture repas jeuner faim affame* vomir vomi* laxatif* poids maigrir calories gros grosse maigre",
    "comer comido comida ayuno ayunar hambre vomitar vomit* laxante* atracon* peso adelgazar calorias gorda gordo flaca delgada",
    "comer comi comida refeicao jejum fome vomitar vomit* laxante* compulsao peso emagrecer calorias gorda gordo magra",
    "eten eet gegeten maaltijd* vasten honger hongeren kotsen laxeer* eetbui* gewicht afvallen calorieen dik dun",
    "mangiare mangio mangiato cibo pasto pasti digiuno digiunare fame vomitare vomit* lassativ* abbuffat* peso dimagrire calorie grassa grasso magra",
  ],
  PREGNANCY: [
    "pregnant pregnancy baby conceive ivf miscarriage",
    "schwanger* baby fehlgeburt",
    "enceinte grossesse bebe",
    "embarazada embarazo bebe",
    "gravida bebe",
    "zwanger* baby miskraam",
    "incinta gravidanza",
  ],
  ILLNESS: [
    "cancer tumor tumour diagnosis ill illness sick disease hospital doctor surgery results scan",
    "krebs tumor krank krankheit arzt krankenhaus operation befund",
    "cancer tumeur malade maladie hopital medecin operation resultats",
    "cancer tumor enfermo enferma enfermedad diagnostico hospital medico cirugia resultados",
    "cancer tumor doente doenca diagnostico hospital medico cirurgia exames",
    "kanker tumor ziek ziekte ziekenhuis dokter arts operatie uitslag",
    "cancro tumore malato malata malattia ospedale medico operazione esami",
  ],
  LEGAL: [
    "court lawyer judge trial custody lawsuit sue visa divorce prison jail",
    "gericht anwalt richter prozess sorgerecht klage visum scheidung gefangnis",
    "tribunal avocat juge proces garde divorce prison",
    "juicio abogado abogada juez demanda divorcio carcel",
    "tribunal advogado advogada juiz processo guarda divorcio prisao",
    "rechtbank advocaat rechter rechtszaak voogdij scheiding gevangenis",
    "tribunale avvocato giudice processo affidamento divorzio carcere",
  ],
  GRIEF: [
    "grief grieving mourn mourning funeral loss lost late",
    "trauer trauern beerdigung verlust verloren",
    "deuil enterrement perte perdu",
    "duelo luto funeral perdida perdi",
    "luto enterro velorio perda perdi saudade",
    "rouw begrafenis verlies verloren",
    "lutto perdita perso",
  ],
  // The model also marks each class a negator reaches within three words (kn: in model.ts).
  NEGATION: [
    "not no never nothing nobody nor",
    "nicht kein keine keinen keiner nie nichts niemand",
    "ne pas non jamais rien personne",
    "no nunca nada nadie ni tampoco",
    "nao nem nunca nada ninguem",
    "niet geen nooit niets niks niemand",
    "non mai niente nulla nessuno",
  ],
  // Work, school and fun: the settings of the dark idioms ("my boss will kill me", "dying of laughter").
  EVERYDAY: [
    "work job boss exam exams test deadline meeting school homework project office shift interview lol lmao lmfao haha hahaha pizza game games joke kidding movie film series song party football match chocolate coffee hangover laughing laugh",
    "arbeit job chef prufung pruefung klausur schule hausaufgaben projekt buro schicht vorstellungsgesprach spiel witz film serie lied party fussball schokolade kaffee kater lachen haha",
    "travail boulot patron examen partiel ecole devoirs projet bureau entretien mdr ptdr jeu blague film serie chanson fete foot chocolat cafe rire",
    "trabajo curro jefe examen escuela deberes proyecto oficina entrevista jaja jajaja juego broma pelicula serie cancion fiesta futbol chocolate cafe resaca risa",
    "trabalho emprego chefe prova escola projeto escritorio entrevista k rsrs jogo piada filme serie musica festa futebol chocolate cafe ressaca rir",
    "werk baas tentamen examen school huiswerk project kantoor sollicitatie spel grap film serie liedje feest voetbal chocola koffie kater lachen",
    "lavoro capo esame scuola compiti progetto ufficio colloquio gioco scherzo film serie canzone festa calcio cioccolato caffe ridere risate",
  ],
  // Astrology talk wraps crises and harmless questions alike; the model learns what it adds in each pairing.
  ASTROLOGY: [
    "transit* saturn* retrograd* horosc* eclips* zodiac* ascend* jupit* neptun* tarot natal chart card cards moon sun venus mars pluto mercury uranus rising sign stars scorpio aries taurus gemini leo virgo libra sagittarius capricorn aquarius pisces",
    "horosk* zodiak* aszendent karte karten mond sonne merkur zeichen sterne finsternis skorpion widder stier zwillinge lowe jungfrau waage schutze steinbock wassermann fische",
    "theme carte cartes lune soleil mercure pluton signe etoiles scorpion belier taureau gemeaux lion vierge balance sagittaire capricorne verseau poissons",
    "carta cartas luna sol marte mercurio pluton urano signo estrellas escorpio tauro geminis sagitario capricornio acuario piscis",
    "mapa lua sol marte mercurio plutao urano signo estrelas escorpiao carneiro touro gemeos leao virgem sagitario capricornio aquario peixes",
    "kaart kaarten maan zon mercurius teken schorpioen ram stier tweelingen leeuw maagd weegschaal boogschutter steenbok waterman vissen",
    "orosc* carta carte luna sole marte mercurio plutone urano segno stelle eclissi scorpione ariete toro gemelli leone vergine bilancia sagittario capricorno acquario pesci",
  ],
  DECIDE: [
    "should shall must ought through",
    "sollte soll sollen muss entscheiden durchziehen",
    "dois devrais devrait faut decider",
    "debo deberia tengo decidir",
    "devo deveria tenho decidir",
    "moet moeten zou zal beslissen",
    "devo dovrei dovrebbe decidere",
  ],
  // A decision pointing with a pronoun ("should I do it") rather than naming its object; articles left out.
  PRONOUN_OBJECT: ["it", "damit", "ca cela", "lo eso esto", "isso isto", "dat", "lo cio"],
  ALL: [
    "everything everyone everybody all",
    "alles allem",
    "tout tous toutes",
    "todo todos todas",
    "tudo todos todas",
    "alles iedereen",
    "tutto tutti",
  ],
  TIME_NEAR: [
    "tonight tomorrow soon today now weekend monday tuesday wednesday thursday friday saturday sunday christmas birthday date",
    "heute nacht morgen bald jetzt wochenende montag dienstag mittwoch donnerstag freitag samstag sonntag weihnachten geburtstag",
    "soir demain bientot aujourd maintenant weekend lundi mardi mercredi jeudi vendredi samedi dimanche noel anniversaire",
    "noche manana pronto hoy ahora finde lunes martes miercoles jueves viernes sabado domingo navidad cumpleanos",
    "noite amanha logo hoje agora segunda terca quarta quinta sexta sabado domingo natal aniversario",
    "vannacht vanavond morgen binnenkort vandaag nu weekend maandag dinsdag woensdag donderdag vrijdag zaterdag zondag kerst verjaardag",
    "stasera stanotte domani presto oggi adesso ora weekend lunedi martedi mercoledi giovedi venerdi sabato domenica natale compleanno",
  ],
  FUTURE: [
    "future next year years",
    "zukunft nachstes naechstes jahr",
    "avenir prochaine annee",
    "futuro proximo ano",
    "futuro proximo ano",
    "toekomst volgend jaar",
    "futuro prossimo anno",
  ],
  ANGER: [
    "rage anger angry furious hate revenge",
    "wut wutend wuetend hass hasse rache",
    "colere rage haine deteste vengeance",
    "rabia ira odio odio venganza",
    "raiva odio odeio vinganca",
    "woede woedend haat wraak",
    "rabbia odio vendetta furioso",
  ],
  OTHERS: [
    "him her them he she they someone somebody neighbour neighbor",
    "ihn ihm ihr jemand nachbar",
    "lui elle eux quelqu voisin",
    "ella ellos alguien vecino",
    "ele ela eles alguem vizinho",
    "hem haar hij zij iemand buurman",
    "lui lei loro qualcuno vicino",
  ],
} as const satisfies Record<string, readonly string[]>;

type ConceptClass = keyof typeof CONCEPT_CLASSES;

/** The class names, in a fixed order: a class's index here is its id in `classesOf`. */
export const CLASS_NAMES = Object.keys(CONCEPT_CLASSES) as ConceptClass[];

const EXACT = new Map<string, number[]>();
/** Stems by their first three letters, so a word is checked against a handful, not all. */
const STEMS = new Map<string, [string, number][]>();

CLASS_NAMES.forEach((name, id) => {
  for (const line of CONCEPT_CLASSES[name]) {
    for (const entry of line.split(" ")) {
      if (!entry) continue;
      if (entry.endsWith("*")) {
        const stem = entry.slice(0, -1);
        const key = stem.slice(0, 3);
        const bucket = STEMS.get(key) ?? [];
        if (!bucket.some(([s, c]) => s === stem && c === id)) bucket.push([stem, id]);
        STEMS.set(key, bucket);
      } else {
        const ids = EXACT.get(entry) ?? [];
        if (!ids.includes(id)) ids.push(id);
        EXACT.set(entry, ids);
      }
    }
  }
});

const NONE: readonly number[] = [];
/** Words already looked up; bounded so a stream of novel words cannot grow it without end. */
const memo = new Map<string, readonly number[]>();

/** The ids (indexes into CLASS_NAMES) of the classes a normalised word belongs to, maybe none. */
export function classesOf(word: string): readonly number[] {
  const known = memo.get(word);
  if (known) return known;
  const ids = [...(EXACT.get(word) ?? NONE)];
  for (const [stem, id] of STEMS.get(word.slice(0, 3)) ?? []) {
    if (word.startsWith(stem) && !ids.includes(id)) ids.push(id);
  }
  const result = ids.length > 0 ? ids : NONE;
  if (memo.size > 20000) memo.clear();
  memo.set(word, result);
  return result;
}

/** The id of NEGATION, whose scope the model's features mark ("not tired" is not "tired"). */
export const NEGATION_CLASS = CLASS_NAMES.indexOf("NEGATION");
