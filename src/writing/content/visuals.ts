/**
 * Texts of the social visuals (the admins' posts and stories), written by us. Short by design:
 * each ends up in large type on a 1080 px wide card. Slots:
 * - `{Planet}` / `{planet}`: a body as subject or object ("The Moon" / "the Moon", "Mars");
 * - `{x}` / `{X}`: what the body stands for ("your temper" / "Your temper");
 * - `{sign}`: the sign the visual is about; `{other}`: the sign the body is in;
 * - `{direction}`: "retrograde" or "direct"; `{a}` / `{b}`: two sign names;
 * - `{aFlavour}` / `{bFlavour}`: a sign in a few words ("impatient and loud").
 */
import type { Phrasings } from "./types.ts";

/** How a body of today's sky stands to a sign, counted in whole signs. */
export type SignRelation = "in" | "opposite" | "square" | "trine" | "sextile";
/** …or what it does in that sign today. */
export type SignEvent = "ingress" | "station" | "retrograde";

export const SIGN_QUOTE: Readonly<Record<SignRelation | SignEvent, Phrasings>> = {
  in: {
    normal: [
      "{Planet} is in {sign} today, so {x} sets the tone. Lead with it, then listen.",
      "With {planet} in your sign, {x} is easy to reach today. Use it on purpose.",
    ],
    roast: [
      "{Planet} is in {sign}, so {x} is running the show today. Let someone else hold the microphone for once.",
      "{Planet} is camping in your sign. Expect {x} at full volume and your excuses at zero.",
      "With {planet} in {sign}, {x} gets the main stage today. Try not to make it everyone's problem.",
    ],
  },
  opposite: {
    normal: [
      "{Planet} sits opposite you in {other}: other people show you where {x} needs balance.",
      "{Planet} in {other} stands across from your sign. Meet people halfway on {x} today.",
    ],
    roast: [
      "{Planet} sits across from you in {other}. Whatever you dish out about {x} comes back with a receipt.",
      "{Planet} in {other} holds up a mirror. Today {x} is the problem, not everyone else.",
      "{Planet} opposes your sign from {other}: the argument you are about to start is with {x}.",
    ],
  },
  square: {
    normal: [
      "{Planet} in {other} squares your sign: {x} meets some friction. Slow down before you push.",
      "A square from {planet} in {other} tests {x}. Pick one battle, not five.",
    ],
    roast: [
      "{Planet} squares you from {other}. {X} versus your patience: nobody wins, you'll argue anyway.",
      "Friction from {planet} in {other}: {x} is looking for a fight today. Don't hand it one.",
      "{Planet} in {other} is poking {x} with a stick. Count to ten. Then to twenty.",
    ],
  },
  trine: {
    normal: [
      "{Planet} in {other} trines your sign: {x} flows today. Start the thing you keep postponing.",
      "Easy support from {planet} in {other}. {X} works with you today, so make a move.",
    ],
    roast: [
      "{Planet} in {other} has your back today. {X} finally cooperates, so stop finding reasons not to start.",
      "Free support from {planet} in {other}. Waste it scrolling and that one's on you.",
      "{Planet} trines you from {other}: {x} is on easy mode. Try not to sleep through it.",
    ],
  },
  sextile: {
    normal: [
      "{Planet} in {other} opens a small door for {x}. It helps to knock.",
      "A friendly sextile from {planet} in {other}: one good opening for {x} today.",
    ],
    roast: [
      "{Planet} in {other} opens a small door for {x}. It won't open wider on its own. Walk through it.",
      "A polite nudge from {planet} in {other}. {X} gets one good chance today; don't overthink it into the ground.",
      "{Planet} in {other} is offering {x} a shortcut. Take it before you talk yourself out of it.",
    ],
  },
  ingress: {
    normal: [
      "{Planet} moves into {sign} today: {x} gets a fresh start in your sign.",
      "Today {planet} enters {sign}. {X} is new in town; give it a warm welcome.",
    ],
    roast: [
      "{Planet} moves into {sign} today. {X} just moved in, and it did not ask permission.",
      "New arrival in your sign: {planet}. {X} unpacked everything and is already rearranging your plans.",
    ],
  },
  station: {
    normal: [
      "{Planet} stands still in {sign} and turns {direction} today: {x} changes pace. So can you.",
      "{Planet} turns {direction} in your sign today. A good day to pause on {x} before deciding.",
    ],
    roast: [
      "{Planet} slams the brakes in {sign} and turns {direction}. {X} stalls; maybe you should too.",
      "{Planet} turns {direction} in your sign today. {X} is doing a U-turn. Don't follow it into a ditch.",
    ],
  },
  retrograde: {
    normal: [
      "{Planet} is retrograde in {sign}: {x} asks for a second look before a first move.",
      "With {planet} retrograde in your sign, review {x} before you push it forward.",
    ],
    roast: [
      "{Planet} is retrograde in your sign. {X}, now in reverse: re-read everything before you hit send.",
      "{Planet} is backing through {sign}. {X} keeps bringing up old stuff. Leave it on read.",
    ],
  },
};

/** When no body stands in a named relation to the sign: the Moon's phase carries the quote. */
export const SIGN_QUOTE_MOON_ONLY: Phrasings = {
  normal: ["Quiet sky for {sign}: the {phase} in {other} is the only thing in the room. Use the calm."],
  roast: [
    "Nothing in today's sky is about you, {sign}. Shocking, we know. The {phase} is busy in {other}.",
    "The planets are ignoring {sign} today. Use the silence to finish one thing for once.",
  ],
};

/** Two signs as counted around the zodiac: 0 apart, 1 apart, … 6 apart. */
export type SignDistance = "same" | "neighbours" | "sextile" | "square" | "trine" | "inconjunct" | "opposite";

export const PAIR_LABEL: Readonly<Record<SignDistance, string>> = {
  same: "Mirror match",
  neighbours: "Next-door neighbours",
  sextile: "Easy friends",
  square: "Built-in friction",
  trine: "Same wavelength",
  inconjunct: "Lost in translation",
  opposite: "Magnetic opposites",
};

export const PAIR_LINE: Readonly<Record<SignDistance, Phrasings>> = {
  same: {
    normal: ["Two {a}s understand each other instantly, flaws included. Take turns leading."],
    roast: [
      "Two {a}s: twice as {aFlavour}, and nobody left to blame but each other.",
      "{a} with {a}: it's like dating your own reflection, and both of you think you look great.",
    ],
  },
  neighbours: {
    normal: ["{a} and {b} sit side by side yet see the world differently. Curiosity helps."],
    roast: [
      "{a} and {b} live next door and still don't get each other. One is {aFlavour}, the other {bFlavour}.",
      "{a} and {b}: neighbours who borrow each other's patience and never give it back.",
    ],
  },
  sextile: {
    normal: ["{a} and {b} get along easily and spark good ideas in each other."],
    roast: [
      "{a} and {b} get along without trying, which is exactly why neither of them tries.",
      "{a} and {b}: the friends who plan a trip every year and actually go. Annoying, honestly.",
    ],
  },
  square: {
    normal: ["{a} and {b} rub each other the wrong way at first. The friction can build something real."],
    roast: [
      "{a} is {aFlavour}, {b} is {bFlavour}. Put them in one room and someone leaves a voice note.",
      "{a} and {b}: chemistry, yes. Also a group chat that needs a moderator.",
    ],
  },
  trine: {
    normal: ["{a} and {b} share an element and a rhythm. It feels easy because it is."],
    roast: [
      "{a} and {b}: same element, same wavelength, same inability to do the dishes.",
      "{a} and {b} agree on everything, which is fun until someone has to make a decision.",
    ],
  },
  inconjunct: {
    normal: ["{a} and {b} speak different languages. Translate often and laugh about it."],
    roast: [
      "{a} and {b} need subtitles. Both of them think the other one is the confusing one.",
      "{a} is {aFlavour}, {b} is {bFlavour}. It's not incompatible, it's just a lot of admin.",
    ],
  },
  opposite: {
    normal: ["{a} and {b} are opposites that complete each other, once they stop keeping score."],
    roast: [
      "{a} and {b}: the attraction is instant, the arguments are scheduled.",
      "{a} is {aFlavour}, {b} is {bFlavour}. Opposites attract, then fight about the thermostat.",
    ],
  },
};

/** The throwback card's one-liner about whoever was born that day. Slots: `{sun}`, `{moon}`, `{sunFlavour}`, `{moonFlavour}`. */
export const THROWBACK_LINE: Phrasings = {
  normal: [
    "Born that day: a {sun} Sun ({sunFlavour}) with a {moon} Moon ({moonFlavour}).",
    "That sky gave its babies a {sun} Sun and a {moon} Moon: {sunFlavour}, and {moonFlavour} underneath.",
  ],
  roast: [
    "Born that day? {sun} Sun, so {sunFlavour}. {moon} Moon, so also {moonFlavour}. Explains a lot.",
    "That sky handed out {sun} Suns ({sunFlavour}) and {moon} Moons ({moonFlavour}). Nobody asked for both.",
  ],
};

/** Added when Mercury was retrograde that day. */
export const THROWBACK_MERCURY_RX: Phrasings = {
  normal: ["Mercury was retrograde, so plans that week probably needed a second draft."],
  roast: ["Mercury was retrograde too, so if the plans went sideways that week, now you know why."],
};

/** The two voices on one topic. Slots: `{topic}` (as typed), `{Topic}`, `{moonSign}`, `{moonDay}`, `{phase}`. */
export const COMPARISON: Phrasings = {
  normal: [
    "{Topic}? With the Moon in {moonSign}, today suits {moonDay}. Take one honest step and let the rest wait.",
    "On {topic}: the {phase} in {moonSign} favours {moonDay}. Be clear about what you want, and kind about how you say it.",
  ],
  roast: [
    "{Topic}? The Moon is in {moonSign}, which means {moonDay}. The stars are not going to do it for you.",
    "{Topic}. The {phase} in {moonSign} says {moonDay}. You already knew the answer; you wanted permission.",
  ],
};

/** The personality snapshot's three lines. Slots: `{traits}`, `{style}`, `{flavour}`, `{gift}`, `{shadow}`. */
export const SNAPSHOT_SUN: Phrasings = {
  normal: ["At the core: {traits}."],
  roast: ["At the core: {traits}."],
};
export const SNAPSHOT_MOON: Phrasings = {
  normal: ["Feels things {style}."],
  roast: ["Feels everything {style}."],
};
export const SNAPSHOT_RISING: Phrasings = {
  normal: ["Comes across as {flavour}."],
  roast: ["First impression: {flavour}."],
};
export const SNAPSHOT_SUMMARY: Phrasings = {
  normal: ["Strength: {gift}. Work on: {shadow}."],
  roast: ["Superpower: {gift}. Kryptonite: {shadow}."],
};
