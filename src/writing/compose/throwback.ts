/**
 * Throwback: what the sky was doing to the natal chart on a past date, in the past tense.
 */

import { PLANET_TEXT, POINT_TOUCH } from "../content/planets.ts";
import type { Phrasings } from "../content/types.ts";
import type { Basis, BasisItem, NatalFacts, SkyFacts, TransitFact, Voice } from "../facts.ts";
import { Rng } from "../rng.ts";
import {
  ASPECT_VERB_PAST,
  fill,
  formatDateWithYear,
  formatDeg,
  PHASE_NAME,
  POINT_NAME,
  paragraph,
  SIGN_NAME,
  theName,
} from "../text.ts";
import {
  chooseTransits,
  daysUntilExact,
  dedupeBasis,
  familyOf,
  placementOf,
  say,
  transitBasis,
  usableTransits,
} from "./shared.ts";

export interface ThrowbackFacts {
  /** The past local date, "YYYY-MM-DD" (default: `sky.dateLocal`). */
  date?: string;
  natal: NatalFacts;
  /** Transits in orb on that date. */
  transits: TransitFact[];
  /** The sky of that date, if available. */
  sky?: SkyFacts | null;
}

export interface Throwback {
  date: string;
  content: string;
  basis: Basis;
}

const OPENINGS: Phrasings = {
  normal: [
    "On {date}, the Moon was in {moonSign} ({phase})",
    "Back on {date}, the Moon stood in {moonSign} ({phase})",
  ],
  roast: [
    "Flashback to {date}: the Moon was in {moonSign} ({phase})",
    "Let us revisit {date}, when the Moon sat in {moonSign} ({phase})",
  ],
};

const OPENINGS_NO_SKY: Phrasings = {
  normal: ["Here is what the sky was doing to your chart on {date}", "On {date}, your chart was busy"],
  roast: ["Flashback to {date}, and your chart was up to something", "Let us revisit {date}, shall we"],
};

const LINES: Phrasings = {
  normal: [
    "{headline} ({timing}), which brought {gist} to {touch}",
    "{headline}{whenComma}: {gist}, aimed at {touch}",
  ],
  roast: [
    "{headline} ({timing}), which meant {gist}, aimed at {touch}",
    "{headline}{whenComma}. Translation: {gist}, right in {touch}",
  ],
};

const CLOSERS: Phrasings = {
  normal: [
    "If that day stands out in your memory, this is the sky behind it; if not, it was a quiet rehearsal for something later",
    "Looking back, that day was about learning how you handle these themes, and you have had practice since",
  ],
  roast: [
    "If you did something questionable that day, now you know who to blame. Partly",
    "Whatever you did that day, the planets were at least partly responsible. The rest is on you",
  ],
};

/** Composes a throwback reading for a past date: up to three transits in orb that day. */
export function composeThrowback(facts: ThrowbackFacts, voice: Voice, seed: string): Throwback {
  const { natal } = facts;
  const day = facts.date ?? facts.sky?.dateLocal;
  if (!day) throw new Error("throwback needs a date or the sky of that date");
  const rng = new Rng(`${seed}|throwback|${day}|${voice}`);
  const basis: BasisItem[] = [];
  const date = formatDateWithYear(day);
  const sentences: string[] = [];
  if (facts.sky) {
    sentences.push(
      fill(say(rng, OPENINGS, voice), {
        date,
        moonSign: SIGN_NAME[facts.sky.moonSign],
        phase: PHASE_NAME[facts.sky.moonPhase],
      }),
    );
    basis.push({ kind: "moon", sign: facts.sky.moonSign, phase: facts.sky.moonPhase, house: null });
  } else {
    sentences.push(fill(say(rng, OPENINGS_NO_SKY, voice), { date }));
  }
  const chosen = chooseTransits(usableTransits(facts.transits, natal), 3, rng.fork("choose"));
  for (const t of chosen) {
    const p = placementOf(natal, t.natal);
    const mover = t.retrograde ? `${theName(t.transiting)} (retrograde)` : theName(t.transiting);
    const headline = `${mover} ${ASPECT_VERB_PAST[t.aspect]} your natal ${POINT_NAME[t.natal]}${p ? ` in ${SIGN_NAME[p.sign]}` : ""}`;
    const days = daysUntilExact(t, day, facts.sky?.timeZone ?? "UTC");
    const when =
      days === 0
        ? ", exact that very day"
        : days > 0
          ? `, exact ${days} day${days === 1 ? "" : "s"} later`
          : `, exact ${-days} day${days === -1 ? "" : "s"} earlier`;
    sentences.push(
      fill(say(rng, LINES, voice), {
        headline,
        timing: t.orbDeg < 0.05 ? when.replace(/^, /, "") : `${formatDeg(t.orbDeg)} from exact${when}`,
        whenComma: when,
        gist: say(rng, PLANET_TEXT[t.transiting].gist[familyOf(t)], voice),
        touch: say(rng, POINT_TOUCH[t.natal], voice),
      }),
    );
    basis.push(transitBasis(t));
  }
  if (chosen.length === 0) {
    const sun = placementOf(natal, "sun");
    sentences.push(
      voice === "normal"
        ? `No major transits were in orb to your chart that day, so your ${sun ? `${SIGN_NAME[sun.sign]} Sun` : "chart"} was running on its own settings`
        : `No major transits hit your chart that day, so whatever happened, that was all you${sun ? `, ${SIGN_NAME[sun.sign]} Sun and all` : ""}`,
    );
  }
  sentences.push(say(rng, CLOSERS, voice));
  return { date: day, content: paragraph(sentences), basis: dedupeBasis(basis) };
}
