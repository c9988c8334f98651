/** The desktop wheel's ring radii: every part of it (rings, houses, planets) places itself by these. */

/** Radii of the wheel's rings, in viewBox px (800 × 800). */
export const R = {
  outer: 356,
  zodiacInner: 300,
  signGlyph: 331,
  planetGlyph: 264,
  planetDegree: 232,
  houseOuter: 196,
  houseInner: 166,
  houseNumber: 181,
  center: 74,
  angleLabel: 380,
} as const;
