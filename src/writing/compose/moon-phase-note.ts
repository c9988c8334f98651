/**
 * A short personal note on one of the Moon's main phases for the Moon Calendar: the sign it is in,
 * the area of life of the natal house it falls in, and what the phase is good for. One or two
 * sentences, at most 35 words; no degrees and no clock times (the page shows the time itself).
 * Openings stay within 10 words and advice within 12, so the longest house area (13 words) fits.
 */
import type { LunarPhaseName } from "#astro/constants";
import type { Phrasings } from "../content/types.ts";
import type { Basis, Sign, Voice } from "../facts.ts";
import { Rng } from "../rng.ts";
import { fill, PHASE_NAME, SIGN_NAME } from "../text.ts";
import { houseArea, say } from "./shared.ts";

export interface MoonPhaseNoteFacts {
  phase: LunarPhaseName;
  /** The sign the Moon is in at the exact phase. */
  sign: Sign;
  /** The natal house the Moon falls in, null when the birth time is unknown. */
  house: number | null;
}

export interface MoonPhaseNote {
  note: string;
  basis: Basis;
}

export const MOON_PHASE_NOTE_WORDS = { max: 35 } as const;

const IN_HOUSE: Phrasings = {
  normal: [
    "The {moon} in {sign} lands on {area}.",
    "This {moon} in {sign} puts the focus on {area}.",
    "With the {moon} in {sign}, look at {area}.",
  ],
  roast: [
    "The {moon} in {sign} barges into {area}.",
    "This {moon} in {sign} pokes at {area}.",
    "The {moon} in {sign} stirs up {area}.",
  ],
};

const NO_HOUSE: Phrasings = {
  normal: ["The {moon} is in {sign}.", "This {moon} falls in {sign}.", "The {moon} in {sign} sets the tone."],
  roast: [
    "The {moon} is in {sign}, for what it is worth.",
    "This {moon} picks {sign}.",
    "Enter the {moon} in {sign}.",
  ],
};

const WHAT_TO_DO: Readonly<Record<LunarPhaseName, Phrasings>> = {
  new: {
    normal: [
      "Pick one thing there to start and keep it small.",
      "Set one plain intention and write it down.",
      "Begin something modest rather than something grand.",
    ],
    roast: [
      "Start one thing, not seven.",
      "Set an intention, then actually follow it.",
      "A fresh start, if you can put the phone down long enough.",
    ],
  },
  "first quarter": {
    normal: [
      "Expect a snag and push through it instead of starting over.",
      "Make the decision you have been putting off.",
      "Act on your plan even if it feels half ready.",
    ],
    roast: [
      "Something will wobble, and no, that is not a sign to quit.",
      "Decide already; the Moon will not do it for you.",
      "Push through the awkward bit you usually abandon.",
    ],
  },
  full: {
    normal: [
      "Results show and feelings run high, so pause before you react.",
      "Take stock of what worked and let go of what did not.",
      "Enjoy what worked and drop one thing that did not.",
    ],
    roast: [
      "Everything is louder now, you included, so sleep on big replies.",
      "The results are in, and some of them are awkward.",
      "Feelings peak, so maybe hold that long message for a day.",
    ],
  },
  "last quarter": {
    normal: [
      "Clear out what is finished and tie up loose ends.",
      "Review what worked, then let the rest go.",
      "A good time to rest, sort and finish rather than begin.",
    ],
    roast: [
      "Throw out what you have been hoarding, emotionally and otherwise.",
      "Finish things, yes, even the old ones.",
      "Tidy up before you chase another shiny project.",
    ],
  },
};

/** The note on one main phase in a voice; the same facts, voice and seed give the same note. */
export function composeMoonPhaseNote(facts: MoonPhaseNoteFacts, voice: Voice, seed: string): MoonPhaseNote {
  const rng = new Rng(`moon-phase-note|${seed}`);
  const vars = { moon: PHASE_NAME[facts.phase], sign: SIGN_NAME[facts.sign] };
  const where =
    facts.house === null
      ? fill(say(rng, NO_HOUSE, voice), vars)
      : fill(say(rng, IN_HOUSE, voice), { ...vars, area: houseArea(rng, facts.house, voice) });
  return {
    note: `${where} ${say(rng, WHAT_TO_DO[facts.phase], voice)}`,
    basis: [{ kind: "moon", sign: facts.sign, phase: facts.phase, house: facts.house }],
  };
}
