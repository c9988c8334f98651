/**
 * Ask the Oracle: topics, their keywords (English), the placements each topic reads, and
 * openers and closers in both voices. Written by us.
 */
import type { NatalPoint } from "../facts.ts";
import type { Phrasings } from "./types.ts";

export const ORACLE_TOPICS = [
  "love",
  "work",
  "money",
  "health",
  "family",
  "decision",
  "timing",
  "general",
] as const;
export type OracleTopic = (typeof ORACLE_TOPICS)[number];

/** Keyword stems per topic; a question matches a stem at a word start. */
export const TOPIC_KEYWORDS: Readonly<Record<Exclude<OracleTopic, "general">, readonly string[]>> = {
  health: [
    "health",
    "healthy",
    "sick",
    "ill",
    "illness",
    "doctor",
    "pain",
    "diet",
    "sleep",
    "insomnia",
    "exercise",
    "workout",
    "weight",
    "anxiety",
    "anxious",
    "stress",
    "therapy",
    "therapist",
    "medical",
    "medication",
    "symptom",
    "disease",
    "hospital",
    "surgery",
    "mental",
    "burnout",
    "tired",
    "fatigue",
    "energy levels",
    "headache",
    "ache",
    "migraine",
    "injury",
    "injured",
    "pregnant",
    "panic",
    "depressed",
    "depression",
    "nutrition",
  ],
  love: [
    "love",
    "relationship",
    "partner",
    "boyfriend",
    "girlfriend",
    "husband",
    "wife",
    "crush",
    "date",
    "dating",
    "ex",
    "marriage",
    "marry",
    "married",
    "romance",
    "romantic",
    "soulmate",
    "single",
    "breakup",
    "break up",
    "cheat",
    "flirt",
    "kiss",
    "tinder",
    "situationship",
    "guy",
    "girl",
    "lover",
    "the one",
    "met someone",
    "i met",
    "he like",
    "she like",
    "they like",
    "feelings for",
    "right person",
    "right one",
  ],
  money: [
    "money",
    "salary",
    "debt",
    "invest",
    "investment",
    "savings",
    "save",
    "rent",
    "mortgage",
    "finance",
    "financial",
    "loan",
    "budget",
    "crypto",
    "stocks",
    "rich",
    "income",
    "afford",
    "pay off",
    "spend",
    "buy a",
  ],
  work: [
    "job",
    "career",
    "work",
    "boss",
    "promotion",
    "interview",
    "colleague",
    "coworker",
    "business",
    "project",
    "office",
    "business partner",
    "cofounder",
    "co-founder",
    "hire",
    "hired",
    "fired",
    "quit",
    "resign",
    "raise",
    "pay rise",
    "startup",
    "client",
    "manager",
    "study",
    "degree",
    "exam",
  ],
  family: [
    "family",
    "mom",
    "mum",
    "mother",
    "dad",
    "father",
    "parent",
    "parents",
    "sister",
    "brother",
    "sibling",
    "child",
    "children",
    "kids",
    "son",
    "daughter",
    "grandma",
    "grandpa",
    "home",
    "move house",
  ],
  timing: [
    "when",
    "what time",
    "how long",
    "how soon",
    "soon",
    "this week",
    "this month",
    "this year",
    "timing",
    "right time",
  ],
  decision: [
    "should i",
    "decide",
    "decision",
    "choose",
    "choice",
    "option",
    "or not",
    "whether",
    "worth it",
    "which one",
  ],
};

/** The placements each topic reads, most important first, and the houses that matter. */
export const TOPIC_FOCUS: Readonly<
  Record<OracleTopic, { points: readonly NatalPoint[]; houses: readonly number[] }>
> = {
  love: { points: ["venus", "mars", "moon"], houses: [5, 7] },
  work: { points: ["saturn", "sun", "midheaven", "mars"], houses: [10, 6] },
  money: { points: ["venus", "jupiter", "saturn"], houses: [2, 8] },
  health: { points: ["moon", "mars"], houses: [6] },
  family: { points: ["moon", "saturn"], houses: [4] },
  decision: { points: ["mercury", "sun", "saturn"], houses: [] },
  timing: { points: ["sun", "moon"], houses: [] },
  general: { points: ["sun", "moon", "ascendant"], houses: [] },
};

export const ORACLE_OPENERS: Readonly<Record<OracleTopic, Phrasings>> = {
  love: {
    normal: [
      "Love question, so the Oracle looked at your Venus, Mars and Moon first",
      "For matters of the heart, your chart's answer starts with Venus",
    ],
    roast: [
      "A love question. Of course it is. The Oracle checked your Venus, sighed, and kept reading",
      "Ah, romance. Your Venus has been expecting this",
    ],
  },
  work: {
    normal: [
      "For work questions the Oracle reads your Saturn, your Sun and your career point",
      "Career question: the answer starts with how you build and what you are known for",
    ],
    roast: [
      "A work question, which means you have opened your inbox recently",
      "Career advice from the planets, since your manager is unavailable",
    ],
  },
  money: {
    normal: [
      "Money questions go to Venus (what you value) and Jupiter (how you grow it)",
      "For money, the Oracle reads what you value and how you take risks",
    ],
    roast: [
      "A money question. Your bank app already knows the answer, but fine",
      "Let us look at your finances, gently, like a sleeping cat",
    ],
  },
  health: {
    normal: [
      "Thank you for trusting the Oracle with this",
      "This is an important question, and it deserves a careful answer",
    ],
    roast: ["No jokes on this one, promise", "The Oracle is putting the sarcasm down for this one"],
  },
  family: {
    normal: [
      "Family questions go to your Moon, the part of you shaped by home",
      "For family matters, the Oracle reads your Moon and your sense of duty",
    ],
    roast: [
      "A family question, so the Oracle has made tea and braced itself",
      "Family. The original group chat",
    ],
  },
  decision: {
    normal: [
      "For a decision, the Oracle looks at how you think, what you want and what you can commit to",
      "Decisions run through your Mercury (how you weigh things) and your Saturn (what you can sustain)",
    ],
    roast: [
      "You want the planets to decide for you. Bold. Here is what they say",
      "A decision you have probably polled six friends about already",
    ],
  },
  timing: {
    normal: [
      "For timing, the Oracle looks at the transits active now and when they peak",
      "Timing questions are where transits shine, so here are the dates that matter",
    ],
    roast: [
      "You want a date. The planets have several, with times",
      "Impatient? The transits have a schedule for you",
    ],
  },
  general: {
    normal: [
      "The Oracle read your Sun, Moon and current transits for this one",
      "Here is what your chart says about where you stand right now",
    ],
    roast: ["Vague question, specific answer", "The Oracle read your chart; it has thoughts"],
  },
};

export const ORACLE_CLOSERS: Readonly<Record<OracleTopic, Phrasings>> = {
  love: {
    normal: [
      "The practical answer: say what you want plainly, and watch what they do, not only what they say",
      "Give it the time a real answer needs, and be honest about what you feel",
    ],
    roast: [
      "The answer: ask them directly, and no, a story reply does not count",
      "Put the phone down, have the conversation, and stop analysing their emoji use",
    ],
  },
  work: {
    normal: [
      "Next step: write down what you want from the role and ask for one concrete part of it",
      "Make the move in writing, with dates; your chart rewards deliberate steps",
    ],
    roast: [
      "Update the professional profile, then actually send the application",
      "Stop drafting the resignation speech in the shower and make a plan",
    ],
  },
  money: {
    normal: [
      "Set one number, one deadline and one first step, then check in monthly",
      "Spend on what you truly value and automate the saving",
    ],
    roast: [
      "Cancel one subscription you forgot you had, as a warm-up",
      "Open the bank app with both eyes; it is braver than it sounds",
    ],
  },
  health: {
    normal: [
      "Be kind to yourself in the meantime: regular meals, rest and people you trust",
      "Look after the basics, and let someone qualified guide the rest",
    ],
    roast: [
      "Book the appointment, then go easy on yourself",
      "Make the call to a professional; the planets will wait",
    ],
  },
  family: {
    normal: [
      "Say the kind thing first and the hard thing second",
      "Pick a calm moment, keep it short, and listen twice as long as you talk",
    ],
    roast: [
      "Call them, and do not mention the thing from 2019",
      "Keep the conversation shorter than the family group chat",
    ],
  },
  decision: {
    normal: [
      "Pick the option you could still defend in six months, and take one small step today",
      "Write down both options with one honest sentence each; the right one usually reads better",
    ],
    roast: [
      "Decide by Friday, and stop asking people who will just agree with you",
      "Flip a coin; if you feel disappointed, you have your answer",
    ],
  },
  timing: {
    normal: [
      "Use the days before a transit peaks to prepare and the peak day to act",
      "Mark those dates and plan the important step near the most supportive one",
    ],
    roast: [
      "Put the dates in your calendar, then actually look at the calendar",
      "The planets gave you a schedule; the least you can do is set a reminder",
    ],
  },
  general: {
    normal: [
      "Focus on one thing this week and let the rest wait",
      "Take one practical step in the direction your chart points",
    ],
    roast: [
      "Pick one thing, do it, and tell the group chat afterwards",
      "Less scrolling, more doing; the planets are watching",
    ],
  },
};

/** Health answers: the chart cannot assess how someone feels physically or mentally. */
export const HEALTH_NOTE: Phrasings = {
  normal: [
    "A birth chart cannot assess how you feel physically or mentally, so for anything that worries you, please talk to a doctor or another qualified professional",
    "Astrology is not a check-up: for questions about how you are feeling, a GP, doctor or therapist is the right person to ask",
  ],
  roast: [
    "Honestly, a chart is not a check-up: for how you feel physically or mentally, please talk to a doctor or another qualified professional",
    "The planets are not qualified for this one; a GP, doctor or therapist is, so book the appointment",
  ],
};

/** Naming the question back (second person). {question} "should you move to Berlin?". */
export const RESTATE: Phrasings = {
  normal: ["You asked: {question}", "Your question: {question}", "The question on the table: {question}"],
  roast: [
    "So, you want to know: {question}",
    "The question of the day: {question}",
    "You asked the Oracle: {question}",
  ],
};

/** When the question cannot be echoed (too long, markup), its topic is named instead. */
export const TOPIC_NAME: Readonly<Record<OracleTopic, string>> = {
  love: "your love question",
  work: "your work question",
  money: "your money question",
  health: "your question about how you feel",
  family: "your family question",
  decision: "your decision",
  timing: "your question about timing",
  general: "your question",
};

export const RESTATE_TOPIC: Phrasings = {
  normal: ["Here is the answer to {topicName}", "On {topicName}, here is what the chart says"],
  roast: ["Right, {topicName}. Let us get into it", "About {topicName}: the Oracle has notes"],
};

/**
 * The direct answer to a decision, by what the key transit says: go (flowing or fusing), wait
 * (a hard transit still building), ease (a hard transit already easing). {why} names the transit,
 * {until} the date it eases.
 */
export const VERDICT: Readonly<Record<"go" | "wait" | "ease", Phrasings>> = {
  go: {
    normal: [
      "My answer: yes, go ahead, while {why} is on your side",
      "Short answer: yes. {Why} supports a step like this now",
      "The chart says yes: {why} favours acting rather than waiting",
    ],
    roast: [
      "Verdict: yes. Go, before you make a pro-and-con list with fourteen columns. {Why} has your back",
      "Yes. Do it. {Why} is basically holding the door open",
      "The answer is yes, and {why} would like you to stop asking and start doing",
    ],
  },
  wait: {
    normal: [
      "My answer: not yet. {Why} is still building; decide after {until}",
      "Short answer: wait a little. Let {why} pass, then decide after {until}",
      "The chart says hold off until after {until}, when {why} has eased",
    ],
    roast: [
      "Verdict: not yet. {Why} is still winding up, so sit on your hands until {until}",
      "No, not this week. {Why} is in the way until {until}; use the time to stop overthinking",
      "Hold that thought until after {until}. {Why} is not in a cooperative mood",
    ],
  },
  ease: {
    normal: [
      "My answer: yes, but slowly. {Why} is easing, so take the first small step now",
      "Short answer: yes, step by step. The pressure from {why} is already fading",
      "The chart says yes, carefully: {why} is on its way out, so start small",
    ],
    roast: [
      "Verdict: yes, but gently. {Why} is leaving, so no dramatic leaps",
      "Yes, in small steps. {Why} is packing up, so you can stop blaming it soon",
      "The answer is a cautious yes: {why} is fading, so start small and keep receipts",
    ],
  },
};

/** Two options: which one the chart leans to. {option} is the chosen one, {other} the other. */
export const OPTION_LEAN: Readonly<Record<"go" | "wait" | "ease", Phrasings>> = {
  go: {
    normal: [
      "Of the two, the chart says: {option}. {Why} favours the bolder move",
      "My answer: {option}. With {why} on your side, the braver choice is the better one",
    ],
    roast: [
      "Of the two: {option}. {Why} is cheering for the braver choice, so stop hedging",
      "Verdict: {option}. {Why} says go, and it rarely says that",
    ],
  },
  wait: {
    normal: [
      "Of the two, the chart says: {option}, at least for now. {Why} asks for patience until {until}",
      "My answer: {option} for the moment, and look again after {until}, when {why} has eased",
    ],
    roast: [
      "Of the two: {option}, at least until {until}. {Why} is not in the mood for big leaps",
      "Verdict: {option}, for now. Revisit after {until}, once {why} stops making everything harder",
    ],
  },
  ease: {
    normal: [
      "Of the two, the chart says: {option}, taken step by step while {why} eases",
      "My answer: {option}, starting small, since {why} is already fading",
    ],
    roast: [
      "Of the two: {option}, slowly. {Why} is fading, so no grand gestures",
      "Verdict: {option}, in small steps. {Why} is on its way out, so pace yourself",
    ],
  },
};

/** "What should I…" questions: where the chart points. {area} "your emotional needs and habits". */
export const WHAT_ANSWER: Phrasings = {
  normal: [
    "The chart points to {area}: that is where {why} is working now",
    "Put your attention on {area}, where {why} is active",
  ],
  roast: [
    "Short answer: {area}. That is where {why} is currently making a scene",
    "Focus on {area}, because {why} is already there, rearranging the furniture",
  ],
};

/** Requests rather than questions ("Tell me something I need to hear"). {request} in the second person. */
export const RESTATE_REQUEST: Phrasings = {
  normal: ["You asked me to {request}", "You asked the Oracle to {request}"],
  roast: ["You asked me to {request}. Brave", "The request: {request}. Fine"],
};

/** A yes/no question about the future, which a chart cannot promise. */
export const PREDICTION: Readonly<Record<"go" | "wait" | "ease", Phrasings>> = {
  go: {
    normal: [
      "No chart can promise an outcome, but the odds look good right now: {why} favours it",
      "The chart cannot guarantee it, but the timing is on your side: {why} helps",
    ],
    roast: [
      "The stars do not do guarantees, but this looks promising: {why} is on your side",
      "No promises, the planets have lawyers. Still, {why} looks good for you",
    ],
  },
  wait: {
    normal: [
      "No chart can promise an outcome, and right now {why} slows things down; things open up after {until}",
      "Not quickly: {why} asks for patience until {until}",
    ],
    roast: [
      "Not this week: {why} is dragging its feet until {until}",
      "The planets say 'maybe later', specifically after {until}, once {why} calms down",
    ],
  },
  ease: {
    normal: [
      "No chart can promise an outcome, but the pressure from {why} is fading, so it gets easier from here",
      "It looks more likely with every day, as {why} eases",
    ],
    roast: [
      "The signs are improving: {why} is on its way out",
      "Less chaos every day as {why} fades, so the odds are creeping up",
    ],
  },
};

/** Timing: the coming dates that matter. {dates} "Thursday, April 9 and Monday, April 20"; {windows} "Those are your windows". */
export const TIMING_ANSWER: Phrasings = {
  normal: [
    "The dates to watch: {dates}",
    "Mark these in your calendar: {dates}",
    "Look for your openings around {dates}",
  ],
  roast: [
    "Put these in the calendar, and then look at the calendar: {dates}",
    "The planets' suggested dates: {dates}",
    "Circle {dates}. {windows}",
  ],
};

export const TIMING_NONE: Phrasings = {
  normal: [
    "No single date stands out in the next weeks, so choose a day when you have time and energy, and start there",
  ],
  roast: [
    "No big cosmic date in the next weeks, so the best time is a day you are rested, which rules out Monday",
  ],
};

/** "How" and "why" and open questions: the lead into the chart's answer. */
export const HOW_LEAD: Phrasings = {
  normal: ["The way through runs via your strengths", "Your chart suggests a way to go about it"],
  roast: ["Here is how, and it is less dramatic than you hoped", "The method, according to your chart"],
};
export const WHY_LEAD: Phrasings = {
  normal: ["Part of the reason is written in your chart", "Your chart explains some of it"],
  roast: ["The short reason: you are built this way, and the sky is not helping", "Blame your chart, partly"],
};
