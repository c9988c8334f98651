/**
 * Interpretation of one natal planet (or angle): planet in sign, in house (only when the birth
 * time is known), retrograde, its natal aspects and a practical tip. 150–300 words.
 */
import { ASPECT_TEXT } from "../content/aspects.ts";
import { ELEMENT_TEXT, MODALITY_TEXT } from "../content/elements.ts";
import { ANGLE_TEXT, NATAL_TIP, RETROGRADE_NOTE } from "../content/natal.ts";
import { PLANET_TEXT } from "../content/planets.ts";
import { SIGN_TEXT } from "../content/signs.ts";
import type { Phrasings } from "../content/types.ts";
import {
  type Basis,
  type BasisItem,
  type NatalFacts,
  type NatalPoint,
  SIGN_ELEMENT,
  SIGN_MODALITY,
  type Voice,
} from "../facts.ts";
import { Rng } from "../rng.ts";
import {
  ASPECT_VERB,
  article,
  capitalize,
  fill,
  formatDeg,
  joinList,
  ordinal,
  POINT_NAME,
  paragraph,
  SIGN_NAME,
  theName,
  wordCount,
} from "../text.ts";
import {
  aspectBasis,
  houseArea,
  houseOf,
  isAngle,
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
export function pointDomain(rng: Rng, body: NatalPoint, voice: Voice): string {
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
    "{planet} {verb} your {otherName} ({orb} orb), tying it to your {otherDomain}: {clause}",
    "With {planet} and {other} in {noun} ({orb}), {clause}; this links your {domain} to your {otherDomain}",
  ],
  roast: [
    "{planet} {verb} your {otherName} ({orb} orb), looping in your {otherDomain}: {clause}",
    "{planet} and {other} form a {noun} ({orb}): {clause}",
  ],
};

/**
 * Composes the interpretation of one natal planet or angle, 150–300 words. With an unknown
 * birth time no house is mentioned (and the angles are not available).
 */
export function composePlanetInterpretation(
  facts: PlanetInterpretationFacts,
  voice: Voice,
  seed: string,
): PlanetInterpretation {
  const { natal, body } = facts;
  const rng = new Rng(`${seed}|planet|${body}|${voice}`);
  const p = placementOf(natal, body);
  if (!p) throw new Error(`no placement for ${body}`);
  const basis: BasisItem[] = [placementBasis(natal, p)];
  const planet = theName(body);
  const sign = SIGN_NAME[p.sign];
  const domain = pointDomain(rng, body, voice);
  const signText = SIGN_TEXT[p.sign];

  const opening = [
    pointCore(rng, body, voice),
    fill(say(rng, SIGN_LINES, voice), { sign, planet, domain, style: say(rng, signText.style, voice) }),
    fill(say(rng, GIFT_LINES, voice), {
      gift: say(rng, signText.gift, voice),
      shadow: say(rng, signText.shadow, voice),
    }),
  ];
  const house = houseOf(natal, p);
  const placementPart: string[] = [];
  if (house !== null && !isAngle(body)) {
    placementPart.push(
      fill(say(rng, HOUSE_LINES, voice), { planet, nth: ordinal(house), area: houseArea(rng, house, voice) }),
    );
  }
  if (p.retrograde && !isAngle(body) && body !== "sun" && body !== "moon") {
    placementPart.push(say(rng, RETROGRADE_NOTE, voice));
  }
  const elementLine = fill(say(rng, ELEMENT_LINES, voice), {
    sign,
    element: ELEMENT_TEXT[SIGN_ELEMENT[p.sign]].label,
    a: article(ELEMENT_TEXT[SIGN_ELEMENT[p.sign]].label),
    lean: say(rng, ELEMENT_TEXT[SIGN_ELEMENT[p.sign]].lean, voice),
  });

  const aspectLines: string[] = [];
  for (const a of usableAspects(natal).filter((x) => x.a === body || x.b === body)) {
    const other = a.a === body ? a.b : a.a;
    aspectLines.push(
      fill(say(rng, ASPECT_LINES, voice), {
        planet,
        other: theName(other),
        otherName: POINT_NAME[other],
        verb: ASPECT_VERB[a.type],
        noun: ASPECT_TEXT[a.type].noun,
        orb: formatDeg(a.orbDeg),
        domain,
        otherDomain: pointDomain(rng, other, voice),
        clause: say(rng, ASPECT_TEXT[a.type].natal, voice),
      }),
    );
    basis.push(aspectBasis(a));
  }
  const tip = say(rng, NATAL_TIP[body], voice);

  // Assemble within the word budget: opening, placement, aspects (tightest first), element, tip.
  const { min, max } = PLANET_INTERPRETATION_WORDS;
  const parts = [...opening, ...placementPart];
  const count = (xs: string[]) => wordCount(paragraph(xs));
  const usedAspects: string[] = [];
  for (const line of aspectLines) {
    if (count([...parts, ...usedAspects, line, tip]) > max - 10) break;
    usedAspects.push(line);
    if (usedAspects.length >= 4) break;
  }
  basis.splice(1 + usedAspects.length);
  // Short on words (few aspects): add more of the sign, in a fixed order, until the minimum is met.
  const extraStyle = signText.style[voice].find((s) => !opening[1]?.includes(s)) ?? "in its own way";
  const otherGift = signText.gift[voice].find((g) => !opening[2]?.includes(g));
  const modality = SIGN_MODALITY[p.sign];
  const otherShadow = signText.shadow[voice].find((g) => !opening[2]?.includes(g));
  const fillers = [
    voice === "normal"
      ? `${capitalize(planet)} governs your ${domain}, so this is where the ${sign} style shows most clearly`
      : `${capitalize(planet)} is in charge of your ${domain}, so this is where the ${sign} habits show up first`,
    elementLine,
    voice === "normal"
      ? `${sign} is also a ${modality} sign, so ${say(rng, MODALITY_TEXT[modality], voice)}`
      : `Also, ${sign} is ${modality}, which means ${say(rng, MODALITY_TEXT[modality], voice)}`,
    voice === "normal"
      ? `Put simply, ${planet} in ${sign} also works ${extraStyle}, and knowing that helps you use it on purpose`
      : `In short, ${planet} in ${sign} also runs ${extraStyle}, and pretending otherwise has not worked so far`,
    ...(otherGift
      ? [voice === "normal" ? `Another asset here: ${otherGift}` : `Bonus feature, rarely used: ${otherGift}`]
      : []),
    ...(otherShadow
      ? [
          voice === "normal"
            ? `One more growth edge worth knowing: ${otherShadow}`
            : `Known bug, still unpatched: ${otherShadow}`,
        ]
      : []),
    voice === "normal"
      ? `In three words: ${joinList(signText.traits.normal)}`
      : `In three words: ${joinList(signText.traits.roast)}`,
    NATAL_TIP[body][voice].find((t) => t !== tip) ?? "",
  ].filter((s) => s.length > 0);
  const body2: string[] = [...parts];
  for (const filler of fillers) {
    if (count([...body2, ...usedAspects, tip]) >= min) break;
    body2.push(filler);
  }
  const sentences = [...body2, ...usedAspects, tip];
  return { interpretation: paragraph(sentences), basis };
}
