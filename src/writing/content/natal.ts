/**
 * Extra natal-chart phrases, written by us, in both voices: the angles' meaning, retrograde
 * planets and practical tips per planet.
 */
import type { Angle, Planet, Sign } from "../facts.ts";
import type { Phrasings } from "./types.ts";

export const ANGLE_TEXT: Readonly<Record<Angle, { domain: Phrasings; core: Phrasings }>> = {
  ascendant: {
    domain: {
      normal: [
        "first impressions and the way you start things",
        "personal style and approach to new situations",
      ],
      roast: ["first impression, which you have rehearsed", "public persona and your entrance"],
    },
    core: {
      normal: [
        "The Ascendant, your rising sign, is how you meet the world: your first reaction, your style and the impression you make before people know you.",
        "Your rising sign describes your approach to new people and situations, the front door of your chart.",
      ],
      roast: [
        "Your rising sign is the trailer for your personality, and like most trailers it gives away a lot.",
        "The Ascendant is the version of you that walks into a party, before the real you finds the snacks.",
      ],
    },
  },
  midheaven: {
    domain: {
      normal: ["career direction and public reputation", "ambitions and the work you want to be known for"],
      roast: ["career plans and professional profile", "reputation at work and your five-year plan"],
    },
    core: {
      normal: [
        "The Midheaven is the top of your chart: your public direction, your reputation and the work you want to be known for.",
        "Your Midheaven describes your ambitions and the kind of role where people notice your best work.",
      ],
      roast: [
        "The Midheaven is your career goal, the one you describe at family dinners with suspicious confidence.",
        "Your Midheaven is the job title you secretly practise saying out loud.",
      ],
    },
  },
};

export const RETROGRADE_NOTE: Phrasings = {
  normal: [
    "It was retrograde when you were born, which turns this energy inward: you think it through privately, revisit it often and find your own way rather than the obvious one",
    "Born retrograde, this planet works on a delay: you get there by reviewing and redoing, and the result is more yours for it",
  ],
  roast: [
    "It was retrograde at your birth, so this part of you runs on a slight delay, like a video call on hotel wifi",
    "Born retrograde: you do this the scenic way, with several drafts and at least one U-turn",
  ],
};

export const NATAL_TIP: Readonly<Record<Planet | Angle, Phrasings>> = {
  sun: {
    normal: [
      "Give yourself one project a year that is entirely yours; it keeps the Sun fed",
      "Choose roles where your effort is visible, not just useful",
    ],
    roast: [
      "Find an audience for your effort that is not your group chat",
      "Aim the ego at a goal and it becomes ambition instead of drama",
    ],
  },
  moon: {
    normal: [
      "Build routines that soothe you on purpose, not just by accident",
      "Learn your early warning signs of overload and act on them",
    ],
    roast: [
      "Find a comfort habit that does not come with a delivery fee",
      "Name the mood before it names your weekend",
    ],
  },
  mercury: {
    normal: [
      "Write things down: your mind works better when it can see itself",
      "Match your learning to your style and progress speeds up",
    ],
    roast: [
      "Edit once, send once, and let the typo live",
      "Close some tabs, in the browser and in your head",
    ],
  },
  venus: {
    normal: [
      "Spend time and money on what you value, and notice what you actually value",
      "Say what you want in love; it is attractive, not demanding",
    ],
    roast: [
      "Check your type against your history before the next date",
      "Put the basket down and walk away, at least once a week",
    ],
  },
  mars: {
    normal: [
      "Give your energy a daily outlet and your temper will need far fewer",
      "Pick fewer battles and win the ones you pick",
    ],
    roast: [
      "Aim the competitive streak at a goal, not at the group quiz",
      "Count to ten before hitting send; twenty if it is about the dishwasher",
    ],
  },
  jupiter: {
    normal: [
      "Say yes to growth, and no to the extras that come with it",
      "Keep one stretch goal going at all times",
    ],
    roast: [
      "Say yes to one big thing at a time; your calendar will thank you",
      "Read the fine print before the vision board",
    ],
  },
  saturn: {
    normal: [
      "Small, boring, regular effort is how this placement pays out",
      "Respect your limits and they start working for you",
    ],
    roast: [
      "Stop waiting to feel ready; Saturn never sends that email",
      "Do the boring thing at the same time every week and watch it stop being scary",
    ],
  },
  uranus: {
    normal: [
      "Change one thing at a time and you keep the freedom without the chaos",
      "Find a corner of life where experimenting is safe",
    ],
    roast: [
      "Rebel on purpose, not by accident on a Tuesday",
      "Keep one routine as a treaty with your future self",
    ],
  },
  neptune: {
    normal: [
      "Give your imagination a craft and your boundaries some practice",
      "Check the facts behind the feeling, then trust both",
    ],
    roast: [
      "Ask for facts, not vibes, before you commit",
      "Make the art; skip the fantasy about making the art",
    ],
  },
  pluto: {
    normal: [
      "Let things end when they are finished; that is where your strength comes from",
      "Use your depth on problems that deserve it",
    ],
    roast: [
      "Let it go, whatever it is, and mute it if needed",
      "Use the detective skills on your own patterns first",
    ],
  },
  ascendant: {
    normal: [
      "Lead with this style in new situations; it is your natural opening move",
      "Know your first-impression habits and use them on purpose",
    ],
    roast: [
      "Own the entrance, then let people meet the rest of you",
      "Your first impression is set; work on the second one",
    ],
  },
  midheaven: {
    normal: [
      "Aim your career at the qualities of this sign and it feels less like work",
      "Build a reputation on what you would do anyway",
    ],
    roast: [
      "Update the professional profile, then do the thing it claims",
      "Pick a direction before the five-year plan picks you",
    ],
  },
};

/** The ruler of each sign (modern rulers for Scorpio, Aquarius and Pisces). */
export const SIGN_RULER: Readonly<Record<Sign, Planet>> = {
  aries: "mars",
  taurus: "venus",
  gemini: "mercury",
  cancer: "moon",
  leo: "sun",
  virgo: "mercury",
  libra: "venus",
  scorpio: "pluto",
  sagittarius: "jupiter",
  capricorn: "saturn",
  aquarius: "uranus",
  pisces: "neptune",
};

/** A planet in a sign answers to that sign's ruler. {planet} {sign} {ruler} {rulerSign} {where} {rulerDomain}. */
export const DISPOSITOR: Phrasings = {
  normal: [
    "{Planet} in {sign} answers to {ruler}, which sits in {rulerSign}{where}, so this part of you runs through your {rulerDomain}",
    "{sign} is ruled by {ruler}, and your {rulerName} is in {rulerSign}{where}: what your {planetName} wants gets routed through your {rulerDomain}",
  ],
  roast: [
    "{Planet} in {sign} reports to {ruler}, who is parked in {rulerSign}{where}, so your {rulerDomain} gets a say in everything here",
    "The boss of {sign} is {ruler}, and yours sits in {rulerSign}{where}: translation, your {rulerDomain} signs off on this whole department",
  ],
};

/** A planet in the sign it rules. */
export const AT_HOME: Phrasings = {
  normal: [
    "{Planet} rules {sign}, so here it is at home and works at full strength, without translation",
    "{sign} is {planetName}'s own sign, which makes this placement direct and strong",
  ],
  roast: [
    "{Planet} rules {sign}, so it is at home here, feet on the table, doing exactly what it likes",
    "{sign} is {planetName}'s own sign, so this placement has the run of the place and knows it",
  ],
};
