/**
 * The full birth-chart interpretation (text, strengths, growth areas, life themes) and the three
 * short blurbs of the Chart Interpretation card (Big Three, Elements, Aspects).
 */
import { ASPECT_TEXT } from "../content/aspects.ts";
import { ELEMENT_TEXT, MODALITY_TEXT } from "../content/elements.ts";
import { HOUSE_TEXT } from "../content/houses.ts";
import { NATAL_TIP } from "../content/natal.ts";
import { SIGN_TEXT } from "../content/signs.ts";
import type { Phrasings } from "../content/types.ts";
import {
  ASPECT_FAMILY,
  type Basis,
  type BasisItem,
  type Element,
  type Modality,
  type NatalAspect,
  type NatalFacts,
  type NatalPoint,
  PLANETS,
  type Placement,
  SIGN_ELEMENT,
  SIGN_MODALITY,
  type Voice,
} from "../facts.ts";
import { Rng } from "../rng.ts";
import {
  ASPECT_VERB,
  capitalize,
  fill,
  orbNote,
  ordinal,
  POINT_NAME,
  paragraph,
  SIGN_NAME,
  theName,
} from "../text.ts";
import {
  aspectBasis,
  dedupeBasis,
  houseArea,
  houseOf,
  placementBasis,
  placementOf,
  say,
  usableAspects,
} from "./shared.ts";

export interface ChartFacts {
  natal: NatalFacts;
}

export interface ChartInterpretation {
  interpretation: string;
  strengths: string[];
  challenges: string[];
  lifeThemes: string[];
  basis: Basis;
}

export interface ChartBlurbs {
  bigThree: string;
  elements: string;
  aspects: string;
  basis: Basis;
}

interface Balance {
  element: Record<Element, number>;
  modality: Record<Modality, number>;
  dominantElement: Element;
  dominantModality: Modality;
  missing: Element[];
}

/** Element and modality balance of the ten planets (Sun and Moon count double). */
function chartBalance(natal: NatalFacts): Balance {
  const element: Record<Element, number> = { fire: 0, earth: 0, air: 0, water: 0 };
  const modality: Record<Modality, number> = { cardinal: 0, fixed: 0, mutable: 0 };
  const raw: Record<Element, number> = { fire: 0, earth: 0, air: 0, water: 0 };
  for (const body of PLANETS) {
    const p = placementOf(natal, body);
    if (!p) continue;
    const weight = body === "sun" || body === "moon" ? 2 : 1;
    element[SIGN_ELEMENT[p.sign]] += weight;
    modality[SIGN_MODALITY[p.sign]] += weight;
    raw[SIGN_ELEMENT[p.sign]] += 1;
  }
  const asc = placementOf(natal, "ascendant");
  if (asc) {
    element[SIGN_ELEMENT[asc.sign]] += 1;
    modality[SIGN_MODALITY[asc.sign]] += 1;
  }
  const top = <K extends string>(r: Record<K, number>): K =>
    (Object.entries(r) as [K, number][]).sort((a, b) => b[1] - a[1])[0]?.[0] as K;
  return {
    element,
    modality,
    dominantElement: top(element),
    dominantModality: top(modality),
    missing: (Object.keys(raw) as Element[]).filter((e) => raw[e] === 0),
  };
}

function planetCount(natal: NatalFacts, e: Element): number {
  return PLANETS.filter((b) => {
    const p = placementOf(natal, b);
    return p !== undefined && SIGN_ELEMENT[p.sign] === e;
  }).length;
}

/** The busiest house (at least two planets), when the birth time is known. */
function busiestHouse(natal: NatalFacts): { house: number; count: number } | null {
  if (!natal.timeKnown) return null;
  const counts = new Map<number, number>();
  for (const body of PLANETS) {
    const h = houseOf(natal, placementOf(natal, body));
    if (h !== null) counts.set(h, (counts.get(h) ?? 0) + 1);
  }
  const best = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0];
  return best && best[1] >= 2 ? { house: best[0], count: best[1] } : null;
}

function aspectSentence(a: NatalAspect, voice: Voice, rng: Rng): string {
  const clause = say(rng, ASPECT_TEXT[a.type].natal, voice);
  return `${capitalize(theName(a.a))} ${ASPECT_VERB[a.type]} your ${POINT_NAME[a.b]} (${orbNote(a.orbDeg)}): ${clause}`;
}

const BIG_THREE: Phrasings = {
  normal: [
    "Sun in {sun}, Moon in {moon}{rising}. At the core you work {sunStyle}; emotionally you work {moonStyle}{risingStyle}",
    "With the Sun in {sun}, the Moon in {moon}{risingAnd}, you are built to act {sunStyle}, and you feel things {moonStyle}{risingStyle}",
  ],
  roast: [
    "Sun in {sun}, Moon in {moon}{rising}: quite the combination. Your ego operates {sunStyle}; your feelings operate {moonStyle}{risingStyle}",
    "You have a {sun} Sun and a {moon} Moon{rising}, which explains a lot. You pursue things {sunStyle}, and you process feelings {moonStyle}{risingStyle}",
  ],
};

const ELEMENT_LINE: Phrasings = {
  normal: [
    "Your chart leans {element} ({n} of 10 planets), so {lean}",
    "{Element} is your strongest element ({n} of 10 planets): {lean}",
  ],
  roast: [
    "Your chart is mostly {element} ({n} of 10 planets), which is why {lean}",
    "Heavy on {element} ({n} of 10 planets): {lean}",
  ],
};

const MISSING_LINE: Phrasings = {
  normal: ["With no planets in {element}, {lack}", "There is no {element} among your planets: {lack}"],
  roast: ["Zero planets in {element}, so {lack}", "Your {element} section is empty, which means {lack}"],
};

const MODALITY_LINE: Phrasings = {
  normal: [
    "Most of your planets are in {modality} signs: {text}",
    "The {modality} signs dominate, so {text}",
  ],
  roast: ["Mostly {modality} signs, so {text}", "You are heavily {modality}, which means {text}"],
};

const HOUSE_LINE: Phrasings = {
  normal: [
    "With {n} planets in your {nth} house, a main stage of your life is {area}",
    "{n} planets sit in your {nth} house, putting {area} at the centre",
  ],
  roast: [
    "{n} planets crammed into your {nth} house: {area}, which get far more of your attention than you admit",
    "Your {nth} house hosts {n} planets, so {area}: basically your whole personality",
  ],
};

function bigThreeVars(natal: NatalFacts, sun: Placement, moon: Placement, voice: Voice, rng: Rng) {
  const asc = placementOf(natal, "ascendant");
  return {
    sun: SIGN_NAME[sun.sign],
    moon: SIGN_NAME[moon.sign],
    rising: asc ? `, ${SIGN_NAME[asc.sign]} rising` : "",
    risingAnd: asc ? ` and ${SIGN_NAME[asc.sign]} rising` : "",
    sunStyle: say(rng, SIGN_TEXT[sun.sign].style, voice),
    moonStyle: say(rng, SIGN_TEXT[moon.sign].style, voice),
    risingStyle: asc
      ? voice === "normal"
        ? `; people first meet someone who comes across ${say(rng, SIGN_TEXT[asc.sign].style, voice)}`
        : `; and your first impression arrives ${say(rng, SIGN_TEXT[asc.sign].style, voice)}`
      : "",
  };
}

function required(natal: NatalFacts, body: NatalPoint): Placement {
  const p = placementOf(natal, body);
  if (!p) throw new Error(`chart has no ${body}`);
  return p;
}

/** The Big Three both chart texts open with, and the basis they start from. */
function bigThreeOf(natal: NatalFacts) {
  const sun = required(natal, "sun");
  const moon = required(natal, "moon");
  const asc = placementOf(natal, "ascendant");
  const basis: BasisItem[] = [placementBasis(natal, sun), placementBasis(natal, moon)];
  if (asc) basis.push(placementBasis(natal, asc));
  return { sun, moon, asc, basis };
}

/**
 * Composes the full chart interpretation: Big Three, element and modality balance, the tightest
 * aspects, the busiest house (birth time known), and lists of strengths, growth areas and themes.
 */
export function composeChartInterpretation(
  facts: ChartFacts,
  voice: Voice,
  seed: string,
): ChartInterpretation {
  const { natal } = facts;
  const rng = new Rng(`${seed}|chart|${voice}`);
  const { sun, moon, asc, basis } = bigThreeOf(natal);

  const paragraphs: string[] = [];
  paragraphs.push(paragraph([fill(say(rng, BIG_THREE, voice), bigThreeVars(natal, sun, moon, voice, rng))]));

  const bal = chartBalance(natal);
  const el = ELEMENT_TEXT[bal.dominantElement];
  const balanceSentences = [
    fill(say(rng, ELEMENT_LINE, voice), {
      element: el.label,
      Element: capitalize(el.label),
      n: String(planetCount(natal, bal.dominantElement)),
      lean: say(rng, el.lean, voice),
    }),
    fill(say(rng, MODALITY_LINE, voice), {
      modality: bal.dominantModality,
      text: say(rng, MODALITY_TEXT[bal.dominantModality], voice),
    }),
  ];
  const missing = bal.missing[0];
  if (missing) {
    balanceSentences.push(
      fill(say(rng, MISSING_LINE, voice), {
        element: missing,
        lack: say(rng, ELEMENT_TEXT[missing].lack, voice),
      }),
    );
  }
  paragraphs.push(paragraph(balanceSentences));

  const aspects = usableAspects(natal).slice(0, 3);
  if (aspects.length > 0) {
    paragraphs.push(paragraph(aspects.map((a) => aspectSentence(a, voice, rng))));
    for (const a of aspects) basis.push(aspectBasis(a));
  }

  const busy = busiestHouse(natal);
  if (busy) {
    paragraphs.push(
      paragraph([
        fill(say(rng, HOUSE_LINE, voice), {
          n: String(busy.count),
          nth: ordinal(busy.house),
          area: houseArea(rng, busy.house, voice),
        }),
        say(rng, NATAL_TIP.sun, voice),
      ]),
    );
  } else {
    paragraphs.push(paragraph([say(rng, NATAL_TIP.sun, voice)]));
  }

  // Lists.
  const strengths: string[] = [];
  const challenges: string[] = [];
  for (const p of [sun, moon, asc, placementOf(natal, "mars"), placementOf(natal, "venus")]) {
    if (!p) continue;
    const label =
      p.body === "ascendant"
        ? `${SIGN_NAME[p.sign]} rising`
        : `${POINT_NAME[p.body]} in ${SIGN_NAME[p.sign]}`;
    if (strengths.length < 4)
      strengths.push(`${capitalize(say(rng, SIGN_TEXT[p.sign].gift, voice))} (${label})`);
    if (challenges.length < 3)
      challenges.push(`${capitalize(say(rng, SIGN_TEXT[p.sign].shadow, voice))} (${label})`);
  }
  const allAspects = usableAspects(natal);
  const soft = allAspects.find((a) => ASPECT_FAMILY[a.type] === "flow");
  if (soft) {
    strengths.push(
      // The pair leads, so an item never starts "They …" with no subject.
      `${POINT_NAME[soft.a]} ${soft.type} ${POINT_NAME[soft.b]}: ${say(rng, ASPECT_TEXT[soft.type].natal, voice)}`,
    );
    basis.push(aspectBasis(soft));
  }
  const hard = allAspects.find((a) => ASPECT_FAMILY[a.type] === "friction");
  if (hard) {
    challenges.push(
      `${POINT_NAME[hard.a]} ${hard.type} ${POINT_NAME[hard.b]}: ${say(rng, ASPECT_TEXT[hard.type].natal, voice)}`,
    );
    basis.push(aspectBasis(hard));
  }

  const lifeThemes: string[] = [];
  lifeThemes.push(`${capitalize(say(rng, el.lean, voice))} (${el.label}-heavy chart)`);
  if (busy) {
    lifeThemes.push(
      `${capitalize(HOUSE_TEXT[busy.house - 1]?.label ?? "")} (${busy.count} planets in the ${ordinal(busy.house)} house)`,
    );
  }
  const saturn = placementOf(natal, "saturn");
  if (saturn) {
    const h = houseOf(natal, saturn);
    const where = h === null ? `Saturn in ${SIGN_NAME[saturn.sign]}` : `Saturn in the ${ordinal(h)} house`;
    lifeThemes.push(
      voice === "normal"
        ? `Saturn's long lesson: ${say(rng, SIGN_TEXT[saturn.sign].gift, voice)} (${where})`
        : `Learning, eventually: ${say(rng, SIGN_TEXT[saturn.sign].gift, voice)} (${where})`,
    );
    basis.push(placementBasis(natal, saturn));
  }
  const mc = placementOf(natal, "midheaven");
  if (mc) {
    lifeThemes.push(
      voice === "normal"
        ? `A career built ${say(rng, SIGN_TEXT[mc.sign].style, voice)} (Midheaven in ${SIGN_NAME[mc.sign]})`
        : `A career run ${say(rng, SIGN_TEXT[mc.sign].style, voice)} (Midheaven in ${SIGN_NAME[mc.sign]})`,
    );
    basis.push(placementBasis(natal, mc));
  }

  return {
    interpretation: paragraphs.join("\n\n"),
    strengths,
    challenges,
    lifeThemes,
    basis: dedupeBasis(basis),
  };
}

const BLURB_BIG_THREE: Phrasings = {
  normal: [
    "{sun} Sun, {moon} Moon{rising}: {sunGift}, with {moonGift} underneath",
    "Sun in {sun}, Moon in {moon}{rising}. Your core brings {sunGift}; your inner life brings {moonGift}",
  ],
  roast: [
    "{sun} Sun, {moon} Moon{rising}: {sunGift}, plus {moonShadow}",
    "Sun in {sun}, Moon in {moon}{rising}. Strength: {sunGift}. Habit to watch: {moonShadow}",
  ],
};

/** Composes the three short texts of the Chart Interpretation card. */
export function composeChartBlurbs(facts: ChartFacts, voice: Voice, seed: string): ChartBlurbs {
  const { natal } = facts;
  const rng = new Rng(`${seed}|blurbs|${voice}`);
  const { sun, moon, asc, basis } = bigThreeOf(natal);

  const bigThree = paragraph([
    fill(say(rng, BLURB_BIG_THREE, voice), {
      sun: SIGN_NAME[sun.sign],
      moon: SIGN_NAME[moon.sign],
      rising: asc ? `, ${SIGN_NAME[asc.sign]} rising` : "",
      sunGift: say(rng, SIGN_TEXT[sun.sign].gift, voice),
      moonGift: say(rng, SIGN_TEXT[moon.sign].gift, voice),
      moonShadow: say(rng, SIGN_TEXT[moon.sign].shadow, voice),
    }),
  ]);

  const bal = chartBalance(natal);
  const el = ELEMENT_TEXT[bal.dominantElement];
  const counts = (["fire", "earth", "air", "water"] as Element[])
    .map((e) => `${e} ${planetCount(natal, e)}`)
    .join(", ");
  const elements = paragraph([
    fill(say(rng, ELEMENT_LINE, voice), {
      element: el.label,
      Element: capitalize(el.label),
      n: String(planetCount(natal, bal.dominantElement)),
      lean: say(rng, el.lean, voice),
    }),
    `Planets by element: ${counts}`,
  ]);

  const all = usableAspects(natal);
  const tight = all[0];
  let aspects: string;
  if (tight) {
    const hard = all.filter((a) => ASPECT_FAMILY[a.type] === "friction").length;
    const easy = all.filter((a) => ASPECT_FAMILY[a.type] === "flow").length;
    const conjunctions = all.length - easy - hard;
    const conjunctionsText = `${conjunctions} ${conjunctions === 1 ? "conjunction" : "conjunctions"}`;
    const total = `${all.length} major ${all.length === 1 ? "aspect" : "aspects"}`;
    aspects = paragraph([
      voice === "normal"
        ? `${total}: ${easy} flowing, ${hard} challenging, ${conjunctionsText}`
        : `${total} (${easy} easy, ${hard} tense, ${conjunctionsText}), so plenty going on`,
      `The tightest: ${aspectSentence(tight, voice, rng)}`,
    ]);
    basis.push(aspectBasis(tight));
  } else {
    aspects =
      voice === "normal"
        ? "Your planets form few close aspects, so each one tends to work on its own terms."
        : "Your planets barely talk to each other, like flatmates with separate shelves in the fridge.";
  }
  return { bigThree, elements, aspects, basis: dedupeBasis(basis) };
}
