/**
 * Building blocks shared by the composers: looking up placements, ranking and describing transits,
 * building basis entries. Pure functions of their arguments.
 */
import { ASPECT_TEXT } from "../content/aspects.ts";
import { HOUSE_TEXT } from "../content/houses.ts";
import { PLANET_TEXT, POINT_TOUCH } from "../content/planets.ts";
import type { Phrasings } from "../content/types.ts";
import {
  ASPECT_FAMILY,
  type AspectFamily,
  type BasisItem,
  type NatalAspect,
  type NatalFacts,
  type NatalPoint,
  type Placement,
  type Planet,
  type SkyEvent,
  type TransitFact,
  type Voice,
} from "../facts.ts";
import { partOfDay, type TransitPhase, transitPhaseAt } from "../phase.ts";
import type { Rng } from "../rng.ts";
import {
  ASPECT_VERB,
  daysUntil,
  fill,
  formatDateShort,
  localDateOf,
  monthOf,
  POINT_NAME,
  SIGN_NAME,
  theName,
  weekdayOf,
} from "../text.ts";

/** One phrasing of an item in a voice. */
export function say(rng: Rng, phrasings: Phrasings, voice: Voice): string {
  return rng.pick(phrasings[voice]);
}

export function isAngle(point: NatalPoint): point is "ascendant" | "midheaven" {
  return point === "ascendant" || point === "midheaven";
}

/** The placement of a body or angle, if the chart has it. */
export function placementOf(natal: NatalFacts, body: NatalPoint): Placement | undefined {
  if (isAngle(body) && !natal.timeKnown) return undefined;
  return natal.placements.find((p) => p.body === body);
}

/** House number usable in text: null when the birth time is unknown. */
export function houseOf(natal: NatalFacts, p: Placement | undefined): number | null {
  if (!natal.timeKnown || !p || p.house === null) return null;
  return p.house >= 1 && p.house <= 12 ? p.house : null;
}

/** House area phrase ("money, possessions and what you value"). */
export function houseArea(rng: Rng, house: number, voice: Voice): string {
  const h = HOUSE_TEXT[house - 1];
  if (!h) throw new Error(`no house ${house}`);
  return say(rng, h.area, voice);
}

/** The area phrasings of a house (1–12). */
export function HOUSE_AREA(house: number): Phrasings {
  const h = HOUSE_TEXT[house - 1];
  if (!h) throw new Error(`no house ${house}`);
  return h.area;
}

export function houseLabel(house: number): string {
  return HOUSE_TEXT[house - 1]?.label ?? "";
}

export function familyOf(t: { aspect: TransitFact["aspect"] }): AspectFamily {
  return ASPECT_FAMILY[t.aspect];
}

const IMPACT_RANK = { high: 0, medium: 1, low: 2 } as const;

/** Transits the text may use: no angles for an unknown birth time, valid numbers only. */
export function usableTransits(transits: readonly TransitFact[], natal: NatalFacts | null): TransitFact[] {
  return transits.filter(
    (t) =>
      Number.isFinite(t.orbDeg) &&
      !Number.isNaN(new Date(t.exactUtc).getTime()) &&
      (natal === null || natal.timeKnown || !isAngle(t.natal)),
  );
}

/** Strongest first: impact, then tighter orb, then slower planet. */
export function rankTransits(transits: readonly TransitFact[]): TransitFact[] {
  return [...transits].sort(
    (a, b) =>
      IMPACT_RANK[a.impact] - IMPACT_RANK[b.impact] ||
      a.orbDeg - b.orbDeg ||
      a.transiting.localeCompare(b.transiting) ||
      a.natal.localeCompare(b.natal),
  );
}

/**
 * Picks up to `k` transits for a text: mostly the strongest, with seeded variety among the top
 * ones, at most one per transiting planet where possible (so a text is not three Moon transits).
 */
export function chooseTransits(transits: readonly TransitFact[], k: number, rng: Rng): TransitFact[] {
  const ranked = rankTransits(transits);
  const pool = ranked.slice(0, Math.max(k + 2, 5));
  const ordered = [pool[0], ...rng.shuffle(pool.slice(1))].filter((t): t is TransitFact => t !== undefined);
  const out: TransitFact[] = [];
  const seen = new Set<Planet>();
  for (const t of [...ordered, ...ranked]) {
    if (out.length >= k) break;
    if (out.includes(t) || seen.has(t.transiting)) continue;
    out.push(t);
    seen.add(t.transiting);
  }
  for (const t of ranked) {
    if (out.length >= k) break;
    if (!out.includes(t)) out.push(t);
  }
  return rankTransits(out);
}

export function transitKey(t: TransitFact): string {
  return `${t.transiting}-${t.aspect}-${t.natal}`;
}

/** "Mars (retrograde) squares your natal Venus in Leo". */
export function transitHeadline(t: TransitFact, natal: NatalFacts | null): string {
  const mover = t.retrograde ? `${theName(t.transiting)} (retrograde)` : theName(t.transiting);
  const p = natal ? placementOf(natal, t.natal) : undefined;
  const target = p ? `${POINT_NAME[t.natal]} in ${SIGN_NAME[p.sign]}` : POINT_NAME[t.natal];
  return `${mover} ${ASPECT_VERB[t.aspect]} your natal ${target}`;
}

const MEANING_LINKS: Phrasings = {
  normal: [
    "expect {gist} around {touch}",
    "it adds {gist}, mostly around {touch}",
    "the theme is {gist}, aimed at {touch}",
  ],
  roast: [
    "in plain terms, {gist}, aimed at {touch}",
    "expect {gist}, and it is coming for {touch}",
    "which means {gist}, right in {touch}",
  ],
};

/** Clause: what the transit brings and where it lands. */
export function transitMeaning(t: TransitFact, voice: Voice, rng: Rng): string {
  const gist = say(rng, PLANET_TEXT[t.transiting].gist[familyOf(t)], voice);
  const touch = say(rng, POINT_TOUCH[t.natal], voice);
  return fill(say(rng, MEANING_LINKS, voice), { gist, touch });
}

/** Imperative clause: what to do with the transit. */
export function transitAdvice(t: TransitFact, voice: Voice, rng: Rng): string {
  return say(rng, PLANET_TEXT[t.transiting].advice[familyOf(t)], voice);
}

/** Noun phrase for how the aspect of a transit feels. */
export function aspectTone(t: TransitFact, voice: Voice, rng: Rng): string {
  return say(rng, ASPECT_TEXT[t.aspect].tone, voice);
}

/** A transit as a basis entry, with the phase the text states and the day's orb window when known. */
export function transitBasis(t: TransitFact, phase?: TransitPhase): BasisItem {
  return {
    kind: "transit",
    transiting: t.transiting,
    natal: t.natal,
    aspect: t.aspect,
    orbDeg: Math.round(t.orbDeg * 100) / 100,
    exact: t.exactUtc,
    ...(phase ? { phase } : {}),
    ...(t.dayWindow ? { inOrbFrom: t.dayWindow.fromUtc, inOrbUntil: t.dayWindow.untilUtc } : {}),
  };
}

/** A sign change or station of the day, as a basis entry. */
export function skyEventBasis(e: SkyEvent): BasisItem {
  return { kind: "sky", body: e.body, sign: e.sign, retrograde: e.direction === "retrograde", event: e.kind };
}

export function placementBasis(natal: NatalFacts, p: Placement): BasisItem {
  return {
    kind: "placement",
    body: p.body,
    sign: p.sign,
    house: houseOf(natal, p),
    retrograde: p.retrograde,
  };
}

export function aspectBasis(a: NatalAspect): BasisItem {
  return { kind: "aspect", a: a.a, b: a.b, aspect: a.type, orbDeg: Math.round(a.orbDeg * 100) / 100 };
}

/** Natal aspects usable in text (no angles for an unknown time), tightest first. */
export function usableAspects(natal: NatalFacts): NatalAspect[] {
  return natal.aspects
    .filter((a) => Number.isFinite(a.orbDeg) && (natal.timeKnown || (!isAngle(a.a) && !isAngle(a.b))))
    .sort((x, y) => x.orbDeg - y.orbDeg);
}

/** Removes duplicate basis entries (same JSON), keeping order. */
export function dedupeBasis(items: readonly BasisItem[]): BasisItem[] {
  const seen = new Set<string>();
  const out: BasisItem[] = [];
  for (const item of items) {
    const key = JSON.stringify(item);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(item);
  }
  return out;
}

/** Natal house (1–12) that a longitude falls in, from the chart's cusps; null without cusps. */
export function houseOfLongitude(natal: NatalFacts, longitudeDeg: number): number | null {
  const cusps = natal.houseCuspsDeg;
  if (!natal.timeKnown || !cusps || cusps.length !== 12 || !Number.isFinite(longitudeDeg)) return null;
  const lon = ((longitudeDeg % 360) + 360) % 360;
  for (let i = 0; i < 12; i++) {
    const start = cusps[i] as number;
    const end = cusps[(i + 1) % 12] as number;
    const span = (end - start + 360) % 360;
    const offset = (lon - start + 360) % 360;
    if (offset < span) return i + 1;
  }
  return null;
}

/** Whole days from a local date to the transit's exact instant (UTC dates). */
export function daysUntilExact(t: TransitFact, dateLocal: string, timeZone = "UTC"): number {
  return daysUntil(dateLocal, t.exactUtc, timeZone);
}

/**
 * Picks phrasings in one voice, avoiding any phrasing already used in the same text when an
 * alternative exists (so one reading does not say the same thing twice).
 */
export class Picker {
  constructor(
    private readonly rng: Rng,
    readonly voice: Voice,
    private readonly used: Map<string, number> = new Map(),
  ) {}

  /** A phrasing used the fewest times so far in this text (never used first), at random among those. */
  say(phrasings: Phrasings): string {
    const options = phrasings[this.voice];
    const count = (o: string) => this.used.get(o) ?? 0;
    const least = Math.min(...options.map(count));
    const choice = this.rng.pick(options.filter((o) => count(o) === least));
    this.used.set(choice, count(choice) + 1);
    return choice;
  }

  /** A picker with its own random stream that shares the used set. */
  fork(label: string): Picker {
    return new Picker(this.rng.fork(label), this.voice, this.used);
  }
}

// ── Plain words for the daily texts: no degrees, no clock times (those are in "Why this?"). ──

const SLOW_PLANETS: ReadonlySet<Planet> = new Set(["jupiter", "saturn", "uranus", "neptune", "pluto"]);

/** Jupiter to Pluto: transits that last weeks or months. */
export function isSlow(t: Pick<TransitFact, "transiting">): boolean {
  return SLOW_PLANETS.has(t.transiting);
}

/** True when the pass perfects on the reader's local date. */
export function exactOn(t: TransitFact, dateLocal: string, timeZone = "UTC"): boolean {
  return t.perfects !== false && daysUntil(dateLocal, t.exactUtc, timeZone) === 0;
}

/** "your Leo Venus" (or "your Venus" when the chart lacks the point). */
export function yourPoint(natal: NatalFacts | null, point: NatalPoint): string {
  const p = natal ? placementOf(natal, point) : undefined;
  return p ? `your ${SIGN_NAME[p.sign]} ${POINT_NAME[point]}` : `your ${POINT_NAME[point]}`;
}

/** "Mars squares your Leo Venus", "retrograde Mercury opposes your Aries Sun". */
export function plainHeadline(t: TransitFact, natal: NatalFacts | null): string {
  const mover = t.retrograde ? `retrograde ${POINT_NAME[t.transiting]}` : theName(t.transiting);
  return `${mover} ${ASPECT_VERB[t.aspect]} ${yourPoint(natal, t.natal)}`;
}

/** "Pluto's trine to your Taurus Midheaven". */
export function transitNoun(t: TransitFact, natal: NatalFacts | null): string {
  const owner =
    t.transiting === "sun" || t.transiting === "moon"
      ? `the ${POINT_NAME[t.transiting]}'s`
      : `${POINT_NAME[t.transiting]}'s`;
  return `${owner} ${t.aspect} to ${yourPoint(natal, t.natal)}`;
}

const TIMING: Readonly<Record<string, Phrasings>> = {
  // A stored daily text is read at any moment of its day: words true all day long (ADR 032).
  today: {
    normal: ["exact today", "at its peak today", "exact today, its strongest day"],
    roast: ["exact today", "peaking today", "hitting full volume today"],
  },
  // Composed at the reading moment (the Oracle): before the exact minute …
  todayAhead: {
    normal: ["building to its peak {part}", "exact {part}", "still building, exact {part}"],
    roast: ["peaking {part}", "still warming up, exact {part}", "hitting full volume {part}"],
  },
  // … and after it.
  todayPast: {
    normal: ["exact earlier today and now easing", "past its peak since earlier today", "just past exact"],
    roast: [
      "peaked earlier today, still echoing",
      "just past exact, not done with you",
      "past its peak since earlier today",
    ],
  },
  over: {
    normal: ["just over for this pass", "done for this pass, with its echo still around"],
    roast: ["technically over, emotionally not", "done for now, leaving its mess behind"],
  },
  tomorrow: {
    normal: ["peaking tomorrow", "exact tomorrow", "one day from its peak"],
    roast: ["peaking tomorrow", "exact tomorrow, so brace yourself", "one sleep from its peak"],
  },
  soon: {
    normal: ["peaking on {weekday}", "building until {weekday}", "exact on {weekday}"],
    roast: ["peaking on {weekday}", "getting louder until {weekday}", "exact on {weekday}, no pressure"],
  },
  later: {
    normal: [
      "building slowly towards {date}",
      "a slow build, exact on {date}",
      "on the way to its peak on {date}",
    ],
    roast: ["taking its time, exact on {date}", "a slow build until {date}", "warming up for {date}"],
  },
  yesterday: {
    normal: ["just past its peak", "one day past exact", "still strong after yesterday's peak"],
    roast: [
      "still warm from yesterday's peak",
      "just past exact, not done with you",
      "one day past its peak",
    ],
  },
  recent: {
    normal: [
      "easing since it peaked on {weekday}",
      "fading after its peak on {weekday}",
      "past its peak since {weekday}",
    ],
    roast: [
      "fading since {weekday}, slowly",
      "past its peak since {weekday}, still lingering",
      "easing off since {weekday}",
    ],
  },
  past: {
    normal: ["slowly fading", "on its way out", "easing off"],
    roast: ["on its way out, eventually", "fading, at its own pace", "slowly leaving the building"],
  },
  close: {
    normal: [
      "close, but it turns back before it lands",
      "as near as it gets this time, without landing",
      "brushing close without quite landing",
    ],
    roast: [
      "all build-up, no landing this time",
      "close, then it loses its nerve",
      "hovering near without committing, relatable",
    ],
  },
};

/**
 * When the transit peaks, in plain words: "exact today", "peaking on Friday", "fading since
 * Tuesday". Without `momentUtc` the words hold for the whole local day (a stored daily text);
 * with it (a text composed at the reading moment) they follow the phase at that moment
 * (`transitPhaseAt`), so nothing says "still building" after the exact minute.
 */
export function timingPhrase(
  t: TransitFact,
  dateLocal: string,
  timeZone: string,
  voice: Voice,
  choice: number,
  momentUtc?: string,
): string {
  const days = daysUntil(dateLocal, t.exactUtc, timeZone);
  const now = momentUtc ? transitPhaseAt(t, momentUtc, timeZone) : null;
  const key =
    t.perfects === false
      ? "close"
      : now?.phase === "over"
        ? "over"
        : days === 0
          ? now
            ? now.beforeExact
              ? "todayAhead"
              : "todayPast"
            : "today"
          : days === 1
            ? "tomorrow"
            : days > 1 && days < 7
              ? "soon"
              : days >= 7
                ? "later"
                : days === -1
                  ? "yesterday"
                  : days > -7
                    ? "recent"
                    : "past";
  const pool = (TIMING[key] as Phrasings)[voice];
  const template = pool[((choice % pool.length) + pool.length) % pool.length] as string;
  return fill(template, {
    part: partOfDay(t.exactUtc, timeZone),
    weekday: weekdayOf(localDateOf(t.exactUtc, timeZone)),
    date: formatDateShort(localDateOf(t.exactUtc, timeZone)),
  });
}

/** How long a long transit keeps going: "until late July", "into next year", "for weeks yet". */
export function untilPhrase(t: TransitFact, dateLocal: string, timeZone: string): string {
  if (!t.orbEndUtc || Number.isNaN(Date.parse(t.orbEndUtc))) return "for weeks yet";
  const end = localDateOf(t.orbEndUtc, timeZone);
  const days = daysUntil(dateLocal, t.orbEndUtc, timeZone);
  if (days < 14) return `until ${formatDateShort(end)}`;
  if (end.slice(0, 4) !== dateLocal.slice(0, 4) && days > 60) return "into next year";
  const dayOfMonth = Number(end.slice(8, 10));
  const part = dayOfMonth <= 10 ? "early" : dayOfMonth <= 20 ? "mid-" : "late";
  return part === "mid-" ? `until mid-${monthOf(end)}` : `until ${part} ${monthOf(end)}`;
}
