import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { HttpError } from "#server/errors";

/**
 * Slowing password guessing without locking the owner out.
 *
 * A fixed lock after N failures lets anyone lock anyone out: ten wrong passwords from rotating
 * addresses and the owner's right one is refused for a quarter hour. Instead:
 * - the per-address limit (rate-limit.ts) comes first, as before;
 * - then each account allows FREE_FAILURES failed attempts, after which every further attempt
 *   waits for an exponentially growing pause since the last one (1 s, 2 s, 4 s … at most 15 min).
 *   Attempts refused during the pause do not count, so a guesser gets a handful of tries an hour,
 *   and the owner at worst waits out one pause;
 * - a browser the owner has signed in from before carries a device cookie bound to the address;
 *   its attempts are counted on the device, not on the account, so a stranger's failures never
 *   slow the owner's own browser (the device cookie approach of OWASP's authentication guide).
 * The count and the reservation are one atomic statement, so concurrent attempts cannot slip
 * past it, and several app processes share it through the database.
 */

const LOGIN_BACKOFF = {
  freeFailures: 5,
  firstPauseMs: 1000,
  maxPauseMs: 15 * 60_000,
  /** A quiet day forgets the failures. */
  forgetAfterMs: 24 * 60 * 60_000,
} as const;

export const DEVICE_COOKIE = "device";
export const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Who an attempt is counted on: the account's address, or the owner's known device. */
export type LoginSubject = { kind: "account"; email: string } | { kind: "device"; id: string };

/** The counter's key in rate_limits (an account's is removed with the account). */
export const loginThrottleKey = (subject: LoginSubject) =>
  subject.kind === "account" ? `login-backoff:${subject.email.toLowerCase()}` : `login-device:${subject.id}`;

// The pause before the next attempt, as SQL on a row's failure count.
const pauseMs = (count: unknown) =>
  sql`least(${LOGIN_BACKOFF.maxPauseMs}, ${LOGIN_BACKOFF.firstPauseMs} * power(2, greatest(0, ${count} - ${LOGIN_BACKOFF.freeFailures})))`;

/**
 * Reserves one attempt, counting it as a failure until `loginSucceeded` says otherwise; throws 429
 * with the seconds to wait while the subject is in its pause.
 */
export async function reserveLoginAttempt(
  db: Database,
  subject: LoginSubject,
  now: Date,
  message: string,
): Promise<void> {
  const key = loginThrottleKey(subject);
  const forgetBefore = new Date(now.getTime() - LOGIN_BACKOFF.forgetAfterMs);
  const reserved = await db.execute(sql`
    insert into rate_limits (key, window_start, count) values (${key}, ${now}, 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start <= ${forgetBefore} then 1 else rate_limits.count + 1 end,
      window_start = ${now}
    where rate_limits.count < ${LOGIN_BACKOFF.freeFailures}
       or rate_limits.window_start + ${pauseMs(sql`rate_limits.count`)} * interval '1 millisecond' <= ${now}
    returning count`);
  if (rowsOf(reserved).length > 0) return;
  const pending = await db.execute(sql`
    select extract(epoch from (window_start + ${pauseMs(sql`count`)} * interval '1 millisecond' - ${now})) as wait
    from rate_limits where key = ${key}`);
  const waitSeconds = Math.max(1, Math.ceil(Number(rowsOf(pending)[0]?.wait ?? 1)));
  throw new HttpError(429, "rate_limited", message, {}, { "retry-after": String(waitSeconds) });
}

/** A right password: the subject's failures are forgotten. */
export async function loginSucceeded(db: Database, subject: LoginSubject): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${loginThrottleKey(subject)}`);
}

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

const sign = (secret: string, email: string, id: string) =>
  createHmac("sha256", secret).update(`device|${email.toLowerCase()}|${id}`).digest("base64url");

/** A new device cookie value for the address that just signed in. */
export function newDeviceToken(secret: string, email: string): string {
  const id = randomBytes(16).toString("base64url");
  return `${id}.${sign(secret, email, id)}`;
}

/** The device id when the cookie was issued to this address by this server, else null. */
export function knownDevice(secret: string, email: string, token: string | undefined): string | null {
  if (!token) return null;
  const [id, signature, extra] = token.split(".");
  if (!id || !signature || extra !== undefined || id.length > 64) return null;
  const expected = Buffer.from(sign(secret, email, id));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}
