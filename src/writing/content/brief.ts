/**
 * Today's shape (issue 28): the short lines above the tiles, written by us in both voices.
 *
 * - `BRIEF_THEME`: what a transit of a planet brings, by aspect family, in at most five words
 *   (the headline's second half: "Mars squares your Leo Venus: a short fuse").
 * - `BRIEF_AVOID`: what to leave alone under a transit of a planet, a short gerund phrase with a
 *   capital start and no full stop (read after the label "Avoid").
 * - `MOON_THEME`: the quiet day's headline by the Moon's element.
 */
import type { AspectFamily, Element, Planet } from "../facts.ts";
import type { Phrasings } from "./types.ts";

const p = (normal: string[], roast: string[]): Phrasings => ({ normal, roast });

export const BRIEF_THEME: Readonly<Record<Planet, Readonly<Record<AspectFamily, Phrasings>>>> = {
  sun: {
    fusion: p(
      ["a day to be seen", "a fresh start for you"],
      ["main-character day", "your spotlight, your rules"],
    ),
    flow: p(
      ["easy confidence", "a clear sense of direction"],
      ["good vibes, use them", "confidence with evidence"],
    ),
    friction: p(
      ["pride under pressure", "your will against the day"],
      ["a bruised ego", "ego versus reality"],
    ),
  },
  moon: {
    fusion: p(
      ["feelings up front", "a mood that sets the tone"],
      ["feelings on loudspeaker", "mood: extremely visible"],
    ),
    flow: p(
      ["a calm, easy mood", "comfort comes easily"],
      ["suspiciously calm feelings", "a soft, cosy mood"],
    ),
    friction: p(
      ["moods run high", "restless feelings"],
      ["mood swings, now in stereo", "feelings with no filter"],
    ),
  },
  mercury: {
    fusion: p(["a head full of ideas", "sharp thinking"], ["brain on fast-forward", "forty open tabs"]),
    flow: p(["words come easily", "clear talks and plans"], ["you make sense today", "your texts land well"]),
    friction: p(["mixed messages", "crossed wires"], ["autocorrect energy", "replies you will regret"]),
  },
  venus: {
    fusion: p(["warmth and charm", "extra charm"], ["charm on full blast", "charm, fully switched on"]),
    flow: p(["easy affection", "kindness and good company"], ["being liked, for once", "soft-launch energy"]),
    friction: p(
      ["wants against your budget", "tender feelings"],
      ["your basket versus your bank", "needy, with style"],
    ),
  },
  mars: {
    fusion: p(
      ["drive and a short fuse", "a surge of energy"],
      ["three espressos and a grievance", "overachiever energy"],
    ),
    flow: p(
      ["energy to get things done", "clean, steady drive"],
      ["productive, somehow", "finally some follow-through"],
    ),
    friction: p(
      ["a short fuse", "push and pushback"],
      ["picking fights with printers", "rage-cleaning season"],
    ),
  },
  jupiter: {
    fusion: p(["room to grow", "a bigger view"], ["big plans, bigger talk", "optimism with no brakes"]),
    flow: p(
      ["a lucky opening", "help from the right people"],
      ["luck you will call talent", "a door held open"],
    ),
    friction: p(
      ["too much of a good thing", "promises that run too big"],
      ["overcommitting, again", "yes to everything"],
    ),
  },
  saturn: {
    fusion: p(
      ["serious work, real results", "a reality check"],
      ["adulting, mandatory", "the grown-up talk"],
    ),
    flow: p(["steady progress", "patience that pays"], ["boring, but it works", "slow and smug"]),
    friction: p(
      ["limits and hard lessons", "a test of patience"],
      ["the universe says no", "homework from the sky"],
    ),
  },
  uranus: {
    fusion: p(
      ["a sudden change of plan", "a break from routine"],
      ["chaos with good Wi-Fi", "plot twist incoming"],
    ),
    flow: p(["a welcome surprise", "fresh ideas"], ["weird, but it works", "a surprise you will like"]),
    friction: p(["restless and jumpy", "plans that shift"], ["rebel without a plan", "jumpy for no reason"]),
  },
  neptune: {
    fusion: p(["a dreamy mood", "imagination on tap"], ["head in the clouds", "daydreams at work"]),
    flow: p(
      ["gentle intuition", "quiet inspiration"],
      ["vibes over facts, gently", "playlist-fuelled insight"],
    ),
    friction: p(["blurry lines", "wishful thinking"], ["rose-tinted everything", "believing the hype"]),
  },
  pluto: {
    fusion: p(["a deep reset", "power to change things"], ["a full reboot", "villain-origin energy"]),
    flow: p(["quiet strength", "change that sticks"], ["low-key power moves", "quietly in charge"]),
    friction: p(["a power struggle", "control issues"], ["control-freak hours", "a grudge with a plan"]),
  },
};

export const BRIEF_AVOID: Readonly<Record<Planet, Phrasings>> = {
  sun: p(
    [
      "Needing credit for every small thing",
      "Proving a point nobody asked about",
      "Comparing your day with anyone else's",
      "Taking every comment personally",
    ],
    [
      "Fishing for compliments in the group chat",
      "Turning lunch into a keynote",
      "Rewriting your bio for the fourth time",
      "Replying to feedback with a monologue",
    ],
  ),
  moon: p(
    [
      "Deciding anything while upset",
      "Reading meaning into every silence",
      "Pushing on when you need a rest",
      "Saying yes when you mean not today",
    ],
    [
      "Replying while emotional",
      "Stress-ordering snacks at midnight",
      "Drafting texts you should not send",
      "Reopening an old argument for fun",
    ],
  ),
  mercury: p(
    [
      "Sending the message before rereading it",
      "Agreeing to plans you have not read",
      "Signing or booking in a hurry",
      "Answering questions nobody asked",
    ],
    [
      "Replying-all with opinions",
      "Texting before thinking",
      "Arguing in the comments",
      "Sending a voice note longer than a podcast",
    ],
  ),
  venus: p(
    [
      "Buying comfort you will not use",
      "Saying yes just to be liked",
      "Keeping the peace at your own cost",
      "Spending to cheer yourself up",
    ],
    [
      "Checking your ex's stories",
      "Retail therapy with no receipts",
      "Flirting with the idea of a splurge",
      "Overthinking one emoji",
    ],
  ),
  mars: p(
    [
      "Arguing about small things",
      "Rushing the last step",
      "Starting a fight you cannot finish",
      "Driving or deciding while angry",
    ],
    [
      "Picking a fight with the printer",
      "Driving like it is a film",
      "Rage-typing an email",
      "Turning a chore into a competition",
    ],
  ),
  jupiter: p(
    [
      "Promising more than the week can hold",
      "Saying yes to everything",
      "Booking more than you can pay for",
      "Giving advice nobody asked for",
    ],
    [
      "Buying the course you will never open",
      "Announcing plans before starting them",
      "Saying yes to four plans in one evening",
      "Upgrading everything in the basket",
    ],
  ),
  saturn: p(
    [
      "Cutting corners on the dull part",
      "Being harder on yourself than needed",
      "Putting off the boring admin again",
      "Saying no to help you need",
    ],
    [
      "Sulking about the rules",
      "Doom-planning your whole future",
      "Making a spreadsheet about your feelings",
      "Complaining instead of starting",
    ],
  ),
  uranus: p(
    [
      "Quitting things on impulse",
      "Changing plans just for the thrill",
      "Burning a bridge to feel free",
      "Breaking a routine that works",
    ],
    [
      "Rage-quitting anything",
      "Rebelling against your own calendar",
      "Changing everything at midnight",
      "Quitting the group chat dramatically",
    ],
  ),
  neptune: p(
    [
      "Signing anything you have not read twice",
      "Believing the best-case story",
      "Ignoring the small print",
      "Promising what you cannot deliver",
    ],
    [
      "Trusting vibes over receipts",
      "Lending money to a good story",
      "Ghosting your own to-do list",
      "Buying crystals instead of paying bills",
    ],
  ),
  pluto: p(
    [
      "Trying to control other people",
      "Holding on to an old grudge",
      "All-or-nothing decisions",
      "Testing people to see if they stay",
    ],
    [
      "Keeping score in secret",
      "Plotting instead of talking",
      "Reading their messages for hidden meaning",
      "Winning the argument, losing the friend",
    ],
  ),
};

export const MOON_THEME: Readonly<Record<Element, Phrasings>> = {
  fire: p(
    ["a day for quick starts", "a day to act on impulse"],
    ["impatient, but productive", "do first, think later"],
  ),
  earth: p(
    ["a day for practical things", "slow and steady wins"],
    ["adulting with snacks", "spreadsheet energy"],
  ),
  air: p(
    ["a day for talk and plans", "ideas and good company"],
    ["chatty, possibly too chatty", "group-chat energy"],
  ),
  water: p(
    ["a day for feelings and home", "a soft, inward day"],
    ["feelings, all of them", "blanket-fort energy"],
  ),
};

/** The quiet day's avoid line, by the Moon's element. */
export const MOON_AVOID: Readonly<Record<Element, Phrasings>> = {
  fire: p(
    ["Starting three things at once", "Snapping at slow people"],
    ["Starting three hobbies by lunch", "Honking at pedestrians"],
  ),
  earth: p(
    ["Getting stuck on details", "Overbuying to feel safe"],
    ["Alphabetising instead of finishing", "Panic-buying oat milk"],
  ),
  air: p(
    ["Talking the plan to death", "Saying yes in the moment"],
    ["Forty voice notes in a row", "Debating strangers online"],
  ),
  water: p(
    ["Taking things personally", "Hiding from the one message"],
    ["Re-reading old chats at midnight", "Sulking in silence"],
  ),
};

/** The quiet day's do line, by the Moon's element (imperative, capital start, no full stop). */
export const MOON_DO: Readonly<Record<Element, Phrasings>> = {
  fire: p(
    ["Start the task you keep postponing", "Move your body before lunch"],
    ["Do the scary task first", "Burn it off with a walk"],
  ),
  earth: p(
    ["Finish one practical job", "Sort out one bill or form"],
    ["Do one boring job properly", "Pay the bill you keep opening"],
  ),
  air: p(
    ["Call someone you miss", "Write the plan down"],
    ["Send the text, not the essay", "Talk it out, then stop"],
  ),
  water: p(
    ["Cook something simple at home", "Check in with someone close"],
    ["Tell someone how you feel", "Cancel one plan and rest"],
  ),
};
