import { brandFonts, type FontFamily, type FontWeight, fontFor } from "./fonts.ts";

/**
 * Sizing text to its box before layout. Satori has no "shrink to fit", so the renderer measures
 * with the fonts' own advance widths, wraps greedily at spaces the way a browser would (a word
 * wider than the box is broken between characters), and picks the largest size whose lines fit the
 * box. The estimate errs wide (kerning ignored, a small safety margin), so the real layout is never
 * taller than predicted.
 */

/** Variation selectors that only ask for emoji or text presentation; the text glyph is drawn. */
const PRESENTATION_SELECTORS = /[\uFE0E\uFE0F]/g;

/** The text as it will be drawn: presentation selectors dropped, runs of white space collapsed. */
export function normalizeCardText(text: string): string {
  return text.replace(PRESENTATION_SELECTORS, "").replace(/\s+/g, " ").trim();
}

/** Characters of a text that no loaded font can draw (each listed once, in order of appearance). */
export function unsupportedCharacters(text: string): string[] {
  const { coverage } = brandFonts();
  const missing: string[] = [];
  for (const char of normalizeCardText(text)) {
    const codePoint = char.codePointAt(0) ?? 0;
    if (codePoint === 0x20 || coverage.has(codePoint)) continue;
    if (!missing.includes(char)) missing.push(char);
  }
  return missing;
}

export interface TextStyle {
  family: FontFamily;
  weight: FontWeight;
  /** Line height as a multiple of the font size. */
  lineHeight: number;
  /** Extra space after each character, in em. */
  letterSpacingEm?: number;
}

const SAFETY = 1.04;

/** Width of a run of text in px at a font size, falling back across fonts like satori does. */
export function textWidth(text: string, style: TextStyle, fontSize: number): number {
  const primary = fontFor(style.family, style.weight);
  const others = brandFonts().fonts.filter((f) => f !== primary);
  let width = 0;
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    let em = 0.6; // unknown characters never reach here (they are refused), but stay generous
    for (const font of [primary, ...others]) {
      const advance = font.metrics.advances.get(codePoint);
      if (advance !== undefined) {
        em = advance / font.metrics.unitsPerEm;
        break;
      }
    }
    width += (em + (style.letterSpacingEm ?? 0)) * fontSize;
  }
  return width * SAFETY;
}

/**
 * Number of lines a text takes in a box of `maxWidth` px: greedy wrap at spaces, and a word wider
 * than the box starts a line of its own and is broken between characters wherever the line is
 * full, as satori does with the cards' `overflowWrap: "anywhere"` (see `WRAP_ANYWHERE`).
 */
export function lineCount(text: string, style: TextStyle, fontSize: number, maxWidth: number): number {
  const words = normalizeCardText(text).split(" ").filter(Boolean);
  if (words.length === 0) return 0;
  const space = textWidth(" ", style, fontSize);
  let lines = 1;
  let current = 0;
  for (const word of words) {
    const w = textWidth(word, style, fontSize);
    if (w > maxWidth) {
      if (current > 0) lines += 1;
      current = 0;
      for (const char of word) {
        const c = textWidth(char, style, fontSize);
        if (current > 0 && current + c > maxWidth) {
          lines += 1;
          current = 0;
        }
        current += c;
      }
      continue;
    }
    if (current === 0) current = w;
    else if (current + space + w <= maxWidth) current += space + w;
    else {
      lines += 1;
      current = w;
    }
  }
  return lines;
}

/**
 * Lets a word longer than its line break between any two characters (and counts those breaks
 * when a box shrinks to fit), so a long unbroken token wraps inside the card instead of running
 * off its edge. Set on the frame; satori passes it down to every text.
 */
export const WRAP_ANYWHERE = { overflowWrap: "anywhere" } as const;

export interface FittedText {
  fontSize: number;
  lines: number;
  /** Height of the text block at that size, px. */
  height: number;
}

/**
 * The largest font size from `maxSize` down (in steps of 2 px, never below 12 px) at which the
 * text fits `maxWidth` × `maxHeight`.
 */
export function fitText(
  text: string,
  style: TextStyle,
  box: { maxWidth: number; maxHeight: number; maxSize: number; minSize?: number },
): FittedText {
  const floor = Math.max(12, Math.min(box.minSize ?? 12, box.maxSize));
  let size = box.maxSize;
  for (;;) {
    const lines = lineCount(text, style, size, box.maxWidth);
    const height = Math.ceil(lines * size * style.lineHeight);
    if (height <= box.maxHeight || size <= floor) return { fontSize: size, lines, height };
    size = Math.max(floor, size - 2);
  }
}
