/**
 * Personality analysis: 14 paragraphs written per placement. Every sentence names something of
 * this chart (a planet in its sign and, when the birth time is known, its house; an aspect with
 * its orb; the planets in the theme's house), so two people rarely read the same sentence, and no
 * sentence appears twice in one analysis.
 */
import { ASPECT_TEXT } from "../content/aspects.ts";
import {
  FIELD_DRIVERS,
  FIELD_ELEMENT,
  FIELD_INTRO,
  FIELD_OPENERS,
  PERSONALITY_FIELDS,
  type PersonalityField,
  type ThemedField,
} from "../content/personality.ts";
import { PLANET_TEXT } from "../content/planets.ts";
import { SIGN_TEXT } from "../content/signs.ts";
import type { Phrasings } from "../content/types.ts";
import {
  ASPECT_FAMILY,
  type Basis,
  type BasisItem,
  type NatalAspect,
  type NatalFacts,
  type Placement,
  SIGN_ELEMENT,
  signDistance,
  type Voice,
} from "../facts.ts";
import { Rng } from "../rng.ts";
import {
  ASPECT_VERB,
  fill,
  joinList,
  orbNote,
  ordinal,
  POINT_NAME,
  paragraph,
  SIGN_NAME,
  splitSentences,
  theName,
} from "../text.ts";
import { maskText } from "./memory.ts";
import {
  aspectBasis,
  dedupeBasis,
  HOUSE_AREA,
  houseLabel,
  houseOf,
  isAngle,
  Picker,
  placementBasis,
  placementOf,
  usableAspects,
} from "./shared.ts";

export { PERSONALITY_FIELDS };

export type Personality = Record<PersonalityField, string> & { basis: Basis };

export interface PersonalityFacts {
  natal: NatalFacts;
}

const HOUSE_LINE: Phrasings = {
  normal: [
    "{Planet} in your {nth} house puts this theme in {area}",
    "With {planet} in the {nth} house, this plays out in {area}",
    "Its house, the {nth}, points to {area}",
  ],
  roast: [
    "{Planet} lives in your {nth} house, so the drama happens in {area}",
    "With {planet} in the {nth} house, it mostly shows up in {area}",
    "Its address is the {nth} house: {area}",
  ],
};

const SECOND_LINE: Phrasings = {
  normal: [
    "Your {label} adds something too: {gift}",
    "Alongside it, your {label} brings its own strength: {gift}",
    "Your {label} helps here with {gift}",
  ],
  roast: [
    "Your {label} chips in too: {gift}, and also {shadow}",
    "Your {label} joins the committee with two items: {gift}, and {shadow}",
    "Meanwhile your {label} brings two things: {gift}, and {shadow}",
  ],
};

const ASPECT_LINE: Phrasings = {
  normal: [
    "{A} {verb} your {B} ({orb}): {clause}",
    "The {type} between your {aName} and {bName} ({orb}) matters here: {clause}",
  ],
  roast: ["{A} {verb} your {B} ({orb}): {clause}", "Your {aName}–{bName} {type} ({orb}) weighs in: {clause}"],
};

const HOUSE_GUEST: Phrasings = {
  normal: [
    "With {planet} in your {nth} house as well, your {domain} comes into this story",
    "{Planet} also sits in your {nth} house, bringing your {domain} into it",
  ],
  roast: [
    "And {planet} also crashes in your {nth} house, dragging your {domain} into it",
    "{Planet} is in your {nth} house too, so your {domain} gets a vote",
  ],
};

const WATCH_LINE: Phrasings = {
  normal: ["With {label}, watch for {shadow}", "The growth edge of {label}: {shadow}"],
  roast: ["Known issue with {label}: {shadow}", "The small print on {label}: {shadow}"],
};

const CORE_MOON: Phrasings = {
  normal: [
    "Your {label} adds an inner life that runs {style}",
    "Underneath, your {label} feels things {style}",
  ],
  roast: [
    "Meanwhile your {label} handles feelings {style}",
    "Your {label} processes everything {style}, usually at night",
  ],
};

const CORE_RISING: Phrasings = {
  normal: [
    "With {sign} rising, people first meet someone {traits}",
    "Your {sign} Ascendant makes a first impression that is {traits}",
  ],
  roast: [
    "With {sign} rising, first impressions say {traits}",
    "Your {sign} Ascendant walks in looking {traits}",
  ],
};

const SUN_MOON: readonly [string, keyof typeof ASPECT_TEXT | null][] = [
  ["share a sign", "conjunction"],
  ["sit in neighbouring signs", null],
  ["are a sextile apart", "sextile"],
  ["are square by sign", "square"],
  ["are a trine apart", "trine"],
  ["are quincunx by sign", "quincunx"],
  ["are opposite each other", "opposition"],
  ["are quincunx by sign", "quincunx"],
  ["are a trine apart", "trine"],
  ["are square by sign", "square"],
  ["are a sextile apart", "sextile"],
  ["sit in neighbouring signs", null],
];

const NEIGHBOURS: Phrasings = {
  normal: ["what you want and what you need rarely speak the same language, so you take turns"],
  roast: ["your head and your heart are neighbours who only talk about the bins"],
};

const LIST_OPENERS: Readonly<Record<"strengths" | "challenges" | "naturalTalents", Phrasings>> = {
  strengths: {
    normal: ["Your clearest strengths come from {list}", "Much of what you do well traces back to {list}"],
    roast: ["You do have strengths, and they live in {list}", "Credit where due, and it is due to {list}"],
  },
  challenges: {
    normal: [
      "Your growth areas are the flip side of {list}",
      "The friction in your chart runs through {list}",
    ],
    roast: ["Now the fun part: the bad habits of {list}", "Your chart has notes, mostly about {list}"],
  },
  naturalTalents: {
    normal: ["Your natural talents sit with {list}", "Some things come easily to you, thanks to {list}"],
    roast: [
      "Your hidden talents, courtesy of {list}, which you keep hiding",
      "Things you are good at without trying, thanks to {list}",
    ],
  },
};

/** Composes the 14 personality paragraphs. */
export function composePersonality(facts: PersonalityFacts, voice: Voice, seed: string): Personality {
  const { natal } = facts;
  const rng = new Rng(`${seed}|personality|${voice}`);
  const pk = new Picker(rng, voice);
  const basis: BasisItem[] = [];
  const sun = placementOf(natal, "sun");
  const moon = placementOf(natal, "moon");
  if (!sun || !moon) throw new Error("chart has no Sun or Moon");
  const aspects = usableAspects(natal);
  const usedAspects = new Set<NatalAspect>();
  const seen = new Set<string>();

  /** "Venus in Taurus in your 7th house", "Libra rising", "Midheaven in Leo". */
  const label = (p: Placement): string => {
    if (p.body === "ascendant") return `${SIGN_NAME[p.sign]} rising`;
    const h = isAngle(p.body) ? null : houseOf(natal, p);
    return `${POINT_NAME[p.body]} in ${SIGN_NAME[p.sign]}${h === null ? "" : ` in the ${ordinal(h)} house (${houseLabel(h)})`}`;
  };
  const aspectLine = (a: NatalAspect, first: Placement["body"]) => {
    const [x, y] = a.a === first ? [a.a, a.b] : [a.b, a.a];
    usedAspects.add(a);
    basis.push(aspectBasis(a));
    return fill(pk.say(ASPECT_LINE), {
      A: theName(x).replace(/^the /, "The "),
      B: POINT_NAME[y],
      aName: POINT_NAME[x],
      bName: POINT_NAME[y],
      verb: ASPECT_VERB[a.type],
      type: a.type,
      orb: orbNote(a.orbDeg),
      clause: pk.say(ASPECT_TEXT[a.type].natal),
    });
  };
  const strongestAspect = (body: Placement["body"]) =>
    aspects.find((a) => !usedAspects.has(a) && (a.a === body || a.b === body));
  /** Sentences not yet used in this analysis (compared with numbers masked). */
  const fresh = (sentences: string[]) =>
    sentences.filter((s) => {
      const key = splitSentences(s).map(maskText).join("|");
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  const out = {} as Record<PersonalityField, string>;

  // Core: the Big Three, how Sun and Moon get along, the Sun's tightest aspect.
  const sunHouse = houseOf(natal, sun);
  const core = [
    fill(pk.say(FIELD_OPENERS.corePersonality), {
      sunSign: SIGN_NAME[sun.sign],
      sunWith: sunHouse === null ? "" : `, with the Sun in your ${ordinal(sunHouse)} house`,
      sunIn: sunHouse === null ? "" : ` in your ${ordinal(sunHouse)} house`,
      sunStyle: pk.say(SIGN_TEXT[sun.sign].style),
    }),
    fill(pk.say(CORE_MOON), { label: label(moon), style: pk.say(SIGN_TEXT[moon.sign].style) }),
  ];
  const asc = placementOf(natal, "ascendant");
  if (asc) {
    core.push(
      fill(pk.say(CORE_RISING), {
        sign: SIGN_NAME[asc.sign],
        traits: joinList(SIGN_TEXT[asc.sign].traits[voice]),
      }),
    );
    basis.push(placementBasis(natal, asc));
  }
  const [relation, type] = SUN_MOON[signDistance(sun.sign, moon.sign)] ?? ["sit in neighbouring signs", null];
  core.push(
    `Your ${SIGN_NAME[sun.sign]} Sun and ${SIGN_NAME[moon.sign]} Moon ${relation}: ${pk.say(type ? ASPECT_TEXT[type].natal : NEIGHBOURS)}`,
  );
  const sunAspect = strongestAspect("sun");
  if (sunAspect) core.push(aspectLine(sunAspect, "sun"));
  basis.push(placementBasis(natal, sun), placementBasis(natal, moon));
  out.corePersonality = paragraph(fresh(core));

  // Strengths, challenges and talents: each placement with its house, and one aspect.
  const listField = (
    field: "strengths" | "challenges" | "naturalTalents",
    points: Placement[],
    quality: "gift" | "shadow",
    family: "flow" | "friction",
  ) => {
    const sentences = [
      fill(pk.say(LIST_OPENERS[field]), {
        list: joinList(
          points.map((p) =>
            p.body === "ascendant"
              ? `${SIGN_NAME[p.sign]} rising`
              : `your ${SIGN_NAME[p.sign]} ${POINT_NAME[p.body]}`,
          ),
        ),
      }),
      ...points.map((p) => `${label(p)}: ${pk.say(SIGN_TEXT[p.sign][quality])}`),
    ];
    const a = aspects.find((x) => !usedAspects.has(x) && ASPECT_FAMILY[x.type] === family);
    if (a) sentences.push(aspectLine(a, a.a));
    for (const p of points) basis.push(placementBasis(natal, p));
    out[field] = paragraph(fresh(sentences));
  };
  const trio = [sun, moon, placementOf(natal, "mars")].filter((p): p is Placement => p !== undefined);
  listField("strengths", trio, "gift", "flow");
  listField("challenges", trio, "shadow", "friction");

  // Themed fields: the driver placement (sign, house), the theme's house, a second placement, an aspect.
  for (const field of Object.keys(FIELD_DRIVERS) as ThemedField[]) {
    const fpk = pk.fork(field);
    const driver = FIELD_DRIVERS[field];
    const points = driver.points
      .map((b) => placementOf(natal, b))
      .filter((p): p is Placement => p !== undefined);
    const main = points[0] ?? sun;
    const second = points.find((p) => p !== main && p.body !== main.body);
    const sentences = [
      `${fill(fpk.say(FIELD_INTRO[field]), { point: `your ${label(main)}` })}: ${fpk.say(FIELD_ELEMENT[field][SIGN_ELEMENT[main.sign]])}`,
    ];
    const h = isAngle(main.body) ? null : houseOf(natal, main);
    if (h !== null) {
      sentences.push(
        fill(fpk.say(HOUSE_LINE), {
          Planet: theName(main.body).replace(/^the /, "The "),
          planet: theName(main.body),
          nth: ordinal(h),
          area: fpk.say(HOUSE_AREA(h)),
        }),
      );
    }
    const guest = natal.timeKnown
      ? natal.placements.find(
          (p) => !isAngle(p.body) && p !== main && p !== second && houseOf(natal, p) === driver.house,
        )
      : undefined;
    if (guest && !isAngle(guest.body)) {
      sentences.push(
        fill(fpk.say(HOUSE_GUEST), {
          Planet: theName(guest.body).replace(/^the /, "The "),
          planet: theName(guest.body),
          nth: ordinal(driver.house),
          domain: fpk.say(PLANET_TEXT[guest.body].domain),
        }),
      );
      basis.push(placementBasis(natal, guest));
    }
    if (second) {
      sentences.push(
        fill(fpk.say(SECOND_LINE), {
          label: label(second),
          gift: fpk.say(SIGN_TEXT[second.sign].gift),
          shadow: fpk.say(SIGN_TEXT[second.sign].shadow),
        }),
      );
      basis.push(placementBasis(natal, second));
    }
    const a = strongestAspect(main.body);
    if (a) sentences.push(aspectLine(a, main.body));
    sentences.push(
      fill(fpk.say(WATCH_LINE), {
        label: `your ${label(main)}`,
        shadow: fpk.say(SIGN_TEXT[main.sign].shadow),
      }),
    );
    basis.push(placementBasis(natal, main));
    out[field] = paragraph(fresh(sentences));
  }

  const talents = (["mercury", "venus", "jupiter"] as const)
    .map((b) => placementOf(natal, b))
    .filter((p): p is Placement => p !== undefined);
  listField("naturalTalents", talents, "gift", "flow");

  const ordered = {} as Record<PersonalityField, string>;
  for (const f of PERSONALITY_FIELDS) ordered[f] = out[f];
  return { ...ordered, basis: dedupeBasis(basis) };
}
