import type { ChartPointKey, PlanetKey } from "#contracts/birth-chart";
import { SIGN_GLYPHS } from "#web/lib/zodiac.ts";
import type { SignLabel } from "./wheel-geometry.ts";

/**
 * What the wheel says about each thing on it: glyphs (with U+FE0E so no platform turns them into
 * emoji), colours, and the hover texts for planets, signs, angles and houses.
 */

const TEXT = "\uFE0E";

export const PLANET_INFO: Record<PlanetKey, { label: string; glyph: string; color: string; blurb: string }> =
  {
    sun: {
      label: "Sun",
      color: "#f5c451",
      glyph: `☉${TEXT}`,
      blurb: "Your core self: identity, vitality and what you are here to become.",
    },
    moon: {
      label: "Moon",
      color: "#e4e1ff",
      glyph: `☽${TEXT}`,
      blurb: "Your emotional body: needs, moods, instincts and what feels safe.",
    },
    mercury: {
      label: "Mercury",
      color: "#9fd8e8",
      glyph: `☿${TEXT}`,
      blurb: "How you think, talk, learn and process information.",
    },
    venus: {
      label: "Venus",
      color: "#f5a3c7",
      glyph: `♀${TEXT}`,
      blurb: "What you love and value: attraction, taste, pleasure and money.",
    },
    mars: {
      label: "Mars",
      color: "#ff7a6b",
      glyph: `♂${TEXT}`,
      blurb: "Drive, desire and anger: how you go after what you want.",
    },
    jupiter: {
      label: "Jupiter",
      color: "#ffb86b",
      glyph: `♃${TEXT}`,
      blurb: "Growth, luck and faith: where life tends to say yes.",
    },
    saturn: {
      label: "Saturn",
      color: "#d9c48f",
      glyph: `♄${TEXT}`,
      blurb: "Structure, discipline and fear: the lessons that build mastery.",
    },
    uranus: {
      label: "Uranus",
      color: "#7fe0d4",
      glyph: `♅${TEXT}`,
      blurb: "Rebellion, originality and sudden change: where you break the rules.",
    },
    neptune: {
      label: "Neptune",
      color: "#8fa8ff",
      glyph: `♆${TEXT}`,
      blurb: "Dreams, intuition and illusion: where you dissolve boundaries.",
    },
    pluto: {
      label: "Pluto",
      color: "#c9a0ff",
      glyph: `♇${TEXT}`,
      blurb: "Power, obsession and rebirth: what you transform, and what transforms you.",
    },
  };

/**
 * The chart points beyond the ten bodies (issue 31), drawn smaller than the planets: the nodes,
 * Chiron, Black Moon Lilith and the Part of Fortune.
 */
export const POINT_INFO: Record<
  ChartPointKey,
  { label: string; glyph: string; color: string; blurb: string }
> = {
  northNode: {
    label: "North Node",
    color: "#b8e986",
    glyph: `☊${TEXT}`,
    blurb: "Where the Moon's path crosses the Sun's going north: the direction that grows you.",
  },
  southNode: {
    label: "South Node",
    color: "#9bb07e",
    glyph: `☋${TEXT}`,
    blurb: "Opposite the North Node: inborn talents and the comfort zone you fall back on.",
  },
  chiron: {
    label: "Chiron",
    color: "#e0b0ff",
    glyph: `⚷${TEXT}`,
    blurb: "The tender spot: an old hurt that teaches you how to help others heal.",
  },
  lilith: {
    label: "Lilith",
    color: "#ff8fb1",
    glyph: `⚸${TEXT}`,
    blurb: "Black Moon Lilith, the Moon's far point: the untamed part of you that will not shrink.",
  },
  fortune: {
    label: "Part of Fortune",
    color: "#ffd98a",
    glyph: `⊗${TEXT}`,
    blurb: "Ascendant plus the Moon's distance from the Sun: where ease and luck come naturally.",
  },
};

/**
 * The line under a wheel whose chosen house system failed at the birth place (Placidus and Koch
 * beyond the polar circles): on screen and in the exported SVG.
 */
export const HOUSE_FALLBACK_LINE = (requested: string) => `${requested} fails at this latitude`;

/** Anything on the wheel that opens a meaning: a planet or a chart point. */
export type WheelKey = PlanetKey | ChartPointKey;

/** Label, glyph, colour and blurb of a planet or a point. */
export function wheelInfo(key: WheelKey) {
  return key in POINT_INFO ? POINT_INFO[key as ChartPointKey] : PLANET_INFO[key as PlanetKey];
}

export type Element = "fire" | "earth" | "air" | "water";

export const SIGN_INFO: Record<SignLabel, { glyph: string; element: Element; quip: string }> = {
  Aries: {
    glyph: `${SIGN_GLYPHS.aries}${TEXT}`,
    element: "fire",
    quip: "Cardinal fire. Acts first, reads the manual never.",
  },
  Taurus: {
    glyph: `${SIGN_GLYPHS.taurus}${TEXT}`,
    element: "earth",
    quip: "Fixed earth. Loyal, sensual, and will not be rushed. Ever.",
  },
  Gemini: {
    glyph: `${SIGN_GLYPHS.gemini}${TEXT}`,
    element: "air",
    quip: "Mutable air. Forty open tabs and an opinion on each.",
  },
  Cancer: {
    glyph: `${SIGN_GLYPHS.cancer}${TEXT}`,
    element: "water",
    quip: "Cardinal water. Hard shell, soft centre, remembers everything.",
  },
  Leo: {
    glyph: `${SIGN_GLYPHS.leo}${TEXT}`,
    element: "fire",
    quip: "Fixed fire. Generous, warm, and yes, the spotlight is theirs.",
  },
  Virgo: {
    glyph: `${SIGN_GLYPHS.virgo}${TEXT}`,
    element: "earth",
    quip: "Mutable earth. Fixes what you didn't know was broken.",
  },
  Libra: {
    glyph: `${SIGN_GLYPHS.libra}${TEXT}`,
    element: "air",
    quip: "Cardinal air. Charming diplomat who cannot pick a restaurant.",
  },
  Scorpio: {
    glyph: `${SIGN_GLYPHS.scorpio}${TEXT}`,
    element: "water",
    quip: "Fixed water. Sees through you; forgives, maybe; forgets, never.",
  },
  Sagittarius: {
    glyph: `${SIGN_GLYPHS.sagittarius}${TEXT}`,
    element: "fire",
    quip: "Mutable fire. Brutal honesty, delivered from a departure gate.",
  },
  Capricorn: {
    glyph: `${SIGN_GLYPHS.capricorn}${TEXT}`,
    element: "earth",
    quip: "Cardinal earth. Born with a five-year plan and a spreadsheet.",
  },
  Aquarius: {
    glyph: `${SIGN_GLYPHS.aquarius}${TEXT}`,
    element: "air",
    quip: "Fixed air. Loves humanity; individual humans, less so.",
  },
  Pisces: {
    glyph: `${SIGN_GLYPHS.pisces}${TEXT}`,
    element: "water",
    quip: "Mutable water. Feels everything, everywhere, all at once.",
  },
};

/** Element tints for the zodiac ring, tuned for the dark theme. */
export const ELEMENT_COLORS: Record<Element, string> = {
  fire: "#f59e73",
  earth: "#a3c76d",
  air: "#8ec5f5",
  water: "#a99bff",
};

export const ANGLE_INFO = {
  AC: {
    name: "Ascendant (AC)",
    blurb:
      "The sign rising on the eastern horizon at your birth: your first impression and instinctive style.",
  },
  MC: {
    name: "Midheaven (MC)",
    blurb: "The highest point of the chart: career, reputation and the direction you are seen to head in.",
  },
  DC: {
    name: "Descendant (DC)",
    blurb: "Opposite the Ascendant: what you look for, and project onto, partners and close rivals.",
  },
  IC: {
    name: "Imum Coeli (IC)",
    blurb: "The lowest point of the chart: roots, home, family and your private foundations.",
  },
} as const;
export type AngleKey = keyof typeof ANGLE_INFO;

export const HOUSE_INFO: readonly string[] = [
  "Self, body and first impressions.",
  "Money, possessions and self-worth.",
  "Communication, siblings, neighbours and short trips.",
  "Home, family, roots and private life.",
  "Creativity, romance, play and children.",
  "Daily work, routines, health and service.",
  "Partnerships, marriage and open enemies.",
  "Intimacy, shared resources, debt and transformation.",
  "Philosophy, higher learning, travel and belief.",
  "Career, public image and ambition.",
  "Friends, networks, groups and hopes.",
  "The unconscious, solitude, secrets and endings.",
];

/** Aspect colours and a one-line meaning; orbs come from the chart engine's table (docs/product.md §6.4). */
export const ASPECT_STYLE: Record<
  "conjunction" | "sextile" | "square" | "trine" | "quincunx" | "opposition",
  { label: string; glyph: string; color: string; dash?: string; meaning: string }
> = {
  conjunction: { label: "Conjunction", glyph: "☌", color: "#f5c451", meaning: "fused energies" },
  sextile: { label: "Sextile", glyph: "⚹", color: "#5cc8f0", meaning: "easy opportunity" },
  square: { label: "Square", glyph: "□", color: "#f26d6d", meaning: "friction that drives growth" },
  trine: { label: "Trine", glyph: "△", color: "#4fd18b", meaning: "natural flow" },
  quincunx: { label: "Quincunx", glyph: "⚻", color: "#c39bff", dash: "6 4", meaning: "awkward adjustment" },
  opposition: { label: "Opposition", glyph: "☍", color: "#ff9f4a", meaning: "tension seeking balance" },
};

/** The glyph font stack: system fonts that carry the astrological symbols, no remote fonts (CSP). */
export const GLYPH_FONT =
  "'Segoe UI Symbol', 'Apple Symbols', 'Noto Sans Symbols', 'Noto Sans Symbols 2', 'DejaVu Sans', 'Symbola', sans-serif";
export const LABEL_FONT = "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";
