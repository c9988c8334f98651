/**
 * Wordings that cross languages: a number of pills, a face that droops, days without food, a
 * weapon already bought, "not suicidal", a sign named as a sign. Tested on every question.
 */
import type { CrisisKind, NoReadingKind } from "./types.ts";

const PILL_WORDS =
  "(?:pills?|tablets?|capsules?|remedios?|medicamentos?|medicaments?|medikamente|farmaci|medicijnen|paracetamol\\w*|acetaminophen|tylenol|ibuprofen\\w*|aspirin\\w*|panadol|advil|codeine|xanax|valium|tabletten|pillen|comprimes|cachets|gelules|doliprane|dafalgan|efferalgan|pastillas|pildoras|comprimidos|pilulas|capsulas|pastiglie|pillole|compresse|tachipirin\\w*|nolotil|ben u ron|slaappillen|schlaftabletten|somniferes|somniferos|soniferos|sonniferi)";
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
  "suicide squad|suicide (?:doors|run|mission|sprint)",
  // A negated wish phrased with a verb of thinking: "I'm not thinking about ending my life".
  `(?:not|never|nicht|pas|no|nao|niet|non) (?:\\w+ ){0,2}(?:thinking|planning|considering|going|trying|wanting) (?:about |of |to )?(?:ending my life|${DIE_EN})`,
  "(?:not|never) (?:going to |gonna )?(?:hurt|harm|kill) my ?self|tue mir nichts an|verletze mich nicht|ne (?:me )?(?:fais|ferai|vais) (?:pas|jamais) (?:me faire )?(?:de |du )?mal|no me (?:hago|voy a hacer|haria) dano|nao me (?:vou )?(?:machucar|cortar|matar)|doe mezelf (?:niets|geen pijn|niks)|non (?:mi )?(?:faccio|farei|faro) (?:del )?male",
  "(?:estao|esta|estas|estou) a matar me|(?:ta|esta|estao) me matando|(?:me )?(?:estao|esta) a dar cabo de mim",
  "(?:morir\\w*|muero|muerto|muerta|morrer|morrendo|mourir|meurs|morire|muoio|sterben|sterbe|dood) (?:de|of|van|vor|dal|dalla|dalle|di) (?:la |het )?(?:risa|rir|rire|ridere|lachen|risate|verguenza|vergonha|honte|vergogna|schaam\\w*|scham|aburrimiento|tedio|ennui|noia|verveling|langeweile)",
  // Denied thoughts of suicide, in every word order: "ich denke nicht an Selbstmord", "no pienso
  // en suicidarme", "ik zou mezelf nooit iets aandoen". Not after "can", "why", "should" ("I can't stop thinking about killing myself" is no denial),
  // and never across "stop": the thought that cannot be stopped is the crisis.
  "(?<!(?:can|could|why|should|if) )(?:not|never|nicht|nie|niemals|pas|jamais|no|nunca|nao|niet|nooit|non|mai) (?:(?!(?:stop|stopping|quit|help|aufhoren|arreter|parar|dejar de|deixar de|smettere|ophouden|stoppen)\\b)\\w+ ){0,2}(?:think\\w*|thought|denke|dachte|pense|pienso|pense|penso|denk|penso|considering|planning) (?:\\w+ ){0,1}(?:about |of |an |a |au |en |em |no |na |aan |al |alla )?(?:(?:den |le |el |o |het |il )?(?:suicide|selbstmord|suizid|suicid\\w*|zelfmoord|suicidio|suicidarme|suicidar me|me suicider|mich umzubringen|killing my ?self))",
  "(?:denke|denk|dachte|pense|penso|think) (?:\\w+ )?(?:nicht|niet|nie|nooit|niemals|pas|not|never|mai) (?:an|aan|au|a|al|about|of) (?:den |het |le |il )?(?:selbstmord|suizid|zelfmoord|suicide|suicidio)",
  "(?:wurde|werde|will) (?:mir|mich) (?:\\w+ )?(?:nie|nicht|niemals) (?:\\w+ )?(?:etwas antun|was antun|umbringen|das leben nehmen|verletzen)|(?:zou|zal|ga) mezelf (?:nooit|niet|nooit of te nimmer) (?:iets aandoen|wat aandoen|van kant maken|pijn doen|doden)|(?:would|will) never (?:do anything to|hurt|harm|kill) my ?self|never do anything (?:to my ?self|stupid)|not (?:going to|gonna) do anything stupid|ne (?:me )?(?:ferais|ferai|fais) jamais (?:de |du )?mal|jamais (?:je ne )?me (?:tuerais|suiciderais)|nunca me (?:haria|haré|hare) dano|nunca me (?:mataria|suicidaria)|nunca me (?:faria|farei) mal|nunca me mataria|non mi farei mai (?:del )?male|non mi (?:ucciderei|ammazzerei) mai",
  // A negated wish to harm someone else: "I don't want to hurt him, but should I leave?".
  "(?:do not|does not|never|not|would never|will never|am not going to) (?:\\w+ ){0,2}(?:hurt|harm|kill|murder|hit) (?:him|her|them|anyone|anybody|my \\w+)|(?:ihn|sie|niemanden|keinen) (?:\\w+ )?nicht (?:umbringen|verletzen|wehtun|weh tun|toten)|niemandem (?:weh tun|wehtun|schaden)|(?:hem|haar|ze|niemand) (?:geen pijn (?:doen|te doen)|niet (?:vermoorden|pijn doen|kwetsen|iets aandoen))|ne (?:veux|vais) pas (?:le |la |lui )?(?:faire de mal|faire du mal|blesser|tuer)|no (?:quiero|voy a) (?:hacerle dano|matarlo|matarla|lastimarlo|lastimarla)|nao (?:quero|vou) (?:machuca l[oa]|magoa l[oa]|mata l[oa]|fazer lhe mal)|non (?:voglio|vorrei) (?:fargli|farle) (?:del )?male|non voglio (?:ucciderlo|ucciderla)",
  // No suicidal thoughts, said outright.
  "(?:no|not|keine|nie|aucune?|pas de|ningun|ningunos|nenhum|nenhuns|geen|nessun|nessuna) (?:\\w+ )?(?:selbstmordgedanken|suizidgedanken|suicidal (?:thoughts|ideas|feelings)|pensees suicidaires|idees suicidaires|pensamientos suicidas|ideas suicidas|pensamentos suicidas|ideias suicidas|zelfmoordgedachten|pensieri suicidi)",
  // "I nearly had a heart attack when I saw the price": a shock, not an emergency.
  "(?:nearly|almost|practically|literally|basically|about to) (?:had|have|having|gave me|give me|got) a (?:heart attack|stroke|seizure|aneurysm)|gave me a heart attack|(?:will|would|is going to|gonna) give me a heart attack|fast (?:einen )?(?:herzinfarkt|herzkasper)|(?:failli|presque|quasi) (?:fait |faire |eu |avoir )?(?:une )?(?:crise cardiaque|attaque|avc)|casi me da (?:un infarto|algo)|me va a dar un infarto|quase (?:tive|me deu) um (?:ataque cardiaco|enfarte|infarto|treco)|bijna een hartaanval|(?:mi e )?quasi (?:venuto|preso) un infarto|mi viene un infarto",
  // A holiday, not a vanishing.
  "(?:disappear|vanish|sumir|desaparecer|disparaitre|verschwinden|verdwijnen|sparire|scomparire|abtauchen|escape|escaper|fugir|huir|scappare|weg)(?: \\w+){0,5} (?:for a week|for the weekend|for a few days|weekend|vacation|holiday|holidays|vacances|vacaciones|ferias|vakantie|urlaub|vacanza|viaggio|trip|reis|reise|voyage|viaje|viagem|beach|praia|playa|plage|strand|spiaggia|montagna|mountains|montagne|berge|bergen|montana|montanha|island|isla|ilha|ile|insel|eiland|isola|settimana|semana|semaine|woche|week)",
  // Too much of an everyday thing: "overdose de séries", "sobredosis de azúcar", "overdose di
  // panettone". The nouns are everyday ones, never a medicine or a drug, so "overdose de
  // somnifères" is still read.
  "(?:overdos\\w*|sobredosis|uberdosis|overdosis|sovradosaggio) (?:de |d |di |of |on |an |aan |van )?(?:\\w+ )?(?:series?|serien|seriale|sucre|zucker|azucar|acucar|zucchero|suiker|sugar|chocolat|chocolate|schokolade|cioccolato|chocola|noel|navidad|natal|natale|weihnachten|kerst|christmas|famille|familia|family|travail|boulot|trabajo|trabalho|lavoro|arbeit|werk|work|cafe|kaffee|coffee|koffie|caffe|netflix|films?|filmes|peliculas|movies|doces?|dulces|dolci|snoep|bonbons|brigadeiros?|panettone|pandoro|turron|gateaux?|kekse|platzchen|memes|tiktok|amour|amor|amore|liebe|liefde|k ?dramas?|animes?|mangas?|sinterklaasgedichten|gedichten|reunions?|reuniones|meetings?|musique|musica|muziek|fromage|raclette|kaas|pizza|pasta)\\b",
  // A farewell at work: "goodbye letters to my coworkers since I'm retiring", "carta de despedida
  // da empresa", "lettre d'adieu au foot". Retirement, a last day, colleagues or a job.
  "(?:goodbye|farewell|adieu|d adieu|despedida|abschieds\\w*|afscheids\\w*|d addio|addio) ?(?:letters?|cards?|notes?|emails?|speech|lettres?|mots?|cartas?|cartes?|briefe?|brieven|karten?|kaarten?|lettere|lettera|biglietti)?(?: (?!(?:family|familie|famille|familia|famiglia|everyone|everybody|todos|tous|monde|iedereen|allen|alle|tutti|kids|children|parents|mom|mum|dad|wife|husband|kinder|enfants|hijos|filhos|figli|kinderen|friends|amis|amigos|freunde|vrienden|amici)\\b)\\w+){0,5} (?:coworkers|co workers|colleagues|students|team|company|office|retir\\w*|last day|new job|collegues|eleves|retraite|entreprise|boite|demission|companeros|companeras|alumnos|empresa|jubil\\w*|ultimo dia|colegas|alunos|demissao|aposentadoria|emprego|kollegen|kolleginnen|rente|ruhestand|firma|job|collega s|collegas|pensioen|baan|colleghi|pensione|ufficio|calcio|lavoro)\\b",
  // Leaving social media for a while, not life: "vanish from social media", "desaparecer de las redes".
  "(?:disappear|vanish|sumir|desaparecer|disparaitre|verschwinden|verdwijnen|sparire|scomparire|exister|existir|bestaan|esistere|existieren)(?: \\w+){0,2} (?:from|of|de|das|des|du|van|dai|da|dal|aus|von|auf|sur|en|in|op|no|na|nos|nas) (?:social media|socials|the internet|internet|instagram|insta|tiktok|linkedin|facebook|twitter|whatsapp|las redes|redes sociais|redes sociales|redes|les reseaux|reseaux sociaux|reseaux|sociale media|den sozialen medien|sozialen medien|social|i social|grupo|group chat|groepsapp|el grupo|the group chat|le groupe)\\b(?!(?: \\w+){0,2} (?:and|y|e|et|und|en|or|o|ou|oder|of) (?:\\w+ ){0,3}(?:world|mundo|monde|welt|wereld|mondo|life|lives|vida|vie|leben|leven|vita|everyone|everybody|everything|todos|todo|tous|tout|iedereen|alles|allen|tutti|tutto|forever|siempre|toujours|immer|altijd|sempre))",
  // Counting the days to an everyday event: "quanto tempo falta pro meu aniversário", "how long
  // until Christmas". Time left before a birthday is not time left to live.
  "(?:how long|how many (?:days|weeks|months)|quanto tempo|quanto|cuanto tiempo|cuanto|cuantos dias|quantos dias|combien de (?:temps|jours)|wie lange|wie viele tage|hoe lang|hoeveel dagen|quanti giorni|quanto tempo) (?:still |ainda |todavia |encore |noch |nog |ancora )?(?:until|till|to|falta|faltam|manca|mancano|avant|jusqu a|bis|tot)(?: (?:pro|pra|para|por|a|al|ao|a la|au|zum|zur|an|to|until|till|el|la|o|os|as|il|le|les|de))* (?:(?:my|mon|ma|mes|mi|mis|meu|minha|mio|mia|mein|meinem|meiner|mijn|our|the) )?(?:\\w+ )?(?:aniversario|cumpleanos|compleanno|anniversaire|birthday|bday|geburtstag|verjaardag|natal|navidad|natale|noel|christmas|xmas|weihnachten|kerst|ferias|vacaciones|vacanze|vacances|holidays?|vacation|urlaub|vakantie|fim de semana|fin de semana|fine settimana|weekend|wochenende|fim do mes|fin de mes|fine del mese|payday|casamento|boda|matrimonio|mariage|wedding|hochzeit|bruiloft|concert|show|trip|viagem|viaje|viaggio|voyage|reise|reis)\\b",
];

/** Crisis wordings read in any language. */
export const SHARED_CRISIS: Partial<Record<CrisisKind, readonly string[]>> = {
  abuse: [
    "(?:schlagt|verprugelt|wurgt|tritt|frappe|bat|tape|pega a|golpea a|bate (?:na|no|em)|espanca|slaat|schopt|picchia|hits|beats|chokes|kicks) (?:\\w+ ){0,1}(?:meine mutter|meine mama|meinen vater|ma mere|ma maman|mi madre|mi mama|minha mae|mijn moeder|mijn mama|mia madre|mia mamma|my mom|my mum|my mother)",
    "(?:me|mi|m|mich) (?:obliga|fuerza|costringe|obbliga|oblige|force|obriga|forca|dwingt|zwingt) (?:a |tot |zu |to )?(?:have sex|tener relaciones|tener sexo|acostarme|coucher|avoir des rapports|ter relacoes|fazer sexo|transar|seks|sex|fare sesso|avere rapporti)|(?:forces?|forced|makes|made|obliga|fuerza|oblige|force|obriga|forca|dwingt|zwingt|costringe|obbliga) (?:me|m|mi|mich) (?:a |to |tot |zum |zu )?(?:have sex|sleep with|tener relaciones|tener sexo|acostarme|coucher|avoir des rapports|ter relacoes|fazer sexo|transar|seks|sex|fare sesso|avere rapporti)|(?:even|aunque|meme|mesmo|zelfs|anche|auch) (?:when|though|if|si|quand|que|als|se|wenn)? ?(?:i|le|je|eu|ik|io|ich)? ?(?:say|digo|dis|digo|zeg|dico|sage) (?:que )?(?:no|non|nao|nee|nein)",
    "(?:hidden|hid|hides|took|takes|keeps|has) my (?:passport|documents|papers|id|bank card|cards|keys)|not allowed (?:\\w+ ){0,3}without (?:him|her)|no one would believe me|darf nicht (?:\\w+ ){0,2}ohne (?:ihn|sie)|nimmt mir (?:\\w+ ){0,4}weg",
  ],
  "child-in-danger": [
    // Intrusive thoughts of harming one's own child, in every language.
    "(?:thoughts?|thinking|picture|imagine|imagining|urges?|intrusive|visions?|gedanken|gedanke|vorstellung|pensees?|idees?|pensamientos?|ideas|imagino|pensamentos?|ideias|gedachten|gedachte|pensieri|pensiero|immagino|idee)(?: \\w+){0,8} (?:smother\\w*|hurt\\w*|harm\\w*|push\\w*|drown\\w*|shak\\w*|hit\\w*|suffocat\\w*|anzutun|antun|wehzutun|weh zu tun|schaden|ersticken|mal|blesser|secouer|etouffer|noyer|dano|lastimar|sacudir|ahogar|asfixiar|machucar|magoar|sufocar|afogar|pijn|kwaad|verstikken|verdrinken|male|soffocare|annegare|scuotere)(?: \\w+){0,5} (?:baby|babies|toddler|child|children|kid|kids|son|daughter|newborn|kind|kinder|sohn|tochter|kleine|kleinen|bebe|bebes|enfant|enfants|fils|fille|nourrisson|hijo|hija|hijos|nino|nina|filho|filha|filhos|crianca|kindje|zoon|dochter|bambino|bambina|figlio|figlia|figli|neonato|neonata)|(?:thoughts?|thinking|picture|imagine|imagining|urges?|intrusive|visions?|gedanken|gedanke|vorstellung|pensees?|idees?|pensamientos?|ideas|imagino|pensamentos?|ideias|gedachten|gedachte|pensieri|pensiero|immagino|idee)(?: \\w+){0,8} (?:baby|babies|toddler|child|children|kid|kids|son|daughter|newborn|kind|kinder|sohn|tochter|kleine|kleinen|bebe|bebes|enfant|enfants|fils|fille|nourrisson|hijo|hija|hijos|nino|nina|filho|filha|filhos|crianca|kindje|zoon|dochter|bambino|bambina|figlio|figlia|figli|neonato|neonata)(?: \\w+){0,4} (?:smother\\w*|hurt\\w*|harm\\w*|push\\w*|drown\\w*|shak\\w*|hit\\w*|suffocat\\w*|anzutun|antun|wehzutun|weh zu tun|schaden|ersticken|mal|blesser|secouer|etouffer|noyer|dano|lastimar|sacudir|ahogar|asfixiar|machucar|magoar|sufocar|afogar|pijn|kwaad|verstikken|verdrinken|male|soffocare|annegare|scuotere)",
    // Grooming: secrecy from parents, deleted messages, 'our little secret', 'mature for your age', photos for gifts, an age gap.
    "(?:without|sin que|sans que|sem que|sem|zonder dat|senza che|ohne dass) (?:\\w+ )?(?:my|mis|mes|os meus|meus|mijn|i miei|miei|meine|your) (?:parents|padres|pais|ouders|genitori|eltern|mom|mum|dad)(?: \\w+){0,2} (?:knowing|know|finding out|find out|se enteren|sepan|sachent|saberem|saibam|weten|sappiano|wissen|erfahren)",
    "(?:msgs|messages|chats?|texts|dms|mensajes|conversas|mensagens|berichten|gesprekken|messaggi|nachrichten|verlauf)(?: \\w+){0,2} (?:loschen|losche|loscht|verwijderen|verwijder|wissen|cancellare|cancella|effacer|borrar|apagar)\\b",
    "(?:delete|deleting|effacer|supprimer|borrar|borra|apagar|apaga|verwijderen|wissen|cancellare|cancella|loschen|losche)(?: \\w+){0,2} (?:msgs|messages|chats?|texts|dms|conversations?|mensajes|conversas|mensagens|berichten|gesprekken|messaggi|nachrichten|verlauf)",
    "(?:our|a|notre|nuestro|nosso|ons|nostro|unser) (?:little |petit |pequeno |kleine |piccolo |kleines )?(?:secret|secreto|segredo|geheimpje|segreto|geheimnis)|stays? between us|(?:reste|queda|fica|blijft|resta|bleibt) (?:entre nous|entre nosotros|entre nos|tussen ons|tra (?:di )?noi|unter uns)|(?:special|secret) (?:friendship|relationship)",
    "age is (?:just|only) a number|(?:mature|grown up|volwassen|madur\\w*|matur\\w*|reif|erwachsen) (?:\\w+ ){0,2}(?:for|para|pour|voor|per|fur) (?:my|your|her|mi|tu|su|mon|ton|son|mijn|je|haar|la mia|la tua|mein|dein|ihr|a minha|a tua) (?:age|edad|idade|leeftijd|eta|alter)",
    "(?:pics|pictures|photos|fotos|foto|bilder|videos?|vids?)(?: \\w+){0,5} (?:for|in exchange for|por|pour|voor|per|fur) (?:\\w+ ){0,2}(?:robux|vbucks|v bucks|gems|gemas|skins|gift cards?)|(?:pics|pictures|photos|fotos|foto|bilder|videos?|vids?)\\b.{0,80}\\b(?:robux|vbucks|v bucks|gems|gemas|diamantes|skins|gift cards?)|(?:robux|vbucks|v bucks|gemas|gems|diamantes|skins)\\b.{0,80}(?:pics|photos|fotos|meet|quedar|encontrar|see me|verme|afspreken|vedermi)|(?:pics|pictures|photos|fotos|a vid|videos?) (?:of me )?(?:in|en|em) (?:my |mi |ma |mijn |minha )?(?:underwear|bra|ropa interior|sous vetements|roupa interior|ondergoed|biancheria|intimo|unterwasche)",
    "(?:he is|hes|she is|er ist|il a|el tiene|ele tem|hij is|lui ha) (?:2\\d|3\\d|4\\d|5\\d)(?: \\w+){0,5} (?:i am|im|ich bin|bin|j ai|tengo|tenho|ik ben|ho) (?:[89]|1[0-7])\\b|(?:man|guy|homme|mec|hombre|senor|homem|cara|vent|uomo|mann|typ) (?:of |van |von |de |di )?(?:2\\d|3\\d|4\\d|5\\d)\\b.{0,120}\\b(?:1[0-7])\\b",
    "(?:meet|see me|quedar|encontrar\\w*|afspreken|ophalen|vedermi|incontrarmi|me voir|voir|treffen|pick me up|drives me home|drive me home|alone|a solas|seul|sozinh\\w*|alleen|da sol[oa]|allein|address|adresse|direccion|endereco|adres|indirizzo|photos?|fotos?|pics|pictures|bilder|nudes|adulte?|older|mayor|mais velho|ouder|piu grande|alterer|erwachsener?)\\b.{0,120}\\b(?:i am|im|tengo|tenho|ik ben|ho|j ai|ich bin) (?:[89]|1[0-7])\\b",
    // A child hurt by an adult at home: 'hurts my little brother', 'frappe ma petite soeur'.
    "(?:hurts|hits|beats|kicks|slaps|punches|touches) my (?:little |baby |younger )?(?:brother|sister|son|daughter|kids|children|siblings)|(?:frappe|bat|tape|touche|maltraite) (?:ma|mon|mes) (?:petit |petite )?(?:frere|soeur|fils|fille|enfants)|(?:pega|golpea|maltrata|toca) a (?:mi|mis) (?:hermanit\\w*|herman\\w*|hij\\w*)|(?:bate|agride|toca) (?:no|na|nos|nas|em) (?:meu|minha|meus|minhas) (?:irma\\w*|filh\\w*)|(?:schlagt|verprugelt|missbraucht) (?:meinen|meine) (?:kleinen |kleine )?(?:bruder|schwester|sohn|tochter|kinder)|(?:slaat|schopt|mishandelt) (?:mijn|m n) (?:broertje|zusje|zoon|dochter|kinderen)|(?:picchia|maltratta|tocca) (?:il mio|la mia|mio|mia|i miei) (?:fratellino|sorellina|figlio|figlia|figli)",
    "(?:not allowed|forbidden|told not|must not) to tell (?:anyone|anybody|my \\w+)|or (?:we|i) will get it worse",
  ],
  "self-harm": [
    // A lethal dose, whoever finds me, lying on the rails, a goodbye to the oracle: one concept in every language.
    "(?:lethal|fatal|deadly|todliche|letale|mortelle|letal|mortal|dodelijke|mortale) (?:dose|dosis|menge|dosage|amount|dosering)|(?:dose|dosis|dosage) (?:mortelle|letale|letal|mortal|mortale|dodelijk)",
    "(?:sorry|apologi\\w*|entschuldig\\w*|excus\\w*|desole\\w*|perdon\\w*|disculp\\w*|desculp\\w*|scus\\w*)(?: \\w+){0,4} (?:whoever|the person who|the one who|wer|celui|celle|ceux|la personne|quien|quem|degene|wie|chi) (?:\\w+ )?(?:finds? me|mich findet|mich finden wird|qui me trouv\\w*|me encuentre|me encontrar|mij vindt|mij vinden|mi trov\\w*)",
    "(?:lie|lay|lying|laying|lie down|stand|standing) (?:\\w+ ){0,2}on the (?:train |railway )?tracks|(?:leg|lege|legen) (?:mich|ich mich) (?:\\w+ ){0,3}auf die (?:gleise|schienen)|(?:m allonger|me coucher|allonger|coucher) (?:\\w+ ){0,2}sur (?:les rails|la voie)|(?:tumbarme|acostarme|echarme|tirarme) (?:\\w+ ){0,2}(?:en|a) las vias|(?:deitar|me deitar|me jogar) (?:\\w+ ){0,2}(?:nos trilhos|na linha do trem)|op het spoor (?:gaan )?liggen|(?:mi sdraio|sdraiarmi|stendermi|mi stendo) (?:\\w+ ){0,2}sui binari",
    "(?:goodbye|farewell|adieu|abschied|addio|adeus|adios|vaarwel) (?:\\w+ )?(?:oracle|orakel|oraculo|oracolo)|(?:oracle|orakel|oraculo|oracolo) (?:\\w+ )?(?:goodbye|farewell|adieu|addio|adeus|adios|vaarwel)(?! (?:to|a|an|aan) )",
    // The means at hand: a rope already there, pills saved up.
    "(?:rope|noose|strick|seil|corde|soga|cuerda|corda|touw|strop|cappio)(?: \\w+){0,5} (?:already|schon|deja|ya|ja|al|gia|ready|bereit|klaar|pront\\w*|preparad\\w*|preparat\\w*|liegen|liggen|im keller|op zolder|in cantina|en el trastero|in the (?:garage|attic|shed|basement))|(?:already|schon|deja|ya|ja|al|gia|got|bought|have|hab|habe|heb|tengo|tenho|comprei|compre|gekauft|gekocht|comprato|achete|prepared|preparato|preparado) (?:\\w+ ){0,3}(?:the |a |den |die |een |la |a |uma |una |une )?(?:rope|noose|strick|seil|corde|soga|cuerda|corda|touw|strop|cappio)",
    "(?:saving|saved|stockpil\\w*|hoard\\w*|collecting|gesammelt|sammle|spare|guardando|juntando|acumul\\w*|guardo|junto|verzamel\\w*|spaar|metto da parte|conservo|mets de cote|garde)(?: \\w+){0,4} (?:pills|tablets|meds|tramadol|codeine|oxy\\w*|sleeping|tabletten|pillen|cachets|comprimes|medicaments|pastillas|comprimidos|remedios|pastiglie|pillole|farmaci|medicijnen)",
    // Not here much longer, after I'm gone, my time to join the dead.
    "(?:after|when|once) (?:i am|im|i m) gone|(?:check|checking) out early|(?:my|the) time to (?:go|join (?:her|him|them))|join (?:her|him|them|my \\w+) (?:soon|now|tonight|up there|in heaven)|go and be with (?:my \\w+|her|him|them)|(?:will not|not|do not think i will) be (?:here|around) (?:much |very )?(?:longer|long)|(?:bientot|c est) la fin pour moi|plus (?:pour )?(?:tres )?longtemps (?:ici|la)|no me queda mucho(?: tiempo)? (?:aqui|de vida)|ya me voy a ir|nao vou (?:estar|ficar) (?:aqui )?(?:muito|por muito) tempo|(?:niet|geen) (?:\\w+ ){0,4}(?:hier )?nog lang (?:ben|zijn|zal zijn|meer)|non ci saro piu|nicht mehr lange (?:hier|da)",
    // Giving things away, rehoming a pet.
    "(?:gave|giving|given|give|rehom\\w*|verschenk\\w*|weggegeben|donne|distribue|regale|regalando|regalado|dei|dando|doei|weggegeven|weggeven|regalato)(?: \\w+){0,3} (?:away )?(?:my|all my|meine|mes|mis|as minhas|minhas|mijn|al mijn|i miei|le mie|il gatto|la chitarra|the cat|the dog|my cat|my dog) ?(?:\\w+ )?(?:stuff|things|belongings|possessions|sachen|affaires|cosas|coisas|spullen|cose|gatto|cat|dog|pets?)|(?:rehomed|rehoming) (?:the|my) (?:cat|dog|pets?)",
    // Everything to stop for good.
    "(?:everything|it all|all of it|tout|alles|todo|tudo|tutto) (?:\\w+ ){0,2}(?:to stop|to end|s arrete|ophoudt|stopt|aufhort|termine|acabe|pare|finisca|smetta) (?:for good|forever|for ever|pour de bon|pour toujours|voor altijd|voorgoed|fur immer|para siempre|para sempre|per sempre)",
    // Not waking up, wished: 'if I fell asleep and never woke up', 'ojalá no me despertara'.
    "(?:asleep|sleep) and (?:never|not|did not|would not) (?:woke|wake) up|never (?:woke|wake) up again|no me despert(?:ara|ase|ar mas)|non mi svegliassi|non svegliarmi piu|niet meer wakker (?:werd|worden|zou worden)|nicht mehr aufwach\\w*|ne (?:me )?(?:plus|jamais) (?:me )?reveill\\w*|nao acordasse|nunca mais acordar|nao acordar mais",
    // A method chosen for being painless.
    "(?:method|way|methode|metodo|manier|maniere|modo)\\b.{0,80}\\b(?:painless|indolore?|schmerzlos|pijnloos|sin dolor|sem dor|senza dolore)|(?:painless|indolore?|schmerzlos\\w*|pijnloz\\w*) (?:\\w+ ){0,2}(?:death|way to die|method|to die)",
    // Jumping from a height, asking whether it would be enough.
    "(?:how high|how tall)(?: \\w+){0,4} (?:bridge|building|roof|car park|tower|cliff)|(?:the )?fall (?:is |would be |will be )?(?:enough|high enough|fatal)|(?:jump|jumping|leap\\w*|throw my ?self) (?:off|from) (?:the |a |my )?(?:\\w+ ){0,4}(?:bridge|building|roof|balcony|cliff|car park|carpark|tower|ledge|window|flats)|\\w*(?:brucke|dach|hochhaus|turm|klippe) (?:zu )?(?:springen|sturzen)|voor (?:de|een) (?:trein|metro|bus|vrachtwagen|auto) (?:te )?(?:springen|lopen|gaan liggen)",
    "(?:look|seem) like an accident",
    // Cutting: 'aufgeritzt', 'snijden in mijn armen', 'tenho me cortado'.
    "(?:auf|ge|an)?ritz(?:e|en|t|te)? (?:mich|mir)|aufgeritzt|tiefer schneiden|(?:snij|snijden|sneed|gesneden|kras|krassen) (?:\\w+ ){0,3}(?:mezelf|armen|arm|polsen|benen)|me (?:cortado|cortando)|cortando me|cutting (?:my )?(?:arms|wrists|legs|thighs)",
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
    // Bleach, drain cleaner or antifreeze swallowed, by a child or on purpose.
    "(?:drink|drank|drunk|drinking|swallow\\w*|trink\\w*|getrunken|geschluckt|bu|boire|bois|bue|avale\\w*|beb\\w*|tom\\w*|drinkt|dronk|gedronken|bere|bevuto|beve|ingoiat\\w*) (?:\\w+ ){0,2}(?:bleach|antifreeze|drain cleaner|javel|destop|antigel|lejia|lavandina|agua sanitaria|bleekmiddel|ontstopper|antivries|candeggina|varechina|antigelo|rohrreiniger|abflussreiniger|frostschutz\\w*|chlorreiniger)",
    "(?:bleach|antifreeze|drain cleaner|javel|destop|antigel|lejia|lavandina|agua sanitaria|bleekmiddel|ontstopper|antivries|candeggina|varechina|antigelo|rohrreiniger|abflussreiniger|frostschutz\\w*)(?: \\w+){0,2} (?:getrunken|geschluckt|gedronken|doorgeslikt|bevuto|ingoiato|bebido|tragado|bebeu|engoliu|bu|avale|drunk|swallowed)",
    "(?:suddenly|plotzlich|soudain|soudainement|de repente|plotseling|all improvviso|improvvisamente)(?: \\w+){0,5} (?:speak|talk|sprechen|reden|parler|hablar|falar|praten|spreken|parlare)",
    "chest (?:\\w+ ){0,3}(?:tight|pain|hurts|pressure|heavy|crushing)(?: \\w+){0,8} (?:arm|jaw|breath|sweat\\w*)|(?:pain|ache|pressure) (?:\\w+ ){0,4}(?:into|down|to|in) (?:my|his|her) (?:left arm|jaw)",
    "(?:bleeding|blood) (?:\\w+ ){0,6}(?:will not|does not|not|can not) stop|soaked (?:through )?(?:\\w+ )?towels?",
    "(?:had|having|has|just had) (?:a )?(?:fit|seizure)|shaking all over|fitting and",
    `(?:[1-9]\\d|\\d{3}) (?:\\w+ ){0,2}${PILL_WORDS}`,
    `(?:bottle|box|pack|packet|strip|jar|flacon|boite|plaquette|packung|schachtel|caja|bote|frasco|caixa|cartela|doos|strip|pot|scatola|flacone|confezione) (?:\\w+ ){0,3}${PILL_WORDS}`,
    "(?:face|mouth|smile|cara|rosto|boca|gezicht|mond|viso|faccia|bocca|gesicht|mund|visage|bouche)(?: \\w+){0,5} (?:droop\\w*|crooked|lopsided|torcid\\w*|torto|torta|scheef|storto|storta|schief|hangt|hangend|de travers|se cae|caido|caida|ficou torto|tombe|cadente|paralys\\w*|paraliz\\w*|paralis\\w*|verlamd|gelahmt)",
    "(?:se le cae|le cuelga|descaid\\w*) (?:\\w+ ){0,4}(?:cara|boca)",
    "(?:he|she|my \\w+|grandpa|grandma|suddenly) (?:\\w+ )?(?:can not|cannot|could not|is unable to) (?:speak|talk|move (?:his|her) (?:arm|leg))|(?:no puede|no podia|nao consegue|nao conseguia|kan niet|kann nicht|n arrive plus a|narrive pas a|non riesce a|non riusciva a) (?:mas )?(?:hablar|falar|praten|spreken|sprechen|parler|parlare)",
  ],
  "eating-disorder": [
    "(?:vomit\\w*|kotz\\w*|erbrech\\w*|gooi|throw up|vomis) (?:\\w+ ){0,2}(?:alles|tudo|todo|tout|tutto|everything|den rest)(?: \\w+){0,3} (?:aus|eruit|que como|lo que como|ce que je mange|quello che mangio|i eat|o que como)|vomito (?:tudo|todo|tutto)",
    "(?:esse|eet|mange|como|mangio|eat) (?:\\w+ )?(?:kaum noch|bijna niks meer|bijna niets meer|haast niks meer|presque plus rien|casi nada ya|ya casi nada|quase nada ja|ja quase nada|quasi piu niente|barely anything any ?more|hardly anything any ?more)",
    "(?:throw\\w* up|threw up|vomit\\w*|purg\\w*|puk\\w*|erbrech\\w*|kotz\\w*|ubergeb\\w*|vomir|vomis|vomito|vomitar|vomitei|overgeven|geef over|kots\\w*|vomitare)(?: \\w+){0,3} (?:after|nach|apres|despues de|depois de|depois|na|dopo) (?:\\w+ ){0,3}(?:eat\\w*|meals?|food|essen|mahlzeit\\w*|manger|repas|comer|comida\\w*|refeic\\w*|eten|maaltijd\\w*|mangiare|pasti|pasto)",
    // "laxati" for laxatifs, laxativos, laxatief too (the spelling fix no longer makes them English).
    "laxati\\w*(?: \\w+){0,4} (?:a day|every day|per day|to lose|weight|thin)|\\d+ laxati\\w*|chew\\w* and spit\\w*|(?:so|to) (?:that )?nothing counts",
    `${NUMBER} ${DAYS} (?:without eating|without food|not eating|sin comer|sem comer|nichts|niks|niets|senza mangiare|sans manger|ohne essen|zonder eten|of not eating|of fasting)`,
    `(?:sin comer|sem comer|sans manger|senza mangiare|without eating|without food|ohne (?:zu )?essen|zonder (?:te )?eten|niks eten|nichts essen|nichts gegessen|niks gegeten|niet gegeten|mange plus|mange rien|non mangio|no como|nao como)(?: \\w+){0,6} (?:quiero seguir|quero continuar|veux continuer|voglio continuare|want to keep going|want to continue|will weitermachen|wil doorgaan|keep going|continue|bis ich|until i am|tot ik|hasta que|ate ficar|jusqu a|finche)`,
    "(?:thin|skinny|slim) enough|dunn genug|assez (?:mince|maigre)|suficientemente delgad\\w*|delgad[oa] suficiente|magr[oa] o suficiente|magr[oa] suficiente|dun genoeg|mager genoeg|abbastanza magr\\w*",
    `(?:on|im on|i am on) day ${NUMBER} (?:of )?(?:no food|not eating|without food|fasting|water fast\\w*)|how long can (?:you|i|a person|someone) (?:go|survive|last|live) without (?:food|eating)|day ${NUMBER} (?:of|without) (?:eating|food)`,
  ],
  violence: [
    "(?:beat|hit|punch|kick|choke|strangle|hurt|stab) (?:him|her|them|my \\w+) (?:until|till|so hard|so bad|to death)|regret (?:ever )?being born|(?:got|have|bring\\w*|brought|packed) (?:a |my |the )?(?:bat|knife|gun|machete|hammer|crowbar) (?:in|with|on) (?:the car|me|my bag)|(?:lui|le|la) (?:defoncer|eclater|casser|exploser|fracasser) (?:la tete|la gueule|le crane)",
    "(?:getting|get|gets|got|had|has|have) (?:this|it|what is|what) coming|i know where (?:he|she|they) (?:lives|parks|works|sleeps|goes)|je sais ou (?:il|elle) (?:habite|vit|dort|travaille)|se donde (?:vive|trabaja|aparca)|sei onde (?:ele|ela) mora|weet waar (?:hij|zij) woont|so dove (?:abita|vive)|weiss wo (?:er|sie) wohnt",
    "(?:shotgun|gun|rifle|pistol|knife) (?:\\w+ ){0,2}(?:out of|loaded|ready)|(?:planter|meter|enfiar|clavar|steken|ficcare|rammen) (?:\\w+ ){0,2}(?:un |uma |una |een |ein |nen )?(?:couteau|faca|navaja|cuchillo|mes|coltello|messer)|(?:le|la) (?:rajo|apunalo|acuchillo)|steek (?:\\w+ ){0,3}neer|(?:eine|einen) (?:verpassen|reinhauen) (?:dass|bis) (?:er|sie) nicht mehr",
    "(?:i will|i am going to|im going to|i m going to|i am gonna|i would|if i) (?:\\w+ )?(?:shank|batter|knife|stab|glass|merk|poison|run over) (?:him|her|them|the|that|this|my)\\b|(?:poison|poisoning) (?:him|her|them|my \\w+|someone)",
    "(?:messer|waffe|pistole|mes|wapen|pistool|couteau|arme|coltello|cuchillo|navaja|faca) (?:gekauft|besorgt|gekocht|geregeld|dabei|bij me|achete|comprato|comprado)\\b.{0,60}(?:ihn|sie|nachbar|ex|chef|sehen|hem|haar|buurman|lui|lei|vicino|lesson|lecon|lezione|leccion|licao|heute|vanavond|ce soir|stasera|esta noche|hoje)",
    "(?:already|al|ya|gia|schon|deja|ja) (?:\\w+ ){0,2}(?:knife|mes|navaja|cuchillo|coltello|messer|couteau|faca|gun|pistol\\w*|arma|wapen|waffe|rope)",
    "(?:bought|got|have|grabbed|sharpened|carrying|brought|gekauft|besorgt|achete|compre|comprei|gekocht|comprato) (?:a |my |the |ein |een |un |una |uma |il |nen |einen )?(?:knife|gun|weapon|machete|axe|rifle|pistol|messer|waffe|pistole|couteau|arme|cuchillo|navaja|pistola|faca|arma|mes|wapen|pistool|coltello)\\b.{0,60}(?:him|her|them|lesson|pay|neighbou?r|ex|boss|kill|tonight|teach|revenge|hurt|show|sehen|nachbar|lecon|voisin|vecino|vizinho|buurman|vicino|lezione|leccion|licao|lesje)",
  ],
};

/** No-reading wordings read in any language, after every language's own. */
export const SHARED_NO_READING: Partial<Record<NoReadingKind, readonly string[]>> = {
  pregnancy: [
    // The stork, a faint line on the test: pregnancy said without the word.
    "(?:the )?stork|(?:der )?storch|la cigogne|la ciguena|a cegonha|de ooievaar|la cicogna",
    "(?:faint|ghost) line|(?:schwacher|blasser) strich|geisterstrich|ligne fantome|(?:linea|raya|rayita) fantasma|(?:risquinho|linha|tracinho) fantasma|spookstreep\\w*|lineetta fantasma",
    // The birth itself: "will the delivery go well", "die Geburt", "il parto".
    "(?:the|my|her|our) (?:birth|labou?r|delivery|c section|caesarean|cesarean)(?! (?:chart|day|date|time|place|stone|sign|card|rate|of (?:a|my|the|our) (?:idea|project|business|company|band)))|giving birth|give birth|geburt|entbindung|kaiserschnitt|accouchement|cesarienne|el parto|del parto|un parto|dar a luz|cesarea|o parto|do parto|cesariana|bevalling|bevallen|keizersnede|il parto|del parto|partorire|cesareo",
    // Boy or girl, a due date, a scan: "junge oder mädchen", "salgo de cuentas", "nasce em".
    "(?:boy|girl|junge|madchen|garcon|fille|nino|nina|menino|menina|jongen|meisje|maschio|femmina|maschietto|femminuccia) (?:or|oder|ou|o|of) (?:a |ein |une |un |een )?(?:boy|girl|junge|madchen|garcon|fille|nino|nina|menino|menina|jongen|meisje|maschio|femmina|maschietto|femminuccia)",
    "\\bet ist|entbindungstermin|geburtstermin|salgo de cuentas|fecha (?:probable )?de parto|data prevista do parto|(?:o bebe )?nasce (?:em|a|no|na)|terme (?:prevu|est)|accouch\\w*|uitgerekend\\w*|data presunta del parto|nasce (?:a|in|il)|(?:\\d+|twenty) week scan|baby (?:\\w+ ){0,2}healthy",
  ],
  medication: [
    // A generic instead of the brand: a change of medicine.
    "(?:the |a |to )?generic (?:version|one|meds?|brand|drug)|generikum|generika|generique|(?:al |el |o |pro |il |lo )generico|merkloze? (?:middel|medicijn|variant)",
    // Alcohol with a medicine, in either order.
    "(?:alcohol|alcol|alkohol|bier|beer|biere|cerveza|cerveja|birra|wein|wine|vin|vino|vinho|wijn|drinking|trinken|boire|beber|bere|drinken)\\b.{0,50}\\b(?:antibiot\\w*|tramadol|codeine|medic\\w*|pills|tabletten|remedio\\w*|farmac\\w*|medicijn\\w*|antidepress\\w*|xanax|benzo\\w*)|(?:antibiot\\w*|tramadol|codeine|antidepress\\w*|xanax|benzo\\w*)\\b.{0,50}\\b(?:alcohol|alcol|alkohol|bier|beer|biere|cerveza|cerveja|birra|wein|wine|vin|vino|vinho|wijn)",
    "antibiot\\w*|antidepress\\w*|tramadol|ssri\\w*",
  ],
  diagnosis: [
    // "Do I have" a named condition, in every language.
    "(?:do i have|have i got|could i have|hab ich|habe ich|ai je|est ce que j ai|tengo|tendre|tenho|terei|heb ik|ho|avrei|bin ich|suis je|soy|sou|ben ik|sono|am i) (?:\\w+ ){0,2}(?:depress\\w*|bipolar\\w*|autis\\w*|adhd|adhs|tdah|tdha|ocd|toc|borderline|schizo\\w*|dementia|demenz|demence|demencia|dementie|demenza|diabet\\w*|trouble (?:bipolaire|anxieux|de la personnalite)|trastorno|transtorno|stoornis|disturbo|storung)",
  ],
  "death-or-illness": [
    "coma|koma",
    // Surgery, an incubator, walking again after an accident: a relative's illness in any language.
    "under the knife|unters messer|unter das messer|sur le billard|(?:al|a|en el) quirofano|(?:na )?mesa de cirurgia|onder het mes|sotto i ferri",
    "(?:in|im|on|en|na|no|dans) (?:an |the |a |la |de |der |dem |une |l )?(?:incubator|brutkasten|couveuse|incubadora|incubatrice)(?! (?:program|programme|for))|premature(?:ly)? (?:born|baby)|born (?:\\w+ )?premature\\w*|frühchen|fruhchen|te vroeg geboren|(?:nacio|nacid[oa]|nat[oa]|nasceu|nascid[oa]) (?:\\w+ )?prematur[oa]",
    "walk again|(?:kann|wird|konnte) (?:er|sie) (?:\\w+ )?wieder laufen|remarcher|(?:volver|volvera|vuelva) a (?:caminar|andar)|(?:voltar|volta|voltara) a andar|(?:kan|gaat|zal) (?:hij|zij|ze) (?:ooit )?weer (?:kunnen )?lopen|(?:tornare|tornera|torni) a camminare",
  ],
  grief: [
    // A pet gone over the rainbow bridge, in every language.
    "rainbow bridge|regenbogenbrücke|regenbogenbrucke|pont de l arc en ciel|(?:puente del|cruzo el) arcoiris|ponte do arco iris|regenboogbrug|ponte dell arcobaleno",
  ],
  legal: [
    // Prison in every language: "will he go to jail", "de bak in", "en taule".
    "(?:go|goes|going|end up|sent|be sent) (?:to|in) (?:jail|prison)|ins gefängnis|ins gefangnis|in den knast|en prison|en taule|(?:a|en) la carcel|(?:na|pra) cadeia|de bak in|(?:de|naar de) gevangenis|in galera|in carcere|in prigione",
  ],
};
