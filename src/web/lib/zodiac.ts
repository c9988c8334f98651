import { SIGN_GLYPHS, SIGNS } from "#contracts/constants";

export { SIGN_GLYPHS };

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

/** The glyph of a sign in any casing, null for an unknown name. */
export function signGlyph(sign: string): string | null {
  const key = sign.toLowerCase();
  return Object.hasOwn(SIGN_GLYPHS, key) ? SIGN_GLYPHS[key as SignName] : null;
}
