import path from "node:path";
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { type DatabaseHandle, openDatabase } from "./db/client.ts";
import { acquireDataDirLock, type DataDirLock, DataDirLockedError } from "./db/data-dir-lock.ts";
import { outboxDir } from "./platform/mailer.ts";

/** Process entry: configuration, database, HTTP server, graceful shutdown. */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }

  let lock: DataDirLock | null = null;
  let database: DatabaseHandle;
  try {
    if (config.databaseUrl) {
      database = await openDatabase({ kind: "postgres", url: config.databaseUrl });
    } else {
      lock = acquireDataDirLock(config.dataDir);
      database = await openDatabase({ kind: "pglite", dataDir: path.join(config.dataDir, "db") });
    }
  } catch (error) {
    lock?.release();
    if (error instanceof DataDirLockedError) {
      console.error(`Refusing to start: ${error.message}`);
      process.exit(75); // EX_TEMPFAIL
    }
    const where = config.databaseUrl
      ? "the PostgreSQL database (DATABASE_URL)"
      : `PGlite in ${config.dataDir}/db`;
    console.error(`Could not open ${where}: ${(error as Error).message}`);
    process.exit(1);
  }

  const app = await buildApp({ config, database });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: new requests get 503, those in flight finish");
    // Should anything hang past the deadline, stop anyway, but never with the lock left behind.
    const hardStop = setTimeout(() => {
      lock?.release();
      process.exit(1);
    }, config.shutdownTimeoutMs + 5000);
    hardStop.unref();
    let clean = false;
    try {
      clean = await app.graceful.shutdown({ deadlineMs: config.shutdownTimeoutMs });
    } catch (error) {
      app.log.error({ err: error }, "the app did not close cleanly");
    }
    try {
      await database.close();
    } catch (error) {
      clean = false;
      app.log.error({ err: error }, "the database did not close cleanly");
    }
    lock?.release();
    if (!clean) app.log.warn("stopped after the shutdown deadline: some requests or jobs were cut");
    process.exit(clean ? 0 : 1);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    app.log.error({ err: error }, "could not listen");
    await database.close();
    lock?.release();
    process.exit(1);
  }
  app.log.info(`Zero Fluff, All Astrology is running at ${config.appUrl} (database: ${database.kind})`);
  app.log.info(
    app.ctx.mailer.kind === "smtp"
      ? "mail: sent over SMTP (SMTP_URL)"
      : `mail: written as .eml files to ${outboxDir(config)}${
          config.devMailViewer ? `; viewer at ${config.appUrl}/dev/mail (admins, on this machine only)` : ""
        } — set SMTP_URL to send it`,
  );
  // Background jobs (transit descriptions) run in this process; app.close() stops them gracefully.
  app.ctx.jobs.start();
  // Check the place index file now so a damaged one is reported at start (it loads on the first search).
  setImmediate(() => app.ctx.geocoder.warm());
  // The image workers (~120 MB: fonts, satori, resvg) start with the first share card, not here.
}

void main();
