/**
 * Personality analysis: 14 paragraphs, each grounded in the placements that field reads (sign,
 * element, house when the birth time is known) and the chart's aspects.
 */
import { ASPECT_TEXT } from "../content/aspects.ts";
import { NATAL_TIP } from "../content/natal.ts";
import {
  FIELD_DRIVERS,
  FIELD_ELEMENT,
  FIELD_INTRO,
  FIELD_OPENERS,
  PERSONALITY_FIELDS,
  type PersonalityField,
  type ThemedField,
} from "../content/personality.ts";
import { SIGN_TEXT } from "../content/signs.ts";
import {
  ASPECT_FAMILY,
  type Basis,
  type BasisItem,
  type NatalFacts,
  SIGN_ELEMENT,
  type Voice,
} from "../facts.ts";
import { Rng } from "../rng.ts";
import { fill, ordinal, POINT_NAME, paragraph, SIGN_NAME } from "../text.ts";
import {
  aspectBasis,
  dedupeBasis,
  HOUSE_AREA,
  houseOf,
  Picker,
  placementBasis,
  placementOf,
  usableAspects,
} from "./shared.ts";

export type { PersonalityField };
export { PERSONALITY_FIELDS };

export type Personality = Record<PersonalityField, string> & { basis: Basis };

export interface PersonalityFacts {
  natal: NatalFacts;
}

/** Composes the 14 personality paragraphs. */
export function composePersonality(facts: PersonalityFacts, voice: Voice, seed: string): Personality {
  const { natal } = facts;
  const rng = new Rng(`${seed}|personality|${voice}`);
  const pk = new Picker(rng, voice);
  const basis: BasisItem[] = [];
  const sun = placementOf(natal, "sun");
  const moon = placementOf(natal, "moon");
  const mars = placementOf(natal, "mars");
  if (!sun || !moon) throw new Error("chart has no Sun or Moon");
  basis.push(placementBasis(natal, sun), placementBasis(natal, moon));
  const out = {} as Record<PersonalityField, string>;

  // Core.
  const asc = placementOf(natal, "ascendant");
  const core = [
    fill(pk.say(FIELD_OPENERS.corePersonality), {
      sunSign: SIGN_NAME[sun.sign],
      sunStyle: pk.say(SIGN_TEXT[sun.sign].style),
    }),
    voice === "normal"
      ? `Your Moon in ${SIGN_NAME[moon.sign]} adds an inner life that runs ${pk.say(SIGN_TEXT[moon.sign].style)}`
      : `Meanwhile your Moon in ${SIGN_NAME[moon.sign]} handles feelings ${pk.say(SIGN_TEXT[moon.sign].style)}`,
  ];
  if (asc) {
    core.push(
      voice === "normal"
        ? `With ${SIGN_NAME[asc.sign]} rising, people first see someone ${SIGN_TEXT[asc.sign].traits.normal.join(", ")}`
        : `And with ${SIGN_NAME[asc.sign]} rising, first impressions say ${SIGN_TEXT[asc.sign].traits.roast.join(", ")}`,
    );
    basis.push(placementBasis(natal, asc));
  }
  core.push(pk.say(NATAL_TIP.sun));
  out.corePersonality = paragraph(core);

  // Strengths and challenges.
  const trio = [sun, moon, mars].filter((p) => p !== undefined);
  const aspects = usableAspects(natal);
  const soft = aspects.find((a) => ASPECT_FAMILY[a.type] === "flow");
  const hard = aspects.find((a) => ASPECT_FAMILY[a.type] === "friction");
  out.strengths = paragraph([
    pk.say(FIELD_OPENERS.strengths),
    ...trio.map((p) => `${POINT_NAME[p.body]} in ${SIGN_NAME[p.sign]}: ${pk.say(SIGN_TEXT[p.sign].gift)}`),
    ...(soft
      ? [`${POINT_NAME[soft.a]} ${soft.type} ${POINT_NAME[soft.b]}: ${pk.say(ASPECT_TEXT[soft.type].natal)}`]
      : []),
  ]);
  out.challenges = paragraph([
    pk.say(FIELD_OPENERS.challenges),
    ...trio.map((p) => `${POINT_NAME[p.body]} in ${SIGN_NAME[p.sign]}: ${pk.say(SIGN_TEXT[p.sign].shadow)}`),
    ...(hard
      ? [`${POINT_NAME[hard.a]} ${hard.type} ${POINT_NAME[hard.b]}: ${pk.say(ASPECT_TEXT[hard.type].natal)}`]
      : []),
  ]);
  if (soft) basis.push(aspectBasis(soft));
  if (hard) basis.push(aspectBasis(hard));

  // Themed fields.
  for (const field of Object.keys(FIELD_DRIVERS) as ThemedField[]) {
    const fpk = pk.fork(field);
    const driver = FIELD_DRIVERS[field];
    const points = driver.points.map((b) => placementOf(natal, b)).filter((p) => p !== undefined);
    const main = points[0] ?? sun;
    const second = points[1];
    const sentences = [
      fill(fpk.say(FIELD_INTRO[field]), {
        point: `your ${POINT_NAME[main.body]} in ${SIGN_NAME[main.sign]}`,
      }),
      fpk.say(FIELD_ELEMENT[field][SIGN_ELEMENT[main.sign]]),
    ];
    const h = houseOf(natal, main);
    if (h !== null && main.body !== "ascendant" && main.body !== "midheaven") {
      sentences.push(
        voice === "normal"
          ? `Placed in your ${ordinal(h)} house, it works mostly through ${fpk.say(HOUSE_AREA(h))}`
          : `It lives in your ${ordinal(h)} house, so it mostly shows up in ${fpk.say(HOUSE_AREA(h))}`,
      );
    }
    if (second && second.sign !== main.sign) {
      sentences.push(
        voice === "normal"
          ? `Your ${POINT_NAME[second.body]} in ${SIGN_NAME[second.sign]} adds ${fpk.say(SIGN_TEXT[second.sign].gift)}`
          : `Your ${POINT_NAME[second.body]} in ${SIGN_NAME[second.sign]} chips in with ${fpk.say(SIGN_TEXT[second.sign].gift)}, and also ${fpk.say(SIGN_TEXT[second.sign].shadow)}`,
      );
      basis.push(placementBasis(natal, second));
    }
    basis.push(placementBasis(natal, main));
    sentences.push(
      voice === "normal"
        ? `Watch for ${fpk.say(SIGN_TEXT[main.sign].shadow)}`
        : `Known issue: ${fpk.say(SIGN_TEXT[main.sign].shadow)}`,
    );
    out[field] = paragraph(sentences);
  }

  // Talents.
  const talentPoints = (["mercury", "venus", "jupiter"] as const)
    .map((b) => placementOf(natal, b))
    .filter((p) => p !== undefined);
  out.naturalTalents = paragraph([
    pk.say(FIELD_OPENERS.naturalTalents),
    ...talentPoints.map(
      (p) => `${POINT_NAME[p.body]} in ${SIGN_NAME[p.sign]}: ${pk.say(SIGN_TEXT[p.sign].gift)}`,
    ),
  ]);
  for (const p of talentPoints) basis.push(placementBasis(natal, p));

  const ordered = {} as Record<PersonalityField, string>;
  for (const f of PERSONALITY_FIELDS) ordered[f] = out[f];
  return { ...ordered, basis: dedupeBasis(basis) };
}
