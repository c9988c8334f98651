import type { Lexicon } from "./types.ts";

const KIN =
  "(?:moeder|mama|ma|vader|papa|pa|ouders|oma|opa|grootouders|broer|zus|zuster|zoon|dochter|kind|kinderen|baby|man|echtgenoot|vrouw|echtgenote|vriend|vriendin|partner|oom|tante|neef|nicht|kleinzoon|kleindochter|hond|kat|baas|collega|buurman|buurvrouw|ex|schoonmoeder|schoonvader|stiefvader|stiefmoeder)";
const MY = "(?:mijn|m n|mn|onze|ons)";
const ABUSER =
  "(?:hij|zij|ze|mijn (?:man|vriend|partner|echtgenoot|vader|papa|stiefvader|broer|oom|ex|baas|zoon|vrouw|vriendin|moeder|mama|stiefmoeder|zus|tante)|mijn ouders)";
const PILLS =
  "(?:pillen|tabletten|medicijnen|medicatie|paracetamol|ibuprofen|aspirine|slaappillen|antidepressiva|oxazepam|diazepam|temazepam|insuline|capsules)";

export const NL: Lexicon = {
  lang: "nl",
  stopwords: [
    "ik",
    "mijn",
    "het",
    "de",
    "een",
    "en",
    "niet",
    "is",
    "van",
    "dat",
    "met",
    "moet",
    "zal",
    "wanneer",
    "wat",
    "hoe",
    "ben",
    "heb",
    "wil",
    "me",
    "mij",
    "er",
    "nog",
    "meer",
    "maar",
    "ook",
    "om",
    "te",
    "zijn",
    "gaat",
    "ga",
    "kan",
    "waarom",
    "wie",
    "of",
    "dan",
    "naar",
  ],
  harmless: [
    "(?:ik )?(?:ga|gaan|sterf|sterven|stierf) (?:bijna )?dood van (?:het lachen|de honger|nieuwsgierigheid|verveling|de schaamte|de hitte|de kou)|doodmoe|doodsbang voor (?:spinnen|examens|de toets)|(?:me )?dood (?:lachen|vervelen)|doodgewoon|doodleuk|doodziek van (?:het|die|dat|mijn)",
    "(?:mijn baas|mijn moeder|mijn mama|mijn vader|mijn papa|mijn ouders|mijn vriend|mijn vriendin|hij|zij|ze) (?:vermoordt|gaat) me(?: vermoorden)?|(?:die|dat|deze|het) \\w* ?(?:maakt me af|vermoordt me)",
    "(?:de )?tijd doden|(?:het )?uitmaken met|(?:een einde maken aan|stoppen met|breken met) (?:mijn|onze|de) (?:relatie|vriend|vriendin|baan|studie)|ik zou (?:een|moord doen voor een) (?:pizza|burger|biertje|koffie)|moord doen voor",
    "(?:ik ben|ben) niet (?:suicidaal|in gevaar)",
  ],
  crisis: {
    "self-harm": [
      "(?:ben|voel me) (?:\\w+ ){0,2}(?:een last|tot last)",
      "(?:wil|zou willen|wou|wens|wilde) (?:(?!(?:not|never|nicht|nie|kein|pas|jamais|no|nunca|nao|niet|nooit|geen|non|mai)\\b)\\w+ ){0,3}(?:dood|sterven|verdwijnen (?:voor altijd|voorgoed)|niet meer wakker worden|niet meer bestaan|er niet meer zijn|zelfmoord plegen|mezelf van kant maken|mezelf doden|niet meer leven)",
      "(?:pijnloze|snelste|makkelijkste|zekerste) (?:\\w+ ){0,2}(?:manier|methode) (?:om )?(?:te sterven|dood te gaan|zelfmoord|mezelf)|hoe (?:pleeg ik|kan ik) (?:zelfmoord|mezelf doden|mezelf van kant)",
      "ik (?:kan|trek|hou|houd) (?:het )?(?:niet|nie) meer(?: aan| vol)?$|ik trek het niet meer|ik kan niet meer verder|geen kracht meer",
      "(?:snij|snijd|kras|bekras|verwond|beschadig|sla) (?:\\w+ )?mezelf|mezelf (?:\\w+ )?(?:snijden|krassen)|beter af zonder (?:mij|me)",
      "mezelf (?:\\w+ ){0,2}(?:van kant maken|doden|doodmaken|iets aandoen|pijn doen|snijden|ophangen|wat aandoen)",
      "nooit (?:meer )?wakker (?:worden|te worden)|afscheidsbrie\\w*|wat heeft (?:het )?leven (?:nog )?(?:voor )?zin|waarom (?:nog )?(?:leven|doorgaan)",
      "zelfmoord\\w*|suicid\\w*|zelfdoding|zelfbeschadig\\w*|automutil\\w*|mezelf (?:van kant maken|doden|doodmaken|iets aandoen|pijn doen|snijden|ophangen|verhangen|vergiftigen|beschadigen|wat aandoen)|me van kant maken|mij van kant maken|er een eind(?:e)? aan maken|een eind(?:e)? aan (?:mijn leven|alles|het leven) maken|mijn leven beeindigen|uit het leven stappen",
      "(?:wil|zou willen|wil graag|wou|wilde|wens|hoop) (?:gewoon |liever |graag )?(?:dood|dood zijn|sterven|er niet meer zijn|niet meer leven|niet meer wakker worden|verdwijnen|voor altijd slapen|niet meer bestaan)",
      "wil niet meer (?:leven|wakker worden|bestaan|verder|hier zijn)|niet meer wakker (?:worden|te worden)|(?:moe|klaar) (?:van|met) (?:het )?leven|levensmoe|ik kan niet meer$|ik kan het niet meer aan|ik trek het niet meer|het leven heeft geen zin|geen zin meer in (?:het )?leven|geen reden (?:om|meer om) te leven",
      "niemand zou me (?:missen|opmerken)|niemand zal me missen|(?:ik ben )?(?:een|tot) last (?:voor|van)|(?:zijn|zou|zouden) beter af zonder mij|beter af zonder me|(?:mijn )?spullen weggeven|afscheidsbrief|afscheid nemen van iedereen",
      `hoeveel (?:\\w+ )?${PILLS} (?:om dood te gaan|zijn dodelijk|heb je nodig|om te sterven)|al (?:mijn|de) ${PILLS} (?:innemen|slikken|nemen)`,
      "(?:van|vanaf) (?:een|de) (?:brug|flat|dak|balkon) springen|voor de trein (?:springen|gaan liggen|stappen)|voor een trein springen",
    ],
    abuse: [
      `${ABUSER} (?:\\w+ ){0,3}(?:slaat|sloeg|heeft me geslagen|schopt|schopte|wurgt|wurgde|bedreigt|bedreigde|verkracht\\w*|mishandelt|mishandelde|duwt|duwde|controleert|sluit|sloot|dwingt|dwong|misbruikt|misbruikte|betast|doet me pijn|kleineert|slaat me|slaan me|sloegen me)(?: me| mij| ons)?`,
      "huiselijk geweld|partnergeweld|verkracht\\w*|seksueel misbruik\\w*|(?:ben|werd|word) (?:misbruikt|mishandeld|geslagen|aangerand)|aanrand\\w*|misbruik\\w*|mishandel\\w*",
      `bang (?:voor|van) (?:${MY} (?:man|vriend|partner|vader|moeder|stiefvader|ex|ouders)|hem|haar)|bang om (?:naar huis|thuis)`,
      "dreigt (?:me|mij|ermee) (?:te )?(?:vermoorden|doden|slaan)|laat me niet (?:gaan|weg|werken|naar buiten)|pakt (?:mijn|m n) (?:geld|telefoon)",
    ],
    "child-in-danger": [
      "(?:kind|zoon|dochter|baby|broertje|zusje) (?:wordt|werd) (?:geslagen|misbruikt|mishandeld|betast)|kindermishandeling|kindermisbruik|pedofiel\\w*",
      "(?:ik ben|ben) (?:1[0-7]|[5-9]|twaalf|dertien|veertien|vijftien|zestien|zeventien)(?: jaar)?.{0,80}(?:ouder|volwassen|man|leraar|trainer|oom|geheim|naaktfoto\\w*|foto|afspreken|aanraken|raakt|slaat)",
      "(?:oudere|volwassen) (?:man|vent|jongen|vriend)|naaktfoto\\w*|nudes|(?:niemand|mijn ouders) (?:iets )?(?:mag|mogen) (?:het )?weten",
      "bang dat ik (?:mijn|m n) (?:baby|kind) (?:pijn doe|iets aandoe|zal schudden)",
    ],
    violence: [
      "(?:ga|wil|zal|ik) (?:\\w+ ){0,4}(?:vermoorden|doodmaken|doodsteken|neersteken|neerschieten|afmaken|wurgen|vergiftigen|in elkaar slaan|iets aandoen|kapot maken)(?! (?:van|met lachen))",
      "(?:ik )?(?:ga|wil|zal) (?:hem|haar|ze|iemand|iedereen|mijn \\w+) (?:\\w+ ){0,2}(?:vermoorden|doodmaken|doodsteken|neersteken|neerschieten|iets aandoen)|maak (?:hem|haar) af",
      "(?:ik )?(?:ga|wil|zal) (?:hem|haar|ze|iemand|iedereen|mijn \\w+) (?:vermoorden|doodmaken|doodsteken|neersteken|neerschieten|iets aandoen|wat aandoen)",
    ],
    "medical-emergency": [
      "pijn (?:\\w+ ){0,2}(?:op|in) (?:de|mijn|zijn|haar) borst",
      "pijn op (?:de|mijn|zijn|haar) borst|borstpijn|druk op de borst|beklemd gevoel|hartaanval|hartinfarct|hartstilstand",
      "beroerte|herseninfarct|hersenbloeding|scheve mond|hangende mondhoek|hangend gezicht|praat (?:raar|onduidelijk|dubbel)|arm (?:is )?(?:verlamd|gevoelloos|tintelt)|tintelende arm|tinteling in (?:mijn|zijn|haar) arm",
      "ademt niet|kan niet (?:meer )?ademen|krijg geen lucht|krijgt geen lucht|benauwd en|blauwe lippen|stikt|stikken",
      `(?:heb|heeft|hebben) (?:\\d+|te veel|veel|alle|een hele (?:strip|doos|pot)|de hele (?:strip|doos|pot)) (?:\\w+ )?${PILLS} (?:genomen|ingenomen|geslikt)|overdosis|vergiftig\\w*`,
      "bewusteloos|wordt niet wakker|niet aanspreekbaar|flauwgevallen en|stuip\\w*|epileptische aanval|bloedt (?:heel )?(?:erg|veel|hevig)|anafylactische|112 bellen|ambulance bellen",
    ],
    "eating-disorder": [
      "(?:overgeven|geef over|kots|kotsen|braak|braken) (?:\\w+ )?na (?:het eten|elke maaltijd|iedere maaltijd|het avondeten|elk|ieder|de maaltijd)",
      "anorexi\\w*|boulimi\\w*|eetstoornis|eetbuistoornis|(?:overgeven|kotsen) na (?:het )?eten|mezelf laten overgeven|(?:al )?(?:\\d+|dagen|een week|drie dagen) niet (?:meer )?gegeten|laxeermiddelen om af te vallen|mezelf uithongeren",
    ],
  },
  threats: [
    "(?:vermoordt|vermoorden|doodt|maakt) (?:me|mij)(?: \\w+){0,2} (?:als|wanneer) ik (?:weg ga|wegga|hem verlaat|haar verlaat|het vertel|ga)",
  ],
  noReading: {
    "death-or-illness": [
      `${KIN} (?:\\w+ ){0,4}(?:dood|sterven|sterft|overlijden|overlijdt|overleven|overleeft|herstellen|herstelt|genezen|geneest|beter worden|het halen)`,
      `(?:wordt|word|gaat) (?:${MY} )?${KIN} (?:weer |nog )?(?:beter|gezond|dood)`,
      `(?:wanneer|hoelang|hoe lang) (?:gaat|zal|heeft|leeft) (?:${MY} )?${KIN} (?:nog )?(?:dood|sterven|overlijden|te leven|leven)|(?:gaat|zal) (?:${MY} )?${KIN} (?:dood|sterven|overlijden|beter worden|het halen|genezen|overleven)`,
      `${MY} ${KIN} (?:heeft|ligt in het|ligt op de|ligt in|is|is ernstig) (?:kanker|een tumor|dementie|alzheimer|ziekenhuis|ic|intensive care|coma|terminaal|stervende|ernstig ziek|ziek)`,
      "wanneer (?:ga ik|zal ik) (?:dood|sterven)|hoe (?:ga ik|zal ik) (?:dood|sterven)|mijn sterfdatum|sterfdag",
    ],
    pregnancy: [
      "(?:een |de |nog een |ons |mijn )?(?:baby|kindje|kind) (?:krijgen|verwachten|verliezen|houden)|(?:krijg|krijgen|verwacht|verwachten) (?:ik|we|wij|zij) (?:\\w+ )?(?:een |nog een )?(?:baby|kindje|kind)|(?:menstruatie|ongesteldheid|regels?) (?:is |zijn )?(?:te laat|uitgebleven|niet gekomen)|niet ongesteld geworden|embryo\\w*|ovulatie|eisprong|zwangerschapstest|in verwachting",
      "zwanger\\w*|miskraam|abortus|ivf|vruchtbaar\\w*|kinderwens|de baby houden|positieve test",
    ],
    medication: [
      "(?:stoppen|afbouwen|minderen|verhogen|verlagen|innemen|beginnen) (?:met )?(?:\\w+ ){0,2}(?:pillen|medicijnen|medicatie|antidepressiva|dosis|pil)|(?:pillen|medicijnen|medicatie|antidepressiva|dosis) (?:\\w+ ){0,2}(?:stoppen|afbouwen|minderen|verhogen|verlagen)|bijwerking\\w*|recept|dosis|antidepressiva",
      `${PILLS}|medicijn\\w*|medicatie|stoppen met (?:mijn|de) (?:medicijnen|medicatie|pil)|de pil|vaccin\\w*|prik`,
    ],
    diagnosis: [
      "(?:knobbel|bult|moedervlek|vlek|uitslag|bobbel|zwelling|cyste|bloeding|bloed) (?:\\w+ ){0,6}(?:ernstig|gevaarlijk|kwaadaardig|goedaardig|kanker|slecht nieuws|iets ergs|iets ernstigs)|(?:mri|ct|scan|rontgen|echo|bloedonderzoek|bloedwaarden|mammografie|biopt|biopsie) (?:\\w+ ){0,3}(?:goed|slecht|normaal|uitvallen|uitslag|laten zien|zijn)|(?:dokter|huisarts|arts|specialist|oncoloog|ziekenhuis|kliniek|gynaecoloog) (?:\\w+ ){0,4}(?:gevonden|zei|zegt|denkt|wil|doorverwezen|afspraak)|(?:wat (?:is er|heb ik) (?:mis )?met mij|ben ik ziek)|ziek\\w*|doorverwijz\\w*",
      "diagnose|kanker|tumor|symptom\\w*|biopsie|uitslag|operatie|chemo\\w*|ziekte|naar de dokter|naar de huisarts",
    ],
    legal: [
      "schuld bekennen|aanklagen|naar de rechter|huisbaas|verhuurder|schadevergoeding|smartengeld|verzekering (?:betaalt|uitkeert)|rijbewijs (?:kwijt|ingevorderd|terug)|getuige",
      "(?:win|verlies|winnen|verliezen|winnen we|verliezen we) (?:ik |we )?(?:de |mijn |deze |het |onze )?(?:rechtszaak|zaak|procedure|beroep|hoger beroep|geschil|claim)|procedure\\w*|zitting|vonnis|uitspraak|veroordeel\\w*|vrijgesproken|vrijspraak|straf|boete|borgtocht|voorwaardelijk\\w*|strafblad|aangeklaagd|officier van justitie|getuig\\w*|hoger beroep|in beroep|bezwaarschrift|naturalisatie|nationaliteit|verblijfsvergunning|verblijfsstatus|erfenis|testament|huurgeschil|uitzetting|advocat\\w*|echtscheiding",
      "voogdij\\w*|rechtszaak\\w*",
      "rechtszaak|advocaat|rechter|rechtbank|voogdij|scheiding|gevangenis|cel|aangifte|verblijfsvergunning|uitzetting|visum|contract tekenen|is het legaal|legaal|politie",
    ],
    grief: [
      `${MY} (?:\\w+ )?${KIN} (?:\\w+ ){0,4}(?:overleden|gestorven)`,
      `${MY} (?:\\w+ )?${KIN} (?:is )?(?:overleden|gestorven|dood|heeft zelfmoord gepleegd)|(?:overlijden|dood|verlies|begrafenis) van ${MY} ${KIN}|${MY} (?:overleden|gestorven) ${KIN}|verloren (?:mijn|m n) ${KIN}|(?:mijn|m n) ${KIN} verloren|rouw\\w*|begrafenis|uitvaart|crematie|in de hemel|hiernamaals|een teken van (?:hem|haar|mijn)`,
    ],
  },
  unclear: [
    "heeft het (?:nog |wel )?(?:zin|nut) (?:om )?(?:door te gaan|verder te gaan|te leven|te vechten|vol te houden)",
    "(?:zal|moet) ik het (?:vannacht |vanavond |nu |vandaag )?doen",
    "(?:moet|zal|zou) ik (?:er )?(?:maar |gewoon |nu )?(?:mee stoppen|stoppen|ermee stoppen|een einde aan maken|er een einde aan maken|het doen|gaan|loslaten|opgeven|het opgeven|de stap zetten|ermee ophouden|ophouden)",
    "(?:is het|wordt het) tijd (?:om te gaan|om te stoppen|om los te laten|om op te geven|om het te doen)?",
    "(?:is het over|is dit het einde)",
  ],
};
