import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { type EmailTokenRow, emailTokens } from "#server/db/schema";

type Purpose = EmailTokenRow["purpose"];

/** Stores a new token for the purpose, dropping the user's earlier unused ones of that purpose. */
export async function replaceUnusedToken(db: Db, token: typeof emailTokens.$inferInsert): Promise<void> {
  await db
    .delete(emailTokens)
    .where(
      and(
        eq(emailTokens.userId, token.userId),
        eq(emailTokens.purpose, token.purpose),
        isNull(emailTokens.usedAt),
      ),
    );
  await db.insert(emailTokens).values(token);
}

export async function findToken(
  db: Db,
  tokenHash: string,
  purpose: Purpose,
): Promise<EmailTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, tokenHash), eq(emailTokens.purpose, purpose)))
    .limit(1);
  return row;
}

/** Marks the token used; false when a concurrent request used it first. */
export async function markTokenUsed(db: Db, id: number, now: Date): Promise<boolean> {
  const claimed = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.id, id), isNull(emailTokens.usedAt)))
    .returning({ id: emailTokens.id });
  return claimed.length > 0;
}

/** Uses an unused, unexpired token in one statement; the user it belongs to, or null. */
export async function useLiveToken(
  db: Db,
  tokenHash: string,
  purpose: Purpose,
  now: Date,
): Promise<number | null> {
  const [claimed] = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailTokens.tokenHash, tokenHash),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        sql`${emailTokens.expiresAt} > ${now}`,
      ),
    )
    .returning({ userId: emailTokens.userId });
  return claimed?.userId ?? null;
}
