/**
 * Personality analysis: the 14 fields, the placements each reads, and element-specific phrasing
 * per field, in both voices. Written by us. `{point}` is filled with e.g. "Venus in Taurus".
 */
import type { Element, NatalPoint } from "../facts.ts";
import type { Phrasings } from "./types.ts";

export const PERSONALITY_FIELDS = [
  "corePersonality",
  "strengths",
  "challenges",
  "loveAndRelationships",
  "careerAndSuccess",
  "moneyAndWealth",
  "friendshipAndSocial",
  "familyAndHome",
  "healthAndWellbeing",
  "spiritualityAndGrowth",
  "communicationStyle",
  "learningStyle",
  "lifePurpose",
  "naturalTalents",
] as const;
export type PersonalityField = (typeof PERSONALITY_FIELDS)[number];

/** Fields written from one driver placement plus element phrasing. */
export type ThemedField = Exclude<
  PersonalityField,
  "corePersonality" | "strengths" | "challenges" | "naturalTalents"
>;

export const FIELD_DRIVERS: Readonly<Record<ThemedField, { points: readonly NatalPoint[]; house: number }>> =
  {
    loveAndRelationships: { points: ["venus", "moon"], house: 7 },
    careerAndSuccess: { points: ["saturn", "sun"], house: 10 },
    moneyAndWealth: { points: ["venus", "jupiter"], house: 2 },
    friendshipAndSocial: { points: ["jupiter", "mercury"], house: 11 },
    familyAndHome: { points: ["moon", "saturn"], house: 4 },
    healthAndWellbeing: { points: ["mars", "moon"], house: 6 },
    spiritualityAndGrowth: { points: ["jupiter", "neptune"], house: 9 },
    communicationStyle: { points: ["mercury", "ascendant"], house: 3 },
    learningStyle: { points: ["mercury", "jupiter"], house: 9 },
    lifePurpose: { points: ["sun", "midheaven"], house: 10 },
  };

export const FIELD_INTRO: Readonly<Record<ThemedField, Phrasings>> = {
  loveAndRelationships: {
    normal: ["In love, your chart starts with {point}", "Your way of loving is written in {point}"],
    roast: [
      "Your love life, brought to you by {point}",
      "Romantically, you are run by {point}, which explains a lot",
    ],
  },
  careerAndSuccess: {
    normal: ["Your approach to work is shaped by {point}", "For career, the key placement is {point}"],
    roast: [
      "Your professional persona is powered by {point}",
      "At work, {point} is in charge, whatever your job title says",
    ],
  },
  moneyAndWealth: {
    normal: ["Money habits start with {point}", "Your relationship with money runs through {point}"],
    roast: ["Your bank statement has a ghostwriter: {point}", "Money-wise, blame or thank {point}"],
  },
  friendshipAndSocial: {
    normal: ["Socially, {point} sets the tone", "Your friendships are coloured by {point}"],
    roast: [
      "Your social life is hosted by {point}",
      "In the group chat, you are basically {point} with a keyboard",
    ],
  },
  familyAndHome: {
    normal: ["At home and with family, {point} leads", "Your sense of home comes from {point}"],
    roast: ["Family dynamics, courtesy of {point}", "Your home life runs on {point}, for better or worse"],
  },
  healthAndWellbeing: {
    normal: ["Your energy and routines follow {point}", "For wellbeing, look at {point}"],
    roast: [
      "Your energy levels are managed, loosely, by {point}",
      "Your routines answer to {point}, when they exist",
    ],
  },
  spiritualityAndGrowth: {
    normal: ["Your search for meaning runs through {point}", "Growth comes through {point}"],
    roast: [
      "Your quest for meaning is led by {point}, with frequent snack breaks",
      "Personal growth, as supervised by {point}",
    ],
  },
  communicationStyle: {
    normal: [
      "The way you talk comes from {point}",
      "Your communication style comes from {point}, through and through",
    ],
    roast: ["Your texting style comes straight from {point}", "Your voice notes are produced by {point}"],
  },
  learningStyle: {
    normal: ["You learn the way {point} does", "Your learning style is shaped by {point}"],
    roast: ["Your study habits belong to {point}", "You learn like {point}, which means in bursts"],
  },
  lifePurpose: {
    normal: ["Your sense of direction comes from {point}", "Purpose, for you, is tied to {point}"],
    roast: ["Your life mission statement was drafted by {point}", "Your big purpose, according to {point}"],
  },
};

export const FIELD_ELEMENT: Readonly<Record<ThemedField, Readonly<Record<Element, Phrasings>>>> = {
  loveAndRelationships: {
    fire: {
      normal: ["you love openly and need excitement and admiration to stay interested"],
      roast: ["you fall fast, loudly, and need applause for your romantic gestures"],
    },
    earth: {
      normal: ["you show love through reliability, time and practical care"],
      roast: ["you show love by fixing things and remembering how they take their coffee"],
    },
    air: {
      normal: ["you need a partner you can talk to for hours and who gives you room"],
      roast: ["you flirt through debate and fall for a good text message"],
    },
    water: {
      normal: ["you love deeply and need emotional honesty to feel safe"],
      roast: ["you love with your whole heart and keep a detailed archive of every feeling"],
    },
  },
  careerAndSuccess: {
    fire: {
      normal: ["you do best in roles with initiative, visibility and a clear challenge"],
      roast: ["you need a job with a stage, a goal and as few spreadsheets as possible"],
    },
    earth: {
      normal: ["you build careers steadily, with skill, patience and results people can measure"],
      roast: ["you treat your career like a slow, safe, compounding savings account"],
    },
    air: {
      normal: ["you thrive where ideas, people and communication are the work"],
      roast: ["you would be brilliant at any job that is mostly meetings and opinions"],
    },
    water: {
      normal: ["you shine where care, intuition and creativity matter"],
      roast: ["you need a job with meaning, or you will mentally resign by lunchtime"],
    },
  },
  moneyAndWealth: {
    fire: {
      normal: ["you earn through initiative and may spend on impulse, so automate your saving"],
      roast: ["you earn fast and spend faster, usually on experiences and gear for hobbies"],
    },
    earth: {
      normal: ["you build money patiently and value security over flash"],
      roast: ["you have a spreadsheet for your spreadsheets and a drawer of saved receipts"],
    },
    air: {
      normal: ["you earn through ideas and contacts, and money can slip through the gaps of a busy mind"],
      roast: ["you have opinions on investing and three unread finance newsletters"],
    },
    water: {
      normal: ["your spending follows your mood, so a plan protects you from comfort-buying"],
      roast: ["you treat retail as emotional support, and your bank app has noticed"],
    },
  },
  friendshipAndSocial: {
    fire: {
      normal: ["you are the friend who gets everyone off the sofa and into an adventure"],
      roast: ["you are the friend who proposes the trip and forgets to book it"],
    },
    earth: {
      normal: ["you keep a small circle and show up for it, year after year"],
      roast: ["you have four close friends and a strict policy on new ones"],
    },
    air: {
      normal: ["you connect people easily and keep a wide, lively network"],
      roast: ["you are in fourteen group chats and muted in nine"],
    },
    water: {
      normal: ["you are the friend people call when it matters"],
      roast: ["you are everyone's emotional support friend, with office hours that never close"],
    },
  },
  familyAndHome: {
    fire: {
      normal: ["home is a lively, warm base camp that keeps changing"],
      roast: ["your home is a launchpad you visit between plans"],
    },
    earth: {
      normal: ["you need a stable, comfortable home and take family duties seriously"],
      roast: ["your home has labelled jars and a sofa nobody else is allowed to claim"],
    },
    air: {
      normal: ["you need a home full of conversation, and room to come and go"],
      roast: ["your family group chat is your second job"],
    },
    water: {
      normal: ["home and family are where your strongest feelings live"],
      roast: ["you get nostalgic about your childhood kitchen at least once a week"],
    },
  },
  healthAndWellbeing: {
    fire: {
      normal: ["you need movement and a challenge to feel good, and rest that you do not skip"],
      roast: ["you go all in on a new routine and drop it by the second week"],
    },
    earth: {
      normal: ["routine, good food and time outside keep you steady"],
      roast: ["you are steady, as long as nobody touches your routine or your snacks"],
    },
    air: {
      normal: ["your wellbeing starts in the mind, so fresh air, variety and time offline help"],
      roast: ["your brain needs a screen break more than your phone needs a charger"],
    },
    water: {
      normal: ["you absorb moods around you, so quiet time and good company matter"],
      roast: ["you soak up everyone's mood like a sponge, then need a full day under a blanket"],
    },
  },
  spiritualityAndGrowth: {
    fire: {
      normal: ["you grow through experience, travel and bold choices"],
      roast: ["you find yourself on every trip, and lose your charger on every trip"],
    },
    earth: {
      normal: ["you grow through practice, habits, craft and patience"],
      roast: ["your spiritual practice is a very well-kept plant"],
    },
    air: {
      normal: ["you grow through ideas, books and conversations that change your mind"],
      roast: ["you have read about meditation more than you have meditated"],
    },
    water: {
      normal: ["you grow through feeling, art and quiet reflection"],
      roast: ["your spiritual awakening happens mostly in the shower and in sad songs"],
    },
  },
  communicationStyle: {
    fire: {
      normal: ["you speak directly, with energy, and get to the point"],
      roast: ["you say it first and think about it in the car afterwards"],
    },
    earth: {
      normal: ["you speak plainly, choose words carefully and mean what you say"],
      roast: ["you reply in one word and consider that a full conversation"],
    },
    air: {
      normal: ["you talk easily, ask good questions and enjoy a lively exchange"],
      roast: ["you send voice notes with chapters"],
    },
    water: {
      normal: ["you listen closely and speak from feeling"],
      roast: ["you communicate through hints, playlists and meaningful silences"],
    },
  },
  learningStyle: {
    fire: {
      normal: ["you learn by doing, fast, and with a goal in sight"],
      roast: ["you skip the manual and learn from the mistakes, enthusiastically"],
    },
    earth: {
      normal: ["you learn step by step and remember what you can use"],
      roast: ["you need a practical reason to learn anything, and a printed handout"],
    },
    air: {
      normal: ["you learn by reading, discussing and connecting ideas"],
      roast: ["you learn a topic by explaining it to people before you fully understand it"],
    },
    water: {
      normal: ["you learn through stories, examples and a teacher you trust"],
      roast: ["you learn best when you care, and not one minute earlier"],
    },
  },
  lifePurpose: {
    fire: {
      normal: ["your purpose is to start things and inspire others to follow"],
      roast: ["your purpose is to be the spark, and to let someone else handle the admin"],
    },
    earth: {
      normal: ["your purpose is to build something that lasts and is useful"],
      roast: ["your purpose is to build something solid and then tell everyone the budget"],
    },
    air: {
      normal: ["your purpose is to connect people and ideas and move the conversation forward"],
      roast: ["your purpose is to have the idea, explain the idea and start a group chat about the idea"],
    },
    water: {
      normal: ["your purpose is to understand people and make their lives kinder"],
      roast: ["your purpose is to feel deeply on everyone's behalf, ideally with a good playlist"],
    },
  },
};

export const FIELD_OPENERS: Readonly<Record<"corePersonality", Phrasings>> = {
  corePersonality: {
    normal: [
      "At your core you are a {sunSign}{sunWith}: you work {sunStyle}",
      "Your {sunSign} Sun{sunIn} sets the core of who you are: you work {sunStyle}",
    ],
    roast: [
      "At heart you are a {sunSign}{sunWith}, which means you operate {sunStyle}",
      "Core personality: {sunSign} Sun{sunIn}, so you run {sunStyle}",
    ],
  },
};
