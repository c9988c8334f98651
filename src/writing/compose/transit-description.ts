/**
 * Description of one transit for the Transit Radar: how it feels, what to do, and when (exact
 * time, entering and leaving orb when known). 60–120 words.
 */
import { PLANET_TEXT } from "../content/planets.ts";
import type { Phrasings } from "../content/types.ts";
import type { Basis, BasisItem, NatalFacts, TransitFact, Voice } from "../facts.ts";
import { Rng } from "../rng.ts";
import { fill, formatDateLong, localDateOf, ordinal, paragraph, wordCount } from "../text.ts";
import {
  aspectTone,
  familyOf,
  houseArea,
  houseOf,
  placementBasis,
  placementOf,
  say,
  transitAdvice,
  transitBasis,
  transitHeadline,
  transitMeaning,
} from "./shared.ts";

export interface TransitDescriptionFacts {
  transit: TransitFact;
  /** The natal chart, for the natal point's sign and house (optional). */
  natal?: NatalFacts | null;
  /** IANA zone for printed times (default UTC). */
  timeZone?: string;
}

export interface TransitDescription {
  description: string;
  basis: Basis;
}

export const TRANSIT_DESCRIPTION_WORDS = { min: 60, max: 120 } as const;

const FEEL: Phrasings = {
  normal: ["{headline}, {tone}", "{headline}: {tone}"],
  roast: ["{headline}, which brings {tone}", "{headline}: {tone}"],
};

const DO: Phrasings = {
  normal: ["What helps: {advice}", "The useful move: {advice}", "Best approach: {advice}"],
  roast: ["Your assignment: {advice}", "Survival tip: {advice}", "Do this: {advice}"],
};

const ALSO: Phrasings = {
  normal: ["It also helps to {advice}", "If you have time, {advice}"],
  roast: ["Bonus points if you {advice}", "Extra credit: {advice}"],
};

const HOUSE_NOTE: Phrasings = {
  normal: [
    "In your chart this plays out in the {nth} house: {area}",
    "Look for it in your {nth} house matters: {area}",
  ],
  roast: ["It lands in your {nth} house, home of {area}", "Where it shows up: your {nth} house, aka {area}"],
};

/**
 * Timing sentence in plain words: the day it peaks and the days it runs. The description is
 * stored and read at any moment, so it states dates only, never "still building" (ADR 032); the
 * exact time and the orb are in the radar's detail rows, in the reader's local time.
 */
function timing(t: TransitFact, tz: string, voice: Voice): string {
  const day = (iso: string) => formatDateLong(localDateOf(iso, tz));
  const window =
    t.orbStartUtc && t.orbEndUtc
      ? ` It runs from ${day(t.orbStartUtc)} to ${day(t.orbEndUtc)}.`
      : t.orbEndUtc
        ? ` It fades by ${day(t.orbEndUtc)}.`
        : "";
  if (t.perfects === false)
    return voice === "normal"
      ? `It never quite perfects this time: it comes close and then turns back.${window}`
      : `It never even gets to exact: it creeps close, loses its nerve and backs off.${window}`;
  return voice === "normal"
    ? `It peaks on ${day(t.exactUtc)}, the day it is felt most.${window}`
    : `Peak drama: ${day(t.exactUtc)}, so clear your schedule accordingly.${window}`;
}

/**
 * Composes the description of one transit, 60–120 words: feel (planet, aspect, natal point),
 * what to do, where it lands (house, when the birth time is known) and timing.
 */
export function composeTransitDescription(
  facts: TransitDescriptionFacts,
  voice: Voice,
  seed: string,
): TransitDescription {
  const t = facts.transit;
  const natal = facts.natal ?? null;
  const tz = facts.timeZone ?? "UTC";
  const rng = new Rng(`${seed}|transit|${t.transiting}|${t.aspect}|${t.natal}|${t.exactUtc}|${voice}`);
  const basis: BasisItem[] = [transitBasis(t)];

  const feel = fill(say(rng, FEEL, voice), {
    headline: transitHeadline(t, natal),
    tone: aspectTone(t, voice, rng),
  });
  const meaning = transitMeaning(t, voice, rng);
  const firstAdvice = transitAdvice(t, voice, rng);
  const todo = fill(say(rng, DO, voice), { advice: firstAdvice });
  const pool = PLANET_TEXT[t.transiting].advice[familyOf(t)][voice].filter((a) => a !== firstAdvice);
  const also = fill(say(rng, ALSO, voice), { advice: rng.pick(pool) });

  const p = natal ? placementOf(natal, t.natal) : undefined;
  const house = natal && p ? houseOf(natal, p) : null;
  if (natal && p) basis.push(placementBasis(natal, p));
  const houseNote =
    house === null
      ? null
      : fill(say(rng, HOUSE_NOTE, voice), { nth: ordinal(house), area: houseArea(rng, house, voice) });

  const core = [feel, meaning, todo];
  const extras = [houseNote, also].filter((s): s is string => s !== null);
  const time = timing(t, tz, voice);
  let sentences = [...core, time];
  for (const extra of extras) {
    if (wordCount(paragraph(sentences)) >= 85) break;
    sentences = [...core, extra, time];
    core.push(extra);
  }
  let description = paragraph(sentences);
  if (wordCount(description) > TRANSIT_DESCRIPTION_WORDS.max) {
    // Drop the orb window first, then extras, to stay within the limit.
    description = paragraph([...core.slice(0, 3), time.split(" It ")[0] ?? time]);
  }
  return { description, basis };
}
