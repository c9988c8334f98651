import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The digest's unsubscribe token: the user id and an HMAC of it under the app's secret, keyed by a
 * purpose string used for nothing else, so no other signed value (and no token of another purpose)
 * opens this door. It works without signing in and does one thing: turn the digest off. It does not
 * expire: an unsubscribe link in an old mail must still work (RFC 8058 asks for that too).
 */

export const DIGEST_UNSUBSCRIBE_PURPOSE = "zf:digest-unsubscribe:v1";

function signature(secret: string, purpose: string, userId: number): string {
  return createHmac("sha256", secret).update(`${purpose}\n${userId}`).digest("base64url");
}

/** `purpose` is a parameter only so tests can prove that a token of another purpose fails. */
export function signUnsubscribeToken(
  secret: string,
  userId: number,
  purpose = DIGEST_UNSUBSCRIBE_PURPOSE,
): string {
  return `${userId}.${signature(secret, purpose, userId)}`;
}

/** The user id a valid token names, or null. */
export function verifyUnsubscribeToken(secret: string, token: string): number | null {
  const match = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  if (!Number.isSafeInteger(userId) || userId > 2_147_483_647) return null;
  const expected = Buffer.from(signature(secret, DIGEST_UNSUBSCRIBE_PURPOSE, userId));
  const given = Buffer.from(match[2] ?? "");
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}
