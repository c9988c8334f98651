/**
 * The chart points beyond the ten bodies (issue 31): the lunar nodes, Chiron, Black Moon Lilith and
 * the Part of Fortune. Short texts of our own, in both voices, for "tap for meaning".
 */
import type { Phrasings } from "./types.ts";

/** The points as the reader meets them; the North Node is the true or the mean one, per setting. */
export const CHART_POINTS = ["northNode", "southNode", "chiron", "lilith", "fortune"] as const;
export type ChartPoint = (typeof CHART_POINTS)[number];

export interface PointText {
  /** "the North Node", "Chiron". */
  readonly name: string;
  /** What the point is about, one or two sentences. */
  readonly core: Phrasings;
  /** How its sign colours it; {sign} and {style} are filled in. */
  readonly sign: Phrasings;
  /** Where it plays out; {nth} and {area} are filled in. */
  readonly house: Phrasings;
  /** A practical closing line. */
  readonly tip: Phrasings;
}

export const POINT_TEXT: Readonly<Record<ChartPoint, PointText>> = {
  northNode: {
    name: "the North Node",
    core: {
      normal: [
        "The North Node is not a planet but a crossing point: where the Moon's path climbs over the Sun's. It points at the direction that feels unfamiliar and grows you most.",
        "Your North Node marks the road ahead: skills that do not come naturally yet and pay off the more you practise them.",
      ],
      roast: [
        "The North Node is the life advice you keep scrolling past. It is where growth lives, which is exactly why you avoid it.",
        "Your North Node is the gym membership of your chart: paid for at birth, visited reluctantly, worth every sweaty minute.",
      ],
    },
    sign: {
      normal: [
        "In {sign}, the growth asks you to work {style}",
        "With the node in {sign}, you grow by acting {style}",
      ],
      roast: [
        "In {sign}, destiny wants you to operate {style}, and yes, that is the hard part",
        "Node in {sign}: the assignment is to run {style}, no extensions",
      ],
    },
    house: {
      normal: ["It sits in your {nth} house, so the stretch happens in {area}"],
      roast: ["It lands in your {nth} house, so the homework is due in {area}"],
    },
    tip: {
      normal: ["Pick one small move in that direction this week and notice how it feels after, not during."],
      roast: [
        "Do one uncomfortable thing in that direction this week. Complaining about it counts as a warm-up, not a rep.",
      ],
    },
  },
  southNode: {
    name: "the South Node",
    core: {
      normal: [
        "The South Node sits opposite the North Node: the talents you arrived with and the habits you fall back on when tired.",
        "Your South Node is familiar ground: easy strengths that turn into a rut when they are all you use.",
      ],
      roast: [
        "The South Node is your comfort zone with a loyalty card. Great skills, very worn sofa.",
        "Your South Node is the thing you are already good at and hide behind when life gets interesting.",
      ],
    },
    sign: {
      normal: [
        "In {sign}, your default is to work {style}",
        "With the South Node in {sign}, you fall back on acting {style}",
      ],
      roast: [
        "In {sign}, your autopilot runs {style}",
        "South Node in {sign}: when in doubt, you go {style}, every time",
      ],
    },
    house: {
      normal: ["In your {nth} house, that old ease shows up around {area}"],
      roast: ["In your {nth} house, you retreat into {area} like it is a blanket fort"],
    },
    tip: {
      normal: ["Use these gifts as a base to step from, not a place to stay."],
      roast: [
        "Keep the skills, lose the sofa. Your North Node is waiting and it is not going to text first.",
      ],
    },
  },
  chiron: {
    name: "Chiron",
    core: {
      normal: [
        "Chiron, a small world orbiting between Saturn and Uranus, marks a tender spot: where you were hurt or felt lacking, and where you learn to help others with the same ache.",
        "Your Chiron shows a sore place that turns, with care, into a way of healing others.",
      ],
      roast: [
        "Chiron is the bruise you keep pressing to check it still hurts. Spoiler: it does, and it also makes you weirdly good at helping people with theirs.",
        "Chiron is your chart's old sore spot. You are the unpaid expert on it, and you never asked for the job.",
      ],
    },
    sign: {
      normal: [
        "In {sign}, the wound touches how you work {style}",
        "With Chiron in {sign}, healing comes when you learn to act {style}",
      ],
      roast: [
        "In {sign}, the sore spot is about running {style}, and you notice it everywhere",
        "Chiron in {sign}: the ouch is about going {style}",
      ],
    },
    house: {
      normal: ["In your {nth} house, the ache and its medicine both live in {area}"],
      roast: ["It sits in your {nth} house, so you wince about {area}, then give great advice on it"],
    },
    tip: {
      normal: ["Name the sore spot kindly; what you understand about it is something you can offer."],
      roast: ["Stop poking it. Write down what it taught you and charge consulting fees."],
    },
  },
  lilith: {
    name: "Black Moon Lilith",
    core: {
      normal: [
        "Black Moon Lilith is the far point of the Moon's orbit, an empty spot in space. It stands for the raw, untamed part of you that refuses to be made smaller.",
        "Your Lilith marks what you were told was too much, and the power you find when you stop apologising for it.",
      ],
      roast: [
        "Lilith is the part of you that was asked to tone it down and turned the volume up instead. To eleven.",
        "Black Moon Lilith is your chart's feral side: the bit polite company pretends not to see.",
      ],
    },
    sign: {
      normal: [
        "In {sign}, that wild streak comes out {style}",
        "With Lilith in {sign}, your refusal to shrink works {style}",
      ],
      roast: [
        "In {sign}, your inner rebel operates {style}",
        "Lilith in {sign}: the untamed bit goes {style}, with zero apologies",
      ],
    },
    house: {
      normal: ["It sits in your {nth} house, so the charge is strongest around {area}"],
      roast: ["It lives in your {nth} house, so things get spicy around {area}"],
    },
    tip: {
      normal: ["Notice where you still ask permission to be yourself, and try not asking once."],
      roast: ["Let it out on purpose, somewhere it helps, before it lets itself out somewhere it does not."],
    },
  },
  fortune: {
    name: "the Part of Fortune",
    core: {
      normal: [
        "The Part of Fortune is a calculated point: your Ascendant shifted by the distance between the Sun and the Moon. It shows where ease and well-being come most naturally.",
        "Your Part of Fortune marks where feelings, drive and purpose line up, and things tend to go right without forcing.",
      ],
      roast: [
        "The Part of Fortune is the chart's hint about where you are lucky. It is maths, not magic, but you can still take the win.",
        "Your Part of Fortune is where things work out suspiciously well, which you will of course overthink.",
      ],
    },
    sign: {
      normal: [
        "In {sign}, luck arrives when you work {style}",
        "With Fortune in {sign}, things flow when you act {style}",
      ],
      roast: [
        "In {sign}, the jackpot pays out when you run {style}",
        "Fortune in {sign}: the cheat code is going {style}",
      ],
    },
    house: {
      normal: ["It falls in your {nth} house, so contentment grows in {area}"],
      roast: ["It falls in your {nth} house, so the good stuff is hiding in {area}"],
    },
    tip: {
      normal: ["Spend a little more time there on purpose; it tends to repay you."],
      roast: ["Go there more often. It is the one place the universe is visibly on your side."],
    },
  },
};

/** Day or night formula of the Part of Fortune, said plainly. */
export const FORTUNE_SECT: Readonly<Record<"day" | "night", Phrasings>> = {
  day: {
    normal: ["You were born by day, so it is counted from the Sun to the Moon."],
    roast: ["Daytime birth, so it is counted from the Sun to the Moon. Look at you, solar-powered."],
  },
  night: {
    normal: ["You were born at night, so it is counted from the Moon to the Sun."],
    roast: ["Night birth, so it is counted from the Moon to the Sun. Of course you were up late."],
  },
};

/** A point's contact with a planet; {planet}, {aspect}, {orb} and {domain} are filled in. */
export const POINT_ASPECT_LINES: Phrasings = {
  normal: [
    "It makes {aspect} to {planet} ({orb}), so your {domain} is tied into this story",
    "{Planet} meets it by {aspect} ({orb}), bringing your {domain} into play",
  ],
  roast: [
    "It forms {aspect} with {planet} ({orb}), so your {domain} got dragged into this too",
    "{Planet} joins in by {aspect} ({orb}); your {domain} did not consent but here we are",
  ],
};

/** Without a birth time the house is unknown. */
export const POINT_NO_HOUSE: Phrasings = {
  normal: ["Its house needs a birth time, so the area of life stays open here."],
  roast: ["No birth time, no house. The universe kept that part vague, like a horoscope in a magazine."],
};
