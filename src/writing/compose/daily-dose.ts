/**
 * Daily Dose of Zero: one true, blunt statement about today's sky (an exact aspect between two
 * bodies, a lunation, a station, an ingress, a running retrograde or the Moon's sign and phase),
 * with the clock time in the reader's zone, and a call to action. Each press of the button is a
 * new seed: the event and its phrasing vary, weighted towards the day's rarer events, and a dose
 * never repeats the fact or the call to action it is told to avoid (the reader's previous one).
 */
import {
  DOSE_ASPECT_FACT,
  DOSE_ASPECT_GIST,
  DOSE_CTA_DIRECTION,
  DOSE_CTA_FAMILY,
  DOSE_CTA_GENERIC,
  DOSE_CTA_LUNATION,
  DOSE_CTA_PLANET,
  DOSE_DIRECTION_GIST,
  DOSE_INGRESS_FACT,
  DOSE_INGRESS_GIST,
  DOSE_LUNATION_FACT,
  DOSE_LUNATION_GIST,
  DOSE_MOON_FACT,
  DOSE_MOON_GIST,
  DOSE_PLANET_WORDS,
  DOSE_RETROGRADE_FACT,
  DOSE_SIGN_FLAVOUR,
  DOSE_STATION_FACT,
  type Lunation,
} from "../content/daily-dose.ts";
import type { Phrasings } from "../content/types.ts";
import {
  ASPECT_FAMILY,
  type AspectType,
  type Basis,
  type BasisItem,
  type MoonPhase,
  type Planet,
  SIGNS,
  type Sign,
  type SkyEvent,
  type SkyFacts,
  type Voice,
} from "../facts.ts";
import { Rng } from "../rng.ts";
import { ASPECT_VERB, capitalize, fill, formatClock, PHASE_NAME, SIGN_NAME, theName } from "../text.ts";
import { say } from "./shared.ts";

export interface DailyDose {
  astroFact: string;
  callToAction: string;
  basis: Basis;
}

/** An aspect between two moving bodies that is exact during the day. */
export interface SkyAspectFact {
  /** The faster body. */
  a: Planet;
  b: Planet;
  aspect: AspectType;
  /** Exact instant, ISO UTC. */
  exactUtc: string;
  aSign: Sign;
  bSign: Sign;
  /** Longitude of `a` minus that of `b` at the exact instant, degrees (−180, 180]. */
  separationDeg: number;
}

/** The day's sky plus the aspects that are exact during it (the server finds them). */
export interface DailyDoseFacts extends SkyFacts {
  aspects?: SkyAspectFact[];
}

export interface DailyDoseOptions {
  /** The reader's previous dose: neither its fact nor its call to action is repeated. */
  avoid?: { astroFact: string; callToAction: string };
}

interface Candidate {
  weight: number;
  templates: Phrasings;
  vars(rng: Rng, voice: Voice): Record<string, string>;
  /** Calls to action that fit, most specific first. */
  ctas: Phrasings[];
  basis: BasisItem[];
}

const LUNATION_NAME: Readonly<Record<Lunation, string>> = {
  new: "New Moon",
  "first quarter": "first-quarter Moon",
  full: "Full Moon",
  "last quarter": "last-quarter Moon",
};

function lunationOf(aspect: SkyAspectFact): Lunation | null {
  if (aspect.a !== "moon" || aspect.b !== "sun") return null;
  if (aspect.aspect === "conjunction") return "new";
  if (aspect.aspect === "opposition") return "full";
  if (aspect.aspect === "square") return aspect.separationDeg > 0 ? "first quarter" : "last quarter";
  return null;
}

/** The sign a body came from when it entered `sign` (the next one when it moves backwards). */
function signBefore(sign: Sign, retrograde: boolean): Sign {
  return SIGNS[(SIGNS.indexOf(sign) + (retrograde ? 1 : 11)) % 12] as Sign;
}

function words(body: Planet) {
  return DOSE_PLANET_WORDS[body];
}

function aspectCandidate(x: SkyAspectFact, clock: (iso: string) => string): Candidate {
  const family = ASPECT_FAMILY[x.aspect];
  const lunation = lunationOf(x);
  const exact = { kind: "sky-aspect", a: x.a, b: x.b, aspect: x.aspect, exact: x.exactUtc } as const;
  if (lunation) {
    return {
      weight: 8,
      templates: DOSE_LUNATION_FACT,
      vars: (rng, voice) => {
        const gist = say(rng, DOSE_LUNATION_GIST[lunation], voice);
        const phase = LUNATION_NAME[lunation];
        return {
          Phase: capitalize(phase),
          phase,
          sign: SIGN_NAME[x.aSign],
          time: clock(x.exactUtc),
          gist,
          Gist: capitalize(gist),
        };
      },
      ctas: [DOSE_CTA_LUNATION[lunation], DOSE_CTA_PLANET.moon],
      basis: [{ kind: "moon", sign: x.aSign, phase: lunation, house: null }, exact],
    };
  }
  const involvesMoon = x.a === "moon" || x.b === "moon";
  return {
    weight: involvesMoon ? 1.5 : 5,
    templates: DOSE_ASPECT_FACT,
    vars: (rng, voice) => {
      const gist = fill(say(rng, DOSE_ASPECT_GIST[family], voice), {
        x: say(rng, words(x.a), voice),
        y: say(rng, words(x.b), voice),
      });
      return {
        A: capitalize(theName(x.a)),
        a: theName(x.a),
        b: theName(x.b),
        verb: ASPECT_VERB[x.aspect],
        signA: SIGN_NAME[x.aSign],
        signB: SIGN_NAME[x.bSign],
        time: clock(x.exactUtc),
        gist,
        Gist: capitalize(gist),
      };
    },
    ctas: [DOSE_CTA_PLANET[x.b], DOSE_CTA_PLANET[x.a], DOSE_CTA_FAMILY[family]],
    basis: [exact],
  };
}

function eventCandidate(event: SkyEvent, sky: SkyFacts, clock: (iso: string) => string): Candidate {
  const base = {
    A: capitalize(theName(event.body)),
    a: theName(event.body),
    sign: SIGN_NAME[event.sign],
    time: clock(event.timeUtc),
  };
  if (event.kind === "station") {
    const direction = event.direction ?? "retrograde";
    return {
      weight: 6,
      templates: DOSE_STATION_FACT,
      vars: (rng, voice) => {
        const gist = fill(say(rng, DOSE_DIRECTION_GIST[direction], voice), {
          k: say(rng, words(event.body), voice),
        });
        return { ...base, direction, gist, Gist: capitalize(gist) };
      },
      ctas: [DOSE_CTA_DIRECTION[direction], DOSE_CTA_PLANET[event.body]],
      basis: [
        {
          kind: "sky",
          body: event.body,
          sign: event.sign,
          retrograde: direction === "retrograde",
          event: "station",
          exact: event.timeUtc,
        },
      ],
    };
  }
  const moon = event.body === "moon";
  const retrograde = sky.positions.find((p) => p.body === event.body)?.retrograde ?? false;
  return {
    weight: moon ? 3 : 5,
    templates: DOSE_INGRESS_FACT,
    vars: (rng, voice) => {
      const gist = fill(say(rng, DOSE_INGRESS_GIST, voice), {
        k: say(rng, words(event.body), voice),
        flavour: say(rng, DOSE_SIGN_FLAVOUR[event.sign], voice),
      });
      return { ...base, from: SIGN_NAME[signBefore(event.sign, retrograde)], gist, Gist: capitalize(gist) };
    },
    ctas: [DOSE_CTA_PLANET[event.body]],
    basis: [
      {
        kind: "sky",
        body: event.body,
        sign: event.sign,
        retrograde,
        event: "ingress",
        exact: event.timeUtc,
      },
    ],
  };
}

/** Every statement the day supports, each with its weight, phrasings and basis. */
function candidatesOf(facts: DailyDoseFacts): Candidate[] {
  const zone = facts.timeZone ?? "UTC";
  const clock = (iso: string) => formatClock(iso, zone);
  const out: Candidate[] = [];
  for (const aspect of facts.aspects ?? []) {
    const lunation = lunationOf(aspect);
    // Sun–Moon sextiles and trines are not events anyone looks out for.
    if (aspect.a === "moon" && aspect.b === "sun" && !lunation) continue;
    out.push(aspectCandidate(aspect, clock));
  }
  for (const event of facts.events) out.push(eventCandidate(event, facts, clock));

  // The Moon's sign and phase "all day" is only true when it stays in one sign, and says nothing
  // new on the day of an exact lunation.
  const moonMoves = facts.events.some((e) => e.kind === "ingress" && e.body === "moon");
  const lunationDay = (facts.aspects ?? []).some((x) => lunationOf(x) !== null);
  if (!moonMoves && !lunationDay) {
    const stage = moonStage(facts.moonPhaseAngleDeg);
    out.push({
      weight: 2,
      templates: DOSE_MOON_FACT,
      vars: (rng, voice) => {
        const gist = say(rng, DOSE_MOON_GIST[facts.moonSign], voice);
        const phase = PHASE_NAME[stage];
        return {
          phase,
          Phase: capitalize(phase),
          sign: SIGN_NAME[facts.moonSign],
          lit: litShare(facts.moonPhaseAngleDeg),
          gist,
          Gist: capitalize(gist),
        };
      },
      ctas: [DOSE_CTA_PLANET.moon],
      basis: [{ kind: "moon", sign: facts.moonSign, phase: stage, house: null }],
    });
  }

  const stationed = new Set(facts.events.filter((e) => e.kind === "station").map((e) => e.body));
  const retrogrades = facts.positions.filter(
    (p) => p.retrograde && p.body !== "sun" && p.body !== "moon" && !stationed.has(p.body),
  );
  // The two fastest retrograde planets are news; a slow outer planet is retrograde half the year.
  for (const p of retrogrades.slice(0, 2)) {
    out.push({
      weight: 1,
      templates: DOSE_RETROGRADE_FACT,
      vars: (rng, voice) => {
        const gist = fill(say(rng, DOSE_DIRECTION_GIST.retrograde, voice), {
          k: say(rng, words(p.body), voice),
        });
        return { A: capitalize(theName(p.body)), sign: SIGN_NAME[p.sign], gist, Gist: capitalize(gist) };
      },
      ctas: [DOSE_CTA_DIRECTION.retrograde, DOSE_CTA_PLANET[p.body]],
      basis: [{ kind: "sky", body: p.body, sign: p.sign, retrograde: true }],
    });
  }
  return out;
}

/**
 * Crescent or gibbous, waxing or waning, from the Sun–Moon elongation (degrees). The named phases
 * (New, first quarter, Full, last quarter) are instants; they are only said on their day, by the
 * lunation statement.
 */
function moonStage(elongationDeg: number): MoonPhase {
  const e = ((elongationDeg % 360) + 360) % 360;
  if (e < 90) return "waxing crescent";
  if (e < 180) return "waxing gibbous";
  if (e < 270) return "waning gibbous";
  return "waning crescent";
}

/** The lit share of the Moon's disc, "97%": (1 − cos elongation) / 2 (Meeus ch. 48, simplified). */
function litShare(elongationDeg: number): string {
  return `${Math.round(((1 - Math.cos((elongationDeg * Math.PI) / 180)) / 2) * 100)}%`;
}

function weightedPick(rng: Rng, candidates: readonly Candidate[]): Candidate {
  const total = candidates.reduce((sum, c) => sum + c.weight, 0);
  let r = rng.float() * total;
  for (const c of candidates) {
    r -= c.weight;
    if (r < 0) return c;
  }
  return candidates[candidates.length - 1] as Candidate;
}

/** The first of the list, starting at a seeded position, that is not `avoid`. */
function pickAvoiding(rng: Rng, options: readonly string[], avoid: string | undefined): string {
  const start = rng.int(options.length);
  for (let i = 0; i < options.length; i++) {
    const option = options[(start + i) % options.length] as string;
    if (option !== avoid) return option;
  }
  return options[start] as string;
}

/** Composes the Daily Dose from the day's sky (and its exact aspects) for one press of the button. */
export function composeDailyDose(
  facts: DailyDoseFacts,
  voice: Voice,
  seed: string,
  options: DailyDoseOptions = {},
): DailyDose {
  const rng = new Rng(`${seed}|dose|${facts.dateLocal}|${voice}`);
  const candidate = weightedPick(rng.fork("event"), candidatesOf(facts));
  const vars = candidate.vars(rng.fork("words"), voice);
  const facts_ = candidate.templates[voice].map((t) => fill(t, vars));
  const astroFact = pickAvoiding(rng.fork("fact"), facts_, options.avoid?.astroFact);

  // Mostly the event's own advice, sometimes the general line, never the last one given.
  const pools = [...candidate.ctas, DOSE_CTA_GENERIC].map((p) => p[voice]);
  const ctaRng = rng.fork("cta");
  const preferred = ctaRng.float() < 0.85 ? pools.slice(0, -1).flat() : (pools[pools.length - 1] ?? []);
  const all = [...new Set(pools.flat())];
  const callToAction = pickAvoiding(
    ctaRng,
    preferred.some((c) => c !== options.avoid?.callToAction) ? preferred : all,
    options.avoid?.callToAction,
  );
  return { astroFact, callToAction, basis: candidate.basis };
}
