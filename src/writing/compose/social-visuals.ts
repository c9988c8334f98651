/**
 * The texts of the admins' social visuals: a quote per sign from today's sky, a one-liner for a
 * pair of signs, what the sky said on a past date, one topic in both voices, and a snapshot of a
 * Sun, Moon and rising sign. Every quote rests on computed positions (the caller passes the day's
 * sky), and its basis travels with it like every other text of ours.
 */
import { DOSE_PLANET_WORDS, DOSE_SIGN_FLAVOUR } from "../content/daily-dose.ts";
import { SIGN_TEXT } from "../content/signs.ts";
import {
  COMPARISON,
  PAIR_LABEL,
  PAIR_LINE,
  SIGN_QUOTE,
  SIGN_QUOTE_MOON_ONLY,
  type SignDistance,
  type SignEvent,
  type SignRelation,
  SNAPSHOT_MOON,
  SNAPSHOT_RISING,
  SNAPSHOT_SUMMARY,
  SNAPSHOT_SUN,
  THROWBACK_LINE,
  THROWBACK_MERCURY_RX,
} from "../content/visuals.ts";
import { type BasisItem, type Planet, SIGNS, type Sign, type SkyFacts, type Voice } from "../facts.ts";
import { Rng } from "../rng.ts";
import { capitalize, fill, joinList, PHASE_NAME, POINT_NAME, SIGN_NAME, theName } from "../text.ts";
import { say } from "./shared.ts";

export interface SignQuote {
  sign: Sign;
  /** The sign in a few words ("impatient and loud"). */
  flavour: string;
  quote: string;
  /** The fact the quote rests on, plainly ("Mars in Aries, retrograde"). */
  skyLine: string;
  basis: BasisItem[];
}

const RELATION_BY_DISTANCE: Readonly<Record<number, SignRelation>> = {
  0: "in",
  6: "opposite",
  3: "square",
  9: "square",
  4: "trine",
  8: "trine",
  2: "sextile",
  10: "sextile",
};

/** How much a body counts for a sign's day: the fast, personal ones most. */
const BODY_WEIGHT: Readonly<Record<Planet, number>> = {
  moon: 3,
  mars: 2.6,
  sun: 2.4,
  venus: 2.3,
  mercury: 2.2,
  saturn: 2,
  jupiter: 1.7,
  uranus: 1,
  neptune: 0.9,
  pluto: 0.9,
};
const RELATION_WEIGHT: Readonly<Record<SignRelation, number>> = {
  in: 3,
  opposite: 2.2,
  square: 2,
  trine: 1.7,
  sextile: 1.3,
};

const signIndex = (sign: Sign) => SIGNS.indexOf(sign);

interface Factor {
  body: Planet;
  other: Sign;
  retrograde: boolean;
  kind: SignRelation | SignEvent;
  direction?: "retrograde" | "direct";
  exact?: string;
  score: number;
}

/** Every body of the day's sky that stands in a named relation to the sign, best first. */
function factorsFor(sky: SkyFacts, sign: Sign, rng: Rng): Factor[] {
  const factors: Factor[] = [];
  for (const position of sky.positions) {
    const distance = (signIndex(position.sign) - signIndex(sign) + 12) % 12;
    const relation = RELATION_BY_DISTANCE[distance];
    if (!relation) continue;
    const event = sky.events.find((e) => e.body === position.body && e.sign === sign);
    let kind: Factor["kind"] = relation;
    let boost = 1;
    if (relation === "in" && event?.kind === "ingress") [kind, boost] = ["ingress", 2.5];
    else if (relation === "in" && event?.kind === "station") [kind, boost] = ["station", 2.5];
    else if (relation === "in" && position.retrograde && position.body !== "sun" && position.body !== "moon")
      [kind, boost] = ["retrograde", 1.3];
    // A little seeded jitter, so among near-equal factors the day picks, not the table order.
    const score = BODY_WEIGHT[position.body] * RELATION_WEIGHT[relation] * boost * (1 + 0.15 * rng.float());
    factors.push({
      body: position.body,
      other: position.sign,
      retrograde: position.retrograde,
      kind,
      ...(event?.kind === "station" && event.direction ? { direction: event.direction } : {}),
      ...(event ? { exact: event.timeUtc } : {}),
      score,
    });
  }
  return factors.sort((a, b) => b.score - a.score);
}

function skyLineOf(factor: Factor): string {
  const base = `${POINT_NAME[factor.body]} in ${SIGN_NAME[factor.other]}`;
  if (factor.kind === "ingress") return `${POINT_NAME[factor.body]} enters ${SIGN_NAME[factor.other]} today`;
  if (factor.kind === "station")
    return `${POINT_NAME[factor.body]} turns ${factor.direction} in ${SIGN_NAME[factor.other]}`;
  return factor.retrograde ? `${base}, retrograde` : base;
}

/**
 * A quote for one sign from the day's sky: the body that matters most to that sign today (in it,
 * opposite, square, trine or sextile by whole sign; an ingress or a station in it counts most),
 * said in the voice. The Moon's phase carries it when nothing stands in relation.
 */
export function composeSignQuote(sky: SkyFacts, sign: Sign, voice: Voice, seed: string): SignQuote {
  const rng = new Rng(`sign-quote|${sky.dateLocal}|${sign}|${voice}|${seed}`);
  const flavour = say(rng.fork("flavour"), DOSE_SIGN_FLAVOUR[sign], voice);
  const [top, second] = factorsFor(sky, sign, rng.fork("rank"));
  if (!top) {
    const phase = PHASE_NAME[sky.moonPhase];
    return {
      sign,
      flavour,
      quote: fill(say(rng, SIGN_QUOTE_MOON_ONLY, voice), {
        sign: SIGN_NAME[sign],
        phase,
        other: SIGN_NAME[sky.moonSign],
      }),
      skyLine: `${capitalize(phase)} in ${SIGN_NAME[sky.moonSign]}`,
      basis: [{ kind: "moon", sign: sky.moonSign, phase: sky.moonPhase, house: null }],
    };
  }
  const words = say(rng.fork("words"), DOSE_PLANET_WORDS[top.body], voice);
  const quote = fill(say(rng.fork("quote"), SIGN_QUOTE[top.kind], voice), {
    Planet: capitalize(theName(top.body)),
    planet: theName(top.body),
    x: words,
    X: capitalize(words),
    sign: SIGN_NAME[sign],
    other: SIGN_NAME[top.other],
    direction: top.direction ?? "direct",
  });
  const factors = second ? [top, second] : [top];
  return {
    sign,
    flavour,
    quote,
    skyLine: factors.map(skyLineOf).join(" · "),
    basis: factors.map((f) => ({
      kind: "sky" as const,
      body: f.body,
      sign: f.other,
      retrograde: f.retrograde,
      ...(f.kind === "ingress" || f.kind === "station" ? { event: f.kind } : {}),
      ...(f.exact ? { exact: f.exact } : {}),
    })),
  };
}

export interface SignPairLine {
  distance: SignDistance;
  label: string;
  line: string;
}

const DISTANCES: readonly SignDistance[] = [
  "same",
  "neighbours",
  "sextile",
  "square",
  "trine",
  "inconjunct",
  "opposite",
];

/** How far apart two signs are around the zodiac, as a relation (0 to 6 signs). */
export function signDistance(a: Sign, b: Sign): SignDistance {
  const steps = Math.abs(signIndex(a) - signIndex(b));
  return DISTANCES[Math.min(steps, 12 - steps)] as SignDistance;
}

/** A one-liner on two signs together, from how far apart they sit and what each is like. */
export function composeSignPairLine(a: Sign, b: Sign, voice: Voice, seed: string): SignPairLine {
  const rng = new Rng(`sign-pair|${a}|${b}|${voice}|${seed}`);
  const distance = signDistance(a, b);
  const line = fill(say(rng, PAIR_LINE[distance], voice), {
    a: SIGN_NAME[a],
    b: SIGN_NAME[b],
    aFlavour: say(rng.fork("a"), DOSE_SIGN_FLAVOUR[a], voice),
    bFlavour: say(rng.fork("b"), DOSE_SIGN_FLAVOUR[b], voice),
  });
  return { distance, label: PAIR_LABEL[distance], line };
}

export interface SkyThrowback {
  /** Three short facts about that day's sky, each led by its body. */
  facts: { body: Planet | "retrograde"; text: string }[];
  line: string;
  basis: BasisItem[];
}

/** What the sky said on a past day: the Sun, the Moon and what was retrograde, and a one-liner. */
export function composeSkyThrowback(sky: SkyFacts, voice: Voice, seed: string): SkyThrowback {
  const rng = new Rng(`sky-throwback|${sky.dateLocal}|${voice}|${seed}`);
  const sun = sky.positions.find((p) => p.body === "sun");
  if (!sun) throw new Error("the sky has no Sun");
  const retrograde = sky.positions.filter((p) => p.retrograde && p.body !== "sun" && p.body !== "moon");
  const facts: SkyThrowback["facts"] = [
    { body: "sun", text: `Sun in ${SIGN_NAME[sun.sign]}` },
    { body: "moon", text: `${capitalize(PHASE_NAME[sky.moonPhase])} in ${SIGN_NAME[sky.moonSign]}` },
    {
      body: "retrograde",
      text:
        retrograde.length === 0
          ? "No planet retrograde"
          : `${joinList(retrograde.map((p) => POINT_NAME[p.body]))} retrograde`,
    },
  ];
  let line = fill(say(rng, THROWBACK_LINE, voice), {
    sun: SIGN_NAME[sun.sign],
    moon: SIGN_NAME[sky.moonSign],
    sunFlavour: say(rng.fork("sun"), DOSE_SIGN_FLAVOUR[sun.sign], voice),
    moonFlavour: say(rng.fork("moon"), DOSE_SIGN_FLAVOUR[sky.moonSign], voice),
  });
  if (retrograde.some((p) => p.body === "mercury"))
    line += ` ${say(rng.fork("rx"), THROWBACK_MERCURY_RX, voice)}`;
  return {
    facts,
    line,
    basis: [
      { kind: "sky", body: "sun", sign: sun.sign, retrograde: false },
      { kind: "moon", sign: sky.moonSign, phase: sky.moonPhase, house: null },
      ...retrograde.map((p) => ({ kind: "sky" as const, body: p.body, sign: p.sign, retrograde: true })),
    ],
  };
}

export interface VoiceComparison {
  normal: string;
  roast: string;
  basis: BasisItem[];
}

/** One topic in both voices, each grounded in today's Moon. */
export function composeVoiceComparison(topic: string, sky: SkyFacts, seed: string): VoiceComparison {
  const rng = new Rng(`voice-comparison|${sky.dateLocal}|${topic}|${seed}`);
  const clean = topic.trim().replace(/[.?!]+$/, "");
  const vars = (voice: Voice) => ({
    topic: clean.charAt(0).toLowerCase() + clean.slice(1),
    Topic: capitalize(clean),
    moonSign: SIGN_NAME[sky.moonSign],
    moonDay: say(rng.fork(`day-${voice}`), SIGN_TEXT[sky.moonSign].moonDay, voice),
    phase: PHASE_NAME[sky.moonPhase],
  });
  return {
    normal: fill(say(rng.fork("normal"), COMPARISON, "normal"), vars("normal")),
    roast: fill(say(rng.fork("roast"), COMPARISON, "roast"), vars("roast")),
    basis: [{ kind: "moon", sign: sky.moonSign, phase: sky.moonPhase, house: null }],
  };
}

export interface BigThreeSnapshot {
  sun: string;
  moon: string;
  rising: string;
  summary: string;
}

/** Three short lines for a Sun, Moon and rising sign, and a one-line summary. */
export function composeBigThreeSnapshot(
  signs: { sun: Sign; moon: Sign; rising: Sign },
  voice: Voice,
  seed: string,
): BigThreeSnapshot {
  const rng = new Rng(`snapshot|${signs.sun}|${signs.moon}|${signs.rising}|${voice}|${seed}`);
  const traits = rng.fork("traits").sample(SIGN_TEXT[signs.sun].traits[voice], 3);
  return {
    sun: fill(say(rng.fork("sun"), SNAPSHOT_SUN, voice), { traits: joinList(traits) }),
    moon: fill(say(rng.fork("moon"), SNAPSHOT_MOON, voice), {
      style: say(rng.fork("style"), SIGN_TEXT[signs.moon].style, voice),
    }),
    rising: fill(say(rng.fork("rising"), SNAPSHOT_RISING, voice), {
      flavour: say(rng.fork("flavour"), DOSE_SIGN_FLAVOUR[signs.rising], voice),
    }),
    summary: fill(say(rng.fork("summary"), SNAPSHOT_SUMMARY, voice), {
      gift: say(rng.fork("gift"), SIGN_TEXT[signs.sun].gift, voice),
      shadow: say(rng.fork("shadow"), SIGN_TEXT[signs.sun].shadow, voice),
    }),
  };
}
