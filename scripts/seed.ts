/**
 * Adds development samples (marked as such) to the configured database:
 *
 *   npm run seed
 *
 * Refuses with NODE_ENV=production. In embedded mode, stop the server first: the data directory
 * belongs to one process at a time.
 */
import path from "node:path";
import { ConfigError, loadConfig } from "#server/config";
import { type DatabaseHandle, openDatabase } from "#server/db/client";
import { acquireDataDirLock, type DataDirLock, DataDirLockedError } from "#server/db/data-dir-lock";
import { refuseInProduction, SeedRefusedError, seedDevelopmentSamples } from "#server/db/dev-seed";

async function seed() {
  const config = loadConfig(process.env);
  refuseInProduction(config);
  let lock: DataDirLock | null = null;
  let database: DatabaseHandle;
  if (config.databaseUrl) {
    database = await openDatabase({ kind: "postgres", url: config.databaseUrl, poolSize: 1 });
  } else {
    lock = acquireDataDirLock(config.dataDir);
    database = await openDatabase({ kind: "pglite", dataDir: path.join(config.dataDir, "db") });
  }
  try {
    const count = await seedDevelopmentSamples(database.db, config);
    console.log(
      `Added ${count} sample testimonials to ${database.kind === "postgres" ? "PostgreSQL" : `${config.dataDir}/db`}, marked as development samples (never shown in production).`,
    );
  } finally {
    await database.close();
    lock?.release();
  }
}

seed().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) console.error(`Stop the server first: ${error.message}`);
  else if (error instanceof SeedRefusedError || error instanceof ConfigError) console.error(error.message);
  else console.error("Seeding failed:", error instanceof Error ? error.message : error);
  process.exit(1);
});
