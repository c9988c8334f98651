/**
 * Astrological glyphs for the words of a text, so a card can headline "Mars squares Saturn" as
 * ♂ □ ♄. Every glyph here is drawn by the loaded symbol fonts (tested).
 */
type GlyphKind = "phase" | "planet" | "aspect" | "sign";

const WORD_GLYPHS: readonly [RegExp, string, GlyphKind][] = [
  [/\bnew moon\b/i, "●", "phase"],
  [/\bfull moon\b/i, "○", "phase"],
  [/\bfirst[- ]quarter\b/i, "◐", "phase"],
  [/\blast[- ]quarter\b/i, "◑", "phase"],
  [/\bsun\b/i, "☉", "planet"],
  [/\bmoon\b/i, "☽", "planet"],
  [/\bmercury\b/i, "☿", "planet"],
  [/\bvenus\b/i, "♀", "planet"],
  [/\bmars\b/i, "♂", "planet"],
  [/\bjupiter\b/i, "♃", "planet"],
  [/\bsaturn\b/i, "♄", "planet"],
  [/\buranus\b/i, "♅", "planet"],
  [/\bneptune\b/i, "♆", "planet"],
  [/\bpluto\b/i, "♇", "planet"],
  [/\bconjunct(?:s|ion)?\b|\bmeets\b|\bjoins\b/i, "☌", "aspect"],
  [/\bsextiles?\b/i, "⚹", "aspect"],
  [/\bsquares?\b/i, "□", "aspect"],
  [/\btrines?\b/i, "△", "aspect"],
  [/\boppos(?:es|ition|ite)\b/i, "☍", "aspect"],
  [/\bquincunx\b/i, "⚻", "aspect"],
  [/\baries\b/i, "♈", "sign"],
  [/\btaurus\b/i, "♉", "sign"],
  [/\bgemini\b/i, "♊", "sign"],
  [/\bcancer\b/i, "♋", "sign"],
  [/\bleo\b/i, "♌", "sign"],
  [/\bvirgo\b/i, "♍", "sign"],
  [/\blibra\b/i, "♎", "sign"],
  [/\bscorpio\b/i, "♏", "sign"],
  [/\bsagittarius\b/i, "♐", "sign"],
  [/\bcapricorn\b/i, "♑", "sign"],
  [/\baquarius\b/i, "♒", "sign"],
  [/\bpisces\b/i, "♓", "sign"],
];

/** Every glyph the cards may draw. */
export const CARD_GLYPHS: readonly string[] = [...new Set(WORD_GLYPHS.map(([, glyph]) => glyph)), "✦"];

/**
 * Up to three glyphs for the astrology a text names: "planet aspect planet" when it names an
 * aspect between two planets (♂ □ ♄), otherwise the first three it names, in reading order, each
 * once ("New Moon" counts as the phase, not as a second Moon). A sparkle when it names none.
 */
export function glyphsFor(text: string): string[] {
  const found: { at: number; end: number; glyph: string; kind: GlyphKind }[] = [];
  for (const [pattern, glyph, kind] of WORD_GLYPHS) {
    for (const match of text.matchAll(new RegExp(pattern.source, "gi"))) {
      const at = match.index ?? 0;
      const end = at + match[0].length;
      if (found.some((f) => at < f.end && end > f.at)) continue;
      found.push({ at, end, glyph, kind });
    }
  }
  found.sort((a, b) => a.at - b.at);
  const aspectAt = found.findIndex((f, i) => f.kind === "aspect" && i > 0);
  if (aspectAt > 0) {
    const before = found.slice(0, aspectAt).findLast((f) => f.kind === "planet");
    const after = found.slice(aspectAt + 1).find((f) => f.kind === "planet");
    const aspect = found[aspectAt];
    if (before && after && aspect) return [before.glyph, aspect.glyph, after.glyph];
  }
  const unique = [...new Set(found.map((f) => f.glyph))].slice(0, 3);
  return unique.length > 0 ? unique : ["✦"];
}
