/**
 * Safety before voice: every piece of free text a person writes to us (the Oracle question above
 * all) is screened here before any topic routing, reading or joke. Pure: no I/O.
 *
 * Two outcomes besides "ok":
 * - crisis: self-harm or suicide, abuse or violence against the writer, a threat of violence, a
 *   medical emergency, a child in danger. The answer is fixed, warm, not astrological, the same in
 *   both voices, and points to people who can help now.
 * - out-of-scope: things a chart cannot answer honestly (weather, lottery numbers, medical or legal
 *   decisions, nonsense, instructions aimed at the writer itself, wishing harm on others). The
 *   answer says so, briefly, in the chosen voice.
 *
 * The phrase lists are deliberately broad: a false alarm costs one gentle message, a miss can cost
 * far more. The text is normalised first (case, accents, look-alike digits, stretched letters,
 * punctuation) so "K1LL mysellllf", "suicide." and "I want to dieee" are read alike.
 */

import type { Voice } from "./facts.ts";

export type CrisisKind = "self-harm" | "abuse" | "violence" | "medical-emergency" | "child-in-danger";
export type OutOfScopeKind =
  | "weather"
  | "lottery"
  | "medical"
  | "legal"
  | "harm-to-others"
  | "injection"
  | "nonsense";

export type Screening =
  | { kind: "ok" }
  | { kind: "crisis"; crisis: CrisisKind }
  | { kind: "out-of-scope"; reason: OutOfScopeKind };

/** Lower case, no accents, look-alike digits as letters, a letter typed three times or more kept once. */
export function normaliseFreeText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/(?<=[a-z])0|0(?=[a-z])/g, "o")
    .replace(/(?<=[a-z])1|1(?=[a-z])/g, "i")
    .replace(/(?<=[a-z])3|3(?=[a-z])/g, "e")
    .replace(/(?<=[a-z])4|4(?=[a-z])/g, "a")
    .replace(/(?<=[a-z])[$5]|[$5](?=[a-z])/g, "s")
    .replace(/@/g, "a")
    .replace(/([a-z])\1{2,}/g, "$1")
    .replace(/[^a-z0-9'\s]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

const rx = (source: string): RegExp => new RegExp(`(?:^|\\b)(?:${source})(?:\\b|$)`);

// Pieces shared by several patterns.
const ME = "(?:me|myself|my ?self)";
const WANT =
  "(?:want|wanna|wanted|going|gonna|plan(?:ning)?|thinking about|think about|thought about|need|have|decided|about|ready|trying|try|tempted)(?: to)?";
const PARTNER =
  "(?:he|she|they|my (?:boyfriend|girlfriend|husband|wife|partner|ex|bf|gf|dad|father|mum|mom|mother|stepdad|stepfather|stepmother|stepmom|brother|sister|uncle|parents?|family|boss|teacher|coach|fiance|fiancee))";

const CRISIS: readonly { crisis: CrisisKind; patterns: RegExp[] }[] = [
  {
    crisis: "child-in-danger",
    patterns: [
      rx(
        "child abuse|abused (?:child|kid)|(?:child|kid|son|daughter|baby)(?: is| was)? (?:being )?(?:abused|molested|beaten|hurt by)",
      ),
      rx("(?:molest(?:s|ed|ing)?|groom(?:s|ed|ing)) (?:me|my (?:son|daughter|child|kid|little))"),
      rx(
        "i'?m (?:1[0-7]|[5-9]|twelve|thirteen|fourteen|fifteen|sixteen|seventeen) .*(?:hits?|beats?|hurts?|touch(?:es|ed)?) me",
      ),
      rx(
        `(?:adult|grown ?up|man|teacher|coach|uncle|stepdad|${PARTNER}) (?:touches|touched|keeps touching) me`,
      ),
    ],
  },
  {
    crisis: "abuse",
    patterns: [
      rx(
        `${PARTNER} (?:hits?|hitting|beats?|beating|chokes?|choked|choking|strangled?|kicks?|kicked|punch(?:es|ed)?|slaps?|slapped|hurts?|threatens?|threatened|raped|rapes|forces?|forced) (?:me|us)`,
      ),
      rx(`${PARTNER} (?:hit|beat|kicked|hurt) me`),
      rx(
        "(?:i was|i'?ve been|i got|been|being) (?:raped|sexually assaulted|assaulted|abused|beaten)|domestic (?:violence|abuse)|abusive (?:relationship|partner|husband|wife|boyfriend|girlfriend|parents?|home)",
      ),
      rx(
        "(?:afraid|scared|terrified) (?:of|to go home to) (?:my (?:husband|wife|partner|boyfriend|girlfriend|dad|father|mum|mom|mother|parents?)|him|her)|(?:threatens?|threatened) to kill (?:me|us|my)",
      ),
    ],
  },
  {
    crisis: "self-harm",
    patterns: [
      rx("suicid\\w*|sewer ?slide|unalive\\w*|self ?harm\\w*|self ?injur\\w*"),
      rx(
        `kill(?:ing)? ${ME}|end(?:ing)? (?:my (?:own )?life|it all|things|everything|my suffering)|take (?:my|my own) life|taking my (?:own )?life`,
      ),
      rx(
        `${WANT} (?:die|be dead|disappear forever|not wake up|not exist)|wish i (?:was|were) (?:dead|never born)|wish i could (?:die|disappear)`,
      ),
      rx(
        `(?:hurt|hurting|harm|harming|cut|cutting|burn|burning|starve|starving) ${ME}|i (?:cut|burn) (?:my ?self|my (?:arms?|wrists?|legs?))`,
      ),
      rx(
        `hang ${ME}|jump (?:off|from|in front of)|overdos\\w*|od on|swallow (?:all|a lot of|the) (?:pills|tablets)`,
      ),
      rx(
        "(?:no|any) (?:reason|point) (?:to|in) (?:live|living|go on|going on|being alive)|better off (?:dead|without me)|(?:can'?t|cannot|don'?t want to) (?:go on|live|keep going|be here) any ?(?:more|longer)",
      ),
      rx(
        "don'?t want to (?:live|be alive|exist|be here)|nothing to live for|life (?:is not|isn'?t) worth (?:living|it)|should i (?:even )?(?:live|stay alive|keep living)",
      ),
    ],
  },
  {
    crisis: "medical-emergency",
    patterns: [
      rx(
        "chest pains?|heart attack|(?:having|had) a stroke|can'?t breathe|cannot breathe|struggling to breathe|stopped breathing",
      ),
      rx(
        "(?:took|taken|swallowed) (?:too many|a lot of|all (?:my|the)) (?:pills|tablets|meds)|poisoned|unconscious|won'?t wake up|not breathing|seizure|anaphyla\\w*|bleeding (?:heavily|badly|a lot)|coughing up blood",
      ),
    ],
  },
  {
    crisis: "violence",
    patterns: [
      rx(
        "(?:want|wanna|going|gonna|plan(?:ning)?|thinking about|about) (?:to )?(?:kill|murder|shoot|stab|hurt|attack|poison) (?:him|her|them|someone|somebody|people|my (?:\\w+))|shoot up (?:a|the|my) (?:school|office|place)",
      ),
    ],
  },
];

const OUT_OF_SCOPE: readonly { reason: OutOfScopeKind; patterns: RegExp[] }[] = [
  {
    reason: "injection",
    patterns: [
      rx(
        "ignore (?:all |the |your )?(?:previous|prior|above|earlier) (?:instructions|prompts?|rules)|system prompt|you are now|act as (?:a|an|my)|jailbreak|developer mode|pretend (?:you are|to be)|disregard (?:your|the|all) (?:rules|instructions)",
      ),
    ],
  },
  {
    reason: "harm-to-others",
    patterns: [
      rx(
        "(?:how (?:do|can|could) i|help me|best way to) (?:hurt|get revenge on|ruin|destroy|stalk|hack|poison|curse|hex|manipulate|blackmail|punish)|(?:curse|hex|jinx) (?:him|her|them|my)",
      ),
    ],
  },
  {
    reason: "lottery",
    patterns: [
      rx(
        "lottery|lotto|euromillions|powerball|winning numbers|jackpot|scratch ?cards?|(?:which|what) (?:horse|team) (?:will )?win|betting tips?|crypto (?:pump|moon)|which (?:stock|coin)s? (?:should i|to) buy",
      ),
    ],
  },
  {
    reason: "weather",
    patterns: [
      rx(
        "weather|will it (?:rain|snow)|rain (?:today|tomorrow|this weekend)|forecast for (?:the )?(?:weekend|week)|temperature (?:today|tomorrow)",
      ),
    ],
  },
  {
    reason: "medical",
    patterns: [
      rx(
        "should i (?:stop|start|change|take|quit|skip|lower|raise|double) (?:taking )?(?:my |the )?(?:meds|medication|medicine|pills|treatment|insulin|antidepressants|chemo|dose)|(?:do|did) i have (?:cancer|covid|diabetes|a tumou?r|an infection)|should i (?:get|have|skip|refuse) (?:the |a |an |my )?(?:surgery|operation|vaccine|vaccination|abortion|biopsy)|is (?:this|it|my) (?:mole|lump|rash) (?:cancer|dangerous|serious)",
      ),
    ],
  },
  {
    reason: "legal",
    patterns: [
      rx(
        "(?:will|would) i (?:win|lose) (?:my|the) (?:court|custody|lawsuit|case|trial|appeal)|should i (?:sue|plead|sign the contract|file for bankruptcy)|(?:plead|pleading) guilty|(?:will i|am i going to) (?:go|be sent) to (?:jail|prison)|is it legal",
      ),
    ],
  },
];

/** Screens one piece of free text: crisis first, then out-of-scope, else ok. */
export function screenFreeText(text: string): Screening {
  const normalised = normaliseFreeText(text);
  for (const { crisis, patterns } of CRISIS) {
    if (patterns.some((p) => p.test(normalised))) return { kind: "crisis", crisis };
  }
  for (const { reason, patterns } of OUT_OF_SCOPE) {
    if (patterns.some((p) => p.test(normalised))) return { kind: "out-of-scope", reason };
  }
  if (isNonsense(normalised)) return { kind: "out-of-scope", reason: "nonsense" };
  return { kind: "ok" };
}

/** No word of two letters or more with a vowel in it, or one "word" typed as a key-mash. */
function isNonsense(normalised: string): boolean {
  const words = normalised.split(" ").filter(Boolean);
  const real = words.filter(
    (word) => /[aeiouy]/.test(word) && word.length >= 2 && !/[^aeiouy']{6,}/.test(word),
  );
  if (real.length === 0) return true;
  return words.length === 1 && (words[0]?.length ?? 0) > 20;
}

// ── The replies ─────────────────────────────────────────────────────────────────────────────────

const EMERGENCY =
  "If you are in danger right now, call 112 — the emergency number in Belgium and across the EU.";
const DIRECTORY = "Outside Belgium, findahelpline.com lists free, confidential helplines in your country.";

const CRISIS_REPLY: Readonly<Record<CrisisKind, string>> = {
  "self-harm": [
    "What you wrote sounds really heavy, and it matters more than any chart. You don't have to carry it alone.",
    EMERGENCY,
    "In Belgium you can talk to someone at the Suicide Prevention Centre on 1813 (Dutch: Zelfmoordlijn 1813, also chat at zelfmoord1813.be; French: Centre de Prévention du Suicide, 0800 32 123), day and night, free and anonymous.",
    DIRECTORY,
    "If you can, tell one person you trust how you are feeling today. Reaching out is a strong thing to do.",
  ].join(" "),
  abuse: [
    "Nobody has the right to hurt you or to make you afraid, and this is not something to read in the stars. What is happening is not your fault.",
    EMERGENCY,
    "In Belgium you can call 1712 (Dutch, for violence and abuse) or 0800 30 030 (French, Écoute Violences Conjugales), free and confidential, to talk through what is going on and what your options are.",
    DIRECTORY,
    "If it is safe to do so, tell someone you trust, and keep this conversation somewhere only you can see.",
  ].join(" "),
  violence: [
    "It sounds like something has pushed you to the edge, and that deserves real attention rather than a reading.",
    "If anyone is in immediate danger, call 112 now.",
    "If you feel you might hurt someone, step away from the situation and talk to someone today: in Belgium, Tele-Onthaal (106) and Télé-Accueil (107) listen day and night, free and anonymous.",
    DIRECTORY,
  ].join(" "),
  "medical-emergency": [
    "This sounds like it could be a medical emergency, and it needs a person, not a horoscope.",
    "Call 112 now (Belgium and the whole EU), or ask someone near you to call.",
    "If you have taken something, tell them what and how much. In Belgium the Poison Centre answers on 070 245 245, day and night.",
    DIRECTORY,
  ].join(" "),
  "child-in-danger": [
    "A child's safety comes first, and this needs people who can act, not a reading.",
    EMERGENCY,
    "In Belgium, children and young people can call Awel on 102 (Dutch) or Écoute-Enfants on 103 (French), and anyone worried about a child can call 1712 (Dutch) or reach SOS Enfants. Child Focus answers on 116 000.",
    DIRECTORY,
  ].join(" "),
};

/** The fixed, warm reply to a crisis: the same in both voices, with where to find help. */
export function crisisReply(crisis: CrisisKind): string {
  return CRISIS_REPLY[crisis];
}

const OUT_OF_SCOPE_REPLY: Readonly<Record<OutOfScopeKind, Record<Voice, string>>> = {
  weather: {
    normal:
      "The stars don't do weather: a chart describes people and timing, not rain clouds. A weather service will serve you far better. Ask me about a choice, a relationship or your timing instead.",
    roast:
      "You asked a birth chart for the weather. Bold. The planets don't do rain; your phone's weather app does. Bring me a real question tomorrow — or today, this one didn't count.",
  },
  lottery: {
    normal:
      "The stars don't pick numbers, and anyone who says they do is selling something. A chart can speak to how you handle money and risk — ask me that instead.",
    roast:
      "No winning numbers here. If the planets knew them, astrologers would be on yachts. Ask about your spending habits instead; that's where your chart actually has opinions.",
  },
  medical: {
    normal:
      "That is a medical decision, and it belongs with your doctor or pharmacist, who can examine you and know your history. The stars can't weigh that honestly, so I won't pretend to. Ask me about how you handle stress or pace yourself instead.",
    roast:
      "Not a chance: medical decisions go to a doctor, not to a horoscope. Call your GP or pharmacist. Ask me something the stars can actually have an opinion on.",
  },
  legal: {
    normal:
      "That is a legal question, and a lawyer or a legal aid office can answer it properly; the stars can't predict a court or read a contract. Ask me how you handle conflict or decisions instead.",
    roast:
      "Your chart has no law degree. Get a lawyer (or a legal aid office) for that one. Ask me about your temper in negotiations instead — that, I can read.",
  },
  "harm-to-others": {
    normal:
      "The Oracle won't help with harming, cursing or controlling someone else. If someone has hurt you, talking it through with a person you trust helps more than any reading. Ask me about what you can do for yourself instead.",
    roast:
      "No hexes, no revenge plans, no sabotage. Put that energy into your own life instead; ask me about that and we're in business.",
  },
  injection: {
    normal:
      "I only answer questions about your life, read from your chart and today's sky. Ask me about love, work, money, a decision or timing.",
    roast: "Nice try. I read charts, I don't take instructions. Ask me a real question about your life.",
  },
  nonsense: {
    normal:
      "I couldn't find a question in that. Try one plain sentence about love, work, money, a decision or timing — it doesn't count against today's question.",
    roast: "That was a keyboard, not a question. Use words. This one didn't count, so try again.",
  },
};

/** The short, honest "the stars don't do that" reply, in the chosen voice. */
export function outOfScopeReply(reason: OutOfScopeKind, voice: Voice): string {
  return OUT_OF_SCOPE_REPLY[reason][voice];
}
