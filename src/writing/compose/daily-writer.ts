/**
 * Choosing phrasings for a reader's daily texts: a rotation that moves one step a day and differs
 * per reader, filtered by what the reader already read (ReaderMemory). Shared by the daily
 * horoscope and the to-do list.
 */
import type { Phrasings } from "../content/types.ts";
import type { Voice } from "../facts.ts";
import { fill, splitSentences } from "../text.ts";
import { type ReaderMemory, rotation } from "./memory.ts";

export class DailyPicker {
  constructor(
    readonly voice: Voice,
    readonly reader: number,
    readonly day: number,
    readonly memory: ReaderMemory,
  ) {}

  /** The pool in this reader's order for today. */
  order<T>(pool: readonly T[], key: string): T[] {
    return rotation(pool, this.reader, key, this.day);
  }

  /** The voice's phrasings in today's order. */
  voiced(phrasings: Phrasings, key: string): string[] {
    return this.order(phrasings[this.voice], key);
  }

  /**
   * Clauses in today's order, the ones the reader never met first, then the rest from the longest
   * ago; clauses already used today come last.
   */
  clauses(pool: readonly string[], key: string): string[] {
    const ordered = this.order(pool, key);
    const age = (c: string) => {
      const d = this.memory.daysSinceClause(c);
      return d === null ? Number.POSITIVE_INFINITY : d;
    };
    return ordered
      .map((c, i) => ({ c, i, a: age(c) }))
      .sort((x, y) => y.a - x.a || x.i - y.i)
      .map((x) => x.c);
  }

  /**
   * The first sentence, over templates × values of one slot, that the reader has not read (dates
   * and numbers masked); falls back to the first combination. The chosen sentence and value are
   * remembered for the rest of today's text.
   */
  sentence(
    templates: readonly string[],
    vars: Readonly<Record<string, string>>,
    slot?: { name: string; values: readonly string[]; clause?: boolean },
  ): { text: string; value: string | null } {
    const values = slot ? slot.values : [null];
    let first: { text: string; value: string | null } | null = null;
    for (const value of values) {
      for (const template of templates) {
        const text = fill(template, slot && value !== null ? { ...vars, [slot.name]: value } : vars);
        if (!first) first = { text, value };
        if (!splitSentences(text).some((s) => this.memory.seenSentence(s)))
          return this.remember({ text, value }, slot?.clause === true);
      }
    }
    if (!first) throw new Error("DailyPicker.sentence: no templates");
    return this.remember(first, slot?.clause === true);
  }

  private remember(choice: { text: string; value: string | null }, clause: boolean) {
    this.memory.recordText(choice.text);
    if (clause && choice.value !== null) this.memory.recordClause(choice.value);
    return choice;
  }
}
