/**
 * The twelve houses as areas of life, written by us, in both voices. `area` is a noun phrase
 * ("money and what you own"); `label` a short name for lists.
 */
import type { Phrasings } from "./types.ts";

export interface HouseText {
  label: string;
  area: Phrasings;
}

/** Index 0 = 1st house. */
export const HOUSE_TEXT: readonly HouseText[] = [
  {
    label: "self and first impressions",
    area: {
      normal: [
        "the way you come across and start things",
        "your personal style and first impressions",
        "how you meet new people and situations",
      ],
      roast: [
        "your entrance, which you rehearse",
        "the first impression you keep trying to manage",
        "your personal brand, such as it is",
      ],
    },
  },
  {
    label: "money and self-worth",
    area: {
      normal: [
        "money, possessions and what you value",
        "your income and sense of self-worth",
        "your resources and how you use them",
      ],
      roast: [
        "your bank app and the things you refuse to throw out",
        "your spending and your excuses for it",
        "your money and your collection of unused gadgets",
      ],
    },
  },
  {
    label: "communication and daily errands",
    area: {
      normal: [
        "conversations, errands and short trips",
        "learning, messages and your local area",
        "siblings, neighbours and daily communication",
      ],
      roast: [
        "your group chats and your unread messages",
        "errands you keep postponing",
        "your inbox and your notifications",
      ],
    },
  },
  {
    label: "home and family",
    area: {
      normal: [
        "home, family and your private life",
        "where you come from and where you feel safe",
        "your living space and family ties",
      ],
      roast: [
        "your flat, your family and your laundry pile",
        "your family group chat",
        "your sofa and the blanket on it",
      ],
    },
  },
  {
    label: "creativity, play and romance",
    area: {
      normal: [
        "creativity, fun and romance",
        "play, dating and self-expression",
        "hobbies, children and the things you make for joy",
      ],
      roast: [
        "your dating life and your abandoned hobbies",
        "flirting and your craft supplies drawer",
        "fun, which you schedule and then skip",
      ],
    },
  },
  {
    label: "work routines and wellbeing",
    area: {
      normal: [
        "daily routines, work habits and looking after yourself",
        "your everyday job and the rhythm of your days",
        "chores, habits and the way you organise a day",
      ],
      roast: [
        "your to-do list and your snooze button",
        "your routines, mostly aspirational",
        "chores and the art of avoiding them",
      ],
    },
  },
  {
    label: "partnerships",
    area: {
      normal: [
        "close partnerships and one-to-one relationships",
        "committed relationships and contracts",
        "the people you pair up with, in love and work",
      ],
      roast: [
        "your relationships and your type, which never changes",
        "your partner, your ex and your opinions about both",
        "the people you choose and then complain about",
      ],
    },
  },
  {
    label: "shared resources and intimacy",
    area: {
      normal: [
        "shared money, trust and intimacy",
        "debts, investments and deep bonds",
        "what you share and what you keep hidden",
      ],
      roast: [
        "shared bills and secrets",
        "your trust issues and your joint account",
        "the things you keep in a locked folder",
      ],
    },
  },
  {
    label: "travel, learning and beliefs",
    area: {
      normal: [
        "travel, study and your outlook on life",
        "big ideas, learning and faraway places",
        "your beliefs and the search for meaning",
      ],
      roast: [
        "travel plans and unfinished online courses",
        "your opinions about everything",
        "the trip you keep planning and not booking",
      ],
    },
  },
  {
    label: "career and reputation",
    area: {
      normal: [
        "career, reputation and long-term goals",
        "your public role and ambitions",
        "the work you are known for",
      ],
      roast: [
        "your career and your professional profile",
        "your reputation at work",
        "your ambitions and your inbox",
      ],
    },
  },
  {
    label: "friends and community",
    area: {
      normal: [
        "friends, groups and hopes for the future",
        "community, networks and shared causes",
        "your social circle and long-range wishes",
      ],
      roast: [
        "your group chats and your five-year dreams",
        "your friends and their unsolicited advice",
        "your social life and the events you RSVP to and skip",
      ],
    },
  },
  {
    label: "rest and the inner life",
    area: {
      normal: [
        "rest, solitude and your inner life",
        "private matters and recharging",
        "what you do behind the scenes",
      ],
      roast: [
        "your hiding spots and your secret hobbies",
        "your alone time and your 3am thoughts",
        "the stuff you do when nobody is watching, like singing in the kitchen",
      ],
    },
  },
];

/** Index 0 = 1st house: how a planet placed in that house works best (imperative clause). */
export const HOUSE_TIP: readonly Phrasings[] = [
  {
    normal: [
      "lead with it openly; people notice it first",
      "use it to start things rather than to wait",
      "let it show in how you introduce yourself",
    ],
    roast: [
      "stop hiding it; it is the first thing people see anyway",
      "use it on purpose instead of by accident at parties",
      "let it lead, then let the rest of you catch up",
    ],
  },
  {
    normal: [
      "tie it to how you earn and what you buy",
      "let it guide what you choose to own and keep",
      "use it to build something that pays",
    ],
    roast: [
      "check what it is doing to your bank balance",
      "point it at your income, not your online basket",
      "let it earn money before it spends it",
    ],
  },
  {
    normal: [
      "put it into writing, talking and learning",
      "use it in everyday conversations and errands",
      "let it sharpen how you explain things",
    ],
    roast: [
      "channel it into messages you actually send",
      "use it for more than group-chat commentary",
      "let it finish a sentence before starting three more",
    ],
  },
  {
    normal: [
      "give it a home base and a routine",
      "let it shape how you care for family",
      "use it to make your space your own",
    ],
    roast: [
      "let it redecorate, but only one room at a time",
      "bring it to family dinners in moderation",
      "use it at home, not only on the sofa",
    ],
  },
  {
    normal: [
      "give it a creative outlet",
      "let it play, date and make things",
      "use it for joy rather than duty",
    ],
    roast: [
      "give it a hobby you finish",
      "let it flirt, but with a plan",
      "use it to make something, not to buy supplies for it",
    ],
  },
  {
    normal: [
      "give it a daily routine to work through",
      "let it improve how you work and rest",
      "use it in the small habits that add up",
    ],
    roast: [
      "let it run your routines instead of your excuses",
      "use it on the to-do list, not the snooze button",
      "give it chores; it secretly likes them",
    ],
  },
  {
    normal: [
      "bring it into your closest partnerships",
      "let it shape the people you choose to work and live with",
      "use it in one-to-one talks",
    ],
    roast: [
      "notice how often it picks your partners for you",
      "use it in relationships, not only in arguments about them",
      "let it negotiate, politely",
    ],
  },
  {
    normal: [
      "trust it with shared money and deep bonds",
      "let it help you go below the surface",
      "use it where trust and commitment matter",
    ],
    roast: [
      "let it read the small print on shared accounts",
      "use it for deep talks, not for investigating people",
      "let it trust someone, a little",
    ],
  },
  {
    normal: [
      "feed it with travel, study and big questions",
      "let it widen your view",
      "use it to learn something that changes your mind",
    ],
    roast: [
      "let it finish one course before starting another",
      "take it somewhere further than the corner café",
      "use it to learn, not only to have opinions",
    ],
  },
  {
    normal: [
      "aim it at your work and reputation",
      "let it shape the role you want to be known for",
      "use it in public, where it counts",
    ],
    roast: [
      "point it at your career instead of your professional profile",
      "let it work, visibly, on purpose",
      "use it at the office, not only in your head",
    ],
  },
  {
    normal: [
      "bring it to friends and groups",
      "let it serve a cause or a community",
      "use it to build the future you hope for",
    ],
    roast: [
      "bring it to the group chat with actual plans",
      "use it for a cause, not just a strong opinion",
      "let it make friends, then keep them",
    ],
  },
  {
    normal: [
      "give it quiet time and privacy",
      "let it recharge you behind the scenes",
      "use it in reflection, rest and creative solitude",
    ],
    roast: [
      "let it rest instead of replaying old conversations",
      "give it a quiet hobby, not a 3am spiral",
      "use it in private, where it does its best work",
    ],
  },
];
