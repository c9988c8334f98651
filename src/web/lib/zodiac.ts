import { SIGNS } from "#contracts/constants";

/**
 * The web's names and glyphs of the twelve signs, built on the engine's list (`SIGNS`, lower case
 * as the API sends them) so there is one order and one spelling everywhere.
 */

type SignName = (typeof SIGNS)[number];

/** "aries" → "Aries"; the server's casing is not promised, so any casing is accepted. */
export function signName(sign: string): string {
  return sign ? sign.charAt(0).toUpperCase() + sign.slice(1) : sign;
}

/** The signs as shown: "Aries" … "Pisces", in zodiac order. */
export type SignLabel = Capitalize<SignName>;
export const SIGN_LABELS: readonly SignLabel[] = SIGNS.map((sign) => signName(sign) as SignLabel);

/** Each sign's glyph as a bare code point (add U+FE0E where a platform might draw an emoji). */
export const SIGN_GLYPHS: Record<SignName, string> = {
  aries: "♈",
  taurus: "♉",
  gemini: "♊",
  cancer: "♋",
  leo: "♌",
  virgo: "♍",
  libra: "♎",
  scorpio: "♏",
  sagittarius: "♐",
  capricorn: "♑",
  aquarius: "♒",
  pisces: "♓",
};

/** The glyph of a sign in any casing, null for an unknown name. */
export function signGlyph(sign: string): string | null {
  const key = sign.toLowerCase();
  return Object.hasOwn(SIGN_GLYPHS, key) ? SIGN_GLYPHS[key as SignName] : null;
}
