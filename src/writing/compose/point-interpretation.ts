/**
 * "Tap for meaning" of a chart point (issue 31): the North or South Node, Chiron, Black Moon Lilith
 * or the Part of Fortune, in its sign and house, with its contacts to the planets. Short (60–200
 * words): a point is a supporting actor, not a planet.
 */
import { ASPECT_TEXT } from "../content/aspects.ts";
import { PLANET_TEXT } from "../content/planets.ts";
import {
  type ChartPoint,
  FORTUNE_SECT,
  POINT_ASPECT_LINES,
  POINT_NO_HOUSE,
  POINT_TEXT,
} from "../content/points.ts";
import { SIGN_TEXT } from "../content/signs.ts";
import type { AspectType, Basis, BasisItem, NatalFacts, Planet, Sign, Voice } from "../facts.ts";
import { Rng } from "../rng.ts";
import { article, capitalize, fill, orbNote, ordinal, paragraph, SIGN_NAME, theName } from "../text.ts";
import { houseArea, Picker, placementBasis, placementOf } from "./shared.ts";

interface PointContact {
  readonly planet: Planet;
  readonly type: AspectType;
  readonly orbDeg: number;
}

export interface PointInterpretationFacts {
  readonly natal: NatalFacts;
  readonly point: ChartPoint;
  readonly sign: Sign;
  /** null without a birth time. */
  readonly house: number | null;
  /** The Part of Fortune only: cast with the day formula. */
  readonly day?: boolean;
  /** The point's aspects to the planets (chart engine rules: smaller orbs, nodes and Fortune by conjunction and opposition only). */
  readonly contacts: readonly PointContact[];
}

export interface PointInterpretation {
  interpretation: string;
  basis: Basis;
}

export const POINT_INTERPRETATION_WORDS = { min: 60, max: 200 } as const;

/** Composes the meaning of one chart point, tightest contacts first (at most three). */
export function composePointInterpretation(
  facts: PointInterpretationFacts,
  voice: Voice,
  seed: string,
): PointInterpretation {
  const rng = new Rng(`${seed}|point|${facts.point}|${voice}`);
  const pk = new Picker(rng, voice);
  const text = POINT_TEXT[facts.point];
  const sign = SIGN_NAME[facts.sign];
  const parts: string[] = [pk.say(text.core)];
  parts.push(fill(pk.say(text.sign), { sign, style: pk.say(SIGN_TEXT[facts.sign].style) }));
  if (facts.house !== null) {
    parts.push(
      fill(pk.say(text.house), { nth: ordinal(facts.house), area: houseArea(rng, facts.house, voice) }),
    );
  } else {
    parts.push(pk.say(POINT_NO_HOUSE));
  }
  if (facts.point === "fortune" && facts.day !== undefined)
    parts.push(pk.say(FORTUNE_SECT[facts.day ? "day" : "night"]));

  const basis: BasisItem[] = [];
  const contacts = [...facts.contacts].sort((a, b) => a.orbDeg - b.orbDeg).slice(0, 3);
  for (const contact of contacts) {
    const noun = ASPECT_TEXT[contact.type].noun;
    parts.push(
      fill(pk.say(POINT_ASPECT_LINES), {
        aspect: `${article(noun)} ${noun}`,
        planet: theName(contact.planet),
        Planet: capitalize(theName(contact.planet)),
        orb: orbNote(contact.orbDeg),
        domain: pk.say(PLANET_TEXT[contact.planet].domain),
      }),
    );
    const placement = placementOf(facts.natal, contact.planet);
    if (placement) basis.push(placementBasis(facts.natal, placement));
  }
  parts.push(pk.say(text.tip));
  return { interpretation: paragraph(parts), basis };
}
