import { isIP } from "node:net";
import { setImmediate } from "node:timers/promises";
import { localDateOf, localDayRange, localToUniversal } from "#astro/index";
import {
  PUSH_MESSAGES,
  type PushKey,
  type PushKinds,
  type PushSettings,
  type RemovePushSubscription,
  type SavePushSubscription,
} from "#contracts/push";
import type { DeliveryChannel } from "#contracts/statuses";
import type { AppContext } from "#server/app-context";
import { addDays, ensureCalculated } from "#server/charts/transit-forecast";
import type { TransitRow, UserRow } from "#server/db/schema";
import { badRequest, HttpError } from "#server/errors";
import { isPremium } from "#server/platform/policy";
import type { PushPayload } from "#server/platform/push";
import type { RequestContext, UserContext } from "#server/platform/request-context";
import {
  claimDelivery,
  markDeliverySent,
  markDeliverySkipped,
  recordSkippedDeliveries,
} from "#server/repositories/deliveries";
import {
  countPushSubscriptions,
  deletePushSubscriptionById,
  deleteUserPushSubscription,
  pushSubscriptionsOf,
  transitsExactBetween,
  upsertPushSubscription,
  usersWantingPush,
} from "#server/repositories/push";
import { updateUser } from "#server/repositories/users";
import { todayHeadline } from "./headline.ts";

/**
 * Web push (issue 30 §2, docs/decisions/035-web-push.md): the key and subscriptions, and the
 * periodic tick that sends "Today: <headline>" at the user's digest hour and, for premium,
 * "Exact now: <transit>" when a stored transit perfects. Every push is claimed in `deliveries`
 * before it is sent, so two processes or a restart never send one twice.
 */

/** The job that runs one tick; each tick queues the next (and a start queues one, push.routes.ts). */
export const PUSH_TICK_JOB = "push-tick";
export const PUSH_TICK_MS = 5 * 60_000;
/** A "Today" push that could not go out within this long after its hour is skipped, not sent late. */
const TODAY_LATE_MS = 3 * 60 * 60_000;
/**
 * How far back a tick looks for transits that went exact: a little over two ticks, so one missed
 * tick loses nothing, while "Exact now" never arrives hours after the moment.
 */
const EXACT_LOOKBACK_MS = 12 * 60_000;

const zoneOf = (user: Pick<UserRow, "timezone">) => user.timezone ?? "UTC";

async function settingsOf(ctx: AppContext, user: UserRow): Promise<PushSettings> {
  return {
    pushToday: user.pushToday,
    pushExact: user.pushExact,
    exactActive: user.pushExact && isPremium(user, ctx.now()),
    devices: await countPushSubscriptions(ctx.db, user.id),
    hour: user.digestHour,
    timezone: zoneOf(user),
  };
}

/** GET /api/push/key. */
export function pushKey(rc: RequestContext): PushKey {
  return { publicKey: rc.app.push.publicKey };
}

/** GET /api/push. */
export async function pushSettings(rc: UserContext): Promise<PushSettings> {
  return settingsOf(rc.app, rc.user);
}

/**
 * An endpoint must be a push service on the public internet. The server sends to whatever URL is
 * stored, so a loopback or private address would let an account make it post to internal hosts.
 * Outside production (tests, a developer's machine) a local push service is allowed.
 */
export function isPublicPushEndpoint(endpoint: string): boolean {
  const host = new URL(endpoint).hostname.replace(/^\[|\]$/g, "").toLowerCase();
  return !(isIP(host) !== 0 || host === "localhost" || host.endsWith(".localhost") || !host.includes("."));
}

function assertPublicEndpoint(ctx: AppContext, endpoint: string) {
  if (ctx.config.nodeEnv !== "production") return;
  if (!isPublicPushEndpoint(endpoint)) {
    throw badRequest(PUSH_MESSAGES.privateEndpoint, { field: "subscription.endpoint" });
  }
}

/** PUT /api/push/subscription: stores this browser's subscription and the kinds chosen with it. */
export async function savePushSubscription(
  rc: UserContext,
  body: SavePushSubscription,
): Promise<PushSettings> {
  const { app: ctx, user } = rc;
  assertPublicEndpoint(ctx, body.subscription.endpoint);
  await upsertPushSubscription(
    ctx.db,
    {
      userId: user.id,
      endpoint: body.subscription.endpoint,
      p256dh: body.subscription.keys.p256dh,
      auth: body.subscription.keys.auth,
    },
    ctx.now(),
  );
  const updated = await updateUser(ctx.db, user.id, { pushToday: body.pushToday, pushExact: body.pushExact });
  return settingsOf(ctx, updated ?? user);
}

/** DELETE /api/push/subscription: this browser gets nothing more (the kinds stay for other devices). */
export async function removePushSubscription(
  rc: UserContext,
  body: RemovePushSubscription,
): Promise<PushSettings> {
  const { app: ctx, user } = rc;
  await deleteUserPushSubscription(ctx.db, user.id, body.endpoint);
  return settingsOf(ctx, user);
}

/** PATCH /api/push/settings: turns kinds on or off for every device. */
export async function setPushKinds(rc: UserContext, body: PushKinds): Promise<PushSettings> {
  const { app: ctx, user } = rc;
  const changes = {
    ...(body.pushToday !== undefined ? { pushToday: body.pushToday } : {}),
    ...(body.pushExact !== undefined ? { pushExact: body.pushExact } : {}),
  };
  const updated = await updateUser(ctx.db, user.id, changes);
  return settingsOf(ctx, updated ?? user);
}

// ---------------------------------------------------------------------------------------------
// Sending

/**
 * The "Today" push a user is due at `now`, if any: the local day whose digest hour has passed
 * (today's, or yesterday's when a late hour ran past midnight), and whether it is too late.
 * Exported for the unit tests.
 */
export function dueTodayPush(
  user: Pick<UserRow, "timezone" | "digestHour">,
  now: Date,
): { date: string; dueAt: Date; late: boolean } | null {
  const zone = zoneOf(user);
  const today = localDateOf(now, zone);
  const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  const hour = `${String(user.digestHour).padStart(2, "0")}:00`;
  for (const date of [today, yesterday]) {
    const dueAt = new Date(localToUniversal(date, hour, zone).utc);
    if (dueAt.getTime() > now.getTime()) continue;
    const late = now.getTime() - dueAt.getTime() > TODAY_LATE_MS;
    // Yesterday's counts only while it is still on time (an hour of 23:00 seen at 00:30).
    if (late && date === yesterday) return null;
    return { date, dueAt, late };
  }
  return null;
}

const POINT_LABELS: Record<string, string> = {
  trueNode: "North Node",
  meanNode: "North Node",
  southNode: "South Node",
  fortune: "Part of Fortune",
  mc: "Midheaven",
  ic: "IC",
  asc: "Ascendant",
};
const labelOf = (name: string) => POINT_LABELS[name] ?? name.charAt(0).toUpperCase() + name.slice(1);

/** "Saturn square your Sun". */
export function transitLabel(transit: Pick<TransitRow, "transiting" | "natal" | "aspect">): string {
  return `${labelOf(transit.transiting)} ${transit.aspect} your ${labelOf(transit.natal)}`;
}

/** The exact-push key: one per pass of a transit, stable however often the transit is recalculated. */
function exactPushKey(transit: Pick<TransitRow, "transiting" | "natal" | "aspect" | "exactAt">) {
  return `${transit.transiting}|${transit.natal}|${transit.aspect}|${transit.exactAt?.toISOString() ?? ""}`;
}

/**
 * Sends one claimed push to every subscription of the user, removes those the push service says
 * are gone (404/410), and records how it ended. Returns whether any device took it.
 */
async function deliver(
  ctx: AppContext,
  user: UserRow,
  channel: DeliveryChannel,
  key: string,
  payload: PushPayload,
): Promise<boolean> {
  const subscriptions = await pushSubscriptionsOf(ctx.db, user.id);
  let sent = false;
  for (const subscription of subscriptions) {
    const outcome = await ctx.push.send(subscription, payload);
    if (outcome.status === "sent") sent = true;
    else if (outcome.status === "gone") await deletePushSubscriptionById(ctx.db, subscription.id);
    else ctx.log.warn({ userId: user.id, channel, reason: outcome.reason }, "a push was not accepted");
  }
  const id = { userId: user.id, channel, key };
  if (sent) await markDeliverySent(ctx.db, id, ctx.now());
  else await markDeliverySkipped(ctx.db, id, subscriptions.length > 0 ? "failed" : "no-subscription");
  return sent;
}

/** The "Today" pushes due now; returns how many went out. */
async function sendTodayPushes(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  let sent = 0;
  for (const user of await usersWantingPush(ctx.db, "today")) {
    const due = dueTodayPush(user, now);
    if (!due) continue;
    const channel = "push-today" as const;
    if (due.late) {
      // Recorded once, so a later tick does not reconsider it (and a report can tell why).
      await recordSkippedDeliveries(ctx.db, [{ userId: user.id, channel, key: due.date }], now, "late");
      continue;
    }
    if (!(await claimDelivery(ctx.db, { userId: user.id, channel, key: due.date }, now))) continue;
    let headline: string;
    try {
      headline = await todayHeadline(ctx, user, due.date);
    } catch (error) {
      ctx.log.warn({ err: error, userId: user.id }, "no headline for the Today push");
      await markDeliverySkipped(ctx.db, { userId: user.id, channel, key: due.date }, "failed");
      continue;
    }
    const payload = {
      title: `Today: ${headline}`,
      body: "Open your reading.",
      tag: `today-${due.date}`,
      url: "/today",
    };
    if (await deliver(ctx, user, channel, due.date, payload)) sent += 1;
  }
  return sent;
}

/**
 * "Exact now" reads the stored passes, and a member who never opened the radar has none: each tick
 * makes sure the member's passes are stored from the look-back to the end of their local
 * tomorrow. The coverage record (ADR 036) makes that one query per member and tick; the engine
 * runs only over time not calculated yet, so about once a day per member, when their day turns
 * (and never again for a window the radar or the calendar feed calculated already).
 */
async function ensureExactCoverage(ctx: AppContext, user: UserRow, now: Date): Promise<void> {
  const zone = zoneOf(user);
  const tomorrow = addDays(localDateOf(now, zone), 1);
  const window = {
    start: new Date(now.getTime() - EXACT_LOOKBACK_MS),
    end: new Date(localDayRange(tomorrow, zone).endUtc),
    days: 2,
  };
  try {
    await ensureCalculated(ctx, user, window);
  } catch (error) {
    // No birth chart, no transits: nothing to send, and nothing to report.
    if (error instanceof HttpError && error.code === "no_birth_chart") return;
    ctx.log.warn({ err: error, userId: user.id }, "could not calculate transits for the Exact now push");
  }
}

/** "Exact now" for premium users whose transits went exact since the last look. */
async function sendExactPushes(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  const wanting = (await usersWantingPush(ctx.db, "exact")).filter((user) => isPremium(user, now));
  if (wanting.length === 0) return 0;
  for (const user of wanting) {
    await ensureExactCoverage(ctx, user, now);
    // A day's turn calculates for every member at once: requests get their turn in between.
    await setImmediate();
  }
  const byId = new Map(wanting.map((user) => [user.id, user]));
  const exact = await transitsExactBetween(
    ctx.db,
    [...byId.keys()],
    new Date(now.getTime() - EXACT_LOOKBACK_MS),
    now,
  );
  let sent = 0;
  for (const transit of exact) {
    const user = byId.get(transit.userId);
    if (!user) continue;
    const key = exactPushKey(transit);
    const channel = "push-exact" as const;
    if (!(await claimDelivery(ctx.db, { userId: user.id, channel, key }, now))) continue;
    const payload = {
      title: `Exact now: ${transitLabel(transit)}`,
      body: "See what it means on your transit radar.",
      tag: `exact-${key}`,
      url: "/transit-radar",
    };
    if (await deliver(ctx, user, channel, key, payload)) sent += 1;
  }
  return sent;
}

/** One tick of the schedule: both kinds. */
export async function runPushTick(ctx: AppContext): Promise<{ today: number; exact: number }> {
  const today = await sendTodayPushes(ctx);
  const exact = await sendExactPushes(ctx);
  return { today, exact };
}

/** The tick's slot: the start of the PUSH_TICK_MS period holding `at`, its job key. */
function tickSlot(at: Date): Date {
  return new Date(Math.floor(at.getTime() / PUSH_TICK_MS) * PUSH_TICK_MS);
}

/**
 * Queues the tick of the next slot. Keyed by the slot, so every process queueing it at once
 * makes one job; a tick queues its successor first, so a failing tick does not end the schedule.
 */
export async function scheduleNextPushTick(ctx: AppContext): Promise<void> {
  const next = new Date(tickSlot(ctx.now()).getTime() + PUSH_TICK_MS);
  await ctx.jobs.enqueue(PUSH_TICK_JOB, next.toISOString(), {}, { runAfter: next });
}

/** The job: queue the next tick, then do this one. */
export async function pushTickJob(ctx: AppContext): Promise<void> {
  await scheduleNextPushTick(ctx);
  await runPushTick(ctx);
}
