import type { Lexicon } from "./types.ts";

const KIN =
  "(?:mutter|mama|mami|vater|papa|papi|eltern|oma|opa|großmutter|großvater|großeltern|bruder|schwester|sohn|tochter|kind|baby|mann|ehemann|frau|ehefrau|partner|partnerin|freund|freundin|onkel|tante|cousin|cousine|neffe|nichte|enkel|enkelin|hund|katze|chef|chefin|kollege|kollegin|nachbar|nachbarin|ex)";
const MY = "(?:mein|meine|meinem|meinen|meiner|meines|unser|unsere|unserem|unseren|unserer)";
const ABUSER =
  "(?:er|sie|mein (?:mann|freund|partner|ehemann|vater|papa|stiefvater|bruder|onkel|opa|ex|chef|sohn)|meine (?:frau|freundin|partnerin|mutter|mama|stiefmutter|schwester|tante|eltern|familie|ex))";
const PILLS =
  "(?:tabletten|pillen|medikamente|schlaftabletten|paracetamol|ibuprofen|aspirin|novalgin|antidepressiva|tilidin|opiate|insulin|beruhigungsmittel|benzos)";

export const DE: Lexicon = {
  lang: "de",
  stopwords: [
    "ich", "und", "nicht", "mein", "meine", "mich", "mir", "ist", "der", "die", "das", "soll", "sollte",
    "wird", "werde", "wann", "was", "wie", "ein", "eine", "es", "zu", "mit", "auf", "noch", "mehr", "will",
    "habe", "bin", "kann", "einfach", "warum", "wer", "oder", "aber", "mal", "schon", "heute",
  ],
  harmless: [
    "(?:sterbe|sterben|starb|gestorben) vor (?:lachen|hunger|neugier|langeweile|scham|angst|hitze|kälte|peinlichkeit)",
    "(?:zum )?(?:tot|tod)(?:lachen|müde|schick|langweilig|sicher|ernst|schön)|todmüde|totlachen|todschick|todsicher|todernst|totgelacht",
    "(?:mein chef|meine chefin|meine mutter|meine mama|mein vater|mein papa|meine eltern|mein freund|meine freundin|mein mann|meine frau|er|sie|der|die) (?:bringt|wird|würde) mich (?:noch )?(?:um|umbringen|killen)",
    "(?:bringt|bringen) mich (?:noch )?um(?: vor)?",
    "(?:schluss|ende|aus) (?:machen )?mit (?:meinem|meiner|ihm|ihr|dem|der)|schluss machen",
    "zeit totschlagen|die zeit tot",
    "(?:ich bin|bin) nicht (?:suizidal|selbstmordgefährdet|lebensmüde|in gefahr)",
    "(?:ich könnte|könnte) (?:eine|einen|ein) (?:pizza|burger|döner|bier|kaffee|schnitzel) (?:ermorden|killen|töten)",
    "(?:das|es|die|der) (?:\\w+ )?(?:bringt|killt) mich",
    "aus dem leben gegriffen",
  ],
  crisis: {
    "self-harm": [
      "(?:keinen bock|keine lust|keine kraft) mehr (?:zu leben|auf (?:das |mein )?leben|weiterzuleben)|(?:mag|kann) nicht mehr leben",
      "(?:mich|mir) (?:\\w+ ){1,3}(?:umbringen|t\u00f6ten|das leben nehmen|etwas antun|was antun|weh tun|verletzen|aufh\u00e4ngen|erh\u00e4ngen)",
      "nie (?:wieder|mehr) aufwachen|(?:nen|einen|ein) (?:strick|seil) (?:besorgt|gekauft|bereit)|strick besorgt|abschiedsbrief\\w*",
      "wozu (?:noch )?(?:leben|weiterleben|weitermachen|aufstehen)|was (?:hat|macht) (?:das |mein )?leben (?:noch )?(?:f\u00fcr )?(?:einen )?sinn",
      "selbstmord\\w*|suizid\\w*|freitod|selbstverletz\\w*|ritze mich|ritzen|geritzt|mich ritz\\w*",
      "(?:mich|mir) (?:selbst )?(?:umbringen|umzubringen|töten|zu töten|das leben nehmen|das leben zu nehmen|etwas antun|was antun|etwas anzutun|weh tun|wehtun|verletzen|schneiden|aufhängen|erhängen|erschießen|vergiften)",
      "(?:bringe|bring|töte) mich (?:selbst )?(?:um|heute|jetzt)|ich bring mich um",
      "(?:will|möchte|wollte|würde gern|würde lieber|wünschte|wünsche mir|sehne mich danach)(?: einfach| nur| lieber)* (?:tot sein|sterben|nicht mehr (?:leben|da sein|aufwachen|existieren|hier sein)|verschwinden|einschlafen und nicht mehr aufwachen|für immer schlafen|nicht mehr sein)",
      "(?:wäre|wär) (?:ich )?(?:lieber|besser) tot|(?:ich )?(?:will|möchte) (?:nicht mehr|nimmer) (?:leben|weiterleben|aufwachen|sein)|nicht mehr aufwachen|lebensmüde|keinen sinn mehr (?:zu leben|im leben|weiterzumachen)|(?:das )?leben (?:hat )?keinen sinn mehr",
      "(?:meinem leben|allem|dem allen|dem ganzen) ein ende (?:setzen|machen|bereiten)|(?:mein leben|alles) beenden|schluss machen mit (?:dem leben|allem|mir)",
      "(?:niemand|keiner|keiner würde) (?:würde )?mich (?:vermissen|vermisst)|(?:allen|jedem|meiner familie|euch|ihnen) (?:nur )?(?:zur|eine) last|(?:ich bin )?(?:eine|nur eine) (?:last|belastung) für|besser (?:dran|ohne mich)|ohne mich besser",
      "(?:von (?:der|einer) brücke|vom dach|aus dem fenster|vor (?:den|einen) zug|vor (?:ein|das) auto) (?:springen|werfen|legen)|(?:springe|werfe mich) (?:von|vor)",
      "(?:alle|die ganzen|meine) (?:tabletten|pillen|schlaftabletten) (?:nehmen|schlucken)|(?:wie viele|wieviele) (?:\\w+ )?(?:tabletten|pillen|paracetamol|ibuprofen|schlaftabletten) (?:sind tödlich|braucht man|bis man|um zu sterben|tödlich)",
      "ich (?:kann|halte) (?:das )?nicht mehr(?: aus| weiter| leben)?$|ich kann nicht mehr weiter|halte es nicht mehr aus|(?:sachen|sachen|dinge|alles) verschenk\\w*|abschiedsbrief|abschied nehmen von allen",
      "(?:gedanken|denke) (?:an|über) (?:den tod|sterben|selbstmord|suizid|mein ende)|todessehnsucht",
    ],
    abuse: [
      `${ABUSER} (?:schlägt|schlug|hat mich geschlagen|würgt|würgte|tritt|trat|bedroht|bedrohte|vergewaltigt\\w*|misshandelt\\w*|verprügelt\\w*|prügelt|schubst|stößt|sperrt|sperrte|kontrolliert|zwingt|zwang|begrapscht|missbraucht\\w*|tut mir weh|verletzt) (?:mich|uns)`,
      `${ABUSER} (?:hat )?mich (?:geschlagen|gewürgt|getreten|vergewaltigt|verprügelt|missbraucht|eingesperrt|bedroht|gezwungen|angefasst)`,
      "häusliche gewalt|vergewaltig\\w*|sexuell (?:belästigt|missbraucht)|sexueller missbrauch|missbrauch\\w*|misshandl\\w*",
      `angst vor (?:${MY} (?:mann|freund|partner|vater|stiefvater|mutter|frau|freundin|eltern|ex)|ihm|ihr)|angst (?:nach hause|heimzugehen|nachhause)`,
      "(?:droht|drohte|gedroht) (?:mir|mich) (?:zu )?(?:töten|umzubringen|umbringen|schlagen)|droht (?:mir|damit)|lässt mich nicht (?:gehen|raus|arbeiten|weg)|nimmt mir (?:mein|das) (?:geld|handy)",
    ],
    "child-in-danger": [
      "(?:kind|sohn|tochter|baby|enkel) (?:wird|wurde) (?:geschlagen|missbraucht|misshandelt|angefasst)|kindesmissbrauch|kindesmisshandlung",
      "(?:ich bin|bin) (?:1[0-7]|[5-9]|zwölf|dreizehn|vierzehn|fünfzehn|sechzehn|siebzehn).{0,80}(?:älter|erwachsen|mann|lehrer|trainer|onkel|geheim|nacktbilder|nacktfotos|bilder|fotos|treffen|anfassen|fasst|schlägt)",
      "(?:älterer|erwachsener) (?:mann|typ|freund)|nacktbilder|nacktfotos|nacktfotos schicken|(?:niemandem|meinen eltern nicht) (?:davon )?erzählen",
      "(?:angst|sorge) (?:dass ich|ich könnte) (?:mein|meinem) (?:baby|kind) (?:weh tun|wehtun|schaden|etwas antun)",
    ],
    violence: [
      "(?:bringe|bring) (?:ihn|sie|meinen \\w+|meine \\w+|jemanden|den|die) (?:\\w+ ){0,3}um(?! zu)",
      "(?:will|werde|m\u00f6chte|plane) (?:ihn|sie|jemanden|alle|meinen \\w+|meine \\w+) (?:\\w+ ){0,3}(?:umbringen|t\u00f6ten|erstechen|erschie\u00dfen|abstechen|vergiften|abknallen|kaltmachen)",
      "(?:will|werde|möchte|würde am liebsten|plane) (?:ihn|sie|jemanden|alle|meinen \\w+|meine \\w+) (?:umbringen|töten|erstechen|erschießen|abstechen|vergiften|verletzen|umlegen)",
      "amoklauf|amok laufen",
    ],
    "medical-emergency": [
      "brustschmerz\\w*|schmerz\\w* (?:in der|in meiner|auf der) brust|(?:enge|druck|engegefühl|stechen) (?:in|auf) der brust|herzinfarkt|herzanfall|herzstillstand",
      "schlaganfall|gesicht (?:hängt|ist schief)|hängender mundwinkel|lallt|(?:arm|bein) (?:ist )?(?:taub|gelähmt)|arm kribbelt|kribbeln im (?:linken )?arm",
      "atmet nicht(?: mehr)?|(?:bekomme|bekommt|kriege|krieg) keine luft|kann nicht (?:mehr )?atmen|atemnot|läuft blau an|blaue lippen",
      `(?:\\d+|zu viele|viele|alle|eine ganze (?:packung|schachtel)|die ganze packung|eine packung) (?:\\w+ )?${PILLS} (?:genommen|geschluckt|eingenommen)|überdosis|vergiftung|vergiftet`,
      "bewusstlos|wacht nicht (?:mehr )?auf|krampfanfall|zusammengebrochen|blutet (?:stark|sehr|viel)|hört nicht auf zu bluten|allergische? (?:schock|reaktion)|notarzt|krankenwagen rufen",
    ],
    "eating-disorder": [
      "(?:kotze|erbreche|\u00fcbergebe mich|breche|spucke) (?:mich )?(?:\\w+ )?nach (?:jedem|dem|den|der|jeder) (?:essen|mahlzeit|mahlzeiten)",
      "seit (?:\\d+|zwei|drei|vier|f\u00fcnf|einer woche|tagen) (?:tagen |wochen )?nichts",
      "magersucht|magersüchtig|bulimie|bulimisch|essstörung|ess brech|(?:erbreche|kotze|übergebe) (?:mich )?nach dem essen|bringe mich zum erbrechen|hungere mich|(?:seit|schon) (?:\\d+|tagen|einer woche|drei tagen|zwei tagen) nichts (?:mehr )?gegessen|abführmittel (?:zum|um)",
    ],
  },
  threats: [
      "(?:umbringen|bringt mich um|bringe dich um|totet mich|toten|schlagt mich tot)(?: \\w+){0,3} wenn ich (?:gehe|ihn|sie|es|ausziehe|jemandem|zur polizei)",
  ],
  noReading: {
    "death-or-illness": [
      `(?:wann|wie lange noch|ob) (?:stirbt|lebt|wird) (?:${MY} )?${KIN}|stirbt (?:${MY} )?${KIN}|${MY} ${KIN} (?:\\w+ ){0,2}(?:stirbt|sterben wird)`,
      `(?:wann|wird|stirbt|muss) (?:${MY} )?${KIN} (?:bald )?(?:sterben|stirbt|gehen|überleben|wieder gesund|gesund|durchkommen)`,
      `(?:wann|wie lange) (?:wird|hat|lebt) (?:${MY} )?${KIN} (?:noch )?(?:sterben|leben|zu leben)`,
      `${MY} ${KIN} (?:hat|ist an|liegt im|liegt auf der) (?:krebs|demenz|alzheimer|tumor|krankenhaus|intensivstation|sterben|koma)|${MY} ${KIN} (?:ist )?(?:schwer|todkrank|sterbenskrank|unheilbar) krank|${MY} ${KIN} stirbt`,
      "wann (?:werde ich|sterbe ich)(?: sterben)?|wie (?:werde ich|sterbe ich) sterben|mein todestag|todesdatum",
    ],
    pregnancy: ["schwanger\\w*|fehlgeburt|abtreibung|kinderwunsch|künstliche befruchtung|ivf|fruchtbar\\w*"],
    medication: [`medikament\\w*|${PILLS}|absetzen|antibabypille|die pille|dosis|impfung|impfen`],
    diagnosis: ["diagnose|krebs|tumor|symptom\\w*|befund|biopsie|operation|chemo\\w*|zum arzt|arzt gehen|habe ich (?:krebs|adhs|autismus|diabetes|depressionen)"],
    legal: [
      "sorgerecht\\w*|scheidung\\w*|gericht\\w*|anwalt\\w*|klage\\w*|prozess\\w*","gericht|anwalt|anwältin|klage|klagen|verklagen|sorgerecht|scheidung\\w*|prozess|gefängnis|haft|strafanzeige|polizei|visum|abschiebung|aufenthaltsgenehmigung|vertrag unterschreiben|ist das legal|legal"],
    grief: [
      `${MY} (?:\\w+ )?${KIN} (?:\\w+ ){0,4}(?:gestorben|verstorben|ums leben gekommen)`,
      `${MY} (?:\\w+ )?${KIN} (?:ist )?(?:gestorben|verstorben|tot|ums leben gekommen)|${MY} (?:verstorbene|verstorbener|verstorbenen|toter|tote) ${KIN}|(?:tod|verlust) (?:meiner|meines|meinen|unserer|unseres) \\w+|trauer\\w*|beerdigung|begräbnis|beisetzung|jenseits|im himmel|(?:zeichen|botschaft) von (?:ihm|ihr|meinem|meiner)|(?:verloren|verlieren) (?:habe )?(?:meinen|meine|mein) ${KIN}|(?:meinen|meine|mein) ${KIN} verloren`,
    ],
  },
  unclear: [
      "soll(?:te)? ich es (?:heute(?: nacht| abend)? |jetzt )?(?:tun|machen|beenden)|(?:mach|tu) ich es",
    "soll(?:te)? ich (?:es |das |alles |einfach |jetzt )*(?:beenden|aufhören|tun|machen|durchziehen|gehen|loslassen|aufgeben|hinschmeißen|sein lassen|wagen|springen)",
    "ist es (?:zeit|an der zeit|so weit|soweit)(?: zu gehen| loszulassen| aufzuhören| schluss zu machen| es zu beenden)?",
    "ist (?:es|jetzt) (?:vorbei|das ende|der moment)",
  ],
};
