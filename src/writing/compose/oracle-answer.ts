/**
 * Ask the Oracle: detects the question's topic from English keywords and answers from the
 * placements that topic reads and the transits active now. Health questions get a gentle,
 * non-medical answer that points to a professional, in both voices.
 */
import { HOUSE_TEXT } from "../content/houses.ts";
import { PHASE_TEXT } from "../content/moon.ts";
import {
  HEALTH_NOTE,
  ORACLE_CLOSERS,
  ORACLE_OPENERS,
  ORACLE_TOPICS,
  type OracleTopic,
  TOPIC_FOCUS,
  TOPIC_KEYWORDS,
} from "../content/oracle.ts";
import { SIGN_TEXT } from "../content/signs.ts";
import type { Basis, BasisItem, MoonPhase, NatalFacts, Sign, TransitFact, Voice } from "../facts.ts";
import { Rng } from "../rng.ts";
import { ordinal, PHASE_NAME, POINT_NAME, paragraph, SIGN_NAME, theName } from "../text.ts";
import {
  dedupeBasis,
  exactPhrase,
  houseOf,
  Picker,
  placementBasis,
  placementOf,
  rankTransits,
  say,
  transitAdvice,
  transitBasis,
  transitHeadline,
  transitMeaning,
  usableTransits,
} from "./shared.ts";

export type { OracleTopic };
export { ORACLE_TOPICS };

export interface OracleFacts {
  question: string;
  natal: NatalFacts;
  /** Transits active on the day of the question. */
  transits: TransitFact[];
  /** Local date of the question, "YYYY-MM-DD". */
  dateLocal: string;
  timeZone?: string;
  /** The day's Moon, if known (used for health and timing answers). */
  moon?: { sign: Sign; phase: MoonPhase } | null;
}

export interface OracleAnswer {
  topic: OracleTopic;
  answer: string;
  basis: Basis;
}

const PRIORITY: readonly Exclude<OracleTopic, "general">[] = [
  "health",
  "love",
  "money",
  "work",
  "family",
  "timing",
  "decision",
];

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

const KEYWORD_PATTERNS = Object.fromEntries(
  PRIORITY.map((t) => [
    t,
    TOPIC_KEYWORDS[t].map((k) => new RegExp(`(?:^|[^a-z])${escapeRegExp(k)}(?:s|es|ed|ing)?(?![a-z])`, "i")),
  ]),
) as Record<Exclude<OracleTopic, "general">, RegExp[]>;

/**
 * Topic of an English question: health wins whenever it matches (safety first); otherwise the
 * subject topic with most keyword hits (love, money, work, family), then timing, then decision,
 * else general.
 */
export function detectOracleTopic(question: string): OracleTopic {
  // "work out" is not about work ("will things work out with him?").
  const q = question
    .toLowerCase()
    .replace(/[’']/g, "'")
    .replace(/\bwork(?:s|ed|ing)? out\b/g, "turn out");
  const hits = (t: Exclude<OracleTopic, "general">) => KEYWORD_PATTERNS[t].filter((p) => p.test(q)).length;
  if (hits("health") > 0) return "health";
  let best: OracleTopic = "general";
  let bestHits = 0;
  for (const t of ["love", "money", "work", "family"] as const) {
    const h = hits(t);
    if (h > bestHits) {
      best = t;
      bestHits = h;
    }
  }
  if (bestHits > 0) return best;
  if (hits("timing") > 0) return "timing";
  if (hits("decision") > 0) return "decision";
  return "general";
}

/**
 * Composes the Oracle's answer to one question. The question text is only read for its topic,
 * never echoed back.
 */
export function composeOracleAnswer(facts: OracleFacts, voice: Voice, seed: string): OracleAnswer {
  const topic = detectOracleTopic(facts.question);
  const { natal } = facts;
  const tz = facts.timeZone ?? "UTC";
  const rng = new Rng(`${seed}|oracle|${topic}|${voice}`);
  const pk = new Picker(rng, voice);
  const focus = TOPIC_FOCUS[topic];
  const basis: BasisItem[] = [];
  const sentences: string[] = [say(rng, ORACLE_OPENERS[topic], voice)];

  if (topic === "health") {
    sentences.push(say(rng, HEALTH_NOTE, voice));
    if (facts.moon) {
      sentences.push(
        voice === "normal"
          ? `What the sky can offer is pacing: the ${PHASE_NAME[facts.moon.phase]} in ${SIGN_NAME[facts.moon.sign]} suits ${say(rng, PHASE_TEXT[facts.moon.phase], voice)}`
          : `The only prescription the sky writes: the ${PHASE_NAME[facts.moon.phase]} in ${SIGN_NAME[facts.moon.sign]} means ${say(rng, PHASE_TEXT[facts.moon.phase], voice)}`,
      );
      basis.push({ kind: "moon", sign: facts.moon.sign, phase: facts.moon.phase, house: null });
    }
    const moon = placementOf(natal, "moon");
    if (moon) {
      sentences.push(
        voice === "normal"
          ? `Your Moon in ${SIGN_NAME[moon.sign]} steadies best with ${say(rng, SIGN_TEXT[moon.sign].moonDay, voice)}`
          : `Your Moon in ${SIGN_NAME[moon.sign]} recharges with ${say(rng, SIGN_TEXT[moon.sign].moonDay, voice)}, so plan some of that`,
      );
      basis.push(placementBasis(natal, moon));
    }
    sentences.push(say(rng, ORACLE_CLOSERS.health, voice));
    return { topic, answer: paragraph(sentences), basis: dedupeBasis(basis) };
  }

  // The topic's placements.
  let used = 0;
  for (const point of focus.points) {
    const p = placementOf(natal, point);
    if (!p || used >= 2) continue;
    const h = houseOf(natal, p);
    const where = h === null ? "" : ` in your ${ordinal(h)} house`;
    const st = SIGN_TEXT[p.sign];
    sentences.push(
      voice === "normal"
        ? `Your ${POINT_NAME[point]} in ${SIGN_NAME[p.sign]}${where} works ${pk.say(st.style)}; lean on ${pk.say(st.gift)} and watch for ${pk.say(st.shadow)}`
        : `Your ${POINT_NAME[point]} in ${SIGN_NAME[p.sign]}${where} operates ${pk.say(st.style)}. Strength: ${pk.say(st.gift)}. Weakness: ${pk.say(st.shadow)}`,
    );
    basis.push(placementBasis(natal, p));
    used++;
  }
  // Planets in the topic's houses.
  if (natal.timeKnown) {
    for (const h of focus.houses) {
      const inHouse = natal.placements.filter(
        (p) => p.body !== "ascendant" && p.body !== "midheaven" && houseOf(natal, p) === h,
      );
      const first = inHouse[0];
      if (!first) continue;
      const label = HOUSE_TEXT[h - 1]?.label ?? "";
      sentences.push(
        voice === "normal"
          ? `With ${theName(first.body)} in your ${ordinal(h)} house (${label}), this area gets a lot of your energy`
          : `You have ${theName(first.body)} in your ${ordinal(h)} house (${label}), so this topic was never going to be low-key`,
      );
      basis.push(placementBasis(natal, first));
      break;
    }
  }

  // Current transits: the topic's planets first, then the strongest.
  const transits = rankTransits(usableTransits(facts.transits, natal));
  const relevant = transits.filter(
    (t) => focus.points.includes(t.natal) || focus.points.includes(t.transiting),
  );
  const pickedTransits =
    topic === "timing" ? transits.slice(0, 2) : [relevant[0] ?? transits[0]].filter((t) => t);
  for (const t of pickedTransits as TransitFact[]) {
    sentences.push(
      `${voice === "normal" ? "Right now" : "Currently"} ${transitHeadline(t, natal)}, ${exactPhrase(t, facts.dateLocal, tz)} — ${transitMeaning(t, voice, rng)}`,
    );
    if (topic !== "timing") sentences.push(transitAdvice(t, voice, rng));
    basis.push(transitBasis(t));
  }
  sentences.push(say(rng, ORACLE_CLOSERS[topic], voice));
  return { topic, answer: paragraph(sentences), basis: dedupeBasis(basis) };
}
