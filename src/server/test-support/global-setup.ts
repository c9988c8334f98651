import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { migrationsFolder, openDatabase } from "#server/db/client";

/**
 * Runs once before the test files: migrates one template database, which every test file then
 * copies (a fresh PGlite costs ~4 s to initialise and migrate here; loading a dump costs far less).
 * With TEST_DB_BACKEND=postgres the template is a PostgreSQL database cloned with CREATE DATABASE … TEMPLATE.
 */
export default async function setup() {
  const migrationsHash = hashMigrations();
  if (process.env.TEST_DB_BACKEND === "postgres") {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error("TEST_DB_BACKEND=postgres needs TEST_DATABASE_URL");
    const templateName = `zf_template_${migrationsHash}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const exists = await admin.query("select 1 from pg_database where datname = $1", [templateName]);
      if (exists.rowCount === 0) {
        await admin.query(`create database ${templateName}`);
        const handle = await openDatabase({
          kind: "postgres",
          url: withDatabase(url, templateName),
          poolSize: 1,
        });
        await handle.close();
      }
    } finally {
      await admin.end();
    }
    process.env.ZF_PG_TEMPLATE = templateName;
    return;
  }
  const dumpPath = path.join(os.tmpdir(), `zf-pglite-template-${migrationsHash}.tar`);
  const handle = await openDatabase({ kind: "pglite" });
  const dump = await handle.dumpDataDir?.();
  await handle.close();
  if (!dump) throw new Error("PGlite handle cannot dump its data directory");
  writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  process.env.ZF_PGLITE_TEMPLATE = dumpPath;
}

function hashMigrations(): string {
  const hash = createHash("sha256");
  for (const file of readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    if (file.endsWith(".sql") || file.endsWith(".json"))
      hash.update(readFileSync(path.join(migrationsFolder, file)));
  }
  return hash.digest("hex").slice(0, 12);
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
