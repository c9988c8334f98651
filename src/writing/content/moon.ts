/**
 * The Moon's phases and the day's Moon relative to the natal Sun, written by us, in both voices.
 */
import type { MoonPhase } from "../facts.ts";
import type { Phrasings } from "./types.ts";

/** Noun phrase: what the phase suits. */
export const PHASE_TEXT: Readonly<Record<MoonPhase, Phrasings>> = {
  new: {
    normal: [
      "a quiet reset, good for setting one intention",
      "a blank page, better for planning than for pushing",
      "a low-key start, good for choosing what to begin",
    ],
    roast: [
      "a reset button, so press it before you press snooze",
      "a fresh start you will announce and then ignore",
      "intention-setting season, also known as making lists",
    ],
  },
  "waxing crescent": {
    normal: [
      "early momentum, good for first steps",
      "a building phase that rewards small, steady moves",
      "the start of an upswing, good for getting going",
    ],
    roast: [
      "a baby-steps phase, which you will treat as a sprint",
      "early momentum, so maybe do not quit on day two",
      "the part where you actually start",
    ],
  },
  "first quarter": {
    normal: [
      "a push-through point where decisions stick",
      "a moment to act on what you started",
      "a testing point that rewards commitment",
    ],
    roast: [
      "a crunch point where excuses stop working",
      "the bit where the project gets hard and you get bored",
      "decision time, sorry",
    ],
  },
  "waxing gibbous": {
    normal: [
      "a refining phase, good for polishing and adjusting",
      "a build-up phase that rewards patience",
      "time to fine-tune before the peak",
    ],
    roast: [
      "polishing time, not restarting-from-scratch time",
      "almost-done energy, so do not abandon it now",
      "the fiddly middle bit you usually skip",
    ],
  },
  full: {
    normal: [
      "a peak that shows results and stirs up feelings",
      "a bright, emotional high point",
      "a moment when things come to light",
    ],
    roast: [
      "peak drama, so maybe do not send the long message",
      "everything feels like a big deal, and mostly is not",
      "maximum feelings, minimum sleep",
    ],
  },
  "waning gibbous": {
    normal: [
      "a sharing phase, good for teaching and passing things on",
      "time to digest what just happened",
      "a generous, reflective phase",
    ],
    roast: [
      "the debrief after the drama",
      "time to explain to everyone what you learned",
      "a reflective phase, not a rant phase",
    ],
  },
  "last quarter": {
    normal: [
      "a clearing phase, good for finishing and letting go",
      "a turning point where you drop what is not working",
      "a good moment to tidy up loose ends",
    ],
    roast: [
      "clear-out time, including that one chat you keep rereading",
      "the phase for quitting the thing you hate",
      "a deadline for your deadlines",
    ],
  },
  "waning crescent": {
    normal: [
      "a resting phase before the next start",
      "a quiet wind-down, good for rest and review",
      "time to recharge rather than push",
    ],
    roast: [
      "nap season, officially sanctioned",
      "low battery mode, so stop pretending otherwise",
      "rest, not a fresh hustle",
    ],
  },
};

/**
 * How the day's Moon sign stands to the natal Sun sign, by signs counted forward (0–11). Clause
 * that follows "the Moon is in Pisces, …".
 */
export const MOON_TO_SUN: readonly Phrasings[] = [
  {
    normal: [
      "in your own Sun sign, so the mood of the day suits you",
      "in your Sun sign, which puts the wind at your back",
    ],
    roast: [
      "in your Sun sign, so today it really is about you",
      "in your Sun sign, which your ego will enjoy",
    ],
  },
  {
    normal: [
      "one sign past your Sun, a nudge to look at what you value",
      "next door to your Sun sign, in a quietly practical mood",
    ],
    roast: [
      "next door to your Sun, like a neighbour with opinions",
      "one sign over from your Sun, close enough to be mildly annoying",
    ],
  },
  {
    normal: [
      "in easy sextile to your Sun sign, a friendly mood for you",
      "two signs from your Sun, which makes conversations easier",
    ],
    roast: [
      "on friendly terms with your Sun sign, so use it",
      "in a helpful angle to your Sun, which you will probably waste",
    ],
  },
  {
    normal: [
      "square your Sun sign, so expect some friction with your plans",
      "at a tense angle to your Sun sign, which asks for patience",
    ],
    roast: [
      "square your Sun sign, so the day will argue with you",
      "at a scratchy angle to your Sun, like a label in a new jumper",
    ],
  },
  {
    normal: [
      "in harmony with your Sun sign, an easy day to be yourself",
      "in a supportive trine to your Sun sign",
    ],
    roast: [
      "in a smooth trine to your Sun sign, so no excuses",
      "on your side today, which is rare, so enjoy it",
    ],
  },
  {
    normal: [
      "at an awkward angle to your Sun sign, which calls for small adjustments",
      "quincunx your Sun sign, so plans need tweaks",
    ],
    roast: [
      "at an awkward angle to your Sun, like a hug that went on too long",
      "in an odd angle to your Sun, so nothing fits quite right",
    ],
  },
  {
    normal: [
      "opposite your Sun sign, which puts other people's needs in the spotlight",
      "across the zodiac from your Sun, a day for balancing you and them",
    ],
    roast: [
      "opposite your Sun sign, so other people will have opinions about you",
      "across from your Sun, holding up a mirror you did not ask for",
    ],
  },
  {
    normal: [
      "at an awkward angle to your Sun sign, which calls for small adjustments",
      "quincunx your Sun sign, so go easy on rigid plans",
    ],
    roast: [
      "at an awkward angle to your Sun, like a meeting that should have been an email",
      "slightly out of sync with your Sun, like a badly dubbed film",
    ],
  },
  {
    normal: [
      "in harmony with your Sun sign, an easy day to be yourself",
      "in a supportive trine to your Sun sign, which helps plans move",
    ],
    roast: [
      "in an easy trine to your Sun sign, so today has no excuses",
      "in a supportive angle to your Sun, so stop looking for problems",
    ],
  },
  {
    normal: [
      "square your Sun sign, so expect some friction with your plans",
      "at a tense angle to your Sun sign, a day for patience",
    ],
    roast: [
      "square your Sun sign, so something will test your patience",
      "at a tense angle to your Sun, like a printer on a deadline",
    ],
  },
  {
    normal: [
      "in easy sextile to your Sun sign, good for friends and plans",
      "two signs away from your Sun, which helps teamwork",
    ],
    roast: [
      "in a friendly angle to your Sun, so answer your friends",
      "in sextile to your Sun, a good day to be sociable, for a change",
    ],
  },
  {
    normal: [
      "one sign before your Sun, a quieter mood that suits reflection",
      "just behind your Sun sign, good for rest and review",
    ],
    roast: [
      "one sign behind your Sun, lurking like a reminder email",
      "just behind your Sun sign, in a mood for hiding under a blanket",
    ],
  },
];

/** To-do titles for a Moon phase. */
export const PHASE_TASKS: Readonly<Record<MoonPhase, Phrasings>> = {
  new: {
    normal: [
      "Write one intention for this month",
      "Choose one thing to begin",
      "Clear space for a fresh start",
      "Pick one habit to begin",
      "Write a short plan for the month",
    ],
    roast: [
      "Set one intention, not eleven",
      "Pick one fresh start and actually start",
      "Start one habit, not a lifestyle",
      "Write the intention on real paper",
      "Choose a goal you will not tweet",
    ],
  },
  "waxing crescent": {
    normal: [
      "Take the first small step",
      "Book the first appointment",
      "Gather what you need for a plan",
      "Do the second step today",
      "Tell one person your plan",
    ],
    roast: [
      "Do day two of the thing you started",
      "Take one baby step, no sprinting",
      "Do day three before quitting",
      "Buy the supplies, then use them",
      "Keep going past the exciting part",
    ],
  },
  "first quarter": {
    normal: [
      "Make the decision you have been delaying",
      "Push one project past a sticking point",
      "Solve one obstacle on a project",
      "Commit to one choice today",
      "Ask for the help you need",
    ],
    roast: [
      "Make the decision, stop polling friends",
      "Push through the boring bit",
      "Stop polling friends and choose",
      "Get unstuck by doing the next step",
      "Push through the bit you always abandon",
    ],
  },
  "waxing gibbous": {
    normal: [
      "Polish one piece of work",
      "Adjust one plan before the deadline",
      "Review one piece of work",
      "Fine-tune one routine",
      "Prepare for an upcoming deadline",
    ],
    roast: [
      "Polish, do not restart",
      "Fix one detail instead of redoing it all",
      "Edit, do not start over",
      "Check the details you usually skip",
      "Finish the last ten per cent",
    ],
  },
  full: {
    normal: [
      "Celebrate one result",
      "Write down what this month showed you",
      "Notice one thing that is working",
      "Share a result with someone",
      "Take an evening walk",
    ],
    roast: [
      "Sleep on the long message",
      "Celebrate a win without a speech",
      "Celebrate without a speech",
      "Keep the dramatic message in drafts",
      "Go outside and look up",
    ],
  },
  "waning gibbous": {
    normal: [
      "Share something you learned",
      "Thank someone who helped",
      "Pass on one piece of advice",
      "Write down one lesson learned",
      "Give something away",
    ],
    roast: [
      "Teach one thing, briefly",
      "Thank someone without a lecture",
      "Teach one thing in under a minute",
      "Share a tip, not a lecture",
      "Give away one thing you will never use",
    ],
  },
  "last quarter": {
    normal: [
      "Let go of one thing that is not working",
      "Tie up one loose end",
      "Finish one leftover task",
      "Clear out one cupboard",
      "Cancel one plan that no longer fits",
    ],
    roast: [
      "Quit one thing you secretly hate",
      "Finish one loose end from last month",
      "Quit one thing you hate",
      "Close one loose end from last month",
      "Bin one half-finished project, honestly",
    ],
  },
  "waning crescent": {
    normal: [
      "Plan an early night",
      "Review the week in ten minutes",
      "Rest for an hour without guilt",
      "Tidy your calendar for next week",
      "Take a slow morning",
    ],
    roast: [
      "Take the nap, guilt-free",
      "Cancel one optional plan and rest",
      "Nap without a productivity excuse",
      "Clear next week before it ambushes you",
      "Do nothing for twenty minutes, properly",
    ],
  },
};
