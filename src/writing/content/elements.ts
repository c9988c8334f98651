/**
 * Elements and modalities, written by us, in both voices. `lean` is a clause describing a chart
 * (or a placement) where the element is strong; `lack` where it is missing.
 */
import type { Element, Modality } from "../facts.ts";
import type { Phrasings } from "./types.ts";

export interface ElementText {
  label: string;
  lean: Phrasings;
  lack: Phrasings;
}

export const ELEMENT_TEXT: Readonly<Record<Element, ElementText>> = {
  fire: {
    label: "fire",
    lean: {
      normal: [
        "you run on enthusiasm, courage and the urge to act",
        "you are quick to start, quick to inspire and quick to get bored",
        "you need something to aim at, or the energy turns into restlessness",
      ],
      roast: [
        "you have the energy of a sparkler and roughly the same attention span",
        "you start things with fireworks and finish them with a shrug",
        "you treat patience as a rumour",
      ],
    },
    lack: {
      normal: [
        "motivation can be slow to come, so small wins help you get going",
        "you may wait for permission you do not need",
      ],
      roast: [
        "getting started is your nemesis, so lower the bar and begin",
        "you can plan a project into the ground without ever starting it",
      ],
    },
  },
  earth: {
    label: "earth",
    lean: {
      normal: [
        "you trust what is practical, tested and real",
        "you build slowly and your results last",
        "you need tangible progress to feel settled",
      ],
      roast: [
        "you trust a spreadsheet more than a feeling",
        "you would rather own a good chair than have a wild story",
        "you have a budget for your budget",
      ],
    },
    lack: {
      normal: [
        "the practical side of plans can slip, so routines and lists are worth the effort",
        "money and schedules may need more attention than feels natural",
      ],
      roast: [
        "your relationship with deadlines is more of a situationship",
        "you have great ideas and a fridge with one lemon in it",
      ],
    },
  },
  air: {
    label: "air",
    lean: {
      normal: [
        "you live through ideas, conversations and connections",
        "you need to talk things through to know what you think",
        "you are quick to see patterns and slow to get stuck",
      ],
      roast: [
        "you can discuss a feeling for an hour without once having it",
        "your thoughts travel faster than your follow-through",
        "you have opinions on topics you discovered this morning",
      ],
    },
    lack: {
      normal: [
        "stepping back to look at things objectively does not come automatically",
        "putting feelings into words may take practice",
      ],
      roast: [
        "you sometimes forget to explain the plan that only exists in your head",
        "you assume people can read your mind, and they cannot",
      ],
    },
  },
  water: {
    label: "water",
    lean: {
      normal: [
        "you feel your way through life and read people well",
        "you need emotional truth more than clever arguments",
        "your instincts are strong and usually right",
      ],
      roast: [
        "you feel everything, including other people's moods in the next room",
        "you can cry at an advert and then deny it",
        "you keep emotional receipts in excellent order",
      ],
    },
    lack: {
      normal: [
        "feelings can catch you off guard, so naming them early helps",
        "you may solve a problem before noticing how you feel about it",
      ],
      roast: [
        "you handle feelings like unopened post: later, maybe never",
        "you respond to emotions with a practical suggestion, every time",
      ],
    },
  },
};

export const MODALITY_TEXT: Readonly<Record<Modality, Phrasings>> = {
  cardinal: {
    normal: [
      "you like to start things and set the direction",
      "you are at your best at the beginning of something",
    ],
    roast: ["you love a launch and hate a follow-up", "you start more projects than a startup incubator"],
  },
  fixed: {
    normal: ["you hold steady and see things through", "you are loyal to plans and people once you commit"],
    roast: ["you would rather be right than flexible", "you change your mind roughly once a decade"],
  },
  mutable: {
    normal: ["you adapt quickly and handle change well", "you are good in the messy middle of things"],
    roast: ["your plans are more like suggestions", "you adapt so fast you forget what the plan was"],
  },
};
