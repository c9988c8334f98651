/**
 * Compatibility report (romantic, sexual, friendship, work): the engine's scores, described
 * through the synastry aspects that matter for each block and the two charts' elements.
 */
import {
  BAND_TEXT,
  BLOCK_POINTS,
  type Block,
  bandOf,
  ELEMENT_INTERESTS,
  ELEMENT_ROLE,
  ELEMENT_SUPPORT,
  EXAMPLES,
  MODALITY_ROLE,
  SYNASTRY_CLAUSE,
} from "../content/compatibility.ts";
import {
  ASPECT_FAMILY,
  type Basis,
  type BasisItem,
  type Element,
  SIGN_ELEMENT,
  SIGN_MODALITY,
  type SynastryAspect,
  type SynastryFacts,
  type Voice,
} from "../facts.ts";
import { item } from "../grammar.ts";
import { Rng } from "../rng.ts";
import { ASPECT_VERB, capitalize, fill, orbNote, POINT_NAME, paragraph, SIGN_NAME } from "../text.ts";
import { dedupeBasis, isAngle, Picker, say } from "./shared.ts";

/** What each Sun element needs from a partner, for the examples. */
const ELEMENT_NEED: Readonly<Record<Element, string>> = {
  fire: "excitement",
  earth: "stability",
  air: "conversation",
  water: "closeness",
};

interface CompatibilityBlockBase {
  score: number;
  description: string;
  examples: string[];
}

export interface Compatibility {
  romantic: CompatibilityBlockBase & { strengths: string[]; challenges: string[] };
  sexual: CompatibilityBlockBase & { chemistry: string[]; dynamics: string[] };
  friendship: CompatibilityBlockBase & { commonInterests: string[]; supportStyle: string[] };
  work: CompatibilityBlockBase & { collaboration: string[]; roles: string[] };
  basis: Basis;
}

function clampScore(n: number): number {
  return Number.isFinite(n) ? Math.max(0, Math.min(100, Math.round(n))) : 0;
}

/** Name safe to print: trimmed, without braces or markup, at most 40 characters. */
function cleanName(name: string): string {
  const cleaned = name
    .replace(/[{}<>$`]/g, "")
    .trim()
    .slice(0, 40);
  return cleaned.length > 0 ? cleaned : "your match";
}

function keyAspects(facts: SynastryFacts, block: Block): SynastryAspect[] {
  const points = BLOCK_POINTS[block];
  const rank = (p: SynastryAspect["a"]) => {
    const i = points.indexOf(p);
    return i < 0 ? 99 : i;
  };
  const rising = facts.userBigThree.rising !== null && facts.partnerBigThree.rising !== null;
  return facts.aspects
    .filter((a) => Number.isFinite(a.orbDeg) && (rising || (!isAngle(a.a) && !isAngle(a.b))))
    .filter((a) => points.includes(a.a) || points.includes(a.b))
    .sort((x, y) => Math.min(rank(x.a), rank(x.b)) - Math.min(rank(y.a), rank(y.b)) || x.orbDeg - y.orbDeg)
    .slice(0, 2);
}

function aspectLine(a: SynastryAspect, pk: Picker): string {
  return `Your ${POINT_NAME[a.a]} ${ASPECT_VERB[a.type]} their ${POINT_NAME[a.b]} (${orbNote(a.orbDeg)}): ${pk.say(SYNASTRY_CLAUSE[ASPECT_FAMILY[a.type]])}`;
}

function aspectItem(a: SynastryAspect, pk: Picker): string {
  return `${POINT_NAME[a.a]} ${a.type} ${POINT_NAME[a.b]}: ${pk.say(SYNASTRY_CLAUSE[ASPECT_FAMILY[a.type]])}`;
}

/**
 * Composes the four compatibility blocks. Scores come from the facts (0–100, clamped); texts
 * cite the tightest synastry aspects between the points that matter for each block.
 */
export function composeCompatibility(facts: SynastryFacts, voice: Voice, seed: string): Compatibility {
  const rng = new Rng(`${seed}|compat|${voice}`);
  // One picker for the whole report, so an aspect clause is not used twice.
  const pk = new Picker(rng.fork("clauses"), voice);
  const name = cleanName(facts.partnerName);
  const basis: BasisItem[] = [];
  const u = facts.userBigThree;
  const p = facts.partnerBigThree;

  const exampleVars = {
    name,
    userSun: SIGN_NAME[u.sun],
    partnerSun: SIGN_NAME[p.sun],
    userMoon: SIGN_NAME[u.moon],
    partnerMoon: SIGN_NAME[p.moon],
    userNeed: ELEMENT_NEED[SIGN_ELEMENT[u.sun]],
  };
  const block = (b: Block) => {
    const score = clampScore(facts.scores[b]);
    const band = bandOf(score);
    const brng = rng.fork(b);
    const key = keyAspects(facts, b);
    for (const a of key) {
      basis.push({
        kind: "synastry",
        a: a.a,
        b: a.b,
        aspect: a.type,
        orbDeg: Math.round(a.orbDeg * 100) / 100,
      });
    }
    const description = paragraph([
      fill(say(brng, BAND_TEXT[b][band], voice), { name }),
      ...key.map((a) => aspectLine(a, pk)),
    ]);
    const tone = band === "high" || band === "good" ? "good" : "tricky";
    // Two examples that name this couple (the partner, their signs) and one general one.
    const pool = EXAMPLES[b][tone][voice];
    const personal = brng.sample(
      pool.filter((e) => e.includes("{")),
      2,
    );
    const general = brng.sample(
      pool.filter((e) => !e.includes("{")),
      3 - personal.length,
    );
    const examples = brng.shuffle([...personal, ...general]).map((e) => item(fill(e, exampleVars)));
    return { score, description, examples, key, brng };
  };

  // Romantic.
  const rom = block("romantic");
  const romAll = facts.aspects.filter(
    (a) => BLOCK_POINTS.romantic.includes(a.a) || BLOCK_POINTS.romantic.includes(a.b),
  );
  const strengths = romAll
    .filter((a) => ASPECT_FAMILY[a.type] !== "friction")
    .slice(0, 3)
    .map((a) => aspectItem(a, pk));
  const challenges = romAll
    .filter((a) => ASPECT_FAMILY[a.type] === "friction")
    .slice(0, 3)
    .map((a) => aspectItem(a, pk));
  const sunPair = `${SIGN_NAME[u.sun]} Sun and ${SIGN_NAME[p.sun]} Sun`;
  const sameElement = SIGN_ELEMENT[u.sun] === SIGN_ELEMENT[p.sun];
  if (strengths.length === 0 || sameElement) {
    strengths.push(
      voice === "normal"
        ? `${sunPair}: ${sameElement ? "the same element, so your basic rhythm matches" : "different rhythms that can complement each other"}`
        : `${sunPair}: ${sameElement ? "same element, same bad habits, great teamwork" : "different speeds, so someone will always be waiting"}`,
    );
  }
  if (challenges.length === 0) {
    challenges.push(
      voice === "normal"
        ? `Your ${SIGN_NAME[u.moon]} Moon and their ${SIGN_NAME[p.moon]} Moon need comfort in different ways; ask rather than guess`
        : `Your ${SIGN_NAME[u.moon]} Moon and their ${SIGN_NAME[p.moon]} Moon sulk in different styles; learn each other's`,
    );
  }

  // Sexual.
  const sex = block("sexual");
  const chemistry = sex.key.map((a) => aspectItem(a, pk));
  chemistry.push(
    voice === "normal"
      ? `${capitalize(SIGN_ELEMENT[u.sun])} meets ${SIGN_ELEMENT[p.sun]}: ${SIGN_ELEMENT[u.sun] === SIGN_ELEMENT[p.sun] ? "you recognise each other's rhythm" : "the difference itself is part of the pull"}`
      : `${capitalize(SIGN_ELEMENT[u.sun])} meets ${SIGN_ELEMENT[p.sun]}: ${SIGN_ELEMENT[u.sun] === SIGN_ELEMENT[p.sun] ? "same wavelength, dangerous for your sleep schedule" : "opposites attract, then argue about the duvet"}`,
  );
  const leader =
    SIGN_MODALITY[u.sun] === "cardinal" ? "you" : SIGN_MODALITY[p.sun] === "cardinal" ? name : null;
  const dynamics = [
    leader === null
      ? voice === "normal"
        ? "Neither of you automatically takes the lead, so take turns on purpose"
        : "Nobody takes the lead, so you will both wait politely forever unless someone blinks"
      : voice === "normal"
        ? `${leader === "you" ? "You tend" : `${leader} tends`} to set the pace; say so when you want to swap`
        : `${leader === "you" ? "You usually make" : `${leader} usually makes`} the first move, which the other quietly counts on`,
    voice === "normal"
      ? `Your ${SIGN_NAME[u.moon]} Moon needs ${SIGN_ELEMENT[u.moon] === "water" || SIGN_ELEMENT[u.moon] === "earth" ? "closeness and trust" : "play and novelty"} to open up`
      : `Your ${SIGN_NAME[u.moon]} Moon wants ${SIGN_ELEMENT[u.moon] === "water" || SIGN_ELEMENT[u.moon] === "earth" ? "trust first, so no mind games" : "novelty, so the same routine twice counts as a scandal"}`,
  ];

  // Friendship.
  const fr = block("friendship");
  const commonInterests = [
    ...new Set([
      say(fr.brng, ELEMENT_INTERESTS[SIGN_ELEMENT[u.sun]], voice),
      say(fr.brng, ELEMENT_INTERESTS[SIGN_ELEMENT[p.sun]], voice),
      say(fr.brng, ELEMENT_INTERESTS[SIGN_ELEMENT[p.moon]], voice),
    ]),
  ];
  const supportMine = say(fr.brng, ELEMENT_SUPPORT[SIGN_ELEMENT[u.moon]], voice);
  const supportStyle = [
    `You tend to ${supportMine} (${SIGN_NAME[u.moon]} Moon)`,
    `${name} tends to ${fr.brng.pick(ELEMENT_SUPPORT[SIGN_ELEMENT[p.moon]][voice].filter((s) => !supportMine.includes(s)))} (${SIGN_NAME[p.moon]} Moon)`,
  ];

  // Work.
  const wk = block("work");
  const collaboration = wk.key.map((a) => aspectItem(a, pk));
  collaboration.push(
    SIGN_MODALITY[u.sun] === SIGN_MODALITY[p.sun]
      ? voice === "normal"
        ? "You share a working tempo, so agree early on who decides what"
        : "Same working style, so you will both want the same job; flip a coin"
      : voice === "normal"
        ? "Different working tempos: one starts, one sustains or adapts, which covers more ground"
        : "Different tempos, so one of you will always be 'just checking in'",
  );
  const roles = [
    `You: ${say(wk.brng, MODALITY_ROLE[SIGN_MODALITY[u.sun]], voice)}, strong on ${say(wk.brng, ELEMENT_ROLE[SIGN_ELEMENT[u.sun]], voice)}`,
    `${name}: ${say(wk.brng, MODALITY_ROLE[SIGN_MODALITY[p.sun]], voice)}, strong on ${say(wk.brng, ELEMENT_ROLE[SIGN_ELEMENT[p.sun]], voice)}`,
  ];

  return {
    romantic: {
      score: rom.score,
      description: rom.description,
      examples: rom.examples,
      strengths,
      challenges,
    },
    sexual: { score: sex.score, description: sex.description, examples: sex.examples, chemistry, dynamics },
    friendship: {
      score: fr.score,
      description: fr.description,
      examples: fr.examples,
      commonInterests,
      supportStyle,
    },
    work: { score: wk.score, description: wk.description, examples: wk.examples, collaboration, roles },
    basis: dedupeBasis(basis),
  };
}
