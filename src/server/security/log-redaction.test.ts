import { Writable } from "node:stream";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs, users } from "#server/db/schema";
import { hashPassword } from "#server/platform/auth/passwords";
import { createTestApp, type TestApp } from "#server/test-support/test-app";
import { insertUser } from "#server/test-support/users";

/** A failed query must reach the log as its statement and code, never with its values. */

const lines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logger: { level: "trace", stream } });
  // Any insert of this first name fails inside the database, after the password has been hashed.
  await t.ctx.db.execute(
    sql.raw(`alter table users add constraint zf_refuse_name check (first_name <> 'Refused')`),
  );
});
afterAll(async () => {
  await t?.close();
});

describe("database errors in the log", () => {
  it("log the statement and SQLSTATE of a failed sign-up insert, not the hash, e-mail or names", async () => {
    lines.length = 0;
    const response = await t.app.inject({
      method: "POST",
      url: "/api/register",
      payload: {
        firstName: "Refused",
        lastName: "Lovelace-Secret",
        username: "refusedname",
        email: "leak.check@example.com",
        password: "a-very-secret-password",
      },
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).not.toContain("insert");
    const log = lines.join("");
    expect(log).toContain('"code":"23514"');
    expect(log).toContain('insert into \\"users\\"');
    expect(log).toContain("zf_refuse_name");
    for (const secret of ["$argon2id", "leak.check@example.com", "a-very-secret-password", "Lovelace-Secret"])
      expect(log).not.toContain(secret);
    expect(await t.ctx.db.$count(users, eq(users.username, "refusedname"))).toBe(0);
  });

  it("keep a password hash out of a failed job's log line and stored error", async () => {
    const hash = await hashPassword("another-secret");
    const user = await insertUser(t.ctx.db);
    lines.length = 0;
    t.ctx.jobs.handle("leaky", async () => {
      await t.ctx.db
        .update(users)
        .set({ passwordHash: hash, loginCount: sql`${"not a number"}::int` })
        .where(eq(users.id, user.id));
    });
    await t.ctx.jobs.enqueue("leaky", "one", {});
    await t.ctx.jobs.drain();
    const [row] = await t.ctx.db.select().from(jobs).where(eq(jobs.kind, "leaky"));
    expect(row?.attempts).toBe(1);
    expect(row?.lastError).toContain("22P02");
    expect(row?.lastError).not.toContain(hash);
    expect(row?.lastError).not.toContain("not a number");
    const log = lines.join("");
    expect(log).toContain("22P02");
    expect(log).toContain('update \\"users\\"');
    expect(log).not.toContain(hash);
    expect(log).not.toContain("$argon2id");
    expect(log).not.toContain("not a number");
  });
});
