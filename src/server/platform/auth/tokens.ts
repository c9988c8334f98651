import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** 32 random bytes, URL-safe: for session cookies and e-mail links. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * The stored form of a token: HMAC-SHA256 under the app secret. The database never holds a usable
 * token, and lookups by hash are exact-match index scans, so no timing leak through comparison.
 */
export function hashToken(secret: string, token: string): string {
  return createHmac("sha256", secret).update(token).digest("hex");
}

/** Constant-time string comparison for secrets compared in memory. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
