import { and, eq, ne, or, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { type UserRow, users } from "#server/db/schema";

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
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error("insert into users returned no row");
  return row;
}

/** The changed row, or undefined when there is no such user. */
export async function updateUser(db: Db, id: number, changes: UserChanges): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
  return row;
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
 * one) and, for an address of ADMIN_EMAILS, grants admin. A unique violation means another account
 * verified the address first.
 */
export async function markEmailVerified(
  db: Db,
  id: number,
  email: string,
  grantAdmin: boolean,
): Promise<void> {
  await db
    .update(users)
    .set({
      email,
      emailVerified: true,
      pendingEmail: sql`case when lower(${users.pendingEmail}) = ${email.toLowerCase()} then null else ${users.pendingEmail} end`,
      ...(grantAdmin ? { isAdmin: true } : {}),
    })
    .where(eq(users.id, id));
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
