import { setImmediate } from "node:timers/promises";
import { DIGEST_MESSAGES, type Preferences, type PreferencesPatch } from "#contracts/digest";
import { endpoints, href } from "#contracts/endpoints";
import type { PublicUser } from "#contracts/user";
import type { AppContext } from "#server/app-context";
import type { UserRow } from "#server/db/schema";
import { forbidden, notFound, unauthorized } from "#server/errors";
import type { OutgoingMail } from "#server/platform/mailer";
import { isPremium } from "#server/platform/policy";
import type { RequestContext, UserContext } from "#server/platform/request-context";
import { toPublicUser } from "#server/presenters/public-user";
import {
  claimDelivery,
  type DeliveryId,
  deliveredKeys,
  markDeliverySent,
  markDeliverySkipped,
  recordSkippedDeliveries,
  releaseDelivery,
} from "#server/repositories/deliveries";
import { digestSubscribers, findUserById, updateUser } from "#server/repositories/users";
import { MONTH_NAMES, WEEKDAY_NAMES } from "#writing/index";
import { briefOf, dayTexts, exactTransitsOfDay } from "./digest-content.ts";
import { composeDigestMail } from "./digest-mail.ts";
import { type DigestSlot, isLate, latestSlot, localDate } from "./digest-schedule.ts";
import { signUnsubscribeToken, verifyUnsubscribeToken } from "./unsubscribe-token.ts";

/** The job that looks for due digests (enqueued once a minute by every running worker, kept once per minute). */
export const DIGEST_TICK_JOB = "digest-tick";
/** One user's digest of one local date. */
export const DIGEST_SEND_JOB = "digest-send";
export const DIGEST_TICK_MS = 60_000;

// ---------------------------------------------------------------- preferences

function preferencesOf(user: UserRow): Preferences {
  return {
    timezone: user.timezone,
    digestEnabled: user.digestEnabled,
    digestHour: user.digestHour,
    defaultRoast: user.defaultRoast,
  };
}

export async function getPreferences(rc: UserContext): Promise<Preferences> {
  return preferencesOf(rc.user);
}

/** Saves what the patch names; the roast voice as the default needs Premium, like the voice itself. */
export async function updatePreferences(rc: UserContext, patch: PreferencesPatch): Promise<PublicUser> {
  const { app: ctx, user } = rc;
  if (patch.defaultRoast === true && !isPremium(user, ctx.now()))
    throw forbidden(DIGEST_MESSAGES.premiumVoice, { code: "premium_required" });
  const row = await updateUser(ctx.db, user.id, patch);
  if (!row) throw unauthorized();
  return toPublicUser(row, ctx.config.roles);
}

// ---------------------------------------------------------------- composing

function dateLabel(date: string): string {
  const [y, m, d] = date.split("-").map(Number);
  const day = new Date(Date.UTC(y ?? 2000, (m ?? 1) - 1, d ?? 1));
  return `${WEEKDAY_NAMES[day.getUTCDay()]} ${day.getUTCDate()} ${MONTH_NAMES[day.getUTCMonth()]}`;
}

function unsubscribeUrl(ctx: AppContext, userId: number): string {
  return `${ctx.config.appUrl}${href(endpoints.digest.unsubscribe, undefined, { token: signUnsubscribeToken(ctx.secret, userId) })}`;
}

/** The digest mail of one local date for a user: their voice, their zone, Premium's exact times. */
export async function digestMailFor(
  ctx: AppContext,
  user: UserRow,
  date: string,
  options: { preview?: boolean } = {},
): Promise<OutgoingMail> {
  const premium = isPremium(user, ctx.now());
  const voice = premium && user.defaultRoast ? "roast" : "normal";
  const texts = await dayTexts(ctx, user, date, voice, premium);
  const zone = user.timezone ?? "UTC";
  return composeDigestMail({
    ...briefOf(texts.horoscope, texts.todos),
    exactTransits: premium ? exactTransitsOfDay(texts.transits, date, zone) : [],
    to: user.email,
    firstName: user.firstName,
    dateLabel: dateLabel(date),
    zone,
    todayUrl: `${ctx.config.appUrl}/today`,
    settingsUrl: `${ctx.config.appUrl}/settings`,
    unsubscribeUrl: unsubscribeUrl(ctx, user.id),
    preview: options.preview ?? false,
  });
}

/**
 * "Send me today's now" (Settings): today's digest straight away, to a verified address only. It
 * claims no delivery, so the scheduled digest of the day still comes at its hour; the route's rate
 * limit keeps it a preview and not a way to mail someone repeatedly.
 */
export async function sendPreview(rc: UserContext): Promise<{ message: string }> {
  const { app: ctx, user } = rc;
  if (!user.emailVerified) throw forbidden(DIGEST_MESSAGES.unverified, { code: "verification_required" });
  const mail = await digestMailFor(ctx, user, localDate(ctx.now(), user.timezone), { preview: true });
  await ctx.mailer.send(mail);
  return { message: DIGEST_MESSAGES.previewSent };
}

// ---------------------------------------------------------------- schedule and sending

interface DigestJob {
  userId: number;
  /** The local date of the slot. */
  key: string;
}

/**
 * One look at the clock: every subscriber whose latest digest slot has no delivery row yet gets a
 * send job (idempotent per user and date), or, when the slot is more than 3 hours old, a row that
 * says it was skipped as late. Safe to run in any number of processes at once: the jobs are unique
 * per (kind, key) and the send claims its row before sending.
 *
 * It runs every minute beside the requests a server answers, so it works in small parts and lets
 * the event loop in between (10,000 subscribers must not hold /api/health up): the slot is worked
 * out once per (zone, hour), and only subscribers with neither a delivery row nor a job in the
 * queue are written.
 */
const CHUNK = 250;
function* chunks<T>(items: readonly T[], size: number): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}

export async function runDigestTick(ctx: AppContext): Promise<{ due: number; late: number }> {
  const now = ctx.now();
  const subscribers = await digestSubscribers(ctx.db);
  const slotOf = new Map<string, DigestSlot>();
  const slots = subscribers.map((s) => {
    const shared = `${s.timezone}|${s.digestHour}`;
    let slot = slotOf.get(shared);
    if (!slot) {
      slot = latestSlot(now, s.timezone, s.digestHour);
      slotOf.set(shared, slot);
    }
    return { userId: s.id, ...slot };
  });
  await setImmediate();
  const handled = await deliveredKeys(ctx.db, "digest", [...new Set(slots.map((s) => s.key))]);
  await setImmediate();
  const queued = await ctx.jobs.keysOf(DIGEST_SEND_JOB);
  const open = slots.filter((s) => !handled.has(`${s.userId}|${s.key}`));
  const late = open.filter((s) => isLate(s.at, now));
  const due = open.filter((s) => !isLate(s.at, now) && !queued.has(`${s.userId}:${s.key}`));
  for (const part of chunks(late, CHUNK)) {
    await setImmediate();
    await recordSkippedDeliveries(
      ctx.db,
      part.map((s) => ({ userId: s.userId, channel: "digest" as const, key: s.key })),
      now,
      "late",
    );
  }
  for (const part of chunks(due, CHUNK)) {
    await setImmediate();
    await ctx.jobs.enqueueMany(
      DIGEST_SEND_JOB,
      part.map((s) => ({
        key: `${s.userId}:${s.key}`,
        payload: { userId: s.userId, key: s.key } satisfies DigestJob,
      })),
    );
  }
  return { due: due.length, late: late.length };
}

/**
 * Sends one digest, exactly once: the user must still be subscribed with a verified address, the
 * slot must still be theirs (their hour or zone may have changed since) and not late; then the
 * delivery row is claimed (insert, on conflict nothing) before anything is sent. A claim that
 * fails to send is given back and the job retried; a process that dies between the claim and
 * `sent_at` leaves the day unsent rather than risk sending it twice.
 */
export async function sendDigest(ctx: AppContext, payload: unknown): Promise<"sent" | "skipped"> {
  const { userId, key } = payload as DigestJob;
  const user = await findUserById(ctx.db, userId);
  if (!user?.digestEnabled || !user.emailVerified) return "skipped";
  const now = ctx.now();
  const slot = latestSlot(now, user.timezone, user.digestHour);
  if (slot.key !== key) return "skipped";
  const id: DeliveryId = { userId, channel: "digest", key };
  if (isLate(slot.at, now)) {
    await recordSkippedDeliveries(ctx.db, [id], now, "late");
    return "skipped";
  }
  if (!(await claimDelivery(ctx.db, id, now))) return "skipped";
  // The embedded database answers in microtasks: let waiting requests in between the steps.
  await setImmediate();
  let mail: OutgoingMail;
  try {
    mail = await digestMailFor(ctx, user, key);
  } catch (error) {
    if ((error as { code?: string }).code === "no_birth_chart") {
      await markDeliverySkipped(ctx.db, id, "no-chart");
      return "skipped";
    }
    await releaseDelivery(ctx.db, id);
    throw error;
  }
  try {
    await ctx.mailer.send(mail);
  } catch (error) {
    await releaseDelivery(ctx.db, id);
    throw error;
  }
  await markDeliverySent(ctx.db, id, ctx.now());
  return "sent";
}

// ---------------------------------------------------------------- unsubscribing

/** The user a token names, or 404: the token is the only key, so a bad one learns nothing. */
function tokenUser(ctx: AppContext, token: string): number {
  const userId = verifyUnsubscribeToken(ctx.secret, token);
  if (userId === null) throw notFound("This unsubscribe link is not valid.");
  return userId;
}

/** 404 unless the link is valid (the GET page asks before offering the button). */
export function checkUnsubscribeToken(rc: RequestContext, { token }: { token: string }): void {
  tokenUser(rc.app, token);
}

/** One-click unsubscribe (RFC 8058): turns the digest off; an account deleted meanwhile is already off. */
export async function unsubscribe(rc: RequestContext, { token }: { token: string }): Promise<void> {
  const userId = tokenUser(rc.app, token);
  await updateUser(rc.app.db, userId, { digestEnabled: false });
}
