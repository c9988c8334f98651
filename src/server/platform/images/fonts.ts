import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Font } from "satori";
import { type FontMetrics, readFontMetrics } from "./font-metrics.ts";

/**
 * The fonts of every image, read once per thread. Only the subsets the cards need: Latin for the
 * words (satori reads WOFF 1, not WOFF 2), and the "symbols" subsets of Noto Sans Symbols (planet,
 * zodiac and aspect glyphs) and Noto Sans Symbols 2 (☉ □ △ ✦ ★, which the first one lacks).
 * Satori falls back across all loaded fonts glyph by glyph, so a ♄ inside Inter text still draws.
 */
export const FONT_FAMILIES = {
  text: "Inter",
  display: "Fraunces",
  symbols: "Noto Sans Symbols",
  symbols2: "Noto Sans Symbols 2",
} as const;

export type FontFamily = (typeof FONT_FAMILIES)[keyof typeof FONT_FAMILIES];
export type FontWeight = 400 | 500 | 600 | 700;

interface FontFile {
  family: FontFamily;
  weight: FontWeight;
  style: "normal" | "italic";
  file: string;
}

const FONT_FILES: readonly FontFile[] = [
  {
    family: "Inter",
    weight: 400,
    style: "normal",
    file: "@fontsource/inter/files/inter-latin-400-normal.woff",
  },
  {
    family: "Inter",
    weight: 600,
    style: "normal",
    file: "@fontsource/inter/files/inter-latin-600-normal.woff",
  },
  {
    family: "Fraunces",
    weight: 600,
    style: "normal",
    file: "@fontsource/fraunces/files/fraunces-latin-600-normal.woff",
  },
  {
    family: "Noto Sans Symbols",
    weight: 400,
    style: "normal",
    file: "@fontsource/noto-sans-symbols/files/noto-sans-symbols-symbols-400-normal.woff",
  },
  {
    family: "Noto Sans Symbols 2",
    weight: 400,
    style: "normal",
    file: "@fontsource/noto-sans-symbols-2/files/noto-sans-symbols-2-symbols-400-normal.woff",
  },
];

export interface LoadedFont extends FontFile {
  data: Buffer;
  metrics: FontMetrics;
}

export interface BrandFonts {
  /** In satori's format; the same array every call, so satori parses each font only once. */
  satori: Font[];
  fonts: LoadedFont[];
  /** Every code point some loaded font draws. */
  coverage: Set<number>;
}

let loaded: BrandFonts | null = null;

/** The fonts, read and measured on first use in this thread. */
export function brandFonts(): BrandFonts {
  if (loaded) return loaded;
  const require = createRequire(import.meta.url);
  const fonts = FONT_FILES.map((f): LoadedFont => {
    const data = readFileSync(require.resolve(f.file));
    return { ...f, data, metrics: readFontMetrics(data) };
  });
  const coverage = new Set<number>();
  for (const font of fonts) for (const codePoint of font.metrics.advances.keys()) coverage.add(codePoint);
  loaded = {
    satori: fonts.map((f) => ({ name: f.family, data: f.data, weight: f.weight, style: f.style })),
    fonts,
    coverage,
  };
  return loaded;
}

/** The loaded font closest to a family and weight (the one satori would draw with). */
export function fontFor(family: FontFamily, weight: FontWeight): LoadedFont {
  const candidates = brandFonts().fonts.filter((f) => f.family === family);
  const best = candidates.sort((a, b) => Math.abs(a.weight - weight) - Math.abs(b.weight - weight))[0];
  if (!best) throw new Error(`no font loaded for ${family}`);
  return best;
}
