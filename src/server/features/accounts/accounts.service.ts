import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import {
  ACCOUNT_MESSAGES,
  type PasswordChangeBody,
  type ProfileBody,
  type RegisterBody,
} from "#contracts/auth";
import { VERIFICATION_TOKEN_TTL_DAYS } from "#contracts/constants";
import { endpoints, href } from "#contracts/endpoints";
import type { PublicUser } from "#contracts/user";
import type { AppContext } from "#server/app-context";
import { type BirthFields, hasBirthData, loadChart, writeBirthData } from "#server/charts/chart-store";
import { toChartData } from "#server/charts/chart-view";
import { uniqueViolation } from "#server/db/errors";
import type { EmailTokenRow, UserRow } from "#server/db/schema";
import { badRequest, conflict, forbidden, unauthorized } from "#server/errors";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "#server/platform/auth/passwords";
import {
  createSession,
  deleteSession,
  deleteUserSessions,
  listUserSessions,
} from "#server/platform/auth/session-store";
import { hashToken, newToken } from "#server/platform/auth/tokens";
import { isPremium } from "#server/platform/policy";
import type { RequestContext, UserContext } from "#server/platform/request-context";
import { isConfiguredAdmin } from "#server/platform/roles";
import { toPublicUser } from "#server/presenters/public-user";
import { findCalendarFeed } from "#server/repositories/calendar-feeds";
import { deliveriesOf } from "#server/repositories/deliveries";
import {
  findToken,
  markTokenUsed,
  replaceUnusedToken,
  useLiveToken,
} from "#server/repositories/email-tokens";
import { pushSubscriptionsOf } from "#server/repositories/push";
import { findLastCompatibility, listSavedPeople } from "#server/repositories/saved-people";
import {
  deleteUserById,
  emailTakenByOther,
  findUserByEmail,
  findUserById,
  findUserByPendingEmail,
  insertUser,
  markEmailVerified,
  recordLogin,
  updateUser,
} from "#server/repositories/users";
import { passwordResetMail, verificationMail } from "./account-mail.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const VERIFY_TTL_MS = VERIFICATION_TOKEN_TTL_DAYS * DAY_MS;
const RESET_TTL_MS = 60 * 60 * 1000;
type TokenPurpose = EmailTokenRow["purpose"];

async function findUser(ctx: AppContext, id: number): Promise<UserRow> {
  const row = await findUserById(ctx.db, id);
  if (!row) throw unauthorized();
  return row;
}

/** Issues a new single-use token for the purpose, invalidating the user's earlier unused ones. */
async function issueToken(
  ctx: AppContext,
  user: UserRow,
  purpose: TokenPurpose,
  email: string,
): Promise<string> {
  const token = newToken();
  const now = ctx.now();
  await replaceUnusedToken(ctx.db, {
    userId: user.id,
    purpose,
    tokenHash: hashToken(ctx.secret, token),
    email,
    createdAt: now,
    expiresAt: new Date(now.getTime() + (purpose === "verify-email" ? VERIFY_TTL_MS : RESET_TTL_MS)),
  });
  return token;
}

/** Sends a mail; a failure is logged and never loses the account (the user can ask again). */
async function sendSafely(
  ctx: AppContext,
  log: FastifyBaseLogger,
  mail: Parameters<AppContext["mailer"]["send"]>[0],
) {
  try {
    await ctx.mailer.send(mail);
    // Never the link: it is a credential, and logs travel further than the outbox does.
    if (ctx.mailer.kind === "outbox") log.info({ subject: mail.subject }, "mail written to the outbox");
  } catch (error) {
    log.error({ err: error, to: mail.to, subject: mail.subject }, "mail could not be sent");
  }
}

async function sendVerification(ctx: AppContext, log: FastifyBaseLogger, user: UserRow, email: string) {
  const token = await issueToken(ctx, user, "verify-email", email);
  const link = `${ctx.config.appUrl}${href(endpoints.accounts.verifyEmail, undefined, { token })}`;
  await sendSafely(ctx, log, verificationMail(email, user.firstName, link, email !== user.email));
}

export async function register(rc: RequestContext, input: RegisterBody): Promise<void> {
  const { app: ctx, log } = rc;
  const passwordHash = await hashPassword(input.password);
  let user: UserRow | undefined;
  try {
    user = await insertUser(ctx.db, {
      firstName: input.firstName,
      lastName: input.lastName,
      username: input.username,
      email: input.email,
      passwordHash,
      createdAt: ctx.now(),
    });
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint?.includes("email")) throw conflict(ACCOUNT_MESSAGES.emailTaken, { code: "email_taken" });
    if (constraint?.includes("username"))
      throw conflict(ACCOUNT_MESSAGES.usernameTaken, { code: "username_taken" });
    throw error;
  }
  if (!user) throw new Error("registration returned no row");
  await sendVerification(ctx, log, user, user.email);
}

export type VerifyOutcome =
  | { ok: true; signIn: SignedInByLink | null }
  | { ok: false; reason: "expired" | "invalid" };

/** The session a fresh sign-up link opens (ADR 033). */
type SignedInByLink = Pick<LoginResult, "sessionToken" | "sessionExpiresAt">;

/**
 * How long after it was sent a verification link also signs the person in (ADR 033): the reset
 * link's hour. Later it still verifies the address for its seven days, and the person signs in.
 */
const SIGN_IN_BY_LINK_MS = RESET_TTL_MS;

/**
 * Consumes a verification token: marks the address verified (or makes a pending new address the
 * sign-in address) and sets the admin flag from ADMIN_EMAILS (ADR 024). The `used_at is null`
 * condition makes the token single-use even when two requests race. A new account's link opened
 * within the hour also signs the person in (ADR 033), so they do not type the address and password a
 * second time; a link that confirms a changed address does not (that person has a session already).
 */
export async function verifyEmail(rc: RequestContext, { token }: { token: string }): Promise<VerifyOutcome> {
  const { app: ctx } = rc;
  const now = ctx.now();
  const tokenHash = hashToken(ctx.secret, token);
  const verified = await ctx.db.transaction(async (tx) => {
    const row = await findToken(tx, tokenHash, "verify-email");
    if (!row || row.usedAt) return { ok: false, reason: "invalid" } as const;
    if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: "expired" } as const;
    if (!(await markTokenUsed(tx, row.id, now))) return { ok: false, reason: "invalid" } as const;
    const before = await findUserById(tx, row.userId);
    // The admin flag follows the verified address (ADR 024): granted, or taken away with an old one.
    const admin = isConfiguredAdmin({ email: row.email, emailVerified: true }, ctx.config.roles);
    try {
      await markEmailVerified(tx, row.userId, row.email, admin);
    } catch (error) {
      // Someone else verified this address for their account meanwhile.
      if (uniqueViolation(error)) return { ok: false, reason: "invalid" } as const;
      throw error;
    }
    const signIn =
      before !== undefined &&
      !before.emailVerified &&
      before.loginCount === 0 &&
      now.getTime() - row.createdAt.getTime() < SIGN_IN_BY_LINK_MS;
    return { ok: true, userId: row.userId, signIn } as const;
  });
  if (!verified.ok) return verified;
  if (!verified.signIn) return { ok: true, signIn: null };
  return { ok: true, signIn: await startSession(rc, verified.userId) };
}

/** The background job that sends a mail a visitor asked for by address. */
export const ACCOUNT_MAIL_JOB = "account-mail";
type RequestedMail = { purpose: TokenPurpose; email: string };

/**
 * Queues the mail a visitor asked for (a reset link, a fresh verification link) and returns. The
 * request does the same work whether the address belongs to an account or not, so neither its
 * answer nor its timing says which; the job finds out, and mails only a real account.
 */
export async function requestAccountMail(
  rc: RequestContext,
  { purpose, email }: { purpose: TokenPurpose; email: string },
): Promise<void> {
  const { app: ctx } = rc;
  const payload: RequestedMail = { purpose, email };
  await ctx.jobs.enqueue(ACCOUNT_MAIL_JOB, randomUUID(), payload);
}

/** The job's work: a reset link or a verification link, when the address has an account. */
export async function sendRequestedMail(rc: RequestContext, payload: unknown) {
  const { app: ctx, log } = rc;
  const { purpose, email } = payload as RequestedMail;
  if (purpose === "reset-password") await forgotPassword(ctx, log, email);
  else if (purpose === "verify-email") await resendVerification(ctx, log, email);
  else throw new Error(`unknown account mail ${String(purpose)}`);
}

/** Sends a fresh verification link to an unverified account; says the same whatever the address. */
export async function resendVerification(
  ctx: AppContext,
  log: FastifyBaseLogger,
  email: string,
): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (user && !user.emailVerified) {
    await sendVerification(ctx, log, user, user.email);
    return;
  }
  const pending = await findUserByPendingEmail(ctx.db, email);
  if (pending?.pendingEmail) await sendVerification(ctx, log, pending, pending.pendingEmail);
}

export interface LoginResult {
  user: PublicUser;
  sessionToken: string;
  sessionExpiresAt: Date;
}

export async function login(
  rc: RequestContext,
  credentials: { email: string; password: string },
): Promise<LoginResult> {
  const { app: ctx } = rc;
  const input = credentials;
  const user = await findUserByEmail(ctx.db, input.email);
  if (!user) {
    await verifyAgainstDummy(input.password);
    throw unauthorized(ACCOUNT_MESSAGES.wrongCredentials, { code: "wrong_credentials" });
  }
  if (!(await verifyPassword(user.passwordHash, input.password)))
    throw unauthorized(ACCOUNT_MESSAGES.wrongCredentials, { code: "wrong_credentials" });
  if (!user.emailVerified)
    throw forbidden(ACCOUNT_MESSAGES.unverified, {
      code: "verification_required",
      requiresVerification: true,
    });

  return startSession(rc, user.id);
}

/** Opens a session for the user from this browser and counts the sign-in. */
async function startSession(rc: RequestContext, userId: number): Promise<LoginResult> {
  const { app: ctx } = rc;
  const now = ctx.now();
  // A new session id on every sign-in; the one the browser had (if any) ends.
  if (rc.session.idHash) await deleteSession(ctx.db, rc.session.idHash);
  const session = await createSession(
    ctx.db,
    ctx.secret,
    userId,
    { ip: rc.ip, userAgent: rc.session.userAgent },
    now,
  );
  const updated = await recordLogin(ctx.db, userId, now, rc.ip);
  if (!updated) throw unauthorized();
  return {
    user: toPublicUser(updated, ctx.config.roles),
    sessionToken: session.token,
    sessionExpiresAt: session.expiresAt,
  };
}

export async function logout(rc: RequestContext): Promise<void> {
  const { app: ctx } = rc;
  const sessionIdHash = rc.session.idHash;
  if (sessionIdHash) await deleteSession(ctx.db, sessionIdHash);
}

export async function updateTimezone(
  rc: UserContext,
  { timezone }: { timezone: string },
): Promise<PublicUser> {
  const { app: ctx } = rc;
  const userId = rc.user.id;
  const row = await updateUser(ctx.db, userId, { timezone });
  if (!row) throw unauthorized();
  return toPublicUser(row, ctx.config.roles);
}

/**
 * Saves the profile. A new e-mail address is not used for signing in until it is verified: it waits
 * in pendingEmail and a link goes to it.
 */
export async function updateProfile(rc: UserContext, input: ProfileBody): Promise<PublicUser> {
  const { app: ctx, log } = rc;
  const userId = rc.user.id;
  const current = await findUser(ctx, userId);
  const emailChanged = input.email.toLowerCase() !== current.email.toLowerCase();
  if (emailChanged) {
    if (await emailTakenByOther(ctx.db, input.email, userId))
      throw conflict(ACCOUNT_MESSAGES.emailTaken, { code: "email_taken" });
  }
  const birthFields: Partial<BirthFields> = {};
  if (input.birthDate !== undefined) birthFields.birthDate = input.birthDate || null;
  if (input.birthTime !== undefined) birthFields.birthTime = input.birthTime || null;
  if (input.birthPlace !== undefined) birthFields.birthPlace = input.birthPlace || null;
  // Birth data changes one way only, whichever page edits it: with the chart and its texts.
  const { user: row } = await ctx.db.transaction((tx) =>
    writeBirthData(tx, userId, birthFields, ctx.now(), {
      firstName: input.firstName,
      lastName: input.lastName,
      pendingEmail: emailChanged ? input.email : current.pendingEmail,
    }),
  );
  if (emailChanged) await sendVerification(ctx, log, row, input.email);
  return toPublicUser(row, ctx.config.roles);
}

/** Changes the password after checking the current one; every other session of the user ends. */
export async function changePassword(rc: UserContext, input: PasswordChangeBody): Promise<void> {
  const { app: ctx } = rc;
  const userId = rc.user.id;
  const currentSessionIdHash = rc.session.idHash;
  const user = await findUser(ctx, userId);
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw badRequest(ACCOUNT_MESSAGES.wrongCurrentPassword, { field: "currentPassword" });
  }
  const passwordHash = await hashPassword(input.newPassword);
  await updateUser(ctx.db, userId, { passwordHash });
  await deleteUserSessions(ctx.db, userId, currentSessionIdHash ?? undefined);
}

/** Sends a reset link to a known address; answers the same for unknown ones. */
export async function forgotPassword(ctx: AppContext, log: FastifyBaseLogger, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;
  const token = await issueToken(ctx, user, "reset-password", user.email);
  const link = `${ctx.config.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await sendSafely(ctx, log, passwordResetMail(user.email, user.firstName, link));
}

/** Sets a new password from a reset link (single use, 1 hour); every session of the user ends. */
export async function resetPassword(
  rc: RequestContext,
  { token, password }: { token: string; password: string },
): Promise<void> {
  const { app: ctx } = rc;
  const now = ctx.now();
  const passwordHash = await hashPassword(password);
  const tokenHash = hashToken(ctx.secret, token);
  const userId = await ctx.db.transaction(async (tx) => {
    const claimedBy = await useLiveToken(tx, tokenHash, "reset-password", now);
    if (claimedBy === null) return null;
    // The link reached the inbox, which proves the address.
    await updateUser(tx, claimedBy, { passwordHash, emailVerified: true });
    return claimedBy;
  });
  if (userId === null) throw badRequest(ACCOUNT_MESSAGES.resetInvalid);
  await deleteUserSessions(ctx.db, userId);
}

/** Deletes the account and everything that belongs to it (foreign keys cascade). */
export async function deleteAccount(rc: UserContext): Promise<void> {
  const { app: ctx } = rc;
  const userId = rc.user.id;
  const user = await findUser(ctx, userId);
  if (isPremium(user, ctx.now()))
    throw forbidden(ACCOUNT_MESSAGES.deleteBlocked, { code: "subscription_active" });
  await deleteUserById(ctx.db, userId);
}

/** Everything we hold about the user, as JSON (GDPR access and portability). */
export async function exportUserData(rc: UserContext) {
  const { app: ctx } = rc;
  const userId = rc.user.id;
  const user = await findUser(ctx, userId);
  const userSessions = await listUserSessions(ctx.db, userId);
  const subscriptions = await pushSubscriptionsOf(ctx.db, userId);
  const sent = await deliveriesOf(ctx.db, userId);
  const feed = await findCalendarFeed(ctx.db, userId);
  const people = await listSavedPeople(ctx.db, userId);
  const lastCompatibility = await findLastCompatibility(ctx.db, userId);
  return {
    exportedAt: ctx.now().toISOString(),
    account: toPublicUser(user, ctx.config.roles),
    // The chart as the chart page shows it: planets, the points (nodes, Chiron, Lilith, Part of
    // Fortune), houses in the user's system, and every aspect.
    chart: hasBirthData(user) ? toChartData(await loadChart(ctx, user), user.birthTimezone ?? "UTC") : null,
    sessions: userSessions.map((s) => ({
      ...s,
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
    })),
    // The browsers that receive notifications: where we post them. Their encryption keys are the
    // browser's, used only to seal each message for it, and are left out.
    pushSubscriptions: subscriptions.map((s) => ({
      endpoint: s.endpoint,
      createdAt: s.createdAt.toISOString(),
    })),
    // What we sent on our own initiative (the morning digest, pushes), or why it did not go out.
    deliveries: sent.map((d) => ({
      channel: d.channel,
      key: d.key,
      claimedAt: d.claimedAt.toISOString(),
      sentAt: d.sentAt?.toISOString() ?? null,
      skipped: d.skipped,
    })),
    // The private calendar address is the member's own, so it is included.
    calendarFeed: feed
      ? { exists: true, token: feed.token, createdAt: feed.createdAt.toISOString() }
      : { exists: false },
    // The people kept for Compatibility, with the birth data the user typed for them (issue 29).
    savedPeople: people.map((p) => ({
      name: p.name,
      birthDate: p.birthDate,
      birthTime: p.birthTime,
      birthPlace: p.birthPlace,
      birthLatitude: p.birthLatitude,
      birthLongitude: p.birthLongitude,
      birthTimezone: p.birthTimezone,
      createdAt: p.createdAt.toISOString(),
      updatedAt: p.updatedAt.toISOString(),
    })),
    lastCompatibility: lastCompatibility
      ? {
          request: lastCompatibility.request,
          result: lastCompatibility.result,
          createdAt: lastCompatibility.createdAt.toISOString(),
        }
      : null,
  };
}
