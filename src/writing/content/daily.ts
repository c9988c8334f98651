/**
 * The daily horoscope's phrasing, written by us, in both voices: the lead (the day's one big
 * thing), what it brings, what to do, the second transit, the Moon, the weekly background line and
 * the three insight tiles. Slots: {headline} "Mars squares your Leo Venus", {timing} "peaking on
 * Friday", {gist} and {touch} (planets.ts), {advice} (an imperative clause).
 *
 * Plain words: no degrees and no clock times here (they are in "Why this?"); short sentences.
 */
import type { AspectFamily, Element } from "../facts.ts";
import type { Phrasings } from "./types.ts";

export const LEAD: Phrasings = {
  normal: [
    "Today's big one: {headline}, {timing}",
    "The main event today: {headline}, {timing}",
    "One transit sets the tone today: {headline}, {timing}",
    "Start with the headline: {headline}, {timing}",
    "Top of the list today: {headline}, {timing}",
    "If you read one line, make it this: {headline}, {timing}",
    "What matters most today: {headline}, {timing}",
    "The day's main thread: {headline}, {timing}",
  ],
  roast: [
    "Top story: {headline}, {timing}",
    "Breaking news from the sky: {headline}, {timing}",
    "The planets have one agenda item today: {headline}, {timing}",
    "Headline act: {headline}, {timing}",
    "Pay attention, this is the one: {headline}, {timing}",
    "Today's plot twist: {headline}, {timing}",
    "Cosmic memo of the day: {headline}, {timing}",
    "Front page of your sky: {headline}, {timing}",
  ],
};

export const MEANING: Phrasings = {
  normal: [
    "Expect {gist} around {touch}",
    "It adds {gist}, mostly around {touch}",
    "The theme is {gist}, aimed at {touch}",
    "You may notice {gist} in {touch}",
    "Look for {gist}, mostly in {touch}",
    "This stirs up {gist} around {touch}",
  ],
  roast: [
    "Translation: {gist}, aimed at {touch}",
    "In plain terms: {gist}, right in {touch}",
    "Expect {gist}, and it is coming for {touch}",
    "Which means {gist}, aimed squarely at {touch}",
    "Forecast: {gist}, with {touch} in the blast radius",
    "Short version: {gist}, landing on {touch}",
  ],
};

export const ADVICE: Phrasings = {
  normal: [
    "Your move: {advice}",
    "Best use of it: {advice}",
    "The practical step: {advice}",
    "What helps today: {advice}",
    "Try this: {advice}",
    "One thing to do: {advice}",
  ],
  roast: [
    "Your assignment: {advice}",
    "Homework: {advice}",
    "Survival tip: {advice}",
    "Instructions: {advice}",
    "Do this: {advice}",
    "Strong suggestion: {advice}",
  ],
};

export const SECOND: Phrasings = {
  normal: [
    "Also in play: {headline}, {timing}",
    "A second thread: {headline}, {timing}",
    "Running alongside it: {headline}, {timing}",
    "Meanwhile {headline}, {timing}",
    "Keep an eye on this too: {headline}, {timing}",
    "In the same sky, {headline}, {timing}",
  ],
  roast: [
    "Also on the bill: {headline}, {timing}",
    "Subplot: {headline}, {timing}",
    "Meanwhile, in the side quest: {headline}, {timing}",
    "Not to be outdone, {headline}, {timing}",
    "Also happening, whether you like it or not: {headline}, {timing}",
    "Supporting act: {headline}, {timing}",
  ],
};

/** The second transit's meaning and advice in one sentence. */
export const SECOND_USE: Phrasings = {
  normal: [
    "It brings {gist}, so {advice}",
    "That adds {gist}; {advice}",
    "With {gist} in the mix, {advice}",
    "Expect {gist} there, and {advice}",
  ],
  roast: [
    "That means {gist}; {advice}",
    "Cue {gist}; {advice}",
    "Menu of the day: {gist}. Order this: {advice}",
    "Expect {gist}. Please {advice}",
  ],
};

/** The Moon's sign and house (birth time known). {moon} is "the waxing gibbous Moon". */
export const MOON_HOUSE: Phrasings = {
  normal: [
    "{Moon} is in {sign}, crossing your {nth} house: {area}",
    "{Moon} moves through {sign} and your {nth} house, which covers {area}",
    "{Moon} spends the day in {sign}, in your {nth} house, home to {area}",
    "In {sign} today, {moon} lights up your {nth} house and with it {area}",
  ],
  roast: [
    "{Moon} is loitering in {sign}, poking around your {nth} house: {area}",
    "{Moon} has parked in {sign}, right in your {nth} house, home to {area}",
    "{Moon} wanders through {sign} and your {nth} house, which covers {area}",
    "In {sign} today, {moon} is rummaging through your {nth} house and with it {area}",
  ],
};

/** The Moon's sign and its angle to the natal Sun sign (birth time unknown, or no house). */
export const MOON_SIGN: Phrasings = {
  normal: ["{Moon} is in {sign} today, {sunRel}", "{Moon} spends the day in {sign}, {sunRel}"],
  roast: ["{Moon} is loitering in {sign}, {sunRel}", "{Moon} has wandered into {sign}, {sunRel}"],
};

/** What the day's Moon suits. {moonDay} from signs.ts. */
export const MOON_DAY: Phrasings = {
  normal: [
    "Good for {moonDay}",
    "The mood suits {moonDay}",
    "Lean into {moonDay}",
    "A good day for {moonDay}",
    "Make room for {moonDay}",
    "It favours {moonDay}",
    "Plan around {moonDay}",
    "The day rewards {moonDay}",
  ],
  roast: [
    "Expect {moonDay}",
    "Forecast: {moonDay}",
    "Today's vibe: {moonDay}",
    "Prepare for {moonDay}",
    "On the menu: {moonDay}",
    "Mood of the day: {moonDay}",
    "Brace for {moonDay}",
    "The Moon's agenda: {moonDay}",
  ],
};

/** The weekly line for a long transit of Jupiter to Pluto. {transit} "Pluto's trine to your Taurus Midheaven". */
export const BACKGROUND: Phrasings = {
  normal: [
    "In the background, {transit} runs {until}: {gist}",
    "Slower but steady, {transit} continues {until}, bringing {gist}",
    "Still at work in the background: {transit}, {until}, with {gist}",
    "The long view: {transit} carries on {until}, a season of {gist}",
  ],
  roast: [
    "Still running in the background: {transit}, {until}. Translation: {gist}",
    "The slow burn: {transit}, {until}, serving {gist}",
    "Background noise you cannot mute: {transit}, {until}, aka {gist}",
    "The long game: {transit} keeps going {until}, bringing {gist}",
  ],
};

/** A planet changing sign or direction today. {event} "Mercury turns retrograde in Scorpio". */
export const EVENT: Phrasings = {
  normal: ["Also today: {event}", "Worth knowing: {event} today", "One more change today: {event}"],
  roast: [
    "Plot development: {event} today",
    "Also, {event} today, because of course",
    "Bonus chaos: {event} today",
  ],
};

/** Insight tiles: a transit of the tile's category, then its advice. */
export const INSIGHT_TRANSIT: Phrasings = {
  normal: [
    "{headline}, {timing}",
    "Right now {headline}, {timing}",
    "The one to note: {headline}, {timing}",
    "In play today: {headline}, {timing}",
  ],
  roast: [
    "{headline}, {timing}",
    "Exhibit A: {headline}, {timing}",
    "The culprit: {headline}, {timing}",
    "Blame this one: {headline}, {timing}",
  ],
};

/** The insight's advice, personal through {point} ("your Leo Venus", the natal point the transit touches). */
export const INSIGHT_ADVICE: Readonly<Record<"love" | "career" | "wellness", Phrasings>> = {
  love: {
    normal: [
      "With {point} involved, {advice}",
      "For {point} and the people close to you: {advice}",
      "In love, with {point} in play, {advice}",
      "What {point} asks of your relationships: {advice}",
    ],
    roast: [
      "With {point} in the mix, romantically: {advice}",
      "Love advice for {point}, free of charge: {advice}",
      "Since {point} is involved, {advice}",
      "Note from {point} to your love life: {advice}",
    ],
  },
  career: {
    normal: [
      "At work, with {point} in play, {advice}",
      "For {point} and your work: {advice}",
      "What {point} asks of your working day: {advice}",
      "On the job, with {point} involved, {advice}",
    ],
    roast: [
      "Professionally, with {point} involved: {advice}",
      "Career tip for {point}: {advice}",
      "Since {point} is clocked in today, {advice}",
      "Memo from {point} to your job: {advice}",
    ],
  },
  wellness: {
    normal: [
      "For your energy, with {point} in play, {advice}",
      "With {point} in the picture, {advice}",
      "While {point} is being stirred, {advice}",
      "For mood and energy around {point}: {advice}",
    ],
    roast: [
      "Self-care for {point}, the real kind: {advice}",
      "Battery tip for {point}: {advice}",
      "Since {point} is frazzled, {advice}",
      "Maintenance note for {point}: {advice}",
    ],
  },
};

/** Advice by insight category and aspect family: imperative clauses, lower-case start. */
export const CATEGORY_ADVICE: Readonly<
  Record<"love" | "career" | "wellness", Record<AspectFamily, Phrasings>>
> = {
  love: {
    fusion: {
      normal: [
        "make a plan with someone you like and keep it",
        "say the warm thing out loud instead of assuming they know",
        "put one evening aside for the person who matters most",
        "notice who you light up around, and go towards them",
        "start the conversation you have been saving for a better moment",
        "invite someone to something you genuinely enjoy",
        "tell a friend what their friendship has done for you",
        "let someone help you, and say thank you properly",
      ],
      roast: [
        "flirt with intent, not out of boredom",
        "make an actual plan, with a time, not a vague 'we should'",
        "send the message without drafting it in your notes app first",
        "compliment someone without needing one back",
        "show up on time, which is more romantic than it sounds",
        "put both phones in a drawer during dinner",
        "ask them out properly instead of liking their stories",
        "say what you feel before you talk yourself out of it",
      ],
    },
    flow: {
      normal: [
        "reach out to the person you have been thinking about",
        "ask a question and really listen to the answer",
        "share something small that made you smile",
        "offer help before it is asked for",
        "plan something easy together, like a walk or a meal",
        "say yes to the invitation you were about to decline",
        "write the message of thanks you keep meaning to send",
        "spend time with the friend who always leaves you lighter",
      ],
      roast: [
        "answer the message you left on read",
        "plan a date that does not involve a sofa and a streaming service",
        "say yes to the invitation before you invent a prior engagement",
        "be the one who texts first, just this once",
        "listen without planning your reply",
        "call instead of sending a voice note with chapters",
        "send the meme, but add an actual sentence",
        "admit you like them, at least to yourself",
      ],
    },
    friction: {
      normal: [
        "say plainly what you want instead of hoping it is guessed",
        "wait an hour before you answer anything that stings",
        "ask what they meant before deciding what they meant",
        "keep the hard talk short and kind",
        "notice where you say yes just to be liked",
        "give a tense conversation a time limit and a break",
        "name one need, calmly, and leave the list for later",
        "let one small irritation go without comment",
        "pick a calm moment for the hard talk, not the first moment",
        "say 'I feel' instead of 'you always'",
        "give someone the benefit of the doubt today",
        "keep promises small and keep them",
      ],
      roast: [
        "do not text the ex; write it in your notes app and let it rot there",
        "skip the passive-aggressive 'fine' and say what is wrong",
        "stop reading their last message for hidden meaning",
        "leave the argument about who started it unfinished",
        "ask instead of investigating their profile",
        "put the phone down before you send the paragraph",
        "do not bring up the thing from three years ago",
        "let them win the small one; you will survive",
        "skip the sarcasm; it does not translate by text",
        "stop keeping score; nobody is winning",
        "take the 'we need to talk' energy for a walk first",
        "do not test them; tell them",
      ],
    },
  },
  career: {
    fusion: {
      normal: [
        "put your name on one piece of work and show it",
        "start the project you keep describing to people",
        "ask for the responsibility you want",
        "write down the one result that would make this month a success",
        "take the first concrete step on a long plan",
        "pitch the idea to the person who can say yes",
        "block two hours for the work that matters most",
        "decide what you want to be known for at work this year",
      ],
      roast: [
        "start the project instead of announcing it again",
        "take credit for something you actually finished",
        "do the important task before checking your inbox",
        "ask for the raise before you rehearse it into the ground",
        "close the tabs and open the document",
        "stop polishing the plan and send the first draft",
        "book the meeting you keep saying you will book",
        "volunteer for the thing, then actually do it",
      ],
    },
    flow: {
      normal: [
        "send the application, the pitch or the proposal today",
        "ask someone ahead of you for one piece of advice",
        "share a useful contact with a colleague",
        "tackle the task that needs focus while it feels easy",
        "follow up on the lead you let go quiet",
        "update your notes so future you can pick things up fast",
        "offer to help on a project you admire",
        "finish one thing completely before starting the next",
      ],
      roast: [
        "reply to the email you have starred for a week",
        "update the professional profile, then do what it claims",
        "use the good momentum on work, not on reorganising your desk",
        "ask the question in the meeting instead of after it",
        "send the follow-up without three apologies in it",
        "finish the task before you make a new to-do app",
        "say yes to the useful opportunity, no to the shiny one",
        "do the boring admin while you still believe in yourself",
      ],
    },
    friction: {
      normal: [
        "pick one priority and let the rest wait a day",
        "check the details twice before you sign or send",
        "promise only what you could deliver on a bad week",
        "ask for clarity before you start on vague instructions",
        "do the work quietly and let the results speak",
        "cut one task from today's list on purpose",
        "keep the disagreement about the work, not the person",
        "leave a buffer in today's schedule for the surprise",
        "write down the three tasks that truly matter today",
        "ask one question before you make an assumption",
        "leave big decisions for a calmer day",
        "set one boundary on your time, kindly",
        "send the tricky email after a second read",
        "take the meeting notes yourself, so they are right",
      ],
      roast: [
        "do not reply-all with your spicy take",
        "lose one argument about the spreadsheet on purpose",
        "read the brief before you start improving it",
        "say 'let me check' and then actually check",
        "close the job listings tab until Friday at least",
        "leave the strongly worded email in drafts overnight",
        "stop redoing other people's work in your head",
        "take the feedback without composing a rebuttal",
        "skip the meeting-about-the-meeting",
        "do the task instead of reorganising the task list",
        "stop refreshing the inbox like it owes you money",
        "read the whole thread before replying to the first message",
        "put the passive-aggressive sign-off back in the drafts",
        "agree to disagree, then go back to work",
      ],
    },
  },
  wellness: {
    fusion: {
      normal: [
        "start the day with something physical, even a short walk",
        "give yourself one hour with nothing scheduled",
        "cook something simple and sit down to eat it",
        "get outside while it is light",
        "get moving before you open your inbox",
        "set a bedtime and keep it",
        "drink water before the second coffee",
        "stretch for five minutes between tasks",
        "start with the task that gets you moving",
        "spend ten minutes outside before noon",
        "give tonight a proper wind-down",
        "put fruit where the biscuits usually are",
        "book the appointment you keep postponing",
        "take a screen-free lunch",
      ],
      roast: [
        "go for a walk without a podcast explaining life to you",
        "eat a meal that was not bought at a petrol station",
        "sleep before midnight, as a radical act",
        "put the phone in another room for an hour",
        "take the stairs and pretend it was your idea",
        "have a proper lunch break, away from the screen",
        "open a window before you open another app",
        "do one thing slowly on purpose",
        "treat a walk like a meeting you cannot skip",
        "eat breakfast sitting down, like a civilised person",
        "make the bed, then congratulate yourself moderately",
        "put the charger outside the bedroom",
        "take a lunch break that is not a scroll break",
        "pick one new habit, not a whole new personality",
      ],
    },
    flow: {
      normal: [
        "use the steady energy for a workout you enjoy",
        "keep the evening simple and get to bed on time",
        "spend time with someone who calms you down",
        "tidy one small space and enjoy the result",
        "take a longer walk than usual",
        "plan tomorrow's meals while you feel organised",
        "do the chore that makes home feel better",
        "rest before you are tired, not after",
        "use the good mood for a longer walk or ride",
        "say yes to the relaxed plan, not the hectic one",
        "make the evening about something that restores you",
        "try a gentle new routine and see how it feels",
        "get to bed while you still feel good",
        "share a meal with someone easy to be around",
      ],
      roast: [
        "use the energy on a workout, not on a fourth coffee",
        "go to bed when you are tired instead of 'one more episode'",
        "tidy the chair that is really a wardrobe",
        "walk somewhere you would normally take the bus",
        "make a real dinner, with a vegetable in it",
        "water the plants and yourself",
        "take the nap without calling it a failure",
        "spend the good mood outside, not on a screen",
        "ride the good energy to the gym, not the fridge",
        "take the scenic route and call it cardio",
        "spend the calm on a real hobby, not a feed",
        "batch-cook something so future you eats well",
        "turn in early while you still like your life",
        "book the relaxing thing before you talk yourself out of it",
      ],
    },
    friction: {
      normal: [
        "burn off restless energy with a walk before any hard talk",
        "slow down on the road and in your replies",
        "take short breaks before you need them",
        "say no to one extra commitment today",
        "keep caffeine low and water high",
        "write down what is bothering you, then put it away",
        "go easy on screens after dark",
        "choose the gentle workout over the punishing one",
        "take the pressure down a notch before it builds",
        "step away from screens for a full hour",
        "keep your plans smaller than usual today",
        "answer the hard message tomorrow, not tonight",
        "swap one intense task for a lighter one",
        "give yourself a proper break at midday",
        "keep tonight simple: food, quiet, bed",
        "notice tension early and take a short walk",
      ],
      roast: [
        "walk it off before you type it out",
        "do not doom-scroll as a bedtime routine",
        "skip the third coffee; it is not a personality",
        "cancel one optional plan and do not apologise for it",
        "breathe out before you answer, every time",
        "leave the late-night online basket alone",
        "put the to-do list down and take the walk",
        "go to bed instead of arguing with the news",
        "do not treat the deadline like a combat sport",
        "put the phone down before the news puts you down",
        "skip the 'quick' extra task that is never quick",
        "eat something before your temper orders for you",
        "do one thing at a time, like the manual says",
        "take a break before your battery files a complaint",
        "close the laptop at a time a sane person would",
        "let one thing stay unfinished, on purpose",
      ],
    },
  },
};

/** Love tile when no love transit is free today: the Moon's element with the natal Venus. */
export const LOVE_FALLBACK: Phrasings = {
  normal: [
    "With the Moon in {moonSign} and your Venus in {venusSign}, {advice}",
    "Your {venusSign} Venus meets {moonArticle} {moonSign} Moon today, so {advice}",
    "The {moonSign} Moon nudges your Venus in {venusSign}: {advice}",
  ],
  roast: [
    "Your Venus in {venusSign} versus {moonArticle} {moonSign} Moon: {advice}",
    "With the Moon in {moonSign} poking your {venusSign} Venus, {advice}",
    "Love weather, {moonSign} Moon over your {venusSign} Venus: {advice}",
  ],
};

/** Career tile when no career transit is free today: the Moon's element with natal Saturn. */
export const CAREER_FALLBACK: Phrasings = {
  normal: [
    "With the Moon in {moonSign} and your Saturn in {saturnSign}, {advice}",
    "The {moonSign} Moon works with your {saturnSign} Saturn today: {advice}",
    "Your Saturn in {saturnSign} likes {moonArticle} {moonSign} Moon, so {advice}",
  ],
  roast: [
    "The {moonSign} Moon versus your {saturnSign} Saturn: {advice}",
    "Work weather, {moonSign} Moon over your {saturnSign} Saturn: {advice}",
    "Your Saturn in {saturnSign} has notes for the {moonSign} Moon: {advice}",
  ],
};

/** Advice by the Moon's element, for the love and career fallbacks. */
export const ELEMENT_ADVICE: Readonly<Record<"love" | "career", Record<Element, Phrasings>>> = {
  love: {
    fire: {
      normal: [
        "suggest something spontaneous and fun",
        "be the one who makes the first move",
        "bring energy to a plan that has gone flat",
        "say what excites you about them",
        "plan something active together",
        "keep it light and playful",
      ],
      roast: [
        "make a bold move, just not a reckless one",
        "flirt like you mean it, then stop before it becomes a performance",
        "suggest a plan with a start time, not a vibe",
        "let your enthusiasm show instead of playing it cool",
        "go on the adventure, skip the speech about it",
        "be impulsive about kindness, not about texting an ex",
      ],
    },
    earth: {
      normal: [
        "show care through something practical",
        "keep a promise, however small",
        "cook for someone or share a simple meal",
        "choose reliability over grand gestures",
        "make a plan for the weekend and confirm it",
        "give your time, which counts more than gifts",
      ],
      roast: [
        "show love by doing the chore nobody wants",
        "confirm the plan instead of assuming it is on",
        "buy the good bread and share it",
        "remember the small thing they told you last week",
        "fix the thing you said you would fix",
        "be steady, not stubborn, about the plan",
      ],
    },
    air: {
      normal: [
        "have a real conversation, not just logistics",
        "send a message that shows you were listening",
        "ask about their day and follow up on the answer",
        "share an idea or a link they would love",
        "make someone laugh on purpose",
        "talk about a plan you both look forward to",
      ],
      roast: [
        "talk about something other than the group chat drama",
        "text a full sentence, with feelings in it",
        "ask a question you do not know the answer to",
        "flirt with words, then follow up in person",
        "stop debating and just say you missed them",
        "put the witty reply aside and be sincere for once",
      ],
    },
    water: {
      normal: [
        "make time for closeness without distractions",
        "tell someone how you really feel, gently",
        "listen more than you advise",
        "check in on someone who has gone quiet",
        "share something personal with someone you trust",
        "give comfort without trying to fix anything",
      ],
      roast: [
        "say the feeling out loud instead of hinting through playlists",
        "check in on them before you overthink their silence",
        "cry at the film, then call the person",
        "let someone look after you for once",
        "skip the sulk and ask for the hug",
        "stop testing people; tell them what you need",
      ],
    },
  },
  career: {
    fire: {
      normal: [
        "start the task you have been circling",
        "take the lead on something small",
        "pitch the idea while you feel confident",
        "tackle the hardest job first",
        "set a short deadline and beat it",
        "speak up early in the meeting",
      ],
      roast: [
        "start the thing before lunch, then keep going after",
        "volunteer for the visible task, then finish it",
        "pitch it now, before the confidence wears off",
        "charge at one problem instead of five",
        "race a deadline you set yourself",
        "take the lead without taking over",
      ],
    },
    earth: {
      normal: [
        "finish one practical task you own",
        "review one money or admin matter",
        "plan the week in concrete steps",
        "do the careful work that others skip",
        "tidy your files and your task list",
        "check the numbers before the meeting",
      ],
      roast: [
        "do the admin you have been hiding from",
        "clear the backlog one boring item at a time",
        "answer the invoice email, yes, that one",
        "update the spreadsheet instead of complaining about it",
        "finish one thing slowly but actually finish it",
        "file the receipts before they file a complaint",
      ],
    },
    air: {
      normal: [
        "send the messages that move things along",
        "talk an idea through with a colleague",
        "write a clear summary of where things stand",
        "ask the question everyone is avoiding",
        "connect two people who should work together",
        "learn one thing that will make next week easier",
      ],
      roast: [
        "reply to the thread instead of muting it",
        "turn the meeting into an email, politely",
        "explain the plan in three sentences, not thirty",
        "network like a person, not a business card",
        "ask the obvious question; someone has to",
        "finish one conversation before starting four",
      ],
    },
    water: {
      normal: [
        "trust your read on the people around you",
        "do work that means something to you first",
        "support a colleague who is under pressure",
        "protect an hour for focused, quiet work",
        "notice which tasks drain you and plan around them",
        "give credit generously today",
      ],
      roast: [
        "work first, feel about the work second",
        "stop taking the reply-all personally",
        "put the headphones on and disappear into one task",
        "help the colleague who is drowning, then get back to your own",
        "skip the office gossip; it is not research",
        "say how the deadline actually feels, calmly",
      ],
    },
  },
};

/** Wellness tile: the Moon's phase. {phaseText} from moon.ts. */
export const WELLNESS_PHASE: Phrasings = {
  normal: [
    "Energy check for your {natalMoon} Moon: the {phase} in {moonSign} brings {phaseText}",
    "Pace your {natalMoon} Moon with the {phase} in {moonSign}: {phaseText}",
    "For your {natalMoon} Moon, the {phase} in {moonSign} means {phaseText}",
    "Your {natalMoon} Moon under the {phase} in {moonSign}: {phaseText}",
  ],
  roast: [
    "Battery report for your {natalMoon} Moon: the {phase} in {moonSign} means {phaseText}",
    "Energy forecast for your {natalMoon} Moon, from the {phase} in {moonSign}: {phaseText}",
    "The {phase} in {moonSign} tells your {natalMoon} Moon: {phaseText}",
    "Status update for your {natalMoon} Moon under the {phase} in {moonSign}: {phaseText}",
  ],
};
