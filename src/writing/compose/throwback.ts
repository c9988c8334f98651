/**
 * Throwback: what the sky was doing to the natal chart on a past date, in the past tense.
 */

import { PLANET_TEXT, POINT_TOUCH } from "../content/planets.ts";
import type { Phrasings } from "../content/types.ts";
import type { Basis, BasisItem, NatalFacts, SkyFacts, TransitFact, Voice } from "../facts.ts";
import { dayPhaseOf } from "../phase.ts";
import { Rng } from "../rng.ts";
import {
  ASPECT_VERB_PAST,
  fill,
  formatDateWithYear,
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
  placementBasis,
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
  /** The reader's birth date, "YYYY-MM-DD": on that date the sky is the natal chart itself. */
  birthDate?: string | null;
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
    "{headline} ({timing}), which stirred up {gist} around {touch}",
    "{headline}{whenComma}: {gist}, aimed at {touch}",
  ],
  roast: [
    "{headline} ({timing}), which meant {gist}, aimed at {touch}",
    "{headline}{whenComma}. Translation: {gist}, right in {touch}",
  ],
};

/** The birth date: the day's sky was the chart, so there is no transit to tell, only the chart. */
const BIRTHDAY: Phrasings = {
  normal: [
    "{date} is the day you were born, so the sky that day is your chart itself: every planet sat exactly where your chart keeps it",
    "On {date} you were born, and the sky of that day is the map your chart was drawn from",
  ],
  roast: [
    "{date}: your birthday, the one day the planets agreed with you completely, because they were you",
    "Flashback to {date}, the day you arrived and the sky took a snapshot it still uses against you",
  ],
};

const BIRTHDAY_BIG_THREE: Phrasings = {
  normal: [
    "The Sun was in {sun}, the Moon in {moon}{rising}: the three placements that still set your style",
    "That day set your Sun in {sun} and your Moon in {moon}{rising}, which is why those signs keep coming back in your readings",
  ],
  roast: [
    "Sun in {sun}, Moon in {moon}{rising}: the factory settings you have been running ever since",
    "The Sun picked {sun}, the Moon picked {moon}{rising}, and nobody asked for your opinion",
  ],
};

const BIRTHDAY_CLOSERS: Phrasings = {
  normal: [
    "Pick another date to see how the sky has moved against that starting point since",
    "Every other throwback measures the sky against this one day, so it is a good place to start",
  ],
  roast: [
    "Pick any other date to see the planets mess with these settings",
    "Every other date is the sky arguing with this one. Go and pick one",
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
  if (facts.birthDate === day) return birthdayThrowback(natal, day, date, voice, rng);
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
        // Plain words: the orb and the exact time are in the basis ("Why this?").
        timing: when.replace(/^, /, ""),
        whenComma: when,
        gist: say(rng, PLANET_TEXT[t.transiting].gist[familyOf(t)], voice),
        touch: say(rng, POINT_TOUCH[t.natal], voice),
      }),
    );
    basis.push(transitBasis(t, dayPhaseOf(t, day, facts.sky?.timeZone ?? "UTC")));
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

/** The birth date's own text: the sky of that day is the chart, so it reads the chart's Big Three. */
function birthdayThrowback(natal: NatalFacts, day: string, date: string, voice: Voice, rng: Rng): Throwback {
  const sun = placementOf(natal, "sun");
  const moon = placementOf(natal, "moon");
  const rising = natal.timeKnown ? natal.ascendantSign : null;
  const sentences = [fill(say(rng, BIRTHDAY, voice), { date })];
  const basis: BasisItem[] = [];
  if (sun && moon) {
    sentences.push(
      fill(say(rng, BIRTHDAY_BIG_THREE, voice), {
        sun: SIGN_NAME[sun.sign],
        moon: SIGN_NAME[moon.sign],
        rising: rising ? ` and ${SIGN_NAME[rising]} rising` : "",
      }),
    );
    basis.push(placementBasis(natal, sun), placementBasis(natal, moon));
  }
  sentences.push(say(rng, BIRTHDAY_CLOSERS, voice));
  return { date: day, content: paragraph(sentences), basis };
}
