import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { hotQuery } from "#server/db/hot-query";
import { users } from "#server/db/schema";
import { fileTestDatabase } from "#server/test-support/test-app";
import { insertUser } from "#server/test-support/users";
import { isReadStatement, mayHaveChanged, WriteClock } from "./write-clock.ts";

describe("isReadStatement", () => {
  it("admits single selects, transaction starts and hot queries, and nothing that might write", () => {
    for (const read of [
      "select 1",
      "  SELECT * from users where id = $1;",
      'select "users"."id" from "users"\n where "users"."email" = $1',
      "begin",
      "start transaction isolation level serializable",
      "prepare session_lookup(text) as select 1",
      "execute session_lookup('abc')",
    ]) {
      expect(isReadStatement(read), read).toBe(true);
    }
    for (const write of [
      'insert into "users" ("email") values ($1)',
      "update sessions set last_seen_at = $1",
      "delete from sessions where id_hash = $1",
      "commit",
      "rollback",
      "with gone as (delete from sessions returning 1) select count(*) from gone",
      "select 1; delete from users",
      "execute x('a;b')", // a semicolon anywhere: counted as a write, to be safe
      "create table t (id int)",
      "truncate users",
    ]) {
      expect(isReadStatement(write), write).toBe(false);
    }
  });
});

describe("WriteClock", () => {
  it("is quiet for a stamp only while no write has started or settled since", () => {
    const clock = new WriteClock();
    const before = clock.stamp();
    expect(clock.isQuiet(before)).toBe(true);
    clock.begin();
    expect(clock.isQuiet(before)).toBe(false);
    // A stamp taken while a write is in flight is never quiet, even after it settles.
    const during = clock.stamp();
    clock.end();
    expect(clock.isQuiet(during)).toBe(false);
    expect(clock.isQuiet(before)).toBe(false);
    expect(clock.isQuiet(clock.stamp())).toBe(true);
  });

  it("gives a write that changed no row its move back, but never while another write is in flight", () => {
    const clock = new WriteClock();
    const before = clock.stamp();
    clock.begin();
    clock.end(false);
    expect(clock.isQuiet(before)).toBe(true);

    clock.begin(); // changes rows
    clock.begin(); // changes none
    clock.end(false);
    expect(clock.isQuiet(before)).toBe(false);
    clock.end(true);
    expect(clock.isQuiet(before)).toBe(false);
    const after = clock.stamp();
    clock.begin();
    clock.end(false);
    expect(clock.isQuiet(after)).toBe(true);
    expect(clock.isQuiet(before)).toBe(false);
  });
});

describe("mayHaveChanged", () => {
  it("is false only for a row write that reports 0 rows", () => {
    expect(mayHaveChanged({ command: "UPDATE", rowCount: 0 })).toBe(false);
    expect(mayHaveChanged({ command: "INSERT", rowCount: 0 })).toBe(false);
    expect(mayHaveChanged({ command: "DELETE", rowCount: 0 })).toBe(false);
    expect(mayHaveChanged({ command: "UPDATE", rowCount: 1 })).toBe(true);
    expect(mayHaveChanged({ command: "COMMIT", rowCount: null })).toBe(true);
    // A data-changing WITH reports SELECT and the rows it returned, not the rows it changed.
    expect(mayHaveChanged({ command: "SELECT", rowCount: 0 })).toBe(true);
    expect(mayHaveChanged({ command: "CREATE", rowCount: null })).toBe(true);
    expect(mayHaveChanged(undefined)).toBe(true);
  });
});

describe("the database handle's write clock (on the suite's database backend)", () => {
  const handle = fileTestDatabase();

  it("stands still for reads and moves for every write, in a transaction or not", async () => {
    const user = await insertUser(handle.db);
    const { writes } = handle;
    const start = writes.stamp();
    await handle.db.select().from(users);
    await handle.db.execute(sql`select 1`);
    const lookup = hotQuery<{ n: number }>("write_clock_test", "select $1::int as n", ["int"]);
    expect(await lookup(handle.db, [7])).toEqual([{ n: 7 }]);
    expect(writes.isQuiet(start)).toBe(true);

    await handle.db.update(users).set({ loginCount: 1 }).where(sql`${users.id} = ${user.id}`);
    expect(writes.isQuiet(start)).toBe(false);
    expect(writes.inFlight).toBe(0);

    const beforeTransaction = writes.stamp();
    await handle.db.transaction(async (tx) => {
      await tx.select().from(users);
    });
    // Even a transaction that only read ends with a COMMIT (or PGlite's whole-transaction bracket).
    expect(writes.isQuiet(beforeTransaction)).toBe(false);
    expect(writes.inFlight).toBe(0);

    // A write that fails still settles.
    const beforeFailure = writes.stamp();
    await expect(handle.db.execute(sql`insert into no_such_table values (1)`)).rejects.toThrow();
    expect(writes.isQuiet(beforeFailure)).toBe(false);
    expect(writes.inFlight).toBe(0);
  });

  it("stays quiet after an update that matched no row, on PostgreSQL (PGlite counts every write)", async () => {
    const { writes } = handle;
    const before = writes.stamp();
    await handle.db.update(users).set({ loginCount: 2 }).where(sql`${users.id} = ${-1}`);
    expect(writes.inFlight).toBe(0);
    expect(writes.isQuiet(before)).toBe(handle.kind === "postgres");
  });

  it("refuses a hot query that is not a select: running one is counted as a read", () => {
    expect(() => hotQuery("bad", "delete from users where id = $1", ["int"])).toThrow(/must be a select/);
  });
});
