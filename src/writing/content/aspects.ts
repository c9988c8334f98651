/**
 * The six aspects, written by us, in both voices.
 *
 * - `natal`: clause describing how two natal points get along, used after "so".
 * - `tone`: short noun phrase for how a transit with this aspect feels.
 */
import type { AspectType } from "../facts.ts";
import type { Phrasings } from "./types.ts";

export interface AspectText {
  noun: string;
  natal: Phrasings;
  tone: Phrasings;
}

export const ASPECT_TEXT: Readonly<Record<AspectType, AspectText>> = {
  conjunction: {
    noun: "conjunction",
    natal: {
      normal: [
        "the two act as one, which makes this theme loud in your life",
        "they blend, for better and worse, into one strong drive",
        "you rarely feel one without the other",
      ],
      roast: [
        "they are fused together like two flatmates who share one phone charger",
        "they move as a unit, and the unit is loud",
        "you cannot switch one off without the other noticing",
      ],
    },
    tone: {
      normal: ["a concentrated, new-beginning feel", "a strong, focused push", "a fresh start on this theme"],
      roast: [
        "a reboot, whether you asked or not",
        "a very loud new chapter",
        "a fresh start with no instructions",
      ],
    },
  },
  sextile: {
    noun: "sextile",
    natal: {
      normal: [
        "they help each other once you make the first move",
        "there is an easy opening between them that rewards effort",
        "they cooperate, quietly and usefully",
      ],
      roast: [
        "they would work well together if you ever introduced them",
        "there is a talent here, waiting politely for you to use it",
        "they get along, which is more than your group chat can say",
      ],
    },
    tone: {
      normal: ["a small, useful opening", "an easy chance if you take it", "helpful momentum"],
      roast: [
        "an opportunity you could ignore, as usual",
        "a gentle nudge you might scroll past",
        "a polite invitation from the universe",
      ],
    },
  },
  square: {
    noun: "square",
    natal: {
      normal: [
        "they pull in different directions, and the friction becomes drive once you stop avoiding it",
        "there is a standing tension between them that keeps you working",
        "they clash, which is uncomfortable and also where your best effort comes from",
      ],
      roast: [
        "they argue like flatmates about the washing-up, constantly and productively",
        "they are in a long-running dispute and you are the mediator",
        "they clash, and you call that 'having a complex personality'",
      ],
    },
    tone: {
      normal: [
        "friction that asks for a decision",
        "pressure that pushes you to act",
        "a tense, motivating stretch",
      ],
      roast: ["friction with a deadline", "a nudge with elbows", "pressure you cannot procrastinate away"],
    },
  },
  trine: {
    noun: "trine",
    natal: {
      normal: [
        "they support each other so naturally that you may take it for granted",
        "there is an easy flow between them that makes this area feel natural",
        "they back each other up without much effort on your part",
      ],
      roast: [
        "they get along so well that you have never bothered to use it",
        "it is a free talent you keep leaving in the drawer",
        "it works so smoothly you assume everyone has it",
      ],
    },
    tone: {
      normal: ["an easy, supportive flow", "smooth timing", "a helpful tailwind"],
      roast: [
        "easy mode, so do not waste it",
        "a tailwind you might spend napping",
        "smooth sailing, for once",
      ],
    },
  },
  quincunx: {
    noun: "quincunx",
    natal: {
      normal: [
        "they speak different languages, so you keep adjusting one to fit the other",
        "they do not quite fit, and learning to switch between them is the skill",
        "there is an awkward angle between them that asks for small, constant adjustments",
      ],
      roast: [
        "they fit together like a plug in a foreign socket",
        "they need an adapter you keep forgetting to pack",
        "it is an awkward combination, like pineapple on pizza, but for your psyche",
      ],
    },
    tone: {
      normal: [
        "an awkward adjustment",
        "a mismatch that needs a tweak",
        "small corrections rather than big moves",
      ],
      roast: ["a mild, itchy awkwardness", "a key that almost fits the lock", "a plan that needs an adapter"],
    },
  },
  opposition: {
    noun: "opposition",
    natal: {
      normal: [
        "they pull from opposite ends, and balance comes from giving each its turn",
        "you swing between them until you find the middle",
        "they mirror each other, often through the people around you",
      ],
      roast: [
        "they pull in two directions, with you stuck in the middle",
        "you swing between the two like a pendulum with opinions",
        "you tend to blame other people for this one, which is a classic move",
      ],
    },
    tone: {
      normal: [
        "a balancing act, often involving another person",
        "a push-pull that shows both sides",
        "a mirror held up by someone else",
      ],
      roast: [
        "a standoff with someone who also thinks they are right",
        "the other side of the argument, in person",
        "a mirror you would prefer to avoid",
      ],
    },
  },
};
