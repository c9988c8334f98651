/**
 * The care replies: fixed texts, the same in both voices (a roast never touches them), in the
 * question's language where the screen recognised it, English otherwise. Original wording.
 */
import { type Country, countryOfTimeZone, HELPLINES } from "./helplines.ts";
import type { CrisisKind, Lang, NoReadingKind } from "./lexicon/types.ts";

export interface CareContext {
  lang?: Lang | undefined;
  /** The user's time zone (settings): where they live, so which national line to give. */
  timeZone?: string | null | undefined;
  /**
   * The birth place's zone: the national line when the time zone names no country we know (not set
   * yet, or "UTC" from a browser that reports none). 112 and findahelpline.com are given anyway.
   */
  birthTimeZone?: string | null | undefined;
}

const countryOf = (context: CareContext): Country | undefined =>
  countryOfTimeZone(context.timeZone) ?? countryOfTimeZone(context.birthTimeZone);

type Group = "feelings" | "safety" | "medical" | "violence";

const GROUP: Readonly<Record<CrisisKind, Group>> = {
  "self-harm": "feelings",
  "eating-disorder": "feelings",
  abuse: "safety",
  "child-in-danger": "safety",
  "medical-emergency": "medical",
  violence: "violence",
};

interface CrisisWords {
  open: Record<Group, string>;
  emergency: string;
  medicalNow: string;
  local: (line: string) => string;
  directory: string;
  close: Record<Group, string>;
  findLine: string;
  unclear: string;
  noReading: string;
}

const WORDS: Readonly<Record<Lang, CrisisWords>> = {
  en: {
    open: {
      feelings:
        "What you wrote sounds really heavy, and it matters far more than any chart. You don't have to carry it alone.",
      safety:
        "Nobody has the right to hurt you, frighten you or control you, and what is happening is not your fault. This is not something to read in the stars.",
      medical:
        "This sounds like it could be a medical emergency. It needs a person right now, not a horoscope.",
      violence:
        "It sounds like something has pushed you right to the edge, and that deserves real help rather than a reading.",
    },
    emergency:
      "If you or anyone else is in danger right now, call 112: it works in every EU country, free, day and night.",
    medicalNow:
      "Call 112 now, or ask someone near you to call. If something was swallowed, say what and how much.",
    local: (line) => `Where you live, you can also talk to someone at ${line}.`,
    directory: "findahelpline.com lists free, confidential helplines in your country.",
    close: {
      feelings:
        "If you can, tell one person you trust how you are feeling today. Reaching out is a strong thing to do.",
      safety: "If it is safe, tell someone you trust, and keep this conversation where only you can see it.",
      medical: "Stay with them, or stay where others can reach you, until help arrives.",
      violence:
        "If you feel you might hurt someone, put distance between you and them now, and talk to someone today.",
    },
    findLine: "If things feel too heavy, 112 and findahelpline.com are there day and night.",
    unclear:
      "I can't tell what \"it\" is in your question, so I won't give a yes or a no. Tell me what you are deciding about (a job, a relationship, a move, a habit) and ask again.",
    noReading: "This is not something the stars can answer honestly, so I won't pretend to.",
  },
  de: {
    open: {
      feelings:
        "Was du schreibst, klingt sehr schwer, und es ist viel wichtiger als jedes Horoskop. Du musst das nicht allein tragen.",
      safety:
        "Niemand hat das Recht, dir wehzutun, dir Angst zu machen oder dich zu kontrollieren, und es ist nicht deine Schuld. Das ist nichts für die Sterne.",
      medical: "Das klingt nach einem medizinischen Notfall. Jetzt braucht es Menschen, kein Horoskop.",
      violence:
        "Es klingt, als hätte dich etwas an deine Grenze gebracht. Das verdient echte Hilfe statt einer Deutung.",
    },
    emergency:
      "Wenn du oder jemand anderes gerade in Gefahr ist, ruf die 112 an: in jedem EU-Land, kostenlos, Tag und Nacht.",
    medicalNow:
      "Ruf jetzt die 112 an oder bitte jemanden in deiner Nähe darum. Wenn etwas geschluckt wurde, sag was und wie viel.",
    local: (line) => `Dort, wo du lebst, kannst du auch mit jemandem sprechen: ${line}.`,
    directory: "findahelpline.com listet kostenlose, vertrauliche Hilfetelefone in deinem Land.",
    close: {
      feelings:
        "Wenn du kannst, erzähl heute einem Menschen, dem du vertraust, wie es dir geht. Sich zu melden ist stark.",
      safety:
        "Wenn es sicher ist, erzähl es jemandem, dem du vertraust, und halte dieses Gespräch dort, wo nur du es siehst.",
      medical: "Bleib bei der Person oder dort, wo man dich erreichen kann, bis Hilfe da ist.",
      violence:
        "Wenn du fürchtest, jemandem wehzutun, geh jetzt auf Abstand und sprich heute noch mit jemandem.",
    },
    findLine: "Wenn es zu schwer wird: 112 und findahelpline.com sind Tag und Nacht da.",
    unclear:
      "Ich kann nicht erkennen, was „es“ in deiner Frage ist, darum gebe ich kein Ja und kein Nein. Sag mir, worum es geht (Job, Beziehung, Umzug, eine Gewohnheit), und frag noch einmal.",
    noReading: "Darauf können die Sterne nicht ehrlich antworten, also tue ich nicht so.",
  },
  fr: {
    open: {
      feelings:
        "Ce que tu écris semble très lourd, et cela compte bien plus que n'importe quel thème astral. Tu n'as pas à porter ça seul·e.",
      safety:
        "Personne n'a le droit de te faire du mal, de te faire peur ou de te contrôler, et ce n'est pas ta faute. Ce n'est pas une question pour les étoiles.",
      medical: "Cela ressemble à une urgence médicale. Il faut quelqu'un tout de suite, pas un horoscope.",
      violence:
        "On dirait que quelque chose t'a poussé·e à bout, et cela mérite une vraie aide plutôt qu'une lecture.",
    },
    emergency:
      "Si toi ou quelqu'un d'autre êtes en danger maintenant, appelle le 112 : dans tous les pays de l'UE, gratuit, jour et nuit.",
    medicalNow:
      "Appelle le 112 maintenant, ou demande à quelqu'un près de toi de le faire. Si quelque chose a été avalé, dis quoi et combien.",
    local: (line) => `Là où tu vis, tu peux aussi parler à quelqu'un : ${line}.`,
    directory: "findahelpline.com recense des lignes d'écoute gratuites et confidentielles dans ton pays.",
    close: {
      feelings:
        "Si tu peux, dis aujourd'hui à une personne de confiance comment tu te sens. Demander de l'aide, c'est fort.",
      safety:
        "Si c'est sans danger, parles-en à quelqu'un de confiance, et garde cette conversation là où toi seul·e peux la voir.",
      medical: "Reste avec la personne, ou là où l'on peut te joindre, jusqu'à l'arrivée des secours.",
      violence:
        "Si tu crains de faire du mal à quelqu'un, éloigne-toi maintenant et parles-en à quelqu'un aujourd'hui.",
    },
    findLine: "Si c'est trop lourd, le 112 et findahelpline.com sont là jour et nuit.",
    unclear:
      "Je ne sais pas à quoi « ça » renvoie dans ta question, alors je ne réponds ni oui ni non. Dis-moi de quoi il s'agit (un travail, une relation, un déménagement, une habitude) et repose la question.",
    noReading: "Les étoiles ne peuvent pas répondre honnêtement à cela, alors je ne ferai pas semblant.",
  },
  es: {
    open: {
      feelings:
        "Lo que escribes suena muy duro, y importa mucho más que cualquier carta astral. No tienes que cargar con esto a solas.",
      safety:
        "Nadie tiene derecho a hacerte daño, asustarte ni controlarte, y lo que pasa no es culpa tuya. Esto no se lee en las estrellas.",
      medical: "Esto parece una emergencia médica. Ahora hace falta una persona, no un horóscopo.",
      violence: "Parece que algo te ha llevado al límite, y eso merece ayuda de verdad, no una lectura.",
    },
    emergency:
      "Si tú u otra persona estáis en peligro ahora, llama al 112: funciona en todos los países de la UE, gratis, día y noche.",
    medicalNow:
      "Llama ahora al 112, o pide a alguien cercano que llame. Si se ha tragado algo, di qué y cuánto.",
    local: (line) => `Donde vives, también puedes hablar con alguien: ${line}.`,
    directory: "findahelpline.com reúne líneas de ayuda gratuitas y confidenciales de tu país.",
    close: {
      feelings:
        "Si puedes, cuéntale hoy a alguien de confianza cómo te sientes. Pedir ayuda es de valientes.",
      safety:
        "Si es seguro, cuéntaselo a alguien de confianza y guarda esta conversación donde solo tú la veas.",
      medical: "Quédate con esa persona, o donde puedan encontrarte, hasta que llegue la ayuda.",
      violence: "Si temes hacer daño a alguien, aléjate ahora y habla hoy con alguien.",
    },
    findLine: "Si todo pesa demasiado, el 112 y findahelpline.com están ahí día y noche.",
    unclear:
      "No sé a qué te refieres con «eso» en tu pregunta, así que no diré ni sí ni no. Cuéntame de qué se trata (un trabajo, una relación, una mudanza, un hábito) y vuelve a preguntar.",
    noReading: "Las estrellas no pueden responder a esto con honestidad, así que no voy a fingir.",
  },
  pt: {
    open: {
      feelings:
        "O que escreveste parece muito pesado, e importa muito mais do que qualquer mapa astral. Não tens de carregar isto sozinho.",
      safety:
        "Ninguém tem o direito de te magoar, assustar ou controlar, e o que está a acontecer não é culpa tua. Isto não se lê nas estrelas.",
      medical: "Isto parece uma emergência médica. Agora é preciso uma pessoa, não um horóscopo.",
      violence: "Parece que algo te levou ao limite, e isso merece ajuda a sério, não uma leitura.",
    },
    emergency:
      "Se tu ou outra pessoa estão em perigo agora, liga 112: funciona em todos os países da UE, grátis, dia e noite.",
    medicalNow:
      "Liga já 112, ou pede a alguém perto de ti que ligue. Se algo foi engolido, diz o quê e quanto.",
    local: (line) => `Onde vives, também podes falar com alguém: ${line}.`,
    directory: "findahelpline.com reúne linhas de apoio gratuitas e confidenciais no teu país.",
    close: {
      feelings:
        "Se conseguires, conta hoje a alguém de confiança como te sentes. Pedir ajuda é um ato de coragem.",
      safety: "Se for seguro, conta a alguém de confiança e guarda esta conversa onde só tu a vejas.",
      medical: "Fica com a pessoa, ou onde te possam encontrar, até a ajuda chegar.",
      violence: "Se tens medo de magoar alguém, afasta-te agora e fala hoje com alguém.",
    },
    findLine: "Se tudo pesar demasiado, o 112 e findahelpline.com estão lá dia e noite.",
    unclear:
      'Não consigo perceber o que é "isso" na tua pergunta, por isso não respondo sim nem não. Diz-me do que se trata (um emprego, uma relação, uma mudança, um hábito) e pergunta outra vez.',
    noReading: "As estrelas não podem responder a isto com honestidade, por isso não vou fingir.",
  },
  nl: {
    open: {
      feelings:
        "Wat je schrijft klinkt echt zwaar, en het is veel belangrijker dan welke horoscoop ook. Je hoeft dit niet alleen te dragen.",
      safety:
        "Niemand heeft het recht om je pijn te doen, bang te maken of te controleren, en het is niet jouw schuld. Dit lees je niet in de sterren.",
      medical: "Dit klinkt als een medisch noodgeval. Nu is er een mens nodig, geen horoscoop.",
      violence:
        "Het klinkt alsof iets je tot het uiterste heeft gedreven, en dat verdient echte hulp in plaats van een lezing.",
    },
    emergency: "Ben jij of is iemand anders nu in gevaar, bel 112: in elk EU-land, gratis, dag en nacht.",
    medicalNow:
      "Bel nu 112, of vraag iemand in de buurt om te bellen. Is er iets ingeslikt, zeg dan wat en hoeveel.",
    local: (line) => `Waar je woont, kun je ook met iemand praten: ${line}.`,
    directory: "findahelpline.com geeft gratis, vertrouwelijke hulplijnen in jouw land.",
    close: {
      feelings:
        "Vertel vandaag, als het lukt, aan één iemand die je vertrouwt hoe het met je gaat. Hulp vragen is sterk.",
      safety:
        "Als het veilig is, vertel het iemand die je vertrouwt, en houd dit gesprek waar alleen jij het ziet.",
      medical: "Blijf bij de persoon, of waar men je kan bereiken, tot er hulp is.",
      violence: "Ben je bang dat je iemand pijn doet, neem nu afstand en praat vandaag nog met iemand.",
    },
    findLine: "Wordt het te zwaar: 112 en findahelpline.com zijn er dag en nacht.",
    unclear:
      'Ik kan niet zien wat "het" is in je vraag, dus ik zeg geen ja en geen nee. Vertel waar het over gaat (werk, een relatie, een verhuizing, een gewoonte) en vraag het opnieuw.',
    noReading: "Hier kunnen de sterren geen eerlijk antwoord op geven, dus ik doe niet alsof.",
  },
  it: {
    open: {
      feelings:
        "Quello che scrivi sembra davvero pesante, e conta molto più di qualsiasi tema natale. Non devi portarlo da solo.",
      safety:
        "Nessuno ha il diritto di farti del male, spaventarti o controllarti, e quello che succede non è colpa tua. Non è una domanda per le stelle.",
      medical: "Sembra un'emergenza medica. Adesso serve una persona, non un oroscopo.",
      violence:
        "Sembra che qualcosa ti abbia spinto al limite, e questo merita un aiuto vero, non una lettura.",
    },
    emergency:
      "Se tu o qualcun altro siete in pericolo adesso, chiama il 112: funziona in tutti i paesi dell'UE, gratis, giorno e notte.",
    medicalNow:
      "Chiama subito il 112, o chiedi a qualcuno vicino di chiamare. Se è stato ingerito qualcosa, di' cosa e quanto.",
    local: (line) => `Dove vivi puoi anche parlare con qualcuno: ${line}.`,
    directory: "findahelpline.com elenca linee d'ascolto gratuite e riservate nel tuo paese.",
    close: {
      feelings:
        "Se puoi, racconta oggi a una persona di fiducia come ti senti. Chiedere aiuto è un gesto di forza.",
      safety:
        "Se è sicuro, dillo a qualcuno di cui ti fidi e tieni questa conversazione dove solo tu puoi vederla.",
      medical: "Resta con la persona, o dove possono trovarti, finché arrivano i soccorsi.",
      violence: "Se temi di fare del male a qualcuno, allontanati adesso e parla con qualcuno oggi stesso.",
    },
    findLine: "Se tutto pesa troppo, il 112 e findahelpline.com ci sono giorno e notte.",
    unclear:
      'Non capisco a cosa si riferisca "lo" nella tua domanda, quindi non rispondo né sì né no. Dimmi di cosa si tratta (un lavoro, una relazione, un trasloco, un\'abitudine) e chiedimelo di nuovo.',
    noReading: "Le stelle non possono rispondere onestamente a questo, quindi non fingerò.",
  },
};

function localLine(kind: CrisisKind, country: Country | undefined): string | undefined {
  if (!country) return undefined;
  const lines = HELPLINES[country];
  if (kind === "abuse") return lines.abuse ?? lines.crisis;
  if (kind === "child-in-danger") return lines.child ?? lines.abuse ?? lines.crisis;
  return lines.crisis;
}

/** The fixed, warm reply to a crisis: the same in both voices, with where to find help now. */
export function crisisReply(kind: CrisisKind, context: CareContext = {}): string {
  const words = WORDS[context.lang ?? "en"];
  const group = GROUP[kind];
  const line = localLine(kind, countryOf(context));
  return [
    words.open[group],
    group === "medical" ? words.medicalNow : words.emergency,
    ...(line ? [words.local(line)] : []),
    words.directory,
    words.close[group],
  ].join(" ");
}

/** The quiet line under an unclear or no-reading reply: where help is, without alarm. */
export function quietHelpLine(context: CareContext = {}): string {
  const words = WORDS[context.lang ?? "en"];
  const country = countryOf(context);
  const line = country ? HELPLINES[country].crisis : undefined;
  return line ? `${words.findLine} (${line})` : words.findLine;
}

/** "Should I end it?": no verdict on an object the screen cannot name; ask what "it" is. */
export function unclearReply(context: CareContext = {}): string {
  return WORDS[context.lang ?? "en"].unclear;
}

/** Why the stars stay out of it, and who can help instead, per kind (English, the product's language). */
const NO_READING_EN: Readonly<Record<NoReadingKind, string>> = {
  "death-or-illness":
    "Nobody's chart can say when someone will die or whether they will recover, and a guess here could hurt. Their doctors and nurses are the ones to ask; many hospitals also have a social worker or chaplain who helps families through this.",
  grief:
    "Losing someone is not something to read in the stars, and I won't put dates or signs on your grief. Talking helps: a friend, your GP, or a bereavement service (findahelpline.com lists grief support in your country).",
  pregnancy:
    "A chart can't tell you whether you are pregnant, or what to decide about a pregnancy. A test, your GP, a midwife or a family-planning centre can, in confidence.",
  medication:
    "Starting, stopping or changing a medicine is a decision for you and your doctor or pharmacist, who know your history. Stopping some medicines suddenly can be dangerous, so please ask them first.",
  diagnosis:
    "The stars can't diagnose anything, and I won't guess about your health. A doctor can examine you and give you a real answer; if it feels urgent, call your GP or 112.",
  legal:
    "A court, a contract or your papers need a lawyer or a legal aid office, not a horoscope: they can read the facts and tell you your options.",
};

/** A kind "the stars won't read this", the same in both voices, never with dates. */
export function noReadingReply(reason: NoReadingKind, context: CareContext = {}): string {
  const lang = context.lang ?? "en";
  if (lang === "en") return `${WORDS.en.noReading} ${NO_READING_EN[reason]}`;
  return `${WORDS[lang].noReading} ${NO_READING_OTHER[lang][reason === "legal" ? "legal" : reason === "grief" ? "grief" : "health"]}`;
}

const NO_READING_OTHER: Readonly<Record<Exclude<Lang, "en">, Record<"health" | "grief" | "legal", string>>> =
  {
    de: {
      health:
        "Über Gesundheit, Krankheit, Tod, Schwangerschaft oder Medikamente entscheiden Ärztinnen, Ärzte und Apotheken, die dich und deine Geschichte kennen, nicht ein Horoskop.",
      grief:
        "Trauer ist nichts, was man in den Sternen liest. Reden hilft: mit Freunden, deiner Hausärztin oder einer Trauerbegleitung (findahelpline.com nennt Angebote in deinem Land).",
      legal:
        "Gericht, Verträge oder Papiere gehören zu einer Anwältin oder einer Rechtsberatung, nicht zu einem Horoskop.",
    },
    fr: {
      health:
        "La santé, la maladie, la mort, une grossesse ou un médicament relèvent d'un médecin ou d'un pharmacien qui te connaît, pas d'un horoscope.",
      grief:
        "Le deuil ne se lit pas dans les étoiles. En parler aide : à un proche, à ton médecin ou à un service d'accompagnement du deuil (findahelpline.com en liste dans ton pays).",
      legal:
        "Un procès, un contrat ou des papiers demandent un avocat ou une aide juridique, pas un horoscope.",
    },
    es: {
      health:
        "La salud, una enfermedad, la muerte, un embarazo o un medicamento son cosa de un médico o farmacéutico que te conozca, no de un horóscopo.",
      grief:
        "El duelo no se lee en las estrellas. Hablar ayuda: con alguien cercano, tu médico o un servicio de apoyo al duelo (findahelpline.com los reúne en tu país).",
      legal:
        "Un juicio, un contrato o tus papeles necesitan un abogado o asesoría jurídica, no un horóscopo.",
    },
    pt: {
      health:
        "A saúde, uma doença, a morte, uma gravidez ou um medicamento são assunto para um médico ou farmacêutico que te conheça, não para um horóscopo.",
      grief:
        "O luto não se lê nas estrelas. Falar ajuda: com alguém próximo, o teu médico ou um serviço de apoio ao luto (findahelpline.com reúne-os no teu país).",
      legal:
        "Um tribunal, um contrato ou os teus papéis precisam de um advogado ou apoio jurídico, não de um horóscopo.",
    },
    nl: {
      health:
        "Gezondheid, ziekte, overlijden, een zwangerschap of medicijnen horen bij een arts of apotheker die jou kent, niet bij een horoscoop.",
      grief:
        "Rouw lees je niet in de sterren. Praten helpt: met iemand dichtbij, je huisarts of een rouwbegeleider (findahelpline.com noemt hulp in jouw land).",
      legal:
        "Een rechtszaak, een contract of je papieren horen bij een advocaat of het juridisch loket, niet bij een horoscoop.",
    },
    it: {
      health:
        "Salute, malattia, morte, una gravidanza o un farmaco riguardano un medico o un farmacista che ti conosce, non un oroscopo.",
      grief:
        "Il lutto non si legge nelle stelle. Parlarne aiuta: con una persona vicina, il tuo medico o un servizio di sostegno al lutto (findahelpline.com li elenca nel tuo paese).",
      legal:
        "Un processo, un contratto o i tuoi documenti richiedono un avvocato o un servizio di consulenza legale, non un oroscopo.",
    },
  };
