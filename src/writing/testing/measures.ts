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
import { composeOracleAnswer } from "../compose/oracle-answer.ts";
import { composePersonality, PERSONALITY_FIELDS } from "../compose/personality.ts";
import { CATEGORY_ADVICE, ELEMENT_ADVICE } from "../content/daily.ts";
import { PLANET_TEXT } from "../content/planets.ts";
import {
  type BasisItem,
  type NatalFacts,
  PLANETS,
  type SkyFacts,
  type TransitFact,
  VOICES,
  type Voice,
} from "../facts.ts";
import { crisisReply, screenFreeText } from "../safety.ts";
import { splitSentences, wordCount } from "../text.ts";
import { composeAll, SAMPLE_QUESTIONS } from "./compose-all.ts";
import { CRISIS_PHRASINGS } from "./crisis-phrasings.ts";
import { findSeams, readerTexts } from "./seams.ts";

export interface MeasureUser {
  name: string;
  natal: NatalFacts;
  /** The day's facts exactly as the server builds them. */
  day(dateLocal: string): { transits: TransitFact[]; sky: SkyFacts };
  /** Smallest orb (degrees) the transit reaches at any moment of the user's local day. */
  minOrbDuringDay?(t: Extract<BasisItem, { kind: "transit" }>, dateLocal: string): number;
}

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
export function adviceClauses(voice: Voice): string[] {
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

/** Reads a month as each user would and measures it. */
export function measureWriting(options: MeasureOptions): Measures {
  const { users, startDate, days } = options;
  const dates = Array.from({ length: days }, (_, i) => addDays(startDate, i));
  const facts = users.map((u) => dates.map((d) => u.day(d)));
  const seams: Measures["seams"] = [];
  let seamTexts = 0;
  const scan = (text: string, source: string) => {
    seamTexts++;
    for (const s of findSeams(text)) if (seams.length < 50) seams.push({ ...s, source });
  };

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
        const texts = horoscopeTexts(h);
        texts.forEach((text, ti) => {
          scan(text, `horoscope ${user.name} ${voice} ${date}`);
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
          scan(t.title, `todo title ${user.name} ${voice} ${date}`);
          scan(t.explanation, `todo ${user.name} ${voice} ${date}`);
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
        recent.push({ date, texts, basis: h.basis });
        recentTodos.push({ date, texts: todos.todos.map((t) => t.title), basis: todos.basis });
      });
      todoDistinctMin = Math.min(todoDistinctMin, titles.size);
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
      for (const [kind, output] of Object.entries(outputs))
        for (const text of readerTexts(output)) scan(text, `${kind} seams-${i} ${voice}`);
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
  };
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
  ];
  const width = Math.max(...rows.map((r) => r[0].length));
  return [
    `Writer measures: ${m.users} users × ${m.days} days × 2 voices`,
    ...rows.map(
      ([name, value, target, ok]) => `${ok ? "✓" : "✗"} ${name.padEnd(width)}  ${value.padEnd(22)} ${target}`,
    ),
  ].join("\n");
}
