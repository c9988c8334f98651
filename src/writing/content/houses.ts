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
