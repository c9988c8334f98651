import { and, asc, count, desc, eq, ne, or, type SQL, sql } from "drizzle-orm";
import type { AdminUsersQuery } from "#contracts/admin";
import type { Db } from "#server/db/client";
import { type UserRow, users } from "#server/db/schema";
import { returnedRow } from "./rows.ts";

/**
 * The users table. Every read of a user by id, e-mail or provider id is here once, so the rules
 * of a lookup (an address matches whatever its case) hold everywhere.
 */

export type NewUser = typeof users.$inferInsert;
export type UserChanges = Partial<NewUser>;

// Unique regardless of case (users_email_lower_key): "Ada@x.com" and "ada@x.com" are one address.
const emailIs = (email: string) => eq(sql`lower(${users.email})`, email.toLowerCase());
const pendingEmailIs = (email: string) => eq(sql`lower(${users.pendingEmail})`, email.toLowerCase());

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** The row, locked until the transaction `db` ends (concurrent writers of it wait). */
export async function lockUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for("update");
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(emailIs(email)).limit(1);
  return row;
}

/** The user waiting to have `email` verified as their new address. */
export async function findUserByPendingEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(pendingEmailIs(email)).limit(1);
  return row;
}

/** Whether another user signs in with `email` or waits to. */
export async function emailTakenByOther(db: Db, email: string, userId: number): Promise<boolean> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(ne(users.id, userId), or(emailIs(email), pendingEmailIs(email))))
    .limit(1);
  return taken !== undefined;
}

export async function findUserByStripeSubscription(
  db: Db,
  subscriptionId: string,
): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.stripeSubscriptionId, subscriptionId));
  return row;
}

export async function findUserByStripeCustomer(db: Db, customerId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.stripeCustomerId, customerId));
  return row;
}

/** Inserts the user; a taken e-mail or username throws the unique violation (db/errors.ts). */
export async function insertUser(db: Db, values: NewUser): Promise<UserRow> {
  return returnedRow(await db.insert(users).values(values).returning(), "insert into users");
}

/** The changed row, or undefined when there is no such user. */
export async function updateUser(db: Db, id: number, changes: UserChanges): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
  return row;
}

/**
 * Everyone the morning digest may go to: opted in and with a verified address (a deleted account
 * has no row). Only what the schedule needs.
 */
export async function digestSubscribers(
  db: Db,
): Promise<{ id: number; timezone: string | null; digestHour: number }[]> {
  return db
    .select({ id: users.id, timezone: users.timezone, digestHour: users.digestHour })
    .from(users)
    .where(and(eq(users.digestEnabled, true), eq(users.emailVerified, true)));
}

export async function recordLogin(db: Db, id: number, now: Date, ip: string): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ lastLogin: now, loginCount: sql`${users.loginCount} + 1`, lastLoginIp: ip })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/**
 * `email` is verified for the user: it becomes the sign-in address (clearing it as the pending
 * one), and the admin flag follows it (`admin`: the address is in ADMIN_EMAILS), so a change of
 * address both grants and takes away the role (ADR 024). A unique violation means another account
 * verified the address first.
 */
export async function markEmailVerified(db: Db, id: number, email: string, admin: boolean): Promise<void> {
  await db
    .update(users)
    .set({
      email,
      emailVerified: true,
      pendingEmail: sql`case when lower(${users.pendingEmail}) = ${email.toLowerCase()} then null else ${users.pendingEmail} end`,
      isAdmin: admin,
    })
    .where(eq(users.id, id));
}

/**
 * Sets every account's admin flag from the configured list (ADR 024): admins are exactly the
 * verified accounts whose address is in `adminEmails` (lower case). One statement, so no moment
 * shows a half-applied list; only rows whose flag changes are written.
 */
export async function applyAdminEmails(db: Db, adminEmails: readonly string[]): Promise<void> {
  const listed =
    adminEmails.length === 0
      ? sql`false`
      : sql`(${users.emailVerified} and lower(${users.email}) in (${sql.join(
          adminEmails.map((email) => sql`${email}`),
          sql`, `,
        )}))`;
  await db.update(users).set({ isAdmin: listed }).where(sql`${users.isAdmin} is distinct from ${listed}`);
}

/** Which of `emails` (lower case) belong to a verified account. */
export async function verifiedEmailsAmong(db: Db, emails: readonly string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db
    .select({ email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(
      and(
        eq(users.emailVerified, true),
        sql`lower(${users.email}) in (${sql.join(
          emails.map((email) => sql`${email}`),
          sql`, `,
        )})`,
      ),
    );
  return new Set(rows.map((row) => row.email));
}

/** Stores Stripe's customer id unless the user already has one (the first checkout decides). */
export async function setStripeCustomerIdOnce(db: Db, id: number, customerId: string): Promise<void> {
  await db
    .update(users)
    .set({ stripeCustomerId: customerId })
    .where(and(eq(users.id, id), sql`${users.stripeCustomerId} is null`));
}

/** Moves the user to a new texts version: every text cached under the old one is stale. */
export async function bumpTextsVersion(db: Db, id: number): Promise<void> {
  await db
    .update(users)
    .set({ textsVersion: sql`${users.textsVersion} + 1` })
    .where(eq(users.id, id));
}

/** Deletes the user; foreign keys take everything that belongs to them. */
export async function deleteUserById(db: Db, id: number): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

/** Deletes the user unless they are an admin (a grant of admin in between keeps the account). */
export async function deleteNonAdminUser(db: Db, id: number): Promise<void> {
  await db.delete(users).where(and(eq(users.id, id), eq(users.isAdmin, false)));
}

// ---- The admin dashboard's reads over all users ----

/**
 * Premium runs now: the same rule as the policy (premium or pro; a cancelled or past-due one only
 * until its end date), as SQL so the counts and the list filter agree with every screen.
 */
function premiumRuns(now: Date): SQL {
  return sql`(${users.subscriptionTier} in ('premium', 'pro') and (${users.subscriptionStatus} is null or ${users.subscriptionStatus} not in ('cancelled', 'past_due') or ${users.subscriptionEndDate} > ${now.toISOString()}::timestamptz))`;
}

/** A subscription that renews: paid (it has a period end), active. Grants and cancelled ones do not. */
const renews = sql`(${users.subscriptionTier} in ('premium', 'pro') and ${users.subscriptionStatus} = 'active' and ${users.subscriptionEndDate} is not null)`;

/** How many users there are, how many have premium running now (by tier) and how many renew. */
export async function countUsersByPlan(db: Db, now: Date) {
  const runs = premiumRuns(now);
  const [totals] = await db
    .select({
      total: count(),
      active: sql<number>`count(*) filter (where ${runs})`.mapWith(Number),
      premium: sql<number>`count(*) filter (where ${runs} and ${users.subscriptionTier} = 'premium')`.mapWith(
        Number,
      ),
      pro: sql<number>`count(*) filter (where ${runs} and ${users.subscriptionTier} = 'pro')`.mapWith(Number),
      renewing: sql<number>`count(*) filter (where ${renews})`.mapWith(Number),
    })
    .from(users);
  return {
    total: totals?.total ?? 0,
    active: totals?.active ?? 0,
    premium: totals?.premium ?? 0,
    pro: totals?.pro ?? 0,
    renewing: totals?.renewing ?? 0,
  };
}

/** The UTC day of a timestamp, as YYYY-MM-DD. */
export const utcDay = (column: SQL | typeof users.createdAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/** Sign-ups per UTC day since `since` (days without any are absent). */
export async function signupsPerDay(db: Db, since: Date): Promise<{ day: string; n: number }[]> {
  const signupDay = utcDay(users.createdAt);
  return db
    .select({ day: signupDay, n: count() })
    .from(users)
    .where(sql`${users.createdAt} >= ${since.toISOString()}::timestamptz`)
    .groupBy(signupDay);
}

/** `%` and `_` typed in the search box are letters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const SORTS = {
  createdAt: [users.createdAt],
  lastLogin: [sql`${users.lastLogin}`],
  email: [sql`lower(${users.email})`],
  name: [sql`lower(${users.firstName})`, sql`lower(${users.lastName})`],
  loginCount: [users.loginCount],
} as const;

/** A page of users searched by name, e-mail or username, filtered by plan, sorted; with the total. */
export async function searchUsers(
  db: Db,
  query: AdminUsersQuery,
  now: Date,
): Promise<{ rows: UserRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.search) {
    const pattern = likePattern(query.search);
    conditions.push(
      sql`(${users.email} ilike ${pattern} or ${users.username} ilike ${pattern} or (${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern})`,
    );
  }
  if (query.plan === "premium") conditions.push(premiumRuns(now));
  if (query.plan === "free") conditions.push(sql`not ${premiumRuns(now)}`);
  const where = conditions.length ? and(...conditions) : undefined;
  const direction = query.order === "asc" ? asc : desc;
  // Never-signed-in users sort last either way: they are the least interesting in a login sort.
  const order = SORTS[query.sort].map((column) =>
    query.sort === "lastLogin"
      ? sql`${column} ${sql.raw(query.order)} nulls last`
      : direction(column as typeof users.createdAt),
  );
  const [totalRow] = await db.select({ n: count() }).from(users).where(where);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(...order, direction(users.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { rows, total: totalRow?.n ?? 0 };
}
