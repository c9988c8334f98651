/**
 * The reader's memory: what one person was shown on earlier days, so today's text does not
 * repeat it. The writer stays pure: the server passes the earlier days' stored texts and bases in
 * as facts (`RecentDay[]`), and the composer reads them through `ReaderMemory`.
 *
 * - Sentences are compared with dates, weekdays, months, numbers and today/tomorrow/yesterday
 *   masked (`maskText`), so "peaking on Friday" and "peaking on Monday" count as the same sentence.
 * - Clauses (advice, to-do titles) are compared as lower-case text, wherever they stood.
 * - Transits are remembered by the day they were last cited, from the bases.
 */
import { MONTH_NAMES, WEEKDAY_NAMES } from "../calendar.ts";
import type { Basis, NatalFacts, TransitFact } from "../facts.ts";
import { hashString } from "../rng.ts";
import { dayNumber, splitSentences } from "../text.ts";

/** What the reader was shown on one earlier local day. */
export interface RecentDay {
  /** The local date, "YYYY-MM-DD". */
  date: string;
  /** Every text of that day the memory should cover (horoscope and its insights, to-do titles). */
  texts: readonly string[];
  /** The facts those texts cited. */
  basis?: Basis;
}

const MONTH_WORDS = MONTH_NAMES.flatMap((m) => [m, m.slice(0, 3)]);
const MASK = new RegExp(
  `\\b(?:${[...WEEKDAY_NAMES, ...MONTH_WORDS].join("|")})\\b|\\b(?:today|tomorrow|yesterday)\\b|\\d+(?:[.,:]\\d+)*(?:st|nd|rd|th|°)?`,
  "gi",
);

/** A text with dates, weekdays, months, numbers and today/tomorrow/yesterday replaced by "#". */
export function maskText(text: string): string {
  return text
    .replace(MASK, "#")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[.!?]+$/, "");
}

/** A stable key for one reader: their natal chart (the seed changes every day, the chart does not). */
export function readerKey(natal: NatalFacts): number {
  return hashString(
    natal.placements
      .map((p) => `${p.body}:${p.longitudeDeg.toFixed(3)}`)
      .sort()
      .join("|"),
  );
}

function transitMemoryKey(t: Pick<TransitFact, "transiting" | "aspect" | "natal">): string {
  return `${t.transiting}-${t.aspect}-${t.natal}`;
}

export class ReaderMemory {
  private readonly sentences = new Set<string>();
  private readonly clauses = new Set<string>();
  private readonly lastCited = new Map<string, number>();
  private readonly clauseDay = new Map<string, number>();
  private readonly recentText: { day: number; text: string }[] = [];
  readonly today: number;

  constructor(todayLocal: string, recent: readonly RecentDay[] = []) {
    this.today = dayNumber(todayLocal);
    for (const day of recent) {
      const n = dayNumber(day.date);
      if (!(n < this.today)) continue;
      for (const text of day.texts) {
        for (const s of splitSentences(text)) this.sentences.add(maskText(s));
        this.recentText.push({ day: n, text: text.toLowerCase() });
      }
      for (const b of day.basis ?? []) {
        if (b.kind !== "transit") continue;
        const key = transitMemoryKey(b);
        this.lastCited.set(key, Math.max(this.lastCited.get(key) ?? -Infinity, n));
      }
    }
  }

  /** Days since the transit was last cited (1 = yesterday), or null if not in memory. */
  daysSinceCited(t: Pick<TransitFact, "transiting" | "aspect" | "natal">): number | null {
    const last = this.lastCited.get(transitMemoryKey(t));
    return last === undefined ? null : this.today - last;
  }

  /** True when the reader met this sentence (masked) on an earlier day or earlier in today's text. */
  seenSentence(sentence: string): boolean {
    return this.sentences.has(maskText(sentence));
  }

  /** Days since a clause last appeared in any text of the reader (null: not in memory, 0: today). */
  daysSinceClause(clause: string): number | null {
    const c = clause.toLowerCase();
    if (this.clauses.has(c)) return 0;
    const cached = this.clauseDay.get(c);
    if (cached !== undefined) return cached < 0 ? null : this.today - cached;
    let last = -1;
    for (const { day, text } of this.recentText) if (day > last && text.includes(c)) last = day;
    this.clauseDay.set(c, last);
    return last < 0 ? null : this.today - last;
  }

  seenClause(clause: string): boolean {
    return this.daysSinceClause(clause) !== null;
  }

  /** Records what today's text says, so the rest of it does not say it again. */
  recordText(text: string): void {
    for (const s of splitSentences(text)) this.sentences.add(maskText(s));
  }

  recordClause(clause: string): void {
    this.clauses.add(clause.toLowerCase());
  }
}

/**
 * Walks a pool in this reader's rotation order: a start that moves one step a day and differs per
 * reader and pool, so two readers or two days rarely begin at the same entry.
 */
export function rotation<T>(pool: readonly T[], reader: number, poolKey: string, day: number): T[] {
  if (pool.length === 0) return [];
  const start = (hashString(`${reader}|${poolKey}`) + day) % pool.length;
  return [...pool.slice(start), ...pool.slice(0, start)];
}
