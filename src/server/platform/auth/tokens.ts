import { createHmac, randomBytes } from "node:crypto";

/** 32 random bytes, URL-safe: for session cookies and e-mail links. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * The stored form of a token: HMAC-SHA256 under the app secret. The database never holds a usable
 * token, and tokens are found by an exact-match lookup of this keyed hash: an attacker cannot steer
 * the hash byte by byte, so comparison timing reveals nothing about a valid token.
 */
export function hashToken(secret: string, token: string): string {
  return createHmac("sha256", secret).update(token).digest("hex");
}
