/**
 * The Daily Dose of Zero: short, blunt sentences about one thing the sky does today, and what to
 * do about it. Written by us, in both voices. Slots:
 * - `{A}` / `{a}`: a body as a subject ("The Moon" / "the Moon", "Mars"); `{b}`: the other body.
 * - `{verb}`: the aspect as a verb ("squares"); `{time}`: the local clock time ("14:03 your time").
 * - `{sign}`, `{signA}`, `{signB}`, `{from}`: sign names; `{Phase}` / `{phase}`: a Moon phase.
 * - `{gist}` / `{Gist}`: the meaning in a few words; `{k}`, `{x}`, `{y}`: what a planet stands for
 *   (always singular, as it is the subject of a verb).
 */
import type { AspectFamily, Planet, Sign } from "../facts.ts";
import type { Phrasings } from "./types.ts";

/** The four phases that happen at an instant: Sun–Moon conjunction, squares and opposition. */
export type Lunation = "new" | "first quarter" | "full" | "last quarter";

/** What a planet stands for, as a noun phrase ("your temper"). */
export const DOSE_PLANET_WORDS: Readonly<Record<Planet, Phrasings>> = {
  sun: { normal: ["your sense of self", "your will"], roast: ["your ego", "your main-character energy"] },
  moon: { normal: ["your mood", "your emotional life"], roast: ["your mood", "your inner drama"] },
  mercury: { normal: ["the way you talk", "your thinking"], roast: ["your mouth", "your overthinking"] },
  venus: {
    normal: ["your love life", "your sense of value"],
    roast: ["your wallet", "your taste in people"],
  },
  mars: { normal: ["your drive", "your temper"], roast: ["your temper", "your need to win"] },
  jupiter: { normal: ["your optimism", "your ambition"], roast: ["your overconfidence", "your big talk"] },
  saturn: { normal: ["reality", "responsibility"], roast: ["reality", "the deadline you ignored"] },
  uranus: { normal: ["the unexpected", "your need for change"], roast: ["chaos", "the plot twist"] },
  neptune: { normal: ["wishful thinking", "your imagination"], roast: ["the fog", "wishful thinking"] },
  pluto: {
    normal: ["the urge to control", "deep change"],
    roast: ["your need for control", "the power game"],
  },
};

/** What an aspect between two things means, from `{x}` (the faster body) and `{y}`. */
export const DOSE_ASPECT_GIST: Readonly<Record<AspectFamily, Phrasings>> = {
  friction: {
    normal: ["{x} runs into {y}", "{x} and {y} pull in different directions", "{x} is tested by {y}"],
    roast: [
      "{x} versus {y}, round one",
      "{x} picks an argument with {y}",
      "{x} meets {y} and neither backs down",
    ],
  },
  flow: {
    normal: ["{x} and {y} work together", "{x} gets support from {y}", "{x} and {y} are on the same page"],
    roast: [
      "{x} and {y} finally cooperate",
      "{x} gets a free hand from {y}",
      "{x} and {y}, unusually in sync",
    ],
  },
  fusion: {
    normal: [
      "{x} and {y} merge into one theme",
      "{x} is amplified by {y}",
      "{x} and {y} start something new",
    ],
    roast: [
      "{x} and {y} in one small room",
      "{x} turned up to eleven by {y}",
      "{x} and {y} as a package deal",
    ],
  },
};

export const DOSE_ASPECT_FACT: Phrasings = {
  normal: [
    "{A} {verb} {b} at {time}: {gist}.",
    "At {time}, {a} {verb} {b}. Plainly put: {gist}.",
    "{A} in {signA} {verb} {b} in {signB}, exact at {time}. {Gist}.",
  ],
  roast: [
    "{A} {verb} {b} at {time}. Translation: {gist}.",
    "At {time}, {a} {verb} {b}: {gist}. Act accordingly.",
    "{A} in {signA} {verb} {b} in {signB} at {time}. Short version: {gist}.",
  ],
};

export const DOSE_LUNATION_FACT: Phrasings = {
  normal: [
    "{Phase} in {sign} at {time}: {gist}.",
    "Today's {phase} in {sign} is exact at {time}. {Gist}.",
    "{Phase} in {sign}, exact at {time}. {Gist}.",
  ],
  roast: [
    "{Phase} in {sign} at {time}. Translation: {gist}.",
    "The {phase} in {sign} lands at {time}: {gist}.",
    "{Phase} in {sign}, {time} sharp. {Gist}.",
  ],
};

export const DOSE_LUNATION_GIST: Readonly<Record<Lunation, Phrasings>> = {
  new: {
    normal: [
      "a clean slate, good for one clear intention",
      "a reset, so start small and start today",
      "a blank page, so write something on it",
    ],
    roast: [
      "a clean slate, zero excuses",
      "a reset button you will actually press",
      "a fresh start, not a fresh excuse",
    ],
  },
  "first quarter": {
    normal: [
      "the halfway push where plans meet reality",
      "decision time for what you started",
      "the point where effort starts to show",
    ],
    roast: [
      "the halfway crunch where excuses stop working",
      "decision time, no more maybe",
      "the part where you either commit or quit",
    ],
  },
  full: {
    normal: [
      "what was hidden comes to light",
      "a peak where results show and feelings run high",
      "a bright, loud moment to see things as they are",
    ],
    roast: [
      "everything you ignored is now lit up",
      "peak feelings, minimum chill",
      "the spotlight is on, and so is the drama",
    ],
  },
  "last quarter": {
    normal: [
      "time to drop what is not working",
      "a clear-out phase: finish, fix or let go",
      "a good day to close open loops",
    ],
    roast: [
      "time to bin what is not working",
      "clear-out season, browser tabs included",
      "finish it or forget it",
    ],
  },
};

export const DOSE_STATION_FACT: Phrasings = {
  normal: [
    "{A} stations {direction} in {sign} at {time}: {gist}.",
    "At {time}, {a} turns {direction} in {sign}. {Gist}.",
    "{A} stands still in {sign} and turns {direction} at {time}. {Gist}.",
  ],
  roast: [
    "{A} stations {direction} in {sign} at {time}. Translation: {gist}.",
    "At {time}, {a} stops and turns {direction} in {sign}: {gist}.",
    "{A} turns {direction} in {sign} at {time}. {Gist}.",
  ],
};

/** Retrograde: `{k}` is what the planet stands for. Used for stations and for a running retrograde. */
export const DOSE_DIRECTION_GIST: Readonly<Record<"retrograde" | "direct", Phrasings>> = {
  retrograde: {
    normal: [
      "time to review {k}, not to reinvent it",
      "{k} goes into review mode",
      "slow down where {k} is concerned",
    ],
    roast: [
      "{k} goes into rerun mode",
      "{k} is about to replay old episodes",
      "expect {k} to reopen old business",
    ],
  },
  direct: {
    normal: [
      "{k} starts moving forward again",
      "the review of {k} is over, so act on it",
      "{k} gets its momentum back",
    ],
    roast: [
      "{k} is back in gear, finally",
      "the rerun of {k} is over, now act",
      "{k} stops going in circles",
    ],
  },
};

export const DOSE_RETROGRADE_FACT: Phrasings = {
  normal: [
    "{A} is still retrograde in {sign}: {gist}.",
    "{A} keeps moving backwards through {sign} today. {Gist}.",
    "{A} is retrograde in {sign} all day. {Gist}.",
  ],
  roast: [
    "{A} is still retrograde in {sign}. Translation: {gist}.",
    "{A} is still reversing through {sign}: {gist}.",
    "{A} is retrograde in {sign} all day. Short version: {gist}.",
  ],
};

export const DOSE_INGRESS_FACT: Phrasings = {
  normal: [
    "{A} enters {sign} at {time}: {gist}.",
    "At {time}, {a} moves into {sign}. {Gist}.",
    "{A} leaves {from} for {sign} at {time}: {gist}.",
  ],
  roast: [
    "{A} enters {sign} at {time}. Translation: {gist}.",
    "At {time}, {a} packs up and moves into {sign}: {gist}.",
    "{A} leaves {from} for {sign}, {time} sharp. {Gist}.",
  ],
};

/** A sign as an adjective phrase ("bold and direct"), for what an ingress does to `{k}`. */
export const DOSE_SIGN_FLAVOUR: Readonly<Record<Sign, Phrasings>> = {
  aries: {
    normal: ["bold and direct", "quick and fearless"],
    roast: ["impatient and loud", "fast, bold and a bit reckless"],
  },
  taurus: {
    normal: ["steady and practical", "calm and patient"],
    roast: ["stubborn and snack-driven", "slow, comfy and immovable"],
  },
  gemini: {
    normal: ["curious and talkative", "quick and restless"],
    roast: ["chatty and easily distracted", "curious, scattered and online"],
  },
  cancer: {
    normal: ["protective and sensitive", "caring and home-loving"],
    roast: ["clingy and sentimental", "soft, moody and nostalgic"],
  },
  leo: {
    normal: ["warm and expressive", "proud and generous"],
    roast: ["dramatic and attention-seeking", "loud, proud and on stage"],
  },
  virgo: {
    normal: ["precise and practical", "careful and useful"],
    roast: ["nitpicky and list-obsessed", "picky, precise and judgemental"],
  },
  libra: {
    normal: ["diplomatic and social", "fair and charming"],
    roast: ["indecisive and charming", "polite, pleasant and undecided"],
  },
  scorpio: {
    normal: ["intense and focused", "deep and private"],
    roast: ["intense and a little suspicious", "secretive and all-or-nothing"],
  },
  sagittarius: {
    normal: ["optimistic and adventurous", "frank and curious"],
    roast: ["blunt and restless", "over-optimistic and overbooked"],
  },
  capricorn: {
    normal: ["serious and ambitious", "disciplined and patient"],
    roast: ["all business, no small talk", "strict, ambitious and a bit frosty"],
  },
  aquarius: {
    normal: ["independent and inventive", "original and detached"],
    roast: ["contrarian and aloof", "quirky, stubborn and in the group chat"],
  },
  pisces: {
    normal: ["dreamy and compassionate", "soft and intuitive"],
    roast: ["dreamy and hard to pin down", "vague, soft and emotional"],
  },
};

export const DOSE_INGRESS_GIST: Phrasings = {
  normal: ["{k} turns {flavour}", "expect {k} to get {flavour}", "{k} goes {flavour} for a while"],
  roast: ["{k} goes {flavour}", "{k} just got {flavour}", "brace for {k}, now {flavour}"],
};

/**
 * The Moon's sign and phase on a day without an exact lunation: `{phase}` is crescent or gibbous,
 * waxing or waning (never "Full Moon" on the day after the full Moon), `{lit}` the lit share.
 */
export const DOSE_MOON_FACT: Phrasings = {
  normal: [
    "The {phase} is in {sign} today: {gist}.",
    "{Phase} in {sign}, {lit} lit at midday. {Gist}.",
    "The Moon spends the day in {sign} ({phase}, {lit} lit): {gist}.",
  ],
  roast: [
    "The {phase} is loitering in {sign} today: {gist}.",
    "{Phase} in {sign}, {lit} lit at midday. Translation: {gist}.",
    "The Moon is in {sign} all day, {phase} edition: {gist}.",
  ],
};

/** What a day with the Moon in a sign is good for (noun phrase). */
export const DOSE_MOON_GIST: Readonly<Record<Sign, Phrasings>> = {
  aries: {
    normal: ["a day for quick starts and straight answers", "good for going first"],
    roast: ["short fuses, fast starts", "act first, think later, apologise never"],
  },
  taurus: {
    normal: ["a day for steady work and simple comforts", "good for slow, solid progress"],
    roast: ["nobody is rushing you, and you will not be rushed", "snacks first, decisions later"],
  },
  gemini: {
    normal: ["a day for conversations and quick errands", "good for learning one new thing"],
    roast: ["forty tabs open, zero finished", "you will say it before you think it"],
  },
  cancer: {
    normal: ["a day for home, family and looking after yourself", "good for quiet, close company"],
    roast: ["feelings on, armour up", "the couch is calling and you will answer"],
  },
  leo: {
    normal: ["a day to show your work and be generous", "good for creativity and warmth"],
    roast: ["everyone wants applause, including you", "drama with a spotlight on it"],
  },
  virgo: {
    normal: ["a day for details, lists and tidy finishes", "good for fixing what is slightly broken"],
    roast: ["the urge to reorganise everything except your priorities", "nitpicking at full power"],
  },
  libra: {
    normal: ["a day for cooperation and fair deals", "good for smoothing things over"],
    roast: ["you will ask three people before choosing lunch", "everyone is nice, nobody decides"],
  },
  scorpio: {
    normal: ["a day for depth, focus and honesty", "good for getting to the bottom of things"],
    roast: ["all or nothing, mostly all", "trust issues with a side of intensity"],
  },
  sagittarius: {
    normal: ["a day for big ideas and honest talk", "good for plans with a horizon"],
    roast: ["big talk, bigger plans, small follow-through", "brutal honesty, no filter included"],
  },
  capricorn: {
    normal: ["a day for ambition and getting things done", "good for structure and long-term work"],
    roast: ["fun is postponed until further notice", "productivity as a personality"],
  },
  aquarius: {
    normal: ["a day for fresh ideas and friends", "good for doing it your own way"],
    roast: ["contrarian takes and group chats", "detached, original and slightly smug"],
  },
  pisces: {
    normal: ["a day for intuition, rest and creativity", "good for slowing down and listening"],
    roast: ["daydreams with the volume up", "soft focus, blurry boundaries"],
  },
};

/** Calls to action by the planet a fact is about. */
export const DOSE_CTA_PLANET: Readonly<Record<Planet, Phrasings>> = {
  sun: {
    normal: [
      "Put your own priorities first for one hour today.",
      "Do one thing today that is fully your call.",
      "Show your work instead of waiting to be noticed.",
    ],
    roast: [
      "Stop waiting for applause. Do the thing anyway.",
      "Make one decision today without polling your friends.",
      "Less main character, more main task.",
    ],
  },
  moon: {
    normal: [
      "Name what you feel before you act on it.",
      "Eat, sleep, then decide. In that order.",
      "Call the person you keep meaning to call.",
    ],
    roast: [
      "Feel it, name it, then get on with your day.",
      "No big decisions on an empty stomach.",
      "Your mood is weather, not a verdict. Carry on.",
    ],
  },
  mercury: {
    normal: [
      "Reread it before you send it.",
      "Say the actual thing. No hints.",
      "Ask the question you have been avoiding.",
    ],
    roast: [
      "Reread before you hit send. Twice.",
      "Say it plainly. Nobody is decoding your subtext.",
      "Close twelve tabs. Finish one.",
    ],
  },
  venus: {
    normal: [
      "Tell someone what you appreciate about them, today.",
      "Spend on what you value, not on what you scroll past.",
      "Make the plan with them instead of hoping for it.",
    ],
    roast: [
      "Stop waiting for a sign. Text them or let it go.",
      "Put the card down. You want it, you do not need it.",
      "Flirting with the idea is not a plan. Ask.",
    ],
  },
  mars: {
    normal: [
      "Pick one fight worth having and skip the rest.",
      "Start the hard task first, before lunch.",
      "Take a long walk before you answer that message.",
    ],
    roast: [
      "Pick one battle. The rest is noise.",
      "Aim the energy at your to-do list, not the group chat.",
      "Count to ten, then send nothing.",
    ],
  },
  jupiter: {
    normal: [
      "Say yes to one opportunity, and only one.",
      "Think big, then write down the first small step.",
      "Book the thing you keep saying you will do someday.",
    ],
    roast: [
      "Say yes to one big thing. One.",
      "Promise less, deliver more, brag later.",
      "Stop collecting plans. Finish one.",
    ],
  },
  saturn: {
    normal: [
      "Do the boring task you keep moving to tomorrow.",
      "Set one boundary and keep it all day.",
      "Put a deadline on the thing that has none.",
    ],
    roast: [
      "Do the boring task. Yes, that one.",
      "Adulting is not optional today. Pay the bill.",
      "No shortcuts today. Do it properly, once.",
    ],
  },
  uranus: {
    normal: [
      "Change one routine on purpose today.",
      "Try the new approach on something small.",
      "Leave room in your day for the plan to change.",
    ],
    roast: [
      "Break one habit before it breaks your week.",
      "Stop refreshing. Change something real.",
      "Expect the plot twist and keep your keys handy.",
    ],
  },
  neptune: {
    normal: [
      "Check the facts before you trust the feeling.",
      "Read the fine print twice.",
      "Trust your gut, then verify it.",
    ],
    roast: [
      "Check the facts before you believe the vibe.",
      "Read the terms and conditions. Yes, really.",
      "If it sounds too good to be true, check it.",
    ],
  },
  pluto: {
    normal: [
      "Let go of one thing you only hold on to out of habit.",
      "Clear out one drawer, one folder or one grudge.",
      "Fix one thing at the root instead of patching it.",
    ],
    roast: [
      "Drop the control act. It is not working.",
      "Delete one grudge. It pays no rent.",
      "Stop reopening old files. Nothing in them changed.",
    ],
  },
};

/** Calls to action by how an aspect behaves. */
export const DOSE_CTA_FAMILY: Readonly<Record<AspectFamily, Phrasings>> = {
  friction: {
    normal: [
      "Treat the tension as information, not as an attack.",
      "Slow down where you meet pushback.",
      "Solve the problem, not the person.",
    ],
    roast: [
      "Pressure is information. Stop taking it personally.",
      "Do not pick the fight. Pick the fix.",
      "Friction today. Keep moving anyway.",
    ],
  },
  flow: {
    normal: [
      "Use the easy energy on the task you have been dreading.",
      "Ask for the favour today; the odds are good.",
      "Make the call while things run smoothly.",
    ],
    roast: [
      "Easy day. Use it for the hard thing.",
      "The sky is being nice. Do not waste it scrolling.",
      "Low resistance today. Finally do the thing.",
    ],
  },
  fusion: {
    normal: [
      "Give one thing your full attention today.",
      "Start something new in this part of your life.",
      "Pick one goal and put your energy into it.",
    ],
    roast: [
      "Two forces, one direction. Pick it and go.",
      "Stop multitasking. One thing, fully.",
      "New chapter. Stop rereading the old one.",
    ],
  },
};

export const DOSE_CTA_LUNATION: Readonly<Record<Lunation, Phrasings>> = {
  new: {
    normal: [
      "Write one intention on paper, then take the first step.",
      "Start one small habit and keep it for a week.",
    ],
    roast: [
      "Write down one intention. One. Then start.",
      "Start the thing before you start talking about it.",
    ],
  },
  "first quarter": {
    normal: ["Commit to the plan or change it, but decide today.", "Push through the boring middle part."],
    roast: ["Commit or quit. Maybe is not an answer.", "Halfway is not the finish line. Keep going."],
  },
  full: {
    normal: ["Finish something and let yourself enjoy it.", "Say how you feel before it comes out sideways."],
    roast: ["Finish it or forgive it. Today.", "Peak feelings. Sleep on any big message."],
  },
  "last quarter": {
    normal: [
      "Let go of one task that no longer serves you.",
      "Tie up loose ends before you start anything new.",
    ],
    roast: [
      "Clear one thing off your plate. For good.",
      "Cancel one plan you only said yes to out of guilt.",
    ],
  },
};

export const DOSE_CTA_DIRECTION: Readonly<Record<"retrograde" | "direct", Phrasings>> = {
  retrograde: {
    normal: [
      "Review, redo and revisit before you start anything new.",
      "Back up what matters and double-check the details.",
    ],
    roast: ["Back up your files and your patience.", "Redo, review, revisit. Do not reinvent."],
  },
  direct: {
    normal: ["Act on what you worked out during the retrograde.", "Restart the thing you paused."],
    roast: ["Unpause the plan. You have reviewed enough.", "Green light. Stop rereading and start doing."],
  },
};

export const DOSE_CTA_GENERIC: Phrasings = {
  normal: ["Pick one task, finish it, then rest.", "Do one honest thing today that moves you forward."],
  roast: ["Zero fluff: pick one task, finish it, done.", "Less horoscope, more doing. Go."],
};
