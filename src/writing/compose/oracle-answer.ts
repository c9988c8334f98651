/**
 * Ask the Oracle. Safety first: a question in crisis gets the fixed help message (never a reading,
 * never the roast voice), an out-of-scope one a short "the stars don't do that", before any topic
 * routing. Otherwise the Oracle names the question back, answers what was asked (a yes or a not
 * yet for a decision, the option it leans to, dates for a timing question), then grounds the answer
 * in the placements the topic reads and the transits active now. Health questions get a gentle,
 * non-medical answer that points to a professional, in both voices. The question is part of the
 * seed, so two questions on one day and one topic get different answers.
 */
import { HOUSE_TEXT } from "../content/houses.ts";
import { PHASE_TEXT } from "../content/moon.ts";
import {
  HEALTH_NOTE,
  HOW_LEAD,
  OPTION_LEAN,
  ORACLE_CLOSERS,
  ORACLE_OPENERS,
  ORACLE_TOPICS,
  type OracleTopic,
  PREDICTION,
  RESTATE,
  RESTATE_REQUEST,
  RESTATE_TOPIC,
  TIMING_ANSWER,
  TIMING_NONE,
  TOPIC_FOCUS,
  TOPIC_KEYWORDS,
  TOPIC_NAME,
  VERDICT,
  WHAT_ANSWER,
  WHY_LEAD,
} from "../content/oracle.ts";
import { POINT_TOUCH } from "../content/planets.ts";
import { SIGN_TEXT } from "../content/signs.ts";
import {
  ASPECT_FAMILY,
  type Basis,
  type BasisItem,
  type MoonPhase,
  type NatalFacts,
  type Sign,
  type TransitFact,
  type Voice,
} from "../facts.ts";
import { capitalize } from "../grammar.ts";
import { dayPhaseOf, type TransitPhase, transitPhaseAt } from "../phase.ts";
import { Rng } from "../rng.ts";
import { careAnswer, screenFreeText } from "../safety.ts";
import {
  daysUntil,
  fill,
  formatDateLong,
  joinList,
  localDateOf,
  ordinal,
  PHASE_NAME,
  POINT_NAME,
  paragraph,
  SIGN_NAME,
  theName,
  wordCount,
} from "../text.ts";
import { aboutPhrase, leanOption, parseQuestion } from "./oracle-question.ts";
import {
  dedupeBasis,
  houseOf,
  isSlow,
  Picker,
  placementBasis,
  placementOf,
  plainHeadline,
  rankTransits,
  say,
  timingPhrase,
  transitAdvice,
  transitBasis,
  transitMeaning,
  transitNoun,
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
  /** Transits that perfect in the coming weeks (for timing questions), if the server computed them. */
  upcoming?: TransitFact[];
  /**
   * The moment the question is answered, ISO UTC (the server's clock; ADR 032). The answer's
   * tense follows each transit's phase at this moment; without it, the words hold for the whole day.
   */
  momentUtc?: string;
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

type Mood = "go" | "wait" | "ease";

/**
 * What the key transit says about acting now: go (flowing, fusing), wait (hard, building), ease
 * (hard, fading). "Building" is the phase at the moment of the question: never after the exact minute.
 */
function moodOf(t: TransitFact | undefined, dateLocal: string, tz: string, momentUtc?: string): Mood {
  if (!t) return "ease";
  if (ASPECT_FAMILY[t.aspect] !== "friction") return "go";
  if (t.perfects === false) return "ease";
  if (momentUtc) {
    const now = transitPhaseAt(t, momentUtc, tz);
    return now.phase === "applying" || (now.phase === "exact-today" && now.beforeExact) ? "wait" : "ease";
  }
  return daysUntil(dateLocal, t.exactUtc, tz) >= 0 ? "wait" : "ease";
}

/** The phase the answer states for a transit: at the moment of the question, or for the day. */
function phaseOf(t: TransitFact, dateLocal: string, tz: string, momentUtc?: string): TransitPhase {
  return momentUtc ? transitPhaseAt(t, momentUtc, tz).phase : dayPhaseOf(t, dateLocal, tz);
}

/** The local date a transit has eased by: the end of its orb, or three days after exact. */
function easedBy(t: TransitFact | undefined, dateLocal: string, tz: string): string {
  if (!t) return formatDateLong(dateLocal);
  const end = t.orbEndUtc && !Number.isNaN(Date.parse(t.orbEndUtc)) ? t.orbEndUtc : null;
  const iso = end ?? new Date(Date.parse(t.exactUtc) + 3 * 86_400_000).toISOString();
  return formatDateLong(localDateOf(iso, tz));
}

/**
 * Composes the Oracle's answer to one question. Any question the care screen keeps from the stars
 * (crisis, no reading, unclear, out of scope) is answered by the safety module and nothing else
 * (the service screens first as well).
 */
export function composeOracleAnswer(facts: OracleFacts, voice: Voice, seed: string): OracleAnswer {
  const care = careAnswer(screenFreeText(facts.question), voice, { timeZone: facts.timeZone });
  if (care) {
    const answer = care.help ? `${care.answer}\n\n${care.help}` : care.answer;
    return { topic: "general", answer, basis: [] };
  }

  const topic = detectOracleTopic(facts.question);
  const parsed = parseQuestion(facts.question);
  const { natal } = facts;
  const tz = facts.timeZone ?? "UTC";
  const rng = new Rng(`${seed}|oracle|${facts.question.trim().toLowerCase()}|${voice}`);
  const pk = new Picker(rng, voice);
  const focus = TOPIC_FOCUS[topic];
  const basis: BasisItem[] = [];
  const sentences: string[] = [];

  // Name the question back.
  const asked = parsed.restated && (parsed.kind !== "other" || facts.question.includes("?"));
  sentences.push(
    parsed.restated && parsed.request
      ? fill(say(rng, RESTATE_REQUEST, voice), { request: parsed.restated.replace(/\?$/, "") })
      : parsed.restated && asked
        ? fill(say(rng, RESTATE, voice), { question: parsed.restated })
        : fill(say(rng, RESTATE_TOPIC, voice), { topicName: TOPIC_NAME[topic] }),
  );
  sentences.push(say(rng, ORACLE_OPENERS[topic], voice));

  if (topic === "health") {
    // Health gets gentle words in both voices: the sky's phrases come from the normal voice.
    sentences.push(say(rng, HEALTH_NOTE, voice));
    if (facts.moon) {
      sentences.push(
        voice === "normal"
          ? `What the sky can offer is pacing: the ${PHASE_NAME[facts.moon.phase]} in ${SIGN_NAME[facts.moon.sign]} suits ${say(rng, PHASE_TEXT[facts.moon.phase], "normal")}`
          : `All the sky can add is pacing: the ${PHASE_NAME[facts.moon.phase]} in ${SIGN_NAME[facts.moon.sign]} brings ${say(rng, PHASE_TEXT[facts.moon.phase], "normal")}`,
      );
      basis.push({ kind: "moon", sign: facts.moon.sign, phase: facts.moon.phase, house: null });
    }
    const moon = placementOf(natal, "moon");
    if (moon) {
      sentences.push(
        voice === "normal"
          ? `Your Moon in ${SIGN_NAME[moon.sign]} steadies best with ${say(rng, SIGN_TEXT[moon.sign].moonDay, "normal")}`
          : `Your Moon in ${SIGN_NAME[moon.sign]} recharges with ${say(rng, SIGN_TEXT[moon.sign].moonDay, "normal")}, so plan some of that`,
      );
      basis.push(placementBasis(natal, moon));
    }
    sentences.push(say(rng, ORACLE_CLOSERS.health, voice));
    // Within 80 words: the opener goes first when the note and the pacing need the room, then
    // the natal Moon's line, then the sky's pacing (the note to see a professional always stays).
    if (wordCount(paragraph(sentences)) > ORACLE_MAX_WORDS) sentences.splice(1, 1);
    for (const line of [...sentences.slice(2, -1)].reverse()) {
      if (wordCount(paragraph(sentences)) <= ORACLE_MAX_WORDS) break;
      sentences.splice(sentences.indexOf(line), 1);
    }
    return { topic, answer: paragraph(sentences), basis: dedupeBasis(basis) };
  }

  // The verdict comes first (issue 28): the opener waits until after the answer and the sky.
  const opener = sentences.pop() as string;

  // The key transit: one the topic's points are part of, a lasting one before the Moon's.
  // A transit already over at the moment of the question is not "right now".
  const cited = usableTransits(facts.transits, natal);
  const live = facts.momentUtc
    ? cited.filter((t) => transitPhaseAt(t, facts.momentUtc as string, tz).phase !== "over")
    : cited;
  const transits = rankTransits(live);
  const touches = (t: TransitFact) => focus.points.includes(t.natal) || focus.points.includes(t.transiting);
  const notMoon = transits.filter((t) => t.transiting !== "moon");
  const key = notMoon.find(touches) ?? notMoon[0] ?? transits[0];
  const mood = moodOf(key, facts.dateLocal, tz, facts.momentUtc);
  const why = key ? transitNoun(key, natal) : "the sky";
  const vars = { why, Why: capitalize(why), until: easedBy(key, facts.dateLocal, tz) };
  if (key) basis.push(transitBasis(key, phaseOf(key, facts.dateLocal, tz, facts.momentUtc)));

  // The direct answer to what was asked.
  if (parsed.kind === "when" || topic === "timing") {
    const today = facts.dateLocal;
    const future = [...(facts.upcoming ?? []), ...transits].filter(
      (t) =>
        t.transiting !== "moon" &&
        t.perfects !== false &&
        ASPECT_FAMILY[t.aspect] !== "friction" &&
        daysUntil(today, t.exactUtc, tz) >= 1 &&
        daysUntil(today, t.exactUtc, tz) <= 90,
    );
    // With a hard transit still building, the dates worth naming come after it has eased.
    const easedMs =
      key && mood === "wait"
        ? Date.parse(key.orbEndUtc ?? "") || Date.parse(key.exactUtc) + 3 * 86_400_000
        : 0;
    const afterWait = future.filter((t) => Date.parse(t.exactUtc) > easedMs);
    const usable = afterWait.length > 0 ? afterWait : future;
    const ordered = [...usable.filter(touches), ...usable.filter((t) => !touches(t))];
    const picked: TransitFact[] = [];
    for (const t of ordered) {
      if (picked.length >= 2) break;
      const day = localDateOf(t.exactUtc, tz);
      if (!picked.some((p) => localDateOf(p.exactUtc, tz) === day)) picked.push(t);
    }
    picked.sort((a, b) => a.exactUtc.localeCompare(b.exactUtc));
    if (picked.length > 0) {
      const dates = joinList(
        picked.map((t) => `${formatDateLong(localDateOf(t.exactUtc, tz))}, when ${plainHeadline(t, natal)}`),
      );
      const windows = picked.length === 1 ? "That is your window" : "Those are your windows";
      sentences.push(fill(say(rng, TIMING_ANSWER, voice), { dates, windows }));
      for (const t of picked) basis.push(transitBasis(t, phaseOf(t, facts.dateLocal, tz, facts.momentUtc)));
    } else {
      sentences.push(say(rng, TIMING_NONE, voice));
    }
    if (key && mood === "wait" && afterWait.length > 0)
      sentences.push(fill(say(rng, VERDICT.wait, voice), vars));
  } else if (parsed.options) {
    const lean = leanOption(parsed.options, mood !== "wait");
    sentences.push(
      fill(say(rng, OPTION_LEAN[mood], voice), { ...vars, option: lean.option, other: lean.other }),
    );
  } else if (parsed.kind === "should") {
    sentences.push(fill(say(rng, VERDICT[mood], voice), vars));
  } else if (parsed.kind === "yesno") {
    sentences.push(fill(say(rng, PREDICTION[mood], voice), vars));
  } else if (parsed.kind === "how") {
    sentences.push(say(rng, HOW_LEAD, voice));
  } else if (parsed.kind === "why") {
    sentences.push(say(rng, WHY_LEAD, voice));
  } else if (parsed.kind === "what" && key) {
    sentences.push(
      fill(say(rng, WHAT_ANSWER, voice), { ...vars, area: say(rng, POINT_TOUCH[key.natal], voice) }),
    );
  } else if (topic === "decision") {
    sentences.push(fill(say(rng, VERDICT[mood], voice), vars));
  }

  const answered = sentences.length;

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
      const first = natal.placements.find(
        (p) => p.body !== "ascendant" && p.body !== "midheaven" && houseOf(natal, p) === h,
      );
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

  const context = sentences.splice(answered);
  // The verdict first (issue 28): it opens the answer, led by what was asked about ("On whether
  // to move to Porto, my answer: yes …"), in place of the question named back.
  if (answered > 1) {
    const subject = aboutPhrase(facts.question) ?? TOPIC_NAME[topic];
    const verdict = sentences[1] as string;
    const lowered = /^[A-Z][a-z]/.test(verdict)
      ? verdict.charAt(0).toLowerCase() + verdict.slice(1)
      : verdict;
    sentences.splice(0, 2, `On ${subject}, ${lowered}`);
  }

  // The key transit in plain words, and what to do with it.
  const sky: string[] = [];
  if (key) {
    const timing = timingPhrase(key, facts.dateLocal, tz, voice, rng.int(3), facts.momentUtc);
    sky.push(
      `${voice === "normal" ? "Right now" : "Currently"} ${plainHeadline(key, natal)}, ${timing}: ${transitMeaning(key, voice, rng)}`,
    );
    if (!isSlow(key) || parsed.kind !== "when") sky.push(transitAdvice(key, voice, rng));
  }
  // The verdict (with what was asked about) first, then the sky and a step, then the background
  // (the topic's placements, the opener, the closer), all within 80 words (issue 28). What goes
  // first when the answer runs long: the opener, the placements from the last, the closer, the
  // step, the key transit's own sentence, the first placement, the further answers.
  const closer = say(rng, ORACLE_CLOSERS[topic], voice);
  const [first, ...further] = sentences;
  const order = [...(first ? [first] : []), ...further, ...sky, ...context, opener, closer];
  const kept = new Set(order);
  const compose = () => paragraph(order.filter((x) => kept.has(x)));
  // The topic's first placement is what the answer reads the chart by: it outlasts the key
  // transit's own sentence, since the verdict names that transit already.
  const [reading, ...moreContext] = context;
  const drops = [
    opener,
    ...moreContext.reverse(),
    closer,
    ...[...sky].reverse(),
    reading,
    ...further.reverse(),
  ];
  for (const drop of drops) {
    if (drop === undefined) continue;
    if (wordCount(compose()) <= ORACLE_MAX_WORDS) break;
    kept.delete(drop);
  }
  return { topic, answer: compose(), basis: dedupeBasis(basis) };
}

/** The Oracle answers on a phone screen: verdict first, at most this many words where it can. */
export const ORACLE_MAX_WORDS = 80;
