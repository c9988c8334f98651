/**
 * Variety, plainness, seams and safety of the writer, measured as a subscriber reads it: every
 * user reads the horoscope and the to-do list every day for a month, in one voice, and the server
 * passes each day's earlier texts as memory (the same path as today.service.ts). Sentences are
 * compared with dates, weekdays, months, numbers and today/tomorrow/yesterday masked.
 *
 * Used by scripts/writing-measures.ts (prints) and scripts/writing-measures.test.ts (asserts).
 */

import { type CosmicTodos, composeCosmicTodos } from "../compose/cosmic-todos.ts";
import { composeDailyHoroscope, type DailyHoroscope } from "../compose/daily-horoscope.ts";
import { maskText, type RecentDay } from "../compose/memory.ts";
import { composeOracleAnswer, type OracleAnswer } from "../compose/oracle-answer.ts";
import { composePersonality, PERSONALITY_FIELDS } from "../compose/personality.ts";
import { todayBrief } from "../compose/today-brief.ts";
import { CATEGORY_ADVICE, ELEMENT_ADVICE } from "../content/daily.ts";
import { PLANET_TEXT } from "../content/planets.ts";
import {
  type Basis,
  type BasisItem,
  type NatalFacts,
  PLANETS,
  type SkyFacts,
  type TransitFact,
  VOICES,
  type Voice,
} from "../facts.ts";
import { transitPhaseAt } from "../phase.ts";
import { crisisReply, screenFreeText } from "../safety.ts";
import { splitSentences, wordCount } from "../text.ts";
import { composeAll, SAMPLE_QUESTIONS } from "./compose-all.ts";
import { CRISIS_PHRASINGS } from "./crisis-phrasings.ts";
import {
  familySeams,
  partOfDayEnd,
  RepeatCounter,
  readOracleAnswer,
  SEAM_FAMILIES,
  sentencesNaming,
  sentencesOf,
  type TenseClaim,
  tenseClaims,
  VERDICT_QUESTIONS,
  wordsOf,
} from "./independent.ts";
import { findSeams, readerTexts } from "./seams.ts";

export interface MeasureUser {
  name: string;
  natal: NatalFacts;
  /** The day's facts exactly as the server builds them. */
  day(dateLocal: string): { transits: TransitFact[]; sky: SkyFacts };
  /** Smallest orb (degrees) the transit reaches at any moment of the user's local day. */
  minOrbDuringDay?(t: Extract<BasisItem, { kind: "transit" }>, dateLocal: string): number;
  /** The reader's zone. */
  zone: string;
  /** A local date and "HH:MM" as an instant (ms), from the engine's time module. */
  localInstant(dateLocal: string, time: string): number;
  /** The local day as instants (ms). */
  dayBounds(dateLocal: string): { startMs: number; endMs: number };
  /** The engine's orb of a transit at an instant, degrees. */
  orbAt(t: TransitRef, ms: number): number;
  /** The engine's exact instant of the pass nearest `hintMs`, or null when it does not perfect. */
  exactNear(t: TransitRef, hintMs: number): number | null;
}

type TransitRef = Pick<Extract<BasisItem, { kind: "transit" }>, "transiting" | "natal" | "aspect">;

/** The moments a reader opens the app in the phase checks: early morning and late evening. */
const READING_TIMES = ["07:30", "23:08"] as const;

export interface Measures {
  users: number;
  days: number;
  /** Share of horoscope sentences (main text and insights) the same reader met on an earlier day or earlier that day. */
  repeatedHoroscopeSentences: number;
  /** The same, main text only. */
  repeatedMainSentences: number;
  /** Share of advice clauses the reader met on an earlier day (or earlier that day). */
  repeatedAdviceClauses: number;
  /** Fewest distinct to-do titles one reader saw, out of 5 a day. */
  todoDistinctMin: number;
  todoTotalPerReader: number;
  /** Share of horoscope sentences that another user also got on the same day. */
  sharedSameDay: number;
  mainWordsMax: number;
  mainSentenceMedianWords: number;
  /** Main texts that print a degree, a clock time or "never exact". */
  mainTextsWithNumbers: number;
  /** Share of personality sentences that also appear in another analysis (users and extra charts). */
  personalityShared: number;
  personalityAnalyses: number;
  /** Sentences repeated inside one personality analysis, summed over users and voices. */
  personalityInternalRepeats: number;
  seamTexts: number;
  seams: { kind: string; at: string; source: string }[];
  crisisPhrasings: number;
  /** Crisis phrasings that got a reading (from the screen or from the Oracle composer). */
  crisisAnsweredWithReading: string[];
  basisTransitsChecked: number;
  /** Basis transits not within 3° of exact at any moment of the user's local day. */
  ungroundedTransits: string[];
  /**
   * Cited transits outside the reader's day window, re-checked with the engine: not within 3° at
   * any moment between 06:00 and 22:00 local (ten-minute samples), or a Moon aspect out of orb at
   * local noon (ADR 032).
   */
  outsideDayWindow: string[];
  /** Tense claims checked (Today's texts, the Oracle and the radar, at 07:30 and 23:08 local). */
  phaseClaimsChecked: number;
  /** Claims the engine contradicts at the reading moment, or Today and the Oracle contradicting each other. */
  phaseContradictions: string[];
  /** Independent repeat figures (testing/independent.ts): exact or one word changed. */
  independentRepeatedSentences: number;
  /** Days that end a run of three days in a row saying "full Moon" (per reader and voice). */
  fullMoonRuns: string[];
  /**
   * The Oracle read independently (testing/independent.ts): answers to questions that ask for a
   * verdict, one a day per reader and voice at local noon; how many are within 80 words, give
   * the verdict in the first sentence, and name the subject of the question there.
   */
  oracle: {
    answers: number;
    within80: number;
    verdictFirst: number;
    namesSubject: number;
    examples: string[];
  };
  /** Today's shape (todayBrief): headlines written, the longest in words, lines over 16 words. */
  brief: {
    headlines: number;
    headlineMaxWords: number;
    longLines: string[];
    /** Share of do / avoid lines a reader met before (exact or one word changed), counted independently. */
    repeatedLines: number;
  };
  /** Seams per family (testing/independent.ts) and how many texts each family was run over. */
  seamFamilies: { family: string; texts: number; hits: number; example: string | null }[];
}

function horoscopeTexts(h: DailyHoroscope): string[] {
  return [h.content, h.loveInsight, h.careerInsight, h.wellnessInsight].filter((t): t is string => !!t);
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? 0 : (s[Math.floor((s.length - 1) / 2)] as number);
}

function addDays(date: string, n: number): string {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y ?? 2000, (m ?? 1) - 1, (d ?? 1) + n)).toISOString().slice(0, 10);
}

/** Every advice clause of the library in one voice (to find them in the texts). */
function adviceClauses(voice: Voice): string[] {
  const out = new Set<string>();
  for (const planet of PLANETS)
    for (const fam of ["fusion", "flow", "friction"] as const)
      for (const c of PLANET_TEXT[planet].advice[fam][voice]) out.add(c.toLowerCase());
  for (const cat of Object.values(CATEGORY_ADVICE))
    for (const fam of Object.values(cat)) for (const c of fam[voice]) out.add(c.toLowerCase());
  for (const cat of Object.values(ELEMENT_ADVICE))
    for (const el of Object.values(cat)) for (const c of el[voice]) out.add(c.toLowerCase());
  return [...out].sort((a, b) => b.length - a.length);
}

/** Clauses found in a text, longest first, each stretch of text counted once. */
function clausesIn(text: string, clauses: readonly string[]): string[] {
  let rest = text.toLowerCase();
  const found: string[] = [];
  for (const c of clauses) {
    if (rest.includes(c)) {
      found.push(c);
      rest = rest.split(c).join("|");
    }
  }
  return found;
}

export interface MeasureOptions {
  users: readonly MeasureUser[];
  startDate: string;
  days: number;
  /** Random charts for the seam scan (each yields every composer's texts, both voices). */
  seamCharts: number;
  /** More charts for the personality comparison (each analysis against all the others). */
  personalityCharts?: readonly NatalFacts[];
}

/** A measured reader's question to the Oracle at a moment of their day (seeded by `purpose`). */
function askOracle(
  user: MeasureUser,
  date: string,
  day: { transits: TransitFact[]; sky: SkyFacts },
  question: string,
  momentUtc: string,
  voice: Voice,
  purpose: string,
): OracleAnswer {
  return composeOracleAnswer(
    {
      question,
      natal: user.natal,
      transits: day.transits,
      dateLocal: date,
      timeZone: user.zone,
      moon: { sign: day.sky.moonSign, phase: day.sky.moonPhase },
      momentUtc,
    },
    voice,
    `${user.name}|${date}|${purpose}`,
  );
}

/** Reads a month as each user would and measures it. */
export function measureWriting(options: MeasureOptions): Measures {
  const { users, startDate, days } = options;
  const dates = Array.from({ length: days }, (_, i) => addDays(startDate, i));
  const facts = users.map((u) => dates.map((d) => u.day(d)));
  const seams: Measures["seams"] = [];
  let seamTexts = 0;
  const families = new Map(
    SEAM_FAMILIES.map((f) => [f.name, { family: f.name, texts: 0, hits: 0, example: null as string | null }]),
  );
  const scan = (text: string, source: string, kind: "any" | "horoscope" | "todo" | "list" = "any") => {
    seamTexts++;
    for (const s of findSeams(text)) if (seams.length < 50) seams.push({ ...s, source });
    for (const f of SEAM_FAMILIES) {
      if (f.applies !== "any" && f.applies !== kind) continue;
      const row = families.get(f.name);
      if (row) row.texts++;
    }
    for (const hit of familySeams(text, kind)) {
      const row = families.get(hit.family);
      if (!row) continue;
      row.hits++;
      row.example ??= `${source}: …${hit.at}…`;
    }
  };
  const outsideDayWindow: string[] = [];
  const fullMoonRuns: string[] = [];
  const phaseContradictions: string[] = [];
  let phaseClaimsChecked = 0;
  let independentSentences = 0;
  let independentRepeated = 0;

  let sentences = 0;
  let repeated = 0;
  let mainSentences = 0;
  let mainRepeated = 0;
  let advice = 0;
  let adviceRepeated = 0;
  let todoDistinctMin = Number.POSITIVE_INFINITY;
  let mainWordsMax = 0;
  const mainSentenceWords: number[] = [];
  let mainTextsWithNumbers = 0;
  let basisTransitsChecked = 0;
  const ungroundedTransits: string[] = [];
  const oracle = { answers: 0, within80: 0, verdictFirst: 0, namesSubject: 0, examples: [] as string[] };
  let briefHeadlines = 0;
  let briefHeadlineMaxWords = 0;
  const briefLongLines: string[] = [];
  let briefLines = 0;
  let briefRepeated = 0;
  // Per voice and day: masked sentence -> users who got it.
  const sameDay = new Map<string, Map<string, Set<number>>>();

  users.forEach((user, ui) => {
    for (const voice of VOICES) {
      const clauses = adviceClauses(voice);
      const seenSentences = new Set<string>();
      const seenClauses = new Set<string>();
      const recent: RecentDay[] = [];
      const recentTodos: RecentDay[] = [];
      const titles = new Set<string>();
      const repeats = new RepeatCounter();
      const briefRepeats = new RepeatCounter();
      let fullMoonRun = 0;
      dates.forEach((date, di) => {
        const day = facts[ui]?.[di] as { transits: TransitFact[]; sky: SkyFacts };
        const dayFacts = { natal: user.natal, ...day };
        const h = composeDailyHoroscope(
          { ...dayFacts, recent: recent.slice(-29) },
          voice,
          `${user.name}|${date}`,
        );
        const todos: CosmicTodos = composeCosmicTodos(
          { ...dayFacts, recent: recentTodos.slice(-29) },
          voice,
          `${user.name}|${date}`,
        );
        const brief = todayBrief({ ...dayFacts, recent: recent.slice(-29) }, voice, `${user.name}|${date}`);
        briefHeadlines++;
        briefHeadlineMaxWords = Math.max(briefHeadlineMaxWords, wordsOf(brief.headline));
        for (const line of [brief.do, brief.avoid, brief.watch])
          if (wordsOf(line) > 16) briefLongLines.push(`${user.name} ${voice} ${date}: ${line}`);
        for (const line of [brief.do, brief.avoid]) briefRepeats.read(line);
        const question = VERDICT_QUESTIONS[(di + ui) % VERDICT_QUESTIONS.length] as string;
        const noonUtc = new Date(user.localInstant(date, "12:00")).toISOString();
        const answer = askOracle(user, date, day, question, noonUtc, voice, "verdict").answer;
        const read = readOracleAnswer(question, answer);
        oracle.answers++;
        if (read.words <= 80) oracle.within80++;
        if (read.verdictFirst) oracle.verdictFirst++;
        if (read.namesSubject) oracle.namesSubject++;
        if ((read.words > 80 || !read.verdictFirst || !read.namesSubject) && oracle.examples.length < 10)
          oracle.examples.push(`[${question}] ${answer}`);
        const texts = horoscopeTexts(h);
        for (const text of texts) for (const s of sentencesOf(text)) repeats.read(s);
        checkDay(user, voice, date, day, h, texts);
        // A named lunation is said on its own day only: never "full Moon" three days running.
        fullMoonRun = texts.some((t) => /\bfull Moon\b/i.test(t)) ? fullMoonRun + 1 : 0;
        if (fullMoonRun >= 3) fullMoonRuns.push(`${user.name} ${voice} ${date}`);
        texts.forEach((text, ti) => {
          scan(text, `horoscope ${user.name} ${voice} ${date}`, "horoscope");
          for (const s of splitSentences(text)) {
            const m = maskText(s);
            sentences++;
            if (ti === 0) {
              mainSentences++;
              mainSentenceWords.push(wordCount(s));
            }
            if (seenSentences.has(m)) {
              repeated++;
              if (ti === 0) mainRepeated++;
            }
            seenSentences.add(m);
            const key = `${voice}|${date}`;
            const perDay = sameDay.get(key) ?? new Map<string, Set<number>>();
            sameDay.set(key, perDay);
            const owners = perDay.get(m) ?? new Set<number>();
            owners.add(ui);
            perDay.set(m, owners);
          }
        });
        for (const c of texts.flatMap((t) => clausesIn(t, clauses))) {
          advice++;
          if (seenClauses.has(c)) adviceRepeated++;
          seenClauses.add(c);
        }
        mainWordsMax = Math.max(mainWordsMax, wordCount(h.content));
        if (/°|\b\d{1,2}:\d{2}\b|never exact/i.test(h.content)) mainTextsWithNumbers++;
        for (const t of todos.todos) {
          titles.add(t.title);
          scan(t.title, `todo title ${user.name} ${voice} ${date}`, "todo");
          scan(t.explanation, `todo ${user.name} ${voice} ${date}`, "horoscope");
        }
        for (const b of [...h.basis, ...todos.basis]) {
          if (b.kind !== "transit" || !user.minOrbDuringDay) continue;
          basisTransitsChecked++;
          const orb = user.minOrbDuringDay(b, date);
          if (!(orb <= 3 + 1e-6))
            ungroundedTransits.push(
              `${user.name} ${date} ${b.transiting} ${b.aspect} ${b.natal}: ${orb.toFixed(2)}°`,
            );
        }
        // The day's brief lines join the memory, as the server stores them with the horoscope.
        recent.push({
          date,
          texts: [...texts, brief.headline, brief.do, brief.avoid, brief.watch],
          basis: h.basis,
        });
        recentTodos.push({ date, texts: todos.todos.map((t) => t.title), basis: todos.basis });
      });
      todoDistinctMin = Math.min(todoDistinctMin, titles.size);
      independentSentences += repeats.total;
      briefLines += briefRepeats.total;
      briefRepeated += briefRepeats.repeated;
      independentRepeated += repeats.repeated;
    }
  });

  let shared = 0;
  let sameDayTotal = 0;
  for (const perDay of sameDay.values()) {
    for (const owners of perDay.values()) {
      sameDayTotal += owners.size;
      if (owners.size > 1) shared += owners.size;
    }
  }

  // Personality: each user's analysis against the others', per voice.
  let personalitySentences = 0;
  let personalityShared = 0;
  let personalityInternalRepeats = 0;
  for (const voice of VOICES) {
    const charts = [
      ...users.map((u) => ({ name: u.name, natal: u.natal })),
      ...(options.personalityCharts ?? []).map((natal, i) => ({ name: `chart ${i + 1}`, natal })),
    ];
    const perUser = charts.map((u) => {
      const p = composePersonality({ natal: u.natal }, voice, `${u.name}|personality`);
      const list = PERSONALITY_FIELDS.flatMap((f) => splitSentences(p[f]).map(maskText));
      for (const f of PERSONALITY_FIELDS) scan(p[f], `personality ${u.name} ${voice} ${f}`);
      personalityInternalRepeats += list.length - new Set(list).size;
      return list;
    });
    perUser.forEach((list, i) => {
      const others = new Set(perUser.filter((_, j) => j !== i).flat());
      for (const s of list) {
        personalitySentences++;
        if (others.has(s)) personalityShared++;
      }
    });
  }

  // Seams over every composer for many random charts, both voices, and varied Oracle questions.
  for (let i = 0; i < options.seamCharts; i++) {
    for (const voice of VOICES) {
      const { outputs } = composeAll(`seams-${i}`, voice, {
        question: SAMPLE_QUESTIONS[i % SAMPLE_QUESTIONS.length],
      });
      for (const [kind, output] of Object.entries(outputs)) {
        const prose = ["daily-horoscope", "transit-description", "throwback", "cosmic-todos"].includes(kind);
        for (const text of readerTexts(output))
          scan(text, `${kind} seams-${i} ${voice}`, prose ? "horoscope" : "any");
        // List items (strengths, challenges, life themes) are read one by one.
        const lists = output as { strengths?: unknown; challenges?: unknown; lifeThemes?: unknown };
        for (const list of [lists.strengths, lists.challenges, lists.lifeThemes])
          if (Array.isArray(list))
            for (const item of list)
              if (typeof item === "string") scan(item, `${kind} list seams-${i} ${voice}`, "list");
      }
    }
  }

  // Crisis: the screen catches every phrasing, and the Oracle composer never reads a chart for one.
  const crisisAnsweredWithReading: string[] = [];
  const crisis = Object.entries(CRISIS_PHRASINGS).flatMap(([kind, list]) => list.map((q) => ({ kind, q })));
  const sample = users[0];
  for (const { q } of crisis) {
    const screened = screenFreeText(q);
    if (screened.kind !== "crisis") {
      crisisAnsweredWithReading.push(`screen: ${q}`);
      continue;
    }
    if (!sample) continue;
    const day = facts[0]?.[0] as { transits: TransitFact[]; sky: SkyFacts };
    for (const voice of VOICES) {
      const a = composeOracleAnswer(
        { question: q, natal: sample.natal, transits: day.transits, dateLocal: startDate },
        voice,
        "crisis",
      );
      if (a.answer !== crisisReply(screened.crisis) || a.basis.length > 0)
        crisisAnsweredWithReading.push(`oracle ${voice}: ${q}`);
    }
  }

  return {
    users: users.length,
    days,
    repeatedHoroscopeSentences: repeated / Math.max(1, sentences),
    repeatedMainSentences: mainRepeated / Math.max(1, mainSentences),
    repeatedAdviceClauses: adviceRepeated / Math.max(1, advice),
    todoDistinctMin: Number.isFinite(todoDistinctMin) ? todoDistinctMin : 0,
    todoTotalPerReader: days * 5,
    sharedSameDay: shared / Math.max(1, sameDayTotal),
    mainWordsMax,
    mainSentenceMedianWords: median(mainSentenceWords),
    mainTextsWithNumbers,
    personalityShared: personalityShared / Math.max(1, personalitySentences),
    personalityAnalyses: users.length + (options.personalityCharts?.length ?? 0),
    personalityInternalRepeats,
    seamTexts,
    seams,
    crisisPhrasings: crisis.length,
    crisisAnsweredWithReading,
    basisTransitsChecked,
    ungroundedTransits,
    outsideDayWindow,
    phaseClaimsChecked,
    phaseContradictions,
    independentRepeatedSentences: independentRepeated / Math.max(1, independentSentences),
    seamFamilies: [...families.values()],
    fullMoonRuns,
    oracle,
    brief: {
      headlines: briefHeadlines,
      headlineMaxWords: briefHeadlineMaxWords,
      longLines: briefLongLines,
      repeatedLines: briefRepeated / Math.max(1, briefLines),
    },
  };

  /**
   * One day of one reader, checked against the engine: every cited transit in the 06:00–22:00
   * window (a Moon aspect also at noon), and the tense words of Today's texts, the Oracle and the
   * radar at 07:30 and 23:08 local, without the composer's own phase function for the texts.
   */
  function checkDay(
    user: MeasureUser,
    voice: Voice,
    date: string,
    day: { transits: TransitFact[]; sky: SkyFacts },
    h: DailyHoroscope,
    texts: string[],
  ): void {
    const from = user.localInstant(date, "06:00");
    const until = user.localInstant(date, "22:00");
    const noon = user.localInstant(date, "12:00");
    const { startMs, endMs } = user.dayBounds(date);
    const cited = h.basis.filter((b): b is Extract<BasisItem, { kind: "transit" }> => b.kind === "transit");
    for (const b of cited) {
      let inWindow = false;
      for (let ms = from; ms <= until && !inWindow; ms += 10 * 60_000)
        inWindow = user.orbAt(b, ms) <= 3 + 1e-6;
      const exactMs = Date.parse(b.exact);
      if (!inWindow && exactMs >= from && exactMs <= until) inWindow = user.orbAt(b, exactMs) <= 3 + 1e-6;
      const noonOk = b.transiting !== "moon" || user.orbAt(b, noon) <= 3 + 1e-6;
      if (!inWindow || !noonOk)
        outsideDayWindow.push(
          `${user.name} ${voice} ${date} ${b.transiting} ${b.aspect} ${b.natal}${noonOk ? "" : " (Moon out of orb at noon)"}`,
        );
    }
    // What the engine says of a cited transit at a moment, and whether a claim fits it.
    const fits = (claim: TenseClaim, exact: number | null, moment: number, stored: boolean): boolean => {
      if (exact === null) return claim !== "exact-today";
      const exactToday = exact >= startMs && exact < endMs;
      if (claim === "exact-today") return exactToday;
      if (claim === "ahead") return stored ? exact >= startMs : exact > moment;
      if (claim === "past") return stored ? exact < endMs : exact <= moment;
      return exact <= moment;
    };
    const question = "Should I move to Porto?";
    for (const time of READING_TIMES) {
      const moment = user.localInstant(date, time);
      const momentUtc = new Date(moment).toISOString();
      const oracle = askOracle(user, date, day, question, momentUtc, voice, "oracle");
      const sources: { name: string; text: string; stored: boolean; basis: Basis }[] = [
        ...texts.map((text) => ({ name: "today", text, stored: true, basis: h.basis })),
        { name: "oracle", text: oracle.answer, stored: false, basis: oracle.basis },
      ];
      const claimsByTransit = new Map<string, Set<string>>();
      for (const src of sources) {
        // About a transit, a stored text names no part of the day; a live one only a part that
        // has not ended. (Advice such as "keep tonight simple" is no tense claim.)
        const naming = src.basis.flatMap((b) =>
          b.kind === "transit" ? sentencesNaming(src.text, b.transiting, b.natal) : [],
        );
        for (const sentence of new Set(naming)) {
          const end = partOfDayEnd(sentence);
          if (end === null) continue;
          phaseClaimsChecked++;
          const endMs =
            user.localInstant(date, `${String(end % 24).padStart(2, "0")}:00`) +
            (end === 24 ? 86_400_000 : 0);
          if (src.stored || endMs <= moment)
            phaseContradictions.push(`${src.name} ${user.name} ${voice} ${date} ${time}: "${sentence}"`);
        }
        for (const b of src.basis) {
          if (b.kind !== "transit") continue;
          const exact = user.exactNear(b, Date.parse(b.exact));
          for (const sentence of sentencesNaming(src.text, b.transiting, b.natal)) {
            for (const claim of tenseClaims(sentence)) {
              phaseClaimsChecked++;
              const key = `${b.transiting}|${b.aspect}|${b.natal}`;
              const set = claimsByTransit.get(key) ?? new Set<string>();
              set.add(`${src.name}:${claim}`);
              claimsByTransit.set(key, set);
              if (!fits(claim, exact, moment, src.stored))
                phaseContradictions.push(
                  `${src.name} ${user.name} ${voice} ${date} ${time} ${key} "${claim}" (engine exact ${exact === null ? "never" : new Date(exact).toISOString()}): "${sentence}"`,
                );
            }
          }
        }
      }
      // Today and the Oracle on the same transit: one says ahead, the other past, at the same moment.
      for (const [key, set] of claimsByTransit) {
        const says = (who: string, claim: TenseClaim) => set.has(`${who}:${claim}`);
        if (
          (says("today", "ahead") && says("oracle", "past")) ||
          (says("today", "past") && says("oracle", "ahead"))
        )
          phaseContradictions.push(`today vs oracle ${user.name} ${voice} ${date} ${time} ${key}`);
      }
      // The radar's phase (the API's field) against the engine at the same moment.
      if (voice === "normal")
        for (const t of day.transits) {
          const radar = transitPhaseAt(t, momentUtc, user.zone).phase;
          const exact = t.perfects === false ? null : user.exactNear(t, Date.parse(t.exactUtc));
          if (exact === null) continue;
          phaseClaimsChecked++;
          const exactToday = exact >= startMs && exact < endMs;
          const inOrb = user.orbAt(t, moment) <= 3 + 0.05;
          const truth =
            !inOrb && exact < moment
              ? "over"
              : exactToday
                ? "exact-today"
                : exact > moment
                  ? "applying"
                  : "separating";
          // Within 0.05° of the orb's edge the sampled engine and the stored window may differ by minutes.
          const edge = Math.abs(user.orbAt(t, moment) - 3) < 0.05;
          // A pass also ends at a station: past it the planet closes in again (the next pass).
          const turned = exact < moment && user.orbAt(t, moment + 3_600_000) < user.orbAt(t, moment);
          const agree = radar === truth || edge || (radar === "over" && turned);
          if (!agree)
            phaseContradictions.push(
              `radar ${user.name} ${date} ${time} ${transitKeyOf(t)}: ${radar} vs engine ${truth}`,
            );
        }
    }
  }
}

function transitKeyOf(t: TransitFact): string {
  return `${t.transiting}|${t.aspect}|${t.natal}`;
}

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

/** The measures as a table: value, target, pass. */
export function formatMeasures(m: Measures): string {
  const rows: [string, string, string, boolean][] = [
    [
      "repeated horoscope sentences (main + insights)",
      pct(m.repeatedHoroscopeSentences),
      "≤ 3 %",
      m.repeatedHoroscopeSentences <= 0.03,
    ],
    ["  of which in the main text", pct(m.repeatedMainSentences), "", true],
    ["repeated advice clauses", pct(m.repeatedAdviceClauses), "≤ 10 %", m.repeatedAdviceClauses <= 0.1],
    [
      "distinct to-do titles per reader (fewest)",
      `${m.todoDistinctMin} of ${m.todoTotalPerReader}`,
      "≥ 120 of 150",
      m.todoDistinctMin >= 0.8 * m.todoTotalPerReader,
    ],
    [
      "horoscope sentences shared by two users on one day",
      pct(m.sharedSameDay),
      "≤ 2 %",
      m.sharedSameDay <= 0.02,
    ],
    ["main text words (most)", String(m.mainWordsMax), "≤ 120", m.mainWordsMax <= 120],
    [
      "main text sentence words (median)",
      String(m.mainSentenceMedianWords),
      "≤ 18",
      m.mainSentenceMedianWords <= 18,
    ],
    [
      "main texts with degrees, clock times or 'never exact'",
      String(m.mainTextsWithNumbers),
      "0",
      m.mainTextsWithNumbers === 0,
    ],
    [
      `personality sentences shared with another analysis (${m.personalityAnalyses} charts)`,
      pct(m.personalityShared),
      "≤ 20 %",
      m.personalityShared <= 0.2,
    ],
    [
      "personality sentences repeated inside one analysis",
      String(m.personalityInternalRepeats),
      "0",
      m.personalityInternalRepeats === 0,
    ],
    [
      "seams",
      `${m.seams.length} in ${m.seamTexts} texts`,
      "0 in ≥ 10,000",
      m.seams.length === 0 && m.seamTexts >= 10_000,
    ],
    [
      "crisis phrasings answered with a reading",
      `${m.crisisAnsweredWithReading.length} of ${m.crisisPhrasings}`,
      "0 of ≥ 40",
      m.crisisAnsweredWithReading.length === 0 && m.crisisPhrasings >= 40,
    ],
    [
      "basis transits not within 3° during the local day",
      `${m.ungroundedTransits.length} of ${m.basisTransitsChecked}`,
      "0",
      m.ungroundedTransits.length === 0,
    ],
    [
      "independent: repeated sentences (exact or one word changed)",
      pct(m.independentRepeatedSentences),
      "≤ 3 %",
      m.independentRepeatedSentences <= 0.03,
    ],
    [
      "independent: cited transits outside the 06–22 window (engine)",
      `${m.outsideDayWindow.length} of ${m.basisTransitsChecked}`,
      "0",
      m.outsideDayWindow.length === 0,
    ],
    [
      "independent: phase contradictions (Today, Oracle, radar; 07:30, 23:08)",
      `${m.phaseContradictions.length} of ${m.phaseClaimsChecked} claims`,
      "0",
      m.phaseContradictions.length === 0,
    ],
    [
      "independent: Oracle answers (verdict questions) within 80 words",
      `${m.oracle.within80} of ${m.oracle.answers}`,
      "all",
      m.oracle.within80 === m.oracle.answers,
    ],
    [
      "independent: Oracle answers with the verdict in the first sentence",
      `${m.oracle.verdictFirst} of ${m.oracle.answers}`,
      "all",
      m.oracle.verdictFirst === m.oracle.answers,
    ],
    [
      "independent: Oracle answers naming the question's subject first",
      `${m.oracle.namesSubject} of ${m.oracle.answers}`,
      "all",
      m.oracle.namesSubject === m.oracle.answers,
    ],
    [
      "Today's headline: most words",
      `${m.brief.headlineMaxWords} (${m.brief.headlines} headlines)`,
      "≤ 12",
      m.brief.headlineMaxWords <= 12,
    ],
    [
      "independent: Today's do / avoid lines met again (30 days)",
      pct(m.brief.repeatedLines),
      "≤ 10 %",
      m.brief.repeatedLines <= 0.1,
    ],
    [
      "Today's do / avoid / watch lines over 16 words",
      String(m.brief.longLines.length),
      "0",
      m.brief.longLines.length === 0,
    ],
    ['"full Moon" three days in a row', String(m.fullMoonRuns.length), "0", m.fullMoonRuns.length === 0],
    ...m.seamFamilies.map((f): [string, string, string, boolean] => [
      `independent seam: ${f.family}`,
      `${f.hits} in ${f.texts} texts`,
      "0 in ≥ 10,000",
      f.hits === 0 && f.texts >= 10_000,
    ]),
  ];
  const width = Math.max(...rows.map((r) => r[0].length));
  return [
    `Writer measures: ${m.users} users × ${m.days} days × 2 voices`,
    ...rows.map(
      ([name, value, target, ok]) => `${ok ? "✓" : "✗"} ${name.padEnd(width)}  ${value.padEnd(22)} ${target}`,
    ),
  ].join("\n");
}
