/**
 * Interpretation of one natal planet (or angle): planet in sign, in house (only when the birth
 * time is known), retrograde, its natal aspects and a practical tip. 150–300 words.
 */
import { ASPECT_TEXT } from "../content/aspects.ts";
import { ELEMENT_TEXT, MODALITY_TEXT } from "../content/elements.ts";
import { HOUSE_TIP } from "../content/houses.ts";
import { ANGLE_TEXT, AT_HOME, DISPOSITOR, NATAL_TIP, RETROGRADE_NOTE, SIGN_RULER } from "../content/natal.ts";
import { PLANET_TEXT } from "../content/planets.ts";
import { SIGN_TEXT } from "../content/signs.ts";
import type { Phrasings } from "../content/types.ts";
import {
  type AspectType,
  type Basis,
  type BasisItem,
  type NatalFacts,
  type NatalPoint,
  SIGN_ELEMENT,
  SIGN_MODALITY,
  signDistance,
  type Voice,
} from "../facts.ts";
import { Rng } from "../rng.ts";
import {
  ASPECT_VERB,
  article,
  capitalize,
  fill,
  orbNote,
  ordinal,
  POINT_NAME,
  paragraph,
  SIGN_NAME,
  theName,
  wordCount,
} from "../text.ts";
import {
  aspectBasis,
  dedupeBasis,
  houseArea,
  houseOf,
  isAngle,
  Picker,
  placementBasis,
  placementOf,
  say,
  usableAspects,
} from "./shared.ts";

export interface PlanetInterpretationFacts {
  natal: NatalFacts;
  body: NatalPoint;
}

export interface PlanetInterpretation {
  interpretation: string;
  basis: Basis;
}

export const PLANET_INTERPRETATION_WORDS = { min: 150, max: 300 } as const;

/** Domain phrase of any natal point. */
function pointDomain(rng: Rng, body: NatalPoint, voice: Voice): string {
  return isAngle(body) ? say(rng, ANGLE_TEXT[body].domain, voice) : say(rng, PLANET_TEXT[body].domain, voice);
}

function pointCore(rng: Rng, body: NatalPoint, voice: Voice): string {
  return isAngle(body) ? say(rng, ANGLE_TEXT[body].core, voice) : say(rng, PLANET_TEXT[body].core, voice);
}

const SIGN_LINES: Phrasings = {
  normal: ["In {sign}, this part of you works {style}", "{planet} in {sign} does its job {style}"],
  roast: ["In {sign}, this part of you operates {style}", "{planet} in {sign} runs {style}"],
};

const GIFT_LINES: Phrasings = {
  normal: [
    "That gives you {gift}; the catch is {shadow}",
    "The upside is {gift}; the growth edge is {shadow}",
  ],
  roast: ["Good news: {gift}. Bad news: {shadow}", "Your superpower is {gift}; your side quest is {shadow}"],
};

const HOUSE_LINES: Phrasings = {
  normal: [
    "{planet} sits in your {nth} house, so this shows up most in {area}",
    "Placed in the {nth} house, it does its work in {area}",
  ],
  roast: [
    "It lives in your {nth} house, so expect the drama in {area}",
    "{planet} sits in your {nth} house, which means it mostly plays out in {area}",
  ],
};

const ELEMENT_LINES: Phrasings = {
  normal: [
    "{sign} is {a} {element} sign, and here that means {lean}",
    "As {a} {element} placement, this says {lean}",
  ],
  roast: [
    "{sign} is {a} {element} sign, which explains why {lean}",
    "Being {a} {element} placement, it admits {lean}",
  ],
};

const ASPECT_LINES: Phrasings = {
  normal: [
    "{Planet} {verb} your {otherName} ({orb}), tying it to your {otherDomain}: {clause}",
    "With {planet} and {other} in {noun} ({orb}), {clause}; this links your {domain} to your {otherDomain}",
  ],
  roast: [
    "{Planet} {verb} your {otherName} ({orb}), looping in your {otherDomain}: {clause}",
    "{Planet} and {other} form a {noun} ({orb}): {clause}",
  ],
};

const HOUSE_TIP_LINES: Phrasings = {
  normal: ["In that house it works best when you {tip}", "To make the most of it there, {tip}"],
  roast: ["House rules for this one: {tip}", "Advice for that house: {tip}"],
};

const MORE_SIGN: Phrasings = {
  normal: ["{sign} also gives this placement {gift}, and asks you to watch {shadow}"],
  roast: ["{sign} also throws in {gift}, along with a free side of {shadow}"],
};

/** The ruler's own style, which colours this placement. */
const RULER_STYLE: Phrasings = {
  normal: ["{Ruler} itself works {style} in {rulerSign}, and that colours how your {planetName} plays out"],
  roast: ["And {ruler} in {rulerSign} operates {style}, so your {planetName} inherits the habit"],
};

/** How the placement's sign stands to the Sun's (or, for the Sun, the Moon's) sign. */
const SIGN_RELATION: Phrasings = {
  normal: ["By sign, your {planetName} sits {relation} your {otherSign} {otherName}: {clause}"],
  roast: ["By sign, your {planetName} is {relation} your {otherSign} {otherName}, and {clause}"],
};

const NEIGHBOURS: Phrasings = {
  normal: [
    "neighbouring signs see things differently, so the two parts of you take turns rather than team up",
    "next-door signs have little in common, so you switch between the two rather than blend them",
  ],
  roast: [
    "they are neighbours who nod politely in the hallway and never borrow sugar",
    "they share a wall and absolutely nothing else",
  ],
};

const RELATION_BY_DISTANCE: readonly [string, AspectType | null][] = [
  ["in the same sign as", "conjunction"],
  ["next door to", null],
  ["a sextile away from", "sextile"],
  ["square to", "square"],
  ["a trine away from", "trine"],
  ["quincunx to", "quincunx"],
  ["opposite", "opposition"],
  ["quincunx to", "quincunx"],
  ["a trine away from", "trine"],
  ["square to", "square"],
  ["a sextile away from", "sextile"],
  ["next door to", null],
];

const MODALITY_LINES: Phrasings = {
  normal: ["{sign} is a {modality} sign, so here {text}"],
  roast: ["{sign} is {modality}, which means {text}"],
};

/**
 * Composes the interpretation of one natal planet or angle, 150–300 words, from what belongs to
 * this placement: the planet's job, its sign, its house and how to use it there (birth time
 * known), the sign's ruler and where that sits, its aspects (tightest first), element and
 * modality, retrograde, and a practical tip.
 */
export function composePlanetInterpretation(
  facts: PlanetInterpretationFacts,
  voice: Voice,
  seed: string,
): PlanetInterpretation {
  const { natal, body } = facts;
  const rng = new Rng(`${seed}|planet|${body}|${voice}`);
  const pk = new Picker(rng, voice);
  const p = placementOf(natal, body);
  if (!p) throw new Error(`no placement for ${body}`);
  const basis: BasisItem[] = [placementBasis(natal, p)];
  const planet = theName(body);
  const Planet = capitalize(planet);
  const sign = SIGN_NAME[p.sign];
  const domain = pointDomain(rng, body, voice);
  const signText = SIGN_TEXT[p.sign];

  const core = pointCore(rng, body, voice);
  const signLine = fill(pk.say(SIGN_LINES), { sign, planet: Planet, domain, style: pk.say(signText.style) });
  const giftLine = fill(pk.say(GIFT_LINES), { gift: pk.say(signText.gift), shadow: pk.say(signText.shadow) });

  const house = isAngle(body) ? null : houseOf(natal, p);
  const housePart: string[] = [];
  if (house !== null) {
    housePart.push(
      fill(pk.say(HOUSE_LINES), { planet: Planet, nth: ordinal(house), area: houseArea(rng, house, voice) }),
    );
    housePart.push(fill(pk.say(HOUSE_TIP_LINES), { tip: pk.say(HOUSE_TIP[house - 1] as Phrasings) }));
  }

  // The sign's ruler: where this planet's energy is routed.
  const ruler = SIGN_RULER[p.sign];
  let rulerLine: string;
  const rulerStyle: string[] = [];
  if (ruler === body) {
    rulerLine = fill(pk.say(AT_HOME), { Planet, sign, planetName: POINT_NAME[body] });
  } else {
    const rp = placementOf(natal, ruler);
    const rh = rp ? houseOf(natal, rp) : null;
    rulerLine = fill(pk.say(DISPOSITOR), {
      Planet,
      planetName: POINT_NAME[body],
      sign,
      ruler: theName(ruler),
      rulerName: POINT_NAME[ruler],
      rulerSign: rp ? SIGN_NAME[rp.sign] : sign,
      where: rh === null ? "" : ` in your ${ordinal(rh)} house`,
      rulerDomain: pk.say(PLANET_TEXT[ruler].domain),
    });
    if (rp) {
      basis.push(placementBasis(natal, rp));
      rulerStyle.push(
        fill(pk.say(RULER_STYLE), {
          Ruler: capitalize(theName(ruler)),
          ruler: theName(ruler),
          rulerSign: SIGN_NAME[rp.sign],
          planetName: POINT_NAME[body],
          style: pk.say(SIGN_TEXT[rp.sign].style),
        }),
      );
    }
  }

  const aspectLines: string[] = [];
  const aspectBases: BasisItem[] = [];
  for (const a of usableAspects(natal).filter((x) => x.a === body || x.b === body)) {
    const other = a.a === body ? a.b : a.a;
    aspectLines.push(
      fill(pk.say(ASPECT_LINES), {
        Planet,
        planet,
        other: theName(other),
        otherName: POINT_NAME[other],
        verb: ASPECT_VERB[a.type],
        noun: ASPECT_TEXT[a.type].noun,
        orb: orbNote(a.orbDeg),
        domain,
        otherDomain: pointDomain(rng, other, voice),
        clause: pk.say(ASPECT_TEXT[a.type].natal),
      }),
    );
    aspectBases.push(aspectBasis(a));
  }
  const retro =
    p.retrograde && !isAngle(body) && body !== "sun" && body !== "moon" ? [pk.say(RETROGRADE_NOTE)] : [];
  const element = ELEMENT_TEXT[SIGN_ELEMENT[p.sign]];
  const elementLine = fill(pk.say(ELEMENT_LINES), {
    sign,
    element: element.label,
    a: article(element.label),
    lean: pk.say(element.lean),
  });
  const modality = SIGN_MODALITY[p.sign];
  const modalityLine = fill(pk.say(MODALITY_LINES), {
    sign,
    modality,
    text: pk.say(MODALITY_TEXT[modality]),
  });
  const moreSign = fill(pk.say(MORE_SIGN), {
    sign,
    gift: pk.say(signText.gift),
    shadow: pk.say(signText.shadow),
  });
  const relationLines: string[] = [];
  const partners = body === "sun" ? ["moon"] : body === "moon" ? ["sun"] : ["sun", "moon"];
  for (const partner of partners.map((b) => placementOf(natal, b as NatalPoint))) {
    if (!partner || isAngle(body)) continue;
    const [relation, type] = RELATION_BY_DISTANCE[signDistance(partner.sign, p.sign)] ?? [
      "next door to",
      null,
    ];
    relationLines.push(
      fill(pk.say(SIGN_RELATION), {
        planetName: POINT_NAME[body],
        relation,
        otherSign: SIGN_NAME[partner.sign],
        otherName: POINT_NAME[partner.body],
        clause: pk.say(type ? ASPECT_TEXT[type].natal : NEIGHBOURS),
      }),
    );
  }
  const tip = pk.say(NATAL_TIP[body]);

  // Assemble within the word budget: the placement first, then its aspects (tightest first), then
  // the sign's element, modality and further gifts only while the text is still short.
  const { min, max } = PLANET_INTERPRETATION_WORDS;
  const count = (xs: string[]) => wordCount(paragraph(xs));
  const parts = [core, signLine, giftLine, ...housePart, ...retro, rulerLine];
  const usedAspects: string[] = [];
  aspectLines.forEach((line, i) => {
    if (usedAspects.length >= 4 || count([...parts, ...usedAspects, line, tip]) > max - 5) return;
    usedAspects.push(line);
    basis.push(aspectBases[i] as BasisItem);
  });
  const extras: string[] = [];
  for (const line of [...relationLines, ...rulerStyle, elementLine, modalityLine, moreSign]) {
    if (count([...parts, ...usedAspects, ...extras, tip]) >= min + 10) break;
    if (count([...parts, ...usedAspects, ...extras, line, tip]) > max) break;
    extras.push(line);
  }
  return { interpretation: paragraph([...parts, ...usedAspects, ...extras, tip]), basis: dedupeBasis(basis) };
}
