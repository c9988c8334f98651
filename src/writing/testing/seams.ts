/**
 * Seam scanner (tests and the measures script): finds the places where a template shows through
 * in a generated text: "a Aries", "your your", an empty slot, "undefined", an unbalanced bracket,
 * a sentence starting in lower case, a degree printed as "0.0°".
 */
import { article } from "../grammar.ts";

export interface Seam {
  kind: string;
  at: string;
}

const ARTICLE = /\b(a|an)\s+(["'“‘(]?[A-Za-z0-9][\w°'’-]*)/gi;
const DOUBLED = /\b([A-Za-z]+)\s+\1\b/gi;
const PLACEHOLDER = /\{[^}]*\}|\$\{|\bundefined\b|\bNaN\b|\bnull\b|\[object Object\]|\bTODO\b/;
const EMPTY_SLOT =
  /\(\s*\)|\s[,.;:!?]|[,;:]\s*[,.;:!?]|\.\s*,|^\s|\s$|[ \t]{2,}|\.\.|\b(?:a|an|the|your|[Tt]he|[Yy]our)\s*[.,;:!?)—]|—\s*[.,;:]/;
const LOWER_START = /(?:^|[.!?]\s+)["'“‘(]?([a-z])/;
const ZERO_ORB = /\b0\.0°/;

function context(text: string, index: number): string {
  return text.slice(Math.max(0, index - 25), index + 35);
}

/** Every seam in one text (empty when it reads clean). */
export function findSeams(text: string): Seam[] {
  const seams: Seam[] = [];
  for (const m of text.matchAll(ARTICLE)) {
    const art = (m[1] as string).toLowerCase();
    if (article(m[2] as string) !== art) seams.push({ kind: "article", at: context(text, m.index ?? 0) });
  }
  for (const m of text.matchAll(DOUBLED))
    seams.push({ kind: "doubled word", at: context(text, m.index ?? 0) });
  const placeholder = PLACEHOLDER.exec(text);
  if (placeholder) seams.push({ kind: "placeholder", at: context(text, placeholder.index) });
  const empty = EMPTY_SLOT.exec(text);
  if (empty) seams.push({ kind: "empty slot", at: context(text, empty.index) });
  for (const [open, close] of [
    ["(", ")"],
    ["[", "]"],
    ["“", "”"],
  ] as const) {
    if (text.split(open).length !== text.split(close).length)
      seams.push({ kind: `unbalanced ${open}${close}`, at: text.slice(0, 60) });
  }
  if ((text.match(/"/g) ?? []).length % 2 === 1) seams.push({ kind: 'unbalanced "', at: text.slice(0, 60) });
  const lower = LOWER_START.exec(text);
  if (lower) seams.push({ kind: "lower-case sentence start", at: context(text, lower.index) });
  const zero = ZERO_ORB.exec(text);
  if (zero) seams.push({ kind: "0.0°", at: context(text, zero.index) });
  return seams;
}

/** The reader-facing strings of a composer's output: every string except ids, dates, topics and the basis. */
export function readerTexts(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const v of value) readerTexts(v, out);
  else if (value !== null && typeof value === "object")
    for (const [key, v] of Object.entries(value)) {
      if (key === "basis" || key === "id" || key === "date" || key === "topic") continue;
      readerTexts(v, out);
    }
  return out;
}
