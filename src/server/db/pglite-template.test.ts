import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { insertUser } from "#server/test-support/users";
import { migrationsFolder, openDatabase } from "./client.ts";
import { checksumOf, dataDirFromTemplate, extractTar } from "./pglite-template.ts";

/** A packed, migrated data directory and its checksum, as the build makes them. */
let template: string;
beforeAll(async () => {
  const handle = await openDatabase({ kind: "pglite" });
  const dump = await handle.dumpDataDir?.();
  await handle.close();
  if (!dump) throw new Error("no dump");
  const packed = gzipSync(Buffer.from(await dump.arrayBuffer()));
  template = path.join(mkdtempSync(path.join(os.tmpdir(), "zf-template-test-")), "pglite-template.tar.gz");
  writeFileSync(template, packed);
  writeFileSync(`${template}.sha256`, `${checksumOf(packed)}\n`);
});

const freshDir = () => path.join(mkdtempSync(path.join(os.tmpdir(), "zf-template-data-")), "db");

describe("the packed database a build makes", () => {
  it("becomes a data directory that opens with every migration already applied", async () => {
    const dataDir = freshDir();
    expect(dataDirFromTemplate(dataDir, template)).toBe(true);
    expect(existsSync(path.join(dataDir, "PG_VERSION"))).toBe(true);
    expect(readdirSync(path.dirname(dataDir))).toEqual(["db"]); // no partial directory left
    const handle = await openDatabase({ kind: "pglite", dataDir });
    try {
      const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8"));
      const applied = await handle.db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect((applied as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(journal.entries.length);
      expect((await insertUser(handle.db)).id).toBeGreaterThan(0);
    } finally {
      await handle.close();
    }
  });

  it("is not used when it fails its checksum, and says so", () => {
    const corrupt = path.join(path.dirname(template), "corrupt.tar.gz");
    const packed = readFileSync(template);
    packed[packed.length - 10] = (packed[packed.length - 10] ?? 0) ^ 0xff;
    writeFileSync(corrupt, packed);
    writeFileSync(`${corrupt}.sha256`, readFileSync(`${template}.sha256`));
    const warn = vi.spyOn(process, "emitWarning").mockImplementation(() => {});
    const dataDir = freshDir();
    try {
      expect(dataDirFromTemplate(dataDir, corrupt)).toBe(false);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining("does not match its checksum"));
    } finally {
      warn.mockRestore();
    }
    expect(existsSync(dataDir)).toBe(false);
  });

  it("leaves an existing database and a missing template alone", () => {
    const dataDir = freshDir();
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(path.join(dataDir, "something"), "x");
    expect(dataDirFromTemplate(dataDir, template)).toBe(false);
    expect(readdirSync(dataDir)).toEqual(["something"]);
    expect(dataDirFromTemplate(freshDir(), path.join(os.tmpdir(), "no-such-template.tar.gz"))).toBe(false);
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
