import type { FastifyBaseLogger } from "fastify";
import {
  ADMIN_MESSAGES,
  ADMIN_STATS_DAYS,
  type AdminStats,
  type AdminUser,
  type AdminUsersPage,
  type AdminUsersQuery,
  type AuditPage,
  type AuditQuery,
  type DayCount,
} from "#contracts/admin";
import { PREMIUM_CURRENCY, PREMIUM_PRICE_CENTS } from "#contracts/constants";
import type { AppContext } from "#server/app-context";
import type { Db } from "#server/db/client";
import type { UserRow } from "#server/db/schema";
import { conflict, forbidden, HttpError, notFound } from "#server/errors";
import { auditedAction } from "#server/platform/audit-log";
import { loginThrottleKey } from "#server/platform/auth/login-throttle";
import { providerFailure } from "#server/platform/payments/payments";
import {
  endSubscription,
  grantPremium,
  PAYMENT_DESCRIPTIONS,
} from "#server/platform/payments/subscription-state";
import { isPremium } from "#server/platform/policy";
import { RATE_LIMITS } from "#server/platform/rate-limit";
import type { UserContext } from "#server/platform/request-context";
import { accountFields } from "#server/presenters/public-user";
import { listAuditEntries } from "#server/repositories/audit-log";
import { deleteJobsOfUser } from "#server/repositories/jobs";
import { paidPerDay } from "#server/repositories/payments";
import { deleteRateLimitCounters } from "#server/repositories/rate-limits";
import {
  countUsersByPlan,
  deleteNonAdminUser,
  findUserByEmail,
  lockUserById,
  searchUsers,
  signupsPerDay,
} from "#server/repositories/users";

const DAY_MS = 86_400_000;

/** The last `days` UTC days, oldest first, with the counts found (zero where none). */
function dailySeries(now: Date, days: number, rows: { day: string; n: number }[]): DayCount[] {
  const counts = new Map(rows.map((row) => [row.day, Number(row.n)]));
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, index) => {
    const date = new Date(today - (days - 1 - index) * DAY_MS).toISOString().slice(0, 10);
    return { date, count: counts.get(date) ?? 0 };
  });
}

/** GET /api/admin/stats. */
export async function getStats(rc: UserContext): Promise<AdminStats> {
  const { app: ctx } = rc;
  const now = ctx.now();
  const totals = await countUsersByPlan(ctx.db, now);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const since = new Date(today - (ADMIN_STATS_DAYS - 1) * DAY_MS);
  const signups = await signupsPerDay(ctx.db, since);
  const firstPayments = await paidPerDay(ctx.db, PAYMENT_DESCRIPTIONS.first, since);
  const { total, active, renewing } = totals;
  return {
    totalUsers: total,
    activeSubscribers: active,
    freeUsers: total - active,
    premiumUsers: totals.premium,
    proUsers: totals.pro,
    signupsPerDay: dailySeries(now, ADMIN_STATS_DAYS, signups),
    newSubscriptionsPerDay: dailySeries(now, ADMIN_STATS_DAYS, firstPayments),
    mrrCents: renewing * PREMIUM_PRICE_CENTS,
    currency: PREMIUM_CURRENCY,
    renewingSubscriptions: renewing,
  };
}

/** GET /api/admin/users: a page of users, searched by name, e-mail or username, sorted, filtered by plan. */
export async function listUsers(rc: UserContext, query: AdminUsersQuery): Promise<AdminUsersPage> {
  const { app: ctx } = rc;
  const now = ctx.now();
  const { rows, total } = await searchUsers(ctx.db, query, now);
  return {
    users: rows.map((row) => toAdminUser(row, now)),
    total,
    page: query.page,
    pageSize: query.pageSize,
    pageCount: Math.max(1, Math.ceil(total / query.pageSize)),
  };
}

/** What the admins see of a user: no password hash, no token, nothing a session could be made from. */
function toAdminUser(row: UserRow, now: Date): AdminUser {
  const tier = row.subscriptionTier;
  const premium = isPremium(row, now);
  const paidThrough: AdminUser["paidThrough"] =
    tier === "free"
      ? null
      : row.stripeSubscriptionId
        ? "stripe"
        : row.subscriptionEndDate === null
          ? "grant"
          : "builtin";
  return {
    ...accountFields(row),
    plan: premium ? tier : "free",
    paidThrough,
    hasBirthData: row.birthDate !== null,
  };
}

async function findByEmail(ctx: AppContext, email: string): Promise<UserRow> {
  const row = await findUserByEmail(ctx.db, email);
  if (!row) throw notFound(`No user with the e-mail address ${email}.`);
  return row;
}

/** The member's Stripe subscription, ended at Stripe now; refuses when this server cannot reach Stripe. */
async function cancelAtStripe(ctx: AppContext, log: FastifyBaseLogger, user: UserRow): Promise<boolean> {
  if (!user.stripeSubscriptionId) return false;
  if (ctx.payments.provider !== "stripe") {
    throw new HttpError(503, "unavailable", ADMIN_MESSAGES.stripeNotConnected);
  }
  try {
    await ctx.payments.cancelNow(user.stripeSubscriptionId);
  } catch (error) {
    throw providerFailure(log, error, "cancel a subscription");
  }
  return true;
}

/**
 * POST /api/admin/subscription/activate: an admin's grant of Premium, with no end date (nothing was
 * paid, so there is no period to run out). A member who already pays keeps their subscription.
 */
export async function activatePremium(
  rc: UserContext,
  { email }: { email: string },
): Promise<{ message: string }> {
  const { app: ctx, user: admin } = rc;
  const user = await findByEmail(ctx, email);
  if (isPremium(user, ctx.now()) && (user.stripeSubscriptionId || user.subscriptionEndDate)) {
    throw conflict(ADMIN_MESSAGES.alreadyPaying, { code: "already_premium" });
  }
  return auditedAction(ctx.db, admin, "subscription.activate", async (tx) => {
    const granted = await grantPremium(tx, user.id);
    if (!granted) throw notFound(`No user with the e-mail address ${email}.`);
    return {
      result: { message: `Premium activated for ${granted}.` },
      targetUserId: user.id,
      target: granted,
      details: { from: { tier: user.subscriptionTier, status: user.subscriptionStatus } },
    };
  });
}

/**
 * POST /api/admin/subscription/cancel: back to the free plan at once. A Stripe subscription is
 * ended at Stripe first, inside the transaction, so a refusal there changes nothing here.
 */
export async function cancelPremium(
  rc: UserContext,
  { email }: { email: string },
): Promise<{ message: string }> {
  const { app: ctx, user: admin, log } = rc;
  const user = await findByEmail(ctx, email);
  if (user.subscriptionTier === "free" && !user.stripeSubscriptionId) {
    throw conflict(`${user.email} has no Premium to cancel.`);
  }
  return auditedAction(ctx.db, admin, "subscription.cancel", async (tx) => {
    await endSubscription(tx, user.id, ctx.now());
    const stripeCancelled = await cancelAtStripe(ctx, log, user);
    return {
      result: { message: `Premium cancelled for ${user.email}.` },
      targetUserId: user.id,
      target: user.email,
      details: {
        from: { tier: user.subscriptionTier, status: user.subscriptionStatus },
        stripeSubscriptionCancelled: stripeCancelled ? user.stripeSubscriptionId : null,
      },
    };
  });
}

/** Counters kept under the user's id or e-mail address (per-account rate limits, sign-in back-off). */
function rateLimitKeysOf(user: UserRow): string[] {
  const emails = [user.email, user.pendingEmail].filter((e): e is string => Boolean(e));
  return [
    ...Object.values(RATE_LIMITS).flatMap((rule) => {
      if (rule.name.endsWith("-user")) return [`${rule.name}:${user.id}`];
      if (rule.name.endsWith("-account")) return emails.map((email) => `${rule.name}:${email.toLowerCase()}`);
      return [];
    }),
    ...emails.map((email) => loginThrottleKey({ kind: "account", email })),
  ];
}

/** Rows that hold the user without a foreign key to them: queued jobs and rate-limit counters. */
async function deleteLooseRows(tx: Db, user: UserRow): Promise<void> {
  await deleteJobsOfUser(tx, user.id);
  await deleteRateLimitCounters(tx, rateLimitKeysOf(user));
}

/**
 * DELETE /api/admin/users/:id: a non-admin and everything held about them, in one transaction —
 * the account row (sessions, tokens, chart, texts, transits, questions, payments, checkouts and
 * testimonial go with it), their queued jobs and counters, and a Stripe subscription is ended at
 * Stripe. Sessions are rows, so every signed-in device is signed out by the same commit.
 */
export async function deleteUser(
  rc: UserContext,
  { id: userId }: { id: number },
): Promise<{ message: string }> {
  const { app: ctx, user: admin, log } = rc;
  return auditedAction(ctx.db, admin, "user.delete", async (tx) => {
    // Locked, so a concurrent grant of admin rights or a second delete waits for this one.
    const user = await lockUserById(tx, userId);
    if (!user) throw notFound(ADMIN_MESSAGES.userNotFound);
    if (user.isAdmin) throw forbidden(ADMIN_MESSAGES.adminNotDeletable);
    await deleteLooseRows(tx, user);
    await deleteNonAdminUser(tx, userId);
    const stripeCancelled = await cancelAtStripe(ctx, log, user);
    return {
      result: { message: ADMIN_MESSAGES.userDeleted },
      targetUserId: user.id,
      target: user.email,
      details: {
        username: user.username,
        plan: isPremium(user, ctx.now()) ? user.subscriptionTier : "free",
        createdAt: user.createdAt.toISOString(),
        stripeSubscriptionCancelled: stripeCancelled ? user.stripeSubscriptionId : null,
      },
    };
  });
}

/** GET /api/admin/audit: newest first. */
export async function listAudit(rc: UserContext, query: AuditQuery): Promise<AuditPage> {
  const { app: ctx } = rc;
  const { rows, total } = await listAuditEntries(ctx.db, query);
  return {
    entries: rows.map((row) => ({
      id: row.id,
      action: row.action,
      adminEmail: row.adminEmail,
      adminId: row.adminId,
      targetUserId: row.targetUserId,
      target: row.target,
      details: row.details,
      createdAt: row.createdAt.toISOString(),
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
    pageCount: Math.max(1, Math.ceil(total / query.pageSize)),
  };
}
