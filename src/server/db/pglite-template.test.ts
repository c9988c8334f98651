import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { insertUser } from "#server/test-support/users";
import { type DatabaseHandle, migrationsFolder, openDatabase } from "./client.ts";
import { checkEveryMigration } from "./pglite.ts";
import { checksumOf, dataDirFromTemplate, extractTar } from "./pglite-template.ts";

/** Packs a data directory dump as the build does: `name`.tar.gz beside its checksum file. */
function pack(tar: Uint8Array, name: string): string {
  const packed = gzipSync(tar);
  const file = path.join(folder, `${name}.tar.gz`);
  writeFileSync(file, packed);
  writeFileSync(`${file}.sha256`, `${checksumOf(packed)}\n`);
  return file;
}

/** Dumps a migrated in-memory database after `change` ran on it. */
async function dumpAfter(change: (handle: DatabaseHandle) => Promise<unknown>): Promise<Uint8Array> {
  const handle = await openDatabase({ kind: "pglite" });
  await change(handle);
  const dump = await handle.dumpDataDir?.();
  await handle.close();
  if (!dump) throw new Error("no dump");
  return new Uint8Array(await dump.arrayBuffer());
}

const MARKER = "template-marker@example.com";
let folder: string;
/** A packed, migrated data directory holding one marker account, as the build makes them (without the account). */
let template: string;
let tar: Uint8Array;
beforeAll(async () => {
  folder = mkdtempSync(path.join(os.tmpdir(), "zf-template-test-"));
  tar = await dumpAfter((handle) => insertUser(handle.db, { email: MARKER }));
  template = pack(tar, "pglite-template");
}, 900_000);

const freshDir = () => path.join(mkdtempSync(path.join(os.tmpdir(), "zf-template-data-")), "db");

/** Whether the database of `dataDir` came from the template (it holds the marker account). */
async function fromTemplate(dataDir: string, template?: string): Promise<boolean> {
  const handle = await openDatabase({ kind: "pglite", dataDir, ...(template ? { template } : {}) });
  try {
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8"));
    const applied = await handle.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect((applied as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(journal.entries.length);
    const marker = await handle.db.execute(sql`select 1 from users where email = ${MARKER}`);
    return (marker as unknown as { rows: unknown[] }).rows.length === 1;
  } finally {
    await handle.close();
  }
}

function quietWarnings() {
  return vi.spyOn(process, "emitWarning").mockImplementation(() => {});
}

const neverCalled = () => {
  throw new Error("the check must not run");
};

describe("the packed database a build makes", () => {
  it("becomes a data directory that opens with every migration already applied", async () => {
    const dataDir = freshDir();
    expect(await fromTemplate(dataDir, template)).toBe(true);
    expect(existsSync(path.join(dataDir, "PG_VERSION"))).toBe(true);
    expect(readdirSync(path.dirname(dataDir))).toEqual(["db"]); // no partial directory left
  }, 900_000);

  it("is not used when it fails its checksum, and says so", () => {
    const packed = readFileSync(template);
    packed[packed.length - 10] = (packed[packed.length - 10] ?? 0) ^ 0xff;
    const corrupt = path.join(folder, "corrupt.tar.gz");
    writeFileSync(corrupt, packed);
    writeFileSync(`${corrupt}.sha256`, readFileSync(`${template}.sha256`));
    const warn = quietWarnings();
    const dataDir = freshDir();
    try {
      expect(dataDirFromTemplate(dataDir, corrupt, neverCalled)).toBe(false);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining("does not match its checksum"));
    } finally {
      warn.mockRestore();
    }
    expect(existsSync(dataDir)).toBe(false);
  });

  it("cut short but with a matching checksum: the start still succeeds from scratch, and so does the next", async () => {
    const truncated = pack(tar.subarray(0, Math.floor(tar.length / 2)), "truncated");
    const dataDir = freshDir();
    const warn = quietWarnings();
    try {
      expect(await fromTemplate(dataDir, truncated)).toBe(false); // initdb made it, not the template
      expect(warn).toHaveBeenCalledWith(expect.stringContaining("could not be used"));
    } finally {
      warn.mockRestore();
    }
    expect(readdirSync(path.dirname(dataDir))).toEqual(["db"]); // DATA_DIR/db whole, nothing half-made beside it
    // A later start (this time with a good template at hand) opens the database that is there.
    expect(await fromTemplate(dataDir, template)).toBe(false);
  }, 900_000);

  it("is not used when it lacks a migration of this build", async () => {
    const stale = pack(
      await dumpAfter((handle) =>
        handle.db.execute(
          sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`,
        ),
      ),
      "stale",
    );
    const dataDir = freshDir();
    const warn = quietWarnings();
    try {
      expect(dataDirFromTemplate(dataDir, stale, checkEveryMigration)).toBe(false);
      expect(warn).toHaveBeenCalledWith(
        expect.stringMatching(/could not be used \(it lacks the migrations \d{4}_/),
      );
    } finally {
      warn.mockRestore();
    }
    expect(existsSync(path.dirname(dataDir)) && readdirSync(path.dirname(dataDir))).toEqual([]);
  }, 900_000);

  it("leaves an existing database and a missing template alone", () => {
    const dataDir = freshDir();
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(path.join(dataDir, "something"), "x");
    expect(dataDirFromTemplate(dataDir, template, neverCalled)).toBe(false);
    expect(readdirSync(dataDir)).toEqual(["something"]);
    expect(
      dataDirFromTemplate(freshDir(), path.join(os.tmpdir(), "no-such-template.tar.gz"), neverCalled),
    ).toBe(false);
  });
});

describe("extractTar", () => {
  const entry = (name: string, body: string, type = "0") => {
    const header = Buffer.alloc(512);
    header.write(name, 0);
    header.write(`${body.length.toString(8).padStart(11, "0")}\0`, 124);
    header.write(type, 156);
    header.write("ustar", 257);
    const data = Buffer.alloc(Math.ceil(body.length / 512) * 512);
    data.write(body);
    return Buffer.concat([header, data]);
  };

  it("writes files and directories, and refuses a path that leaves the directory", () => {
    const into = mkdtempSync(path.join(os.tmpdir(), "zf-tar-"));
    extractTar(
      Buffer.concat([entry("/base", "", "5"), entry("/base/one", "hello"), Buffer.alloc(1024)]),
      into,
    );
    expect(readFileSync(path.join(into, "base/one"), "utf8")).toBe("hello");
    expect(() => extractTar(entry("../outside", "x"), into)).toThrow(/outside its directory/);
    expect(existsSync(path.join(into, "../outside"))).toBe(false);
  });
});
